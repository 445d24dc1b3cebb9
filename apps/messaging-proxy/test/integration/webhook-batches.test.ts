/**
 * The receiver commits concurrent deliveries together (decision 0504): every delivery is answered only
 * after its changes committed (and its service windows written to Redis), a redelivery in the same burst changes nothing, and a delivery that
 * fails fails alone (the others of its batch commit; the upstream redelivers the bad one).
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import { createBus, type Bus, type BusMessage } from '@platform/bus';
import { createKv } from '@platform/kv';
import { decodeEvent } from '@platform/contracts';
import { testInfra, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
let bus: Bus;
let db: Knex;
const events: BusMessage[] = [];
const project = randomUUID();

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim, { env: { UPSTREAM_WEBHOOK_BATCH: '16' } });
  bus = await createBus({ url: testInfra().natsUrl, namespace: mp.config.BUS_NAMESPACE });
  await bus.consume({
    stream: 'MESSAGING_PROXY',
    durable: 'test',
    filterSubject: 'messaging_proxy.conversation_change.received',
    handler: async (m) => void events.push(m),
  });
  db = knex({ client: 'pg', connection: testInfra().databaseUrl, pool: { min: 0, max: 2 } });
});
afterAll(async () => {
  await db?.destroy();
  await bus?.close();
  await mp?.stop();
  await sim?.stop();
});

function delivery(wabaId: string, pn: string, wamid: string, from: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: wabaId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: pn },
              contacts: [{ profile: { name: 'Batch' }, wa_id: from }],
              messages: [{ from, id: wamid, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: wamid } }],
            },
          },
        ],
      },
    ],
  });
}

async function post(body: string): Promise<number> {
  const sig = `sha256=${createHmac('sha256', sim.appSecret).update(body).digest('hex')}`;
  const r = await fetch(`${mp.httpUrl}/upstream/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': sig },
    body,
  });
  await r.arrayBuffer();
  return r.status;
}

describe('batched upstream deliveries', () => {
  it('60 concurrent deliveries with redeliveries and one failing: every good one committed once, the bad one alone refused', async () => {
    const acct = await seedAccount(sim);
    await connectSeededNumber(mp, project, acct);
    const tag = randomUUID().slice(0, 8);
    const bodies = Array.from({ length: 50 }, (_, i) => delivery(acct.wabaId, acct.numbers[0].id, `wamid.${tag}.${i}`, `1555${String(2_000_000 + (i % 7))}`));
    const poison = delivery(acct.wabaId, acct.numbers[0].id, `wamid.${tag}.poison`, '15552999999');
    // The receipt of exactly this body fails (a stand-in for any failure while applying one delivery).
    const hash = createHash('sha256').update(poison).digest('hex');
    const schema = mp.config.DB_SCHEMA ?? 'public';
    await db.raw(`CREATE FUNCTION "${schema}".refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.body_sha256 = '${hash}' THEN RAISE EXCEPTION 'poison delivery'; END IF; RETURN NEW; END $$`);
    await db.raw(
      `CREATE TRIGGER refuse_poison BEFORE INSERT ON "${schema}".upstream_webhook_receipts FOR EACH ROW EXECUTE FUNCTION "${schema}".refuse_poison()`,
    );

    // Which transaction stored each receipt.
    await db.raw(`CREATE TABLE "${schema}".receipt_txids (body_sha256 text, txid bigint)`);
    await db.raw(`CREATE FUNCTION "${schema}".log_txid() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO "${schema}".receipt_txids VALUES (NEW.body_sha256, txid_current()); RETURN NEW; END $$`);
    await db.raw(`CREATE TRIGGER log_txid AFTER INSERT ON "${schema}".upstream_webhook_receipts FOR EACH ROW EXECUTE FUNCTION "${schema}".log_txid()`);

    // The 50, ten of them twice, and the poison, all at once.
    const burst = [...bodies, ...bodies.slice(0, 10), poison];
    const statuses = await Promise.all(burst.map((b) => post(b)));
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(500);
    // Each sender's service window was written (pipelined per batch) before its deliveries were answered.
    const kv = await createKv({ url: testInfra().redisUrl, prefix: mp.config.KV_PREFIX });
    try {
      for (let k = 0; k < 7; k++) {
        const at = await kv.get(`svc-window:${project}:${acct.numbers[0].id}:1555${2_000_000 + k}`);
        expect(Number(at)).toBeGreaterThan(Date.now() - 60_000);
      }
    } finally {
      await kv.close();
    }

    // Exactly one conversation change per good delivery, none for the poison.
    const wamidsOf = () =>
      events
        .map((m) => decodeEvent<{ value_json: string }>('svc.messaging_proxy.v1.ConversationChangeReceived', m.data))
        .map((e) => (JSON.parse(e.value_json) as { messages: Array<{ id: string }> }).messages[0].id)
        .filter((w) => w.startsWith(`wamid.${tag}.`));
    await waitFor(() => wamidsOf().length >= 50, { timeoutMs: 15_000 });
    await new Promise((r) => setTimeout(r, 500));
    const seen = wamidsOf();
    expect(seen.length).toBe(50);
    expect(new Set(seen).size).toBe(50);
    expect(seen).not.toContain(`wamid.${tag}.poison`);
    const receipts = await db.withSchema(schema).table('upstream_webhook_receipts').count<{ n: string }[]>({ n: '*' });
    expect(Number(receipts[0].n)).toBe(50);
    // They shared transactions (the rows of rolled-back batches are gone with them).
    const txids = await db.withSchema(schema).table('receipt_txids').countDistinct<{ n: string }[]>({ n: 'txid' });
    expect(Number(txids[0].n)).toBeLessThan(50);

    // The upstream redelivers the bad one once the fault is gone: stored then, once.
    await db.raw(`DROP TRIGGER refuse_poison ON "${schema}".upstream_webhook_receipts`);
    expect(await post(poison)).toBe(200);
    await waitFor(() => wamidsOf().includes(`wamid.${tag}.poison`), { timeoutMs: 15_000 });
    expect(await post(poison)).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(wamidsOf().filter((w) => w === `wamid.${tag}.poison`)).toHaveLength(1);
  });
});
