// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * A failure reason: the first upstream error of failed outbound messages.
 */
export interface MessageFailureReason {
  /**
   * The upstream error code (0 when the failure carried none).
   */
  'code'?: (number);
  /**
   * The error's title, as the upstream gave it (empty when none).
   */
  'title'?: (string);
  'count'?: (number);
}

/**
 * A failure reason: the first upstream error of failed outbound messages.
 */
export interface MessageFailureReason__Output {
  /**
   * The upstream error code (0 when the failure carried none).
   */
  'code': (number);
  /**
   * The error's title, as the upstream gave it (empty when none).
   */
  'title': (string);
  'count': (number);
}
