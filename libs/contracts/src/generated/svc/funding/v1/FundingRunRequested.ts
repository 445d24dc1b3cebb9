// Original file: protos/svc/funding/v1/events.proto


/**
 * funding.run.requested: drive funding run `run_id` against the upstream (work queue).
 */
export interface FundingRunRequested {
  'run_id'?: (string);
  'project_id'?: (string);
  'waba_id'?: (string);
}

/**
 * funding.run.requested: drive funding run `run_id` against the upstream (work queue).
 */
export interface FundingRunRequested__Output {
  'run_id': (string);
  'project_id': (string);
  'waba_id': (string);
}
