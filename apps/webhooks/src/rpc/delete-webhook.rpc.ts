import type { webhooks } from '@platform/contracts';
import type { WebhooksUsecase } from '../usecases/webhooks.usecase';

/** DeleteWebhook. */
export function deleteWebhookRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.DeleteWebhookRequest__Output): Promise<webhooks.DeleteWebhookResponse> => {
    await uc.delete(req.project_id, req.webhook_id);
    return { success: true };
  };
}
