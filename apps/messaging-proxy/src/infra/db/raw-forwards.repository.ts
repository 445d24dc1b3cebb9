import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '@platform/db';

/** A payload to forward to a number's webhook_destination_url. */
export interface RawForwardRow {
  id: string;
  internal_id: string;
  project_id: string;
  phone_number_id: string;
  url: string;
  body: Buffer;
  status: 'pending' | 'delivered' | 'failed';
  attempt_count: number;
  next_attempt_at: Date;
  last_status: number | null;
  last_error: string | null;
}

/** The raw forwarding queue (decision 0501): rows written with the receipt, claimed by the worker. */
export class RawForwardsRepository {
  constructor(private readonly db: Db) {}

  /** Queues a payload in the receiver's transaction. */
  async enqueue(trx: Trx, f: { internalId: string; projectId: string; phoneNumberId: string; url: string; body: Buffer; now: Date }): Promise<void> {
    await trx('raw_forwards').insert({
      id: randomUUID(),
      internal_id: f.internalId,
      project_id: f.projectId,
      phone_number_id: f.phoneNumberId,
      url: f.url,
      body: f.body,
      status: 'pending',
      attempt_count: 0,
      next_attempt_at: f.now,
      created_at: f.now,
      updated_at: f.now,
    });
  }

  /**
   * Claims due rows (SKIP LOCKED, so replicas share the queue) by pushing their next attempt past
   * the lease; the worker then records the outcome. Oldest first per number.
   */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<RawForwardRow[]> {
    return this.db.transaction(async (trx) => {
      const rows = (await trx('raw_forwards')
        .where({ status: 'pending' })
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()) as RawForwardRow[];
      if (rows.length)
        await trx('raw_forwards')
          .whereIn(
            'id',
            rows.map((r) => r.id),
          )
          .update({ next_attempt_at: new Date(now.getTime() + leaseMs) });
      return rows;
    });
  }

  /** Records an attempt's outcome; a delivered or failed forward drops its body. */
  async recordAttempt(
    id: string,
    o: { status: 'pending' | 'delivered' | 'failed'; attempts: number; nextAttemptAt: Date; lastStatus?: number; lastError?: string; now: Date },
  ): Promise<void> {
    await this.db
      .knex('raw_forwards')
      .where({ id })
      .update({
        status: o.status,
        attempt_count: o.attempts,
        next_attempt_at: o.nextAttemptAt,
        last_status: o.lastStatus ?? null,
        last_error: o.lastError?.slice(0, 500) ?? null,
        delivered_at: o.status === 'delivered' ? o.now : null,
        // A finished forward keeps no copy of the payload (personal data of the contact).
        ...(o.status === 'pending' ? {} : { body: Buffer.alloc(0) }),
        updated_at: o.now,
      });
  }

  /** Forwards of a number, oldest first (tests and operations). */
  async ofNumber(internalId: string): Promise<RawForwardRow[]> {
    return (await this.db.knex('raw_forwards').where({ internal_id: internalId }).orderBy('created_at')) as RawForwardRow[];
  }
}
