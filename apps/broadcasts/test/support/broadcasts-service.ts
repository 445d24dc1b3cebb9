/**
 * One broadcasts service per test file (its own schema) against a fake messaging-proxy at its gRPC
 * contract and real Postgres, Redis and NATS, with the helpers the integration tests share. The
 * exported `svc`, `fake` and `client` are live bindings, set by {@link useBroadcastsService}.
 */
import { randomUUID } from 'node:crypto';
import type { Bus } from '@platform/bus';
import { loadContracts, toStruct, type broadcasts } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv, waitFor } from '@platform/testing';
import { afterAll, beforeAll } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { startFakeProxy, type FakeProxy } from './fake-messaging-proxy';
import { publishChange } from './publish-change';

export const NUMBER = '106540352242922';
/** A second number of the same project (fairness between numbers, a number that goes away). */
export const NUMBER2 = '106540352242923';
/** A third number, disconnected mid-run by the fake. */
export const NUMBER3 = '106540352242924';
export let svc: RunningService;
export let fake: FakeProxy;
export let client: broadcasts.BroadcastsServiceClient;
let env: Record<string, string>;
/** Two projects of the file. */
export const A = randomUUID();
export const B = randomUUID();

export const body = (name: string) => ({ type: 'body', parameters: [{ type: 'text', text: name }] });

export async function create(name = 'Spring sale', project = A, number = NUMBER) {
  const r = await callUnary(client, 'CreateBroadcast', {
    project_id: project,
    name,
    phone_number_id: number,
    template: { name: 'promo', language: 'en_US' },
    template_parameters: [toStruct(body('friend'))],
  });
  return r.broadcast!;
}

export async function add(id: string, phones: string[], project = A) {
  return callUnary(client, 'AddRecipients', {
    project_id: project,
    broadcast_id: id,
    recipients: phones.map((p, i) => ({ phone_number: p, components: [toStruct(body(`n${i}`))] })),
  });
}

export const get = async (id: string) => (await callUnary(client, 'GetBroadcast', { project_id: A, broadcast_id: id })).broadcast!;
export const send = async (id: string) => (await callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: id })).broadcast!;
export const until = (id: string, status: string, timeout = 15_000) =>
  waitFor(async () => (await get(id)).status === status, { timeoutMs: timeout, intervalMs: 50 });

export async function recipients(id: string, status = '') {
  const out: broadcasts.Recipient__Output[] = [];
  for (let page = 1; ; page++) {
    const r = await callUnary(client, 'ListRecipients', { project_id: A, broadcast_id: id, status, page: { page, per_page: 100 } });
    out.push(...r.recipients);
    if (page >= (r.meta?.total_pages ?? 0)) return out;
  }
}

export const phones = (n: number, base: number) => Array.from({ length: n }, (_, i) => `+1 415 555 ${String(base + i).padStart(4, '0')}`);
export const digits = (p: string) => p.replace(/\D/g, '');

/** Publishes an upstream `messages` change as messaging-proxy does, for `project` on `number`. */
export const publish = (value: Record<string, unknown>, project = A, number = NUMBER) => publishChange(svc, value, project, number);

/** Settings of the broadcasts tests unless a file names its own. */
const DEFAULT_SETTINGS: Record<string, string> = {
  BROADCAST_POLL_MS: '50',
  BROADCAST_COPY_LEASE_MS: '300',
  BROADCAST_COPY_MAX_ATTEMPTS: '2',
  BROADCAST_THROUGHPUT_TTL_MS: '0',
  BROADCAST_SEND_CONCURRENCY: '8',
};

/** How a test file wants its service. */
export interface BroadcastsServiceOptions {
  /** serviceTestEnv's name (prefix of the file's schema). */
  name?: string;
  /** The file's broadcasts settings (instead of the defaults). */
  settings?: Record<string, string>;
  /** Runs once the fake messaging-proxy listens, before the service starts: more fakes (their settings join the env). */
  before?(fake: FakeProxy): Promise<Record<string, string> | void> | Record<string, string> | void;
  /** Runs after the service and the fake messaging-proxy stopped (closes what `before` started). */
  after?(): Promise<void>;
  /** Wraps the service's bus (a poison test: `fastRedelivery`). */
  wrapBus?(bus: Bus): Bus;
}

/** Starts the service (and its fake messaging-proxy) before the file's tests and stops it after them. */
export function useBroadcastsService(opts: BroadcastsServiceOptions = {}): void {
  beforeAll(async () => {
    fake = await startFakeProxy({ mps: 500 });
    const extra = (await opts.before?.(fake)) ?? {};
    env = serviceTestEnv(opts.name ?? 'broadcasts', {
      MESSAGING_PROXY_GRPC_ADDRESS: fake.address,
      ...(opts.settings ?? DEFAULT_SETTINGS),
      ...extra,
    });
    svc = await run(configSchema.parse(env), { wrapBus: opts.wrapBus });
    const { contracts } = loadContracts();
    client = createClient(contracts.broadcasts.BroadcastsService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 5000, idempotentMethods: [] });
  });

  afterAll(async () => {
    client?.close();
    await svc?.stop();
    await fake?.close();
    await opts.after?.();
    if (env) await dropSchema(env.DB_SCHEMA);
  });
}
