// Original file: protos/svc/funding/v1/funding.proto


export interface GetAccountUsageRequest {
  'project_id'?: (string);
  'waba_id'?: (string);
  /**
   * YYYY-MM-DD; default 30 days before end_date.
   */
  'start_date'?: (string);
  /**
   * YYYY-MM-DD; default today (UTC).
   */
  'end_date'?: (string);
  '_start_date'?: "start_date";
  '_end_date'?: "end_date";
}

export interface GetAccountUsageRequest__Output {
  'project_id': (string);
  'waba_id': (string);
  /**
   * YYYY-MM-DD; default 30 days before end_date.
   */
  'start_date'?: (string);
  /**
   * YYYY-MM-DD; default today (UTC).
   */
  'end_date'?: (string);
  '_start_date'?: "start_date";
  '_end_date'?: "end_date";
}
