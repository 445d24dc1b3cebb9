// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { WorkflowReference as _svc_workflows_agent_v1_WorkflowReference, WorkflowReference__Output as _svc_workflows_agent_v1_WorkflowReference__Output } from '../../../svc/workflows_agent/v1/WorkflowReference';

export interface ListWorkflowsUsingReferenceResponse {
  'workflows'?: (_svc_workflows_agent_v1_WorkflowReference)[];
}

export interface ListWorkflowsUsingReferenceResponse__Output {
  'workflows': (_svc_workflows_agent_v1_WorkflowReference__Output)[];
}
