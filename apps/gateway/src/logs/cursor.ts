import { z } from 'zod';

/** Position of an entry in the most-recent-first order: (created_at, id). */
export interface CursorPosition {
  createdAt: string;
  id: string;
}

const positionSchema = z.object({ t: z.string().datetime({ offset: true }), i: z.string().uuid() });

/**
 * Opaque Base64 cursor of a keyset position. Keyset (not offset) cursors stay stable while new
 * entries arrive: a page boundary is a position in the order, not a row count.
 */
export function encodeCursor(p: CursorPosition): string {
  return Buffer.from(JSON.stringify({ t: p.createdAt, i: p.id })).toString('base64');
}

/** Decodes a cursor; undefined when it is not one of ours (the caller answers 400). */
export function decodeCursor(value: string): CursorPosition | undefined {
  try {
    if (!/^[A-Za-z0-9+/=_-]+$/.test(value)) return undefined;
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')));
    return parsed.success ? { createdAt: parsed.data.t, id: parsed.data.i } : undefined;
  } catch {
    return undefined;
  }
}
