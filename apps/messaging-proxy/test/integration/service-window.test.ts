/**
 * The customer-service window of a send from messaging-proxy's own record (decision 0236), end to end:
 * a signed inbound webhook from the simulator → the receiver records it → a send to that customer holds
 * credits with window `open`, without asking contacts. funding and contacts are fakes at their generated
 * gRPC contracts (what messaging-proxy sent is what is checked). Risks removed: a send priced in-window
 * after the 24 h passed or out of it before; a send priced `closed` from an absent record while the store
 * may have missed the message (fresh start) instead of asking contacts.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { loadContracts } from '@platform/contracts';
import { createKv, type KeyValueStore } from '@platform/kv';
import { manualClock } from '@platform/runtime';
import { testInfra, uniqueName, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, dropSchema, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

const H = 3_600_000;
const clock = manualClock(Date.now());
const shared = { schema: uniqueName('mp'), prefix: uniqueName('mp'), namespace: uniqueName('mp').replace(/_/g, '') };
const project = randomUUID();
let sim: SimProcess;
let mp: ServiceUnderTest;
let kv: KeyValueStore;
let server: grpc.Server;
let pn = '';
/** Windows of the HoldCredits calls, by recipient, in order. */
const holds: Array<{ recipient: string; window: string }> = [];
/** ListConversations calls the fake contacts answered (each says: window open). */
let contactsReads = 0;

beforeAll(async () => {
  const { contracts } = loadContracts();
  server = new grpc.Server();
  const hold = (req: { send_key: string; category: string; window: string }) => ({
    id: randomUUID(),
    send_key: req.send_key,
    status: 'held',
    category: req.category,
    window: req.window,
    pricing_type: 'regular',
  });
  server.addService(contracts.funding.FundingService.service, {
    HoldCredits: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => {
      holds.push({ recipient: call.request.recipient, window: call.request.window });
      cb(null, { hold: hold(call.request), replayed: false });
    },
    ConfirmCreditHold: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => cb(null, { hold: { ...hold(call.request), status: 'sent' } }),
    ReleaseCreditHold: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => cb(null, { hold: { ...hold(call.request), status: 'released' } }),
  } as grpc.UntypedServiceImplementation);
  server.addService(contracts.contacts.ContactsService.service, {
    ListConversations: (_call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => {
      contactsReads++;
      cb(null, { conversations: [{ id: randomUUID(), status: 'active', service_window_expires_at: new Date(clock.now().getTime() + H).toISOString() }] });
    },
  } as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  kv = await createKv({ url: testInfra().redisUrl, prefix: shared.prefix });
  // A platform that has recorded inbound messages for more than 24 h.
  await kv.set('svc-window-since', String(clock.now().getTime() - 25 * H));
  sim = await startSim();
  mp = await startService(sim, {
    clock,
    shared,
    env: { UPSTREAM_WEBHOOK_VERIFY_TOKEN: 'vt', CONTACTS_GRPC_ADDRESS: `127.0.0.1:${port}`, FUNDING_GRPC_ADDRESS: `127.0.0.1:${port}` },
  });
  await sim.control('PUT', '/webhook', { url: `${mp.httpUrl}/upstream/webhooks`, verify_token: 'vt' });
  const acct = await seedAccount(sim, { numbers: [{}] });
  await sim.control('POST', '/fixtures', { templates: [{ waba_id: acct.wabaId, name: 'order_update', category: 'UTILITY' }] });
  pn = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
}, 120_000);

afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
  await new Promise<void>((resolve) => (server ? server.tryShutdown(() => resolve()) : resolve()));
  await kv?.close();
  await dropSchema(shared.schema);
});

/** Sends a utility template to `to`; answers the window its hold was asked with. */
async function windowOfSend(to: string): Promise<string> {
  const before = holds.length;
  const r = await fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-id': project },
    body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'template', template: { name: 'order_update', language: { code: 'en_US' } } }),
  });
  expect(r.status).toBe(200);
  expect(holds.length).toBe(before + 1);
  expect(holds[before].recipient).toBe(to);
  return holds[before].window;
}

describe('customer-service window from the receiver (decision 0236)', () => {
  it('a customer who wrote: open until 24 h after the message (23:58 open, 24:02 closed); another customer closed; contacts never asked', async () => {
    const start = clock.now().getTime();
    const d = await sim.control<{ delivery: { state: string } }>('POST', '/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: pn,
      from: '15550101',
      text: 'hello',
    });
    expect(d.delivery.state).toBe('delivered');
    try {
      expect(await windowOfSend('15550101')).toBe('open');
      expect(await windowOfSend('15550102')).toBe('closed');
      clock.set(new Date(start + 23 * H + 58 * 60_000));
      expect(await windowOfSend('15550101')).toBe('open');
      clock.set(new Date(start + 24 * H + 2 * 60_000));
      expect(await windowOfSend('15550101')).toBe('closed');
      expect(contactsReads).toBe(0);
    } finally {
      clock.set(new Date(start));
    }
  });

  it('a sender written with spaces or punctuation opens the window of its digits', async () => {
    await sim.control('POST', '/webhooks/trigger', { kind: 'inbound_message', phone_number_id: pn, from: '+1 (555) 010-7', text: 'hi' });
    await waitFor(async () => (await windowOfSend('15550107')) === 'open', { timeoutMs: 5_000, intervalMs: 100 });
  });

  it('a store that may have missed messages (recording for less than 24 h): an absent record asks contacts', async () => {
    await kv.set('svc-window-since', String(clock.now().getTime() - 23 * H));
    try {
      const reads = contactsReads;
      // The fake contacts says open: the window came from contacts, not from the absent record.
      expect(await windowOfSend('15550103')).toBe('open');
      expect(contactsReads).toBe(reads + 1);
    } finally {
      await kv.set('svc-window-since', String(clock.now().getTime() - 25 * H));
    }
  });

  it('a forward-only number (inbound processing off) still records the window: the upstream opened it', async () => {
    await mp.call('UpdatePhoneNumber', { project_id: project, phone_number_id: pn, inbound_processing_enabled: false });
    try {
      await sim.control('POST', '/webhooks/trigger', { kind: 'inbound_message', phone_number_id: pn, from: '15550104', text: 'hi' });
      await waitFor(async () => (await windowOfSend('15550104')) === 'open', { timeoutMs: 5_000, intervalMs: 100 });
    } finally {
      await mp.call('UpdatePhoneNumber', { project_id: project, phone_number_id: pn, inbound_processing_enabled: true });
    }
  });
});

describe('template categories of the send path (decision 0237)', () => {
  it('are read once per account and template, and read again after the upstream reports a template change', async () => {
    const templateReads = async () =>
      (await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', '/requests')).data.filter(
        (r) => r.method === 'GET' && r.path.includes('/message_templates'),
      ).length;
    await windowOfSend('15550201');
    await sim.control('DELETE', '/requests');
    await windowOfSend('15550202');
    expect(await templateReads()).toBe(0);
    const cloud = await sim.control<{ templates: Array<{ id: string; name: string }> }>('GET', '/cloud');
    const t = cloud.templates.find((x) => x.name === 'order_update')!;
    const d = await sim.control<{ delivery: { state: string } }>('POST', `/templates/${t.id}/status`, { status: 'PAUSED' });
    expect(d.delivery.state).toBe('delivered');
    await sim.control('POST', `/templates/${t.id}/status`, { status: 'APPROVED' });
    await windowOfSend('15550203');
    expect(await templateReads()).toBe(1);
    await windowOfSend('15550204');
    expect(await templateReads()).toBe(1);
  });
});
