// Original file: protos/svc/contacts/v1/events.proto


/**
 * contacts.inbox.changed: a conversation's inbox status or assignee changed (decision 0507), for the
 * dashboard's live view. Internal: never a webhook (private notes and read markers publish nothing).
 */
export interface InboxChanged {
  'event_id'?: (string);
  'project_id'?: (string);
  'conversation_id'?: (string);
  /**
   * inbox_status or assignment.
   */
  'change'?: (string);
  /**
   * The conversation after the change.
   */
  'inbox_status'?: (string);
  'snoozed_until'?: (string);
  'assigned_user_id'?: (string);
  /**
   * The person who changed it; unset for an API key or the snooze sweeper.
   */
  'by_user_id'?: (string);
  'occurred_at'?: (string);
  '_snoozed_until'?: "snoozed_until";
  '_assigned_user_id'?: "assigned_user_id";
  '_by_user_id'?: "by_user_id";
}

/**
 * contacts.inbox.changed: a conversation's inbox status or assignee changed (decision 0507), for the
 * dashboard's live view. Internal: never a webhook (private notes and read markers publish nothing).
 */
export interface InboxChanged__Output {
  'event_id': (string);
  'project_id': (string);
  'conversation_id': (string);
  /**
   * inbox_status or assignment.
   */
  'change': (string);
  /**
   * The conversation after the change.
   */
  'inbox_status': (string);
  'snoozed_until'?: (string);
  'assigned_user_id'?: (string);
  /**
   * The person who changed it; unset for an API key or the snooze sweeper.
   */
  'by_user_id'?: (string);
  'occurred_at': (string);
  '_snoozed_until'?: "snoozed_until";
  '_assigned_user_id'?: "assigned_user_id";
  '_by_user_id'?: "by_user_id";
}
