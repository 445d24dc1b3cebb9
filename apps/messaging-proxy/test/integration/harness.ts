import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createBus, type BusMessage } from '@platform/bus';
import { decodeEvent, loadContracts, type contacts, type funding, type messagingProxy } from '@platform/contracts';
import { callUnary, createClient, type UnaryMethodName, type UnaryRequest, type UnaryResponse } from '@platform/grpc';
import { DomainError, httpStatusOf } from '@platform/errors';
import { createLogger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import { freePort, spawnTs, startUpstreamSim, testInfra, uniqueName, waitFor, type UpstreamSimProcess } from '@platform/testing';
import { expect } from 'vitest';
import { configSchema, type Config } from '../../src/config';
import { run, type RunningMessagingProxy } from '../../src/server';

const REPO = resolve(__dirname, '../../../..');

/** The upstream simulator as a child process (apps never import apps): @platform/testing's helper. */
export type SimProcess = UpstreamSimProcess;

/** Starts `apps/upstream-sim` on a free port (app id 100000000000777); `env` adds simulator variables. */
export function startSim(env: Record<string, string> = {}): Promise<SimProcess> {
  return startUpstreamSim({ appId: '100000000000777', env });
}

/** Seeds one business with a WABA and numbers plus a token reaching them. */
export async function seedAccount(sim: SimProcess, opts: { numbers?: Array<Record<string, unknown>>; token?: Record<string, unknown> } = {}) {
  const seeded = await sim.control<{
    wabas: Array<{ id: string }>;
    phone_numbers: Array<{ id: string; display_phone_number: string; waba_id: string }>;
    tokens: Array<{ value: string }>;
  }>('POST', '/fixtures', {
    businesses: [{ wabas: [{ phone_numbers: opts.numbers ?? [{}] }] }],
    tokens: [opts.token ?? {}],
  });
  return { wabaId: seeded.wabas[0].id, numbers: seeded.phone_numbers, token: seeded.tokens[0].value };
}

/** A seeded upstream account ({@link seedAccount}). */
export type SeededAccount = Awaited<ReturnType<typeof seedAccount>>;

/**
 * Creates a customer in `projectId` and connects the account's number `index` (default 0) to it with
 * the account's token; `extra` adds ConnectPhoneNumber fields. Answers the connected number.
 */
export async function connectSeededNumber(
  svc: Pick<ServiceUnderTest, 'call'>,
  projectId: string,
  acct: SeededAccount,
  opts: { index?: number; customerName?: string; extra?: Partial<UnaryRequest<messagingProxy.MessagingProxyServiceClient, 'ConnectPhoneNumber'>> } = {},
) {
  const customer = (await svc.call('CreateCustomer', { project_id: projectId, name: opts.customerName ?? 'Test customer' })).customer!;
  return (
    await svc.call('ConnectPhoneNumber', {
      project_id: projectId,
      customer_id: customer.id!,
      phone_number_id: acct.numbers[opts.index ?? 0].id,
      business_account_id: acct.wabaId,
      access_token: acct.token,
      ...opts.extra,
    })
  ).phone_number!;
}

/** A running service with its gRPC client. */
export interface ServiceUnderTest {
  svc: RunningMessagingProxy;
  config: Config;
  httpUrl: string;
  call<M extends UnaryMethodName<messagingProxy.MessagingProxyServiceClient>>(
    method: M,
    req: UnaryRequest<messagingProxy.MessagingProxyServiceClient, M>,
  ): Promise<UnaryResponse<messagingProxy.MessagingProxyServiceClient, M>>;
  stop(): Promise<void>;
}

/**
 * The environment of a messaging-proxy on the real Postgres, Redis and NATS in `shared`'s schema, bus
 * namespace and key prefix, reaching `sim` as its upstream, on free ports of 127.0.0.1 (`0`), silent.
 */
export function serviceEnv(sim: SimProcess, shared: { schema: string; prefix: string; namespace: string }): Record<string, string> {
  const infra = testInfra();
  return {
    GRPC_PORT: '0',
    GRPC_HOST: '127.0.0.1',
    HTTP_PORT: '0',
    HTTP_HOST: '127.0.0.1',
    DATABASE_URL: infra.databaseUrl,
    DB_SCHEMA: shared.schema,
    NATS_URL: infra.natsUrl,
    BUS_NAMESPACE: shared.namespace,
    REDIS_URL: infra.redisUrl,
    KV_PREFIX: shared.prefix,
    UPSTREAM_BASE_URL: sim.url,
    UPSTREAM_APP_ID: sim.appId,
    UPSTREAM_APP_SECRET: sim.appSecret,
    LOG_LEVEL: 'silent',
  };
}

/** Starts messaging-proxy on real Postgres/Redis/NATS with unique schema, namespace and key prefix. */
export async function startService(
  sim: SimProcess,
  opts: { clock?: Clock; env?: Record<string, string>; shared?: { schema: string; prefix: string; namespace: string } } = {},
): Promise<ServiceUnderTest> {
  const shared = opts.shared ?? { schema: uniqueName('mp'), prefix: uniqueName('mp'), namespace: uniqueName('mp').replace(/_/g, '') };
  const config = configSchema.parse({ ...serviceEnv(sim, shared), ...opts.env });
  const logger = createLogger({ name: 'messaging-proxy', level: 'silent' });
  const svc = await run(config, { logger, clock: opts.clock });
  const { contracts } = loadContracts();
  const client = createClient(contracts.messagingProxy.MessagingProxyService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 30_000, idempotentMethods: [] });
  return {
    svc,
    config: { ...config, HTTP_PORT: svc.httpPort },
    httpUrl: `http://127.0.0.1:${svc.httpPort}`,
    call: (method, req) => callUnary(client, method, req, { deadlineMs: 30_000 }),
    async stop() {
      client.close();
      await svc.stop();
      if (!opts.shared) await dropSchema(shared.schema);
    },
  };
}

/** Drops a test schema. */
export async function dropSchema(schema: string): Promise<void> {
  const { default: knex } = await import('knex');
  const k = knex({ client: 'pg', connection: testInfra().databaseUrl });
  try {
    await k.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await k.destroy();
  }
}

/** Awaits a call that must fail; returns its DomainError (code, reason, public message and fields). */
export async function failure(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** HTTP status the gateway would answer for a DomainError. */
export const httpOf = (e: DomainError): number => httpStatusOf(e);

/**
 * A peer service (contacts, funding) as its own process on the real engines, on `port`, in `schema`, on the
 * bus namespace the service under test uses (apps never import apps).
 */
export function spawnPeerService(main: string, port: number, schema: string, namespace: string, env: Record<string, string> = {}): ChildProcess {
  const infra = testInfra();
  return spawnTs(resolve(REPO, main), [], {
    cwd: REPO,
    env: {
      ...process.env,
      GRPC_PORT: String(port),
      GRPC_HOST: '127.0.0.1',
      DATABASE_URL: infra.databaseUrl,
      DB_SCHEMA: schema,
      NATS_URL: infra.natsUrl,
      BUS_NAMESPACE: namespace,
      REDIS_URL: infra.redisUrl,
      LOG_LEVEL: 'silent',
      OTEL_SDK_DISABLED: 'true',
      ...env,
    },
    stdio: 'ignore',
  });
}

/** Resolves once `probe` stops throwing (a peer answering its first call); 40 s at most. */
export const untilUp = async (probe: () => Promise<unknown>): Promise<void> => {
  await waitFor(
    async () => {
      try {
        await probe();
        return true;
      } catch {
        return false;
      }
    },
    { timeoutMs: 40_000, intervalMs: 250 },
  );
};

/** messaging-proxy with real contacts and funding peers on a simulator ({@link startWithPeers}). */
export interface ServiceWithPeers {
  sim: SimProcess;
  mp: ServiceUnderTest;
  contactsRpc: contacts.ContactsServiceClient;
  fundingRpc: funding.FundingServiceClient;
  /** Closes the clients, stops messaging-proxy, SIGTERMs the peers, stops the simulator, drops the schemas, removes the temp dir. */
  stop(): Promise<void>;
}

/**
 * Starts a simulator, contacts and funding (funding on `card`, written to a file in a temp dir named
 * `tmpPrefix`…) as child processes on one bus namespace, waits for both peers to answer (contacts
 * probed with `probeProject`), then starts messaging-proxy in-process reaching them, with `env` added,
 * and points the simulator's webhook at it with `verifyToken`. `upstream` chooses what messaging-proxy
 * sees as the upstream (default: the simulator). A failed start tears down what it had started.
 */
export async function startWithPeers(opts: {
  card: unknown;
  probeProject: string;
  tmpPrefix: string;
  verifyToken?: string;
  env?: Record<string, string>;
  upstream?: (sim: SimProcess) => Promise<SimProcess>;
}): Promise<ServiceWithPeers> {
  const verifyToken = opts.verifyToken ?? 'vt';
  const shared = { schema: uniqueName('mp'), prefix: uniqueName('mp'), namespace: uniqueName('mp').replace(/_/g, '') };
  const contactsSchema = uniqueName('contacts');
  const fundingSchema = uniqueName('funding');
  const dir = mkdtempSync(join(tmpdir(), opts.tmpPrefix));
  let sim: SimProcess | undefined;
  let mp: ServiceUnderTest | undefined;
  let contactsProc: ChildProcess | undefined;
  let fundingProc: ChildProcess | undefined;
  let contactsRpc: contacts.ContactsServiceClient | undefined;
  let fundingRpc: funding.FundingServiceClient | undefined;
  const stop = async () => {
    contactsRpc?.close();
    fundingRpc?.close();
    await mp?.stop();
    contactsProc?.kill('SIGTERM');
    fundingProc?.kill('SIGTERM');
    await sim?.stop();
    await dropSchema(shared.schema);
    await dropSchema(contactsSchema);
    await dropSchema(fundingSchema);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    sim = await startSim();
    const { contracts } = loadContracts();
    const contactsPort = await freePort();
    const fundingPort = await freePort();
    const cardFile = join(dir, 'card.json');
    writeFileSync(cardFile, JSON.stringify(opts.card));
    contactsProc = spawnPeerService('apps/contacts/src/main.ts', contactsPort, contactsSchema, shared.namespace);
    fundingProc = spawnPeerService('apps/funding/src/main.ts', fundingPort, fundingSchema, shared.namespace, {
      UPSTREAM_BASE_URL: sim.url,
      FUNDING_RATE_CARD_FILE: cardFile,
    });
    const contactsClient = createClient(contracts.contacts.ContactsService, `127.0.0.1:${contactsPort}`, { defaultDeadlineMs: 5_000, idempotentMethods: [] });
    const fundingClient = createClient(contracts.funding.FundingService, `127.0.0.1:${fundingPort}`, { defaultDeadlineMs: 10_000, idempotentMethods: [] });
    contactsRpc = contactsClient;
    fundingRpc = fundingClient;
    await untilUp(() => callUnary(contactsClient, 'ListContacts', { project_id: opts.probeProject }));
    await untilUp(async () => {
      const r = await callUnary(fundingClient, 'GetRateCard', {});
      if (!r.rate_card) throw new Error('no card yet');
    });
    const service = await startService(opts.upstream ? await opts.upstream(sim) : sim, {
      shared,
      env: {
        UPSTREAM_WEBHOOK_VERIFY_TOKEN: verifyToken,
        CONTACTS_GRPC_ADDRESS: `127.0.0.1:${contactsPort}`,
        FUNDING_GRPC_ADDRESS: `127.0.0.1:${fundingPort}`,
        ...opts.env,
      },
    });
    mp = service;
    await sim.control('PUT', '/webhook', { url: `${service.httpUrl}/upstream/webhooks`, verify_token: verifyToken });
    return { sim, mp: service, contactsRpc: contactsClient, fundingRpc: fundingClient, stop };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}

/** Resolves once contacts lists `identifier` as having stopped marketing on `phoneNumberId` (15 s at most). */
export async function untilMarketingStopped(
  contactsRpc: contacts.ContactsServiceClient,
  opts: { projectId: string; phoneNumberId: string; identifier: string },
): Promise<void> {
  await waitFor(
    async () => {
      try {
        const r = await callUnary(contactsRpc, 'ListMarketingPreferences', {
          project_id: opts.projectId,
          identifier: opts.identifier,
          phone_number_id: opts.phoneNumberId,
        });
        return r.preferences.some((p) => p.status === 'stopped');
      } catch {
        return false;
      }
    },
    { timeoutMs: 15_000 },
  );
}

/**
 * The user `waId` stops marketing on `phoneNumberId` through the simulator's `user_preferences` webhook
 * (expected delivered); resolves once contacts lists it stopped ({@link untilMarketingStopped}).
 */
export async function optOutOfMarketing(
  sim: Pick<SimProcess, 'control'>,
  contactsRpc: contacts.ContactsServiceClient,
  opts: { projectId: string; phoneNumberId: string; waId: string },
): Promise<void> {
  const d = await sim.control<{ delivery: { state: string } }>('POST', '/webhooks/trigger', {
    kind: 'user_preferences',
    phone_number_id: opts.phoneNumberId,
    wa_id: opts.waId,
    value: 'stop',
  });
  expect(d.delivery.state).toBe('delivered');
  await untilMarketingStopped(contactsRpc, { projectId: opts.projectId, phoneNumberId: opts.phoneNumberId, identifier: opts.waId });
}

/** The upstream simulator delivering its webhooks to a running messaging-proxy, and every event it publishes. */
export interface ReceiverUnderTest {
  sim: SimProcess;
  mp: ServiceUnderTest;
  /** Every messaging_proxy.> event published since the start, in arrival order. */
  events: BusMessage[];
  /** The events of one subject. */
  eventsOf(subject: string): BusMessage[];
  /** The events of one subject, decoded as `type`. */
  decoded<T>(subject: string, type: string): T[];
  stop(): Promise<void>;
}

/** Starts the simulator and messaging-proxy with the simulator's webhook pointed at the receiver, and captures the published events. */
export async function startReceiver(): Promise<ReceiverUnderTest> {
  const sim = await startSim();
  const mp = await startService(sim, { env: { UPSTREAM_WEBHOOK_VERIFY_TOKEN: 'app-verify-token' } });
  await sim.control('PUT', '/webhook', { url: `${mp.httpUrl}/upstream/webhooks`, verify_token: 'app-verify-token' });
  const bus = await createBus({ url: testInfra().natsUrl, namespace: mp.config.BUS_NAMESPACE });
  const events: BusMessage[] = [];
  await bus.consume({ stream: 'MESSAGING_PROXY', durable: 'test', filterSubject: 'messaging_proxy.>', handler: async (m) => void events.push(m) });
  const eventsOf = (subject: string) => events.filter((e) => e.subject === subject);
  return {
    sim,
    mp,
    events,
    eventsOf,
    decoded: <T>(subject: string, type: string) => eventsOf(subject).map((e) => decodeEvent<T>(type, e.data)),
    async stop() {
      await bus.close();
      await mp.stop();
      await sim.stop();
    },
  };
}
