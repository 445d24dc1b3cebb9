// Original file: protos/svc/funding/v1/funding.proto


export interface ConfigureSolutionRequest {
  'project_id'?: (string);
  'solution_id'?: (string);
  'business_id'?: (string);
  'credit_line_id'?: (string);
  /**
   * Upstream access token of the solution; required when the solution is new, kept when empty.
   */
  'access_token'?: (string);
  'active'?: (boolean);
}

export interface ConfigureSolutionRequest__Output {
  'project_id': (string);
  'solution_id': (string);
  'business_id': (string);
  'credit_line_id': (string);
  /**
   * Upstream access token of the solution; required when the solution is new, kept when empty.
   */
  'access_token': (string);
  'active': (boolean);
}
