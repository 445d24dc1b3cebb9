import { fromStruct, keysetCursors, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { TriggerInput } from '../domain/trigger';

/** A proto optional field: null (absent) → undefined. */
export const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** 400 when a value carries a NUL character (Postgres text and jsonb cannot store it; never a 500). */
export function noNul(name: string, v: unknown): void {
  if (v !== undefined && v !== null && JSON.stringify(v).includes('\\u0000'))
    throw invalidArgument('INVALID_ARGUMENT', `${name} must not contain NUL characters`);
}

/** The cursor fields of a list response (executions and their events carry created_at and id). */
export function cursors<T extends { id?: string; created_at?: string }>(page: { items: T[]; hasOlder: boolean; hasNewer: boolean }) {
  return keysetCursors(page, (x) => ({ at: x.created_at ?? '', id: x.id ?? '' }));
}

/** A trigger as a request gives it → the domain's TriggerInput. */
export function triggerInputOf(t: workflowsAgent.WorkflowTriggerInput__Output | null | undefined): TriggerInput {
  return {
    trigger_type: t?.trigger_type ?? '',
    active: opt(t?.active),
    phone_number_id: opt(t?.phone_number_id),
    event: opt(t?.event),
    triggerable_attributes: t?.triggerable_attributes ? fromStruct(t.triggerable_attributes) : undefined,
  };
}
