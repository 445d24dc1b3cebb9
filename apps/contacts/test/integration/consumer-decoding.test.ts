/**
 * The messaging-proxy consumer hands each event type it applies to its use case with the payload's
 * fields decoded (consumer-batch.test.ts covers OutboundMessageSent's batches). Risk removed: a
 * field of one event type lost or mapped to another's name. The use cases are the real ones; the
 * test records what each is called with.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, envelopeHeaders, type Bus, type Subscription } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import { silentLogger } from '@platform/logger';
import { testInfra, uniqueName, waitFor } from '@platform/testing';
import { CONSUMED_TYPES, startMessagingProxyConsumer } from '../../src/inbound/messaging-proxy.consumer';
import { harness } from './support';

let h: Awaited<ReturnType<typeof harness>>;
let bus: Bus;
let sub: Subscription | undefined;
const calls: Array<{ method: string; input: unknown }> = [];
const PN = '106540352242922';
const PROJECT = randomUUID();
const AT = '2026-11-24T14:00:00.000Z';

/** `target` whose `methods` record their second argument (the input after `trx`), then run. */
function recording<T extends object>(target: T, methods: string[]): T {
  return new Proxy(target, {
    get(t, prop, receiver) {
      const v = Reflect.get(t, prop, receiver);
      if (typeof prop !== 'string' || !methods.includes(prop) || typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        // A batch's sends are recorded by recordOutbounds, a lone one's by recordOutbound: the same input
        // (likewise a batch's conversation changes by recordInbounds, a lone one's by ingestChange).
        if (prop === 'recordOutbounds') for (const input of args[1] as unknown[]) calls.push({ method: 'recordOutbound', input });
        else if (prop === 'recordInbounds') for (const input of args[1] as unknown[]) calls.push({ method: 'ingestChange', input });
        else calls.push({ method: prop, input: args[1] });
        return (v as (...a: unknown[]) => unknown).apply(t, args);
      };
    },
  });
}

beforeAll(async () => {
  h = await harness();
  bus = await createBus({ url: testInfra().natsUrl, namespace: uniqueName('cd').replace(/_/g, '') });
  sub = await startMessagingProxyConsumer({
    db: h.db,
    bus,
    logger: silentLogger,
    inbound: recording(h.uc.inbound, ['ingestChange', 'recordInbounds']),
    outbound: recording(h.uc.outbound, ['recordOutbound', 'recordOutbounds', 'recordRefusal']),
    preferences: recording(h.uc.preferences, ['fromWebhook']),
    threads: recording(h.uc.threads, ['changed', 'standby']),
    deadLetterAfter: 1,
  });
});
afterAll(async () => {
  await sub?.stop();
  await bus?.close();
  await h?.db.cleanup();
});

async function publish(type: string, fields: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await bus.publish('messaging_proxy.test', encodeEvent(type, { event_id: id, project_id: PROJECT, ...fields }), {
    msgId: id,
    headers: envelopeHeaders({ id, type, occurredAt: AT, projectId: PROJECT, headers: {} }),
  });
  return id;
}

const thread = { customer: '5511988887777', handler: 'app-2', owner_app_id: 'app-1', changed_at: AT, last_customer_message_at: '2026-11-24T13:00:00.000Z' };
const decodedThread = {
  customer: '5511988887777',
  handler: 'app-2',
  ownerAppId: 'app-1',
  changedAt: new Date(AT),
  lastCustomerMessageAt: new Date('2026-11-24T13:00:00.000Z'),
};

describe('messaging-proxy consumer decoding', () => {
  it('applies the six types it consumes and no other', () => {
    expect([...CONSUMED_TYPES].sort()).toEqual(
      [
        'svc.messaging_proxy.v1.ConversationChangeReceived',
        'svc.messaging_proxy.v1.OutboundMessageRefused',
        'svc.messaging_proxy.v1.OutboundMessageSent',
        'svc.messaging_proxy.v1.ThreadChanged',
        'svc.messaging_proxy.v1.ThreadStandby',
        'svc.messaging_proxy.v1.UserPreferenceChanged',
      ].sort(),
    );
  });

  it('hands each event type to its use case with every field decoded', async () => {
    const change = await publish('svc.messaging_proxy.v1.ConversationChangeReceived', {
      phone_number_id: PN,
      field: 'messages',
      value_json: '{"messaging_product":"whatsapp"}',
      received_at: AT,
      sandbox: true,
      thread_handler: 'app-2',
    });
    const changed = await publish('svc.messaging_proxy.v1.ThreadChanged', {
      phone_number_id: PN,
      thread,
      previous_handler: 'app-1',
      previous_owner_app_id: 'app-0',
      reason: 'pass_thread_control',
      metadata: 'm',
      occurred_at: AT,
    });
    const standby = await publish('svc.messaging_proxy.v1.ThreadStandby', {
      phone_number_id: PN,
      thread,
      kind: 'message',
      message_id: 'wamid.s',
      detail: 'd',
      value_json: '{}',
      occurred_at: AT,
    });
    await publish('svc.messaging_proxy.v1.OutboundMessageSent', {
      phone_number_id: PN,
      wamid: 'wamid.o',
      to: '5511977776666',
      recipient_user_id: 'BR.1',
      request_json: '{"to":"5511977776666"}',
      occurred_at: AT,
    });
    await publish('svc.messaging_proxy.v1.OutboundMessageRefused', { phone_number_id: PN, to: '5511966665555', error_code: 131047, occurred_at: AT });
    await publish('svc.messaging_proxy.v1.UserPreferenceChanged', {
      phone_number: { id: PN },
      wa_id: '5511955554444',
      category: 'marketing_messages',
      value: 'stop',
      occurred_at: AT,
    });
    // A type of the stream this consumer does not apply.
    await publish('svc.messaging_proxy.v1.PhoneNumberReconnected', {});

    await waitFor(async () => calls.length >= 6, { timeoutMs: 20_000 });
    const by = Object.fromEntries(calls.map((c) => [c.method, c.input]));
    expect(Object.keys(by).sort()).toEqual(['changed', 'fromWebhook', 'ingestChange', 'recordOutbound', 'recordRefusal', 'standby']);
    expect(by.ingestChange).toEqual({
      eventId: change,
      projectId: PROJECT,
      phoneNumberId: PN,
      field: 'messages',
      valueJson: '{"messaging_product":"whatsapp"}',
      receivedAt: new Date(AT),
      sandbox: true,
      threadHandler: 'app-2',
    });
    expect(by.changed).toEqual({
      eventId: changed,
      projectId: PROJECT,
      phoneNumberId: PN,
      thread: decodedThread,
      previousHandler: 'app-1',
      previousOwnerAppId: 'app-0',
      reason: 'pass_thread_control',
      metadata: 'm',
      occurredAt: new Date(AT),
    });
    expect(by.standby).toEqual({
      eventId: standby,
      projectId: PROJECT,
      phoneNumberId: PN,
      thread: decodedThread,
      kind: 'message',
      messageId: 'wamid.s',
      detail: 'd',
      valueJson: '{}',
      occurredAt: new Date(AT),
    });
    expect(by.recordOutbound).toEqual({
      projectId: PROJECT,
      phoneNumberId: PN,
      wamid: 'wamid.o',
      to: '5511977776666',
      recipientWaId: undefined,
      recipientUserId: 'BR.1',
      requestJson: '{"to":"5511977776666"}',
      occurredAt: new Date(AT),
    });
    expect(by.recordRefusal).toEqual({ projectId: PROJECT, phoneNumberId: PN, to: '5511966665555', errorCode: 131047, occurredAt: new Date(AT) });
    expect(by.fromWebhook).toEqual({ projectId: PROJECT, phoneNumberId: PN, waId: '5511955554444', value: 'stop', occurredAt: new Date(AT) });
  }, 30_000);
});
