import type { workflowsAgent } from '@platform/contracts';
import type { AgentRunsRepository } from '../infra/db/agent-runs.repository';
import { agentRunToWire } from '../wire/agent-run.wire';
import { runNotFound } from './request';

/** GetAgentRun (a query). */
export function getAgentRunRpc(repo: AgentRunsRepository) {
  return async (req: workflowsAgent.AgentRunIdRequest__Output): Promise<workflowsAgent.AgentRunResponse> => {
    const run = await repo.get(req.project_id, req.run_id);
    if (!run || run.kind !== 'api') throw runNotFound();
    return { run: agentRunToWire(run) };
  };
}
