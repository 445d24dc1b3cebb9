// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


export interface ListWorkflowExecutionEventsRequest {
  'project_id'?: (string);
  'execution_id'?: (string);
  'event_type'?: (string);
  'limit'?: (number);
  'before'?: (string);
  'after'?: (string);
  '_event_type'?: "event_type";
  '_before'?: "before";
  '_after'?: "after";
}

export interface ListWorkflowExecutionEventsRequest__Output {
  'project_id': (string);
  'execution_id': (string);
  'event_type'?: (string);
  'limit': (number);
  'before'?: (string);
  'after'?: (string);
  '_event_type'?: "event_type";
  '_before'?: "before";
  '_after'?: "after";
}
