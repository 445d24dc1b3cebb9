/**
 * Issue 32 item 4 (decision 0506): a message whose text holds a NUL or an unpaired surrogate is the
 * client's (a pass-through send) or the customer's (an inbound webhook); the upstream takes it, so the
 * platform records it. Postgres refuses NUL in `text` and `\u0000` or a lone surrogate escape in
 * `jsonb`: before the fix the consumer failed the event on every delivery, it was set aside as a dead
 * letter and the message stayed `type: unknown` (its early status's row) or missing. Risk removed: one
 * character making contacts fail the same message over and over. Real NATS and Postgres.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, envelopeHeaders, listDeadLetters, type Bus, type Subscription } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import { silentLogger } from '@platform/logger';
import { testInfra, uniqueName, waitFor } from '@platform/testing';
import { MESSAGING_PROXY_STREAM, startMessagingProxyConsumer } from '../../src/inbound/messaging-proxy.consumer';
import { harness, inboundValue, statusValue } from './support';

let h: Awaited<ReturnType<typeof harness>>;
let bus: Bus;
let sub: Subscription | undefined;
const PN = '106540352242922';
const P = randomUUID();
const SENT = 'svc.messaging_proxy.v1.OutboundMessageSent';
const CHANGE = 'svc.messaging_proxy.v1.ConversationChangeReceived';
const STANDBY = 'svc.messaging_proxy.v1.ThreadStandby';
const R = '\ufffd';

beforeAll(async () => {
  h = await harness();
  bus = await createBus({ url: testInfra().natsUrl, namespace: uniqueName('cp').replace(/_/g, '') });
  await bus.ensureStream(MESSAGING_PROXY_STREAM);
});
afterAll(async () => {
  await sub?.stop();
  await bus?.close();
  await h?.db.cleanup();
});

async function publish(subject: string, type: string, fields: Record<string, unknown>): Promise<void> {
  const id = randomUUID();
  await bus.publish(subject, encodeEvent(type, { event_id: id, project_id: P, phone_number_id: PN, ...fields }), {
    msgId: id,
    headers: envelopeHeaders({ id, type, occurredAt: new Date().toISOString(), projectId: P, headers: {} }),
  });
}

/** A pass-through send of a text `body`, as messaging-proxy records it (the JSON text of the forwarded body). */
const sent = (wamid: string, to: string, body: string) =>
  publish('messaging_proxy.message.sent', SENT, {
    wamid,
    to,
    request_json: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'text', text: { body } }),
    occurred_at: new Date().toISOString(),
  });

const change = (value: object) =>
  publish('messaging_proxy.conversation_change.received', CHANGE, {
    field: 'messages',
    value_json: JSON.stringify(value),
    received_at: new Date().toISOString(),
  });

const message = async (wamid: string) =>
  (await h.db.knex('messages').where({ project_id: P, wamid }).first()) as { type: string; text: string | null; content: Record<string, unknown> } | undefined;

describe('no poison through the proxy: characters Postgres refuses are cleaned in the platform’s record', () => {
  it('sends and inbound messages holding NUL or an unpaired surrogate are stored with their text; nothing is set aside', async () => {
    const now = Math.floor(Date.now() / 1000);
    // An early status first: the message's row is `type: unknown` until its send record arrives.
    await change(statusValue(PN, { id: 'wamid.nul', status: 'sent', ts: now, to: '5511911110000' }));
    // A backlog (applied in shared transactions, decision 0502).
    await sent('wamid.nul', '5511911110000', 'x\u0000y');
    await sent('wamid.lone', '5511911110001', 'a\ud800b\udc00c');
    await sent('wamid.pair', '5511911110002', 'ok \ud83d\ude00');
    await change(inboundValue(PN, { wa_id: '5511911110003', name: 'N\u0000me' }, [{ id: 'wamid.in', text: 'in\u0000bound \udfff', ts: now }]));
    await publish('messaging_proxy.thread.standby', STANDBY, {
      thread: { customer: '5511911110004', handler: 'other_app', owner_app_id: 'app-1', changed_at: new Date().toISOString(), last_customer_message_at: '' },
      kind: 'message',
      message_id: 'wamid.sb',
      detail: 'd\u0000',
      value_json: JSON.stringify({ text: { body: 'standby\u0000' } }),
      occurred_at: new Date().toISOString(),
    });

    sub = await startMessagingProxyConsumer({
      db: h.db,
      bus,
      logger: silentLogger,
      inbound: h.uc.inbound,
      outbound: h.uc.outbound,
      preferences: h.uc.preferences,
      threads: h.uc.threads,
      deadLetterAfter: 2,
      retryDelayMs: () => 50,
    });
    await waitFor(async () => (await message('wamid.in')) !== undefined && (await message('wamid.pair')) !== undefined, { timeoutMs: 20_000 });
    await waitFor(async () => (await message('wamid.nul'))?.type === 'text', { timeoutMs: 20_000 });

    expect(await message('wamid.nul')).toMatchObject({ type: 'text', text: `x${R}y`, content: { body: `x${R}y` } });
    expect(await message('wamid.lone')).toMatchObject({ type: 'text', text: `a${R}b${R}c` });
    // A well-formed pair (an emoji) is text, not a poison: kept as it is.
    expect(await message('wamid.pair')).toMatchObject({ type: 'text', text: 'ok \ud83d\ude00' });
    expect(await message('wamid.in')).toMatchObject({ type: 'text', text: `in${R}bound ${R}` });
    expect(await h.db.knex('contacts').where({ project_id: P, phone_number: '5511911110003' }).first()).toMatchObject({ name: `N${R}me` });

    // A lone event (an idle consumer: the single path) is cleaned alike.
    await sent('wamid.alone', '5511911110005', '\u0000');
    await waitFor(async () => (await message('wamid.alone')) !== undefined, { timeoutMs: 20_000 });
    expect(await message('wamid.alone')).toMatchObject({ type: 'text', text: R });

    await waitFor(async () => (await h.db.knex('outbox').where({ type: 'svc.contacts.v1.CustomerEvent' })).length > 0);
    expect(await listDeadLetters(h.db)).toEqual([]);
  }, 60_000);
});
