// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto

import type { ProviderModel as _svc_workflows_agent_v1_ProviderModel, ProviderModel__Output as _svc_workflows_agent_v1_ProviderModel__Output } from '../../../svc/workflows_agent/v1/ProviderModel';

export interface ListProviderModelsResponse {
  'models'?: (_svc_workflows_agent_v1_ProviderModel)[];
}

export interface ListProviderModelsResponse__Output {
  'models': (_svc_workflows_agent_v1_ProviderModel__Output)[];
}
