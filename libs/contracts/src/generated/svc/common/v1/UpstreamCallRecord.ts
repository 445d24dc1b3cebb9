// Original file: protos/svc/common/v1/events.proto


/**
 * One upstream call a service made for a project (decision 0250, amendment): what the external API
 * log stores. Never a token, a URL or a query: `path` is the path under the API version.
 */
export interface UpstreamCallRecord {
  /**
   * Row id of the log entry (uuid v7): a redelivered batch inserts nothing twice.
   */
  'id'?: (string);
  'project_id'?: (string);
  'method'?: (string);
  'path'?: (string);
  /**
   * HTTP status of the answer; 0 when none arrived.
   */
  'status'?: (number);
  'duration_ms'?: (number);
  'error_code'?: (number);
  'error_subcode'?: (number);
  'error_message'?: (string);
  'trace_id'?: (string);
  /**
   * X-Request-Id of the request that caused the call (decision 0018).
   */
  'request_id'?: (string);
  /**
   * When the call ended (ISO 8601, UTC).
   */
  'occurred_at'?: (string);
  '_error_code'?: "error_code";
  '_error_subcode'?: "error_subcode";
  '_error_message'?: "error_message";
  '_trace_id'?: "trace_id";
  '_request_id'?: "request_id";
}

/**
 * One upstream call a service made for a project (decision 0250, amendment): what the external API
 * log stores. Never a token, a URL or a query: `path` is the path under the API version.
 */
export interface UpstreamCallRecord__Output {
  /**
   * Row id of the log entry (uuid v7): a redelivered batch inserts nothing twice.
   */
  'id': (string);
  'project_id': (string);
  'method': (string);
  'path': (string);
  /**
   * HTTP status of the answer; 0 when none arrived.
   */
  'status': (number);
  'duration_ms': (number);
  'error_code'?: (number);
  'error_subcode'?: (number);
  'error_message'?: (string);
  'trace_id'?: (string);
  /**
   * X-Request-Id of the request that caused the call (decision 0018).
   */
  'request_id'?: (string);
  /**
   * When the call ended (ISO 8601, UTC).
   */
  'occurred_at': (string);
  '_error_code'?: "error_code";
  '_error_subcode'?: "error_subcode";
  '_error_message'?: "error_message";
  '_trace_id'?: "trace_id";
  '_request_id'?: "request_id";
}
