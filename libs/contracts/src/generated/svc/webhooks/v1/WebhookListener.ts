// Original file: protos/svc/webhooks/v1/webhooks.proto


/**
 * A live listener: events of the project rendered and signed as for an endpoint, streamed to a CLI.
 */
export interface WebhookListener {
  'id'?: (string);
  /**
   * Event names it receives; empty: every event of the catalog.
   */
  'events'?: (string)[];
  'payload_version'?: (string);
  /**
   * Only events of this number when set.
   */
  'phone_number_id'?: (string);
  'created_at'?: (string);
  /**
   * It ends at this instant unless a stream keeps it (every keep-alive pushes it back).
   */
  'expires_at'?: (string);
}

/**
 * A live listener: events of the project rendered and signed as for an endpoint, streamed to a CLI.
 */
export interface WebhookListener__Output {
  'id': (string);
  /**
   * Event names it receives; empty: every event of the catalog.
   */
  'events': (string)[];
  'payload_version': (string);
  /**
   * Only events of this number when set.
   */
  'phone_number_id': (string);
  'created_at': (string);
  /**
   * It ends at this instant unless a stream keeps it (every keep-alive pushes it back).
   */
  'expires_at': (string);
}
