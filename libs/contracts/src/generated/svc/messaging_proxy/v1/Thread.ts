// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * The conversation thread of one customer on a shared number (decision 0231).
 */
export interface Thread {
  /**
   * The customer: digits of the phone number (wa_id) or the business-scoped user id.
   */
  'customer'?: (string);
  /**
   * this_app, other_app, upstream_agent (the upstream's own AI agent) or idle.
   */
  'handler'?: (string);
  /**
   * The upstream app id handling the thread, when known (this platform's for this_app).
   */
  'owner_app_id'?: (string);
  /**
   * When the handler last changed.
   */
  'changed_at'?: (string);
  /**
   * The customer's last message on the thread, when known; the thread is idle 24 h after it.
   */
  'last_customer_message_at'?: (string);
}

/**
 * The conversation thread of one customer on a shared number (decision 0231).
 */
export interface Thread__Output {
  /**
   * The customer: digits of the phone number (wa_id) or the business-scoped user id.
   */
  'customer': (string);
  /**
   * this_app, other_app, upstream_agent (the upstream's own AI agent) or idle.
   */
  'handler': (string);
  /**
   * The upstream app id handling the thread, when known (this platform's for this_app).
   */
  'owner_app_id': (string);
  /**
   * When the handler last changed.
   */
  'changed_at': (string);
  /**
   * The customer's last message on the thread, when known; the thread is idle 24 h after it.
   */
  'last_customer_message_at': (string);
}
