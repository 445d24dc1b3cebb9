// Original file: protos/svc/broadcasts/v1/broadcasts.proto


/**
 * The upstream error of a failed recipient (spec 2.11).
 */
export interface RecipientError {
  /**
   * The upstream error code (132000, 131026, ...) or the platform refusal's code.
   */
  'code'?: (string);
  'message'?: (string);
  'details'?: (string);
  'http_status'?: (number);
  /**
   * The upstream trace id (fbtrace_id) when there is one.
   */
  'trace_id'?: (string);
}

/**
 * The upstream error of a failed recipient (spec 2.11).
 */
export interface RecipientError__Output {
  /**
   * The upstream error code (132000, 131026, ...) or the platform refusal's code.
   */
  'code': (string);
  'message': (string);
  'details': (string);
  'http_status': (number);
  /**
   * The upstream trace id (fbtrace_id) when there is one.
   */
  'trace_id': (string);
}
