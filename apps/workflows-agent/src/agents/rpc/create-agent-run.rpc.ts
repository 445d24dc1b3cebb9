import { fromStruct, type workflowsAgent } from '@platform/contracts';
import type { AgentsUsecase } from '../usecases/agents.usecase';
import { agentRunToWire } from '../wire/agent-run.wire';
import { opt } from './request';

/** CreateAgentRun (POST /agent/runs, 202). */
export function createAgentRunRpc(uc: AgentsUsecase, wake: () => void) {
  return async (req: workflowsAgent.CreateAgentRunRequest__Output): Promise<workflowsAgent.AgentRunResponse> => {
    const run = await uc.createRun({
      projectId: req.project_id,
      prompt: req.prompt,
      conversationId: opt(req.conversation_id),
      phoneNumberId: opt(req.phone_number_id),
      metadata: fromStruct(req.metadata),
      agent: req.agent ? fromStruct(req.agent) : {},
    });
    wake();
    return { run: agentRunToWire(run) };
  };
}
