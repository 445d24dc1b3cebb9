// Original file: protos/svc/funding/v1/funding.proto


export interface SummarizeChargesRequest {
  'project_id'?: (string);
  /**
   * RFC 3339 instants: charges made at or after `since` and before `until`; `until` later than `since`, at most 400 days after it.
   */
  'since'?: (string);
  'until'?: (string);
}

export interface SummarizeChargesRequest__Output {
  'project_id': (string);
  /**
   * RFC 3339 instants: charges made at or after `since` and before `until`; `until` later than `since`, at most 400 days after it.
   */
  'since': (string);
  'until': (string);
}
