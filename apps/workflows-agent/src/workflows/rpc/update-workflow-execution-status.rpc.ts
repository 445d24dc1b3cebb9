import type { workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { FORCEABLE_STATUSES } from '../domain/execution-state';
import type { ExecutionsUsecase } from '../usecases/executions.usecase';

/** UpdateWorkflowExecutionStatus (a command). */
export function updateWorkflowExecutionStatusRpc(executions: ExecutionsUsecase) {
  return async (req: workflowsAgent.UpdateWorkflowExecutionStatusRequest__Output): Promise<workflowsAgent.WorkflowExecutionResponse> => {
    if (!(FORCEABLE_STATUSES as readonly string[]).includes(req.status))
      throw invalidArgument('INVALID_STATUS', `status must be one of ${FORCEABLE_STATUSES.join(', ')}`);
    return { execution: await executions.updateStatus({ projectId: req.project_id, executionId: req.execution_id, status: req.status }) };
  };
}
