// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface ListExternalApiLogsRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  'status'?: (number);
  'errors_only'?: (boolean);
  /**
   * Partial, case-insensitive match on the path.
   */
  'endpoint'?: (string);
  'request_id'?: (string);
  /**
   * 24h, 7d or 30d.
   */
  'period'?: (string);
  /**
   * ISO 8601 instants: since inclusive, until exclusive.
   */
  'since'?: (string);
  'until'?: (string);
  'limit'?: (number);
  /**
   * Opaque cursors of a previous page.
   */
  'before'?: (string);
  'after'?: (string);
  '_phone_number_id'?: "phone_number_id";
  '_status'?: "status";
  '_endpoint'?: "endpoint";
  '_request_id'?: "request_id";
  '_period'?: "period";
  '_since'?: "since";
  '_until'?: "until";
  '_before'?: "before";
  '_after'?: "after";
}

export interface ListExternalApiLogsRequest__Output {
  'project_id': (string);
  'phone_number_id'?: (string);
  'status'?: (number);
  'errors_only': (boolean);
  /**
   * Partial, case-insensitive match on the path.
   */
  'endpoint'?: (string);
  'request_id'?: (string);
  /**
   * 24h, 7d or 30d.
   */
  'period'?: (string);
  /**
   * ISO 8601 instants: since inclusive, until exclusive.
   */
  'since'?: (string);
  'until'?: (string);
  'limit': (number);
  /**
   * Opaque cursors of a previous page.
   */
  'before'?: (string);
  'after'?: (string);
  '_phone_number_id'?: "phone_number_id";
  '_status'?: "status";
  '_endpoint'?: "endpoint";
  '_request_id'?: "request_id";
  '_period'?: "period";
  '_since'?: "since";
  '_until'?: "until";
  '_before'?: "before";
  '_after'?: "after";
}
