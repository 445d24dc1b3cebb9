import type { NextFunction, Request, Response } from 'express';
import { isUuid } from '@platform/grpc';
import { scopesOfRole } from '../../keys/roles';
import type { ActiveSession } from '../../people/sessions.repository';
import { sameSecret } from '../../people/credentials';
import type { PeopleRepository } from '../../people/people.repository';
import { REQUESTS_PER_MINUTE } from '../../projects/plans';
import type { SessionsUsecase } from '../../usecases/sessions.usecase';
import { sendError } from '../errors';
import type { GatewayLimiter } from '../limiter';
import { retryAfterSeconds, setLimitHeaders } from '../rate-limit-headers';
import { state } from './request-context';

/** Name of the dashboard's session cookie: an opaque 256-bit id, HttpOnly, SameSite=Lax (decision 0015). */
export const SESSION_COOKIE = 'mp_session';

/** Header every cookie-authenticated write must carry: the session's CSRF token (from sign-in or `GET /me`). */
export const CSRF_HEADER = 'x-csrf-token';

/** The session of a request that passed {@link sessionGuard}. */
export function sessionOf(res: Response): ActiveSession {
  return (res.locals as { session: ActiveSession }).session;
}

/**
 * One cookie's value from the `Cookie` header (RFC 6265 `name=value` pairs separated by `;`), or
 * undefined. Only the session cookie is read, and its value is an opaque base64url token, so no
 * decoding applies.
 */
export function cookieValue(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** Whether a method changes something (anything but GET, HEAD and OPTIONS needs the CSRF token). */
const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/**
 * Authenticates a dashboard request by its session cookie (401 without an open, unexpired session)
 * and, on a write, checks the synchronizer CSRF token: `X-CSRF-Token` must equal the session's (403
 * otherwise). A cross-site page can make the browser send the cookie, never read the token.
 */
export function sessionGuard(sessions: SessionsUsecase) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const token = cookieValue(req, SESSION_COOKIE);
      const session = token && /^[A-Za-z0-9_-]{43}$/.test(token) ? await sessions.authenticate(token) : undefined;
      if (!session) return sendError(res, 401, 'Not signed in: POST {app_url}/api/v1/session first');
      if (isWrite(req.method)) {
        const csrf = req.header(CSRF_HEADER);
        if (!csrf || !sameSecret(csrf, session.csrf_token))
          return sendError(res, 403, 'Missing or invalid CSRF token: send the X-CSRF-Token header given at sign-in and by GET {app_url}/api/v1/me');
      }
      (res.locals as { session: ActiveSession }).session = session;
      next();
    } catch (err) {
      next(err);
    }
  };
}

/**
 * After {@link sessionGuard}, on `{app_url}/api/v1/projects/{project_id}/...`: the person must be an
 * active member of the project (another project answers 404 like an unknown one); the request then
 * acts as them in it (their role is checked per route by `authorize`) and counts against the
 * project's plan limit like a key's call.
 */
export function projectMemberGuard(deps: { people: PeopleRepository; limiter: GatewayLimiter }) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const projectId = req.params.project_id;
      const session = sessionOf(res);
      const m = typeof projectId === 'string' && isUuid(projectId) ? await deps.people.activeMembership(projectId, session.user_id) : undefined;
      if (!m) return sendError(res, 404, 'Project not found');
      state(res).principal = {
        userId: session.user_id,
        email: session.email,
        role: m.role,
        sessionId: session.id,
        projectId: m.project_id,
        plan: m.plan,
        scopes: scopesOfRole(m.role),
      };
      const d = await deps.limiter.consume('project', m.project_id, REQUESTS_PER_MINUTE[m.plan], 60);
      setLimitHeaders(res, d);
      if (!d.allowed) {
        res.setHeader('Retry-After', retryAfterSeconds(d));
        return sendError(res, 429, `Rate limit exceeded: ${d.limit} requests per minute for this project's plan`);
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
