// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * A connected number named by an event.
 */
export interface EventPhoneNumber {
  /**
   * Upstream phone_number_id (the public phone number id).
   */
  'id'?: (string);
  /**
   * Formatted display number, e.g. "+1 555-010-2030".
   */
  'display_phone_number'?: (string);
}

/**
 * A connected number named by an event.
 */
export interface EventPhoneNumber__Output {
  /**
   * Upstream phone_number_id (the public phone number id).
   */
  'id': (string);
  /**
   * Formatted display number, e.g. "+1 555-010-2030".
   */
  'display_phone_number': (string);
}
