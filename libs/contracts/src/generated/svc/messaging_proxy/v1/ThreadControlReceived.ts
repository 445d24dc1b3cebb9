// Original file: protos/svc/messaging_proxy/v1/events.proto


/**
 * messaging_proxy.thread.control_received: another app passed a customer's thread to this
 * platform (pass_thread_control naming this app). The workflow trigger `messaging.thread.control_received`.
 */
export interface ThreadControlReceived {
  'event_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
  'phone_number_id'?: (string);
  'display_phone_number'?: (string);
  /**
   * The customer: digits of the phone number (wa_id) or the business-scoped user id.
   */
  'customer'?: (string);
  /**
   * The app that passed the thread, when the upstream names it.
   */
  'previous_owner_app_id'?: (string);
  /**
   * The handover's metadata string (up to 2,000 characters), e.g. the other app's context.
   */
  'metadata'?: (string);
  'occurred_at'?: (string);
}

/**
 * messaging_proxy.thread.control_received: another app passed a customer's thread to this
 * platform (pass_thread_control naming this app). The workflow trigger `messaging.thread.control_received`.
 */
export interface ThreadControlReceived__Output {
  'event_id': (string);
  'project_id': (string);
  'waba_id': (string);
  'phone_number_id': (string);
  'display_phone_number': (string);
  /**
   * The customer: digits of the phone number (wa_id) or the business-scoped user id.
   */
  'customer': (string);
  /**
   * The app that passed the thread, when the upstream names it.
   */
  'previous_owner_app_id': (string);
  /**
   * The handover's metadata string (up to 2,000 characters), e.g. the other app's context.
   */
  'metadata': (string);
  'occurred_at': (string);
}
