import { z } from 'zod';
import { decodeCursor, DEFAULT_PER_PAGE, keysetCursors, MAX_PAGE, MAX_PER_PAGE } from '@platform/contracts';
import { contractObject } from './contract-schema';

/**
 * A decimal integer of a query string, then bounded: digits only — no hex (`0x10`), exponent (`1e3`),
 * sign, blanks or fraction, which `Number()` would otherwise turn into a different page — so one
 * spelling means one value; anything else is a 400 naming the parameter.
 */
export function queryInt(min: number, max: number): z.ZodNumber {
  return new QueryInt(z.number({ invalid_type_error: 'must be a decimal integer' }).int().min(min).max(max)._def);
}

/**
 * The number schema of {@link queryInt}, reading a digit string as its number first (as zod's own
 * `coerce` does, with the stricter spelling). Not a `z.preprocess`: zod 3's effects build a context
 * with a getter and a bound function on every parse (~2.7 µs a field against ~0.1 µs here, and every
 * page-style list reads two: bench/README.md, gateway). Built complete: zod's `.min()`-style methods
 * answer a plain ZodNumber (`.describe()`, `.default()` and `.optional()` keep it).
 */
class QueryInt extends z.ZodNumber {
  override _parse(input: z.ParseInput): z.ParseReturnType<number> {
    if (typeof input.data === 'string' && /^\d{1,16}$/.test(input.data)) input.data = Number(input.data);
    return super._parse(input);
  }
}

/**
 * Page-style paging query (spec 2.14/4.11): `page` 1 to 100,000 (default 1), `per_page` 1 to 100
 * (default 20) — the one bound of every page-style list (@platform/contracts paging); out of range is a 400.
 */
export const pageQuery = z.object({
  page: queryInt(1, MAX_PAGE).default(1).describe(`1-based page number, at most ${MAX_PAGE}.`),
  per_page: queryInt(1, MAX_PER_PAGE).default(DEFAULT_PER_PAGE).describe(`Items per page, 1 to ${MAX_PER_PAGE}.`),
});

/** The RPC's page request of a page-style list: `{ page, per_page }` of its parsed query. */
export const pageOf = (query: { page: number; per_page: number }) => ({ page: query.page, per_page: query.per_page });

/** Page-style `meta` (spec 2.14), as the contracts' `svc.common.v1.PageMeta` describes it. */
export const pageMeta = contractObject('svc.common.v1.PageMeta');

/** Cursor-style `paging` (spec 2.14) of the logs the gateway pages itself (API logs, webhook deliveries). */
export const cursorPaging = z.object({
  cursors: z.object({ before: z.string().nullable(), after: z.string().nullable() }),
  next: z.string().nullable(),
  previous: z.string().nullable(),
});

/** An opaque cursor of a cursor-style list. */
export const cursor = z.string().min(1).max(512);

/** An ISO 8601 date-time filter. */
export const isoFilter = z.string().datetime({ offset: true, message: 'must be an ISO 8601 date-time (2026-01-31T12:00:00Z)' });

/** Paging part of a cursor-style list query. */
export const cursorQuery = {
  limit: queryInt(1, 100).default(20).describe('Page size, 1 to 100.'),
  before: cursor.optional().describe('Cursor of the previous (newer) page: paging.cursors.before of a page.'),
  after: cursor.optional().describe('Cursor of the next (older) page: paging.cursors.after of a page.'),
};

/** Base path of the public API (relative paging links start with it). */
export const BASE_PATH = '/platform/v1';

/** A keyset list's cursor: a position of the shared codec (`encodeCursor`), refused at the edge when it is not one. */
export const keysetCursor = cursor.refine((v) => decodeCursor(v) !== undefined, 'is not a valid cursor');

/**
 * The query of a log list (request, audit, external API and project event logs; decision 0004): the
 * list's own `filters`, a time window — `period` ending now, or `since`/`until` — and cursor paging.
 * `before` and `after` together, `period` with `since`/`until`, or `since` not before `until` are 400s.
 * Unknown parameters are ignored (spec 9.7).
 */
export function logListQuery<T extends z.ZodRawShape>(filters: T, what = 'Entries') {
  return z
    .object({
      ...filters,
      period: z.enum(['24h', '7d', '30d']).optional().describe('Time window ending now.'),
      since: isoFilter.optional().describe(`${what} at or after this instant (ISO 8601).`),
      until: isoFilter.optional().describe(`${what} before this instant (ISO 8601).`),
      limit: cursorQuery.limit,
      before: keysetCursor.optional().describe('Cursor of the previous (newer) page: paging.cursors.before of a page.'),
      after: keysetCursor.optional().describe('Cursor of the next (older) page: paging.cursors.after of a page.'),
    })
    .refine((q) => !(q.before && q.after), { message: 'use either before or after, not both', path: ['before'] })
    .refine((q) => !(q.period && (q.since || q.until)), { message: 'use either period or since/until, not both', path: ['period'] })
    .refine((q) => !(q.since && q.until && new Date(q.since) >= new Date(q.until)), { message: 'must be before until', path: ['since'] });
}

/** The `paging` block of a cursor-style list reply, links keeping the query's filters. */
export function pagingOf(
  path: string,
  query: Record<string, unknown>,
  res: { before_cursor: string; after_cursor: string; has_older: boolean; has_newer: boolean },
  basePath = BASE_PATH,
): { cursors: { before: string | null; after: string | null }; next: string | null; previous: string | null } {
  const link = (k: 'before' | 'after', v: string) => {
    const params = new URLSearchParams();
    for (const [key, val] of Object.entries(query)) {
      if (key === 'before' || key === 'after' || val === undefined || val === null || val === false) continue;
      for (const one of Array.isArray(val) ? val : [val]) params.append(key, one instanceof Date ? one.toISOString() : String(one));
    }
    params.set(k, v);
    return `${basePath}${path}?${params.toString()}`;
  };
  return {
    cursors: { before: res.before_cursor || null, after: res.after_cursor || null },
    next: res.has_older && res.after_cursor ? link('after', res.after_cursor) : null,
    previous: res.has_newer && res.before_cursor ? link('before', res.before_cursor) : null,
  };
}

/** The page a keyset list's query asks for: its limit and its decoded `before`/`after` cursor. */
export function keysetRangeOf(query: { limit: number; before?: string; after?: string }) {
  return {
    limit: query.limit,
    before: query.before ? decodeCursor(query.before) : undefined,
    after: query.after ? decodeCursor(query.after) : undefined,
  };
}

/** The reply of a keyset list of items ordered by (`created_at`, `id`): the page and its `paging` block. */
export function keysetReply<T extends { created_at: string; id: string }>(
  path: string,
  query: Record<string, unknown>,
  page: { items: T[]; hasOlder: boolean; hasNewer: boolean },
  basePath: string,
) {
  return {
    body: {
      data: page.items,
      paging: pagingOf(
        path,
        query,
        keysetCursors(page, (x) => ({ at: x.created_at, id: x.id })),
        basePath,
      ),
    },
  };
}

/** Levels of objects and arrays (a scalar is 0), counted up to just past `max`: `depthOf(v, n) <= n` bounds a free-form JSON body. */
export function depthOf(v: unknown, max: number, level = 0): number {
  if (v === null || typeof v !== 'object' || level > max) return level;
  let d = level + 1;
  for (const x of Object.values(v as Record<string, unknown>)) d = Math.max(d, depthOf(x, max, level + 1));
  return d;
}

/** A digit string in a body or query (upstream ids). */
export const digitString = z.string().regex(/^\d{1,32}$/, 'must be a digit string');

/** An absolute http(s) URL of at most 2048 characters. */
export const httpUrl = z
  .string()
  .url()
  .max(2048)
  .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL');

/** A UUID path parameter; anything else is a 400, never a lookup. */
export const uuidParam = z.string().uuid({ message: 'must be a UUID' });

/** An upstream id (waba_id, phone_number_id, ...): digits only. */
export const digitsParam = z.string().regex(/^\d{1,32}$/, 'must be a digit string');

/** Path parameters of a phone number's routes. */
export const phoneNumberParams = z.object({ phone_number_id: digitsParam });

/** A table name (decision 0700): a letter or `_`, then letters, digits, `_` or `-`; at most 63. */
export const tableParam = z.string().regex(/^[A-Za-z_][A-Za-z0-9_-]{0,62}$/, 'must be 1 to 63 letters, digits, "_" or "-", starting with a letter or "_"');

/** Path parameters of a table's routes (db.routes.ts, database-tables.routes.ts). */
export const tableParams = z.object({ table: tableParam });

/** A boolean query flag: `true`/`false` (also `1`/`0`), default false. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** At most `max` characters counted as code points (an emoji is one), as the services count them. */
export function maxChars(max: number, min = 0) {
  return z
    .string()
    .min(min)
    .refine((s) => [...s].length <= max, { message: `must be at most ${max} characters` });
}
