// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface AgentRunIdRequest {
  'project_id'?: (string);
  'run_id'?: (string);
}

export interface AgentRunIdRequest__Output {
  'project_id': (string);
  'run_id': (string);
}
