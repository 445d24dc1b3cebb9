import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../people/credentials';
import type { AuditWriter } from '../audit/audit.writer';
import type { PeopleRepository } from '../people/people.repository';
import type { SessionRecord } from '../people/sessions.repository';
import type { Clients } from '../routes/clients';
import type { RouteDef } from '../routes/route';
import { SESSION_TTL_MS, type SessionsUsecase } from '../usecases/sessions.usecase';
import type { AuditUsecase, RequestOrigin } from '../usecases/audit.usecase';
import type { UsersUsecase } from '../usecases/users.usecase';
import { grantsOfRole } from '../keys/roles';
import { apiRouter } from './api-router';
import { sendError } from './errors';
import { bodyOf, handle } from './app-api-helpers';
import { registerInboxReadRoutes } from './inbox-reads-api';
import { registerOverviewRoutes } from './overview-api';
import { registerLiveRoutes, type LiveApiDeps } from './live-api';
import type { ForwarderDeps } from './proxies/keyed-forwarder';
import { registerNotificationRoutes, type NotificationsApiDeps } from './notifications-api';
import type { GatewayLimiter } from './limiter';
import { retryAfterSeconds } from './rate-limit-headers';
import { state } from './middleware/request-context';
import { cookieValue, projectMemberGuard, SESSION_COOKIE, sessionGuard, sessionOf } from './middleware/session-guard';
import type { IdempotencyDeps } from './middleware/idempotency';
import { jsonBody } from './middleware/json-body';

/**
 * Limits of the unauthenticated dashboard calls (decision 0015), in the shared limiter: per address
 * (a sign-in or reset aimed at one account, whether it exists or not) and per client IP. A sign-in
 * that succeeds gives its address's point back, so only failures lock an account out.
 */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins per address per 15 minutes; the next is refused (429) until the window ends. */
  perAccount: { name: 'signin-account', points: 10, durationSec: 900 },
  /** Sign-in attempts per client IP per 15 minutes. */
  perAddress: { name: 'signin-ip', points: 50, durationSec: 900 },
} as const;

/** Password-reset requests per address and per client IP per hour; token redemptions per client IP per 15 minutes. */
export const RESET_LIMITS = {
  perAccount: { name: 'reset-account', points: 5, durationSec: 3600 },
  perAddress: { name: 'reset-ip', points: 20, durationSec: 3600 },
  tokens: { name: 'token-ip', points: 30, durationSec: 900 },
} as const;

/** What the dashboard's API needs. */
export interface AppApiDeps {
  sessions: SessionsUsecase;
  users: UsersUsecase;
  people: PeopleRepository;
  limiter: GatewayLimiter;
  routes: RouteDef[];
  clients: Clients;
  bodyLimit: string;
  /** Idempotency-Key of the {base_url} routes served to a member (decision 0013): the same keys, per project. */
  idempotency: IdempotencyDeps;
  /** The person's own changes in the audit log (invitation accepted, password reset, TOTP; decision 0016). */
  audit: AuditUsecase;
  /** The audit log's writer of the {base_url} routes served to a member (decision 0016). */
  auditWriter: AuditWriter | undefined;
  /** People's notifications, their live stream and preferences (decision 0020). */
  notifications: NotificationsApiDeps;
  /** The live stream of a project's conversations (decision 0022). */
  live: LiveApiDeps;
  /** messaging-proxy's HTTP origin and the logger: a member's media and call artifacts are forwarded there (decision 0024). */
  forward: ForwarderDeps;
  /** Set the cookie's Secure attribute even on a plain-HTTP request (APP_URL is https behind a proxy that does not say so). */
  alwaysSecure: boolean;
}

const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the token of the mailed link');
const emailField = z.string().trim().min(3).max(254);

export const bodies = {
  signIn: z.object({ email: emailField, password: z.string().min(1).max(PASSWORD_MAX), totp_code: z.string().max(10).optional() }),
  reset: z.object({ email: emailField }),
  confirmReset: z.object({ token, password }),
  accept: z.object({ token, password, name: z.string().trim().min(1).max(200).optional() }),
  code: z.object({ code: z.string().max(10) }),
  password: z.object({ password: z.string().min(1).max(PASSWORD_MAX) }),
};

/** Where a request came from, for the audit log: its id, method, path (no query), client address and user agent. */
const originOf = (req: Request, res: Response): RequestOrigin => ({
  requestId: state(res).requestId,
  method: req.method,
  path: req.originalUrl.split('?')[0],
  ip: req.ip ?? null,
  userAgent: req.header('user-agent') ?? null,
});

const sessionToWire = (s: SessionRecord, currentId?: string) => ({
  id: s.id,
  ip_address: s.ip_address,
  user_agent: s.user_agent,
  created_at: s.created_at,
  last_seen_at: s.last_seen_at,
  expires_at: s.expires_at,
  ended_at: s.ended_at,
  current: s.id === currentId,
});

/**
 * `{app_url}/api/v1`: the dashboard's own API, answered by the gateway (decision 0015). Sign-in
 * (`POST /session`), sign-out, `GET /me`, the person's sessions, password resets, invitation
 * acceptance and TOTP; and `/projects/{project_id}/...`, which serves every route of {base_url} to a
 * signed-in member of that project, their role checked per route. Paths it does not know fall
 * through to the {app_url} mount (messaging-proxy's calls reads).
 */
export function appApiRouter(deps: AppApiDeps): Router {
  const r = express.Router({ caseSensitive: true });
  const json = jsonBody(deps.bodyLimit);
  const signedIn = sessionGuard(deps.sessions);

  /** Counts one attempt against each limit (all or nothing); answers the 429 itself when one refuses. */
  const limited = async (res: Response, checks: Array<{ name: string; points: number; durationSec: number; key: string; message: string }>) => {
    for (const c of checks) {
      const d = await deps.limiter.consume(c.name, c.key, c.points, c.durationSec);
      if (!d.allowed) {
        res.setHeader('Retry-After', retryAfterSeconds(d));
        sendError(res, 429, c.message);
        return false;
      }
    }
    return true;
  };

  const setCookie = (req: Request, res: Response, value: string, maxAgeMs: number) =>
    res.cookie(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: req.secure || deps.alwaysSecure, path: '/', maxAge: maxAgeMs });

  r.post(
    '/session',
    json,
    handle(async (req, res) => {
      const body = bodyOf(bodies.signIn, req, res);
      if (!body) return;
      const account = body.email.toLowerCase();
      const ip = req.ip ?? 'unknown';
      const ok = await limited(res, [
        { ...SIGN_IN_LIMITS.perAddress, key: ip, message: 'Too many sign-in attempts from this address; retry later' },
        { ...SIGN_IN_LIMITS.perAccount, key: account, message: 'Too many failed sign-ins for this account: it is locked for up to 15 minutes' },
      ]);
      if (!ok) return;
      const opened = await deps.sessions.signIn(
        { email: body.email, password: body.password, totpCode: body.totp_code },
        { ip, userAgent: req.header('user-agent') ?? '' },
      );
      const a = SIGN_IN_LIMITS.perAccount;
      await deps.limiter.refund(a.name, account, a.points, a.durationSec);
      setCookie(req, res, opened.token, SESSION_TTL_MS);
      res.status(201).json({
        data: {
          user: { id: opened.user.id, email: opened.user.email, name: opened.user.name },
          session: sessionToWire(opened.session, opened.session.id),
          csrf_token: opened.csrfToken,
        },
      });
    }),
  );

  r.delete(
    '/session',
    signedIn,
    handle(async (_req, res) => {
      const s = sessionOf(res);
      const ended = await deps.sessions.endSession(s.user_id, s.id);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.json({ data: sessionToWire(ended, s.id) });
    }),
  );

  r.get(
    '/me',
    signedIn,
    handle(async (_req, res) => {
      const s = sessionOf(res);
      const me = await deps.sessions.me(s.user_id);
      // `grants`: what the role allows, area by area (decision 0014) — the dashboard shows the actions the API would take.
      const projects = me.projects.map((p) => ({
        id: p.project_id,
        name: p.project_name,
        role: p.role,
        membership_id: p.membership_id,
        grants: grantsOfRole(p.role),
      }));
      res.json({ data: { user: me.user, projects, session_id: s.id, csrf_token: s.csrf_token } });
    }),
  );

  r.get(
    '/sessions',
    signedIn,
    handle(async (_req, res) => {
      const s = sessionOf(res);
      res.json({ data: (await deps.sessions.listSessions(s.user_id)).map((x) => sessionToWire(x, s.id)) });
    }),
  );

  r.delete(
    '/sessions/:session_id',
    signedIn,
    handle(async (req, res) => {
      const s = sessionOf(res);
      const id = String(req.params.session_id);
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return sendError(res, 400, 'Invalid path: session_id must be a UUID');
      const ended = await deps.sessions.endSession(s.user_id, id);
      if (id === s.id) res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.json({ data: sessionToWire(ended, s.id) });
    }),
  );

  r.post(
    '/password_resets',
    json,
    handle(async (req, res) => {
      const body = bodyOf(bodies.reset, req, res);
      if (!body) return;
      const ok = await limited(res, [
        { ...RESET_LIMITS.perAddress, key: req.ip ?? 'unknown', message: 'Too many password resets from this address; retry later' },
        { ...RESET_LIMITS.perAccount, key: body.email.toLowerCase(), message: 'Too many password resets for this account; retry later' },
      ]);
      if (!ok) return;
      await deps.sessions.requestPasswordReset(body.email);
      res.status(202).json({ data: { status: 'accepted', message: 'If the address has an account, a reset link was mailed to it.' } });
    }),
  );

  r.post(
    '/password_resets/confirm',
    json,
    handle(async (req, res) => {
      const body = bodyOf(bodies.confirmReset, req, res);
      if (!body) return;
      if (!(await limited(res, [{ ...RESET_LIMITS.tokens, key: req.ip ?? 'unknown', message: 'Too many attempts from this address; retry later' }]))) return;
      const userId = await deps.sessions.confirmPasswordReset(body.token, body.password);
      await deps.audit.recordPersonalChange(userId, 'user.password_reset', originOf(req, res));
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.json({ data: { status: 'password_changed', message: 'Password changed; every session of the account was ended. Sign in again.' } });
    }),
  );

  r.post(
    '/invitations/accept',
    json,
    handle(async (req, res) => {
      const body = bodyOf(bodies.accept, req, res);
      if (!body) return;
      if (!(await limited(res, [{ ...RESET_LIMITS.tokens, key: req.ip ?? 'unknown', message: 'Too many attempts from this address; retry later' }]))) return;
      const m = await deps.users.accept(body.token, { password: body.password, name: body.name });
      await deps.audit.recordPersonalChange(m.user_id, 'user.invitation_accepted', originOf(req, res), { projectId: m.project_id, membershipId: m.id });
      res.json({ data: { project_id: m.project_id, membership_id: m.id, user_id: m.user_id, email: m.email, role: m.role, status: m.status } });
    }),
  );

  r.post(
    '/totp',
    signedIn,
    handle(async (_req, res) => {
      res.status(201).json({ data: await deps.sessions.startTotp(sessionOf(res).user_id) });
    }),
  );

  r.post(
    '/totp/verify',
    signedIn,
    json,
    handle(async (req, res) => {
      const body = bodyOf(bodies.code, req, res);
      if (!body) return;
      await deps.sessions.verifyTotp(sessionOf(res).user_id, body.code);
      await deps.audit.recordPersonalChange(sessionOf(res).user_id, 'user.totp_enabled', originOf(req, res));
      res.json({ data: { totp_enabled: true } });
    }),
  );

  r.delete(
    '/totp',
    signedIn,
    json,
    handle(async (req, res) => {
      const body = bodyOf(bodies.password, req, res);
      if (!body) return;
      await deps.sessions.disableTotp(sessionOf(res).user_id, body.password);
      await deps.audit.recordPersonalChange(sessionOf(res).user_id, 'user.totp_disabled', originOf(req, res));
      res.json({ data: { totp_enabled: false } });
    }),
  );

  const stillSignedIn = async (req: Request) => {
    const token = cookieValue(req, SESSION_COOKIE);
    return Boolean(token && /^[A-Za-z0-9_-]{43}$/.test(token) && (await deps.sessions.authenticate(token)));
  };
  registerNotificationRoutes(r, deps.notifications, { signedIn, json, stillSignedIn });
  // Before the {base_url} mount: any role of the project, membership checked by the route itself.
  registerLiveRoutes(r, deps.live, { signedIn, stillSignedIn });

  const member = projectMemberGuard({ people: deps.people, limiter: deps.limiter });
  // The inbox's reads beyond {base_url} (decision 0024): members directory, media, call artifacts.
  registerInboxReadRoutes(r, { users: deps.users, forward: deps.forward }, { signedIn, member });
  // The overview's figures (decision 0025): messages, spend, findings, numbers and webhooks of a period.
  registerOverviewRoutes(r, { clients: deps.clients, logger: deps.forward.logger }, { signedIn, member });

  // Every route of {base_url}, for a signed-in member of the project: session, CSRF on writes,
  // membership and plan limit here; the role per route in the router's authorization point.
  r.use(
    '/projects/:project_id',
    signedIn,
    member,
    apiRouter({
      guard: (_req, _res, next) => next(),
      routes: deps.routes,
      limiter: deps.limiter,
      clients: deps.clients,
      bodyLimit: deps.bodyLimit,
      idempotency: deps.idempotency,
      audit: deps.auditWriter,
    }),
  );
  return r;
}
