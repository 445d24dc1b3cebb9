import express from 'express';
import { silentLogger, type Logger } from '@platform/logger';
import { listenHttp, type RunningHttpServer } from '@platform/runtime';
import { apiRouter } from './api.router';
import { controlRouter } from './control.router';
import { FaultRegistry } from '@platform/sim-faults';
import { faultMiddleware } from './faults';
import type { SimRuntime } from './runtime';
import { SimStore, type SimSettings } from './state';

export type { SimRuntime } from './runtime';
export { ACTIONS, APPS } from './catalog';

/** Options of {@link createConnectorSim}. */
export interface ConnectorSimOptions {
  clientId: string;
  clientSecret: string;
  projectId: string;
  rateLimitPerMinute?: number;
  /** Base clock (ms); `PUT /__sim/clock` is not offered: tests pass a clock here. */
  clock?: () => number;
  logger?: Logger;
}

/** A running simulator server (its URL: http://127.0.0.1:4020 (the SDK's `baseUrl`)). */
export type RunningConnectorSim = RunningHttpServer;

/** The simulator: its express app, its state, and a way to listen. */
export interface ConnectorSim {
  app: express.Express;
  state: SimRuntime;
  listen(port: number, host?: string): Promise<RunningConnectorSim>;
}

/**
 * Builds the automation connector simulator. Tests and the all-in-one process start it in-process:
 * `const { url, close } = await createConnectorSim({...}).listen(0)`.
 */
export function createConnectorSim(opts: ConnectorSimOptions): ConnectorSim {
  const log = opts.logger ?? silentLogger;
  const defaults = (): SimSettings => ({ rateLimitPerMinute: opts.rateLimitPerMinute ?? null, accessTokenTtlSeconds: 3600, connectTokenTtlSeconds: 14_400 });
  const sim: SimRuntime = {
    credentials: { clientId: opts.clientId, clientSecret: opts.clientSecret, projectId: opts.projectId },
    publicUrl: 'http://127.0.0.1',
    store: new SimStore(),
    settings: defaults(),
    faults: new FaultRegistry(),
    clock: opts.clock ?? (() => Date.now()),
    log,
  };
  const reset = (): void => {
    sim.store.clear();
    sim.faults.clear();
    Object.assign(sim.settings, defaults());
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use('/__sim', controlRouter(sim, reset));
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use('/v1', (req, _res, next) => {
    sim.store.requests.push({ method: req.method, path: req.baseUrl + req.path, at: new Date(sim.clock()).toISOString() });
    if (sim.store.requests.length > 1000) sim.store.requests.shift();
    next();
  });
  app.use('/v1', faultMiddleware(sim.faults));
  app.use(apiRouter(sim));
  app.use((_req, res) => {
    res.status(404).json({ error: 'not found' });
  });
  app.use((err: Error & { status?: number; type?: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) log.error({ err }, 'connector-sim error');
    res.status(status).json({ error: status === 500 ? 'Internal server error' : err.message });
  });

  const listen = (port: number, host = '127.0.0.1'): Promise<RunningConnectorSim> =>
    listenHttp(app, port, host, { logger: log, name: 'connector simulator', onListening: (url) => (sim.publicUrl = url) });

  return { app, state: sim, listen };
}
