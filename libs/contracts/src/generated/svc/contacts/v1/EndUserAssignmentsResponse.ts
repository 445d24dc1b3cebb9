// Original file: protos/svc/contacts/v1/contacts.proto


export interface EndUserAssignmentsResponse {
  /**
   * How many active assignments ended (0 on a retry).
   */
  'ended'?: (number);
}

export interface EndUserAssignmentsResponse__Output {
  /**
   * How many active assignments ended (0 on a retry).
   */
  'ended': (number);
}
