// Original file: protos/svc/broadcasts/v1/broadcasts.proto


/**
 * The upstream error of a failed or suppressed recipient (spec 2.11), or the last transient error of
 * a recipient still pending.
 */
export interface RecipientError {
  /**
   * The upstream error code (132000, 131026, ...), the platform refusal's code, or the reason (else
   * the gRPC status name) of a send path call that failed without an answer.
   */
  'code'?: (string);
  'message'?: (string);
  'details'?: (string);
  /**
   * The HTTP status of the send's answer; null when none is known (a failure reported by a status
   * webhook, a send path call without an answer).
   */
  'http_status'?: (number);
  /**
   * The upstream trace id (fbtrace_id); null when there is none.
   */
  'trace_id'?: (string);
  '_http_status'?: "http_status";
  '_trace_id'?: "trace_id";
}

/**
 * The upstream error of a failed or suppressed recipient (spec 2.11), or the last transient error of
 * a recipient still pending.
 */
export interface RecipientError__Output {
  /**
   * The upstream error code (132000, 131026, ...), the platform refusal's code, or the reason (else
   * the gRPC status name) of a send path call that failed without an answer.
   */
  'code': (string);
  'message': (string);
  'details': (string);
  /**
   * The HTTP status of the send's answer; null when none is known (a failure reported by a status
   * webhook, a send path call without an answer).
   */
  'http_status'?: (number);
  /**
   * The upstream trace id (fbtrace_id); null when there is none.
   */
  'trace_id'?: (string);
  '_http_status'?: "http_status";
  '_trace_id'?: "trace_id";
}
