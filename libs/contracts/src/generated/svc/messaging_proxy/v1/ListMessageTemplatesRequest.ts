// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface ListMessageTemplatesRequest {
  'project_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * Comma-separated statuses (APPROVED, PENDING, REJECTED, PAUSED, DISABLED, ...); empty: all.
   */
  'status'?: (string);
  /**
   * Part of the template's name; empty: all.
   */
  'name'?: (string);
  /**
   * Most templates answered, 1-100 (0: 100).
   */
  'limit'?: (number);
}

export interface ListMessageTemplatesRequest__Output {
  'project_id': (string);
  'phone_number_id': (string);
  /**
   * Comma-separated statuses (APPROVED, PENDING, REJECTED, PAUSED, DISABLED, ...); empty: all.
   */
  'status': (string);
  /**
   * Part of the template's name; empty: all.
   */
  'name': (string);
  /**
   * Most templates answered, 1-100 (0: 100).
   */
  'limit': (number);
}
