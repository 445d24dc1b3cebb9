import { fromStruct, keysetCursors, keysetPageRequest, type workflowsAgent } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import { EXECUTION_STATUSES, FORCEABLE_STATUSES } from '../domain/execution-state';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../domain/start-idempotency';
import type { ExecutionsRepository } from '../infra/db/executions.repository';
import type { ExecutionsUsecase } from '../usecases/executions.usecase';

/** 400 when a value carries a NUL character (Postgres text and jsonb cannot store it; never a 500). */
function noNul(name: string, v: unknown): void {
  if (v !== undefined && v !== null && JSON.stringify(v).includes('\\u0000'))
    throw invalidArgument('INVALID_ARGUMENT', `${name} must not contain NUL characters`);
}

function timeFilter(name: string, v: string | null | undefined): Date | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(v)) throw invalidArgument('INVALID_TIME', `${name} must be an ISO 8601 date-time`);
  return d;
}

/** The cursor fields of a list response (executions and their events carry created_at and id). */
function cursors<T extends { id?: string; created_at?: string }>(page: { items: T[]; hasOlder: boolean; hasNewer: boolean }) {
  return keysetCursors(page, (x) => ({ at: x.created_at ?? '', id: x.id ?? '' }));
}

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

/** GetConversationOwner (a query): the execution that holds a contact's conversation on a number, if any (decision 0726). */
export function getConversationOwnerRpc(executions: ExecutionsUsecase) {
  return async (req: workflowsAgent.GetConversationOwnerRequest__Output): Promise<workflowsAgent.GetConversationOwnerResponse> => {
    if (!req.phone_number_id) throw invalidArgument('INVALID_ARGUMENT', 'phone_number_id is required');
    const phoneNumber = req.phone_number ? req.phone_number.replace(/[^\d]/g, '') : '';
    if (!phoneNumber && !req.recipient && !req.conversation_id)
      throw invalidArgument('INVALID_ARGUMENT', 'one of phone_number, recipient and conversation_id is required');
    noNul('recipient', req.recipient);
    noNul('phone_number_id', req.phone_number_id);
    const execution = await executions.conversationOwner(req.project_id, {
      phoneNumberId: req.phone_number_id,
      phoneNumber: phoneNumber || undefined,
      recipient: req.recipient || undefined,
      conversationId: req.conversation_id || undefined,
    });
    return { execution };
  };
}

/** ListWorkflowExecutions (a query): newest first, cursor style; unknown filters never reach here (9.7). */
export function listWorkflowExecutionsRpc(repo: ExecutionsRepository) {
  return async (req: workflowsAgent.ListWorkflowExecutionsRequest__Output): Promise<workflowsAgent.ListWorkflowExecutionsResponse> => {
    if (req.status && !(EXECUTION_STATUSES as readonly string[]).includes(req.status))
      throw invalidArgument('INVALID_STATUS', `status must be one of ${EXECUTION_STATUSES.join(', ')}`);
    if (req.conversation_id && !isUuid(req.conversation_id)) throw invalidArgument('INVALID_ARGUMENT', 'conversation_id must be a UUID');
    const page = await repo.list(
      req.project_id,
      req.workflow_id,
      {
        status: req.status || undefined,
        createdAfter: timeFilter('created_after', req.created_after),
        createdBefore: timeFilter('created_before', req.created_before),
        conversationId: req.conversation_id || undefined,
      },
      keysetPageRequest(req),
    );
    return { executions: page.items, ...cursors(page) };
  };
}

/** ListWorkflowExecutionEvents (a query): newest first; a foreign or unknown execution is 404. */
export function listWorkflowExecutionEventsRpc(repo: ExecutionsRepository) {
  return async (req: workflowsAgent.ListWorkflowExecutionEventsRequest__Output): Promise<workflowsAgent.ListWorkflowExecutionEventsResponse> => {
    const page = keysetPageRequest(req);
    if (!(await repo.get(req.project_id, req.execution_id))) throw notFound('WORKFLOW_EXECUTION_NOT_FOUND', 'Workflow execution not found');
    const res = await repo.listEvents(req.project_id, req.execution_id, req.event_type || undefined, page);
    return { events: res.items, ...cursors(res) };
  };
}

/** UpdateWorkflowExecutionStatus (a command). */
export function updateWorkflowExecutionStatusRpc(executions: ExecutionsUsecase) {
  return async (req: workflowsAgent.UpdateWorkflowExecutionStatusRequest__Output): Promise<workflowsAgent.WorkflowExecutionResponse> => {
    if (!(FORCEABLE_STATUSES as readonly string[]).includes(req.status))
      throw invalidArgument('INVALID_STATUS', `status must be one of ${FORCEABLE_STATUSES.join(', ')}`);
    return { execution: await executions.updateStatus({ projectId: req.project_id, executionId: req.execution_id, status: req.status }) };
  };
}

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
