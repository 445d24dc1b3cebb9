import type { Db, Trx } from '@platform/db';

/** A customer's thread on a shared number, as messaging-proxy reported it (decision 0231). */
export interface ThreadRow {
  project_id: string;
  phone_number_id: string;
  customer: string;
  handler: string;
  owner_app_id: string | null;
  changed_at: Date | string;
  last_customer_message_at: Date | string | null;
}

/** Thread ownership projected from messaging-proxy's ThreadChanged events. Every method takes the project id. */
export class ThreadsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the thread as reported; an older report never overwrites a newer one. Answers whether the
   * report's handler applied (its `changed_at` is not older than the stored one; an equal one, a
   * redelivery, applies again), decided in the same statement.
   */
  async upsert(
    trx: Trx,
    t: Omit<ThreadRow, 'changed_at' | 'last_customer_message_at'> & { changed_at: Date; last_customer_message_at: Date | null },
    now: Date,
  ): Promise<boolean> {
    const rows = (await trx('threads')
      .insert({ ...t, updated_at: now })
      .onConflict(['project_id', 'phone_number_id', 'customer'])
      .merge({
        handler: trx.raw('case when threads.changed_at <= excluded.changed_at then excluded.handler else threads.handler end'),
        owner_app_id: trx.raw('case when threads.changed_at <= excluded.changed_at then excluded.owner_app_id else threads.owner_app_id end'),
        changed_at: trx.raw('greatest(threads.changed_at, excluded.changed_at)'),
        last_customer_message_at: trx.raw('greatest(threads.last_customer_message_at, excluded.last_customer_message_at)'),
        updated_at: now,
      })
      .returning('changed_at')) as Array<{ changed_at: Date | string }>;
    // The stored change is the report's exactly when the report was not older (greatest above).
    return rows.length > 0 && new Date(rows[0].changed_at).getTime() === t.changed_at.getTime();
  }

  /** The thread of a contact (by its phone digits or business-scoped user id) on a number, or undefined. */
  async forContact(
    projectId: string,
    phoneNumberId: string,
    customers: Array<string | null | undefined>,
    on: Trx | Db['knex'] = this.db.knex,
  ): Promise<ThreadRow | undefined> {
    const keys = customers.filter((c): c is string => typeof c === 'string' && c !== '');
    if (keys.length === 0) return undefined;
    return (await on('threads')
      .where({ project_id: projectId, phone_number_id: phoneNumberId })
      .whereIn('customer', keys)
      .orderBy('changed_at', 'desc')
      .first()) as ThreadRow | undefined;
  }

  /**
   * {@link forContact} for many conversations in one statement (the set-based inbound path, decision
   * 0502): the newest thread of each want's customers on its number, by the want's index.
   */
  async forContacts(
    trx: Trx,
    wants: Array<{ projectId: string; phoneNumberId: string; customers: Array<string | null | undefined> }>,
  ): Promise<Map<number, ThreadRow>> {
    const keys = wants.flatMap((w, i) =>
      w.customers.filter((c): c is string => typeof c === 'string' && c !== '').map((c) => ({ i, p: w.projectId, pn: w.phoneNumberId, c })),
    );
    if (keys.length === 0) return new Map();
    const res = await trx.raw(
      `SELECT DISTINCT ON (k.i) k.i, t.* FROM unnest(?::int[], ?::uuid[], ?::text[], ?::text[]) AS k(i, p, pn, c)
         JOIN threads t ON t.project_id = k.p AND t.phone_number_id = k.pn AND t.customer = k.c
       ORDER BY k.i, t.changed_at DESC`,
      [keys.map((k) => k.i), keys.map((k) => k.p), keys.map((k) => k.pn), keys.map((k) => k.c)],
    );
    return new Map((res.rows as Array<ThreadRow & { i: number }>).map(({ i, ...t }) => [i, t]));
  }
}
