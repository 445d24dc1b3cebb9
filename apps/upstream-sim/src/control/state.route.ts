import type { Router } from 'express';
import type { SimRuntime } from '../runtime';
import { FixturesSchema, seedFixtures } from '../state/fixtures';

/** `POST /__sim/reset`, `POST /__sim/fixtures`, `GET /__sim/state`. */
export function registerStateRoutes(router: Router, sim: SimRuntime, reset: () => void): void {
  router.post('/reset', (_req, res) => {
    reset();
    res.json({ ok: true });
  });

  router.post('/fixtures', (req, res) => {
    const fixtures = FixturesSchema.parse(req.body ?? {});
    res.status(201).json(seedFixtures(sim.store, fixtures, sim.clock.now(), sim.app.id));
  });

  router.get('/state', (_req, res) => {
    res.json({
      app: { id: sim.app.id, name: sim.app.name, graph_version: sim.app.graphVersion },
      now: sim.clock.now().toISOString(),
      settings: sim.settings,
      webhook: { url: sim.webhook.url, verify_token_set: Boolean(sim.webhook.verifyToken), verified_at: sim.webhook.verifiedAt },
      ...sim.store.dump(),
      faults: sim.faults.list(),
      webhook_deliveries: sim.dispatcher.deliveries.length,
    });
  });
}
