/**
 * Page-style paging (spec 2.14: `meta` = { page, per_page, total_pages, total_count }), one
 * implementation beside the common `PageRequest`/`PageMeta` contract types, for every list.
 *
 * Bounds (the same on every list, gateway and services alike; docs/decisions/0010-input-edges.md):
 * `page` 1 to {@link MAX_PAGE}, `per_page` 1 to {@link MAX_PER_PAGE} (default
 * {@link DEFAULT_PER_PAGE}). The gateway refuses values outside them with a 400; a service called
 * directly clamps them, so no OFFSET can overflow or go negative.
 */

/** Highest page number accepted (× 100 per page stays far inside int32 and Postgres' OFFSET). */
export const MAX_PAGE = 100_000;
/** Most items per page. */
export const MAX_PER_PAGE = 100;
/** Items per page when none is asked for. */
export const DEFAULT_PER_PAGE = 20;

/** A page request as it arrives over gRPC (fields may be unset or out of range). */
export interface PageInput {
  page?: number | null;
  per_page?: number | null;
}

/** A page request within bounds; `offset` is the number of rows to skip. */
export interface Page {
  page: number;
  perPage: number;
  offset: number;
}

function clampInt(v: number | null | undefined, min: number, max: number, dflt: number): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min) return dflt;
  return Math.min(Math.floor(v), max);
}

/** Normalises a page request: page 1..MAX_PAGE (default 1), per_page 1..MAX_PER_PAGE (default 20). */
export function normalizePage(p: PageInput | null | undefined): Page {
  const page = clampInt(p?.page, 1, MAX_PAGE, 1);
  const perPage = clampInt(p?.per_page, 1, MAX_PER_PAGE, DEFAULT_PER_PAGE);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The `meta` of a page-style list. */
export function pageMeta(page: number, perPage: number, total: number): { page: number; per_page: number; total_pages: number; total_count: number } {
  return { page, per_page: perPage, total_count: total, total_pages: Math.ceil(total / perPage) };
}

const ISO_UTC_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?Z$/;

/**
 * The time of a keyset cursor: a strict ISO 8601 UTC instant (`YYYY-MM-DDTHH:MM:SS[.ffffff]Z`, year
 * 0001 to 9999, a real calendar date and time of day), the form cursors are encoded in, parsed to a
 * Date (milliseconds; the timestamps paged on are stored to the millisecond). Undefined for anything
 * else, so a forged cursor is refused as invalid rather than reaching the database: `Date.parse`
 * alone accepts "1", "Jan 1 2020 (x)" or year 0000, which Postgres then rejects.
 */
export function parseCursorTime(s: string): Date | undefined {
  const m = ISO_UTC_INSTANT.exec(s);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = m[7] ? Number(m[7].padEnd(3, '0').slice(0, 3)) : 0;
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, ms);
  // A day past the month's end (2021-02-30) rolls over: not a real date.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return d;
}

/** Windows a log list's `period` names (24 hours, 7 days, 30 days), in milliseconds. */
const PERIOD_MS = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 } as const;

/** A log list's `period`: a window ending now. */
export type LogPeriod = keyof typeof PERIOD_MS;

/** Whether `v` names a log list period. */
export function isLogPeriod(v: unknown): v is LogPeriod {
  return typeof v === 'string' && Object.prototype.hasOwnProperty.call(PERIOD_MS, v);
}

/** The lower bound of a log list's window: now minus `period`, else `since`; undefined when neither is set. */
export function logWindowStart(q: { period?: LogPeriod | string; since?: Date | string }, now: Date): Date | undefined {
  if (q.period && isLogPeriod(q.period)) return new Date(now.getTime() - PERIOD_MS[q.period]);
  return q.since ? new Date(q.since) : undefined;
}
