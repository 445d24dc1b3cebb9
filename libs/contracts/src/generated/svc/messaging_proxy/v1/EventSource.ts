// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * Where an event came from (spec 6 `source`).
 */
export interface EventSource {
  /**
   * Always "upstream".
   */
  'provider'?: (string);
  /**
   * Upstream event name, e.g. ACCOUNT_OFFBOARDED.
   */
  'event'?: (string);
  'business_account_id'?: (string);
}

/**
 * Where an event came from (spec 6 `source`).
 */
export interface EventSource__Output {
  /**
   * Always "upstream".
   */
  'provider': (string);
  /**
   * Upstream event name, e.g. ACCOUNT_OFFBOARDED.
   */
  'event': (string);
  'business_account_id': (string);
}
