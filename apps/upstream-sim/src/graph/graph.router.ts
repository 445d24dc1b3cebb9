import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Router } from 'express';
import { faultMiddleware } from '../faults/fault.middleware';
import type { SimRuntime } from '../runtime';
import { authMiddleware, callerOf, presentedToken } from './auth';
import { registerBusinessAccountRoutes } from './business-accounts.route';
import { registerBusinessRoutes } from './businesses.route';
import { registerCallRoutes } from './calls.route';
import { registerCreditSharingRoutes } from './credit-sharing.route';
import { registerDebugTokenRoutes } from './debug-token.route';
import { registerFlowRoutes } from './flows.route';
import { GraphError, unknownObject } from './graph-error';
import { registerMediaRoutes } from './media.route';
import { registerMessageRoutes } from './messages.route';
import { registerNodeRoutes } from './nodes.route';
import { registerOAuthRoutes, registerOnboardingRoutes } from './onboarding.route';
import { registerPhoneNumberEdgeRoutes } from './phone-number-edges.route';
import { registerPhoneNumberRoutes } from './phone-numbers.route';
import { registerReadReceiptRoutes } from './read-receipts.route';
import { registerTemplateRoutes } from './templates.route';
import { registerThreadControlRoutes } from './thread-control.route';

const VERSION_PREFIX = /^\/v\d+\.\d+(?=\/|\?|$)/;

/** Graph paths work with and without the version prefix: `/v24.0/123` is `/123`. */
const stripVersion: RequestHandler = (req, _res, next) => {
  const m = VERSION_PREFIX.exec(req.url);
  if (m) req.url = req.url.slice(m[0].length) || '/';
  if (req.url.startsWith('?')) req.url = `/${req.url}`;
  next();
};

function logRequests(sim: SimRuntime): RequestHandler {
  return (req: Request, res, next) => {
    const startedAt = performance.now();
    const entry = sim.store.logRequest({
      method: req.method,
      path: req.originalUrl.split('?')[0],
      graph_path: req.path,
      query: { ...(req.query as Record<string, unknown>) },
      body: req.body ?? null,
      access_token: presentedToken(req),
      time: sim.clock.now().toISOString(),
      status: null,
      duration_ms: null,
      message_id: null,
    });
    // The answer, once given: its status and, for an accepted send, the message id (wamid) it carried.
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const id = (body as { messages?: Array<{ id?: unknown }> } | null)?.messages?.[0]?.id;
      if (typeof id === 'string') entry.message_id = id;
      return json(body);
    };
    res.on('finish', () => {
      entry.status = res.statusCode;
      entry.duration_ms = Math.round(performance.now() - startedAt);
    });
    next();
  };
}

/** Renders GraphError (and anything unexpected) in Graph's error envelope. */
function graphErrorHandler(sim: SimRuntime): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    let graphErr: GraphError;
    if (err instanceof GraphError) graphErr = err;
    else if ((err as { type?: string }).type === 'entity.parse.failed') {
      graphErr = new GraphError(100, { details: 'The request body is not valid JSON.' });
    } else {
      sim.log.error({ err }, 'unexpected error in a Graph route');
      graphErr = new GraphError(1);
    }
    res.status(graphErr.status).json(graphErr.toBody());
  };
}

/** The Graph API surface: version prefix, body parsing, request log, faults, auth, routes, errors. */
export function graphRouter(sim: SimRuntime): Router {
  const router = express.Router();
  router.use(stripVersion);
  router.use(express.json({ limit: '5mb' }), express.urlencoded({ extended: true }));
  router.use(logRequests(sim));
  router.use(faultMiddleware(sim));
  registerDebugTokenRoutes(router, sim);
  registerOAuthRoutes(router, sim);
  router.use(authMiddleware(sim));
  registerOnboardingRoutes(router, sim);
  registerReadReceiptRoutes(router, sim);
  registerMessageRoutes(router, sim);
  registerTemplateRoutes(router, sim);
  registerMediaRoutes(router, sim);
  registerPhoneNumberEdgeRoutes(router, sim);
  registerThreadControlRoutes(router, sim);
  registerCallRoutes(router, sim);
  registerPhoneNumberRoutes(router, sim);
  registerBusinessAccountRoutes(router, sim);
  registerBusinessRoutes(router, sim);
  registerCreditSharingRoutes(router, sim);
  registerFlowRoutes(router, sim);
  registerNodeRoutes(router, sim);
  router.use((req, res, next) => {
    const [head, ...rest] = req.path.split('/').filter(Boolean);
    const caller = callerOf(res);
    const reachable = head !== undefined && sim.store.kindOf(head) !== undefined && caller.kind === 'token' && sim.store.canAccess(caller.token, head);
    if (head !== undefined && /^\d+$/.test(head) && !reachable) return next(unknownObject(head, req.method));
    next(new GraphError(100, { title: `Unknown path components: /${rest.join('/') || head || ''}` }));
  });
  router.use(graphErrorHandler(sim));
  return router;
}
