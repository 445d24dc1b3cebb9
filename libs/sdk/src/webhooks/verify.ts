/**
 * `verify(body, headers, secret)`: checks a delivery the Standard Webhooks way with the
 * `standardwebhooks` library (HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, any of the
 * space-separated `v1,` signatures — two during a secret rotation —, a timestamp within 5 minutes)
 * and returns the parsed, typed event. Anything wrong throws `WebhookVerificationError` with a reason.
 */
import { Webhook, WebhookVerificationError as LibraryVerificationError } from 'standardwebhooks';
import type { WebhookEvent, WebhookEventV1 } from './events';

/** Why a delivery was refused. */
export type WebhookVerificationReason = 'missing_headers' | 'bad_signature' | 'bad_timestamp' | 'timestamp_too_old' | 'timestamp_too_new' | 'bad_payload';

/** A delivery that did not verify: answer it 400 (or 401) and do not act on it. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookVerificationReason,
    message: string,
  ) {
    super(message);
  }
}

/** Request headers as node:http (`req.headers`), the Fetch API (`Headers`) or a plain object give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** The three Standard Webhooks headers of `headers`, names lower-cased; a repeated header keeps its first value. */
function standardHeaders(headers: WebhookHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  const get =
    typeof (headers as Headers).get === 'function'
      ? (name: string) => (headers as Headers).get(name) ?? undefined
      : (name: string) => {
          const entry = Object.entries(headers as Record<string, string | string[] | undefined>).find(([k]) => k.toLowerCase() === name);
          const value = entry?.[1];
          return Array.isArray(value) ? value[0] : value;
        };
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
    const value = get(name);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The library's message → a reason (it has one error class for all). */
function reasonOf(message: string): WebhookVerificationReason {
  if (/missing/i.test(message)) return 'missing_headers';
  if (/too old/i.test(message)) return 'timestamp_too_old';
  if (/too new/i.test(message)) return 'timestamp_too_new';
  if (/invalid signature headers/i.test(message)) return 'bad_timestamp';
  return 'bad_signature';
}

/** Options of `verify`. */
export interface VerifyOptions<V extends 'v1' | 'v2'> {
  /** The webhook's payload version (default `v2`). */
  payloadVersion?: V;
}

/**
 * Verifies a delivery and returns its event. `body` must be the raw bytes as received (a string or
 * a Buffer; never a re-serialised parse), `secret` the webhook's `whsec_...` secret.
 */
export function verify(body: string | Uint8Array, headers: WebhookHeaders, secret: string, options?: VerifyOptions<'v2'>): WebhookEvent;
export function verify(body: string | Uint8Array, headers: WebhookHeaders, secret: string, options: VerifyOptions<'v1'>): WebhookEventV1;
export function verify(
  body: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyOptions<'v1' | 'v2'> = {},
): WebhookEvent | WebhookEventV1 {
  const payload = verifySignature(body, headers, secret);
  const version = options.payloadVersion ?? 'v2';
  const name = version === 'v2' ? (payload as { event?: unknown } | null)?.event : (payload as { type?: unknown } | null)?.type;
  if (typeof name !== 'string') {
    throw new WebhookVerificationError('bad_payload', `the body is not a ${version} event payload (no "${version === 'v2' ? 'event' : 'type'}" name)`);
  }
  return payload as WebhookEvent | WebhookEventV1;
}

/**
 * The Standard Webhooks check alone: the parsed JSON body of a delivery whose signature and
 * timestamp verify, whatever its shape (`verify` adds the event-payload check and the types).
 */
export function verifySignature(body: string | Uint8Array, headers: WebhookHeaders, secret: string): unknown {
  if (!secret) throw new TypeError('verify: the webhook secret is required');
  const raw = typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  try {
    return new Webhook(secret).verify(raw, standardHeaders(headers));
  } catch (error) {
    if (error instanceof LibraryVerificationError) throw new WebhookVerificationError(reasonOf(error.message), error.message);
    // A signed body that is not JSON.
    if (error instanceof SyntaxError) throw new WebhookVerificationError('bad_payload', `the body is not JSON: ${error.message}`);
    throw error;
  }
}
