import type { webhooks } from '@platform/contracts';
import type { WebhooksUsecase } from '../usecases/webhooks.usecase';
import { webhookToWire } from '../wire/webhook.wire';

/** GetWebhook. */
export function getWebhookRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.GetWebhookRequest__Output): Promise<webhooks.GetWebhookResponse> => ({
    webhook: webhookToWire(await uc.get(req.project_id, req.webhook_id)),
  });
}
