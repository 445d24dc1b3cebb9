// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * messaging_proxy.message.sent: the upstream accepted a send through the pass-through and
 * returned its message id (wamid); contacts records the outbound message and joins its statuses.
 */
export interface OutboundMessageSent {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number_id'?: (string);
  'display_phone_number'?: (string);
  /**
   * The upstream message id returned by the send.
   */
  'wamid'?: (string);
  /**
   * `to` as sent (a phone number or a business-scoped user id).
   */
  'to'?: (string);
  /**
   * contacts[0].wa_id and contacts[0].user_id of the upstream response, when given.
   */
  'recipient_wa_id'?: (string);
  'recipient_user_id'?: (string);
  /**
   * The request body sent (JSON text): type and content of the message.
   */
  'request_json'?: (string);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.message.sent: the upstream accepted a send through the pass-through and
 * returned its message id (wamid); contacts records the outbound message and joins its statuses.
 */
export interface OutboundMessageSent__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number_id': (string);
  'display_phone_number': (string);
  /**
   * The upstream message id returned by the send.
   */
  'wamid': (string);
  /**
   * `to` as sent (a phone number or a business-scoped user id).
   */
  'to': (string);
  /**
   * contacts[0].wa_id and contacts[0].user_id of the upstream response, when given.
   */
  'recipient_wa_id': (string);
  'recipient_user_id': (string);
  /**
   * The request body sent (JSON text): type and content of the message.
   */
  'request_json': (string);
  'occurred_at': (string);
}
