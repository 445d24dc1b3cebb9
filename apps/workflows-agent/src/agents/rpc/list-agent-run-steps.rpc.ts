import type { workflowsAgent } from '@platform/contracts';
import type { AgentRunsRepository } from '../infra/db/agent-runs.repository';
import { agentRunStepToWire } from '../wire/agent-run.wire';
import { runNotFound } from './request';

/** ListAgentRunSteps (a query): oldest first. */
export function listAgentRunStepsRpc(repo: AgentRunsRepository) {
  return async (req: workflowsAgent.AgentRunIdRequest__Output): Promise<workflowsAgent.ListAgentRunStepsResponse> => {
    const run = await repo.get(req.project_id, req.run_id);
    if (!run || run.kind !== 'api') throw runNotFound();
    return { steps: (await repo.steps(run.id)).map(agentRunStepToWire) };
  };
}
