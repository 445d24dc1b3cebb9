import type { webhooks } from '@platform/contracts';
import type { ListenerRow } from '../infra/db/listeners.repository';

/** The public view of a live listener (no secret). */
export function webhookListenerToWire(r: ListenerRow): webhooks.WebhookListener {
  return {
    id: r.id,
    events: r.events,
    payload_version: r.payload_version,
    phone_number_id: r.phone_number_id ?? undefined,
    created_at: new Date(r.created_at).toISOString(),
    expires_at: new Date(r.expires_at).toISOString(),
  };
}
