import type { workflowsAgent } from '@platform/contracts';
import type { AgentsUsecase } from '../usecases/agents.usecase';

/** SetProviderKey (PUT /agent/provider_keys/{provider}). */
export function setProviderKeyRpc(uc: AgentsUsecase) {
  return async (req: workflowsAgent.SetProviderKeyRequest__Output): Promise<workflowsAgent.ProviderKeyResponse> => ({
    key: await uc.setKey(req.project_id, req.provider, req.api_key),
  });
}
