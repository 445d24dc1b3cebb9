import { toStruct, type workflowsAgent } from '@platform/contracts';
import type { WorkflowRow } from '../infra/db/workflows.repository';
import { iso, isoOrUndef } from './iso';

/** A workflow row → the public Workflow (definition included when the row has it). */
export function workflowToWire(row: WorkflowRow): workflowsAgent.Workflow {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? undefined,
    status: row.status,
    lock_version: row.lockVersion,
    message_debounce_seconds: row.messageDebounceSeconds,
    definition: row.definition ? toStruct(row.definition) : undefined,
    execution_count: row.executionCount,
    last_executed_at: isoOrUndef(row.lastExecutedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    activated_at: isoOrUndef(row.activatedAt),
    archived_at: isoOrUndef(row.archivedAt),
  };
}
