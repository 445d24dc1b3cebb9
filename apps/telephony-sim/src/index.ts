import express from 'express';
import { silentLogger, type Logger } from '@platform/logger';
import { listenHttp, type RunningHttpServer } from '@platform/runtime';
import { apiRouter } from './api.router';
import { controlRouter } from './control.router';
import { FaultRegistry } from '@platform/sim-faults';
import type { SimRuntime } from './runtime';
import { SimStore } from './state';

export type { SimRuntime } from './runtime';
export { CODE_SENDER } from './control.router';
export { twilioSignature } from './webhooks';

/** Options of {@link createTelephonySim}. */
export interface TelephonySimOptions {
  /** The account served (`AC` + 32 hex digits) and its auth token. */
  accountSid: string;
  authToken: string;
  /** API keys of the account: SID (`SK...`) → secret. */
  apiKeys?: Record<string, string>;
  /** The upstream simulator's URL: bought numbers are registered there as lines receiving codes. */
  upstreamSimUrl?: string;
  clock?: () => Date;
  logger?: Logger;
}

/** A running simulator (its URL is what `TELEPHONY_BASE_URL` points at). */
export type RunningTelephonySim = RunningHttpServer;

/** The simulator: its express app, its state, and a way to listen. */
export interface TelephonySim {
  app: express.Express;
  state: SimRuntime;
  listen(port: number, host?: string): Promise<RunningTelephonySim>;
}

/**
 * Builds the telephony provider simulator (Twilio's REST API 2010-04-01 for numbers, and its SMS and
 * voice webhooks). Tests and the all-in-one process start it in-process:
 * `const { url, close } = await createTelephonySim({...}).listen(0)`.
 */
export function createTelephonySim(opts: TelephonySimOptions): TelephonySim {
  if (!/^AC[0-9a-f]{32}$/.test(opts.accountSid)) throw new Error('accountSid must be AC followed by 32 hex digits');
  const log = opts.logger ?? silentLogger;
  const sim: SimRuntime = {
    account: { sid: opts.accountSid, authToken: opts.authToken, apiKeys: new Map(Object.entries(opts.apiKeys ?? {})) },
    publicUrl: 'http://127.0.0.1',
    upstreamSimUrl: opts.upstreamSimUrl?.replace(/\/+$/, '') ?? null,
    store: new SimStore(),
    faults: new FaultRegistry(),
    clock: opts.clock ?? (() => new Date()),
    log,
  };
  const reset = (): void => {
    sim.store.clear();
    sim.faults.clear();
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use('/control', controlRouter(sim, reset));
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(apiRouter(sim));
  app.use((_req, res) => {
    res.status(404).json({ error: 'not found' });
  });
  app.use((err: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) log.error({ err }, 'telephony-sim error');
    res.status(status).json({ error: status === 500 ? 'Internal server error' : err.message });
  });

  const listen = (port: number, host = '127.0.0.1'): Promise<RunningTelephonySim> =>
    listenHttp(app, port, host, { logger: log, name: 'telephony simulator', onListening: (url) => (sim.publicUrl = url) });

  return { app, state: sim, listen };
}
