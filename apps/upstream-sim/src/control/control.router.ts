import express, { type Router } from 'express';
import type { SimRuntime } from '../runtime';
import { registerCallControlRoutes } from './calls.route';
import { registerClockRoutes } from './clock.route';
import { registerCloudApiControlRoutes } from './cloud-api.route';
import { controlErrorHandler } from './control-error';
import { registerFaultRoutes } from './faults.route';
import { registerFlowControlRoutes } from './flows.route';
import { registerRequestRoutes } from './requests.route';
import { registerSettingsRoutes } from './settings.route';
import { registerSignupControlRoutes } from './signup.route';
import { registerStateRoutes } from './state.route';
import { registerWebhookRoutes } from './webhooks.route';

/** The control API mounted at `/__sim`: JSON, no auth, never part of the Graph surface. */
export function controlRouter(sim: SimRuntime, reset: () => void): Router {
  const router = express.Router();
  router.use(express.json({ limit: '5mb' }));
  registerStateRoutes(router, sim, reset);
  registerRequestRoutes(router, sim);
  registerFaultRoutes(router, sim);
  registerWebhookRoutes(router, sim);
  registerClockRoutes(router, sim);
  registerSettingsRoutes(router, sim);
  registerFlowControlRoutes(router, sim);
  registerCloudApiControlRoutes(router, sim);
  registerCallControlRoutes(router, sim);
  registerSignupControlRoutes(router, sim);
  router.use((req, res) => {
    res.status(404).json({ error: `no control endpoint ${req.method} /__sim${req.path}` });
  });
  router.use(controlErrorHandler);
  return router;
}
