// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


export interface ListCallsRequest {
  'project_id'?: (string);
  /**
   * The project's number (upstream phone number id).
   */
  'phone_number_id'?: (string);
  /**
   * The other party's phone number: digits, a leading `+` and separators ignored (required).
   */
  'counterpart'?: (string);
  /**
   * 1..100, default 20.
   */
  'limit'?: (number);
  /**
   * Opaque cursors of a previous page: `after` = older calls, `before` = newer ones.
   */
  'before'?: (string);
  'after'?: (string);
  '_before'?: "before";
  '_after'?: "after";
}

export interface ListCallsRequest__Output {
  'project_id': (string);
  /**
   * The project's number (upstream phone number id).
   */
  'phone_number_id': (string);
  /**
   * The other party's phone number: digits, a leading `+` and separators ignored (required).
   */
  'counterpart': (string);
  /**
   * 1..100, default 20.
   */
  'limit': (number);
  /**
   * Opaque cursors of a previous page: `after` = older calls, `before` = newer ones.
   */
  'before'?: (string);
  'after'?: (string);
  '_before'?: "before";
  '_after'?: "after";
}
