// Original file: protos/svc/contacts/v1/contacts.proto


export interface GetMessageStatsRequest {
  'project_id'?: (string);
  /**
   * The window's start (RFC 3339, inclusive); at most 31 days before `until`.
   */
  'since'?: (string);
  /**
   * The window's end (RFC 3339, exclusive).
   */
  'until'?: (string);
  /**
   * hour or day (UTC buckets); day when unset.
   */
  'bucket'?: (string);
  /**
   * Failure reasons answered, most frequent first (1 to 20; 5 when unset).
   */
  'top_reasons'?: (number);
  '_bucket'?: "bucket";
  '_top_reasons'?: "top_reasons";
}

export interface GetMessageStatsRequest__Output {
  'project_id': (string);
  /**
   * The window's start (RFC 3339, inclusive); at most 31 days before `until`.
   */
  'since': (string);
  /**
   * The window's end (RFC 3339, exclusive).
   */
  'until': (string);
  /**
   * hour or day (UTC buckets); day when unset.
   */
  'bucket'?: (string);
  /**
   * Failure reasons answered, most frequent first (1 to 20; 5 when unset).
   */
  'top_reasons'?: (number);
  '_bucket'?: "bucket";
  '_top_reasons'?: "top_reasons";
}
