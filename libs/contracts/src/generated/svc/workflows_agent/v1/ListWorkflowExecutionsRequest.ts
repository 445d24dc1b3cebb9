// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListWorkflowExecutionsRequest {
  'project_id'?: (string);
  'workflow_id'?: (string);
  'status'?: (string);
  'created_after'?: (string);
  'created_before'?: (string);
  'conversation_id'?: (string);
  'limit'?: (number);
  'before'?: (string);
  'after'?: (string);
  '_status'?: "status";
  '_created_after'?: "created_after";
  '_created_before'?: "created_before";
  '_conversation_id'?: "conversation_id";
  '_before'?: "before";
  '_after'?: "after";
}

export interface ListWorkflowExecutionsRequest__Output {
  'project_id': (string);
  'workflow_id': (string);
  'status'?: (string);
  'created_after'?: (string);
  'created_before'?: (string);
  'conversation_id'?: (string);
  'limit': (number);
  'before'?: (string);
  'after'?: (string);
  '_status'?: "status";
  '_created_after'?: "created_after";
  '_created_before'?: "created_before";
  '_conversation_id'?: "conversation_id";
  '_before'?: "before";
  '_after'?: "after";
}
