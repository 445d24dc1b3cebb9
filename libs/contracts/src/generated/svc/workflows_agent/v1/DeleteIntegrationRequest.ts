// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface DeleteIntegrationRequest {
  'project_id'?: (string);
  'integration_id'?: (string);
  /**
   * Delete even while active workflows use it (their integration nodes then fail when reached).
   */
  'force'?: (boolean);
}

export interface DeleteIntegrationRequest__Output {
  'project_id': (string);
  'integration_id': (string);
  /**
   * Delete even while active workflows use it (their integration nodes then fail when reached).
   */
  'force': (boolean);
}
