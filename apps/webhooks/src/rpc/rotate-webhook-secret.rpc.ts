import type { webhooks } from '@platform/contracts';
import { toWebhook } from '../infra/db/webhooks.repository';
import type { WebhooksUsecase } from '../usecases/webhooks.usecase';

/** RotateWebhookSecret: returns the new secret once. */
export function rotateWebhookSecretRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.RotateWebhookSecretRequest__Output): Promise<webhooks.RotateWebhookSecretResponse> => {
    const { row, secret } = await uc.rotate(req.project_id, req.webhook_id, req.overlap_seconds ?? undefined);
    return { webhook: toWebhook(row), secret };
  };
}
