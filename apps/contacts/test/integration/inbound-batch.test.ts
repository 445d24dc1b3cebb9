/**
 * Storing many received messages at once (recordInbounds, decision 0502) leaves exactly the rows and
 * events that ingesting the changes one by one does, through the use case and through the consumer
 * on real NATS. Risks removed: the set-based inbound path drifting from the per-change rules (profile
 * names, presence, dedupe, placeholders, counts and windows, reopening, other-app threads, event
 * payloads and order), a mixed batch applied out of order, one bad change holding up the others.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createBus, envelopeHeaders, listDeadLetters, type Bus, type Subscription } from '@platform/bus';
import { decodeEvent, encodeEvent } from '@platform/contracts';
import { silentLogger } from '@platform/logger';
import { testInfra, uniqueName, waitFor } from '@platform/testing';
import { MESSAGING_PROXY_STREAM, startMessagingProxyConsumer } from '../../src/inbound/messaging-proxy.consumer';
import type { ConversationChange } from '../../src/usecases/inbound.usecase';
import { harness, outboxEvents, statusValue, storedRows } from './support';

type Harness = Awaited<ReturnType<typeof harness>>;
const PN = '106540352242922';
const t = (s: number) => new Date(Date.UTC(2026, 10, 24, 13, 0, s));
const ts = (s: number) => String(t(s).getTime() / 1000);

const hs: Harness[] = [];
const buses: Bus[] = [];
const subs: Subscription[] = [];
async function fresh(): Promise<Harness> {
  const h = await harness();
  hs.push(h);
  return h;
}
afterAll(async () => {
  for (const s of subs) await s.stop();
  for (const b of buses) await b.close();
  for (const h of hs) await h.db.cleanup();
});

type Person = { wa_id: string; name?: string; username?: string; user_id?: string };
type Msg = { from: string; id: string; s: number; text?: string; image?: { id: string; caption: string; mime_type: string }; context?: string };

/** A `messages` change value: its contacts and messages (text, or an image with a caption). */
function messagesValue(people: Person[], msgs: Msg[]) {
  return {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: '15550100100', phone_number_id: PN },
    contacts: people.map((p) => ({
      profile: { ...(p.name ? { name: p.name } : {}), ...(p.username ? { username: p.username } : {}) },
      wa_id: p.wa_id,
      ...(p.user_id ? { user_id: p.user_id } : {}),
    })),
    messages: msgs.map((m) => ({
      from: m.from,
      id: m.id,
      timestamp: ts(m.s),
      ...(m.context ? { context: { from: m.from, id: m.context } } : {}),
      ...(m.image ? { type: 'image', image: m.image } : { type: 'text', text: { body: m.text ?? m.id } }),
    })),
  };
}

const change = (projectId: string, value: unknown, over: Partial<ConversationChange> = {}): ConversationChange => ({
  eventId: randomUUID(),
  projectId,
  phoneNumberId: PN,
  field: 'messages',
  valueJson: JSON.stringify(value),
  receivedAt: t(0),
  sandbox: false,
  ...over,
});
const say = (projectId: string, who: Person, id: string, s: number, over: Partial<Msg> = {}, c: Partial<ConversationChange> = {}) =>
  change(projectId, messagesValue([who], [{ from: who.wa_id, id, s, ...over }]), c);

/** Customer events in outbox order, every uuid replaced by its order of first appearance (ids differ between schemas). */
async function eventsInOrder(h: Harness, projectId: string) {
  const rows = await h.db.knex('outbox').where({ type: 'svc.contacts.v1.CustomerEvent' }).orderBy('seq');
  const events = rows
    .map((r: { payload: Buffer }) =>
      decodeEvent<{ name: string; event_id: string; fields_json: string; project_id: string; occurred_at: string; phone_number_ids: string[] }>(
        'svc.contacts.v1.CustomerEvent',
        new Uint8Array(r.payload),
      ),
    )
    .filter((e) => e.project_id === projectId)
    .map((e) => ({
      name: e.name,
      event_id: e.event_id,
      occurred_at: e.occurred_at,
      phone_number_ids: e.phone_number_ids,
      fields: JSON.parse(e.fields_json) as Record<string, unknown>,
    }));
  const ids = new Map<string, string>();
  return JSON.parse(
    JSON.stringify(events).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (u) => {
      if (!ids.has(u)) ids.set(u, `id#${ids.size}`);
      return ids.get(u)!;
    }),
  ) as typeof events;
}

const EVA: Person = { wa_id: '5511900000001', name: 'Eva' };
const EVA_M: Person = { wa_id: '5511900000001', name: 'Eva Maria', username: 'evam' };
const PIA: Person = { wa_id: '5511900000009', name: 'Pia' };
const FABIO: Person = { wa_id: '5511900000005', name: 'Fabio' };
const GIL: Person = { wa_id: '5511900000006', name: 'Gil' };
const HUGO: Person = { wa_id: '5511900000007', name: 'Hugo' };
const NINA: Person = { wa_id: '5511900000010', name: 'Nina' };
const NINA_B: Person = { wa_id: '+55 11 90000-0010', name: 'Nina B', username: 'ninab' };
const KAI: Person = { wa_id: '5511900000011', name: 'Kai' };
const QUINN: Person = { wa_id: '5511900000012', name: 'Quinn' };
const RAVI: Person = { wa_id: '5511900000013' };
const MIA: Person = { wa_id: '5511900000014', name: 'Mia', user_id: 'US.M1' };

/** The state before the batch, applied one by one to `h`: contacts, conversations (one ended, two inactive), a placeholder, a thread. */
async function before(h: Harness, P: string): Promise<void> {
  const ingest = (c: ConversationChange) => h.db.transaction((trx) => h.uc.inbound.ingestChange(trx, c));
  await ingest(say(P, EVA, 'wamid.pre', 0));
  await h.db.transaction((trx) =>
    h.uc.outbound.recordOutbound(trx, {
      projectId: P,
      phoneNumberId: PN,
      wamid: 'wamid.out1',
      to: EVA.wa_id,
      requestJson: JSON.stringify({ messaging_product: 'whatsapp', to: EVA.wa_id, type: 'text', text: { body: 'hello Eva' } }),
      occurredAt: t(4),
    }),
  );
  // A status before its send: the message row is a placeholder (type unknown) of a contact with no name.
  await ingest(change(P, statusValue(PN, { id: 'wamid.early', status: 'delivered', ts: t(1).getTime() / 1000, to: PIA.wa_id })));
  await ingest(say(P, FABIO, 'wamid.f0', 2));
  await ingest(say(P, GIL, 'wamid.g0', 3));
  await ingest(say(P, HUGO, 'wamid.h0', 100));
  await h.db.transaction(async (trx) => {
    const conv = async (wa: string) => (await h.ctx.conversations.list(P, { phoneNumber: wa, limit: 5 })).items[0]!;
    await h.uc.lifecycle.endConversations(trx, [await conv(FABIO.wa_id)], h.clock.now());
    await h.ctx.conversations.markInactive(trx, (await conv(GIL.wa_id)).id, h.clock.now());
    await h.ctx.conversations.markInactive(trx, (await conv(HUGO.wa_id)).id, h.clock.now());
  });
  // Eva's thread on the number is handled by this app (conversation.svc.thread of her events).
  await h.db.transaction((trx) =>
    h.uc.threads.changed(trx, {
      eventId: `thread-${P}`,
      projectId: P,
      phoneNumberId: PN,
      thread: { customer: EVA.wa_id, handler: 'this_app', ownerAppId: '', changedAt: h.clock.now() },
      previousHandler: '',
      previousOwnerAppId: '',
      reason: 'take',
      metadata: '',
      occurredAt: h.clock.now(),
    }),
  );
}

/** The batch: plain inbound changes of every kind, with other changes interleaved. */
function batch(P: string): ConversationChange[] {
  return [
    // A new contact, two messages in one change, the second older than the first.
    change(
      P,
      messagesValue(
        [NINA],
        [
          { from: NINA.wa_id, id: 'wamid.n1', s: 30, text: 'one' },
          { from: NINA.wa_id, id: 'wamid.n2', s: 10, text: 'two' },
        ],
      ),
    ),
    say(P, EVA_M, 'wamid.e1', 20, { text: 'new name' }), // an existing contact's profile changes
    say(P, EVA, 'wamid.pre', 0), // a stored message again (its profile still applies, as one by one)
    say(P, KAI, 'wamid.k1', 25, {}, { threadHandler: 'other_app' }), // another app's thread: stored, no message event; the conversation is announced
    say(P, NINA_B, 'wamid.n3', 30, { text: 'same time as one' }), // equal times: the later one is the last message
    say(P, PIA, 'wamid.early', 5, { text: 'filled' }), // fills the early status's placeholder
    say(P, FABIO, 'wamid.f1', 40), // his conversation ended: a new one opens
    say(P, GIL, 'wamid.g1', 41), // inactive: active again
    say(P, HUGO, 'wamid.h1', 50), // inactive, older than its last activity: stays inactive
    say(P, NINA, 'wamid.n1', 30, { text: 'one' }), // the same message twice in the batch
    say(P, KAI, 'wamid.k2', 26), // the same conversation, this app's thread now: no created event
    change(
      P,
      messagesValue(
        [QUINN, RAVI],
        [
          { from: QUINN.wa_id, id: 'wamid.q1', s: 60 },
          { from: RAVI.wa_id, id: 'wamid.r1', s: 61 },
        ],
      ),
    ),
    say(P, QUINN, 'wamid.q0', 70), // newer than the message that opened the conversation in this run
    change(P, { metadata: { display_phone_number: '15550100100', phone_number_id: PN }, contacts: [{ profile: { name: 'X' }, wa_id: '5511900000099' }] }),
    // Not plain: a status, a business-scoped id, an identity change, a value that is not an object.
    change(P, statusValue(PN, { id: 'wamid.out1', status: 'read', ts: t(62).getTime() / 1000, to: EVA.wa_id })),
    say(P, MIA, 'wamid.m1', 63),
    change(P, { user_id_update: [{ wa_id: NINA.wa_id, user_id: 'US.N1', timestamp: ts(64) }] }, { field: 'user_id_update' }),
    change(P, null),
    say(P, NINA_B, 'wamid.n4', 65), // after her identity change: a contact with a business-scoped id, found by phone
    say(P, EVA_M, 'wamid.e2', 66),
    say(P, QUINN, 'wamid.q2', 67, { image: { id: 'media.1', caption: 'a photo', mime_type: 'image/jpeg' }, context: 'wamid.q1' }),
  ];
}

describe('recordInbounds', () => {
  it('a batch of inbound changes (with other changes between) leaves the same rows and events as ingesting them one by one', async () => {
    const [a, b] = await Promise.all([fresh(), fresh()]);
    const P = randomUUID();
    await before(a, P);
    await before(b, P);
    const changes = batch(P);
    for (const c of changes) await a.db.transaction((trx) => a.uc.inbound.ingestChange(trx, c));
    await b.db.transaction((trx) => b.uc.inbound.recordInbounds(trx, changes));

    const [one, many] = await Promise.all([storedRows(a, P), storedRows(b, P)]);
    expect(many.contacts).toEqual(one.contacts);
    expect(many.presence).toEqual(one.presence);
    expect(many.conversations).toEqual(one.conversations);
    expect(many.messages).toEqual(one.messages);
    const [oneEvents, manyEvents] = await Promise.all([eventsInOrder(a, P), eventsInOrder(b, P)]);
    expect(manyEvents).toEqual(oneEvents);

    // The scenario is not trivial.
    const contact = (wa: string) => one.contacts.find((c: { phone_number: string }) => c.phone_number === wa);
    const conv = (wa: string, status = 'active') =>
      one.conversations.find((c: { who: string; status: string }) => c.who === wa && c.status === status) as Record<string, unknown>;
    expect(contact(EVA.wa_id)).toMatchObject({ name: 'Eva Maria', username: 'evam' });
    expect(contact(NINA.wa_id)).toMatchObject({ name: 'Nina B', username: 'ninab', business_scoped_user_id: 'US.N1' });
    expect(contact(PIA.wa_id)).toMatchObject({ name: 'Pia' });
    expect(conv(NINA.wa_id)).toMatchObject({ messages_count: 4, inbound_count: 4, last_wamid: 'wamid.n4' });
    expect(conv(EVA.wa_id)).toMatchObject({ messages_count: 4, inbound_count: 3, outbound_count: 1, last_wamid: 'wamid.e2' });
    expect(conv(FABIO.wa_id, 'ended')).toMatchObject({ messages_count: 1 });
    expect(conv(FABIO.wa_id)).toMatchObject({ messages_count: 1, last_wamid: 'wamid.f1' });
    expect(conv(GIL.wa_id)).toMatchObject({ inactive: false, messages_count: 2 });
    expect(conv(HUGO.wa_id)).toMatchObject({ inactive: true, messages_count: 2, last_wamid: 'wamid.h0' });
    expect(conv(KAI.wa_id)).toMatchObject({ messages_count: 2 });
    expect(one.messages.find((m: { wamid: string }) => m.wamid === 'wamid.early')).toMatchObject({ type: 'text', text: 'filled', direction: 'outbound' });
    expect(one.messages.find((m: { wamid: string }) => m.wamid === 'wamid.q2')).toMatchObject({ type: 'image', context_wamid: 'wamid.q1' });
    const received = oneEvents.filter((e) => e.name === 'messaging.message.received');
    expect(received.map((e) => (e.fields.message as { id: string }).id)).toEqual([
      'wamid.pre', // before the batch
      'wamid.f0',
      'wamid.g0',
      'wamid.h0',
      'wamid.n1', // the batch
      'wamid.n2',
      'wamid.e1',
      'wamid.n3',
      'wamid.f1',
      'wamid.g1',
      'wamid.h1',
      'wamid.k2',
      'wamid.q1',
      'wamid.r1',
      'wamid.q0',
      'wamid.m1',
      'wamid.n4',
      'wamid.e2',
      'wamid.q2',
    ]);
    const k2 = received.find((e) => (e.fields.message as { id: string }).id === 'wamid.k2')!;
    expect(k2.fields).toMatchObject({ is_new_conversation: false, conversation: { svc: { messages_count: 2 } } });
    const e1 = received.find((e) => (e.fields.message as { id: string }).id === 'wamid.e1')!;
    expect(e1.fields).toMatchObject({ conversation: { svc: { contact_name: 'Eva Maria', thread: { handler: 'this_app' } } } });
    // Before: Eva, Fabio, Gil, Hugo (the placeholder's conversation is announced by no one); the batch: Nina,
    // Kai (opened by a message of another app's thread: the conversation is announced, the message is not),
    // Fabio's new one, Quinn, Ravi, Mia.
    const created = oneEvents.filter((e) => e.name === 'messaging.conversation.created');
    expect(created.map((e) => (e.fields.conversation as { phone_number: string }).phone_number)).toEqual(
      [EVA, FABIO, GIL, HUGO, NINA, KAI, FABIO, QUINN, RAVI, MIA].map((p) => p.wa_id),
    );
    expect(created.find((e) => (e.fields.conversation as { phone_number: string }).phone_number === KAI.wa_id)!.fields).toMatchObject({
      conversation: { svc: { messages_count: 1 } },
    });
  });

  it('a run of plain inbound messages costs a fixed number of statements, whatever its size', async () => {
    const h = await fresh();
    const statements = async (n: number) => {
      const P = randomUUID();
      const changes = Array.from({ length: n }, (_, i) => say(P, { wa_id: `55119100${String(i % (n / 2)).padStart(5, '0')}`, name: `P${i}` }, `wamid.${i}`, i));
      let count = 0;
      const onQuery = () => count++;
      h.db.knex.on('query', onQuery);
      try {
        await h.db.transaction((trx) => h.uc.inbound.recordInbounds(trx, changes));
      } finally {
        h.db.knex.off('query', onQuery);
      }
      expect(await h.db.knex('messages').where({ project_id: P }).count({ n: '*' })).toEqual([{ n: String(n) }]);
      return count;
    };
    const small = await statements(4);
    const large = await statements(64);
    expect(large).toBe(small);
    // 11 statements for the run (decision 0502: contacts 3 + profiles 1, wamids 1, conversations 2, messages 1,
    // counts 1, threads 1, outbox 1), plus BEGIN and COMMIT.
    expect(large).toBe(13);
  });
});

describe('messaging-proxy consumer: inbound batches', () => {
  const CHANGE = 'svc.messaging_proxy.v1.ConversationChangeReceived';
  const SENT = 'svc.messaging_proxy.v1.OutboundMessageSent';

  async function busFor(): Promise<Bus> {
    const bus = await createBus({ url: testInfra().natsUrl, namespace: uniqueName('cib').replace(/_/g, '') });
    buses.push(bus);
    await bus.ensureStream(MESSAGING_PROXY_STREAM);
    return bus;
  }
  async function publish(bus: Bus, type: string, subject: string, projectId: string, fields: Record<string, unknown>, eventId = randomUUID()): Promise<void> {
    await bus.publish(subject, encodeEvent(type, { event_id: eventId, project_id: projectId, ...fields }), {
      msgId: eventId,
      headers: envelopeHeaders({ id: eventId, type, occurredAt: t(0).toISOString(), projectId, headers: {} }),
    });
  }
  const consume = async (h: Harness, bus: Bus, maxBatch: number) => {
    const sub = await startMessagingProxyConsumer({
      db: h.db,
      bus,
      logger: silentLogger,
      inbound: h.uc.inbound,
      outbound: h.uc.outbound,
      preferences: h.uc.preferences,
      threads: h.uc.threads,
      lanes: 2,
      maxBatch,
      deadLetterAfter: 2,
      retryDelayMs: () => 50,
    });
    subs.push(sub);
  };

  it('a backlog of inbound changes, statuses, sends and identity changes leaves the same rows and events in batches as one event at a time', async () => {
    const [a, b] = await Promise.all([fresh(), fresh()]);
    const [busA, busB] = await Promise.all([busFor(), busFor()]);
    const P = randomUUID();
    await before(a, P);
    await before(b, P);
    const events: Array<[string, string, Record<string, unknown>]> = [];
    const asEvent = (c: ConversationChange): [string, string, Record<string, unknown>] => [
      CHANGE,
      'messaging_proxy.conversation_change.received',
      { phone_number_id: PN, field: c.field, value_json: c.valueJson, received_at: c.receivedAt.toISOString(), thread_handler: c.threadHandler ?? '' },
    ];
    const sendTo = (wa: string, wamid: string, s: number): [string, string, Record<string, unknown>] => [
      SENT,
      'messaging_proxy.message.sent',
      {
        phone_number_id: PN,
        wamid,
        to: wa,
        request_json: JSON.stringify({ messaging_product: 'whatsapp', to: wa, type: 'text', text: { body: wamid } }),
        occurred_at: t(s).toISOString(),
      },
    ];
    const changes = batch(P).map(asEvent);
    // Sends interleaved (to contacts whose conversations are open, or to a new one once).
    events.push(...changes.slice(0, 4), sendTo(EVA.wa_id, 'wamid.out2', 21), sendTo('5511900000020', 'wamid.out3', 22));
    events.push(...changes.slice(4, 12), sendTo(GIL.wa_id, 'wamid.out4', 42), ...changes.slice(12));
    // Plenty more plain inbound messages after them, so that runs fill batches.
    for (let i = 0; i < 60; i++)
      events.push(asEvent(say(P, { wa_id: `55119200${String(i % 20).padStart(5, '0')}`, name: `C${i % 7}` }, `wamid.tail.${i}`, 100 + i)));
    for (const bus of [busA, busB]) for (const [type, subject, fields] of events) await publish(bus, type, subject, P, fields);

    await consume(a, busA, 1);
    await consume(b, busB, 64);
    const stored = (h: Harness) => async () => Number((await h.db.knex('messages').where({ project_id: P }).count({ n: '*' }))[0].n);
    const expected = 6 + 16 + 3 + 60; // before (incl. the placeholder), the batch's new messages, the sends, the tail
    await waitFor(async () => (await stored(a)()) === expected && (await stored(b)()) === expected, { timeoutMs: 30_000 });
    // Both consumers have applied everything (the last event is a stored message; its conversation count settles with it).
    await waitFor(async () => (await a.db.knex('processed_events').count({ n: '*' }))[0].n === String(events.length), { timeoutMs: 30_000 });
    await waitFor(async () => (await b.db.knex('processed_events').count({ n: '*' }))[0].n === String(events.length), { timeoutMs: 30_000 });

    const [one, many] = await Promise.all([storedRows(a, P), storedRows(b, P)]);
    expect(many.contacts).toEqual(one.contacts);
    expect(many.presence).toEqual(one.presence);
    expect(many.conversations).toEqual(one.conversations);
    expect(many.messages).toEqual(one.messages);
    expect(await eventsInOrder(b, P)).toEqual(await eventsInOrder(a, P));
    // Shared transactions: far fewer writers than stored messages.
    const writers = async (h: Harness) => {
      const rows = (await h.db
        .knex('messages')
        .where({ project_id: P })
        .where('wamid', 'like', 'wamid.tail.%')
        .select(h.db.knex.raw('xmin::text AS tx'))) as Array<{
        tx: string;
      }>;
      return new Set(rows.map((r) => r.tx)).size;
    };
    expect(await writers(a)).toBe(60);
    expect(await writers(b)).toBeLessThan(20);
  }, 60_000);

  it('a bad change in a backlog of inbound changes is set aside alone; every other message is stored once', async () => {
    const h = await fresh();
    const bus = await busFor();
    const projects = [randomUUID(), randomUUID(), randomUUID()];
    const expected: string[] = [];
    for (let i = 0; i < 90; i++) {
      const projectId = projects[i % 3];
      const c = say(projectId, { wa_id: `55119300${String(i % 30).padStart(5, '0')}`, name: `S${i}` }, `wamid.p.${i}`, i);
      expected.push(`${projectId}/wamid.p.${i}`);
      await publish(bus, CHANGE, 'messaging_proxy.conversation_change.received', projectId, {
        phone_number_id: PN,
        field: 'messages',
        value_json: c.valueJson,
        received_at: t(i).toISOString(),
      });
      // Its project id is not a uuid: Postgres refuses its rows (the set-based run it lands in fails as a whole).
      if (i === 45)
        await publish(bus, CHANGE, 'messaging_proxy.conversation_change.received', 'not-a-uuid', {
          phone_number_id: PN,
          field: 'messages',
          value_json: say('not-a-uuid', { wa_id: '5511999999999' }, 'wamid.bad', 1).valueJson,
          received_at: t(1).toISOString(),
        });
    }
    await consume(h, bus, 32);
    await waitFor(async () => Number((await h.db.knex('messages').count({ n: '*' }))[0].n) === 90, { timeoutMs: 30_000 });
    await waitFor(async () => (await listDeadLetters(h.db, { limit: 5 })).length === 1, { timeoutMs: 30_000 });
    const rows = (await h.db.knex('messages').select('project_id', 'wamid')) as Array<{ project_id: string; wamid: string }>;
    expect(rows.map((r) => `${r.project_id}/${r.wamid}`).sort()).toEqual(expected.sort());
    const received = (await outboxEvents(h.db)).filter((e) => e.name === 'messaging.message.received');
    expect(received).toHaveLength(90);
    expect(new Set(received.map((e) => e.event_id)).size).toBe(90);
    const [dead] = await listDeadLetters(h.db, { limit: 5 });
    expect(dead).toMatchObject({ type: CHANGE, project_id: 'not-a-uuid' });
  }, 60_000);
});
