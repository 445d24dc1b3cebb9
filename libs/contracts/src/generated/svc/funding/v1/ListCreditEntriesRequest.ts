// Original file: protos/svc/funding/v1/funding.proto


export interface ListCreditEntriesRequest {
  'project_id'?: (string);
  /**
   * 1 to 100, default 20.
   */
  'limit'?: (number);
  /**
   * `next_cursor` of the previous page; empty for the newest entries.
   */
  'cursor'?: (string);
}

export interface ListCreditEntriesRequest__Output {
  'project_id': (string);
  /**
   * 1 to 100, default 20.
   */
  'limit': (number);
  /**
   * `next_cursor` of the previous page; empty for the newest entries.
   */
  'cursor': (string);
}
