import { randomBytes } from 'node:crypto';
import { conflict, notFound, permissionDenied, unauthenticated, unavailable } from '@platform/errors';
import { checkPassword, hashPassword, hashToken, newToken, newTotpSeed, totpStep } from '../people/credentials';
import type { ProjectMembership, UserRow } from '../people/people.repository';
import type { ActiveSession, SessionRecord } from '../people/sessions.repository';
import type { UsecaseContext } from './context';
import { normalizeEmail } from './users.usecase';

/** A session ends 30 days after sign-in, whatever its use (decision 0015). */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** ... and after 7 days without a request. */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
/** A session's `last_seen_at` is written at most this often (one write per minute of use, not per request). */
const TOUCH_EVERY_MS = 60_000;
/** How long a password-reset link works: one hour. */
export const RESET_TTL_MS = 3600 * 1000;

const BAD_CREDENTIALS = () => unauthenticated('INVALID_CREDENTIALS', 'Invalid email or password');
const SESSION_NOT_FOUND = () => notFound('SESSION_NOT_FOUND', 'Session not found');

/** A signed-in session: the cookie's opaque id (shown only to the browser, in the cookie) and the record. */
export interface OpenedSession {
  token: string;
  csrfToken: string;
  session: SessionRecord;
}

/** What `GET {app_url}/api/v1/me` shows: the person and the projects they belong to. */
export interface Me {
  user: { id: string; email: string; name: string | null; totp_enabled: boolean; created_at: string };
  projects: ProjectMembership[];
}

/**
 * Signing in to the dashboard and what a signed-in person does with their own account (decision
 * 0015): sessions (opaque cookie ids stored as SHA-256, 30 days at most, 7 idle), password resets by a
 * mailed link, an optional TOTP second factor. Sign-in answers take one argon2 verification whether
 * or not the address exists (`checkPassword`); rate limits and lockout are the HTTP layer's (counted
 * per address and per client address in the shared limiter).
 */
export class SessionsUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  /** Checks an address, a password and (when enrolled) a TOTP code; opens a session. */
  async signIn(
    input: { email: string; password: string; totpCode?: string },
    client: { ip: string; userAgent: string },
  ): Promise<OpenedSession & { user: UserRow }> {
    const user = await this.ctx.people.userByEmail(normalizeEmail(input.email));
    if (!(await checkPassword(user?.password_hash, input.password)) || !user) throw BAD_CREDENTIALS();
    const now = this.ctx.clock.now();
    if (user.totp_secret) {
      if (!input.totpCode)
        throw unauthenticated('TOTP_REQUIRED', 'A TOTP code is required: send totp_code from your authenticator app', { totp_required: true });
      const step = totpStep(user.totp_secret, input.totpCode, now);
      if (step === null || !(await this.ctx.people.useTotpStep(user.id, step)))
        throw unauthenticated('INVALID_TOTP', 'Invalid or already used TOTP code', { totp_required: true });
    }
    const token = newToken();
    const csrfToken = randomBytes(24).toString('base64url');
    const session = await this.ctx.sessions.insert(
      {
        userId: user.id,
        tokenHash: token.hash,
        csrfToken,
        ipAddress: client.ip.slice(0, 100),
        userAgent: client.userAgent.slice(0, 500),
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      },
      now,
    );
    return { token: token.token, csrfToken, session, user };
  }

  /** The open, unexpired session a cookie names (its use noted at most once a minute), or undefined. */
  async authenticate(cookieToken: string): Promise<ActiveSession | undefined> {
    const s = await this.ctx.sessions.byTokenHash(hashToken(cookieToken));
    if (!s) return undefined;
    const now = this.ctx.clock.now().getTime();
    const lastSeen = new Date(s.last_seen_at).getTime();
    if (new Date(s.expires_at).getTime() <= now || lastSeen + SESSION_IDLE_MS <= now) return undefined;
    if (now - lastSeen >= TOUCH_EVERY_MS) await this.ctx.sessions.touch(s.id, new Date(now));
    return s;
  }

  /** The person and their projects with roles. */
  async me(userId: string): Promise<Me> {
    const user = await this.ctx.people.user(userId);
    if (!user) throw unauthenticated('SESSION_ENDED', 'Not signed in');
    const projects = await this.ctx.people.projectsOf(userId);
    return {
      user: { id: user.id, email: user.email, name: user.name, totp_enabled: user.totp_secret !== null, created_at: user.created_at },
      projects,
    };
  }

  /** A person's open sessions, newest first. */
  listSessions(userId: string): Promise<SessionRecord[]> {
    return this.ctx.sessions.listOpen(userId, this.ctx.clock.now());
  }

  /** Ends one of the person's sessions (signing out is ending one's own); another person's is not found. */
  async endSession(userId: string, sessionId: string): Promise<SessionRecord> {
    return (await this.ctx.sessions.end(userId, sessionId, this.ctx.clock.now())) ?? Promise.reject(SESSION_NOT_FOUND());
  }

  /**
   * Mails a reset link when the address has an account; answers the same either way (no oracle of
   * who has an account). The link works once, for an hour.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.ctx.people.userByEmail(normalizeEmail(email));
    if (!user || !user.password_hash) return;
    const now = this.ctx.clock.now();
    const token = newToken();
    await this.ctx.db.transaction((trx) => this.ctx.people.insertReset(trx, user.id, token.hash, new Date(now.getTime() + RESET_TTL_MS), now));
    const link = `${this.ctx.appUrl()}/reset-password?token=${token.token}`;
    try {
      await this.ctx.mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text: [
          'Someone (hopefully you) asked to reset the password of this account.',
          `Choose a new password (the link works for one hour and only once): ${link}`,
          `API: POST ${this.ctx.appUrl()}/api/v1/password_resets/confirm with { "token": "<the token in the link>", "password": "..." }`,
          'If it was not you, ignore this mail: your password is unchanged.',
        ].join('\n\n'),
      });
    } catch {
      throw unavailable('MAIL_UNAVAILABLE', 'The mail could not be sent; retry the request');
    }
  }

  /** Sets a new password from a reset link; every session of the person ends and every other link stops working. Returns the person's user id. */
  async confirmPasswordReset(token: string, password: string): Promise<string> {
    const now = this.ctx.clock.now();
    const passwordHash = await hashPassword(password);
    return this.ctx.db.transaction(async (trx) => {
      const reset = await this.ctx.people.lockReset(trx, hashToken(token));
      if (!reset || reset.expires_at <= now) throw notFound('RESET_NOT_FOUND', 'Reset link not found: it is unknown, used or expired; ask for a new one');
      await this.ctx.people.updateUser(trx, reset.user_id, { password_hash: passwordHash }, now);
      await this.ctx.people.useResets(trx, reset.user_id, now);
      await this.ctx.sessions.endAll(trx, reset.user_id, now);
      return reset.user_id;
    });
  }

  /**
   * Starts TOTP enrolment: a new seed, shown once (in this answer, with its `otpauth://` URI), kept as
   * pending until a code from it is verified. Enrolling again replaces a pending seed.
   */
  async startTotp(userId: string): Promise<{ secret: string; otpauth_uri: string }> {
    const user = await this.ctx.people.user(userId);
    if (!user) throw unauthenticated('SESSION_ENDED', 'Not signed in');
    if (user.totp_secret) throw conflict('TOTP is already enabled; disable it first to enrol a new authenticator');
    const seed = newTotpSeed(user.email);
    await this.ctx.db.transaction((trx) => this.ctx.people.updateUser(trx, userId, { totp_pending_secret: seed.secret }, this.ctx.clock.now()));
    return { secret: seed.secret, otpauth_uri: seed.uri };
  }

  /** Verifies a code of the pending seed and enables TOTP: from then on signing in needs a code. */
  async verifyTotp(userId: string, code: string): Promise<void> {
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction(async (trx) => {
      const user = await this.ctx.people.lockUser(trx, userId);
      if (!user) throw unauthenticated('SESSION_ENDED', 'Not signed in');
      if (user.totp_secret && !user.totp_pending_secret) return;
      if (!user.totp_pending_secret) throw conflict('No TOTP enrolment in progress: POST /api/v1/totp first');
      const step = totpStep(user.totp_pending_secret, code, now);
      if (step === null) throw permissionDenied('INVALID_TOTP', 'Invalid TOTP code');
      await this.ctx.people.updateUser(trx, userId, { totp_secret: user.totp_pending_secret, totp_pending_secret: null, totp_last_step: step }, now);
    });
  }

  /** Disables TOTP after the password is given again. */
  async disableTotp(userId: string, password: string): Promise<void> {
    const user = await this.ctx.people.user(userId);
    if (!user) throw unauthenticated('SESSION_ENDED', 'Not signed in');
    if (!(await checkPassword(user.password_hash, password))) throw permissionDenied('INVALID_PASSWORD', 'Wrong password');
    await this.ctx.db.transaction((trx) =>
      this.ctx.people.updateUser(trx, userId, { totp_secret: null, totp_pending_secret: null, totp_last_step: null }, this.ctx.clock.now()),
    );
  }
}
