import { fromStruct, normalizePage, pageMeta, type workflowsAgent } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import { isWorkflowStatus } from '../domain/workflow-status';
import { WorkflowsRepository } from '../infra/db/workflows.repository';
import type { WorkflowsUsecase } from '../usecases/workflows.usecase';

const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** An RFC 3339 bound of a list filter, or a 400 naming it. */
function dateOf(name: string, v: string | null | undefined): Date | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw invalidArgument('INVALID_FILTER', `${name} must be an RFC 3339 date-time`);
  return d;
}

/** CreateWorkflow (POST /workflows). */
export function createWorkflowRpc(uc: WorkflowsUsecase) {
  return async (req: workflowsAgent.CreateWorkflowRequest__Output): Promise<workflowsAgent.WorkflowResponse> => ({
    workflow: await uc.create(req.project_id, {
      name: req.name,
      description: opt(req.description),
      definition: req.definition ? fromStruct(req.definition) : undefined,
      messageDebounceSeconds: opt(req.message_debounce_seconds),
    }),
  });
}

/** ListWorkflows (GET /workflows, a query): newest first, page style, no definitions. */
export function listWorkflowsRpc(repo: WorkflowsRepository) {
  return async (req: workflowsAgent.ListWorkflowsRequest__Output): Promise<workflowsAgent.ListWorkflowsResponse> => {
    const p = normalizePage(req.page);
    const status = opt(req.status) || undefined;
    if (status !== undefined && !isWorkflowStatus(status)) throw invalidArgument('INVALID_FILTER', 'status must be one of draft, active, paused, archived');
    const { rows, total } = await repo.list(
      req.project_id,
      {
        status,
        nameContains: opt(req.name_contains) || undefined,
        createdAfter: dateOf('created_after', req.created_after),
        createdBefore: dateOf('created_before', req.created_before),
      },
      p.perPage,
      p.offset,
    );
    return { workflows: rows.map(WorkflowsRepository.view), meta: pageMeta(p.page, p.perPage, total) };
  };
}

/** GetWorkflow (GET /workflows/{id}, a query): with the definition. */
export function getWorkflowRpc(repo: WorkflowsRepository) {
  return async (req: workflowsAgent.WorkflowIdRequest__Output): Promise<workflowsAgent.WorkflowResponse> => {
    const row = await repo.get(req.project_id, req.workflow_id);
    if (!row) throw notFound('WORKFLOW_NOT_FOUND', 'Workflow not found');
    return { workflow: WorkflowsRepository.view(row) };
  };
}

/** UpdateWorkflow (PATCH /workflows/{id}): lock_version enforced. */
export function updateWorkflowRpc(uc: WorkflowsUsecase) {
  return async (req: workflowsAgent.UpdateWorkflowRequest__Output): Promise<workflowsAgent.WorkflowResponse> => ({
    workflow: await uc.update(req.project_id, req.workflow_id, {
      lockVersion: req.lock_version,
      name: opt(req.name),
      description: opt(req.description),
      status: opt(req.status),
      definition: req.definition ? fromStruct(req.definition) : undefined,
      messageDebounceSeconds: opt(req.message_debounce_seconds),
    }),
  });
}

/** SetWorkflowStatus (POST /workflows/{id}/activate|pause|archive|restore). */
export function setWorkflowStatusRpc(uc: WorkflowsUsecase) {
  return async (req: workflowsAgent.SetWorkflowStatusRequest__Output): Promise<workflowsAgent.WorkflowResponse> => ({
    workflow: await uc.setStatus(req.project_id, req.workflow_id, req.status),
  });
}
