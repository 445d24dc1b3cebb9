import type { NextFunction, Request, Response } from 'express';
import { v7 as uuidv7 } from 'uuid';
import { resolveRouteAudit, type AuditActor, type RouteAudit } from '../../audit/audit-event';
import type { AuditWriter } from '../../audit/audit.writer';
import { clientIpOf, isEmbedPrincipal, isSessionPrincipal, sourceOf, state, type RequestState } from './request-context';

/** The actor of a request: one named explicitly, else the person of a session, the inbox embed or the API key; undefined before authentication. */
export function actorOf(s: RequestState): AuditActor | undefined {
  if (s.auditActor) return s.auditActor;
  const p = s.principal;
  if (!p) return undefined;
  if (isSessionPrincipal(p)) return { type: 'user', id: p.userId, name: p.email };
  if (isEmbedPrincipal(p)) return { type: 'embed', id: p.embedId, name: p.embedName };
  return { type: 'api_key', id: p.keyId, name: p.keyName };
}

type AuditedRoute = { method: string; path: string; operationId: string; audit?: RouteAudit | false };

/** Whether a route's requests are audited: every method but GET and HEAD, unless the route opts out (`audit: false`). */
export function isAudited(route: AuditedRoute): boolean {
  const method = route.method.toLowerCase();
  return route.audit !== false && method !== 'get' && method !== 'head';
}

/**
 * The audit of one route of the table (decision 0016), first in its chain so refusals are recorded
 * too (a role's or scope's 403, a route limit's 429, a 400, an Idempotency-Key's 409/422, a
 * service's refusal, a 504). Every method but GET and HEAD is audited. The record is taken when the
 * answer is ended (its status then final) — also when the client went away before it — and handed
 * to the writer, which batches it off the request's path. A replay of an Idempotency-Key's stored
 * answer is not recorded again: the first attempt was. No body and no header but the user agent is
 * kept: the resource id comes from the path (or the created resource's `data.id`, noted by the route
 * handler) and the changed fields are the names the handler read from the validated body.
 */
export function auditCapture(route: AuditedRoute, writer: AuditWriter) {
  const resolved = isAudited(route) ? resolveRouteAudit(route) : undefined;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!resolved) return next();
    // Read now: express restores the outer router's params when an error leaves the route.
    const param = resolved.resourceParam ? req.params[resolved.resourceParam] : undefined;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    let recorded = false;
    (res as { end: (...args: unknown[]) => Response }).end = (...args: unknown[]) => {
      if (!recorded) {
        recorded = true;
        record(req, res, typeof param === 'string' ? param : undefined);
      }
      return end(...args);
    };
    next();
  };

  function record(req: Request, res: Response, resourceId: string | undefined): void {
    const s = state(res);
    const actor = actorOf(s);
    const projectId = s.principal?.projectId;
    if (!actor || !projectId || s.idempotentReplay || !resolved) return;
    const status = res.statusCode;
    const failed = status >= 400;
    writer.append({
      id: uuidv7(),
      project_id: projectId,
      created_at: s.startedAtDate,
      actor_type: actor.type,
      actor_id: actor.id,
      actor_name: actor.name,
      action: resolved.action,
      resource_type: resolved.resourceType,
      resource_id: resourceId ?? s.auditResourceId ?? null,
      outcome: failed ? 'failed' : 'succeeded',
      status_code: status,
      error_code: failed ? (s.errorCode ?? null) : null,
      error_message: failed ? (s.errorMessage ?? null) : null,
      changed_fields: s.auditChangedFields ?? null,
      request_id: s.requestId,
      http_method: req.method,
      path: req.originalUrl.split('?')[0],
      ip_address: clientIpOf(req, res) ?? null,
      user_agent: req.header('user-agent') ?? null,
      source: sourceOf(s),
    });
  }
}
