// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { WorkflowExecution as _svc_workflows_agent_v1_WorkflowExecution, WorkflowExecution__Output as _svc_workflows_agent_v1_WorkflowExecution__Output } from '../../../svc/workflows_agent/v1/WorkflowExecution';

export interface ListWorkflowExecutionsResponse {
  'executions'?: (_svc_workflows_agent_v1_WorkflowExecution)[];
  'before_cursor'?: (string);
  'after_cursor'?: (string);
  'has_older'?: (boolean);
  'has_newer'?: (boolean);
}

export interface ListWorkflowExecutionsResponse__Output {
  'executions': (_svc_workflows_agent_v1_WorkflowExecution__Output)[];
  'before_cursor': (string);
  'after_cursor': (string);
  'has_older': (boolean);
  'has_newer': (boolean);
}
