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
