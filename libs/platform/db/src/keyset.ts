import type { Knex } from 'knex';

/** A keyset bound: the sort instant and the id breaking ties (a decoded cursor). */
export interface KeysetBound {
  at: Date | string;
  id: string;
}

/** A page request of a keyset list: `before` goes back to newer items, `after` on to older ones. */
export interface KeysetRange {
  limit: number;
  before?: KeysetBound;
  after?: KeysetBound;
}

/** One page of a keyset list, newest first, with whether older and newer items exist. */
export interface KeysetPage<T> {
  items: T[];
  hasOlder: boolean;
  hasNewer: boolean;
}

/** Options of {@link keysetPage}. */
export interface KeysetPageOptions {
  /**
   * Probe the other direction instead of inferring it: by default a page read `after` a cursor
   * reports `hasNewer: true` and one read `before` a cursor `hasOlder: true` (the cursor's own item
   * is there, unless it was deleted); `exact` answers both from the rows (one more indexed query).
   */
  exact?: boolean;
}

/**
 * Continues `q` after a bound, newest first on (`timeCol`, `idCol`): rows strictly older than the
 * bound (a row-value comparison, the index order), ordered newest first. Without a bound it only
 * orders. The caller adds the limit (forward-only lists read `limit + 1` to know whether there is more).
 */
export function keysetAfter(q: Knex.QueryBuilder, timeCol: string, idCol: string, after: KeysetBound | undefined): Knex.QueryBuilder {
  if (after) q.whereRaw(`(${timeCol}, ${idCol}) < (?, ?)`, [after.at, after.id]);
  return q.orderBy(timeCol, 'desc').orderBy(idCol, 'desc');
}

/** The name a selected column has in a result row (`d.created_at` → `created_at`). */
const rowKey = (col: string) => col.slice(col.lastIndexOf('.') + 1);

/**
 * Pages `q` newest first on (`timeCol`, `idCol`) (cursor style of api_logs: a page boundary is a
 * position in the order, so pages stay stable while new rows arrive). `after` continues to older
 * items; `before` goes back to newer ones (read ascending, then reversed). `q` is not modified (it is
 * cloned); it may carry joins and a select, but must select `timeCol` and `idCol` for `exact`.
 */
export async function keysetPage<T>(
  q: Knex.QueryBuilder,
  timeCol: string,
  idCol: string,
  range: KeysetRange,
  opts: KeysetPageOptions = {},
): Promise<KeysetPage<T>> {
  const limit = range.limit;
  const exists = async (op: '<' | '>', row: T | undefined) => {
    if (!row) return false;
    const r = row as Record<string, unknown>;
    return Boolean(
      await q
        .clone()
        .whereRaw(`(${timeCol}, ${idCol}) ${op} (?, ?)`, [r[rowKey(timeCol)] as Knex.Value, r[rowKey(idCol)] as Knex.Value])
        .first(idCol),
    );
  };
  if (range.before) {
    const rows = (await q
      .clone()
      .whereRaw(`(${timeCol}, ${idCol}) > (?, ?)`, [range.before.at, range.before.id])
      .orderBy(timeCol, 'asc')
      .orderBy(idCol, 'asc')
      .limit(limit + 1)) as T[];
    const items = rows.slice(0, limit).reverse();
    const hasNewer = rows.length > limit;
    return { items, hasNewer, hasOlder: opts.exact ? await exists('<', items[items.length - 1]) : true };
  }
  const rows = (await keysetAfter(q.clone(), timeCol, idCol, range.after).limit(limit + 1)) as T[];
  const items = rows.slice(0, limit);
  const hasOlder = rows.length > limit;
  return { items, hasOlder, hasNewer: opts.exact ? await exists('>', items[0]) : Boolean(range.after) };
}
