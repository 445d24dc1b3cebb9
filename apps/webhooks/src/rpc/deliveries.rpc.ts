/** Transport of the deliveries log, test sends and redelivery. */
import { encodeCursor, keysetPageRequest, type webhooks } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import type { Clock } from '@platform/runtime';
import { CATALOG } from '../domain/catalog';
import { DELIVERY_STATUSES } from '../domain/delivery-state';
import { toDelivery, type DeliveriesRepository } from '../infra/db/deliveries.repository';
import type { DeliveriesUsecase } from '../usecases/deliveries.usecase';
import type { WebhooksUsecase } from '../usecases/webhooks.usecase';

const PERIOD_MS: Record<string, number> = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };

/** ListDeliveries: cursor style like api_logs; filters period, status, event, webhook_id, errors_only. */
export function listDeliveriesRpc(repo: DeliveriesRepository, clock: Clock) {
  return async (req: webhooks.ListDeliveriesRequest__Output): Promise<webhooks.ListDeliveriesResponse> => {
    if (req.period && !PERIOD_MS[req.period]) throw invalidArgument('INVALID_PERIOD', 'period must be 24h, 7d or 30d');
    if (req.status && !(DELIVERY_STATUSES as readonly string[]).includes(req.status))
      throw invalidArgument('INVALID_STATUS', 'status must be pending, delivered or failed');
    if (req.event && !CATALOG.some((e) => e.name === req.event)) throw invalidArgument('UNKNOWN_EVENT', `unknown event: ${req.event}`);
    const { limit, before, after } = keysetPageRequest(req);
    const page = await repo.list({
      projectId: req.project_id,
      since: req.period ? new Date(clock.now().getTime() - PERIOD_MS[req.period]) : undefined,
      status: req.status ?? undefined,
      event: req.event ?? undefined,
      webhookId: req.webhook_id ?? undefined,
      errorsOnly: req.errors_only,
      limit,
      before,
      after,
    });
    const first = page.items[0];
    const last = page.items[page.items.length - 1];
    return {
      deliveries: page.items.map((r) => toDelivery(r)),
      before_cursor: first ? encodeCursor(first.created_at, first.id) : '',
      after_cursor: last ? encodeCursor(last.created_at, last.id) : '',
      has_older: page.hasOlder,
      has_newer: page.hasNewer,
    };
  };
}

/** GetDelivery: one delivery with its attempt log. */
export function getDeliveryRpc(repo: DeliveriesRepository) {
  return async (req: webhooks.GetDeliveryRequest__Output): Promise<webhooks.GetDeliveryResponse> => {
    const found = await repo.get(req.project_id, req.delivery_id);
    if (!found) throw notFound('DELIVERY_NOT_FOUND', 'Delivery not found');
    return { delivery: toDelivery(found.row, found.attempts) };
  };
}

/** RedeliverDelivery: a new attempt now; returns the delivery as scheduled. */
export function redeliverDeliveryRpc(uc: DeliveriesUsecase) {
  return async (req: webhooks.RedeliverDeliveryRequest__Output): Promise<webhooks.RedeliverDeliveryResponse> => {
    const { row, attempts } = await uc.redeliver(req.project_id, req.delivery_id);
    return { delivery: toDelivery(row, attempts) };
  };
}

/** TestWebhook: one signed attempt of a sample event, answered with its result. */
export function testWebhookRpc(uc: WebhooksUsecase) {
  return async (req: webhooks.TestWebhookRequest__Output): Promise<webhooks.TestWebhookResponse> => {
    const { row, attempts } = await uc.test(req.project_id, req.webhook_id, req.event_type ?? undefined);
    return { delivery: toDelivery(row, attempts) };
  };
}
