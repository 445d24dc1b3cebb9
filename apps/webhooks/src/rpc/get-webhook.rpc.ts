import type { webhooks } from '@platform/contracts';
import { toWebhook } from '../infra/db/webhooks.repository';
import type { WebhooksUsecase } from '../usecases/webhooks.usecase';

/** GetWebhook. */
export function getWebhookRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.GetWebhookRequest__Output): Promise<webhooks.GetWebhookResponse> => ({
    webhook: toWebhook(await uc.get(req.project_id, req.webhook_id)),
  });
}
