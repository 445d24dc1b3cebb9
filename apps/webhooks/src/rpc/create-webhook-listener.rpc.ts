import type { webhooks } from '@platform/contracts';
import type { ListenersUsecase } from '../usecases/listeners.usecase';
import { webhookListenerToWire } from '../wire/listener.wire';

/** CreateWebhookListener: returns the secret once. */
export function createWebhookListenerRpc(uc: ListenersUsecase) {
  return async (req: webhooks.CreateWebhookListenerRequest__Output): Promise<webhooks.CreateWebhookListenerResponse> => {
    const { row, secret } = await uc.create({
      projectId: req.project_id,
      events: req.events,
      payloadVersion: req.payload_version || undefined,
      phoneNumberId: req.phone_number_id ?? undefined,
    });
    return { listener: webhookListenerToWire(row), secret };
  };
}
