// Original file: protos/svc/contacts/v1/contacts.proto


export interface EndUserAssignmentsRequest {
  'project_id'?: (string);
  /**
   * The person removed from the project (users.id).
   */
  'user_id'?: (string);
  /**
   * The person who removed them; unset for an API key.
   */
  'by_user_id'?: (string);
  '_by_user_id'?: "by_user_id";
}

export interface EndUserAssignmentsRequest__Output {
  'project_id': (string);
  /**
   * The person removed from the project (users.id).
   */
  'user_id': (string);
  /**
   * The person who removed them; unset for an API key.
   */
  'by_user_id'?: (string);
  '_by_user_id'?: "by_user_id";
}
