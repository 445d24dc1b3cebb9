import express from 'express';
import { silentLogger, type Logger } from '@platform/logger';
import { listenHttp, type RunningHttpServer } from '@platform/runtime';
import { SimClock, type Clock } from './clock';
import { controlRouter } from './control/control.router';
import { FaultRegistry } from '@platform/sim-faults';
import { graphRouter } from './graph/graph.router';
import type { SimRuntime } from './runtime';
import type { SimSettings } from './sim-settings';
import { Timers } from './timers';
import { SendLimiter } from './state/send-limits';
import { callsOf } from './state/calls';
import { cloudOf } from './state/cloud-api';
import { flowsOf } from './state/flows';
import { SimStore } from './state/store';
import { signupRouter } from './signup/dialog.route';
import { defaultConfig } from './signup/oauth';
import { signupOf } from './signup/signup-state';
import { WebhookDispatcher } from './webhooks/dispatcher';

export { hubSignature, verifyHubSignature } from './webhooks/signature';
export type { SimRuntime } from './runtime';
export type { SimSettings } from './sim-settings';
export type { Fixtures, SeedResult } from './state/fixtures';

/** Options of {@link createUpstreamSim}. */
export interface UpstreamSimOptions {
  /** Secret that signs webhooks (X-Hub-Signature-256) and forms the app token `app_id|app_secret`. */
  appSecret: string;
  /** Id of the simulated app (debug_token, subscribed_apps, health_status APP entity). */
  appId: string;
  /** Graph version the simulator claims (paths accept any `/vNN.N` prefix). Default v24.0. */
  graphVersion?: string;
  /** Where webhooks go; none are sent until set (here or with `PUT /__sim/webhook`). */
  webhookUrl?: string;
  /** Token sent in the verification handshake. */
  verifyToken?: string;
  /** Base clock; `PUT /__sim/clock` can freeze or shift it. */
  clock?: Clock;
  /** Default messages per second per number (reference: 80). */
  defaultThroughputPerSecond?: number;
  /** Display name of the app in subscribed_apps and debug_token. */
  appName?: string;
  /** Initial runtime settings (tests shorten retries and status delays here). */
  settings?: Partial<SimSettings>;
  /** Logger; silent when omitted. */
  logger?: Logger;
  /** Id of the embedded signup login configuration seeded at start and on reset (`config_id` of `FB.login`). */
  signupConfigId?: string;
}

/** A running simulator server (its URL: http://127.0.0.1:4010; Graph paths hang off it, with or without `/v24.0`). */
export type RunningUpstreamSim = RunningHttpServer;

/** The simulator: its express app, its state, and a way to listen. */
export interface UpstreamSim {
  app: express.Express;
  state: SimRuntime;
  listen(port: number, host?: string): Promise<RunningUpstreamSim>;
}

function defaultSettings(opts: UpstreamSimOptions): SimSettings {
  return {
    defaultThroughputPerSecond: opts.defaultThroughputPerSecond ?? 80,
    statusDelayMs: { min: 0, max: 50 },
    autoStatuses: ['sent', 'delivered', 'read'],
    statusConversation: 'auto',
    retryDelaysMs: [1_000, 5_000, 30_000],
    deliveryTimeoutMs: 10_000,
    requireSubscription: false,
    marketingStopError: 'async',
    appHealth: { can_send_message: 'AVAILABLE' },
    ...opts.settings,
  };
}

/**
 * Builds an upstream Graph API simulator. Other apps' tests and the all-in-one process start it
 * in-process: `const sim = createUpstreamSim({...}); const { url, close } = await sim.listen(0);`.
 */
export function createUpstreamSim(opts: UpstreamSimOptions): UpstreamSim {
  const log = opts.logger ?? silentLogger;
  const clock = new SimClock(opts.clock);
  const store = new SimStore();
  const timers = new Timers();
  const settings = defaultSettings(opts);
  const webhook = { url: opts.webhookUrl ?? null, verifyToken: opts.verifyToken ?? null, appSecret: opts.appSecret, verifiedAt: null };
  const dispatcher = new WebhookDispatcher(
    webhook,
    settings,
    timers,
    clock,
    log,
    (wabaId) => store.wabas.get(wabaId)?.subscribed_apps.includes(opts.appId) ?? false,
    (wabaId) => store.wabas.get(wabaId)?.override_callback_uri ?? null,
  );
  const sim: SimRuntime = {
    app: { id: opts.appId, secret: opts.appSecret, name: opts.appName ?? 'Upstream Simulator App', graphVersion: opts.graphVersion ?? 'v24.0' },
    store,
    clock,
    settings,
    webhook,
    limiter: new SendLimiter(),
    faults: new FaultRegistry(),
    dispatcher,
    timers,
    log,
  };

  const seedSignup = (): void => {
    const sg = signupOf(store);
    sg.clear();
    const config = defaultConfig(opts.signupConfigId ?? '300000000000001');
    sg.configs.set(config.id, config);
  };
  seedSignup();

  const reset = (): void => {
    timers.clear();
    store.clear();
    seedSignup();
    flowsOf(store).clear();
    cloudOf(store).clear();
    callsOf(store).clear();
    sim.limiter.clear();
    sim.faults.clear();
    dispatcher.clear();
    clock.release();
    Object.assign(settings, defaultSettings(opts));
    Object.assign(webhook, { url: opts.webhookUrl ?? null, verifyToken: opts.verifyToken ?? null, appSecret: opts.appSecret, verifiedAt: null });
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use('/__sim', controlRouter(sim, reset));
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(signupRouter(sim));
  app.use(graphRouter(sim));

  const listen = (port: number, host = '127.0.0.1'): Promise<RunningUpstreamSim> =>
    listenHttp(app, port, host, { logger: log, name: 'upstream simulator', beforeClose: () => timers.clear() });

  return { app, state: sim, listen };
}
