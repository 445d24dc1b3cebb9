/** ISO string of a timestamp column, or undefined when null. */
export const iso = (v: unknown): string | undefined => (v === null || v === undefined ? undefined : new Date(v as string).toISOString());

/** Page arithmetic shared by the page-style lists (spec 2.14). */
export function pageMeta(page: number, perPage: number, total: number): { page: number; per_page: number; total_pages: number; total_count: number } {
  return { page, per_page: perPage, total_count: total, total_pages: Math.ceil(total / perPage) };
}

/** A page request normalised: page ≥ 1 (default 1), per_page 1-100 (default 20). */
export function normalizePage(p: { page?: number; per_page?: number } | null | undefined): { page: number; perPage: number } {
  const page = p?.page && p.page > 0 ? p.page : 1;
  const perPage = p?.per_page && p.per_page > 0 ? Math.min(p.per_page, 100) : 20;
  return { page, perPage };
}
