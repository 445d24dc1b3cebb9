/**
 * End-to-end harness: runs the real apps as child processes (as Kubernetes would run them, one
 * process each) on the real engines, with a unique Postgres schema per app, a unique bus namespace and
 * Redis prefix per stack, so e2e files run in parallel. Apps are never imported: only spawned.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import knex from 'knex';
import { freePort, spawnTs, testInfra, uniqueName, waitForOwnListener } from '@platform/testing';

export { freePort };

/** Apps the harness can start. */
export type AppName =
  | 'gateway'
  | 'funding'
  | 'messaging-proxy'
  | 'flows'
  | 'broadcasts'
  | 'contacts'
  | 'workflows-agent'
  | 'webhooks'
  | 'upstream-sim'
  | 'connector-sim'
  | 'llm-sim'
  | 'telephony-sim';

const ROOT = join(__dirname, '../../..');

/**
 * How long one app may take to listen. A stack starts every app at once; on 2 cores beside a
 * neighbouring test file that start alone can take over 30 s (CI, 2026-11-24), which is load, not a fault.
 * The suites' beforeAll budgets (120 s and more) still bound the whole start. `E2E_LISTEN_TIMEOUT_MS`
 * raises it on a box busier than CI's (several stacks starting at once).
 */
const LISTEN_TIMEOUT_MS = Number(process.env.E2E_LISTEN_TIMEOUT_MS) || 90_000;

/** A running app process. */
interface AppProcess {
  name: AppName;
  proc: ChildProcess;
  env: Record<string, string>;
  port: number;
  output: string[];
}

/** Options of {@link startStack}. */
export interface StackOptions {
  /** Services to run besides the gateway (which always runs). */
  services?: Array<Exclude<AppName, 'gateway' | 'upstream-sim' | 'connector-sim' | 'llm-sim' | 'telephony-sim'>>;
  /** Run the upstream simulator (default true). */
  simulator?: boolean;
  /** Extra environment for every app. */
  env?: Record<string, string>;
  /** Extra environment per app. */
  appEnv?: Partial<Record<AppName, Record<string, string>>>;
}

/** A running platform for one test file. */
export interface Stack {
  id: string;
  /** {base_url}: http://127.0.0.1:<port>/platform/v1 */
  baseUrl: string;
  /** {proxy_url}. */
  proxyUrl: string;
  gatewayUrl: string;
  /** Upstream simulator origin (control API under /__sim). */
  simUrl: string;
  /** Automation connector simulator origin (control API under /__sim); runs with workflows-agent. */
  connectorUrl: string;
  /** LLM provider simulator origin (control API under /__sim); runs with workflows-agent. */
  llmUrl: string;
  /**
   * Telephony provider simulator origin (control API under /control); runs with messaging-proxy and the
   * upstream simulator, its numbers receiving the upstream simulator's codes (decision 0248). Empty otherwise.
   */
  telephonyUrl: string;
  /** messaging-proxy HTTP origin (webhook receiver, onboarding pages). */
  messagingProxyHttpUrl: string;
  /** Shared environment of the stack (engine URLs, namespaces, secrets). */
  env: Record<string, string>;
  ports: Partial<Record<AppName, number>>;
  /** Creates a project with an API key through the admin CLI. */
  createProject(plan?: string, name?: string): Promise<{ projectId: string; apiKey: string; apiKeyId: string }>;
  /** Runs an admin CLI command (`['key', 'revoke', '--key', id, '--json']`); returns parsed JSON stdout. */
  admin(args: string[]): Promise<unknown>;
  /** Sends a signal to an app (SIGKILL to crash it). Resolves when it has exited. */
  kill(app: AppName, signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts a stopped/killed app again with the same environment and port. */
  restart(app: AppName): Promise<void>;
  /** Calls {base_url} with the key. */
  api(apiKey: string, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  /** Calls the simulator control API. */
  sim(method: string, path: string, body?: unknown): Promise<any>;
  /** Output captured from an app (for diagnostics and for "no secret in logs" checks). */
  logs(app: AppName): string;
  stop(): Promise<void>;
}

function spawnApp(app: AppProcess): void {
  const entry = join(ROOT, 'apps', app.name, 'src/main.ts');
  const proc = spawnTs(entry, [], { cwd: ROOT, env: { ...process.env, ...app.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.on('data', (d) => app.output.push(String(d)));
  proc.stderr!.on('data', (d) => app.output.push(String(d)));
  app.proc = proc;
}

/** Starts the simulator, the requested services and the gateway; resolves when all listen. */
export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const infra = testInfra();
  const id = uniqueName('e2e')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20);
  const services = opts.services ?? [];
  const simulator = opts.simulator ?? true;
  const apps = new Map<AppName, AppProcess>();
  const appSecret = randomBytes(16).toString('hex');
  const simPort = await freePort();
  const mpHttpPort = await freePort();
  const simUrl = `http://127.0.0.1:${simPort}`;
  const mpHttpUrl = `http://127.0.0.1:${mpHttpPort}`;
  const connectorPort = await freePort();
  const connectorUrl = `http://127.0.0.1:${connectorPort}`;
  const connectorSecret = randomBytes(16).toString('hex');
  const llmPort = await freePort();
  const llmUrl = `http://127.0.0.1:${llmPort}`;
  // Number provisioning's provider (decision 0248): with messaging-proxy and the upstream simulator.
  const telephony = simulator && services.includes('messaging-proxy');
  const telephonyPort = telephony ? await freePort() : 0;
  const telephonyUrl = telephony ? `http://127.0.0.1:${telephonyPort}` : '';
  const telephonyAccount = { sid: `AC${randomBytes(16).toString('hex')}`, token: randomBytes(16).toString('hex') };
  const shared: Record<string, string> = {
    DATABASE_URL: infra.databaseUrl,
    REDIS_URL: infra.redisUrl,
    NATS_URL: infra.natsUrl,
    BUS_NAMESPACE: id,
    REDIS_PREFIX: id,
    KV_PREFIX: id,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    OTEL_SDK_DISABLED: 'true',
    UPSTREAM_BASE_URL: simUrl,
    UPSTREAM_APP_ID: '100000000000001',
    UPSTREAM_APP_SECRET: appSecret,
    UPSTREAM_WEBHOOK_VERIFY_TOKEN: `verify-${id}`,
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    MEDIA_LINK_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: mpHttpUrl,
    WEBHOOK_ALLOWED_TARGETS: '127.0.0.1,localhost,::1',
    SHUTDOWN_GRACE_MS: '3000',
    CONNECTOR_BASE_URL: connectorUrl,
    CONNECTOR_CLIENT_ID: `connector-${id}`,
    CONNECTOR_CLIENT_SECRET: connectorSecret,
    CONNECTOR_PROJECT_ID: `proj_${id}`,
    AGENT_OPENAI_BASE_URL: `${llmUrl}/v1`,
    AGENT_ANTHROPIC_BASE_URL: `${llmUrl}/v1`,
    // messaging-proxy's provider account (the simulator's); in `env`, so a test can call the provider as the platform does.
    ...(telephony ? { TELEPHONY_BASE_URL: telephonyUrl, TELEPHONY_ACCOUNT_SID: telephonyAccount.sid, TELEPHONY_AUTH_TOKEN: telephonyAccount.token } : {}),
    ...opts.env,
  };
  const schemaOf = (name: AppName) => `${id}_${name.replace(/-/g, '_')}`;
  const output = (a: AppProcess) => a.output.join('').slice(-4000);

  const launch = async (name: AppName, port: number, env: Record<string, string>) => {
    const app: AppProcess = { name, proc: undefined as unknown as ChildProcess, env: { ...shared, ...env, ...(opts.appEnv?.[name] ?? {}) }, port, output: [] };
    apps.set(name, app);
    spawnApp(app);
    await waitForOwnListener({ port, proc: app.proc, name, timeoutMs: LISTEN_TIMEOUT_MS, output: () => output(app) });
  };

  try {
    const starts: Array<Promise<void>> = [];
    if (simulator) {
      starts.push(
        launch('upstream-sim', simPort, {
          PORT: String(simPort),
          SIM_APP_SECRET: appSecret,
          SIM_APP_ID: shared.UPSTREAM_APP_ID,
          SIM_WEBHOOK_URL: `${mpHttpUrl}/upstream/webhooks`,
          SIM_WEBHOOK_VERIFY_TOKEN: shared.UPSTREAM_WEBHOOK_VERIFY_TOKEN,
        }),
      );
    }
    if (telephony) {
      starts.push(
        launch('telephony-sim', telephonyPort, {
          PORT: String(telephonyPort),
          HOST: '127.0.0.1',
          SIM_ACCOUNT_SID: telephonyAccount.sid,
          SIM_AUTH_TOKEN: telephonyAccount.token,
          SIM_UPSTREAM_SIM_URL: simUrl,
        }),
      );
    }
    if (services.includes('workflows-agent')) {
      starts.push(
        launch('connector-sim', connectorPort, {
          PORT: String(connectorPort),
          HOST: '127.0.0.1',
          SIM_CLIENT_ID: shared.CONNECTOR_CLIENT_ID,
          SIM_CLIENT_SECRET: shared.CONNECTOR_CLIENT_SECRET,
          SIM_PROJECT_ID: shared.CONNECTOR_PROJECT_ID,
        }),
        launch('llm-sim', llmPort, { PORT: String(llmPort), HOST: '127.0.0.1', SIM_ACCEPT_ANY_KEY: 'true' }),
      );
    }
    // Ports first, so every app knows every peer's address (services call each other too).
    const grpcPorts: Partial<Record<AppName, number>> = {};
    for (const s of services) grpcPorts[s] = await freePort();
    const addr = (s: AppName) => `127.0.0.1:${grpcPorts[s] ?? 1}`;
    const peers: Record<string, string> = {
      FUNDING_GRPC_ADDRESS: addr('funding'),
      MESSAGING_PROXY_GRPC_ADDRESS: addr('messaging-proxy'),
      FLOWS_GRPC_ADDRESS: addr('flows'),
      BROADCASTS_GRPC_ADDRESS: addr('broadcasts'),
      CONTACTS_GRPC_ADDRESS: addr('contacts'),
      WORKFLOWS_AGENT_GRPC_ADDRESS: addr('workflows-agent'),
      WEBHOOKS_GRPC_ADDRESS: addr('webhooks'),
      MESSAGING_PROXY_HTTP_URL: mpHttpUrl,
    };
    for (const s of services) {
      const extra: Record<string, string> = { ...peers, GRPC_PORT: String(grpcPorts[s]), GRPC_HOST: '127.0.0.1', DB_SCHEMA: schemaOf(s) };
      if (s === 'messaging-proxy') extra.HTTP_PORT = String(mpHttpPort);
      // Without funding in the stack, sends are not priced (decision 0230); with it, they are held.
      if (s === 'messaging-proxy' && !services.includes('funding')) delete extra.FUNDING_GRPC_ADDRESS;
      if (s === 'flows') {
        // The flows service's public data endpoints (the upstream calls them).
        const flowsHttpPort = await freePort();
        Object.assign(extra, { HTTP_PORT: String(flowsHttpPort), HTTP_HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${flowsHttpPort}` });
      }
      starts.push(launch(s, grpcPorts[s]!, extra));
    }
    await Promise.all(starts);
    const gwPort = await freePort();
    await launch('gateway', gwPort, {
      ...peers,
      HTTP_PORT: String(gwPort),
      HTTP_HOST: '127.0.0.1',
      DB_SCHEMA: schemaOf('gateway'),
      API_LOG_FLUSH_MS: '50',
      // The gateway is the public origin (discovery, media download URLs of {proxy_url}).
      PUBLIC_URL: `http://127.0.0.1:${gwPort}`,
    });
    const gatewayUrl = `http://127.0.0.1:${gwPort}`;
    const gw = apps.get('gateway')!;

    const admin = (args: string[]): Promise<unknown> =>
      new Promise((resolve, reject) => {
        const p = spawnTs(join(ROOT, 'apps/gateway/src/admin/cli.ts'), args, {
          cwd: ROOT,
          env: { ...process.env, ...gw.env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        p.stdout!.on('data', (d) => (out += d));
        p.stderr!.on('data', (d) => (err += d));
        p.on('exit', (code) => {
          if (code !== 0) return reject(new Error(`admin ${args.join(' ')} failed (${code}): ${err}`));
          try {
            resolve(JSON.parse(out.trim().split('\n').pop()!));
          } catch {
            resolve(out);
          }
        });
      });

    const stack: Stack = {
      id,
      baseUrl: `${gatewayUrl}/platform/v1`,
      proxyUrl: `${gatewayUrl}/upstream/messaging/v24.0`,
      gatewayUrl,
      simUrl,
      connectorUrl,
      llmUrl,
      telephonyUrl,
      messagingProxyHttpUrl: mpHttpUrl,
      env: shared,
      ports: {
        ...grpcPorts,
        gateway: gwPort,
        'upstream-sim': simPort,
        'connector-sim': connectorPort,
        'llm-sim': llmPort,
        ...(telephony ? { 'telephony-sim': telephonyPort } : {}),
      },
      async createProject(plan = 'pro', name = `Project ${id}`) {
        const r = (await admin(['project', 'create', '--name', name, '--plan', plan, '--json'])) as { project_id: string; api_key: string; api_key_id: string };
        return { projectId: r.project_id, apiKey: r.api_key, apiKeyId: r.api_key_id };
      },
      admin,
      async kill(name, signal = 'SIGTERM') {
        const a = apps.get(name);
        if (!a || a.proc.exitCode !== null || a.proc.signalCode !== null) return a?.proc.exitCode ?? null;
        const exited = new Promise<number | null>((resolve) => a.proc.once('exit', (code) => resolve(code)));
        a.proc.kill(signal);
        return exited;
      },
      async restart(name) {
        const a = apps.get(name);
        if (!a) throw new Error(`${name} is not part of this stack`);
        a.output.push(`\n--- restart ---\n`);
        spawnApp(a);
        await waitForOwnListener({ port: a.port, proc: a.proc, name, timeoutMs: LISTEN_TIMEOUT_MS, output: () => output(a) });
      },
      async api(apiKey, method, path, body, headers = {}) {
        const res = await fetch(`${gatewayUrl}/platform/v1${path}`, {
          method,
          headers: { 'x-api-key': apiKey, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        });
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          /* non-JSON body kept as text */
        }
        return { status: res.status, body: parsed, headers: res.headers };
      },
      async sim(method, path, body) {
        const res = await fetch(`${simUrl}${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        if (!res.ok) throw new Error(`sim ${method} ${path} → ${res.status}: ${text}`);
        return text ? JSON.parse(text) : undefined;
      },
      logs: (name) => apps.get(name)?.output.join('') ?? '',
      async stop() {
        await Promise.all([...apps.keys()].map((n) => stack.kill(n, 'SIGTERM')));
        const db = knex({ client: 'pg', connection: infra.databaseUrl, pool: { min: 0, max: 1 } });
        try {
          for (const name of apps.keys()) await db.raw(`drop schema if exists "${schemaOf(name)}" cascade`);
        } finally {
          await db.destroy();
        }
      },
    };
    return stack;
  } catch (err) {
    for (const a of apps.values()) a.proc.kill('SIGKILL');
    throw err;
  }
}
