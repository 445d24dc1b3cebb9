/**
 * Thread ownership as contacts sees it (decision 0231), through the use cases the consumer calls:
 * messaging-proxy's ThreadChanged and ThreadStandby become messaging.thread.ownership_changed and
 * messaging.thread.standby with the contact's conversation; conversations carry the thread under
 * svc.thread; messages of a thread another app handles fire no messaging.message.* (the upstream's
 * own agent excepted). Risks removed: webhook subscribers told about messages another app answers,
 * a conversation payload that hides who handles it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationChange } from '../../src/usecases/inbound.usecase';
import { harness, inboundValue, outboxEvents } from './support';
import { conversationToWire } from '../../src/wire/conversation.wire';

let h: Awaited<ReturnType<typeof harness>>;
const P = randomUUID();
const PN = '106540352242923';
const OTHER_APP = '200000000000001';

beforeAll(async () => {
  h = await harness();
  // Thread idleness is measured against now: the test clock runs at the real time.
  h.clock.set(new Date().toISOString());
});
afterAll(async () => {
  await h?.db.cleanup();
});

const change = (value: object, threadHandler = ''): ConversationChange => ({
  eventId: randomUUID(),
  projectId: P,
  phoneNumberId: PN,
  field: 'messages',
  valueJson: JSON.stringify(value),
  receivedAt: h.clock.now(),
  sandbox: false,
  threadHandler,
});
const ingest = (c: ConversationChange) => h.db.transaction((trx) => h.uc.inbound.ingestChange(trx, c));
const ts = () => Math.floor(h.clock.now().getTime() / 1000);
const namesOf = async (name: string) => (await outboxEvents(h.db)).filter((e) => e.name === name);

const thread = (customer: string, handler: string) => ({
  customer,
  handler,
  ownerAppId: handler === 'other_app' ? OTHER_APP : '',
  changedAt: h.clock.now(),
});

describe('threads in contacts', () => {
  it('ownership_changed carries the thread, the contact and its conversation; the conversation shows svc.thread; a thread other_app handles fires no message event', async () => {
    const wa = '5511987000001';
    await ingest(change(inboundValue(PN, { wa_id: wa }, [{ id: `wamid.${randomUUID()}`, text: 'hi', ts: ts() }])));
    expect((await namesOf('messaging.message.received')).filter((e) => e.fields.conversation?.phone_number === wa)).toHaveLength(1);

    const eventId = randomUUID();
    await h.db.transaction((trx) =>
      h.uc.threads.changed(trx, {
        eventId,
        projectId: P,
        phoneNumberId: PN,
        thread: thread(wa, 'other_app'),
        previousHandler: '',
        previousOwnerAppId: '',
        reason: 'pass',
        metadata: 'to billing',
        occurredAt: h.clock.now(),
      }),
    );
    const [changed] = await namesOf('messaging.thread.ownership_changed');
    expect(changed.fields).toMatchObject({
      phone_number_id: PN,
      thread: { customer: wa, handler: 'other_app', owner_app_id: OTHER_APP, previous_handler: null, reason: 'pass', metadata: 'to billing' },
      contact: { id: expect.any(String) },
      conversation: { phone_number: wa, svc: { thread: { handler: 'other_app', owner_app_id: OTHER_APP } } },
    });

    // The API's conversation reads show the thread too.
    const page = await h.ctx.conversations.list(P, { phoneNumberId: PN, limit: 10 });
    const conv = page.items.map((c) => conversationToWire(c, h.clock.now())).find((c) => c.phone_number === wa)!;
    expect(conv.thread).toMatchObject({ handler: 'other_app', owner_app_id: OTHER_APP });

    // A message of that thread: stored and counted, but no messaging.message.received.
    await ingest(change(inboundValue(PN, { wa_id: wa }, [{ id: `wamid.${randomUUID()}`, text: 'for the other app', ts: ts() }]), 'other_app'));
    expect((await namesOf('messaging.message.received')).filter((e) => e.fields.conversation?.phone_number === wa)).toHaveLength(1);
    const after = (await h.ctx.conversations.list(P, { phoneNumberId: PN, limit: 10 })).items.find((c) => c.contact_phone_number === wa)!;
    expect(after.messages_count).toBe(2);

    // The upstream's own agent handling the thread: messages still fire.
    await ingest(change(inboundValue(PN, { wa_id: wa }, [{ id: `wamid.${randomUUID()}`, text: 'agent thread', ts: ts() }]), 'upstream_agent'));
    expect((await namesOf('messaging.message.received')).filter((e) => e.fields.conversation?.phone_number === wa)).toHaveLength(2);
    // Its conversation carries the thread in the message event.
    const last = (await namesOf('messaging.message.received')).filter((e) => e.fields.conversation?.phone_number === wa).pop()!;
    expect(last.fields.conversation.svc.thread).toMatchObject({ handler: 'other_app' });
  });

  it('standby: messaging.thread.standby with the copy; a customer who is not a contact yet has conversation and contact null', async () => {
    const wa = '5511987000002';
    await h.db.transaction((trx) =>
      h.uc.threads.standby(trx, {
        eventId: randomUUID(),
        projectId: P,
        phoneNumberId: PN,
        thread: thread(wa, 'other_app'),
        kind: 'message',
        messageId: 'wamid.standby1',
        detail: 'text',
        valueJson: JSON.stringify({ from: wa, id: 'wamid.standby1', type: 'text', text: { body: 'hi' } }),
        occurredAt: h.clock.now(),
      }),
    );
    const standby = (await namesOf('messaging.thread.standby')).find((e) => e.fields.thread.customer === wa)!;
    expect(standby.fields).toEqual({
      phone_number_id: PN,
      thread: { customer: wa, handler: 'other_app', owner_app_id: OTHER_APP, changed_at: expect.any(String), last_customer_message_at: null },
      standby: { kind: 'message', message_id: 'wamid.standby1', detail: 'text', item: { from: wa, id: 'wamid.standby1', type: 'text', text: { body: 'hi' } } },
      contact: null,
      conversation: null,
    });
  });

  it('a redelivered ThreadChanged yields the same event id (webhooks dedupe on it); an older report never overwrites a newer one', async () => {
    const wa = '5511987000003';
    const eventId = randomUUID();
    const report = (handler: string, at: Date, id = eventId) =>
      h.db.transaction((trx) =>
        h.uc.threads.changed(trx, {
          eventId: id,
          projectId: P,
          phoneNumberId: PN,
          thread: { ...thread(wa, handler), changedAt: at },
          previousHandler: '',
          previousOwnerAppId: '',
          reason: handler === 'this_app' ? 'take' : 'pass',
          metadata: '',
          occurredAt: at,
        }),
      );
    const now = h.clock.now();
    await report('other_app', now);
    await report('other_app', now);
    const ids = (await namesOf('messaging.thread.ownership_changed')).filter((e) => e.fields.thread.customer === wa).map((e) => e.event_id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
    // The older report arriving late: not applied, so not announced either.
    await report('this_app', new Date(now.getTime() - 60_000), randomUUID());
    expect((await namesOf('messaging.thread.ownership_changed')).filter((e) => e.fields.thread.customer === wa)).toHaveLength(2);
    await ingest(change(inboundValue(PN, { wa_id: wa }, [{ id: `wamid.${randomUUID()}`, text: 'hello', ts: ts() }]), 'other_app'));
    const conv = (await h.ctx.conversations.list(P, { phoneNumberId: PN, limit: 10 })).items.find((c) => c.contact_phone_number === wa)!;
    expect(conversationToWire(conv, h.clock.now()).thread?.handler).toBe('other_app');
  });
  it('a conversation opened by a message of a thread another app handles still fires conversation.created (with svc.thread), the message no message.received — one by one and in a batch', async () => {
    const opened = async (wa: string, store: (c: ConversationChange) => Promise<unknown>) => {
      await h.db.transaction((trx) =>
        h.uc.threads.changed(trx, {
          eventId: randomUUID(),
          projectId: P,
          phoneNumberId: PN,
          thread: thread(wa, 'other_app'),
          previousHandler: '',
          previousOwnerAppId: '',
          reason: 'pass',
          metadata: '',
          occurredAt: h.clock.now(),
        }),
      );
      await store(change(inboundValue(PN, { wa_id: wa }, [{ id: `wamid.${randomUUID()}`, text: 'for the other app', ts: ts() }]), 'other_app'));
      const created = (await namesOf('messaging.conversation.created')).filter((e) => e.fields.conversation?.phone_number === wa);
      expect(created, wa).toHaveLength(1);
      expect(created[0].fields.conversation).toMatchObject({ svc: { thread: { handler: 'other_app', owner_app_id: OTHER_APP }, messages_count: 1 } });
      expect(
        (await namesOf('messaging.message.received')).filter((e) => e.fields.conversation?.phone_number === wa),
        wa,
      ).toEqual([]);
    };
    await opened('5511987000004', ingest);
    await opened('5511987000005', (c) => h.db.transaction((trx) => h.uc.inbound.recordInbounds(trx, [c])));
  });
});
