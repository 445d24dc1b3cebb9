import { lazyClient, loadContracts } from '@platform/contracts';
import { unavailable } from '@platform/errors';
import { callUnary } from '@platform/grpc';

/** A workflow that uses a function. */
export interface WorkflowUsage {
  id: string;
  name: string;
}

/** Which active workflows of a project use a function (asked of workflows-agent). */
export interface WorkflowUsages {
  activeUsing(projectId: string, functionId: string): Promise<WorkflowUsage[]>;
  close(): void;
}

/**
 * workflows-agent's `ListWorkflowsUsingReference`. A failure is a 503 to retry: a delete is never
 * let through on a guess that nothing uses the function.
 */
export function workflowsAgentUsages(address: string): WorkflowUsages {
  const { contracts } = loadContracts();
  const { get, close } = lazyClient(contracts.workflowsAgent.WorkflowsAgentService, address, { defaultDeadlineMs: 5_000 });
  return {
    async activeUsing(projectId, functionId) {
      try {
        const res = await callUnary(get(), 'ListWorkflowsUsingReference', { project_id: projectId, function_id: functionId });
        return res.workflows.map((w) => ({ id: w.id, name: w.name }));
      } catch {
        throw unavailable('WORKFLOW_USAGES_UNAVAILABLE', 'Could not check which workflows use the function now; retry shortly');
      }
    },
    close,
  };
}
