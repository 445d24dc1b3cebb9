import type { RequestHandler } from 'express';
import { GraphError } from '../graph/graph-error';
import type { SimRuntime } from '../runtime';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Applies the first matching fault to a Graph request before it reaches auth and routes. */
export function faultMiddleware(sim: SimRuntime): RequestHandler {
  return async (req, res, next) => {
    const fault = sim.faults.take(req.method, req.originalUrl.split('?')[0]);
    if (!fault) return next();
    sim.log.debug({ fault: fault.id, kind: fault.kind, path: req.originalUrl }, 'fault injected');
    switch (fault.kind) {
      case 'latency':
        await sleep(fault.latencyMs ?? 1_000);
        return next();
      case 'timeout':
        // Hold the request; optionally drop the socket later. Closing the server destroys it.
        if (fault.latencyMs !== undefined) setTimeout(() => req.socket.destroy(), fault.latencyMs).unref();
        return;
      case 'drop':
        req.socket.destroy();
        return;
      case 'http_error': {
        const status = fault.status ?? 503;
        res
          .status(status)
          .type('text/plain')
          .send(fault.details ?? (status >= 500 ? 'Service Unavailable' : 'Error'));
        return;
      }
      case 'graph_error': {
        if (fault.latencyMs) await sleep(fault.latencyMs);
        const err = new GraphError(fault.code ?? 1, { title: fault.title, subcode: fault.subcode, status: fault.status, details: fault.details });
        res.status(err.status).json(err.toBody());
        return;
      }
    }
  };
}
