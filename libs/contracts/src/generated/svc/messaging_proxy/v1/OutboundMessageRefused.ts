// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * messaging_proxy.message.refused: the upstream refused a pass-through send synchronously with a
 * code contacts records (131050: the user stopped marketing messages).
 */
export interface OutboundMessageRefused {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number_id'?: (string);
  /**
   * `to` as sent (a phone number or a business-scoped user id).
   */
  'to'?: (string);
  'error_code'?: (number);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.message.refused: the upstream refused a pass-through send synchronously with a
 * code contacts records (131050: the user stopped marketing messages).
 */
export interface OutboundMessageRefused__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number_id': (string);
  /**
   * `to` as sent (a phone number or a business-scoped user id).
   */
  'to': (string);
  'error_code': (number);
  'occurred_at': (string);
}
