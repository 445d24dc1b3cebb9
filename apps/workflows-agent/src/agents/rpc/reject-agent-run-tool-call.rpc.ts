import type { workflowsAgent } from '@platform/contracts';
import type { AgentsUsecase } from '../usecases/agents.usecase';
import { agentRunToWire } from '../wire/agent-run.wire';
import { decisionOf } from './request';

/** RejectAgentRunToolCall (POST /agent/runs/{id}/reject): wakes the run worker. */
export function rejectAgentRunToolCallRpc(uc: AgentsUsecase, wake: () => void) {
  return async (req: workflowsAgent.AgentRunDecisionRequest__Output): Promise<workflowsAgent.AgentRunResponse> => {
    const { toolCallId, reason } = decisionOf(req);
    const run = await uc.decide(req.project_id, req.run_id, false, toolCallId, reason);
    wake();
    return { run: agentRunToWire(run) };
  };
}
