import type { webhooks } from '@platform/contracts';
import type { ListenersUsecase } from '../usecases/listeners.usecase';
import { webhookListenerToWire } from '../wire/listener.wire';

/** KeepWebhookListener: the stream's keep-alive. */
export function keepWebhookListenerRpc(uc: ListenersUsecase) {
  return async (req: webhooks.KeepWebhookListenerRequest__Output): Promise<webhooks.KeepWebhookListenerResponse> => {
    const { row, subject } = await uc.keep(req.project_id, req.listener_id);
    return { listener: webhookListenerToWire(row), subject };
  };
}
