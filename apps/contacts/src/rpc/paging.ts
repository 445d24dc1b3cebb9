/** Checks of a cursor-style list request (limit and cursors; the api_logs cursor form). */
import { parseCursorTime } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { Cursor } from '../infra/db/keyset';

/** Encodes a position as an opaque cursor (Base64 of `{"t": time, "i": id}`). */
export function encodeCursor(at: Date | string, id: string): string {
  return Buffer.from(JSON.stringify({ t: new Date(at).toISOString(), i: id })).toString('base64');
}

function decode(value: string): Cursor | undefined {
  try {
    if (!/^[A-Za-z0-9+/=_-]{1,512}$/.test(value)) return undefined;
    const p = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { t?: unknown; i?: unknown };
    if (typeof p.t !== 'string' || typeof p.i !== 'string') return undefined;
    // A strict UTC instant only (Date.parse alone takes "1" or year 0000, which Postgres then refuses).
    const at = parseCursorTime(p.t);
    if (!at) return undefined;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(p.i)) return undefined;
    return { at, id: p.i };
  } catch {
    return undefined;
  }
}

/** limit (1..100, default 20) and the decoded cursors; 400 on anything else. */
export function pageOf(req: { limit?: number; before?: string | null; after?: string | null }): { limit: number; before?: Cursor; after?: Cursor } {
  const limit = req.limit || 20;
  if (limit < 1 || limit > 100) throw invalidArgument('INVALID_LIMIT', 'limit must be from 1 to 100');
  if (req.before && req.after) throw invalidArgument('INVALID_CURSOR', 'use either before or after, not both');
  const before = req.before ? decode(req.before) : undefined;
  const after = req.after ? decode(req.after) : undefined;
  if ((req.before && !before) || (req.after && !after)) throw invalidArgument('INVALID_CURSOR', 'cursor is not valid');
  return { limit, before, after };
}

/** The cursor fields of a list response. */
export function cursorsOf<T>(
  page: { items: T[]; hasOlder: boolean; hasNewer: boolean },
  key: (t: T) => { at: Date | string; id: string },
): { before_cursor: string; after_cursor: string; has_older: boolean; has_newer: boolean } {
  const first = page.items[0];
  const last = page.items[page.items.length - 1];
  return {
    before_cursor: first ? encodeCursor(key(first).at, key(first).id) : '',
    after_cursor: last ? encodeCursor(key(last).at, key(last).id) : '',
    has_older: page.hasOlder,
    has_newer: page.hasNewer,
  };
}

/** An optional ISO 8601 time filter; 400 when it is not one. */
export function timeFilter(name: string, v: string | null | undefined): Date | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(v)) throw invalidArgument('INVALID_TIME', `${name} must be an ISO 8601 date-time`);
  return d;
}

/** An optional digits-only upstream id; 400 when it is not one. */
export function digitsFilter(name: string, v: string | null | undefined): string | undefined {
  if (!v) return undefined;
  if (!/^\d{1,32}$/.test(v)) throw invalidArgument('INVALID_ARGUMENT', `${name} must be a digit string`);
  return v;
}
