/**
 * Live listeners (decision 0028): a listener lives while a stream keeps it, and each event it takes
 * travels as one frame: the exact body an endpoint of the same payload version receives, with the
 * Standard Webhooks headers signed by the listener's secret (the same signing code as deliveries).
 */
import type { PayloadVersion, PublicEvent } from './catalog';
import { eventSupportsVersion } from './catalog';
import { signatureHeader } from './signing';

/** A listener with no stream keeping it ends after this long idle (the CLI's stream keeps it every minute). */
export const LISTENER_IDLE_MS = 5 * 60_000;

/** Bus core subject of one listener's frames (`notify`/`listen`: at most once, nothing stored). */
export function listenerSubject(listenerId: string): string {
  return `webhooks.listeners.${listenerId}`;
}

/** The expiry a keep-alive at `now` gives. */
export function listenerExpiry(now: Date): Date {
  return new Date(now.getTime() + LISTENER_IDLE_MS);
}

/** True when a listener takes `event`: its version carries it, and a per-number listener matches a number of the event. */
export function listenerTakes(
  listener: { payload_version: string; phone_number_id: string | null },
  event: Pick<PublicEvent, 'name' | 'phoneNumberIds'>,
): boolean {
  if (!eventSupportsVersion(event.name, listener.payload_version as PayloadVersion)) return false;
  return listener.phone_number_id === null || event.phoneNumberIds.includes(listener.phone_number_id);
}

/** One event as a listener's stream carries it. */
export interface ListenerFrame {
  listener_id: string;
  /** The Standard Webhooks headers and the event name and version, exactly as an endpoint gets them. */
  headers: Record<string, string>;
  /** The exact body that was signed. */
  body: string;
  /** Published again by a resume after a reconnect (a receiver skips a webhook-id it already has). */
  resumed?: true;
}

/** Signs `body` for a listener: `webhook-id` is the event id, as for endpoints. */
export function listenerFrame(
  listenerId: string,
  secret: string,
  event: { id: string; name: string; payloadVersion: string },
  body: string,
  now: Date,
): ListenerFrame {
  const timestampS = Math.floor(now.getTime() / 1000);
  return {
    listener_id: listenerId,
    headers: {
      'webhook-id': event.id,
      'webhook-timestamp': String(timestampS),
      'webhook-signature': signatureHeader([secret], event.id, timestampS, body),
      'x-webhook-event': event.name,
      'x-webhook-payload-version': event.payloadVersion,
    },
    body,
  };
}
