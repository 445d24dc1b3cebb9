import { fromStruct, parseCursorTime, type workflowsAgent } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import type { TriggerInput } from '../domain/trigger';
import type { Cursor } from '../infra/db/executions.repository';

/** A proto optional field: null (absent) → undefined. */
export const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** 400 when a value carries a NUL character (Postgres text and jsonb cannot store it; never a 500). */
export function noNul(name: string, v: unknown): void {
  if (v !== undefined && v !== null && JSON.stringify(v).includes('\\u0000'))
    throw invalidArgument('INVALID_ARGUMENT', `${name} must not contain NUL characters`);
}

/** Encodes a list position as an opaque cursor (Base64 of `{"t": time, "i": id}`). */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify({ t: at, i: id })).toString('base64');
}

function decodeCursor(value: string): Cursor | undefined {
  try {
    if (!/^[A-Za-z0-9+/=_-]{1,512}$/.test(value)) return undefined;
    const p = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { t?: unknown; i?: unknown };
    const at = typeof p.t === 'string' ? parseCursorTime(p.t) : undefined;
    if (!at || !isUuid(p.i)) return undefined;
    return { at: at.toISOString(), id: p.i };
  } catch {
    return undefined;
  }
}

/** limit 1..100 (default 20) and the decoded cursors; 400 otherwise. */
export function pageOf(req: { limit?: number; before?: string | null; after?: string | null }): { limit: number; before?: Cursor; after?: Cursor } {
  const limit = req.limit || 20;
  if (limit < 1 || limit > 100) throw invalidArgument('INVALID_LIMIT', 'limit must be from 1 to 100');
  if (req.before && req.after) throw invalidArgument('INVALID_CURSOR', 'use either before or after, not both');
  const before = req.before ? decodeCursor(req.before) : undefined;
  const after = req.after ? decodeCursor(req.after) : undefined;
  if ((req.before && !before) || (req.after && !after)) throw invalidArgument('INVALID_CURSOR', 'cursor is not valid');
  return { limit, before, after };
}

/** The cursors of a page's first and last items and whether older or newer items exist. */
export function cursors<T extends { id?: string; created_at?: string }>(page: { items: T[]; hasOlder: boolean; hasNewer: boolean }) {
  const first = page.items[0];
  const last = page.items[page.items.length - 1];
  return {
    before_cursor: first ? encodeCursor(first.created_at ?? '', first.id ?? '') : '',
    after_cursor: last ? encodeCursor(last.created_at ?? '', last.id ?? '') : '',
    has_older: page.hasOlder,
    has_newer: page.hasNewer,
  };
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
