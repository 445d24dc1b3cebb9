/**
 * Exactly once across a crash: two replicas share one broadcast; one is SIGKILLed mid-send (sends
 * in flight, claims unrecorded). Risk removed: a recipient sent twice (or never) after a replica
 * dies — the survivor reconciles the dead replica's claims with the same idempotency keys.
 */
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { loadContracts, toStruct, type broadcasts } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, freePort, grpcHealthStatus, serviceTestEnv, spawnTs, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { startFakeProxy, type FakeProxy } from '../support/fake-messaging-proxy';

const ROOT = join(__dirname, '../../../..');
const NUMBER = '106540352242922';
const A = randomUUID();
const N = 300;
let fake: FakeProxy;
let survivor: RunningService;
let victim: ChildProcess | undefined;
let client: broadcasts.BroadcastsServiceClient;
let env: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeProxy({ mps: 400, sendDelayMs: 40 });
  env = serviceTestEnv('broadcasts_crash', {
    MESSAGING_PROXY_GRPC_ADDRESS: fake.address,
    KV_PREFIX: `bc-crash-${randomUUID().slice(0, 8)}`,
    BROADCAST_POLL_MS: '50',
    BROADCAST_CLAIM_LEASE_MS: '1500',
    BROADCAST_IN_DOUBT_RETRY_MS: '200',
    BROADCAST_SEND_CONCURRENCY: '16',
    BROADCAST_CLAIM_BATCH: '16',
  });
  survivor = await run(configSchema.parse({ ...env, BROADCAST_WORKER_ID: 'survivor' }));
  const { contracts } = loadContracts();
  client = createClient(contracts.broadcasts.BroadcastsService, `127.0.0.1:${survivor.port}`, { defaultDeadlineMs: 5000, idempotentMethods: [] });
}, 30_000);

afterAll(async () => {
  victim?.kill('SIGKILL');
  client?.close();
  await survivor?.stop();
  await fake?.close();
  if (env) await dropSchema(env.DB_SCHEMA);
});

describe('a replica killed mid-send', () => {
  it('every recipient ends exactly once (sent), none forwarded twice', async () => {
    const b = (
      await callUnary(client, 'CreateBroadcast', {
        project_id: A,
        name: 'crash',
        phone_number_id: NUMBER,
        template: { id: '7001' },
        template_parameters: [toStruct({ type: 'body', parameters: [{ type: 'text', text: 'x' }] })],
      })
    ).broadcast!;
    const phones = Array.from({ length: N }, (_, i) => `1415556${String(i).padStart(4, '0')}`);
    await callUnary(client, 'AddRecipients', { project_id: A, broadcast_id: b.id, recipients: phones.map((p) => ({ phone_number: p })) });

    const port = await freePort();
    victim = spawnTs(join(ROOT, 'apps/broadcasts/src/main.ts'), [], {
      cwd: ROOT,
      env: { ...process.env, ...env, GRPC_PORT: String(port), BROADCAST_WORKER_ID: 'victim' },
      stdio: 'ignore',
    });
    await waitFor(async () => (await grpcHealthStatus(`127.0.0.1:${port}`).catch(() => '')) === 'SERVING', { timeoutMs: 20_000, intervalMs: 100 });

    await callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: b.id });
    // Kill the victim while it has claims: sends in flight and queued, none of them recorded.
    await waitFor(
      async () => {
        const [{ n }] = await survivor.db
          .knex('broadcast_recipients')
          .where({ broadcast_id: b.id, status: 'sending' })
          .andWhereLike('claimed_by', 'victim:%')
          .count({ n: '*' });
        return fake.acceptedAt.length >= 60 && Number(n) >= 8;
      },
      { timeoutMs: 15_000, intervalMs: 5 },
    );
    victim.kill('SIGKILL');
    await new Promise((r) => victim!.once('exit', r));
    const [{ n: inDoubt }] = await survivor.db
      .knex('broadcast_recipients')
      .where({ broadcast_id: b.id, status: 'sending' })
      .andWhereLike('claimed_by', 'victim:%')
      .count({ n: '*' });
    expect(Number(inDoubt)).toBeGreaterThan(0);

    await waitFor(async () => (await callUnary(client, 'GetBroadcast', { project_id: A, broadcast_id: b.id })).broadcast?.status === 'completed', {
      timeoutMs: 20_000,
      intervalMs: 100,
    });
    const done = (await callUnary(client, 'GetBroadcast', { project_id: A, broadcast_id: b.id })).broadcast!;
    expect(done).toMatchObject({ total_recipients: N, sent: N, failed: 0, pending: 0 });
    for (const p of phones) expect(fake.forwards.get(p) ?? 0, p).toBe(1);
    // The in-doubt sends that had gone out were asked again with the same key and answered duplicate_send.
    expect([...fake.calls.values()].some((c) => c > 1)).toBe(true);
    const [{ n: withWamid }] = await survivor.db.knex('broadcast_recipients').where({ broadcast_id: b.id }).whereNotNull('wamid').count({ n: '*' });
    expect(Number(withWamid)).toBe(N);
  }, 60_000);
});
