// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';

export interface ListIntegrationsRequest {
  'project_id'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
}

export interface ListIntegrationsRequest__Output {
  'project_id': (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
}
