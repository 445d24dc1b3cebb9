// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { IntegrationRun as _svc_workflows_agent_v1_IntegrationRun, IntegrationRun__Output as _svc_workflows_agent_v1_IntegrationRun__Output } from '../../../svc/workflows_agent/v1/IntegrationRun';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListIntegrationRunsResponse {
  'runs'?: (_svc_workflows_agent_v1_IntegrationRun)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListIntegrationRunsResponse__Output {
  'runs': (_svc_workflows_agent_v1_IntegrationRun__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
