import type { Knex } from 'knex';

/**
 * One page of an offset-paged list (page 1 first) and the total it is cut from: `count(*)` of the
 * query, then its rows newest first (`newest` desc, then `tieBreak` desc so equal times keep one order).
 * The `{ page, per_page, total }` lists of the spec page through it.
 */
export async function offsetPage<T>(
  q: Knex.QueryBuilder,
  order: { newest: string; tieBreak: string },
  page: number,
  perPage: number,
  toItem: (r: Record<string, unknown>) => T,
): Promise<{ items: T[]; total: number }> {
  const [{ count }] = await q.clone().count<{ count: string | number }[]>({ count: '*' });
  const rows = await q
    .orderBy([
      { column: order.newest, order: 'desc' },
      { column: order.tieBreak, order: 'desc' },
    ])
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { items: (rows as Record<string, unknown>[]).map(toItem), total: Number(count) };
}
