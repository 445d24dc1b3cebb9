// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Workflow as _svc_workflows_agent_v1_Workflow, Workflow__Output as _svc_workflows_agent_v1_Workflow__Output } from '../../../svc/workflows_agent/v1/Workflow';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListWorkflowsResponse {
  'workflows'?: (_svc_workflows_agent_v1_Workflow)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListWorkflowsResponse__Output {
  'workflows': (_svc_workflows_agent_v1_Workflow__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
