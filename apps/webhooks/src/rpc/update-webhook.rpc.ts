import type { webhooks } from '@platform/contracts';
import type { WebhooksUsecase } from '../usecases/webhooks.usecase';
import { webhookToWire } from '../wire/webhook.wire';

/** UpdateWebhook. */
export function updateWebhookRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.UpdateWebhookRequest__Output): Promise<webhooks.UpdateWebhookResponse> => {
    const row = await uc.update({
      projectId: req.project_id,
      id: req.webhook_id,
      url: req.url ?? undefined,
      events: req.events,
      active: req.active ?? undefined,
      payloadVersion: req.payload_version ?? undefined,
    });
    return { webhook: webhookToWire(row) };
  };
}
