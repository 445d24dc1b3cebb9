import { fromStruct, type workflowsAgent } from '@platform/contracts';
import type { TriggerInput } from '../domain/trigger';
import type { TriggersUsecase } from '../usecases/triggers.usecase';

const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

function inputOf(t: workflowsAgent.WorkflowTriggerInput__Output | null | undefined): TriggerInput {
  return {
    trigger_type: t?.trigger_type ?? '',
    active: opt(t?.active),
    phone_number_id: opt(t?.phone_number_id),
    event: opt(t?.event),
    triggerable_attributes: t?.triggerable_attributes ? fromStruct(t.triggerable_attributes) : undefined,
  };
}

/** ListWorkflowTriggers (GET /workflows/{id}/triggers). */
export function listWorkflowTriggersRpc(uc: TriggersUsecase) {
  return async (req: workflowsAgent.WorkflowIdRequest__Output): Promise<workflowsAgent.WorkflowTriggersResponse> => ({
    triggers: await uc.list(req.project_id, req.workflow_id),
  });
}

/** CreateWorkflowTrigger (POST /workflows/{id}/triggers). */
export function createWorkflowTriggerRpc(uc: TriggersUsecase) {
  return async (req: workflowsAgent.CreateWorkflowTriggerRequest__Output): Promise<workflowsAgent.WorkflowTriggerResponse> => ({
    trigger: await uc.create(req.project_id, req.workflow_id, inputOf(req.trigger)),
  });
}

/** ReplaceWorkflowTriggers (PUT /workflows/{id}/triggers): atomic. */
export function replaceWorkflowTriggersRpc(uc: TriggersUsecase) {
  return async (req: workflowsAgent.ReplaceWorkflowTriggersRequest__Output): Promise<workflowsAgent.WorkflowTriggersResponse> => ({
    triggers: await uc.replace(req.project_id, req.workflow_id, req.triggers.map(inputOf)),
  });
}

/** UpdateWorkflowTrigger (PATCH /triggers/{id}): toggle. */
export function updateWorkflowTriggerRpc(uc: TriggersUsecase) {
  return async (req: workflowsAgent.UpdateWorkflowTriggerRequest__Output): Promise<workflowsAgent.WorkflowTriggerResponse> => ({
    trigger: await uc.setActive(req.project_id, req.trigger_id, req.active),
  });
}

/** DeleteWorkflowTrigger (DELETE /triggers/{id}). */
export function deleteWorkflowTriggerRpc(uc: TriggersUsecase) {
  return async (req: workflowsAgent.WorkflowTriggerIdRequest__Output): Promise<workflowsAgent.DeleteWorkflowTriggerResponse> => {
    await uc.delete(req.project_id, req.trigger_id);
    return { success: true };
  };
}
