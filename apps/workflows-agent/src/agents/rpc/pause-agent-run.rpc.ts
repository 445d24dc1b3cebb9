import type { workflowsAgent } from '@platform/contracts';
import type { AgentsUsecase } from '../usecases/agents.usecase';
import { agentRunToWire } from '../wire/agent-run.wire';

/** PauseAgentRun (POST /agent/runs/{id}/pause). */
export function pauseAgentRunRpc(uc: AgentsUsecase) {
  return async (req: workflowsAgent.AgentRunIdRequest__Output): Promise<workflowsAgent.AgentRunResponse> => ({
    run: agentRunToWire(await uc.pause(req.project_id, req.run_id)),
  });
}
