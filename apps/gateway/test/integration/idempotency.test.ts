/**
 * Idempotency-Key on {base_url} writes (issue 32 item 1, decision 0013): the real gateway on real
 * Postgres and Redis, the messaging-proxy peer faked at its gRPC contract. Risks removed: a retry
 * that creates a second object, a key that replays another request's answer, a key of one project
 * answering another, a failure (5xx) replayed for 24 hours, a key that never expires, an answer sent
 * before it is stored, and a deadline whose late answer a retry never sees.
 */
import { randomUUID } from 'node:crypto';
import knex from 'knex';
import { internal, invalidArgument, notFound } from '@platform/errors';
import { testInfra, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEADLINE_MESSAGE } from '../../src/http/errors';
import { keyHashOf } from '../../src/idempotency/idempotency';
import { IdempotencyKeysRepository } from '../../src/idempotency/idempotency-keys.repository';
import { call, startFakeMessagingProxy, startTestGateway, type FakeMessagingProxy, type TestGateway } from '../support';

let gw: TestGateway;
let peer: FakeMessagingProxy;
let key: string;
let projectId: string;
let db: knex.Knex;

beforeAll(async () => {
  peer = await startFakeMessagingProxy();
  gw = await startTestGateway({ MESSAGING_PROXY_GRPC_ADDRESS: `127.0.0.1:${peer.server.port}` });
  const p = await gw.projects.createProject('Idempotency', 'pro');
  key = p.secret;
  projectId = p.project.id;
  db = knex({ client: 'pg', connection: testInfra().databaseUrl, searchPath: [gw.config.DB_SCHEMA], pool: { min: 0, max: 1 } });
});

afterAll(async () => {
  await db.destroy();
  await gw.stop();
  await peer.server.shutdown();
  await gw.cleanup();
});

const creates = () => peer.calls.filter((c) => c.method === 'CreateCustomer').length;
const create = (apiKey: string, idem: string | undefined, name = 'Acme') =>
  call(gw.baseUrl, apiKey, 'POST', '/customers', { customer: { name } }, idem === undefined ? {} : { 'Idempotency-Key': idem });

describe('a retry with the same key, method, path and body', () => {
  it('answers the first answer (status, body, headers) with Idempotency-Replay: true, and the peer is called once', async () => {
    const k = randomUUID();
    const before = creates();
    const first = await create(key, k);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-replay')).toBeNull();
    const again = await create(key, k);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotency-replay')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    // Its own request id and rate limit headers, not the first's.
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(again.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect(creates() - before).toBe(1);
    // The same body with its keys in another order is the same request.
    const reordered = await call(gw.baseUrl, key, 'POST', '/customers', '{ "customer" : { "name" : "Acme" } }', { 'Idempotency-Key': k });
    expect(reordered.status).toBe(201);
    expect(reordered.body).toEqual(first.body);
    expect(creates() - before).toBe(1);
  });

  it('without a key, every call runs', async () => {
    const before = creates();
    const a = await create(key, undefined);
    const b = await create(key, undefined);
    expect(a.body.data.id).not.toBe(b.body.data.id);
    expect(creates() - before).toBe(2);
  });

  it('the replay is marked in the request log', async () => {
    const k = randomUUID();
    await create(key, k, 'Logged');
    await create(key, k, 'Logged');
    await gw.logWriter!.flush();
    const logs = await call(gw.baseUrl, key, 'GET', '/api_logs?endpoint=/customers&limit=2');
    expect(logs.body.data.map((e: { idempotent_replay: boolean; response_status: number }) => [e.response_status, e.idempotent_replay])).toEqual([
      [201, true],
      [201, false],
    ]);
  });
});

describe('the same key with another request', () => {
  it('is 422 idempotency_key_reused for another body or another path, and nothing runs', async () => {
    const k = randomUUID();
    const first = await create(key, k, 'One');
    expect(first.status).toBe(201);
    const before = creates();
    const other = await create(key, k, 'Two');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: expect.stringMatching(/Idempotency-Key.*different request/), code: 'idempotency_key_reused' });
    const otherPath = await call(gw.baseUrl, key, 'POST', `/customers/${first.body.data.id}/setup_links`, { setup_link: {} }, { 'Idempotency-Key': k });
    expect(otherPath.status).toBe(422);
    expect(creates() - before).toBe(0);
    // The first answer is still the key's.
    expect((await create(key, k, 'One')).body).toEqual(first.body);
  });
});

describe('while the first attempt is running', () => {
  it('is 409 idempotency_key_in_use with Retry-After; once it answers, the retry gets its answer', async () => {
    const k = randomUUID();
    peer.delayMs = 1_500;
    try {
      const first = create(key, k);
      await waitFor(
        async () =>
          (await db('idempotency_keys')
            .where({ project_id: projectId, key_hash: keyHashOf(k), state: 'running' })
            .first()) !== undefined,
      );
      const busy = await create(key, k);
      expect(busy.status).toBe(409);
      expect(busy.body).toEqual({ error: expect.stringMatching(/still being processed/), code: 'idempotency_key_in_use' });
      expect(busy.headers.get('retry-after')).toBe('1');
      const answered = await first;
      expect(answered.status).toBe(201);
      const retry = await create(key, k);
      expect(retry.body).toEqual(answered.body);
      expect(retry.headers.get('idempotency-replay')).toBe('true');
    } finally {
      peer.delayMs = 0;
    }
  });

  it('a running attempt whose lease ran out (its gateway died) frees the key: the retry runs', async () => {
    const k = randomUUID();
    const keyHash = keyHashOf(k);
    const fingerprint = '0'.repeat(64);
    await db('idempotency_keys').insert({
      project_id: projectId,
      key_hash: keyHash,
      fingerprint,
      state: 'running',
      lease_id: randomUUID(),
      lease_until: db.raw(`now() + interval '1 minute'`),
      created_at: db.fn.now(),
      expires_at: db.raw(`now() + interval '24 hours'`),
    });
    expect((await create(key, k)).status).toBe(422); // another request's running attempt
    await db('idempotency_keys')
      .where({ project_id: projectId, key_hash: keyHash })
      .update({ lease_until: db.raw(`now() - interval '1 second'`) });
    const taken = await create(key, k);
    expect(taken.status).toBe(201);
    expect((await create(key, k)).body).toEqual(taken.body);
  });
});

describe('what is kept', () => {
  it('a key is kept 24 hours from its first attempt, then a retry runs again', async () => {
    const k = randomUUID();
    const first = await create(key, k);
    const row = await db('idempotency_keys')
      .where({ project_id: projectId, key_hash: keyHashOf(k) })
      .first();
    expect(row.state).toBe('done');
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(24 * 3600 * 1000);
    // Neither the key nor the answer is readable from the row.
    expect(JSON.stringify(row)).not.toContain(k);
    expect(row.response).not.toContain(first.body.data.id);
    await db('idempotency_keys')
      .where({ project_id: projectId, key_hash: row.key_hash })
      .update({ expires_at: db.raw(`now() - interval '1 second'`) });
    const after = await create(key, k);
    expect(after.status).toBe(201);
    expect(after.body.data.id).not.toBe(first.body.data.id);
    expect(after.headers.get('idempotency-replay')).toBeNull();
  });

  it('expired keys are purged', async () => {
    const k = randomUUID();
    await create(key, k);
    await db('idempotency_keys')
      .where({ project_id: projectId })
      .update({ expires_at: db.raw(`now() - interval '1 second'`) });
    const purged = await new IdempotencyKeysRepository(gw.db).purgeExpired(1000);
    expect(purged).toBeGreaterThan(0);
    expect(await db('idempotency_keys').where('expires_at', '<=', db.fn.now())).toHaveLength(0);
  });

  it('a 5xx is not kept: the key is freed and the retry runs', async () => {
    const k = randomUUID();
    const before = creates();
    peer.failures.push(internal('BOOM', 'boom'));
    const failed = await create(key, k);
    expect(failed.status).toBe(500);
    expect(await db('idempotency_keys').where({ project_id: projectId, state: 'running' })).toHaveLength(0);
    const retry = await create(key, k);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotency-replay')).toBeNull();
    expect(creates() - before).toBe(2);
  });

  it('a client error of the operation (4xx) is kept and replayed', async () => {
    const k = randomUUID();
    const before = creates();
    peer.failures.push(invalidArgument('BAD_NAME', 'name is not allowed'));
    const refused = await create(key, k);
    expect(refused.status).toBe(400);
    const retry = await create(key, k);
    expect(retry.status).toBe(400);
    expect(retry.body).toEqual(refused.body);
    expect(retry.headers.get('idempotency-replay')).toBe('true');
    expect(creates() - before).toBe(1);
    // A 404 (the parent is unknown) too.
    const k2 = randomUUID();
    peer.failures.push(notFound('CUSTOMER_NOT_FOUND', 'Customer not found'));
    expect((await create(key, k2)).status).toBe(404);
    expect((await create(key, k2)).headers.get('idempotency-replay')).toBe('true');
  });
});

describe('scope and validation', () => {
  it('keys are per project: the same key in two projects runs twice and each replays its own', async () => {
    const other = await gw.projects.createProject('Other', 'pro');
    const k = randomUUID();
    const mine = await create(key, k, 'Same');
    const theirs = await create(other.secret, k, 'Same');
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotency-replay')).toBeNull();
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    // Another body in the other project is no reuse of this project's key.
    expect((await create(other.secret, randomUUID(), 'Different')).status).toBe(201);
    expect((await create(key, k, 'Same')).body).toEqual(mine.body);
    expect((await create(other.secret, k, 'Same')).body).toEqual(theirs.body);
  });

  it('a key must be 1 to 255 characters (400), checked before anything runs', async () => {
    const before = creates();
    for (const bad of ['', 'k'.repeat(256)]) {
      const r = await create(key, bad);
      expect(r.status, `length ${bad.length}`).toBe(400);
      expect(r.body).toEqual({ error: 'Invalid headers: Idempotency-Key must be 1 to 255 characters' });
    }
    expect(creates() - before).toBe(0);
    expect((await create(key, 'k'.repeat(255))).status).toBe(201);
    expect((await create(key, 'k')).status).toBe(201);
  });

  it('routes that are not POST ignore the header', async () => {
    const k = randomUUID();
    expect((await call(gw.baseUrl, key, 'GET', '/customers', undefined, { 'Idempotency-Key': k })).status).toBe(200);
    expect((await call(gw.baseUrl, key, 'GET', '/customers', undefined, { 'Idempotency-Key': k })).headers.get('idempotency-replay')).toBeNull();
  });
});

describe('a deadline that passes (issue 32 item 2)', () => {
  it('answers 504 saying the outcome is unknown; a retry is 409 until the late answer, then replays it; the peer ran once', async () => {
    const k = randomUUID();
    const before = creates();
    // Past the route's 5 s deadline, within the second 5 s the keyed call is given.
    peer.delayMs = 6_000;
    try {
      const timedOut = await create(key, k, 'Late');
      expect(timedOut.status).toBe(504);
      expect(timedOut.body).toEqual({ error: DEADLINE_MESSAGE });
      expect(timedOut.body.error).toMatch(/outcome is unknown.*same Idempotency-Key is safe/);
      const busy = await create(key, k, 'Late');
      expect(busy.status).toBe(409);
      expect(busy.headers.get('retry-after')).toBe('1');
      const replay = await waitFor(
        async () => {
          const r = await create(key, k, 'Late');
          return r.status === 201 ? r : undefined;
        },
        { timeoutMs: 10_000, intervalMs: 200 },
      );
      expect(replay.headers.get('idempotency-replay')).toBe('true');
      expect(replay.body.data).toMatchObject({ name: 'Late' });
      expect(creates() - before).toBe(1);
    } finally {
      peer.delayMs = 0;
    }
  }, 20_000);

  it('without a key the 504 says the same (the call is not prolonged)', async () => {
    peer.delayMs = 6_000;
    try {
      const r = await call(gw.baseUrl, key, 'GET', '/customers');
      expect(r.status).toBe(504);
      expect(r.body).toEqual({ error: DEADLINE_MESSAGE });
    } finally {
      peer.delayMs = 0;
    }
  }, 15_000);
});
