// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { ProviderKey as _svc_workflows_agent_v1_ProviderKey, ProviderKey__Output as _svc_workflows_agent_v1_ProviderKey__Output } from '../../../svc/workflows_agent/v1/ProviderKey';

export interface ListProviderKeysResponse {
  'keys'?: (_svc_workflows_agent_v1_ProviderKey)[];
}

export interface ListProviderKeysResponse__Output {
  'keys': (_svc_workflows_agent_v1_ProviderKey__Output)[];
}
