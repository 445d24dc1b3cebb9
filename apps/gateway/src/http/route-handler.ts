import type { NextFunction, Request, Response } from 'express';
import type { Clients } from '../routes/clients';
import { shape, type RouteDef } from '../routes/route';
import { sendError } from './errors';
import { isSessionPrincipal, state } from './middleware/request-context';
import { readRouteInput } from './route-input';

/**
 * The handler of one route of the table: validated input → the route's handler (its gRPC call) with
 * the caller's project → the reply shaped by the route's response schema. Errors go to the error
 * middleware.
 */
export function routeHandler(route: RouteDef, clients: Clients) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const read = readRouteInput(route, req);
      if (!read.ok) return sendError(res, 400, read.message);
      const s = state(res);
      const p = s.principal!;
      const reply = await route.handle(read.input as never, {
        projectId: p.projectId,
        caller: isSessionPrincipal(p) ? { kind: 'user', userId: p.userId, role: p.role, scopes: p.scopes } : { kind: 'key', keyId: p.keyId, scopes: p.scopes },
        requestId: s.requestId,
        clients,
        traceContext: s.traceContext,
      });
      for (const [k, v] of Object.entries(reply.headers ?? {})) res.setHeader(k, v);
      const status = reply.status ?? route.successStatuses[0];
      if (status === 204) return void res.status(204).end();
      if (reply.raw !== undefined)
        return void res
          .status(status)
          .type(reply.contentType ?? 'application/octet-stream')
          .send(reply.raw);
      res.status(status).json(shape(route.response, reply.body));
    } catch (err) {
      next(err);
    }
  };
}
