import type { broadcasts } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { Trx } from '@platform/db';

const iso = (v: unknown): string | undefined => (v ? new Date(v as string).toISOString() : undefined);

/** A broadcast row with what the state machine needs. */
export interface BroadcastRow {
  view: broadcasts.Broadcast;
  locked: boolean;
}

function toRow(r: Record<string, unknown>): BroadcastRow {
  return {
    view: {
      id: r.id as string,
      name: r.name as string,
      status: r.status as string,
      scheduled_at: iso(r.scheduled_at),
      started_at: iso(r.started_at),
      completed_at: iso(r.completed_at),
      suppressed_count: Number(r.suppressed_count),
    },
    locked: Boolean(r.locked_by_copy_id),
  };
}

/** Broadcasts of a project. Every method takes the project id. */
export class BroadcastsRepository {
  constructor(readonly db: Db) {}

  /** One broadcast of the project (optionally locked FOR UPDATE inside a transaction). */
  async get(projectId: string, id: string, trx?: Trx): Promise<BroadcastRow | undefined> {
    const q = (trx ?? this.db.knex)('broadcasts').where({ project_id: projectId, id });
    if (trx) q.forUpdate();
    const r = await q.first();
    return r ? toRow(r) : undefined;
  }

  /** Marks a broadcast as sending now. */
  async markSending(trx: Trx, projectId: string, id: string, now: Date): Promise<void> {
    await trx('broadcasts')
      .where({ project_id: projectId, id })
      .update({ status: 'sending', started_at: now, scheduled_at: null, completed_at: null, updated_at: now });
  }
}
