import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { writeFileSync, rmSync } from 'node:fs';
import * as broadcasts from '@app/broadcasts';
import * as contacts from '@app/contacts';
import * as flows from '@app/flows';
import * as funding from '@app/funding';
import * as gateway from '@app/gateway';
import * as messagingProxy from '@app/messaging-proxy';
import { createConnectorSim } from '@app/connector-sim';
import { createLlmSim } from '@app/llm-sim';
import { createTelephonySim } from '@app/telephony-sim';
import { createUpstreamSim } from '@app/upstream-sim';
import * as webhooks from '@app/webhooks';
import * as workflowsAgent from '@app/workflows-agent';
import { loadConfig } from '@platform/config';
import type { Logger } from '@platform/logger';
import { ShutdownStack } from '@platform/runtime';
import { appEnvOf, loopbackOf, publicOrigin } from './app-env';
import type { PlatformConfig } from './config';
import type { LocalSecrets } from './secrets';

/** Offset of each composed service's loopback gRPC port from GRPC_BASE_PORT (the gateway dials these). */
export const SERVICE_PORT_OFFSETS = {
  funding: 0,
  'messaging-proxy': 1,
  flows: 2,
  broadcasts: 3,
  contacts: 4,
  'workflows-agent': 5,
  webhooks: 6,
} as const;

/** A running all-in-one platform. */
export interface RunningPlatform {
  baseUrl: string;
  proxyUrl: string;
  /** {app_url}: the dashboard's API lives under `/api/v1` of it. */
  appUrl: string;
  gatewayUrl: string;
  simUrl: string | undefined;
  gateway: gateway.RunningGateway;
  stop(): Promise<void>;
}

/** The simulator's platform sandbox number of the all-in-one (a fixed id, so links stay valid across restarts). */
const SANDBOX_NUMBER = { id: '100000000000901', display: '+1 555-010-0901' };

/**
 * Composes every app in one process, each through its own `run()` and config schema — the same code
 * the per-app processes run, only the engine adapters differ (chosen by the URLs being set or not).
 */
export async function startPlatform(
  cfg: PlatformConfig,
  env: Record<string, string | undefined>,
  secrets: LocalSecrets,
  logger: Logger,
): Promise<RunningPlatform> {
  const stack = new ShutdownStack({ logger });
  const host = cfg.HOST;
  const origin = publicOrigin(cfg);
  const mpOrigin = `http://${loopbackOf(host)}:${cfg.MESSAGING_PROXY_HTTP_PORT}`;
  try {
    let upstream = cfg.UPSTREAM_BASE_URL;
    let simUrl: string | undefined;
    let systemToken: string | undefined;
    let sandbox: { id: string; display: string } | undefined;
    if (!upstream) {
      const sim = createUpstreamSim({
        appSecret: secrets.upstream_app_secret,
        appId: env.UPSTREAM_APP_ID ?? '100000000000001',
        webhookUrl: `${mpOrigin}/upstream/webhooks`,
        verifyToken: secrets.upstream_verify_token,
      });
      const running = await sim.listen(cfg.SIM_PORT, host);
      stack.push('upstream-sim', () => running.close());
      upstream = simUrl = running.url;
      // Platform fixtures of the simulator (it keeps nothing, so they are seeded at every start):
      // - the system-user token of the Flows API (decision 0600), reaching every business account;
      // - the sandbox number shared by all projects (spec 3.7, decision 0500), subscribed to the app.
      if (!env.UPSTREAM_SYSTEM_TOKEN) systemToken = `sim-system-${randomBytes(16).toString('hex')}`;
      if (!env.SANDBOX_PHONE_NUMBER_ID) sandbox = { id: SANDBOX_NUMBER.id, display: SANDBOX_NUMBER.display };
      const seeded = await fetch(`${running.url}/__sim/fixtures`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          tokens: systemToken ? [{ value: systemToken, all: true }] : [],
          businesses: sandbox
            ? [
                {
                  name: 'Platform sandbox',
                  wabas: [
                    {
                      name: 'Platform sandbox',
                      subscribed: true,
                      phone_numbers: [{ id: sandbox.id, display_phone_number: sandbox.display, verified_name: 'Platform Sandbox' }],
                    },
                  ],
                },
              ]
            : [],
        }),
      });
      if (!seeded.ok) throw new Error(`seeding the simulator's platform fixtures failed: ${seeded.status} ${await seeded.text()}`);
    }
    // The integrations connector: the simulator in-process unless a real one is configured.
    let connector: Record<string, string | undefined> = {};
    if (!cfg.CONNECTOR_BASE_URL) {
      const creds = { clientId: 'all-in-one', clientSecret: randomBytes(16).toString('hex'), projectId: 'proj_local' };
      const running = await createConnectorSim(creds).listen(cfg.CONNECTOR_SIM_PORT, host);
      stack.push('connector-sim', () => running.close());
      connector = {
        CONNECTOR_BASE_URL: running.url,
        CONNECTOR_CLIENT_ID: creds.clientId,
        CONNECTOR_CLIENT_SECRET: creds.clientSecret,
        CONNECTOR_PROJECT_ID: creds.projectId,
      };
    }
    // The agents' model providers: the LLM simulator in-process (any key accepted: a demo answers
    // unscripted) unless real provider URLs are configured.
    let llm: Record<string, string | undefined> = {};
    if (!env.AGENT_OPENAI_BASE_URL && !env.AGENT_ANTHROPIC_BASE_URL) {
      const running = await createLlmSim({ acceptAnyKey: true }).listen(cfg.LLM_SIM_PORT, host);
      stack.push('llm-sim', () => running.close());
      llm = {
        AGENT_OPENAI_BASE_URL: `${running.url}/v1`,
        AGENT_ANTHROPIC_BASE_URL: `${running.url}/v1`,
        AGENT_OPENAI_API_KEY: env.AGENT_OPENAI_API_KEY ?? 'sk-local-llm-sim',
        AGENT_ANTHROPIC_API_KEY: env.AGENT_ANTHROPIC_API_KEY ?? 'sk-ant-local-llm-sim',
      };
    }
    // The telephony provider of number provisioning: the simulator in-process unless a real account
    // (or another provider URL) is configured. Numbers it sells receive the upstream simulator's codes.
    let telephony: Record<string, string | undefined> = {};
    if (!env.TELEPHONY_BASE_URL && !env.TELEPHONY_ACCOUNT_SID) {
      const creds = { accountSid: `AC${randomBytes(16).toString('hex')}`, authToken: randomBytes(16).toString('hex') };
      const running = await createTelephonySim({ ...creds, upstreamSimUrl: simUrl }).listen(cfg.TELEPHONY_SIM_PORT, host);
      stack.push('telephony-sim', () => running.close());
      telephony = { TELEPHONY_BASE_URL: running.url, TELEPHONY_ACCOUNT_SID: creds.accountSid, TELEPHONY_AUTH_TOKEN: creds.authToken };
    }
    // What every composed app sees: the user's environment, the embedded defaults, local secrets.
    // Per-app ports are set explicitly; a GRPC_PORT/HTTP_PORT of the parent shell must not leak in.
    const { GRPC_PORT: _g, HTTP_PORT: _h, DB_SCHEMA: _s, PORT: _p, ...userEnv } = env;
    const shared: Record<string, string | undefined> = {
      TOKEN_ENCRYPTION_KEY: secrets.token_encryption_key,
      // Signs media download links (messaging-proxy) and verifies them (gateway); links live minutes, so a new one per start.
      MEDIA_LINK_KEY: randomBytes(32).toString('base64'),
      UPSTREAM_APP_SECRET: secrets.upstream_app_secret,
      UPSTREAM_WEBHOOK_VERIFY_TOKEN: secrets.upstream_verify_token,
      // Inbound media kept under DATA_DIR/media (messaging-proxy, decision 0251) unless the user names another storage.
      MEDIA_STORAGE: 'filesystem',
      ...userEnv,
      ...connector,
      ...llm,
      ...telephony,
      UPSTREAM_BASE_URL: upstream,
      DATA_DIR: cfg.DATA_DIR,
      LOG_LEVEL: cfg.LOG_LEVEL,
      GRPC_HOST: '127.0.0.1',
      OTEL_SDK_DISABLED: String(cfg.OTEL_SDK_DISABLED),
      ...(cfg.SCHEMA_PREFIX ? { BUS_NAMESPACE: cfg.SCHEMA_PREFIX, REDIS_PREFIX: cfg.SCHEMA_PREFIX } : {}),
      ...(sandbox ? { SANDBOX_PHONE_NUMBER_ID: sandbox.id, SANDBOX_DISPLAY_PHONE_NUMBER: sandbox.display } : {}),
      // Every app knows every service's address (the gateway calls all; services call each other).
      ...Object.fromEntries(
        Object.entries(SERVICE_PORT_OFFSETS).map(([n, o]) => [`${n.replace(/-/g, '_').toUpperCase()}_GRPC_ADDRESS`, `127.0.0.1:${cfg.GRPC_BASE_PORT + o}`]),
      ),
    };
    const schemaOf = (name: string) => (cfg.SCHEMA_PREFIX ? { DB_SCHEMA: `${cfg.SCHEMA_PREFIX}_${name.replace(/-/g, '_')}` } : {});
    const services = [
      ['funding', funding],
      ['messaging-proxy', messagingProxy],
      ['flows', flows],
      ['broadcasts', broadcasts],
      ['contacts', contacts],
      ['workflows-agent', workflowsAgent],
      ['webhooks', webhooks],
    ] as const;
    for (const [name, app] of services) {
      const appEnv = appEnvOf(name, cfg, { ...shared, ...schemaOf(name) }, cfg.GRPC_BASE_PORT + SERVICE_PORT_OFFSETS[name], { systemToken });
      // Each app validates its own slice with its own schema, exactly as in its own process.
      const config = loadConfig(app.configSchema, appEnv);
      const svc = await app.run(config as never, { logger: logger.child({ app: name }) });
      stack.push(name, () => svc.stop());
    }
    const gwConfig = loadConfig(gateway.configSchema, {
      ...shared,
      ...schemaOf('gateway'),
      HTTP_PORT: String(cfg.PORT),
      HTTP_HOST: host,
      PUBLIC_URL: cfg.PUBLIC_URL,
      MESSAGING_PROXY_HTTP_URL: mpOrigin,
    });
    const gw = await gateway.runGateway(gwConfig, { logger: logger.child({ app: 'gateway' }) });
    stack.push('gateway', () => gw.stop());
    await startAdminEndpoint(cfg, secrets, gw, stack, logger);
    return {
      baseUrl: `${origin}/platform/v1`,
      proxyUrl: `${origin}/upstream/messaging/v24.0`,
      appUrl: `${origin}/app`,
      gatewayUrl: origin,
      simUrl,
      gateway: gw,
      stop: () => stack.run(),
    };
  } catch (err) {
    await stack.run();
    throw err;
  }
}

/**
 * Loopback-only admin endpoint: PGlite allows one process, so while an embedded instance runs, the
 * admin CLI forwards its command here (bearer token from DATA_DIR/secrets.json; address in
 * DATA_DIR/admin.json). Not started when a real Postgres is configured: the CLI then talks to it.
 */
async function startAdminEndpoint(cfg: PlatformConfig, secrets: LocalSecrets, gw: gateway.RunningGateway, stack: ShutdownStack, logger: Logger): Promise<void> {
  if (cfg.DATABASE_URL) return;
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/admin') return send(404, { error: 'not found' });
    if (req.headers.authorization !== `Bearer ${secrets.admin_token}`) return send(401, { error: 'invalid admin token' });
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      let args: string[];
      try {
        args = (JSON.parse(raw) as { args: string[] }).args;
        if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) throw new Error('args must be strings');
      } catch {
        return send(400, { error: 'body must be {"args": [string...]}' });
      }
      gateway.runAdminCommand(args, { projects: gw.projects, keys: gw.keys, users: gw.users, audit: gw.audit, funding: () => gw.clients.funding }).then(
        (output) => {
          gw.authenticator.clear();
          send(200, { output });
        },
        (err: Error & { exitCode?: number }) => send(422, { error: err.message, exit_code: err.exitCode ?? 1 }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.ADMIN_PORT, '127.0.0.1', () => resolve());
  });
  const file = join(cfg.DATA_DIR, 'admin.json');
  writeFileSync(file, JSON.stringify({ url: `http://127.0.0.1:${cfg.ADMIN_PORT}/admin`, pid: process.pid }), { mode: 0o600 });
  stack.push('admin-endpoint', () => {
    rmSync(file, { force: true });
    return new Promise<void>((r) => server.close(() => r()));
  });
  logger.debug({ port: cfg.ADMIN_PORT }, 'admin endpoint on loopback');
}
