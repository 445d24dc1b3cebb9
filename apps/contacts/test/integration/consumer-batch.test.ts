/**
 * The messaging-proxy consumer applies outbound-send records in shared transactions (decision 0502)
 * against real NATS and Postgres. Risks removed: a batch losing or doubling records, a re-published
 * event applied twice, one bad event holding up (or rolling back) the others of its batch.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, envelopeHeaders, listDeadLetters, type Bus, type Subscription } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import { silentLogger } from '@platform/logger';
import { testInfra, uniqueName, waitFor } from '@platform/testing';
import { MESSAGING_PROXY_STREAM, startMessagingProxyConsumer } from '../../src/inbound/messaging-proxy.consumer';
import { harness } from './support';

let h: Awaited<ReturnType<typeof harness>>;
let bus: Bus;
let sub: Subscription | undefined;
const PN = '106540352242922';
const TYPE = 'svc.messaging_proxy.v1.OutboundMessageSent';

beforeAll(async () => {
  h = await harness();
  bus = await createBus({ url: testInfra().natsUrl, namespace: uniqueName('ct').replace(/_/g, '') });
  await bus.ensureStream(MESSAGING_PROXY_STREAM);
});
afterAll(async () => {
  await sub?.stop();
  await bus?.close();
  await h?.db.cleanup();
});

async function sent(eventId: string, projectId: string, to: string, wamid: string, msgId = eventId): Promise<void> {
  const payload = encodeEvent(TYPE, {
    event_id: eventId,
    project_id: projectId,
    waba_id: '100',
    phone_number_id: PN,
    wamid,
    to,
    request_json: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'text', text: { body: `hi ${wamid}` } }),
    occurred_at: new Date().toISOString(),
  });
  await bus.publish('messaging_proxy.message.sent', payload, {
    msgId,
    headers: envelopeHeaders({ id: eventId, type: TYPE, occurredAt: new Date().toISOString(), projectId, headers: {} }),
  });
}

describe('messaging-proxy consumer batches', () => {
  it('a backlog of sends for several projects is recorded once each in shared transactions; a bad event is set aside alone', async () => {
    const projects = [randomUUID(), randomUUID(), randomUUID()];
    const expected: Array<{ projectId: string; wamid: string; to: string }> = [];
    let first = '';
    for (let i = 0; i < 120; i++) {
      const projectId = projects[i % 3];
      // Every fourth send goes to the recipient of the send before it in the project (same contact, same conversation).
      const to = `55119${String(1000000 + (i % 4 === 3 ? i - 3 : i)).padStart(7, '0')}`;
      const wamid = `wamid.batch.${i}`;
      const eventId = randomUUID();
      if (i === 0) first = eventId;
      expected.push({ projectId, wamid, to });
      await sent(eventId, projectId, to, wamid);
      // A bad event in the middle of the backlog: its project id is not a uuid, so Postgres refuses it.
      if (i === 60) await sent(randomUUID(), 'not-a-uuid', '5511999999999', 'wamid.bad');
    }
    // The first event again under another broker id: its record is not applied twice.
    await sent(first, projects[0], expected[0].to, expected[0].wamid, `${first}-again`);

    sub = await startMessagingProxyConsumer({
      db: h.db,
      bus,
      logger: silentLogger,
      inbound: h.uc.inbound,
      outbound: h.uc.outbound,
      preferences: h.uc.preferences,
      threads: h.uc.threads,
      lanes: 2,
      maxBatch: 32,
      deadLetterAfter: 2,
      retryDelayMs: () => 50,
    });
    await waitFor(async () => Number((await h.db.knex('messages').count({ n: '*' }))[0].n) === 120, { timeoutMs: 30_000 });
    await waitFor(async () => (await listDeadLetters(h.db, { limit: 5 })).length === 1, { timeoutMs: 30_000 });

    const rows = (await h.db.knex('messages').select('project_id', 'wamid', 'contact_id', 'conversation_id', h.db.knex.raw('xmin::text AS tx'))) as Array<{
      project_id: string;
      wamid: string;
      contact_id: string;
      conversation_id: string;
      tx: string;
    }>;
    expect(rows.map((r) => `${r.project_id}/${r.wamid}`).sort()).toEqual(expected.map((e) => `${e.projectId}/${e.wamid}`).sort());
    // 120 sends, every fourth to an earlier recipient: 90 contacts, one conversation each.
    expect(new Set(rows.map((r) => r.contact_id)).size).toBe(90);
    expect(new Set(rows.map((r) => r.conversation_id)).size).toBe(90);
    expect(Number((await h.db.knex('contacts').count({ n: '*' }))[0].n)).toBe(90);
    // Each contact's presence on the number is recorded once (written with the contact's lookup or insert).
    expect(await h.db.knex('contact_numbers').where({ phone_number_id: PN }).pluck('contact_id')).toHaveLength(90);
    expect(new Set(await h.db.knex('contact_numbers').where({ phone_number_id: PN }).pluck('contact_id'))).toEqual(new Set(rows.map((r) => r.contact_id)));
    // Shared transactions: far fewer writers than records.
    expect(new Set(rows.map((r) => r.tx)).size).toBeLessThan(60);
    const [dead] = await listDeadLetters(h.db, { limit: 5 });
    expect(dead).toMatchObject({ type: TYPE, project_id: 'not-a-uuid' });
  }, 60_000);
});
