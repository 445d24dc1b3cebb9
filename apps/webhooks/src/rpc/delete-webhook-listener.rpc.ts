import type { webhooks } from '@platform/contracts';
import type { ListenersUsecase } from '../usecases/listeners.usecase';

/** DeleteWebhookListener. */
export function deleteWebhookListenerRpc(uc: ListenersUsecase) {
  return async (req: webhooks.DeleteWebhookListenerRequest__Output): Promise<webhooks.DeleteWebhookListenerResponse> => {
    await uc.delete(req.project_id, req.listener_id);
    return {};
  };
}
