import type { Trx } from '@platform/db';
import { notFound } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import { notificationOf, type IncomingEvent } from '../notifications/notification-events';
import { channelsFor, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from '../notifications/notification-kinds';
import type { NotificationRow } from '../notifications/notifications.repository';
import type { UsecaseContext } from './context';

/** Settings of the notification mails. */
export interface NotificationMailSettings {
  /** Attempts of one mail before it is recorded as failed (its error kept on the row, logged). */
  maxAttempts: number;
  /** First retry delay; doubled per attempt, at most an hour. */
  retryBaseMs: number;
}

/** A preference as the dashboard reads it: the effective value and whether it is the role's default. */
export interface EffectivePreference {
  project_id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  enabled: boolean;
  default: boolean;
}

const MAIL_TIMEOUT_MS = 15_000;

/**
 * Notifications of people (decision 0020): made from other services' events (once per person and
 * fact), listed and marked read by their person, mailed by a durable sender, preferences per kind and
 * channel.
 */
export class NotificationsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly logger: Logger,
    private readonly mail: NotificationMailSettings = { maxAttempts: 8, retryBaseMs: 30_000 },
  ) {}

  /**
   * In the consumer's transaction: the notification an event causes, given to each member who
   * receives its kind on some channel; a throttled kind (webhook_failing) at most once per window.
   * Returns the new rows (none for a fact already told), to be published after the commit.
   */
  async ingest(trx: Trx, event: IncomingEvent): Promise<NotificationRow[]> {
    const draft = notificationOf(event);
    if (!draft) return [];
    const now = this.ctx.clock.now();
    if (!isUuid(draft.projectId) || !(await this.ctx.projects.exists(trx, draft.projectId))) return [];
    const recipients = await this.ctx.notifications.recipients(trx, draft.projectId, draft.kind);
    const wanted = recipients.map((r) => ({ r, ch: channelsFor(r.role, draft.kind, r.set) })).filter((x) => x.ch.in_app || x.ch.email);
    if (!wanted.length) return [];
    if (draft.throttle && !(await this.ctx.notifications.claimThrottle(trx, draft.projectId, draft.throttle.key, now, draft.throttle.windowMs))) return [];
    const made: NotificationRow[] = [];
    for (const { r, ch } of wanted) {
      const row = await this.ctx.notifications.insert(trx, { ...draft, userId: r.user_id, inApp: ch.in_app, email: ch.email }, now);
      if (row && ch.in_app) made.push(row);
    }
    return made;
  }

  /** A person's notifications, newest first (`limit` + a cursor), and their unread count. */
  async list(userId: string, q: { projectId?: string; status: 'unread' | 'read' | 'all'; limit: number; after?: { at: Date; id: string } }) {
    if (q.projectId) await this.requireMembership(userId, q.projectId);
    const rows = await this.ctx.notifications.list({ userId, ...q });
    const more = rows.length > q.limit;
    const items = more ? rows.slice(0, q.limit) : rows;
    return { items, more, unread: await this.ctx.notifications.unreadCount(userId, q.projectId) };
  }

  /** Marks one of the person's notifications read; another person's answers 404 like an unknown id. */
  async markRead(userId: string, id: string): Promise<NotificationRow> {
    const row = await this.ctx.notifications.markRead(userId, id, this.ctx.clock.now());
    if (!row) throw notFound('NOTIFICATION_NOT_FOUND', 'Notification not found');
    return row;
  }

  /** Marks every unread notification of the person read (in one project of theirs, or all). */
  async markAllRead(userId: string, projectId?: string): Promise<number> {
    if (projectId) await this.requireMembership(userId, projectId);
    return this.ctx.notifications.markAllRead(userId, this.ctx.clock.now(), projectId);
  }

  /** Every kind and channel of each project of the person (or one), effective values with defaults filled. */
  async preferences(userId: string, projectId?: string): Promise<EffectivePreference[]> {
    const projects = (await this.ctx.people.projectsOf(userId)).filter((p) => !projectId || p.project_id === projectId);
    if (projectId && !projects.length) throw notFound('PROJECT_NOT_FOUND', 'Project not found');
    const set = await this.ctx.notifications.preferences(userId, projectId);
    const key = (p: string, k: string, c: string) => `${p}/${k}/${c}`;
    const own = new Map(set.map((s) => [key(s.project_id, s.kind, s.channel), s.enabled]));
    return projects.flatMap((p) =>
      NOTIFICATION_KINDS.flatMap((kind) =>
        NOTIFICATION_CHANNELS.map((channel) => {
          const mine = own.get(key(p.project_id, kind, channel));
          const effective = channelsFor(p.role, kind, mine === undefined ? {} : { [channel]: mine })[channel];
          return { project_id: p.project_id, kind, channel, enabled: effective, default: mine === undefined };
        }),
      ),
    );
  }

  /** Sets the person's preferences in one of their projects; answers that project's effective preferences. */
  async setPreferences(
    userId: string,
    projectId: string,
    prefs: Array<{ kind: NotificationKind; channel: NotificationChannel; enabled: boolean }>,
  ): Promise<EffectivePreference[]> {
    await this.requireMembership(userId, projectId);
    await this.ctx.notifications.setPreferences(userId, projectId, prefs, this.ctx.clock.now());
    return this.preferences(userId, projectId);
  }

  /**
   * Sends the mails due (a batch, rows locked so replicas share the work): a failure is retried with
   * a doubling delay, and after `maxAttempts` recorded as failed (error kept, logged): never silently
   * lost. Returns how many were handled.
   */
  async sendDueMails(limit = 20): Promise<number> {
    return this.ctx.db.transaction(async (trx) => {
      const due = await this.ctx.notifications.lockDueMails(trx, this.ctx.clock.now(), limit);
      for (const m of due) {
        try {
          await withTimeout(this.ctx.mailer.send({ to: m.email, subject: m.title, text: this.mailText(m) }), MAIL_TIMEOUT_MS);
          await this.ctx.notifications.setMailOutcome(trx, m.id, { status: 'sent' });
        } catch (err) {
          const error = err instanceof Error ? err.message.slice(0, 500) : 'send failed';
          const attempts = m.email_attempts + 1;
          if (attempts >= this.mail.maxAttempts) {
            this.logger.error({ notificationId: m.id, projectId: m.project_id, attempts, err: error }, 'notification mail failed for good');
            await this.ctx.notifications.setMailOutcome(trx, m.id, { status: 'failed', error });
          } else {
            const delay = Math.min(this.mail.retryBaseMs * 2 ** (attempts - 1), 3600_000);
            this.logger.warn({ notificationId: m.id, attempts, err: error }, 'notification mail failed; retried later');
            await this.ctx.notifications.setMailOutcome(trx, m.id, { status: 'pending', nextAt: new Date(this.ctx.clock.now().getTime() + delay), error });
          }
        }
      }
      return due.length;
    });
  }

  /** Retention: deletes a batch of notifications older than `days` (and ended throttle windows); how many went. */
  purgeOlderThan(days: number, limit: number): Promise<number> {
    const now = this.ctx.clock.now().getTime();
    return this.ctx.notifications.purgeOlderThan(new Date(now - days * 86_400_000), new Date(now - 86_400_000), limit);
  }

  private mailText(n: NotificationRow): string {
    const link = n.link_path ? `\n\nOpen: ${this.ctx.appUrl()}${n.link_path}` : '';
    const settings = `\n\nYou receive this mail because of your notification settings: ${this.ctx.appUrl()}/settings/notifications`;
    return `${n.body}${link}${settings}`;
  }

  /** The person's active membership of a project; another project answers 404 like an unknown one. */
  async requireMembership(userId: string, projectId: string) {
    const m = await this.ctx.people.activeMembership(projectId, userId);
    if (!m) throw notFound('PROJECT_NOT_FOUND', 'Project not found');
    return m;
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`mail not sent within ${ms} ms`)), ms);
    }),
  ]);
}
