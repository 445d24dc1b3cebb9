import type { workflowsAgent } from '@platform/contracts';
import type { AgentsUsecase } from '../usecases/agents.usecase';
import { agentRunToWire } from '../wire/agent-run.wire';

/** CancelAgentRun (POST /agent/runs/{id}/cancel). */
export function cancelAgentRunRpc(uc: AgentsUsecase) {
  return async (req: workflowsAgent.AgentRunIdRequest__Output): Promise<workflowsAgent.AgentRunResponse> => ({
    run: agentRunToWire(await uc.cancel(req.project_id, req.run_id)),
  });
}
