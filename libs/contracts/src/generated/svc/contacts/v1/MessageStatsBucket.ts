// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * Messages stored in one bucket (by created_at), counted by their current status.
 */
export interface MessageStatsBucket {
  /**
   * The bucket's start (RFC 3339, UTC).
   */
  'start'?: (string);
  /**
   * Inbound messages.
   */
  'received'?: (number);
  /**
   * Outbound messages the upstream accepted (sent, delivered, read, played).
   */
  'sent'?: (number);
  /**
   * Outbound messages delivered (delivered, read, played).
   */
  'delivered'?: (number);
  /**
   * Outbound messages read (read, played).
   */
  'read'?: (number);
  /**
   * Outbound messages that failed.
   */
  'failed'?: (number);
  /**
   * Outbound messages not yet accepted.
   */
  'pending'?: (number);
}

/**
 * Messages stored in one bucket (by created_at), counted by their current status.
 */
export interface MessageStatsBucket__Output {
  /**
   * The bucket's start (RFC 3339, UTC).
   */
  'start': (string);
  /**
   * Inbound messages.
   */
  'received': (number);
  /**
   * Outbound messages the upstream accepted (sent, delivered, read, played).
   */
  'sent': (number);
  /**
   * Outbound messages delivered (delivered, read, played).
   */
  'delivered': (number);
  /**
   * Outbound messages read (read, played).
   */
  'read': (number);
  /**
   * Outbound messages that failed.
   */
  'failed': (number);
  /**
   * Outbound messages not yet accepted.
   */
  'pending': (number);
}
