import { fromStruct, type workflowsAgent } from '@platform/contracts';
import type { ExecutionsUsecase } from '../usecases/executions.usecase';
import { noNul } from './request';

/** ResumeWorkflowExecution (a command): 409 at once when busy, 422 when not resumable. */
export function resumeWorkflowExecutionRpc(executions: ExecutionsUsecase) {
  return async (req: workflowsAgent.ResumeWorkflowExecutionRequest__Output): Promise<workflowsAgent.WorkflowExecutionResponse> => {
    noNul('message', req.message && fromStruct(req.message));
    noNul('variables', req.variables && fromStruct(req.variables));
    const execution = await executions.resume({
      projectId: req.project_id,
      executionId: req.execution_id,
      message: req.message ? fromStruct(req.message) : null,
      variables: req.variables ? fromStruct(req.variables) : {},
    });
    return { execution };
  };
}
