import { fromStruct, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../domain/start-idempotency';
import type { ExecutionsUsecase } from '../usecases/executions.usecase';
import { noNul } from './request';

/** The idempotency key of a start: absent or empty means none; 1-255 printable characters otherwise. */
function idempotencyKeyOf(v: string | undefined | null): string | undefined {
  if (!v) return undefined;
  if (v.length > MAX_IDEMPOTENCY_KEY_LENGTH || /[\u0000-\u001f\u007f]/.test(v))
    throw invalidArgument('INVALID_IDEMPOTENCY_KEY', `idempotency_key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters without control characters`);
  return v;
}

/** StartWorkflowExecution (a command): one of recipient and phone_number is required; an idempotency key makes a retry safe (decision 0726). */
export function startWorkflowExecutionRpc(executions: ExecutionsUsecase) {
  return async (req: workflowsAgent.StartWorkflowExecutionRequest__Output): Promise<workflowsAgent.WorkflowExecutionResponse> => {
    if (!req.phone_number_id) throw invalidArgument('INVALID_ARGUMENT', 'phone_number_id is required');
    const idempotencyKey = idempotencyKeyOf(req.idempotency_key);
    noNul('variables', req.variables && fromStruct(req.variables));
    noNul('context', req.context && fromStruct(req.context));
    noNul('recipient', req.recipient);
    const execution = await executions.start({
      projectId: req.project_id,
      workflowId: req.workflow_id,
      recipient: req.recipient || undefined,
      phoneNumber: req.phone_number ? req.phone_number.replace(/[^\d]/g, '') : undefined,
      phoneNumberId: req.phone_number_id,
      variables: req.variables ? fromStruct(req.variables) : {},
      context: req.context ? fromStruct(req.context) : {},
      metadata: req.metadata ? fromStruct(req.metadata) : {},
      idempotencyKey,
    });
    return { execution };
  };
}
