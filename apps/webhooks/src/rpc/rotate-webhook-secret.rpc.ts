import type { webhooks } from '@platform/contracts';
import type { WebhooksUsecase } from '../usecases/webhooks.usecase';
import { webhookToWire } from '../wire/webhook.wire';

/** RotateWebhookSecret: returns the new secret once. */
export function rotateWebhookSecretRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.RotateWebhookSecretRequest__Output): Promise<webhooks.RotateWebhookSecretResponse> => {
    const { row, secret } = await uc.rotate(req.project_id, req.webhook_id, req.overlap_seconds ?? undefined);
    return { webhook: webhookToWire(row), secret };
  };
}
