import type { Db, Queryable, Trx } from '@platform/db';
import type { EventRow } from './deliveries.repository';

/** A live listener as stored (decision 0028). */
export interface ListenerRow {
  id: string;
  project_id: string;
  /** Event names it receives; empty: every event. */
  events: string[];
  payload_version: string;
  phone_number_id: string | null;
  /** The signing secret, sealed bound to the listener id (as webhook secrets, decision 0303). */
  secret_enc: string;
  created_at: Date;
  /** Ends here unless a stream's keep-alive pushes it back. */
  expires_at: Date;
  /** Set by DELETE; the row stays until the retention sweep. */
  deleted_at: Date | null;
}

/** The `webhook_listeners` table. */
export class ListenersRepository {
  constructor(private readonly db: Db) {}

  async insert(row: ListenerRow): Promise<void> {
    await this.db.knex('webhook_listeners').insert(row);
  }

  /** A live listener of the project (not deleted, not expired at `now`); a foreign id reads as unknown. */
  async getLive(projectId: string, id: string, now: Date, on: Queryable = this.db.knex): Promise<ListenerRow | undefined> {
    return (await on('webhook_listeners').where({ project_id: projectId, id }).whereNull('deleted_at').where('expires_at', '>', now).first()) as
      ListenerRow | undefined;
  }

  /** Pushes a live listener's expiry to `expiresAt`; undefined when it is gone. */
  async keep(projectId: string, id: string, now: Date, expiresAt: Date): Promise<ListenerRow | undefined> {
    const rows = (await this.db
      .knex('webhook_listeners')
      .where({ project_id: projectId, id })
      .whereNull('deleted_at')
      .where('expires_at', '>', now)
      .update({ expires_at: expiresAt })
      .returning('*')) as ListenerRow[];
    return rows[0];
  }

  /** Ends a listener; true when it existed in the project and was not already deleted. */
  async delete(projectId: string, id: string, now: Date): Promise<boolean> {
    const n = await this.db.knex('webhook_listeners').where({ project_id: projectId, id }).whereNull('deleted_at').update({ deleted_at: now });
    return n > 0;
  }

  /** The project's live listeners that take `event` (or every event), in the fan-out's transaction. */
  async liveFor(trx: Trx, projectId: string, event: string, now: Date): Promise<ListenerRow[]> {
    return (await trx('webhook_listeners')
      .where({ project_id: projectId })
      .whereNull('deleted_at')
      .where('expires_at', '>', now)
      .where((q) => q.whereRaw('cardinality(events) = 0').orWhereRaw('? = ANY(events)', [event]))) as ListenerRow[];
  }

  /** One stored event of the project (a foreign id reads as unknown). */
  async event(projectId: string, eventId: string): Promise<EventRow | undefined> {
    return (await this.db.knex('events').where({ project_id: projectId, id: eventId }).first()) as EventRow | undefined;
  }

  /**
   * The project's stored events created at or after `from`, oldest first (then by id), named in
   * `names` (empty: any), at most `limit` (a listener's resume after a reconnect).
   */
  async eventsFrom(projectId: string, from: Date, names: string[], limit: number): Promise<EventRow[]> {
    const q = this.db.knex('events').where({ project_id: projectId }).where('created_at', '>=', from);
    if (names.length) q.whereIn('name', names);
    return (await q.orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(limit)) as EventRow[];
  }

  /**
   * Retention, across all projects by design (kind 1): deletes up to `limit` listeners that ended
   * (deleted or expired) before `cutoff`.
   */
  async deleteEndedBefore(cutoff: Date, limit: number): Promise<number> {
    const ids = this.db
      .knex('webhook_listeners')
      .where((q) => q.where('expires_at', '<', cutoff).orWhere('deleted_at', '<', cutoff))
      .limit(limit)
      .select('id');
    return this.db.knex('webhook_listeners').whereIn('id', ids).del();
  }
}
