import { toStruct, type workflowsAgent } from '@platform/contracts';
import { triggerDisplayName } from '../domain/trigger';
import type { TriggerRow } from '../infra/db/triggers.repository';
import { iso } from './iso';

/** A trigger row → the public WorkflowTrigger. */
export function workflowTriggerToWire(t: TriggerRow): workflowsAgent.WorkflowTrigger {
  return {
    id: t.id,
    workflow_id: t.workflowId,
    trigger_type: t.trigger_type,
    active: t.active,
    display_name: triggerDisplayName(t),
    phone_number_id: t.phone_number_id,
    event: t.trigger_type === 'messaging_event' ? t.event : undefined,
    triggerable_attributes: t.trigger_type === 'project_event' ? toStruct({ event_name: t.event, ...(t.filter ?? {}) }) : undefined,
    created_at: iso(t.createdAt),
    updated_at: iso(t.updatedAt),
  };
}
