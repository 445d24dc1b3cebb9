import type { workflowsAgent } from '@platform/contracts';
import type { AgentsUsecase } from '../usecases/agents.usecase';

/** DeleteProviderKey. */
export function deleteProviderKeyRpc(uc: AgentsUsecase) {
  return async (req: workflowsAgent.DeleteProviderKeyRequest__Output): Promise<workflowsAgent.DeleteProviderKeyResponse> => {
    await uc.deleteKey(req.project_id, req.provider);
    return {};
  };
}
