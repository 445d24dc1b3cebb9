// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


/**
 * One call the platform made to the upstream for the project. Never a token or a query string.
 */
export interface ExternalApiLog {
  'id'?: (string);
  'method'?: (string);
  /**
   * Path under the API version, without its query (`123456/messages`).
   */
  'path'?: (string);
  /**
   * HTTP status of the answer; 0 when none arrived (timeout, transport failure).
   */
  'status'?: (number);
  'duration_ms'?: (number);
  'error_code'?: (number);
  'error_subcode'?: (number);
  'error_message'?: (string);
  'fbtrace_id'?: (string);
  'phone_number_id'?: (string);
  'business_account_id'?: (string);
  /**
   * X-Request-Id of the request that caused the call (decision 0018).
   */
  'request_id'?: (string);
  'created_at'?: (string);
  /**
   * The service that made the call: messaging-proxy, funding or flows.
   */
  'caller'?: (string);
  '_error_code'?: "error_code";
  '_error_subcode'?: "error_subcode";
  '_error_message'?: "error_message";
  '_fbtrace_id'?: "fbtrace_id";
  '_phone_number_id'?: "phone_number_id";
  '_business_account_id'?: "business_account_id";
  '_request_id'?: "request_id";
}

/**
 * One call the platform made to the upstream for the project. Never a token or a query string.
 */
export interface ExternalApiLog__Output {
  'id': (string);
  'method': (string);
  /**
   * Path under the API version, without its query (`123456/messages`).
   */
  'path': (string);
  /**
   * HTTP status of the answer; 0 when none arrived (timeout, transport failure).
   */
  'status': (number);
  'duration_ms': (number);
  'error_code'?: (number);
  'error_subcode'?: (number);
  'error_message'?: (string);
  'fbtrace_id'?: (string);
  'phone_number_id'?: (string);
  'business_account_id'?: (string);
  /**
   * X-Request-Id of the request that caused the call (decision 0018).
   */
  'request_id'?: (string);
  'created_at': (string);
  /**
   * The service that made the call: messaging-proxy, funding or flows.
   */
  'caller': (string);
  '_error_code'?: "error_code";
  '_error_subcode'?: "error_subcode";
  '_error_message'?: "error_message";
  '_fbtrace_id'?: "fbtrace_id";
  '_phone_number_id'?: "phone_number_id";
  '_business_account_id'?: "business_account_id";
  '_request_id'?: "request_id";
}
