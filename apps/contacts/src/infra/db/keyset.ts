import type { Knex } from 'knex';

/** A position in a most-recent-first list: the sort time and the id breaking ties. */
export interface Cursor {
  /** A parsed instant (bound as a Date, never as client text). */
  at: Date;
  id: string;
}

/** One page of a keyset list, newest first, with whether older and newer items exist. */
export interface KeysetPage<T> {
  items: T[];
  hasOlder: boolean;
  hasNewer: boolean;
}

/**
 * Pages `q` newest first on (`timeCol`, `idCol`): `after` continues to older items, `before` goes
 * back to newer ones (cursor style of api_logs, stable while new rows arrive).
 */
export async function keysetPage<T extends { id: string }>(
  q: Knex.QueryBuilder,
  timeCol: string,
  idCol: string,
  f: { limit: number; before?: Cursor; after?: Cursor },
): Promise<KeysetPage<T>> {
  if (f.before) {
    const rows = (await q
      .clone()
      .whereRaw(`(${timeCol}, ${idCol}) > (?, ?)`, [f.before.at, f.before.id])
      .orderBy(timeCol, 'asc')
      .orderBy(idCol, 'asc')
      .limit(f.limit + 1)) as T[];
    const hasNewer = rows.length > f.limit;
    return { items: rows.slice(0, f.limit).reverse(), hasNewer, hasOlder: true };
  }
  const page = q.clone();
  if (f.after) page.whereRaw(`(${timeCol}, ${idCol}) < (?, ?)`, [f.after.at, f.after.id]);
  const rows = (await page
    .orderBy(timeCol, 'desc')
    .orderBy(idCol, 'desc')
    .limit(f.limit + 1)) as T[];
  return { items: rows.slice(0, f.limit), hasOlder: rows.length > f.limit, hasNewer: Boolean(f.after) };
}
