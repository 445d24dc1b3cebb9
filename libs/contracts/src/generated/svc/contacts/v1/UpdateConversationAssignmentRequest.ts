// Original file: protos/svc/contacts/v1/contacts.proto


export interface UpdateConversationAssignmentRequest {
  'project_id'?: (string);
  'conversation_id'?: (string);
  'assignment_id'?: (string);
  /**
   * Reassign to this member (the gateway checked it).
   */
  'user_id'?: (string);
  'notes'?: (string);
  /**
   * false ends the assignment (unassigns); true is refused on an ended one.
   */
  'active'?: (boolean);
  /**
   * The person who reassigns (the new assignment's created_by_user_id); unset for an API key.
   */
  'by_user_id'?: (string);
  '_user_id'?: "user_id";
  '_notes'?: "notes";
  '_active'?: "active";
  '_by_user_id'?: "by_user_id";
}

export interface UpdateConversationAssignmentRequest__Output {
  'project_id': (string);
  'conversation_id': (string);
  'assignment_id': (string);
  /**
   * Reassign to this member (the gateway checked it).
   */
  'user_id'?: (string);
  'notes'?: (string);
  /**
   * false ends the assignment (unassigns); true is refused on an ended one.
   */
  'active'?: (boolean);
  /**
   * The person who reassigns (the new assignment's created_by_user_id); unset for an API key.
   */
  'by_user_id'?: (string);
  '_user_id'?: "user_id";
  '_notes'?: "notes";
  '_active'?: "active";
  '_by_user_id'?: "by_user_id";
}
