// Original file: protos/svc/broadcasts/v1/broadcasts.proto


export interface AddRecipientsResponse {
  'added'?: (number);
  'duplicates'?: (number);
  /**
   * One line per refused recipient: "Recipient 3: ..." (1-based position in the request).
   */
  'errors'?: (string)[];
}

export interface AddRecipientsResponse__Output {
  'added': (number);
  'duplicates': (number);
  /**
   * One line per refused recipient: "Recipient 3: ..." (1-based position in the request).
   */
  'errors': (string)[];
}
