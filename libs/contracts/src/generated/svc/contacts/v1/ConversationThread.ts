// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * The thread of a conversation on a shared number (public JSON: conversation.svc.thread).
 */
export interface ConversationThread {
  /**
   * this_app, other_app, upstream_agent or idle.
   */
  'handler'?: (string);
  'owner_app_id'?: (string);
  'changed_at'?: (string);
  '_owner_app_id'?: "owner_app_id";
}

/**
 * The thread of a conversation on a shared number (public JSON: conversation.svc.thread).
 */
export interface ConversationThread__Output {
  /**
   * this_app, other_app, upstream_agent or idle.
   */
  'handler': (string);
  'owner_app_id'?: (string);
  'changed_at': (string);
  '_owner_app_id'?: "owner_app_id";
}
