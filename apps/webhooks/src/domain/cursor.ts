/**
 * Keyset cursors of the deliveries log, in the same opaque form as the api_logs cursors
 * (Base64 of `{"t": created_at, "i": id}`): stable while new deliveries arrive.
 */
import { parseCursorTime } from '@platform/contracts';
import { isUuid } from '@platform/grpc';

/** A position in the most-recent-first order. */
export interface CursorPosition {
  createdAt: string;
  id: string;
}

/** Encodes a position. */
export function encodeCursor(p: CursorPosition): string {
  return Buffer.from(JSON.stringify({ t: p.createdAt, i: p.id })).toString('base64');
}

/** Decodes a cursor; undefined when it is not one of ours. */
export function decodeCursor(value: string): CursorPosition | undefined {
  try {
    if (!/^[A-Za-z0-9+/=_-]+$/.test(value) || value.length > 512) return undefined;
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { t?: unknown; i?: unknown };
    if (typeof parsed.t !== 'string' || typeof parsed.i !== 'string' || !isUuid(parsed.i)) return undefined;
    // A strict UTC instant only (Date.parse alone takes "1" or year 0000, which Postgres then refuses),
    // re-serialised so the repository binds our own text, never the client's.
    const at = parseCursorTime(parsed.t);
    return at ? { createdAt: at.toISOString(), id: parsed.i } : undefined;
  } catch {
    return undefined;
  }
}
