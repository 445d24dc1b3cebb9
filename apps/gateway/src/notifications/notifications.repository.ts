import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@platform/db';
import type { Role } from '../keys/roles';
import type { NotificationChannel, NotificationKind } from './notification-kinds';

/** A notification as stored. */
export interface NotificationRow {
  id: string;
  project_id: string;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  resource_type: string | null;
  resource_id: string | null;
  link_path: string | null;
  created_at: string;
  read_at: string | null;
}

/** A new notification of one person. */
export interface NewNotification {
  projectId: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  resourceType: string | null;
  resourceId: string | null;
  linkPath: string | null;
  dedupeKey: string;
  inApp: boolean;
  email: boolean;
}

/** An active member who may be notified, with their own settings of one kind. */
export interface Recipient {
  user_id: string;
  email: string;
  role: Role;
  set: Partial<Record<NotificationChannel, boolean>>;
}

/** A mail due: the notification and its person's address. */
export interface DueMail extends NotificationRow {
  email: string;
  email_attempts: number;
}

/** A person's own setting of one kind and channel in one project. */
export interface PreferenceRow {
  project_id: string;
  kind: string;
  channel: string;
  enabled: boolean;
}

const COLUMNS = [
  'n.id',
  'n.project_id',
  'n.user_id',
  'n.kind',
  'n.title',
  'n.body',
  'n.resource_type',
  'n.resource_id',
  'n.link_path',
  'n.created_at',
  'n.read_at',
];
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const toRow = (r: Record<string, unknown>): NotificationRow => ({
  id: r.id as string,
  project_id: r.project_id as string,
  user_id: r.user_id as string,
  kind: r.kind as NotificationKind,
  title: r.title as string,
  body: r.body as string,
  resource_type: (r.resource_type as string | null) ?? null,
  resource_id: (r.resource_id as string | null) ?? null,
  link_path: (r.link_path as string | null) ?? null,
  created_at: iso(r.created_at)!,
  read_at: iso(r.read_at),
});

/**
 * Notifications, their preferences and throttles (decision 0020). Every read of a person's
 * notifications takes their user id and keeps only projects they are an active member of, so another
 * person's (or a left project's) notification reads as an unknown one.
 */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Active members of a project who may be asked (not agents), with their settings of `kind`.
   * Kind 3 (the project is what the event names; the caller is a bus consumer, not a client).
   */
  async recipients(trx: Queryable, projectId: string, kind: NotificationKind): Promise<Recipient[]> {
    const rows = (await trx('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .leftJoin('notification_preferences as p', (j) => j.on('p.user_id', 'm.user_id').andOn('p.project_id', 'm.project_id').andOnVal('p.kind', kind))
      .where({ 'm.project_id': projectId, 'm.status': 'active' })
      .whereNot('m.role', 'agent')
      .select('m.user_id', 'u.email', 'm.role', 'p.channel', 'p.enabled')) as Array<{
      user_id: string;
      email: string;
      role: Role;
      channel: string | null;
      enabled: boolean | null;
    }>;
    const byUser = new Map<string, Recipient>();
    for (const r of rows) {
      const rec = byUser.get(r.user_id) ?? { user_id: r.user_id, email: r.email, role: r.role, set: {} };
      if (r.channel === 'in_app' || r.channel === 'email') rec.set[r.channel] = Boolean(r.enabled);
      byUser.set(r.user_id, rec);
    }
    return [...byUser.values()];
  }

  /**
   * Claims a throttle window: true when no notification of `key` was given in the last `windowMs`
   * (and records now), false otherwise. Atomic under concurrent consumers (one upsert).
   */
  async claimThrottle(trx: Queryable, projectId: string, key: string, now: Date, windowMs: number): Promise<boolean> {
    const since = new Date(now.getTime() - windowMs);
    const r = await trx.raw(
      `insert into notification_throttles (project_id, throttle_key, last_at) values (?, ?, ?)
       on conflict (project_id, throttle_key) do update set last_at = excluded.last_at
       where notification_throttles.last_at <= ?
       returning last_at`,
      [projectId, key, now, since],
    );
    return (r.rows as unknown[]).length > 0;
  }

  /** Inserts a notification unless the person already has one of its dedupe key; the new row, or undefined. Kind 2 (the row carries its project). */
  async insert(trx: Queryable, n: NewNotification, now: Date): Promise<NotificationRow | undefined> {
    const rows = await trx('notifications')
      .insert({
        id: randomUUID(),
        project_id: n.projectId,
        user_id: n.userId,
        kind: n.kind,
        title: n.title,
        body: n.body,
        resource_type: n.resourceType,
        resource_id: n.resourceId,
        link_path: n.linkPath,
        dedupe_key: n.dedupeKey,
        in_app: n.inApp,
        email_status: n.email ? 'pending' : 'none',
        email_next_at: n.email ? now : null,
        created_at: now,
      })
      .onConflict(['user_id', 'dedupe_key'])
      .ignore()
      .returning(COLUMNS.map((c) => c.slice(2)));
    return rows[0] ? toRow(rows[0] as Record<string, unknown>) : undefined;
  }

  /** A person's dashboard notifications, newest first, after a keyset position; `limit + 1` rows tell whether more follow. */
  async list(q: {
    userId: string;
    projectId?: string;
    status: 'unread' | 'read' | 'all';
    limit: number;
    after?: { at: Date; id: string };
  }): Promise<NotificationRow[]> {
    const rows = await this.visible(this.db.knex, q.userId)
      .modify((b) => {
        if (q.projectId) b.where('n.project_id', q.projectId);
        if (q.status === 'unread') b.whereNull('n.read_at');
        if (q.status === 'read') b.whereNotNull('n.read_at');
        if (q.after) b.whereRaw('(n.created_at, n.id) < (?, ?)', [q.after.at, q.after.id]);
      })
      .orderBy([
        { column: 'n.created_at', order: 'desc' },
        { column: 'n.id', order: 'desc' },
      ])
      .limit(q.limit + 1)
      .select(COLUMNS);
    return rows.map(toRow);
  }

  /** How many of a person's dashboard notifications are unread (in one project, or all of theirs). */
  async unreadCount(userId: string, projectId?: string): Promise<number> {
    const r = await this.visible(this.db.knex, userId)
      .whereNull('n.read_at')
      .modify((b) => (projectId ? b.where('n.project_id', projectId) : b))
      .count<{ count: string }[]>({ count: '*' });
    return Number(r[0]?.count ?? 0);
  }

  /** Marks one of a person's notifications read (kept when already read); undefined when it is not theirs. */
  async markRead(userId: string, id: string, now: Date): Promise<NotificationRow | undefined> {
    const mine = await this.visible(this.db.knex, userId).where('n.id', id).first(COLUMNS);
    if (!mine) return undefined;
    if (!mine.read_at) await this.db.knex('notifications').where({ id, user_id: userId }).whereNull('read_at').update({ read_at: now });
    const row = await this.visible(this.db.knex, userId).where('n.id', id).first(COLUMNS);
    return row ? toRow(row) : undefined;
  }

  /** Marks every unread notification of a person read (in one project, or all of theirs); how many. */
  async markAllRead(userId: string, now: Date, projectId?: string): Promise<number> {
    const ids = this.visible(this.db.knex, userId)
      .whereNull('n.read_at')
      .modify((b) => (projectId ? b.where('n.project_id', projectId) : b))
      .select('n.id');
    return this.db.knex('notifications').whereIn('id', ids).update({ read_at: now });
  }

  /** A person's own settings (in the projects they are an active member of, or one of them). */
  async preferences(userId: string, projectId?: string): Promise<PreferenceRow[]> {
    return this.db
      .knex('notification_preferences as p')
      .join('memberships as m', (j) => j.on('m.user_id', 'p.user_id').andOn('m.project_id', 'p.project_id'))
      .where({ 'p.user_id': userId, 'm.status': 'active' })
      .modify((b) => (projectId ? b.where('p.project_id', projectId) : b))
      .select('p.project_id', 'p.kind', 'p.channel', 'p.enabled');
  }

  /** Writes a person's settings of one project (each kind and channel given). */
  async setPreferences(userId: string, projectId: string, prefs: Array<{ kind: string; channel: string; enabled: boolean }>, now: Date): Promise<void> {
    if (!prefs.length) return;
    await this.db
      .knex('notification_preferences')
      .insert(prefs.map((p) => ({ user_id: userId, project_id: projectId, kind: p.kind, channel: p.channel, enabled: p.enabled, updated_at: now })))
      .onConflict(['user_id', 'project_id', 'kind', 'channel'])
      .merge(['enabled', 'updated_at']);
  }

  /**
   * Locks up to `limit` mails due (skipping rows another replica holds) and returns them with their
   * person's address. Kind 1 (the sender works across projects by design).
   */
  async lockDueMails(trx: Queryable, now: Date, limit: number): Promise<DueMail[]> {
    const rows = await trx('notifications as n')
      .join('users as u', 'u.id', 'n.user_id')
      .where('n.email_status', 'pending')
      .where('n.email_next_at', '<=', now)
      .orderBy('n.email_next_at')
      .limit(limit)
      .forUpdate('n')
      .skipLocked()
      .select([...COLUMNS, 'u.email', 'n.email_attempts']);
    return rows.map((r: Record<string, unknown>) => ({ ...toRow(r), email: r.email as string, email_attempts: Number(r.email_attempts) }));
  }

  /** Records a mail's outcome: sent, retried at `nextAt`, or failed for good. Kind 2 (a row the caller locked). */
  async setMailOutcome(
    trx: Queryable,
    id: string,
    outcome: { status: 'sent' } | { status: 'pending'; nextAt: Date; error: string } | { status: 'failed'; error: string },
  ): Promise<void> {
    await trx('notifications')
      .where({ id })
      .update({
        email_status: outcome.status,
        email_attempts: trx.raw('email_attempts + 1'),
        email_next_at: outcome.status === 'pending' ? outcome.nextAt : null,
        email_error: outcome.status === 'sent' ? null : outcome.error,
      });
  }

  /**
   * Deletes up to `limit` notifications created before `before` whose mail is settled (none, sent or
   * failed; a pending mail is kept until it is), and throttle windows that ended. Kind 1 (retention
   * across projects by design). Returns how many notifications went.
   */
  async purgeOlderThan(before: Date, throttlesBefore: Date, limit: number): Promise<number> {
    await this.db.knex('notification_throttles').where('last_at', '<', throttlesBefore).del();
    const ids = this.db.knex('notifications').where('created_at', '<', before).whereNot('email_status', 'pending').limit(limit).select('id');
    return this.db.knex('notifications').whereIn('id', ids).del();
  }

  /** A person's dashboard notifications in the projects they are an active member of. */
  private visible(q: Queryable, userId: string) {
    return q('notifications as n')
      .join('memberships as m', (j) => j.on('m.user_id', 'n.user_id').andOn('m.project_id', 'n.project_id'))
      .where({ 'n.user_id': userId, 'n.in_app': true, 'm.status': 'active' });
  }
}
