// Original file: protos/svc/webhooks/v1/webhooks.proto


/**
 * A webhook endpoint. The signing secret is only returned by create and rotate.
 */
export interface Webhook {
  'id'?: (string);
  /**
   * Absolute http(s) URL the events are POSTed to.
   */
  'url'?: (string);
  /**
   * Public event names (docs/events.md) this endpoint receives.
   */
  'events'?: (string)[];
  /**
   * Inactive endpoints receive nothing; pending deliveries to them fail.
   */
  'active'?: (boolean);
  /**
   * v1 or v2.
   */
  'payload_version'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  /**
   * Set for a per-number webhook: only events about this number reach it.
   */
  'phone_number_id'?: (string);
  /**
   * Why the platform turned it off: `gone` (the endpoint answered 410) or `failing` (prolonged failure).
   */
  'disabled_reason'?: (string);
  'disabled_at'?: (string);
  /**
   * Start of the current run of failed attempts; null while healthy.
   */
  'failing_since'?: (string);
  /**
   * Until when the previous secret still signs (rotation overlap); null outside an overlap.
   */
  'previous_secret_expires_at'?: (string);
  '_phone_number_id'?: "phone_number_id";
  '_disabled_reason'?: "disabled_reason";
  '_disabled_at'?: "disabled_at";
  '_failing_since'?: "failing_since";
  '_previous_secret_expires_at'?: "previous_secret_expires_at";
}

/**
 * A webhook endpoint. The signing secret is only returned by create and rotate.
 */
export interface Webhook__Output {
  'id': (string);
  /**
   * Absolute http(s) URL the events are POSTed to.
   */
  'url': (string);
  /**
   * Public event names (docs/events.md) this endpoint receives.
   */
  'events': (string)[];
  /**
   * Inactive endpoints receive nothing; pending deliveries to them fail.
   */
  'active': (boolean);
  /**
   * v1 or v2.
   */
  'payload_version': (string);
  'created_at': (string);
  'updated_at': (string);
  /**
   * Set for a per-number webhook: only events about this number reach it.
   */
  'phone_number_id'?: (string);
  /**
   * Why the platform turned it off: `gone` (the endpoint answered 410) or `failing` (prolonged failure).
   */
  'disabled_reason'?: (string);
  'disabled_at'?: (string);
  /**
   * Start of the current run of failed attempts; null while healthy.
   */
  'failing_since'?: (string);
  /**
   * Until when the previous secret still signs (rotation overlap); null outside an overlap.
   */
  'previous_secret_expires_at'?: (string);
  '_phone_number_id'?: "phone_number_id";
  '_disabled_reason'?: "disabled_reason";
  '_disabled_at'?: "disabled_at";
  '_failing_since'?: "failing_since";
  '_previous_secret_expires_at'?: "previous_secret_expires_at";
}
