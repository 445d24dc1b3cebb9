import type { webhooks } from '@platform/contracts';
import type { WebhooksUsecase } from '../usecases/webhooks.usecase';
import { deliveryToWire } from '../wire/delivery.wire';

/** TestWebhook: one signed attempt of a sample event, answered with its result. */
export function testWebhookRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.TestWebhookRequest__Output): Promise<webhooks.TestWebhookResponse> => {
    const { row, attempts } = await uc.test(req.project_id, req.webhook_id, req.event_type ?? undefined);
    return { delivery: deliveryToWire(row, attempts) };
  };
}
