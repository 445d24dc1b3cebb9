/**
 * Gateway test support: the real gateway (in-process, port 0) on real Postgres and Redis with a
 * unique schema and key prefix, and peers faked at their generated gRPC contract.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadContracts, type messagingProxy } from '@platform/contracts';
import { notFound } from '@platform/errors';
import { startGrpcServer, unaryHandler, type GrpcServerHandle } from '@platform/grpc';
import { createLogger, type Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { testInfra, uniqueName } from '@platform/testing';
import knex from 'knex';
import { configSchema, type GatewayConfig } from '../src/config';
import { runGateway, type RunningGateway } from '../src/server';

/** A fake messaging-proxy: customers kept in memory per project, every call recorded. */
export interface FakeMessagingProxy {
  server: GrpcServerHandle;
  /** Each call's request and the W3C `traceparent` it carried, if any. */
  calls: Array<{ method: string; request: Record<string, unknown>; traceparent?: string }>;
  /** Delay (ms) applied to each call, to test deadlines. */
  delayMs: number;
  /** Errors the next calls throw (first first), after their delay: to test how failures are answered. */
  failures: Error[];
}

/** Starts the fake peer on port 0. */
export async function startFakeMessagingProxy(): Promise<FakeMessagingProxy> {
  const { contracts, packageDefinitions } = loadContracts();
  const customers = new Map<string, messagingProxy.Customer>();
  const fake: FakeMessagingProxy = { server: undefined as unknown as GrpcServerHandle, calls: [], delayMs: 0, failures: [] };
  const record = async (method: string, request: object, call: { metadata: { get(key: string): unknown[] } }) => {
    const traceparent = call.metadata.get('traceparent')[0];
    fake.calls.push({ method, request: request as Record<string, unknown>, traceparent: typeof traceparent === 'string' ? traceparent : undefined });
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
    const failure = fake.failures.shift();
    if (failure) throw failure;
  };
  const implementation: Partial<messagingProxy.MessagingProxyServiceHandlers> = {
    CreateCustomer: unaryHandler(async (req: messagingProxy.CreateCustomerRequest__Output, call) => {
      await record('CreateCustomer', req, call);
      const now = new Date().toISOString();
      const c: messagingProxy.Customer = {
        id: crypto.randomUUID(),
        name: req.name,
        external_customer_id: req.external_customer_id,
        created_at: now,
        updated_at: now,
      };
      customers.set(`${req.project_id}/${c.id}`, c);
      return { customer: c };
    }),
    GetCustomer: unaryHandler(async (req: messagingProxy.GetCustomerRequest__Output, call) => {
      await record('GetCustomer', req, call);
      const c = customers.get(`${req.project_id}/${req.customer_id}`);
      if (!c) throw notFound('CUSTOMER_NOT_FOUND', 'Customer not found');
      return { customer: c };
    }),
    ListCustomers: unaryHandler(async (req: messagingProxy.ListCustomersRequest__Output, call) => {
      await record('ListCustomers', req, call);
      const mine = [...customers.entries()].filter(([k]) => k.startsWith(`${req.project_id}/`)).map(([, v]) => v);
      return { customers: mine, meta: { page: 1, per_page: 20, total_pages: mine.length ? 1 : 0, total_count: mine.length } };
    }),
  };
  fake.server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    services: [
      {
        name: 'svc.messaging_proxy.v1.MessagingProxyService',
        definition: contracts.messagingProxy.MessagingProxyService.service,
        implementation: implementation as messagingProxy.MessagingProxyServiceHandlers,
      },
    ],
    packageDefinitions: [packageDefinitions.messagingProxy],
  });
  return fake;
}

/**
 * A fake of messaging-proxy's HTTP listener (the target of {proxy_url} and {app_url}): every request
 * it receives is recorded (method, path as forwarded, headers) and answered `200 { data: { path } }`.
 */
export interface FakeMessagingProxyHttp {
  /** Origin to pass as `MESSAGING_PROXY_HTTP_URL`. */
  url: string;
  requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

/** Starts the fake HTTP peer on port 0. */
export async function startFakeMessagingProxyHttp(): Promise<FakeMessagingProxyHttp> {
  const requests: FakeMessagingProxyHttp['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { path: req.url } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A gateway under test with its own schema and Redis prefix. */
export interface TestGateway extends RunningGateway {
  config: GatewayConfig;
  baseUrl: string;
  /** Drops the schema (call after stop). */
  cleanup(): Promise<void>;
}

/** Starts a gateway in-process. `overrides` are environment variables. */
export async function startTestGateway(overrides: Record<string, string> = {}, opts: { logger?: Logger; clock?: Clock } = {}): Promise<TestGateway> {
  const infra = testInfra();
  const id = uniqueName('gw');
  const config = configSchema.parse({
    HTTP_PORT: '0',
    HTTP_HOST: '127.0.0.1',
    DATABASE_URL: infra.databaseUrl,
    DB_SCHEMA: id,
    REDIS_URL: infra.redisUrl,
    REDIS_PREFIX: id,
    LOG_LEVEL: 'silent',
    API_LOG_FLUSH_MS: '20',
    OTEL_SDK_DISABLED: 'true',
    ...overrides,
  });
  const gw = await runGateway(config, { logger: opts.logger ?? createLogger({ name: 'gateway', level: 'silent' }), clock: opts.clock });
  return {
    ...gw,
    config,
    baseUrl: `${gw.url}/platform/v1`,
    async cleanup() {
      const db = knex({ client: 'pg', connection: infra.databaseUrl, pool: { min: 0, max: 1 } });
      await db.raw(`drop schema if exists "${config.DB_SCHEMA}" cascade`).finally(() => db.destroy());
    },
  };
}

/** fetch with the key; JSON body parsed. */
export async function call(baseUrl: string, key: string | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(key ? { 'x-api-key': key } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}
