import type { webhooks } from '@platform/contracts';
import type { WebhooksUsecase } from '../usecases/webhooks.usecase';
import { webhookToWire } from '../wire/webhook.wire';

/** CreateWebhook: returns the secret once. */
export function createWebhookRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.CreateWebhookRequest__Output): Promise<webhooks.CreateWebhookResponse> => {
    const { row, secret } = await uc.create({
      projectId: req.project_id,
      url: req.url,
      events: req.events,
      active: req.active ?? undefined,
      payloadVersion: req.payload_version ?? undefined,
      phoneNumberId: req.phone_number_id ?? undefined,
    });
    return { webhook: webhookToWire(row), secret };
  };
}
