// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ConnectorAccountIdRequest {
  'project_id'?: (string);
  /**
   * The account's id in this service (connector_account.id).
   */
  'account_id'?: (string);
}

export interface ConnectorAccountIdRequest__Output {
  'project_id': (string);
  /**
   * The account's id in this service (connector_account.id).
   */
  'account_id': (string);
}
