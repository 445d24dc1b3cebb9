// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * The outcome of one send.
 */
export interface SendMessageResponse {
  /**
   * True when the upstream accepted the message (a wamid came back).
   */
  'accepted'?: (boolean);
  /**
   * The upstream message id when accepted; for `duplicate_send`, the original send's id when known.
   */
  'wamid'?: (string);
  /**
   * The HTTP status the pass-through would have answered: 200 when accepted; the refusal's status
   * (402, 409, 422, 503) or the upstream's error status otherwise.
   */
  'http_status'?: (number);
  /**
   * The refusal's platform code (`marketing_preference_stopped`, `insufficient_credits` and the other
   * 402 codes, `thread_not_owner`, `thread_ownership_unknown`, `thread_take_failed`, `duplicate_send`,
   * `send_in_progress`, `idempotency_key_spent`); empty for upstream errors, acceptances and the
   * message checks' 422 and funding's 503 (decision 0232).
   */
  'code'?: (string);
  /**
   * The answer body: the upstream's JSON (its `error` object with `code`, `message`, `error_data.details`,
   * `fbtrace_id` on an upstream error) or the platform's refusal body `{ error, code, ... }`.
   */
  'body'?: (_google_protobuf_Struct | null);
  /**
   * For an upstream error: its numeric code (131050, 130429, 131056, 132000, ...), 0 otherwise.
   */
  'upstream_error_code'?: (number);
  /**
   * Seconds the caller should wait before retrying this send (throttling, retryable upstream errors); 0 when none.
   */
  'retry_after_seconds'?: (number);
}

/**
 * The outcome of one send.
 */
export interface SendMessageResponse__Output {
  /**
   * True when the upstream accepted the message (a wamid came back).
   */
  'accepted': (boolean);
  /**
   * The upstream message id when accepted; for `duplicate_send`, the original send's id when known.
   */
  'wamid': (string);
  /**
   * The HTTP status the pass-through would have answered: 200 when accepted; the refusal's status
   * (402, 409, 422, 503) or the upstream's error status otherwise.
   */
  'http_status': (number);
  /**
   * The refusal's platform code (`marketing_preference_stopped`, `insufficient_credits` and the other
   * 402 codes, `thread_not_owner`, `thread_ownership_unknown`, `thread_take_failed`, `duplicate_send`,
   * `send_in_progress`, `idempotency_key_spent`); empty for upstream errors, acceptances and the
   * message checks' 422 and funding's 503 (decision 0232).
   */
  'code': (string);
  /**
   * The answer body: the upstream's JSON (its `error` object with `code`, `message`, `error_data.details`,
   * `fbtrace_id` on an upstream error) or the platform's refusal body `{ error, code, ... }`.
   */
  'body': (_google_protobuf_Struct__Output | null);
  /**
   * For an upstream error: its numeric code (131050, 130429, 131056, 132000, ...), 0 otherwise.
   */
  'upstream_error_code': (number);
  /**
   * Seconds the caller should wait before retrying this send (throttling, retryable upstream errors); 0 when none.
   */
  'retry_after_seconds': (number);
}
