import type { Router } from 'express';
import { FaultSpecSchema } from '../faults/faults';
import type { SimRuntime } from '../runtime';

/** `POST /__sim/faults` adds one fault, `GET` lists them with hit counts, `DELETE` clears them. */
export function registerFaultRoutes(router: Router, sim: SimRuntime): void {
  router.post('/faults', (req, res) => {
    const spec = FaultSpecSchema.parse(req.body ?? {});
    try {
      res.status(201).json(sim.faults.add(spec));
    } catch (err) {
      res.status(400).json({ error: `invalid path pattern: ${(err as Error).message}` });
    }
  });
  router.get('/faults', (_req, res) => {
    res.json({ data: sim.faults.list() });
  });
  router.delete('/faults', (_req, res) => {
    sim.faults.clear();
    res.json({ ok: true });
  });
}
