import type { workflowsAgent } from '@platform/contracts';
import type { AgentsUsecase } from '../usecases/agents.usecase';

/** ListProviderKeys (never the key). */
export function listProviderKeysRpc(uc: AgentsUsecase) {
  return async (req: workflowsAgent.ListProviderKeysRequest__Output): Promise<workflowsAgent.ListProviderKeysResponse> => ({
    keys: await uc.listKeys(req.project_id),
  });
}
