/**
 * Transport of the webhook endpoints: thin adapters from generated request types to the use cases.
 * (One file for the CRUD family: each handler is a few lines over WebhooksUsecase.)
 */
import type { webhooks } from '@platform/contracts';
import { toWebhook } from '../infra/db/webhooks.repository';
import type { WebhooksUsecase } from '../usecases/webhooks.usecase';

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
    return { webhook: toWebhook(row), secret };
  };
}

/** GetWebhook. */
export function getWebhookRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.GetWebhookRequest__Output): Promise<webhooks.GetWebhookResponse> => ({
    webhook: toWebhook(await uc.get(req.project_id, req.webhook_id)),
  });
}

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
    return { webhook: toWebhook(row) };
  };
}

/** DeleteWebhook. */
export function deleteWebhookRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.DeleteWebhookRequest__Output): Promise<webhooks.DeleteWebhookResponse> => {
    await uc.delete(req.project_id, req.webhook_id);
    return { success: true };
  };
}

/** RotateWebhookSecret: returns the new secret once. */
export function rotateWebhookSecretRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.RotateWebhookSecretRequest__Output): Promise<webhooks.RotateWebhookSecretResponse> => {
    const { row, secret } = await uc.rotate(req.project_id, req.webhook_id, req.overlap_seconds ?? undefined);
    return { webhook: toWebhook(row), secret };
  };
}
