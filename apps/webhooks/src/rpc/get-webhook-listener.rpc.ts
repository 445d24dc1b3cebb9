import type { webhooks } from '@platform/contracts';
import type { ListenersUsecase } from '../usecases/listeners.usecase';
import { webhookListenerToWire } from '../wire/listener.wire';

/** GetWebhookListener. */
export function getWebhookListenerRpc(uc: ListenersUsecase) {
  return async (req: webhooks.GetWebhookListenerRequest__Output): Promise<webhooks.GetWebhookListenerResponse> => ({
    listener: webhookListenerToWire(await uc.get(req.project_id, req.listener_id)),
  });
}
