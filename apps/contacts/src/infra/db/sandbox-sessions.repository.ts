import type { Db, Trx } from '@platform/db';
import type { SandboxStatus } from '../../domain/sandbox';

/** A stored sandbox session. */
export interface SandboxSessionRow {
  id: string;
  project_id: string;
  phone_number: string;
  status: SandboxStatus;
  activation_code: string;
  business_scoped_user_id: string | null;
  activated_at: Date | string | null;
  expires_at: Date | string;
  superseded_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Sandbox sessions. Reads take the project id; the activation path looks codes up platform-wide. */
export class SandboxSessionsRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a session; false when its code collides with another pending session's. */
  async insert(trx: Trx, row: SandboxSessionRow): Promise<boolean> {
    const rows = await trx.raw(
      `insert into sandbox_sessions (id, project_id, phone_number, status, activation_code, expires_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (activation_code) where status = 'pending_activation' do nothing returning id`,
      [row.id, row.project_id, row.phone_number, row.status, row.activation_code, row.expires_at, row.created_at, row.updated_at],
    );
    return (rows as { rows: unknown[] }).rows.length > 0;
  }

  /** One session of a project. */
  async get(projectId: string, id: string): Promise<SandboxSessionRow | undefined> {
    return (await this.db.knex('sandbox_sessions').where({ project_id: projectId, id }).first()) as SandboxSessionRow | undefined;
  }

  /** Sessions of a project, newest first (at most 100). */
  async list(projectId: string, status?: string): Promise<SandboxSessionRow[]> {
    const q = this.db.knex('sandbox_sessions').where({ project_id: projectId });
    if (status) q.where({ status });
    return (await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100)) as SandboxSessionRow[];
  }

  /** The pending session holding a code, locked. */
  async pendingByCode(trx: Trx, code: string): Promise<SandboxSessionRow | undefined> {
    return (await trx('sandbox_sessions').where({ activation_code: code, status: 'pending_activation' }).forUpdate().first()) as SandboxSessionRow | undefined;
  }

  /** The active session of a tester's number (by phone number or business-scoped user id), locked. */
  async activeFor(trx: Trx, ids: { phoneNumber?: string; userId?: string }): Promise<SandboxSessionRow | undefined> {
    if (!ids.phoneNumber && !ids.userId) return undefined;
    return (await trx('sandbox_sessions')
      .where({ status: 'active' })
      .where((w) => {
        if (ids.phoneNumber) w.orWhere('phone_number', ids.phoneNumber);
        if (ids.userId) w.orWhere('business_scoped_user_id', ids.userId);
      })
      .orderBy('activated_at', 'desc')
      .forUpdate()
      .first()) as SandboxSessionRow | undefined;
  }

  /** Activates a session. */
  async activate(trx: Trx, id: string, p: { userId?: string; now: Date }): Promise<void> {
    await trx('sandbox_sessions')
      .where({ id })
      .update({ status: 'active', activated_at: p.now, business_scoped_user_id: p.userId ?? null, updated_at: p.now });
  }

  /** Supersedes a session. */
  async supersede(trx: Trx, id: string, now: Date): Promise<void> {
    await trx('sandbox_sessions').where({ id }).update({ status: 'superseded', superseded_at: now, updated_at: now });
  }

  /** Rotates the business-scoped user id of sessions (identity change). */
  async rotateUserId(trx: Trx, previous: string, next: string, now: Date): Promise<void> {
    await trx('sandbox_sessions').where({ business_scoped_user_id: previous }).update({ business_scoped_user_id: next, updated_at: now });
  }
}
