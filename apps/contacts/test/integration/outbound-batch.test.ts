/**
 * Recording many sends at once (recordOutbounds, decision 0502) leaves exactly the rows and events
 * that recording them one by one does. Risk removed: the set-based path drifting from the per-event
 * rules (dedupe, placeholders, counts and last message, presence, conversation.created).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundSend } from '../../src/domain/outbound-fact';
import { harness, outboxEvents, statusValue, storedRows } from './support';

let a: Awaited<ReturnType<typeof harness>>;
let b: Awaited<ReturnType<typeof harness>>;
const P = randomUUID();
const PN = '106540352242922';
const PN2 = '106540352242923';

beforeAll(async () => {
  [a, b] = await Promise.all([harness(), harness()]);
});
afterAll(async () => {
  await a?.db.cleanup();
  await b?.db.cleanup();
});

const t = (s: number) => new Date(Date.UTC(2026, 10, 24, 14, 0, s));
const send = (wamid: string, to: string, at: number, body: object, over: Partial<OutboundSend> = {}): OutboundSend => ({
  projectId: P,
  phoneNumberId: PN,
  wamid,
  to,
  requestJson: JSON.stringify({ messaging_product: 'whatsapp', to, ...body }),
  occurredAt: t(at),
  ...over,
});
const text = (s: string) => ({ type: 'text', text: { body: s } });
const template = { type: 'template', template: { name: 'hello', language: { code: 'en' } } };

/** Everything the sends leave, without generated ids: the rows, and the events by name. */
async function snapshot(h: typeof a) {
  const events = (await outboxEvents(h.db)).map((e) => `${e.name} ${e.fields.conversation?.id ? 'conv' : ''}`).sort();
  return { ...(await storedRows(h, P)), events };
}

describe('recordOutbounds', () => {
  it('a batch of sends leaves the same rows and events as the sends recorded one by one', async () => {
    // Before: a contact with a conversation and a message, and a status that arrived before its send.
    for (const h of [a, b]) {
      await h.db.transaction((trx) => h.uc.outbound.recordOutbound(trx, send('wamid.pre', '5511900000001', 0, text('earlier'))));
      await h.db.transaction((trx) =>
        h.uc.inbound.ingestChange(trx, {
          eventId: randomUUID(),
          projectId: P,
          phoneNumberId: PN,
          field: 'messages',
          valueJson: JSON.stringify(statusValue(PN, { id: 'wamid.early', status: 'delivered', ts: t(1).getTime() / 1000, to: '5511900000009' })),
          receivedAt: t(1),
          sandbox: false,
        }),
      );
    }
    const sends: OutboundSend[] = [
      send('wamid.r1a', '5511900000002', 10, text('a')),
      send('wamid.r1b', '+55 11 90000-0002', 30, text('b')),
      send('wamid.r1c', '5511900000002', 20, template),
      send('wamid.x', '5511900000001', 40, text('c')),
      send('wamid.r1a', '5511900000002', 10, text('a')), // the same send twice
      send('wamid.pre', '5511900000001', 0, text('earlier')), // already stored
      send('wamid.early', '5511900000009', 5, text('filled')), // fills the early status's row
      send('wamid.bsuid', 'US.1234567890', 50, text('to a bsuid')), // a business-scoped id: one by one
      send('wamid.r2', '5511900000003', 60, template, { phoneNumberId: PN2 }),
      send('wamid.r1pn2', '5511900000002', 70, text('other number'), { phoneNumberId: PN2 }),
      send('wamid.r4', '5511900000004', 80, text('same time 1')),
      send('wamid.r4b', '5511900000004', 80, text('same time 2')),
    ];
    for (const s of sends) await a.db.transaction((trx) => a.uc.outbound.recordOutbound(trx, s));
    await b.db.transaction((trx) => b.uc.outbound.recordOutbounds(trx, sends));

    const [one, many] = await Promise.all([snapshot(a), snapshot(b)]);
    expect(many.contacts).toEqual(one.contacts);
    expect(many.presence).toEqual(one.presence);
    expect(many.messages).toEqual(one.messages);
    expect(many.conversations).toEqual(one.conversations);
    expect(many.events).toEqual(one.events);
    // The scenario is not trivial: 6 contacts, 7 conversations, 11 messages, the early row filled.
    expect(one.contacts).toHaveLength(6);
    expect(one.conversations).toHaveLength(7);
    expect(one.messages).toHaveLength(11);
    expect(one.messages.find((m: { wamid: string }) => m.wamid === 'wamid.early')).toMatchObject({ type: 'text', text: 'filled' });
    expect(one.conversations.find((c: { who: string; phone_number_id: string }) => c.who === '5511900000002' && c.phone_number_id === PN)).toMatchObject({
      messages_count: 3,
      last_wamid: 'wamid.r1b',
    });
  });

  it('the request id of a send (decision 0018) is stored on its message, one by one and in a batch, and its status events carry it as a header', async () => {
    const rid = (n: string) => `req_${n}_${randomUUID()}`;
    const [r1, r2] = [rid('one'), rid('batch')];
    await a.db.transaction((trx) => a.uc.outbound.recordOutbound(trx, send('wamid.rid1', '5511900000011', 90, text('one'), { requestId: r1 })));
    await a.db.transaction((trx) => a.uc.outbound.recordOutbounds(trx, [send('wamid.rid2', '5511900000012', 91, text('two'), { requestId: r2 })]));
    const ids = Object.fromEntries(
      (await a.db.knex('messages').whereIn('wamid', ['wamid.rid1', 'wamid.rid2']).select('wamid', 'request_id')).map((m) => [m.wamid, m.request_id]),
    );
    expect(ids).toEqual({ 'wamid.rid1': r1, 'wamid.rid2': r2 });
    await a.db.transaction((trx) =>
      a.uc.inbound.ingestChange(trx, {
        eventId: randomUUID(),
        projectId: P,
        phoneNumberId: PN,
        field: 'messages',
        valueJson: JSON.stringify(statusValue(PN, { id: 'wamid.rid1', status: 'delivered', ts: t(95).getTime() / 1000, to: '5511900000011' })),
        receivedAt: t(95),
        sandbox: false,
      }),
    );
    const rows = await a.db.knex('outbox').where({ type: 'svc.contacts.v1.CustomerEvent' }).select('headers');
    const headers = rows.map((r: { headers: Record<string, string> | string }) => (typeof r.headers === 'string' ? JSON.parse(r.headers) : r.headers));
    expect(headers.some((h: Record<string, string>) => h['x-request-id'] === r1)).toBe(true);
  });
});
