// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface DeleteDbTableResponse {
  'success'?: (boolean);
}

export interface DeleteDbTableResponse__Output {
  'success': (boolean);
}
