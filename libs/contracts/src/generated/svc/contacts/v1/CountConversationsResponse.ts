// Original file: protos/svc/contacts/v1/contacts.proto


/**
 * Counts under the request's filters: per inbox status the filters but inbox_status, unassigned and
 * mine the filters but assignee, total all of them.
 */
export interface CountConversationsResponse {
  'open'?: (number);
  'pending'?: (number);
  'resolved'?: (number);
  'snoozed'?: (number);
  'unassigned'?: (number);
  /**
   * Unset without me_user_id.
   */
  'mine'?: (number);
  'total'?: (number);
  '_mine'?: "mine";
}

/**
 * Counts under the request's filters: per inbox status the filters but inbox_status, unassigned and
 * mine the filters but assignee, total all of them.
 */
export interface CountConversationsResponse__Output {
  'open': (number);
  'pending': (number);
  'resolved': (number);
  'snoozed': (number);
  'unassigned': (number);
  /**
   * Unset without me_user_id.
   */
  'mine'?: (number);
  'total': (number);
  '_mine'?: "mine";
}
