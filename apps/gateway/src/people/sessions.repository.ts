import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@platform/db';

/** A dashboard session as listed (never its cookie id, never its hash). */
export interface SessionRecord {
  id: string;
  user_id: string;
  ip_address: string;
  user_agent: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
}

/** What a request's cookie resolves to: the session, its CSRF token and its person. */
export interface ActiveSession extends SessionRecord {
  csrf_token: string;
  email: string;
}

const COLUMNS = ['s.id', 's.user_id', 's.ip_address', 's.user_agent', 's.created_at', 's.last_seen_at', 's.expires_at', 's.ended_at'] as const;

const iso = (v: unknown): string => new Date(v as Date).toISOString();

function toRecord(r: Record<string, unknown>): SessionRecord {
  return {
    id: r.id as string,
    user_id: r.user_id as string,
    ip_address: r.ip_address as string,
    user_agent: r.user_agent as string,
    created_at: iso(r.created_at),
    last_seen_at: iso(r.last_seen_at),
    expires_at: iso(r.expires_at),
    ended_at: r.ended_at === null || r.ended_at === undefined ? null : iso(r.ended_at),
  };
}

/**
 * Dashboard sessions (decision 0015), in Postgres so they survive a restart and every replica sees
 * them: the cookie's opaque id is stored only as SHA-256. Reads are by the person (their own sessions)
 * or by the cookie's hash (kind 3: the hash is what finds the person).
 */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  /** Opens a session. */
  async insert(
    input: { userId: string; tokenHash: string; csrfToken: string; ipAddress: string; userAgent: string; expiresAt: Date },
    now: Date,
    trx: Queryable = this.db.knex,
  ): Promise<SessionRecord> {
    const row = {
      id: randomUUID(),
      user_id: input.userId,
      token_hash: input.tokenHash,
      csrf_token: input.csrfToken,
      ip_address: input.ipAddress,
      user_agent: input.userAgent,
      created_at: now,
      last_seen_at: now,
      expires_at: input.expiresAt,
      ended_at: null,
    };
    await trx('sessions').insert(row);
    return toRecord(row);
  }

  /** The session a cookie's hash names, with its person, while not ended (kind 3); expiry is the caller's check. */
  async byTokenHash(tokenHash: string): Promise<ActiveSession | undefined> {
    const row = await this.db
      .knex('sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .where('s.token_hash', tokenHash)
      .whereNull('s.ended_at')
      .first([...COLUMNS, 's.csrf_token', 'u.email']);
    return row ? { ...toRecord(row), csrf_token: row.csrf_token as string, email: row.email as string } : undefined;
  }

  /** Notes a session's use (kind 2: the cookie resolved it); callers write at most once a minute per session. */
  async touch(sessionId: string, now: Date): Promise<void> {
    await this.db.knex('sessions').where({ id: sessionId }).update({ last_seen_at: now });
  }

  /** A person's open sessions, most recent first. */
  async listOpen(userId: string, now: Date): Promise<SessionRecord[]> {
    const rows = await this.db
      .knex('sessions as s')
      .where('s.user_id', userId)
      .whereNull('s.ended_at')
      .where('s.expires_at', '>', now)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .select(COLUMNS);
    return rows.map(toRecord);
  }

  /** Ends one of a person's sessions; another person's session reads as unknown (undefined). Ending an ended one answers it unchanged. */
  async end(userId: string, sessionId: string, now: Date): Promise<SessionRecord | undefined> {
    await this.db.knex('sessions').where({ user_id: userId, id: sessionId }).whereNull('ended_at').update({ ended_at: now });
    const row = await this.db.knex('sessions as s').where({ 's.user_id': userId, 's.id': sessionId }).first(COLUMNS);
    return row ? toRecord(row) : undefined;
  }

  /** Ends every open session of a person (kind 2: after their password changed), but `keep`. */
  async endAll(trx: Queryable, userId: string, now: Date, keep?: string): Promise<void> {
    const q = trx('sessions').where({ user_id: userId }).whereNull('ended_at');
    if (keep) q.whereNot({ id: keep });
    await q.update({ ended_at: now });
  }

  /**
   * Deletes up to `limit` sessions ended or expired more than {@link CLOSED_SESSION_RETENTION_MS}
   * ago (no cookie can use them; the audit of sign-ins is not kept here); returns how many.
   */
  async purgeClosed(now: Date, limit: number): Promise<number> {
    const before = new Date(now.getTime() - CLOSED_SESSION_RETENTION_MS);
    const rows = await this.db.query(
      `delete from sessions where id in (select id from sessions where coalesce(ended_at, expires_at) < $1 or expires_at < $1 limit $2) returning 1 as one`,
      [before, limit],
    );
    return rows.length;
  }
}

/** How long an ended or expired session is kept before the purge deletes it. */
export const CLOSED_SESSION_RETENTION_MS = 30 * 24 * 3600_000;
