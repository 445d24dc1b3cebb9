/**
 * Keyset cursors: the one codec of every cursor-paged list, and the checks of a cursor-style list
 * request. A cursor is an opaque position in a newest-first order, (sort instant, id), not a row
 * count, so pages stay stable while new rows arrive (the SQL side is `keysetPage` of @platform/db).
 *
 * Two wire forms exist and both stay readable forever (a client may hold any cursor it was given):
 * - the list cursor, Base64 of `{"t": "<ISO instant>", "i": "<uuid>"}`, with `before` and `after`
 *   (api_logs, webhook deliveries, contacts, conversations, messages, workflow executions and events);
 * - the after cursor, base64url of `<ISO instant>|<uuid>`: forward only for agent runs; findings page
 *   back with it too (`before`).
 *
 * Decoding is strict: the instant must be what {@link parseCursorTime} accepts and the id a UUID, so
 * a forged cursor is refused as invalid and never reaches the database.
 */
import { invalidArgument } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import { parseCursorTime } from './paging';

/** A position in a newest-first list: the instant sorted on and the id breaking ties. */
export interface CursorPosition {
  /** A parsed instant (bound as a Date, never as client text). */
  at: Date;
  id: string;
}

/** Longest list cursor accepted (ours are about 110 characters). */
const MAX_CURSOR_LENGTH = 512;
const BASE64_TEXT = /^[A-Za-z0-9+/=_-]+$/;

/** Encodes a position as a list cursor (Base64 of `{"t": ISO instant, "i": id}`). */
export function encodeCursor(at: Date | string, id: string): string {
  return Buffer.from(JSON.stringify({ t: new Date(at).toISOString(), i: id })).toString('base64');
}

/** Decodes a list cursor; undefined when it is not one of ours. */
export function decodeCursor(value: string): CursorPosition | undefined {
  try {
    if (value.length > MAX_CURSOR_LENGTH || !BASE64_TEXT.test(value)) return undefined;
    const p = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { t?: unknown; i?: unknown };
    const at = typeof p.t === 'string' ? parseCursorTime(p.t) : undefined;
    if (!at || !isUuid(p.i)) return undefined;
    return { at, id: p.i };
  } catch {
    return undefined;
  }
}

/** Encodes a position as an after cursor (base64url of `ISO instant|id`; agent runs, findings). */
export function encodeAfterCursor(at: Date | string, id: string): string {
  return Buffer.from(`${new Date(at).toISOString()}|${id}`).toString('base64url');
}

/**
 * Decodes an after cursor (`field`: the query parameter it came in, `after`, or `before` on a list
 * that pages back with the same codec); 400 `INVALID_CURSOR` naming the field when it is not one of ours.
 */
export function afterCursorOf(value: string, field: 'after' | 'before' = 'after'): CursorPosition {
  const [text, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const at = parseCursorTime(text ?? '');
  if (!at || !isUuid(id)) throw invalidArgument('INVALID_CURSOR', `${field} is not a cursor of this list`, { field });
  return { at, id };
}

/** A cursor-style list request as it arrives over gRPC. */
export interface KeysetPageInput {
  limit?: number;
  before?: string | null;
  after?: string | null;
}

/** A checked cursor-style request: `before` goes back to newer items, `after` on to older ones. */
export interface KeysetPageRequest {
  limit: number;
  before?: CursorPosition;
  after?: CursorPosition;
}

/**
 * Checks a cursor-style list request: limit 1 to 100 (default 20), at most one of before/after, each
 * a list cursor of ours; 400 `INVALID_LIMIT` / `INVALID_CURSOR` otherwise (checked in that order).
 */
export function keysetPageRequest(req: KeysetPageInput): KeysetPageRequest {
  const limit = req.limit || 20;
  if (limit < 1 || limit > 100) throw invalidArgument('INVALID_LIMIT', 'limit must be from 1 to 100');
  if (req.before && req.after) throw invalidArgument('INVALID_CURSOR', 'use either before or after, not both');
  const before = req.before ? decodeCursor(req.before) : undefined;
  const after = req.after ? decodeCursor(req.after) : undefined;
  if ((req.before && !before) || (req.after && !after)) throw invalidArgument('INVALID_CURSOR', 'cursor is not valid');
  return { limit, before, after };
}

/**
 * The cursor fields of a list response: `before_cursor` at the first (newest) item, `after_cursor`
 * at the last (oldest), empty strings on an empty page.
 */
export function keysetCursors<T>(
  page: { items: T[]; hasOlder: boolean; hasNewer: boolean },
  key: (item: T) => { at: Date | string; id: string },
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
