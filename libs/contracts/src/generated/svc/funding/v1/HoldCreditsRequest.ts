// Original file: protos/svc/funding/v1/funding.proto


export interface HoldCreditsRequest {
  'project_id'?: (string);
  /**
   * Caller's idempotency key of the send (unique per project), 1-200 printable characters.
   */
  'send_key'?: (string);
  /**
   * marketing, utility, authentication (a template's category) or service.
   */
  'category'?: (string);
  /**
   * open, closed, free_entry_point.
   */
  'window'?: (string);
  /**
   * Recipient: a phone number (digits, optional leading +) or a business-scoped user id (`CC.<id>`,
   * decision 0241), at most 256 characters; the number's country, else the id's `CC.` country, prices the send.
   */
  'recipient'?: (string);
  'waba_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * IANA time zone of the business account (counts the monthly free service messages); empty when unknown.
   */
  'waba_timezone'?: (string);
}

export interface HoldCreditsRequest__Output {
  'project_id': (string);
  /**
   * Caller's idempotency key of the send (unique per project), 1-200 printable characters.
   */
  'send_key': (string);
  /**
   * marketing, utility, authentication (a template's category) or service.
   */
  'category': (string);
  /**
   * open, closed, free_entry_point.
   */
  'window': (string);
  /**
   * Recipient: a phone number (digits, optional leading +) or a business-scoped user id (`CC.<id>`,
   * decision 0241), at most 256 characters; the number's country, else the id's `CC.` country, prices the send.
   */
  'recipient': (string);
  'waba_id': (string);
  'phone_number_id': (string);
  /**
   * IANA time zone of the business account (counts the monthly free service messages); empty when unknown.
   */
  'waba_timezone': (string);
}
