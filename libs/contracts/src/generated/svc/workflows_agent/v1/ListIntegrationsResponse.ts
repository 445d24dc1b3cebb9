// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { Integration as _svc_workflows_agent_v1_Integration, Integration__Output as _svc_workflows_agent_v1_Integration__Output } from '../../../svc/workflows_agent/v1/Integration';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListIntegrationsResponse {
  'integrations'?: (_svc_workflows_agent_v1_Integration)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListIntegrationsResponse__Output {
  'integrations': (_svc_workflows_agent_v1_Integration__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
