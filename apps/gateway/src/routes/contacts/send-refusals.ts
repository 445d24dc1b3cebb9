/**
 * A reply the send path or the upstream refused, as the sentence an operator reads (decision 0023):
 * the one table of the platform's refusal codes and the upstream's error codes. The body keeps the
 * code (`code`, and `upstream_error_code` for the upstream's), so a client can still branch on it.
 */
import { fromStruct } from '@platform/contracts';
import { conflict, DomainError, invalidArgument, paymentRequired, resourceExhausted, upstreamFailed, validationFailed } from '@platform/errors';

/** The platform's refusal codes (SendMessage `code`) → sentence. */
export const PLATFORM_REFUSALS: Readonly<Record<string, string>> = {
  marketing_preference_stopped:
    'The contact asked to stop marketing messages from this number, so nothing was sent. Replies to their messages and non-marketing templates still go out.',
  insufficient_credits: 'The project has run out of credits, so nothing was sent. Add credits in Billing, then send again.',
  credits_exhausted: 'The project has run out of credits, so nothing was sent. Add credits in Billing, then send again.',
  service_credits_exhausted: 'The project’s credits for service messages are used up, so nothing was sent. Add credits in Billing, then send again.',
  service_catalog_missing: 'No rate card is in effect, so this message cannot be priced and nothing was sent. The platform’s operator must load a rate card.',
  pricing_missing:
    'This message cannot be priced (no rate card in effect, or no price for its category in the customer’s country), so nothing was sent. The platform’s operator must complete the rate card.',
  service_region_missing: 'The rate card has no price for the customer’s country, so nothing was sent. The platform’s operator must complete the rate card.',
  service_rate_unprepared:
    'The rate card has no service price for the customer’s country, so nothing was sent. The platform’s operator must complete the rate card.',
  service_rate_mismatch: 'The rate card’s currency differs from the currency of the project’s credits, so nothing was sent.',
  waba_timezone_missing: 'The business account’s time zone is unknown, so its free service messages cannot be counted and nothing was sent.',
  thread_not_owner: 'Another app handles this conversation on a shared number, so nothing was sent. Take the conversation, then send again.',
  thread_ownership_unknown:
    'It is not known which app handles this conversation on a shared number, so nothing was sent. Take the conversation, then send again.',
  thread_take_failed: 'The conversation could not be taken from the other app, so nothing was sent.',
  duplicate_send: 'This message was already sent (same Idempotency-Key); it was not sent again.',
  send_in_progress: 'This message is still being sent (same Idempotency-Key); wait a few seconds and check the conversation.',
  send_outcome_unknown:
    'An earlier attempt with this Idempotency-Key got no complete answer from the network; check the conversation before sending again with a new key.',
  idempotency_key_spent: 'An earlier attempt with this Idempotency-Key was not sent; send the message again (a new attempt).',
};

/** Any other billing refusal (402: funding of the business account, a portfolio, ...). */
export const BILLING_REFUSAL = 'Sending from this number is blocked by the project’s billing or its account’s funding, so nothing was sent.';

/** The upstream's error codes (SendMessage `upstream_error_code`) → sentence. */
export const UPSTREAM_REFUSALS: Readonly<Record<number, string>> = {
  131047: 'The customer last wrote more than 24 hours ago: only an approved template can be sent until they write again.',
  131026:
    'The message could not be delivered to this customer (their number may not use WhatsApp, their app may be out of date, or they have not accepted the latest terms).',
  131049: 'The network did not deliver this marketing message, to keep the customer from receiving too many; try again later.',
  131050: 'The customer has stopped receiving marketing messages from this business, so the message was not delivered.',
  131051: 'This message type is not supported.',
  131052: 'The media could not be downloaded from its link. Check that the link is public and the file type is supported.',
  131053: 'The media could not be uploaded: the file type or size is not supported, or its link could not be read.',
  132000: 'The number of values given for the template’s parameters does not match the template.',
  132001: 'This template does not exist in this language, or it is not approved yet.',
  132012: 'The template’s parameters are not in the format the template expects.',
  132015: 'This template is paused because of low quality; it cannot be sent for now.',
  132016: 'This template is disabled because of low quality; it cannot be sent.',
  131042: 'There is a payment problem with the business account at the network (a payment method is missing or failed).',
  131031: 'The business account is locked by the network; messages cannot be sent until it is unlocked.',
  131056: 'Too many messages were sent to this customer in a short time; wait a moment and try again.',
  130429: 'This number is sending faster than the network allows; wait a moment and try again.',
  131048: 'The network limited this number’s messages because too many were flagged as spam; try again later.',
  131021: 'The message cannot be sent to the business’s own number.',
  131009: 'A value of the message is not valid for the network.',
};

/** The 24-hour customer-service window is closed (decision 0023). */
export const OUTSIDE_WINDOW = 'The customer last wrote more than 24 hours ago (or never): only an approved template can be sent until they write again.';

/** What SendMessage answered for a send that was not accepted. */
export interface SendRefusalAnswer {
  http_status: number;
  code: string;
  body?: unknown;
  upstream_error_code: number;
  retry_after_seconds?: number;
}

/** The sentence of a refusal: the tables above, else the refusal's own message, else a general one. */
export function refusalSentence(r: SendRefusalAnswer): string {
  if (r.code && PLATFORM_REFUSALS[r.code]) return PLATFORM_REFUSALS[r.code]!;
  if (r.http_status === 402) return BILLING_REFUSAL;
  if (r.upstream_error_code && UPSTREAM_REFUSALS[r.upstream_error_code]) return UPSTREAM_REFUSALS[r.upstream_error_code]!;
  const body = (r.body ? fromStruct(r.body as never) : {}) as { error?: unknown };
  const err = body.error;
  if (typeof err === 'string' && err) return err;
  if (err && typeof err === 'object') {
    const e = err as { message?: unknown; error_data?: { details?: unknown } };
    const detail = typeof e.error_data?.details === 'string' ? e.error_data.details : typeof e.message === 'string' ? e.message : '';
    if (detail) return `The network refused the message: ${detail}`;
  }
  return 'The message was not sent.';
}

/** A send that was not accepted, as the error the route answers: the send path's status, the sentence, the codes. */
export function sendRefusal(r: SendRefusalAnswer): DomainError {
  const text = refusalSentence(r);
  const fields: Record<string, string | number> = { code: r.code || (r.upstream_error_code ? String(r.upstream_error_code) : 'send_refused') };
  if (r.upstream_error_code) fields.upstream_error_code = r.upstream_error_code;
  if (r.retry_after_seconds) fields.retry_after_seconds = r.retry_after_seconds;
  switch (r.http_status) {
    case 402:
      return paymentRequired(text, fields);
    case 409:
      return conflict(text, fields);
    case 422:
      return validationFailed(text, fields);
    case 400:
      return invalidArgument('SEND_REFUSED', text, fields);
    case 429:
      return resourceExhausted('SEND_THROTTLED', text, fields);
    case 503:
      return new DomainError({ reason: 'SEND_UNAVAILABLE', code: 14, message: text, fields });
    default:
      return upstreamFailed(text, fields);
  }
}
