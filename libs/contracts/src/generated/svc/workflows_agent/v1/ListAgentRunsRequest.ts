// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListAgentRunsRequest {
  'project_id'?: (string);
  'status'?: (string);
  'limit'?: (number);
  'after'?: (string);
  '_status'?: "status";
  '_after'?: "after";
}

export interface ListAgentRunsRequest__Output {
  'project_id': (string);
  'status'?: (string);
  'limit': (number);
  'after'?: (string);
  '_status'?: "status";
  '_after'?: "after";
}
