import type { Router } from 'express';
import { z } from 'zod';
import type { SimRuntime } from '../runtime';

const ClockSchema = z.object({
  /** Freeze the clock at this instant; null returns to the real clock. */
  now: z.string().datetime({ offset: true }).nullable().optional(),
  /** Move the clock forward (frozen or not). */
  advance_ms: z.number().int().optional(),
});

/** `PUT /__sim/clock { now?, advance_ms? }` and `GET /__sim/clock`. */
export function registerClockRoutes(router: Router, sim: SimRuntime): void {
  router.put('/clock', (req, res) => {
    const body = ClockSchema.parse(req.body ?? {});
    if (body.now === null) sim.clock.release();
    else if (body.now !== undefined) sim.clock.set(new Date(body.now));
    if (body.advance_ms) sim.clock.advance(body.advance_ms);
    res.json({ now: sim.clock.now().toISOString(), manual: sim.clock.manual });
  });
  router.get('/clock', (_req, res) => {
    res.json({ now: sim.clock.now().toISOString(), manual: sim.clock.manual });
  });
}
