import type { workflowsAgent } from '@platform/contracts';
import type { AgentsUsecase } from '../usecases/agents.usecase';
import { agentRunToWire } from '../wire/agent-run.wire';

/** ResumeAgentRun (POST /agent/runs/{id}/resume): wakes the run worker. */
export function resumeAgentRunRpc(uc: AgentsUsecase, wake: () => void) {
  return async (req: workflowsAgent.AgentRunIdRequest__Output): Promise<workflowsAgent.AgentRunResponse> => {
    const run = await uc.resume(req.project_id, req.run_id);
    wake();
    return { run: agentRunToWire(run) };
  };
}
