import { randomUUID } from 'node:crypto';
import type { Db } from '@platform/db';

/** How long a key and its answer are kept, from the first attempt (decision 0013). */
export const IDEMPOTENCY_KEY_TTL = '24 hours';

/** What claiming a key for an attempt found. */
export type Claim =
  /** This attempt holds the key (new, or taken over from an expired lease or an expired answer). */
  | { kind: 'claimed'; leaseId: string }
  /** The key's stored answer, for the same request: replay it. */
  | { kind: 'replay'; status: number; response: string }
  /** An attempt with this key is still running. */
  | { kind: 'running' }
  /** The key was used with another request (method, path or body). */
  | { kind: 'mismatch' };

const CLAIM_SQL = `insert into idempotency_keys (project_id, key_hash, fingerprint, state, lease_id, lease_until, created_at, expires_at)
  values ($1, $2, $3, 'running', $4, now() + $5::integer * interval '1 millisecond', now(), now() + interval '${IDEMPOTENCY_KEY_TTL}')
  on conflict (project_id, key_hash) do update
    set fingerprint = excluded.fingerprint, state = 'running', lease_id = excluded.lease_id, lease_until = excluded.lease_until,
        response_status = null, response = null, created_at = excluded.created_at, expires_at = excluded.expires_at
    where idempotency_keys.expires_at <= now() or (idempotency_keys.state = 'running' and idempotency_keys.lease_until <= now())
  returning lease_id`;

const READ_SQL = `select fingerprint, state, response_status, response from idempotency_keys
  where project_id = $1 and key_hash = $2 and expires_at > now() and (state = 'done' or lease_until > now())`;

/**
 * The gateway's idempotency keys (decision 0013), in its own Postgres schema: a row per (project,
 * SHA-256 of the key). An attempt claims the key with a lease (`running` until `lease_until`), then
 * stores its answer (`done`) or frees the key; a lease that runs out (the gateway died) frees it too.
 * Lease and expiry are read against the database's clock, the same for every replica.
 */
export class IdempotencyKeysRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims `(projectId, keyHash)` for an attempt of the request `fingerprint`, holding it `leaseMs`;
   * or answers what holds it. One insert-or-take-over statement, then (when it is held) one read; a
   * key freed between the two is claimed again.
   */
  async claim(projectId: string, keyHash: string, fingerprint: string, leaseMs: number): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const leaseId = randomUUID();
      const claimed = await this.db.query(CLAIM_SQL, [projectId, keyHash, fingerprint, leaseId, Math.ceil(leaseMs)], { name: 'idempotency_keys.claim.v1' });
      if (claimed.length) return { kind: 'claimed', leaseId };
      const [row] = await this.db.query<{ fingerprint: string; state: string; response_status: number | null; response: string | null }>(
        READ_SQL,
        [projectId, keyHash],
        {
          name: 'idempotency_keys.read.v1',
        },
      );
      if (!row) continue;
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.state === 'done' && row.response_status !== null && row.response !== null)
        return { kind: 'replay', status: row.response_status, response: row.response };
      return { kind: 'running' };
    }
    // Claimed and freed by others three times in a row: as busy as a running attempt.
    return { kind: 'running' };
  }

  /** Stores the answer of the attempt holding `leaseId`; false when it no longer holds the key. */
  async complete(projectId: string, keyHash: string, leaseId: string, status: number, response: string): Promise<boolean> {
    const n = await this.db
      .knex('idempotency_keys')
      .where({ project_id: projectId, key_hash: keyHash, lease_id: leaseId, state: 'running' })
      .update({ state: 'done', response_status: status, response });
    return n > 0;
  }

  /** Holds the key `leaseMs` longer from now (an answer still to come); false when the attempt no longer holds it. */
  async extend(projectId: string, keyHash: string, leaseId: string, leaseMs: number): Promise<boolean> {
    const n = await this.db
      .knex('idempotency_keys')
      .where({ project_id: projectId, key_hash: keyHash, lease_id: leaseId, state: 'running' })
      .update({ lease_until: this.db.knex.raw(`now() + ?::integer * interval '1 millisecond'`, [Math.ceil(leaseMs)]) });
    return n > 0;
  }

  /** Frees the key held by `leaseId` (the attempt's answer is not kept): a retry runs again. */
  async release(projectId: string, keyHash: string, leaseId: string): Promise<void> {
    await this.db.knex('idempotency_keys').where({ project_id: projectId, key_hash: keyHash, lease_id: leaseId, state: 'running' }).delete();
  }

  /** Deletes up to `limit` expired keys; returns how many. */
  async purgeExpired(limit: number): Promise<number> {
    const rows = await this.db.query(
      `delete from idempotency_keys where ctid in (select ctid from idempotency_keys where expires_at <= now() limit $1) returning 1 as one`,
      [limit],
    );
    return rows.length;
  }
}
