import type { webhooks } from '@platform/contracts';
import type { AttemptRow, DeliveryRow } from '../infra/db/deliveries.repository';

const iso = (v: unknown): string | undefined => (v ? new Date(v as string).toISOString() : undefined);

/** Public view of a delivery. */
export function deliveryToWire(r: DeliveryRow & { body?: string | null }, attempts: AttemptRow[] = []): webhooks.WebhookDelivery {
  return {
    id: r.id,
    webhook_id: r.webhook_id,
    event_id: r.event_id,
    event: r.event_name,
    payload_version: r.payload_version,
    status: r.status,
    attempts: r.attempt_count,
    response_status: r.response_status ?? undefined,
    last_error: r.last_error ?? undefined,
    next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : undefined,
    last_attempt_at: iso(r.last_attempt_at),
    delivered_at: iso(r.delivered_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    test: r.is_test,
    url: r.url,
    payload: r.body ?? '',
    request_id: r.request_id ?? undefined,
    attempt_log: attempts.map((a) => ({
      number: a.number,
      started_at: iso(a.started_at),
      duration_ms: a.duration_ms,
      response_status: a.response_status ?? undefined,
      error: a.error ?? undefined,
      response_body: a.response_body ?? undefined,
    })),
  };
}
