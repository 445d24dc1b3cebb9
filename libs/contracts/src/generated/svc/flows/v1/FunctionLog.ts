// Original file: protos/svc/flows/v1/flows.proto


/**
 * One console line with the invocation it came from.
 */
export interface FunctionLog {
  'level'?: (string);
  'message'?: (string);
  'logged_at'?: (string);
  'invocation_id'?: (string);
  /**
   * The invocation's edge ray id (cf-ray).
   */
  'cf_ray'?: (string);
  /**
   * success or failed: the invocation's outcome.
   */
  'outcome'?: (string);
}

/**
 * One console line with the invocation it came from.
 */
export interface FunctionLog__Output {
  'level': (string);
  'message': (string);
  'logged_at': (string);
  'invocation_id': (string);
  /**
   * The invocation's edge ray id (cf-ray).
   */
  'cf_ray': (string);
  /**
   * success or failed: the invocation's outcome.
   */
  'outcome': (string);
}
