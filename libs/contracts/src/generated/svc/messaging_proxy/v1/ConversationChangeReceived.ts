// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * messaging_proxy.conversation_change.received: one change of an upstream webhook about a
 * conversation (field `messages`, `smb_message_echoes`, `history` or `user_id_update`), for a
 * number whose inbound processing is enabled, handed on unchanged (the contacts service parses
 * and stores it). Committed to the outbox with the receipt, before the upstream gets its 200.
 */
export interface ConversationChangeReceived {
  /**
   * Derived from the delivery's body hash and the change's position: stable across redeliveries.
   */
  'event_id'?: (string);
  /**
   * Owner of the number; empty for the platform sandbox number (contacts routes by session).
   */
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number_id'?: (string);
  'display_phone_number'?: (string);
  /**
   * Upstream change field: messages, smb_message_echoes, history or user_id_update.
   */
  'field'?: (string);
  /**
   * The change's `value` object as JSON text, unchanged.
   */
  'value_json'?: (string);
  /**
   * When the platform received the delivery (receipt-to-stored latency starts here).
   */
  'received_at'?: (string);
  'occurred_at'?: (string);
  /**
   * True when the number is the platform sandbox number.
   */
  'sandbox'?: (boolean);
  /**
   * Who handled the customer's thread when the change arrived, on numbers shared with another app
   * (decision 0231): this_app, other_app, upstream_agent or idle; empty when the number is not shared.
   * Messages of a thread other_app handles are stored but fire no messaging.message.* event.
   */
  'thread_handler'?: (string);
}

/**
 * messaging_proxy.conversation_change.received: one change of an upstream webhook about a
 * conversation (field `messages`, `smb_message_echoes`, `history` or `user_id_update`), for a
 * number whose inbound processing is enabled, handed on unchanged (the contacts service parses
 * and stores it). Committed to the outbox with the receipt, before the upstream gets its 200.
 */
export interface ConversationChangeReceived__Output {
  /**
   * Derived from the delivery's body hash and the change's position: stable across redeliveries.
   */
  'event_id': (string);
  /**
   * Owner of the number; empty for the platform sandbox number (contacts routes by session).
   */
  'project_id': (string);
  'waba_id': (string);
  'phone_number_id': (string);
  'display_phone_number': (string);
  /**
   * Upstream change field: messages, smb_message_echoes, history or user_id_update.
   */
  'field': (string);
  /**
   * The change's `value` object as JSON text, unchanged.
   */
  'value_json': (string);
  /**
   * When the platform received the delivery (receipt-to-stored latency starts here).
   */
  'received_at': (string);
  'occurred_at': (string);
  /**
   * True when the number is the platform sandbox number.
   */
  'sandbox': (boolean);
  /**
   * Who handled the customer's thread when the change arrived, on numbers shared with another app
   * (decision 0231): this_app, other_app, upstream_agent or idle; empty when the number is not shared.
   * Messages of a thread other_app handles are stored but fire no messaging.message.* event.
   */
  'thread_handler': (string);
}
