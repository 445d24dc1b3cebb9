/**
 * Every service of the platform as its own process (the production bundles, `node apps/<app>/dist/main.js`,
 * as bench/send-path.ts runs them), on the harness's own engines, configured by environment as the
 * benches and the e2e stack configure them (a DB_SCHEMA per service, one bus namespace, one Redis prefix).
 * A service can be SIGKILLed and started again with the same environment and ports.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployedNodeOptions, freePort, ROOT, startProc, stopGroup, type Proc } from '../../bench/lib/procs';
import type { Engines } from './engines';

/** The services the harness runs (the simulator included), in start order. */
export const APPS = ['upstream-sim', 'contacts', 'funding', 'webhooks', 'messaging-proxy', 'workflows-agent', 'broadcasts', 'gateway'] as const;
export type AppName = (typeof APPS)[number];

/** Graph version of every upstream call. */
export const GRAPH_VERSION = 'v24.0';

/** Lowered timers so a run stays short (docs/operations.md, "Chaos harness"). */
export const SHORTENED_TIMERS: Record<string, Record<string, string>> = {
  funding: { FUNDING_CREDIT_HOLD_TTL_MS: '60000', FUNDING_SWEEP_INTERVAL_MS: '2000' },
  // A send of unknown outcome presumed not sent after 60 s instead of 10 min (decision 0240).
  'messaging-proxy': { SEND_OUTCOME_DEADLINE_MS: '60000' },
  webhooks: { WEBHOOK_RETRY_SCHEDULE: '1,2,4,8,15,30,60,60,60' },
  broadcasts: { BROADCAST_CLAIM_LEASE_MS: '5000', BROADCAST_POLL_MS: '200', BROADCAST_IN_DOUBT_RETRY_MS: '2000' },
  'workflows-agent': {
    WORKFLOW_TIMER_INTERVAL_MS: '100',
    WORKFLOW_STEP_LEASE_MS: '5000',
    WORKFLOW_STALL_MS: '10000',
    WORKFLOW_WORK_ACK_WAIT_MS: '5000',
  },
};

/** One service process, restartable. */
export interface Service {
  name: AppName;
  /** The port startup waits for (gRPC, or HTTP for the gateway and the simulator). */
  port: number;
  env: Record<string, string>;
  proc: Proc | null;
  start(): Promise<void>;
  /** SIGKILL of its process group. */
  kill(): Promise<void>;
  /** SIGTERM, SIGKILL after a grace period. */
  stop(): Promise<void>;
  output(): string;
}

/** The running platform. */
export interface Platform {
  services: Record<AppName, Service>;
  gatewayUrl: string;
  proxyUrl: string;
  baseUrl: string;
  simUrl: string;
  mpHttpUrl: string;
  /** Schema of each service's tables. */
  schema(app: AppName): string;
  stopAll(): Promise<void>;
}

/** Builds the bundles (Nx caches them: a no-op when the sources did not change). */
export function buildBundles(log: (s: string) => void): void {
  const t0 = Date.now();
  execFileSync(join(ROOT, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', `--projects=${APPS.join(',')}`, '--output-style=static'], {
    cwd: ROOT,
    stdio: 'pipe',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  log(`bundles built (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

async function waitHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Starts every service on `engines`; `dir` holds the rate card file. */
export async function startPlatform(engines: Engines, dir: string): Promise<Platform> {
  const ports = {} as Record<AppName, number>;
  for (const a of APPS) ports[a] = await freePort();
  const mpHttp = await freePort();
  const simUrl = `http://127.0.0.1:${ports['upstream-sim']}`;
  const mpHttpUrl = `http://127.0.0.1:${mpHttp}`;
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  const appSecret = randomBytes(16).toString('hex');
  const appId = '100000000000777';
  const verifyToken = `verify-${randomBytes(6).toString('hex')}`;
  const schema = (a: AppName) => `chaos_${a.replace(/-/g, '_')}`;
  const cardFile = join(dir, 'rate-card.json');
  writeFileSync(cardFile, JSON.stringify({ currency: 'USD', rates: { US: { marketing: '0.025', utility: '0.004', authentication: '0.004', service: '0' } } }));

  const addr = (a: AppName) => `127.0.0.1:${ports[a]}`;
  const shared: Record<string, string> = {
    DATABASE_URL: engines.postgres.url,
    REDIS_URL: engines.redis.url,
    NATS_URL: engines.nats.url,
    BUS_NAMESPACE: 'chaos',
    KV_PREFIX: 'chaos',
    REDIS_PREFIX: 'chaos',
    LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'warn',
    OTEL_SDK_DISABLED: 'true',
    GRPC_HOST: '127.0.0.1',
    UPSTREAM_BASE_URL: simUrl,
    UPSTREAM_APP_ID: appId,
    UPSTREAM_APP_SECRET: appSecret,
    UPSTREAM_GRAPH_VERSION: GRAPH_VERSION,
    UPSTREAM_WEBHOOK_VERIFY_TOKEN: verifyToken,
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    WEBHOOK_ALLOWED_TARGETS: '127.0.0.1,localhost',
    SHUTDOWN_GRACE_MS: '3000',
    FUNDING_GRPC_ADDRESS: addr('funding'),
    MESSAGING_PROXY_GRPC_ADDRESS: addr('messaging-proxy'),
    BROADCASTS_GRPC_ADDRESS: addr('broadcasts'),
    CONTACTS_GRPC_ADDRESS: addr('contacts'),
    WORKFLOWS_AGENT_GRPC_ADDRESS: addr('workflows-agent'),
    WEBHOOKS_GRPC_ADDRESS: addr('webhooks'),
    // Not run: nothing in the scenarios reaches flows (function nodes) from workflows-agent.
    FLOWS_GRPC_ADDRESS: '127.0.0.1:1',
    MESSAGING_PROXY_HTTP_URL: mpHttpUrl,
  };
  const envOf = (a: AppName): Record<string, string> => {
    const own: Record<string, string> = { ...deployedNodeOptions(a), ...(SHORTENED_TIMERS[a] ?? {}) };
    switch (a) {
      case 'upstream-sim':
        return {
          ...own,
          PORT: String(ports[a]),
          HOST: '127.0.0.1',
          LOG_LEVEL: shared.LOG_LEVEL,
          SIM_APP_SECRET: appSecret,
          SIM_APP_ID: appId,
          SIM_WEBHOOK_URL: `${mpHttpUrl}/upstream/webhooks`,
          SIM_WEBHOOK_VERIFY_TOKEN: verifyToken,
        };
      case 'gateway':
        return {
          ...shared,
          ...own,
          HTTP_PORT: String(ports[a]),
          HTTP_HOST: '127.0.0.1',
          DB_SCHEMA: schema(a),
          PUBLIC_URL: gatewayUrl,
        };
      case 'messaging-proxy':
        return {
          ...shared,
          ...own,
          GRPC_PORT: String(ports[a]),
          HTTP_PORT: String(mpHttp),
          HTTP_HOST: '127.0.0.1',
          PUBLIC_URL: mpHttpUrl,
          DB_SCHEMA: schema(a),
        };
      case 'funding':
        return { ...shared, ...own, GRPC_PORT: String(ports[a]), DB_SCHEMA: schema(a), FUNDING_RATE_CARD_FILE: cardFile };
      default:
        return { ...shared, ...own, GRPC_PORT: String(ports[a]), DB_SCHEMA: schema(a) };
    }
  };

  const make = (a: AppName): Service => {
    const s: Service = {
      name: a,
      port: ports[a],
      env: envOf(a),
      proc: null,
      async start() {
        const logFile = process.env.CHAOS_DUMP_DIR ? join(process.env.CHAOS_DUMP_DIR, `${a}.log`) : undefined;
        s.proc = await startProc(a, `apps/${a}/src/main.ts`, s.port, s.env, { runtime: 'dist', logFile });
        if (a === 'messaging-proxy') await waitHttp(`${mpHttpUrl}/healthz`);
      },
      async kill() {
        if (s.proc) await stopGroup(s.proc.proc, 'SIGKILL', 0);
      },
      async stop() {
        await s.proc?.stop(5000);
      },
      output: () => s.proc?.output() ?? '',
    };
    return s;
  };
  const services = Object.fromEntries(APPS.map((a) => [a, make(a)])) as Record<AppName, Service>;
  await services['upstream-sim'].start();
  await Promise.all(['contacts', 'funding', 'webhooks'].map((a) => services[a as AppName].start()));
  await services['messaging-proxy'].start();
  await Promise.all(['workflows-agent', 'broadcasts', 'gateway'].map((a) => services[a as AppName].start()));
  return {
    services,
    gatewayUrl,
    proxyUrl: `${gatewayUrl}/upstream/messaging/${GRAPH_VERSION}`,
    baseUrl: `${gatewayUrl}/platform/v1`,
    simUrl,
    mpHttpUrl,
    schema,
    async stopAll() {
      await Promise.all(Object.values(services).map((s) => s.stop().catch(() => undefined)));
    },
  };
}
