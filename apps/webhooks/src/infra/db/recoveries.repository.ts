import { offsetPage, type Db, type Trx } from '@platform/db';

/** States of a recovery job (decision 0304). */
type RecoveryStatus = 'queued' | 'running' | 'completed' | 'failed';

/** A recovery row as stored. */
export interface RecoveryRow {
  id: string;
  project_id: string;
  webhook_id: string;
  status: RecoveryStatus;
  since: Date;
  until: Date;
  total: number;
  resent: number;
  succeeded: number;
  failed: number;
  skipped: number;
  error: string | null;
  created_at: Date;
  updated_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** Counter increments of one step. */
export type RecoveryCounts = Pick<RecoveryRow, 'resent' | 'succeeded' | 'failed' | 'skipped'>;

/** Recovery jobs and the deliveries each resends. Every public read takes the project id. */
export class RecoveriesRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a queued job unless an identical one (webhook, since, until) is queued or running; returns the stored one. */
  async insertOrActive(
    row: Pick<RecoveryRow, 'id' | 'project_id' | 'webhook_id' | 'since' | 'until' | 'created_at' | 'updated_at'>,
  ): Promise<{ row: RecoveryRow; created: boolean }> {
    return this.db.transaction(async (trx) => {
      const ins = (
        await trx.raw(
          `INSERT INTO webhook_recoveries (id, project_id, webhook_id, status, since, until, created_at, updated_at)
           VALUES (?, ?, ?, 'queued', ?, ?, ?, ?)
           ON CONFLICT (webhook_id, since, until) WHERE status IN ('queued', 'running') DO NOTHING
           RETURNING *`,
          [row.id, row.project_id, row.webhook_id, row.since, row.until, row.created_at, row.updated_at],
        )
      ).rows as RecoveryRow[];
      if (ins.length > 0) return { row: ins[0], created: true };
      const existing = (await trx('webhook_recoveries')
        .where({ project_id: row.project_id, webhook_id: row.webhook_id, since: row.since, until: row.until })
        .whereIn('status', ['queued', 'running'])
        .first()) as RecoveryRow | undefined;
      // The active one finished between the two statements: a new job is due; the caller retries.
      if (!existing) throw new Error('recovery finished concurrently; retry');
      return { row: existing, created: false };
    });
  }

  /** One job of the project's webhook, or undefined. */
  async get(projectId: string, webhookId: string, id: string): Promise<RecoveryRow | undefined> {
    return (await this.db.knex('webhook_recoveries').where({ project_id: projectId, webhook_id: webhookId, id }).first()) as RecoveryRow | undefined;
  }

  /** A page of the webhook's jobs, most recent first. */
  async list(projectId: string, webhookId: string, page: number, perPage: number): Promise<{ items: RecoveryRow[]; total: number }> {
    const q = this.db.knex('webhook_recoveries').where({ project_id: projectId, webhook_id: webhookId });
    return offsetPage(q, { newest: 'created_at', tieBreak: 'id' }, page, perPage, (r) => r as unknown as RecoveryRow);
  }

  /** Active jobs, oldest first, locked for one step (SKIP LOCKED: another process stepping one is passed over). */
  async lockActive(trx: Trx, limit: number): Promise<RecoveryRow[]> {
    return (await trx('webhook_recoveries')
      .whereIn('status', ['queued', 'running'])
      .orderBy('created_at', 'asc')
      .limit(limit)
      .forUpdate()
      .skipLocked()) as RecoveryRow[];
  }

  /** Snapshots the webhook's failed (non-test) deliveries created in [since, until) as the job's items; returns how many. */
  async snapshot(trx: Trx, r: RecoveryRow): Promise<number> {
    const res = await trx.raw(
      `INSERT INTO webhook_recovery_items (recovery_id, delivery_id, delivery_created_at, state)
       SELECT ?, id, created_at, 'queued' FROM deliveries
       WHERE webhook_id = ? AND project_id = ? AND status = 'failed' AND is_test = false AND created_at >= ? AND created_at < ?
       ON CONFLICT DO NOTHING`,
      [r.id, r.webhook_id, r.project_id, r.since, r.until],
    );
    return res.rowCount ?? 0;
  }

  /** Settles resent items whose delivery finished: delivered → succeeded, failed → failed. */
  async settle(trx: Trx, recoveryId: string): Promise<{ succeeded: number; failed: number }> {
    const res = await trx.raw(
      `UPDATE webhook_recovery_items i SET state = CASE WHEN d.status = 'delivered' THEN 'succeeded' ELSE 'failed' END
       FROM deliveries d
       WHERE i.recovery_id = ? AND i.state = 'resent' AND d.id = i.delivery_id AND d.status <> 'pending'
       RETURNING i.state`,
      [recoveryId],
    );
    const states = (res.rows as Array<{ state: string }>).map((r) => r.state);
    return { succeeded: states.filter((s) => s === 'succeeded').length, failed: states.filter((s) => s === 'failed').length };
  }

  /** Items resent and not settled yet (the job's deliveries in the dispatcher now). */
  async inFlight(trx: Trx, recoveryId: string): Promise<number> {
    const [{ n }] = (await trx('webhook_recovery_items').where({ recovery_id: recoveryId, state: 'resent' }).count({ n: '*' })) as Array<{ n: string }>;
    return Number(n);
  }

  /**
   * Resends the next `limit` queued items: each delivery still failed goes back to pending, due now,
   * with one attempt (single_attempt); one no longer failed (redelivered meanwhile, or delivered) is
   * skipped, never sent again. Returns how many were resent and skipped, and whether items remain queued.
   */
  async resendNext(trx: Trx, recoveryId: string, limit: number, now: Date): Promise<{ resent: number; skipped: number }> {
    if (limit <= 0) return { resent: 0, skipped: 0 };
    const next = (await trx('webhook_recovery_items')
      .where({ recovery_id: recoveryId, state: 'queued' })
      .orderBy([{ column: 'delivery_created_at' }, { column: 'delivery_id' }])
      .limit(limit)
      .select('delivery_id')) as Array<{ delivery_id: string }>;
    if (next.length === 0) return { resent: 0, skipped: 0 };
    const ids = next.map((r) => r.delivery_id);
    const resentRows = (await trx('deliveries')
      .whereIn('id', ids)
      .where({ status: 'failed' })
      .update({ status: 'pending', attempt_count: 0, next_attempt_at: now, single_attempt: true, updated_at: now })
      .returning('id')) as Array<{ id: string }>;
    const resent = resentRows.map((r) => r.id);
    if (resent.length > 0) await trx('webhook_recovery_items').where({ recovery_id: recoveryId }).whereIn('delivery_id', resent).update({ state: 'resent' });
    const skipped = ids.filter((id) => !resent.includes(id));
    if (skipped.length > 0) await trx('webhook_recovery_items').where({ recovery_id: recoveryId }).whereIn('delivery_id', skipped).update({ state: 'skipped' });
    return { resent: resent.length, skipped: skipped.length };
  }

  /** Whether any item is still queued. */
  async hasQueued(trx: Trx, recoveryId: string): Promise<boolean> {
    return !!(await trx('webhook_recovery_items').where({ recovery_id: recoveryId, state: 'queued' }).first('delivery_id'));
  }

  /** The state of a job's webhook (deleted rows included), or undefined when the row is gone. */
  async webhookState(trx: Trx, webhookId: string): Promise<{ active: boolean; deleted_at: Date | null; disabled_reason: string | null } | undefined> {
    return (await trx('webhooks').where({ id: webhookId }).first('active', 'deleted_at', 'disabled_reason')) as
      { active: boolean; deleted_at: Date | null; disabled_reason: string | null } | undefined;
  }

  /** Resends of this webhook (any job) still pending in the delivery engine. */
  async pendingResends(trx: Trx, webhookId: string): Promise<number> {
    const [{ n }] = (await trx('deliveries').where({ webhook_id: webhookId, status: 'pending', single_attempt: true }).count({ n: '*' })) as Array<{
      n: string;
    }>;
    return Number(n);
  }

  /** Applies a step's changes: counter increments and any other column. */
  async update(trx: Trx, id: string, inc: Partial<RecoveryCounts>, changes: Partial<RecoveryRow>): Promise<void> {
    const q = trx('webhook_recoveries').where({ id });
    const set: Record<string, unknown> = { ...changes };
    for (const [k, v] of Object.entries(inc)) if (v) set[k] = trx.raw('?? + ?', [k, v]);
    await q.update(set);
  }
}
