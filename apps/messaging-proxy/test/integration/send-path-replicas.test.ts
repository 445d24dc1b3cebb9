/**
 * Two messaging-proxy replicas on one database and one Redis, with the send-path cache on and a TTL far
 * longer than the test (decision 0237), so only the invalidation through Redis can make a replica see a
 * change made through the other. Risks removed: a replica forwarding a send to a thread another app
 * handles because it cached "not shared" before the number became shared elsewhere; a replica sending
 * with a number row changed elsewhere (here: inbound processing turned off, so no outbound record).
 */
import { randomUUID } from 'node:crypto';
import knex from 'knex';
import { testInfra, uniqueName, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, dropSchema, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

const shared = { schema: uniqueName('mp'), prefix: uniqueName('mp'), namespace: uniqueName('mp').replace(/_/g, '') };
const env = { SEND_PATH_CACHE_TTL_MS: '60000' };
const project = randomUUID();
let sim: SimProcess;
let a: ServiceUnderTest;
let b: ServiceUnderTest;
const db = knex({ client: 'pg', connection: testInfra().databaseUrl, searchPath: [shared.schema], pool: { min: 0, max: 1 } });

beforeAll(async () => {
  sim = await startSim();
  a = await startService(sim, { shared, env });
  b = await startService(sim, { shared, env });
}, 90_000);

afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await sim?.stop();
  await db.destroy();
  await dropSchema(shared.schema);
});

async function connectNew(): Promise<string> {
  const acct = await seedAccount(sim, { numbers: [{}] });
  return (await connectSeededNumber(a, project, acct)).phone_number_id!;
}

const send = (via: ServiceUnderTest, pn: string, to: string) =>
  fetch(`${via.httpUrl}/proxy/${pn}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-id': project },
    body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'text', text: { body: 'hello' } }),
  });

/** Outbound records written for accepted sends (the outbox of messaging_proxy.message.sent). */
const sentRecords = async () => Number((await db('outbox').where({ subject: 'messaging_proxy.message.sent' }).count<{ n: string }[]>({ n: '*' }))[0].n);

describe('send-path cache across replicas (decision 0237)', () => {
  it('a number shared through replica A: replica B, which cached "not shared", refuses the next send to that thread at once', async () => {
    const pn = await connectNew();
    const to = '5511900001001';
    expect((await send(b, pn, to)).status).toBe(200);
    // Through A: the thread is passed to another app (a successful thread_control call marks the number shared).
    const pass = await fetch(`${a.httpUrl}/proxy/${pn}/thread_control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': project },
      body: JSON.stringify({ messaging_product: 'whatsapp', to, action: 'pass' }),
    });
    expect(pass.status).toBe(200);
    await waitFor(async () => (await send(b, pn, to)).status === 409, { timeoutMs: 3_000, intervalMs: 50 });
    const again = await send(b, pn, to);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'thread_not_owner' });
  });

  it('a number row changed through replica A (inbound processing off): replica B sends with the new row at once', async () => {
    const pn = await connectNew();
    expect((await send(b, pn, '5511900001002')).status).toBe(200);
    await waitFor(async () => (await sentRecords()) > 0, { timeoutMs: 3_000 });
    await a.call('UpdatePhoneNumber', { project_id: project, phone_number_id: pn, inbound_processing_enabled: false });
    // Give the invalidation its moment (pub/sub), far below the 60 s TTL.
    await new Promise((r) => setTimeout(r, 300));
    const before = await sentRecords();
    expect((await send(b, pn, '5511900001003')).status).toBe(200);
    expect((await send(b, pn, '5511900001004')).status).toBe(200);
    expect(await sentRecords()).toBe(before);
  });
});
