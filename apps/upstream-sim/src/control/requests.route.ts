import type { Router } from 'express';
import type { SimRuntime } from '../runtime';

/**
 * `GET /__sim/requests?path=&method=&after=` lists received Graph requests (each with its answer's
 * `status` and, for an accepted send, `message_id`; `after` = only entries whose `seq` is greater);
 * `DELETE` clears the log.
 */
export function registerRequestRoutes(router: Router, sim: SimRuntime): void {
  router.get('/requests', (req, res) => {
    const path = typeof req.query.path === 'string' ? req.query.path : null;
    const method = typeof req.query.method === 'string' ? req.query.method.toUpperCase() : null;
    const after = typeof req.query.after === 'string' && /^\d{1,15}$/.test(req.query.after) ? Number(req.query.after) : 0;
    const data = sim.store.requests.filter((r) => r.seq > after && (!path || r.path.includes(path)) && (!method || r.method === method));
    res.json({ count: data.length, data });
  });

  router.delete('/requests', (_req, res) => {
    sim.store.requests.length = 0;
    res.json({ ok: true });
  });
}
