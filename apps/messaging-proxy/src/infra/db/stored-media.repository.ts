import type { Db, Trx } from '@platform/db';

/** A received media id of a project and its copy in the platform's storage (decision 0251). */
export interface StoredMediaRow {
  projectId: string;
  mediaId: string;
  phoneNumberId: string;
  status: 'pending' | 'stored' | 'failed';
  sha256: string | null;
  mimeType: string | null;
  size: number | null;
  receivedAt: Date;
  storedAt: Date | null;
  attemptCount: number;
  nextAttemptAt: Date;
  lastError: string | null;
}

type Raw = Record<string, unknown>;

function rowOf(r: Raw): StoredMediaRow {
  return {
    projectId: r.project_id as string,
    mediaId: r.media_id as string,
    phoneNumberId: r.phone_number_id as string,
    status: r.status as StoredMediaRow['status'],
    sha256: (r.sha256 as string | null) ?? null,
    mimeType: (r.mime_type as string | null) ?? null,
    size: r.size === null || r.size === undefined ? null : Number(r.size),
    receivedAt: new Date(r.received_at as string),
    storedAt: r.stored_at ? new Date(r.stored_at as string) : null,
    attemptCount: Number(r.attempt_count),
    nextAttemptAt: new Date(r.next_attempt_at as string),
    lastError: (r.last_error as string | null) ?? null,
  };
}

/**
 * Inbound media kept by the platform (decision 0251): `stored_media`, one row per (project, media id)
 * received, which is also the fetch job (claimed like the raw forwards, SKIP LOCKED), and
 * `media_objects`, one row per stored content (SHA-256), which the retention sweep deletes once no
 * row references it.
 */
export class StoredMediaRepository {
  constructor(private readonly db: Db) {}

  /** Queues the fetch of a received media id in the receiver's transaction (a redelivery changes nothing). */
  async enqueue(trx: Trx, m: { projectId: string; mediaId: string; phoneNumberId: string; mimeType?: string; now: Date }): Promise<void> {
    await trx('stored_media')
      .insert({
        project_id: m.projectId,
        media_id: m.mediaId,
        phone_number_id: m.phoneNumberId,
        status: 'pending',
        mime_type: m.mimeType ?? null,
        received_at: m.now,
        attempt_count: 0,
        next_attempt_at: m.now,
      })
      .onConflict(['project_id', 'media_id'])
      .ignore();
  }

  /**
   * Claims due fetches across projects (kind 1: an engine's claim) by pushing their next attempt
   * past the lease; the worker then records the outcome. Oldest first.
   */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<StoredMediaRow[]> {
    return this.db.transaction(async (trx) => {
      const rows = (await trx('stored_media')
        .where({ status: 'pending' })
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()) as Raw[];
      for (const r of rows)
        await trx('stored_media')
          .where({ project_id: r.project_id, media_id: r.media_id })
          .update({ next_attempt_at: new Date(now.getTime() + leaseMs) });
      return rows.map(rowOf);
    });
  }

  /** The project's media id with its stored copy, or undefined (another project's reads as unknown). */
  async get(projectId: string, mediaId: string): Promise<StoredMediaRow | undefined> {
    const r = (await this.db.knex('stored_media').where({ project_id: projectId, media_id: mediaId }).first()) as Raw | undefined;
    return r ? rowOf(r) : undefined;
  }

  /**
   * Marks the content `sha256` as about to be referenced (kind 4: objects belong to no project) and
   * answers whether its bytes are already stored. Waits for a retention sweep deleting it, then
   * inserts it afresh.
   */
  async touchObject(sha256: string, size: number, now: Date): Promise<{ stored: boolean }> {
    const rows = (await this.db
      .knex('media_objects')
      .insert({ sha256, size, stored_at: null, touched_at: now })
      .onConflict('sha256')
      .merge({ touched_at: now })
      .returning(['stored_at'])) as Raw[];
    return { stored: Boolean(rows[0]?.stored_at) };
  }

  /** Records that the bytes of `sha256` are in the storage (kind 4). */
  async objectStored(sha256: string, now: Date): Promise<void> {
    await this.db.knex('media_objects').where({ sha256 }).update({ stored_at: now, touched_at: now });
  }

  /** Records a fetched media id as stored under its content (kind 2: the row was claimed under its project). */
  async markStored(row: StoredMediaRow, s: { sha256: string; size: number; mimeType: string; attempts: number; now: Date }): Promise<void> {
    await this.db
      .knex('stored_media')
      .where({ project_id: row.projectId, media_id: row.mediaId })
      .update({ status: 'stored', sha256: s.sha256, size: s.size, mime_type: s.mimeType, stored_at: s.now, attempt_count: s.attempts, last_error: null });
  }

  /** Records a failed attempt: retried at `nextAttemptAt`, or given up (`failed`) when none (kind 2). */
  async markAttemptFailed(row: StoredMediaRow, f: { attempts: number; error: string; nextAttemptAt?: Date; now: Date }): Promise<void> {
    await this.db
      .knex('stored_media')
      .where({ project_id: row.projectId, media_id: row.mediaId })
      .update({
        status: f.nextAttemptAt ? 'pending' : 'failed',
        attempt_count: f.attempts,
        next_attempt_at: f.nextAttemptAt ?? f.now,
        last_error: f.error.slice(0, 500),
      });
  }

  /** Deletes media rows received before `cutoff`, across projects (kind 1: retention); answers how many. */
  async deleteReceivedBefore(cutoff: Date, limit: number): Promise<number> {
    return this.db
      .knex('stored_media')
      .whereIn(['project_id', 'media_id'], this.db.knex('stored_media').select('project_id', 'media_id').where('received_at', '<', cutoff).limit(limit))
      .delete();
  }

  /**
   * Deletes up to `limit` contents no media row references and no fetch touched since `touchedBefore`
   * (kind 4): in one transaction, the rows are locked, `removeBytes` deletes their bytes from the
   * storage, then the rows go; a fetch touching one of them meanwhile waits and stores it afresh.
   * Answers the deleted hashes.
   */
  async deleteUnreferencedObjects(touchedBefore: Date, limit: number, removeBytes: (sha256: string[]) => Promise<void>): Promise<string[]> {
    return this.db.transaction(async (trx) => {
      const rows = (await trx('media_objects as o')
        .select('o.sha256')
        .where('o.touched_at', '<', touchedBefore)
        .whereNotExists(trx('stored_media as m').select(trx.raw('1')).whereRaw('m.sha256 = o.sha256'))
        .limit(limit)
        .forUpdate()
        .skipLocked()) as Raw[];
      const hashes = rows.map((r) => r.sha256 as string);
      if (!hashes.length) return [];
      await removeBytes(hashes);
      await trx('media_objects').whereIn('sha256', hashes).delete();
      return hashes;
    });
  }
}
