import type { NextFunction, Request, Response } from 'express';
import { DomainError, deadlineExceeded, httpErrorBody, httpStatusOf } from '@platform/errors';
import { changedFieldsOf } from '../audit/audit-event';
import type { LateAnswer } from '../idempotency/idempotency';
import type { Clients } from '../routes/clients';
import { shape, type RouteDef, type RouteReply } from '../routes/route';
import { startEventStream } from './app-api-helpers';
import { sendError } from './errors';
import { sendJson } from './send-json';
import { isEmbedPrincipal, isSessionPrincipal, state } from './middleware/request-context';
import { readRouteInput } from './route-input';

/**
 * The handler of one route of the table: validated input → the route's handler (its gRPC call) with
 * the caller's project → the reply shaped by the route's response schema. Errors go to the error
 * middleware.
 *
 * A request that holds an Idempotency-Key (decision 0013) on a route that calls a service gives the
 * call the route's deadline twice over: when the route's own deadline passes the client is answered
 * 504 (outcome unknown) at once, and the call's answer, if it comes in the second half, is what the
 * key keeps, so a retry gets the real outcome instead of running the operation a second time.
 */
export function routeHandler(route: RouteDef, clients: Clients) {
  const lateCapable = route.target !== 'gateway';
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const read = readRouteInput(route, req);
      if (!read.ok) return sendError(res, 400, read.message);
      const s = state(res);
      if (route.method !== 'get') s.auditChangedFields = changedFieldsOf(read.input.body);
      const p = s.principal!;
      const ctx = {
        projectId: p.projectId,
        caller: isSessionPrincipal(p)
          ? { kind: 'user' as const, userId: p.userId, role: p.role, scopes: p.scopes }
          : isEmbedPrincipal(p)
            ? { kind: 'embed' as const, embedId: p.embedId, scopeType: p.scopeType, scopeId: p.scopeId, scopes: [] }
            : { kind: 'key' as const, keyId: p.keyId, scopes: p.scopes },
        requestId: s.requestId,
        clients,
        traceContext: s.traceContext,
      };
      const attempt = lateCapable ? s.idempotency : undefined;
      let reply: RouteReply;
      if (!attempt) reply = await route.handle(read.input as never, ctx);
      else {
        const work = route.handle(read.input as never, { ...ctx, deadlineMs: 2 * route.deadlineMs });
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), route.deadlineMs)));
        const first = await Promise.race([work.then((r) => ({ r })), timedOut]).finally(() => clearTimeout(timer));
        if (!first) {
          attempt.late = work.then(
            (r) => renderLate(route, r),
            (err: unknown) => (err instanceof DomainError ? renderLateError(err) : undefined),
          );
          throw deadlineExceeded('DEADLINE_EXCEEDED', 'Deadline exceeded');
        }
        reply = first.r;
      }
      if (route.method !== 'get') s.auditResourceId = createdIdOf(reply.body);
      for (const [k, v] of Object.entries(reply.headers ?? {})) res.setHeader(k, v);
      const status = reply.status ?? route.successStatuses[0];
      if (status === 204) return void res.status(204).end();
      if (reply.stream) {
        startEventStream(res);
        req.socket.setTimeout(0);
        return reply.stream.open({
          write: (chunk) => void (res.writableEnded ? undefined : res.write(chunk)),
          end: () => void (res.writableEnded ? undefined : res.end()),
          onClose: (fn) => void res.once('close', fn),
        });
      }
      if (reply.raw !== undefined)
        return void res
          .status(status)
          .type(reply.contentType ?? 'application/octet-stream')
          .send(reply.raw);
      sendJson(res, status, shape(route.response, reply.body));
    } catch (err) {
      next(err);
    }
  };
}

/** A reply that came after the 504, as the response it would have been (what the key keeps). */
function renderLate(route: RouteDef, reply: RouteReply): LateAnswer {
  const status = reply.status ?? route.successStatuses[0];
  const headers: Record<string, string> = { ...reply.headers };
  if (status === 204) return { status, answer: { headers, body: Buffer.alloc(0) } };
  if (reply.raw !== undefined)
    return { status, answer: { headers: { ...headers, 'content-type': reply.contentType ?? 'application/octet-stream' }, body: reply.raw } };
  const body = Buffer.from(JSON.stringify(shape(route.response, reply.body)));
  return { status, answer: { headers: { ...headers, 'content-type': 'application/json; charset=utf-8' }, body } };
}

/** A service's refusal that came after the 504, as the error middleware would have answered it. */
function renderLateError(err: DomainError): LateAnswer {
  const body = Buffer.from(JSON.stringify(httpErrorBody(err)));
  return { status: httpStatusOf(err), answer: { headers: { 'content-type': 'application/json; charset=utf-8' }, body } };
}

/** The id of what a write answered (`{ data: { id } }`), for the audit log's resource id. */
function createdIdOf(body: unknown): string | undefined {
  const data = (body as { data?: unknown } | undefined)?.data;
  const id = data !== null && typeof data === 'object' ? (data as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}
