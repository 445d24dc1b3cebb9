// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { ExecutionEvent as _svc_workflows_agent_v1_ExecutionEvent, ExecutionEvent__Output as _svc_workflows_agent_v1_ExecutionEvent__Output } from '../../../svc/workflows_agent/v1/ExecutionEvent';

export interface ListWorkflowExecutionEventsResponse {
  'events'?: (_svc_workflows_agent_v1_ExecutionEvent)[];
  'before_cursor'?: (string);
  'after_cursor'?: (string);
  'has_older'?: (boolean);
  'has_newer'?: (boolean);
}

export interface ListWorkflowExecutionEventsResponse__Output {
  'events': (_svc_workflows_agent_v1_ExecutionEvent__Output)[];
  'before_cursor': (string);
  'after_cursor': (string);
  'has_older': (boolean);
  'has_newer': (boolean);
}
