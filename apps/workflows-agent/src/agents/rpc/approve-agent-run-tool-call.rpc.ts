import type { workflowsAgent } from '@platform/contracts';
import type { AgentsUsecase } from '../usecases/agents.usecase';
import { agentRunToWire } from '../wire/agent-run.wire';
import { decisionOf } from './request';

/** ApproveAgentRunToolCall (POST /agent/runs/{id}/approve): wakes the run worker. */
export function approveAgentRunToolCallRpc(uc: AgentsUsecase, wake: () => void) {
  return async (req: workflowsAgent.AgentRunDecisionRequest__Output): Promise<workflowsAgent.AgentRunResponse> => {
    const { toolCallId, reason } = decisionOf(req);
    const run = await uc.decide(req.project_id, req.run_id, true, toolCallId, reason);
    wake();
    return { run: agentRunToWire(run) };
  };
}
