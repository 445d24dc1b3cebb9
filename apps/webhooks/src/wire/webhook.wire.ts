import type { webhooks } from '@platform/contracts';
import { currentlyFailingSince, type WebhookRow } from '../infra/db/webhooks.repository';

const iso = (v: unknown): string | undefined => (v ? new Date(v as string).toISOString() : undefined);

/** The public view of a webhook (no secrets). */
export function webhookToWire(r: WebhookRow): webhooks.Webhook {
  return {
    id: r.id,
    url: r.url,
    events: r.events,
    active: r.active,
    payload_version: r.payload_version,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    phone_number_id: r.phone_number_id ?? undefined,
    disabled_reason: r.disabled_reason ?? undefined,
    disabled_at: iso(r.disabled_at),
    failing_since: currentlyFailingSince(r.failing_since, r.last_success_at) ? iso(r.failing_since) : undefined,
    previous_secret_expires_at: iso(r.previous_secret_expires_at),
  };
}
