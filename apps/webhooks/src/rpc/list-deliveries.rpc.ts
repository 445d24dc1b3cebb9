import { encodeCursor, isLogPeriod, keysetPageRequest, logWindowStart, type webhooks } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { Clock } from '@platform/runtime';
import { CATALOG } from '../domain/catalog';
import { DELIVERY_STATUSES } from '../domain/delivery-state';
import type { DeliveriesRepository } from '../infra/db/deliveries.repository';
import { deliveryToWire } from '../wire/delivery.wire';

/** ListDeliveries: cursor style like api_logs; filters period, status, event, webhook_id, event_id, errors_only. */
export function listDeliveriesRpc(repo: DeliveriesRepository, clock: Clock) {
  return async (req: webhooks.ListDeliveriesRequest__Output): Promise<webhooks.ListDeliveriesResponse> => {
    if (req.period && !isLogPeriod(req.period)) throw invalidArgument('INVALID_PERIOD', 'period must be 24h, 7d or 30d');
    if (req.status && !(DELIVERY_STATUSES as readonly string[]).includes(req.status))
      throw invalidArgument('INVALID_STATUS', 'status must be pending, delivered or failed');
    if (req.event && !CATALOG.some((e) => e.name === req.event)) throw invalidArgument('UNKNOWN_EVENT', `unknown event: ${req.event}`);
    const { limit, before, after } = keysetPageRequest(req);
    const page = await repo.list({
      projectId: req.project_id,
      since: logWindowStart({ period: req.period }, clock.now()),
      status: req.status ?? undefined,
      event: req.event ?? undefined,
      webhookId: req.webhook_id ?? undefined,
      eventId: req.event_id ?? undefined,
      errorsOnly: req.errors_only,
      limit,
      before,
      after,
    });
    const first = page.items[0];
    const last = page.items[page.items.length - 1];
    return {
      deliveries: page.items.map((r) => deliveryToWire(r)),
      before_cursor: first ? encodeCursor(first.created_at, first.id) : '',
      after_cursor: last ? encodeCursor(last.created_at, last.id) : '',
      has_older: page.hasOlder,
      has_newer: page.hasNewer,
    };
  };
}
