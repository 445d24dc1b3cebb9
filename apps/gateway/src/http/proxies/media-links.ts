import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { hasMediaLinkParams, verifyMediaLink } from '@platform/crypto';
import { REQUESTS_PER_MINUTE } from '../../projects/plans';
import type { ProjectPlans } from '../../projects/project-plans';
import { sendError } from '../errors';
import type { GatewayLimiter } from '../limiter';
import { presentedKey, UNAUTHENTICATED_PER_MINUTE } from '../middleware/api-key-guard';
import { state } from '../middleware/request-context';
import { retryAfterSeconds, setLimitHeaders } from '../rate-limit-headers';

/** What the signed media links of {proxy_url} need. */
export interface MediaLinkDeps {
  /** MEDIA_LINK_KEY: messaging-proxy signs with it. Never logged. */
  key: Buffer;
  clock: { now(): Date };
  limiter: GatewayLimiter;
  plans: Pick<ProjectPlans, 'planOf'>;
}

/** A tampered, malformed, foreign or other deployment's link (403). */
export const INVALID_MEDIA_LINK = 'Invalid media download link: read the media object again for a new url';
/** A genuine link past its expiry (410). */
export const EXPIRED_MEDIA_LINK = 'This media download link has expired: read the media object again for a new url';

/** `[/vNN.N]/{media_id}/download` under the mount. */
const DOWNLOAD_PATH = /^\/(?:v\d+\.\d+\/)?([^/]+)\/download\/?$/;

/**
 * The media id of a `GET|HEAD {media_id}/download` that carries a signed link's parameters; null when
 * it does but its id is not decodable; undefined for any other request (the key path judges it).
 */
function linkedMediaOf(req: Request): string | null | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const m = DOWNLOAD_PATH.exec(req.path);
  if (!m || !hasMediaLinkParams(req.query as Record<string, unknown>)) return undefined;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return null;
  }
}

/** Keyed requests whose link verified, with the link's project: checked against the key's after the guard. */
const keyedLinks = new WeakMap<Response, string>();

/**
 * Signed media download links on {proxy_url} (decision 0243). A `GET|HEAD {media_id}/download` with
 * the link parameters is judged by them, whatever else it carries: a link that is malformed or whose
 * signature is not this deployment's for its project, media id and expiry is 403, a genuine one past
 * its expiry 410 (both counted against the client IP, like a bad key). A valid link:
 * - with no key presented (what client libraries send to another host's media URL): the request acts
 *   for the link's project, spends that project's plan limit, is logged under it, and is forwarded
 *   at once (no key, so no scope check: the link grants reading this one media, nothing else);
 * - with a key: the key guard and scope check run as usual, then `afterGuard` requires the key's
 *   project to be the link's (else 403 like a tampered link: a link does not cross projects).
 * Any other request goes on to the key guard untouched.
 */
export function signedMediaLinks(deps: MediaLinkDeps, forward: RequestHandler): { beforeGuard: RequestHandler; afterGuard: RequestHandler } {
  const refuse = async (req: Request, res: Response, status: number, message: string): Promise<void> => {
    const d = await deps.limiter.consume('ip', req.ip ?? 'unknown', UNAUTHENTICATED_PER_MINUTE, 60);
    setLimitHeaders(res, d);
    if (!d.allowed) {
      res.setHeader('Retry-After', retryAfterSeconds(d));
      return sendError(res, 429, 'Rate limit exceeded');
    }
    sendError(res, status, message);
  };

  const beforeGuard = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const mediaId = linkedMediaOf(req);
      if (mediaId === undefined) return next();
      const check =
        mediaId === null
          ? ({ ok: false, reason: 'invalid' } as const)
          : verifyMediaLink(deps.key, mediaId, req.query as Record<string, unknown>, deps.clock.now().getTime());
      if (!check.ok)
        return await refuse(req, res, check.reason === 'expired' ? 410 : 403, check.reason === 'expired' ? EXPIRED_MEDIA_LINK : INVALID_MEDIA_LINK);
      const projectId = check.link.projectId;
      if (presentedKey(req, true) !== undefined) {
        keyedLinks.set(res, projectId);
        return next();
      }
      const plan = await deps.plans.planOf(projectId);
      if (!plan) return await refuse(req, res, 403, INVALID_MEDIA_LINK);
      const d = await deps.limiter.consume('project', projectId, REQUESTS_PER_MINUTE[plan], 60);
      setLimitHeaders(res, d);
      if (!d.allowed) {
        res.setHeader('Retry-After', retryAfterSeconds(d));
        return sendError(res, 429, `Rate limit exceeded: ${d.limit} requests per minute for this project's plan`);
      }
      state(res).linkProjectId = projectId;
      forward(req, res, next);
    } catch (err) {
      next(err);
    }
  };

  const afterGuard = (_req: Request, res: Response, next: NextFunction): void => {
    const linked = keyedLinks.get(res);
    if (linked !== undefined && linked !== state(res).principal?.projectId) return sendError(res, 403, INVALID_MEDIA_LINK);
    next();
  };

  return { beforeGuard, afterGuard };
}
