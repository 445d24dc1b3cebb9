/**
 * A send survives any crash (issue 31, decision 0240): charged exactly once and sent at most once per
 * Idempotency-Key, whatever dies when. The upstream is the simulator (its request log tells how often a
 * message went out), funding and contacts are fakes at their gRPC contracts (funding keeps its holds by
 * send key, as the real one does), the outbox is read in the service's schema. Faults are real: a
 * messaging-proxy process SIGKILLed while the upstream holds its send, Postgres cut at the socket (a TCP
 * relay) while the answer is on its way, the service's Redis keys wiped.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import knexFactory, { type Knex } from 'knex';
import { createClient as createRedis } from 'redis';
import { decodeEvent, loadContracts } from '@platform/contracts';
import { createDb } from '@platform/db';
import { freePort, spawnTs, TcpRelay, testInfra, uniqueName, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendsRepository } from '../../src/infra/db/sends.repository';
import { migrations } from '../../src/migrations';
import { connectSeededNumber, dropSchema, seedAccount, serviceEnv, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

const REPO = resolve(__dirname, '../../../..');
const shared = { schema: uniqueName('mp'), prefix: uniqueName('mp'), namespace: uniqueName('mp').replace(/_/g, '') };
const project = randomUUID();
/** Short leases and deadlines, so what takes minutes in production takes seconds here. */
const timing = {
  UPSTREAM_TIMEOUT_MS: '3000',
  SEND_FORWARD_LEASE_MS: '4000',
  SEND_RECONCILE_INTERVAL_MS: '250',
  SEND_OUTCOME_DEADLINE_MS: '10000',
  UPSTREAM_WEBHOOK_VERIFY_TOKEN: 'crash-verify',
};
let sim: SimProcess;
let mp: ServiceUnderTest;
let server: grpc.Server;
let peers = '';
let db: Knex;
let pn = '';

/** funding's holds by send key, as the fake keeps them; `fundingDown` makes ConfirmCreditHold fail UNAVAILABLE. */
const holds = new Map<string, { status: 'held' | 'sent' | 'released'; message_id: string }>();
let fundingDown = false;
const confirmations: Array<{ send_key: string; message_id: string }> = [];

beforeAll(async () => {
  const { contracts } = loadContracts();
  server = new grpc.Server();
  const view = (send_key: string) => ({
    id: send_key,
    send_key,
    status: holds.get(send_key)!.status,
    message_id: holds.get(send_key)!.message_id,
    category: 'utility',
  });
  server.addService(contracts.funding.FundingService.service, {
    HoldCredits: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => {
      const key = call.request.send_key as string;
      const existing = holds.get(key);
      if (existing && existing.status !== 'released') return cb(null, { hold: view(key), replayed: true });
      holds.set(key, { status: 'held', message_id: '' });
      cb(null, { hold: view(key), replayed: false });
    },
    ConfirmCreditHold: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => {
      if (fundingDown) return cb({ code: grpc.status.UNAVAILABLE, details: 'funding is down' });
      confirmations.push({ send_key: call.request.send_key, message_id: call.request.message_id });
      holds.set(call.request.send_key, { status: 'sent', message_id: call.request.message_id });
      cb(null, { hold: view(call.request.send_key) });
    },
    ReleaseCreditHold: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => {
      holds.set(call.request.send_key, { status: 'released', message_id: '' });
      cb(null, { hold: view(call.request.send_key) });
    },
  } as grpc.UntypedServiceImplementation);
  server.addService(contracts.contacts.ContactsService.service, {
    ListConversations: (_call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => cb(null, { conversations: [] }),
    CheckMarketingStops: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) =>
      cb(null, { stopped: (call.request.identifiers as string[]).map(() => false) }),
  } as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((ok, fail) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? fail(err) : ok(p))),
  );
  peers = `127.0.0.1:${port}`;
  sim = await startSim();
  mp = await startService(sim, { shared, env: { ...timing, CONTACTS_GRPC_ADDRESS: peers, FUNDING_GRPC_ADDRESS: peers } });
  await sim.control('PUT', '/webhook', { url: `${mp.httpUrl}/upstream/webhooks`, verify_token: 'crash-verify' });
  db = knexFactory({ client: 'pg', connection: testInfra().databaseUrl, searchPath: [shared.schema], pool: { min: 0, max: 2 } });
  const acct = await seedAccount(sim, { numbers: [{}] });
  pn = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
}, 120_000);

afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
  await new Promise<void>((ok) => (server ? server.tryShutdown(() => ok()) : ok()));
  await db?.destroy();
  await dropSchema(shared.schema);
});

/** Each tag's own recipient (the upstream's pair limit: one message per 6 s to a user). */
const recipients = new Map<string, string>();
const recipientOf = (tag: string) => {
  if (!recipients.has(tag)) recipients.set(tag, `551198${String(1_000_000 + recipients.size).slice(1)}`);
  return recipients.get(tag)!;
};

/** A text message whose body (and callback data) names `tag`, sent to `base`'s `{proxy_url}` with `key`. */
async function send(base: string, tag: string, key?: string): Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | null }> {
  const r = await fetch(`${base}/proxy/${pn}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-id': project, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      to: recipientOf(tag),
      type: 'text',
      text: { body: `crash test ${tag}` },
      biz_opaque_callback_data: tag,
    }),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown>, retryAfter: r.headers.get('retry-after') };
}

/** How many times the upstream received the message tagged `tag`. */
async function upstreamSends(tag: string): Promise<number> {
  const log = await sim.control<{ data: Array<{ method: string; path: string; body: { text?: { body?: string } } }> }>(
    'GET',
    `/requests?method=POST&path=${pn}/messages`,
  );
  return log.data.filter((r) => r.body?.text?.body === `crash test ${tag}`).length;
}

/** The next send to the number takes 2 s at the upstream (which still accepts it); the fault's id. */
async function latencyOnNextSend(): Promise<number> {
  const f = await sim.control<{ id: number }>('POST', '/faults', {
    match: { method: 'POST', path: `${pn}/messages` },
    kind: 'latency',
    latencyMs: 2_000,
    times: 1,
  });
  return f.id;
}

/**
 * Resolves once the send has reached the upstream (the fault took it), so the crash lands while the
 * upstream holds it, not before the forward: a fixed sleep fell before the forward on a loaded box.
 */
async function reached(faultId: number): Promise<void> {
  await waitFor(
    async () => {
      const { data } = await sim.control<{ data: Array<{ id: number; hits: number }> }>('GET', '/faults');
      return (data.find((f) => f.id === faultId)?.hits ?? 0) > 0;
    },
    { timeoutMs: 20_000, intervalMs: 10 },
  );
}

/** The outbox's events of a subject, decoded. */
async function outbox(subject: 'messaging_proxy_sends.accepted' | 'messaging_proxy.message.sent'): Promise<Array<Record<string, unknown>>> {
  const type = subject === 'messaging_proxy_sends.accepted' ? 'svc.messaging_proxy.v1.SendAccepted' : 'svc.messaging_proxy.v1.OutboundMessageSent';
  const rows = (await db('outbox').where({ subject }).orderBy('seq')) as Array<{ payload: Buffer }>;
  return rows.map((r) => decodeEvent(type, r.payload));
}

/** The wamid the upstream gave the message tagged `tag` (from its store). */
async function wamidOf(tag: string): Promise<string> {
  const state = await sim.control<{ messages: Array<{ id: string; biz_opaque_callback_data: string | null }> }>('GET', '/state');
  return state.messages.find((x) => x.biz_opaque_callback_data === tag)?.id ?? '';
}

/** Sends `tag` with `key` until the answer is no longer "wait" (send_in_progress / send_outcome_unknown); the last answer. */
async function retryUntilKnown(tag: string, key: string, timeoutMs: number) {
  let last = await send(mp.httpUrl, tag, key);
  await waitFor(
    async () => {
      last = await send(mp.httpUrl, tag, key);
      return !(last.status === 409 && (last.body.code === 'send_in_progress' || last.body.code === 'send_outcome_unknown'));
    },
    { timeoutMs, intervalMs: 500 },
  );
  return last;
}

/** The accepted event and the outbound record (with its content) of the message the upstream gave `wamid`. */
async function recordsOf(wamid: string) {
  const accepted = (await outbox('messaging_proxy_sends.accepted')).filter((e) => e.message_id === wamid);
  const sent = (await outbox('messaging_proxy.message.sent')).filter((e) => e.wamid === wamid);
  return { accepted, sent };
}

describe('a send whose process dies while the upstream holds it (decision 0240)', () => {
  it('a retry is never forwarded while the first may have gone out: 409 with Retry-After, then duplicate_send with the wamid; the hold is confirmed and the message recorded with its content', async () => {
    const tag = `kill-${randomUUID()}`;
    const key = `k-${randomUUID()}`;
    const [httpPort, grpcPort] = [await freePort(), await freePort()];
    const child: ChildProcess = spawnTs(resolve(REPO, 'apps/messaging-proxy/src/main.ts'), [], {
      cwd: REPO,
      env: {
        ...process.env,
        ...serviceEnv(sim, shared),
        ...timing,
        GRPC_PORT: String(grpcPort),
        HTTP_PORT: String(httpPort),
        CONTACTS_GRPC_ADDRESS: peers,
        FUNDING_GRPC_ADDRESS: peers,
        OTEL_SDK_DISABLED: 'true',
      },
      stdio: 'ignore',
    });
    const other = `http://127.0.0.1:${httpPort}`;
    try {
      await waitFor(async () => (await fetch(`${other}/healthz`).catch(() => undefined))?.ok === true, { timeoutMs: 40_000, intervalMs: 200 });
      // The upstream takes 2 s to answer this send; the process is killed once the send reached it. The upstream still accepts it.
      const fault = await latencyOnNextSend();
      const first = send(other, tag, key).catch(() => undefined);
      await reached(fault);
      child.kill('SIGKILL');
      await first;

      // At once on the surviving replica: the first attempt holds the key (its forward lease).
      const early = await send(mp.httpUrl, tag, key);
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('send_in_progress');
      expect(Number(early.retryAfter)).toBeGreaterThan(0);
      // Past the lease, before the outcome is known: never forwarded, 409 send_outcome_unknown with Retry-After.
      await waitFor(async () => (await send(mp.httpUrl, tag, key)).body.code !== 'send_in_progress', { timeoutMs: 10_000, intervalMs: 250 });
      const unknown = await send(mp.httpUrl, tag, key);
      if (unknown.body.code === 'send_outcome_unknown') expect(Number(unknown.retryAfter)).toBeGreaterThan(0);
      else expect(unknown.body.code).toBe('duplicate_send');

      // The status webhook tells: the retry learns the first send went out, with its wamid.
      const last = await retryUntilKnown(tag, key, 30_000);
      const wamid = await wamidOf(tag);
      expect(wamid).not.toBe('');
      expect(last).toMatchObject({ status: 409, body: { code: 'duplicate_send', wamid } });
      expect(await upstreamSends(tag)).toBe(1);
      // Charged: send.accepted names the hold and the wamid; the outbound record carries the content.
      const { accepted, sent } = await recordsOf(wamid);
      expect(accepted).toMatchObject([{ send_key: `key:${key}`, message_id: wamid, phone_number_id: pn }]);
      expect(sent).toHaveLength(1);
      expect(String(sent[0].request_json)).toContain(`crash test ${tag}`);
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000);
});

describe('Postgres goes away while the upstream answer is on its way (the reproduction of issue 31)', () => {
  it('the client gets its 200 and wamid; once the database is back the send is recorded with its content and its hold confirmed by event', async () => {
    const relay = await TcpRelay.to(testInfra().databaseUrl, 5432);
    const cut = await startService(sim, {
      shared,
      env: { ...timing, DATABASE_URL: relay.through(testInfra().databaseUrl), CONTACTS_GRPC_ADDRESS: peers, FUNDING_GRPC_ADDRESS: peers },
    });
    const tag = `pg-${randomUUID()}`;
    fundingDown = true; // funding's Postgres is the same server: its synchronous confirmation fails too
    try {
      const fault = await latencyOnNextSend();
      const answer = send(cut.httpUrl, tag);
      await reached(fault);
      await relay.down();
      const r = await answer;
      await relay.up();
      fundingDown = false;
      expect(r.status).toBe(200);
      const wamid = (r.body.messages as Array<{ id: string }>)[0].id;
      expect(await upstreamSends(tag)).toBe(1);
      // Reconciled from the status webhook (the upstream redelivers it): accepted with the wamid, content recorded.
      await waitFor(async () => (await recordsOf(wamid)).accepted.length > 0, { timeoutMs: 40_000, intervalMs: 250 });
      const { accepted, sent } = await recordsOf(wamid);
      expect(accepted).toHaveLength(1);
      expect(String(accepted[0].send_key)).toMatch(/^send:/);
      expect(sent).toHaveLength(1);
      expect(String(sent[0].request_json)).toContain(`crash test ${tag}`);
      const record = await db('send_records').where({ project_id: project, wamid }).first();
      expect(record).toMatchObject({ state: 'accepted', held: true });
    } finally {
      fundingDown = false;
      await relay.up();
      await cut.stop();
      await relay.down();
    }
  }, 90_000);

  it('Postgres away before the forward: 503 with Retry-After, nothing sent; the same key goes out once it is back', async () => {
    const relay = await TcpRelay.to(testInfra().databaseUrl, 5432);
    const cut = await startService(sim, {
      shared,
      env: { ...timing, DATABASE_URL: relay.through(testInfra().databaseUrl), CONTACTS_GRPC_ADDRESS: peers, FUNDING_GRPC_ADDRESS: peers },
    });
    const tag = `pg-before-${randomUUID()}`;
    const key = `k-${randomUUID()}`;
    try {
      // Warm: the number is cached in memory, so the send reaches its record's write.
      expect((await send(cut.httpUrl, `warm-${tag}`)).status).toBe(200);
      await relay.down();
      const down = await send(cut.httpUrl, tag, key);
      expect(down.status).toBe(503);
      expect(down.retryAfter).toBe('1');
      expect(String(down.body.error)).toMatch(/nothing was sent/);
      expect(await upstreamSends(tag)).toBe(0);
      await relay.up();
      await waitFor(async () => (await send(cut.httpUrl, tag, key)).status !== 503, { timeoutMs: 20_000, intervalMs: 250 });
      expect(await upstreamSends(tag)).toBe(1);
    } finally {
      await relay.up();
      await cut.stop();
      await relay.down();
    }
  }, 60_000);
});

describe('the key is the record, not Redis', () => {
  it('a retry of an accepted key after Redis lost every key of the service: 409 duplicate_send with its wamid, not forwarded again', async () => {
    const tag = `redis-${randomUUID()}`;
    const key = `k-${randomUUID()}`;
    const first = await send(mp.httpUrl, tag, key);
    expect(first.status).toBe(200);
    const wamid = (first.body.messages as Array<{ id: string }>)[0].id;
    // Redis restarted empty, as far as this service can tell: every key of its prefix gone.
    const redis = createRedis({ url: testInfra().redisUrl });
    await redis.connect();
    try {
      for await (const keys of redis.scanIterator({ MATCH: `${shared.prefix}:*`, COUNT: 500 })) if (keys.length) await redis.del(keys);
    } finally {
      await redis.close();
    }
    const retry = await send(mp.httpUrl, tag, key);
    expect(retry).toMatchObject({ status: 409, body: { code: 'duplicate_send', wamid } });
    expect(await upstreamSends(tag)).toBe(1);
  }, 30_000);

  it('Redis out of reach: sends go on (Redis is an accelerator, not the record); the retry of the accepted key is answered from the record', async () => {
    const relay = await TcpRelay.to(testInfra().redisUrl, 6379);
    const cut = await startService(sim, {
      shared,
      env: { ...timing, REDIS_URL: relay.through(testInfra().redisUrl), CONTACTS_GRPC_ADDRESS: peers, FUNDING_GRPC_ADDRESS: peers },
    });
    const tag = `redis-down-${randomUUID()}`;
    const key = `k-${randomUUID()}`;
    try {
      await relay.down();
      const first = await send(cut.httpUrl, tag, key);
      expect(first.status).toBe(200);
      const wamid = (first.body.messages as Array<{ id: string }>)[0].id;
      expect(await send(cut.httpUrl, tag, key)).toMatchObject({ status: 409, body: { code: 'duplicate_send', wamid } });
      expect(await upstreamSends(tag)).toBe(1);
    } finally {
      await relay.up();
      await cut.stop();
      await relay.down();
    }
  }, 30_000);

  it('no upstream answer: the retry is 409 send_outcome_unknown with Retry-After (never forwarded); never sent, it lapses and the key is spent', async () => {
    const tag = `lost-${randomUUID()}`;
    const key = `k-${randomUUID()}`;
    // The upstream never answers (and never processes) this send: the client waits out the deadline.
    await sim.control('POST', '/faults', { match: { method: 'POST', path: `${pn}/messages` }, kind: 'timeout', times: 1 });
    const first = await send(mp.httpUrl, tag, key);
    expect(first.status).toBe(502);
    const retry = await send(mp.httpUrl, tag, key);
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe('send_outcome_unknown');
    expect(Number(retry.retryAfter)).toBeGreaterThan(0);
    const last = await retryUntilKnown(tag, key, 30_000);
    expect(last).toMatchObject({ status: 409, body: { code: 'idempotency_key_spent' } });
    // The hung request reached the upstream's log but was never processed; nothing was forwarded a second time.
    expect(await upstreamSends(tag)).toBe(1);
    expect(await wamidOf(tag)).toBe('');
  }, 60_000);

  it('a send the upstream refused was not sent: the same key may go out on a retry', async () => {
    const tag = `refused-${randomUUID()}`;
    const key = `k-${randomUUID()}`;
    await sim.control('POST', '/faults', { match: { method: 'POST', path: `${pn}/messages` }, kind: 'graph_error', code: 131056, times: 1 });
    const first = await send(mp.httpUrl, tag, key);
    expect(first.status).toBeGreaterThanOrEqual(400);
    const retry = await send(mp.httpUrl, tag, key);
    expect(retry.status).toBe(200);
    expect(holds.get(`key:${key}`)?.status).toBe('held');
  }, 30_000);
});

describe('the accepted write run again (a group commit whose COMMIT committed but whose answer was lost)', () => {
  it('writes send.accepted and message.sent once: only the write that moves the record to accepted writes them', async () => {
    const repoDb = await createDb({ url: testInfra().databaseUrl, schema: shared.schema, migrations, pool: { max: 2 } });
    try {
      const records = new SendsRepository(repoDb);
      const sendKey = `key:fence-${randomUUID()}`;
      const wamid = `wamid.fence-${randomUUID()}`;
      const now = new Date();
      await records.startForward(
        {
          projectId: project,
          sendKey,
          attempt: randomUUID(),
          phoneNumberId: pn,
          wabaId: 'w',
          recipient: '15550199',
          requestJson: '{}',
          held: true,
          leaseUntil: now,
        },
        false,
        now,
      );
      const number = { phoneNumberId: pn, businessAccountId: 'w', displayPhoneNumber: '+1 555 0100' };
      const sent = { wamid, to: '15550199', recipientWaId: '15550199', recipientUserId: '', requestJson: '{}' };
      await records.recordAccepted(project, number, now, wamid, sent, sendKey, sendKey);
      await records.recordAccepted(project, number, now, wamid, sent, sendKey, sendKey);
      const { accepted, sent: outbound } = await recordsOf(wamid);
      expect(accepted).toHaveLength(1);
      expect(outbound).toHaveLength(1);
      expect(await db('send_records').where({ project_id: project, send_key: sendKey }).first()).toMatchObject({ state: 'accepted', wamid });
    } finally {
      await repoDb.close();
    }
  });
});
