import { toStruct, type broadcasts, type JsonObject } from '@platform/contracts';
import { counterFields, EMPTY_COUNTERS, ratesOf, type BroadcastCounters } from '../domain/broadcast-state';
import type { BroadcastRow } from '../infra/db/broadcasts.repository';

const iso = (v: unknown): string | undefined => (v ? new Date(v as string).toISOString() : undefined);

/** The public view of a broadcast with its counters (Struct fields as plain JSON; the rpc layer encodes them). */
export function broadcastToWire(row: BroadcastRow, c: BroadcastCounters = EMPTY_COUNTERS): broadcasts.Broadcast {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    scheduled_at: iso(row.scheduledAt),
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    phone_number_id: row.phoneNumberId,
    template: { ...row.template, components: row.template.components.map((c) => toStruct(c as JsonObject)) },
    template_parameters: row.templateParameters.map((c) => toStruct(c as JsonObject)),
    ...counterFields(c),
    ...ratesOf(c),
    failure_reason: row.failureReason ?? undefined,
    copied_from_id: row.copiedFromId ?? undefined,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    agent: row.agentWorkflowId ? { workflow_id: row.agentWorkflowId } : undefined,
  };
}
