/**
 * An accepted held send confirms its credit hold through `messaging_proxy_sends.accepted` (decision
 * 0239) instead of a synchronous ConfirmCreditHold: the simulator as the upstream, funding and contacts
 * fakes at their generated gRPC contracts (what messaging-proxy called is what is checked), the outbox
 * read in the service's schema. Risks removed: a client answered before the acceptance is durable, a
 * send on a forward-only number never confirmed, a hold left unconfirmed when the event could not be
 * written, a second confirmation round trip per send.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import knexFactory, { type Knex } from 'knex';
import { decodeEvent, loadContracts } from '@platform/contracts';
import { testInfra, uniqueName } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedUuid } from '../../src/infra/events/publisher';
import { connectSeededNumber, dropSchema, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

const shared = { schema: uniqueName('mp'), prefix: uniqueName('mp'), namespace: uniqueName('mp').replace(/_/g, '') };
const project = randomUUID();
let sim: SimProcess;
let mp: ServiceUnderTest;
let server: grpc.Server;
let db: Knex;
let pn = '';
let wabaId = '';
/** The funding calls messaging-proxy made, in order. */
const calls: Array<{ method: 'HoldCredits' | 'ConfirmCreditHold' | 'ReleaseCreditHold'; send_key: string; message_id?: string }> = [];

beforeAll(async () => {
  const { contracts } = loadContracts();
  server = new grpc.Server();
  const hold = (req: { send_key: string }, status: string) => ({ id: randomUUID(), send_key: req.send_key, status, category: 'utility', window: 'closed' });
  server.addService(contracts.funding.FundingService.service, {
    HoldCredits: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => {
      calls.push({ method: 'HoldCredits', send_key: call.request.send_key });
      cb(null, { hold: hold(call.request, 'held'), replayed: false });
    },
    ConfirmCreditHold: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => {
      calls.push({ method: 'ConfirmCreditHold', send_key: call.request.send_key, message_id: call.request.message_id });
      cb(null, { hold: hold(call.request, 'sent') });
    },
    ReleaseCreditHold: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => {
      calls.push({ method: 'ReleaseCreditHold', send_key: call.request.send_key });
      cb(null, { hold: hold(call.request, 'released') });
    },
  } as grpc.UntypedServiceImplementation);
  server.addService(contracts.contacts.ContactsService.service, {
    ListConversations: (_call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => cb(null, { conversations: [] }),
    // The opt-out read of a template priced as marketing (an unknown one): nobody stopped (decision 0230).
    CheckMarketingStops: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) =>
      cb(null, { stopped: (call.request.identifiers as string[]).map(() => false) }),
  } as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  sim = await startSim();
  mp = await startService(sim, { shared, env: { CONTACTS_GRPC_ADDRESS: `127.0.0.1:${port}`, FUNDING_GRPC_ADDRESS: `127.0.0.1:${port}` } });
  db = knexFactory({ client: 'pg', connection: testInfra().databaseUrl, searchPath: [shared.schema], pool: { min: 0, max: 2 } });
  const acct = await seedAccount(sim, { numbers: [{}] });
  wabaId = acct.wabaId;
  await sim.control('POST', '/fixtures', { templates: [{ waba_id: wabaId, name: 'order_update', category: 'UTILITY' }] });
  pn = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
}, 120_000);

afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
  await new Promise<void>((resolve) => (server ? server.tryShutdown(() => resolve()) : resolve()));
  await db?.destroy();
  await dropSchema(shared.schema);
});

/** Sends a utility template (or `template`) to `to`; answers the HTTP status and the wamid. */
async function send(to: string, headers: Record<string, string> = {}, template = 'order_update'): Promise<{ status: number; wamid: string }> {
  const r = await fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-id': project, ...headers },
    body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'template', template: { name: template, language: { code: 'en_US' } } }),
  });
  const body = (await r.json()) as { messages?: Array<{ id: string }> };
  return { status: r.status, wamid: body.messages?.[0]?.id ?? '' };
}

/** The outbox's events of a subject, decoded. */
async function outbox(subject: 'messaging_proxy_sends.accepted' | 'messaging_proxy.message.sent'): Promise<Array<Record<string, unknown>>> {
  const type = subject === 'messaging_proxy_sends.accepted' ? 'svc.messaging_proxy.v1.SendAccepted' : 'svc.messaging_proxy.v1.OutboundMessageSent';
  const rows = (await db('outbox').where({ subject }).orderBy('seq')) as Array<{ payload: Buffer }>;
  return rows.map((r) => decodeEvent(type, r.payload));
}

/** The funding calls made since `from`. */
const callsSince = (from: number) => calls.slice(from).map((c) => c.method);

describe('accepted held sends confirm their hold by event (decision 0239)', () => {
  it('send.accepted is committed with the outbound record before the client is answered, names the hold and the wamid; no ConfirmCreditHold', async () => {
    const before = calls.length;
    const key = `k-${randomUUID()}`;
    const r = await send('5511987650001', { 'idempotency-key': key });
    expect(r.status).toBe(200);
    expect(callsSince(before)).toEqual(['HoldCredits']);
    const sendKey = calls[before].send_key;
    expect(sendKey).toBe(`key:${key}`);
    // Read at once after the answer: already committed.
    const events = (await outbox('messaging_proxy_sends.accepted')).filter((e) => e.message_id === r.wamid);
    expect(events).toEqual([
      {
        event_id: derivedUuid(`send.accepted:${project}:${sendKey}`),
        project_id: project,
        send_key: sendKey,
        message_id: r.wamid,
        phone_number_id: pn,
        waba_id: wabaId,
        occurred_at: expect.any(String),
      },
    ]);
    expect((await outbox('messaging_proxy.message.sent')).filter((e) => e.wamid === r.wamid)).toHaveLength(1);
    // Both rows in one transaction.
    const xmins = (await db('outbox')
      .whereIn('subject', ['messaging_proxy_sends.accepted', 'messaging_proxy.message.sent'])
      .select(db.raw('xmin::text AS x'), 'payload', 'subject')) as Array<{ x: string; payload: Buffer; subject: string }>;
    const ofSend = xmins.filter((row) => {
      const e = decodeEvent(
        row.subject === 'messaging_proxy_sends.accepted' ? 'svc.messaging_proxy.v1.SendAccepted' : 'svc.messaging_proxy.v1.OutboundMessageSent',
        row.payload,
      );
      return e.message_id === r.wamid || e.wamid === r.wamid;
    });
    expect(ofSend).toHaveLength(2);
    expect(new Set(ofSend.map((row) => row.x)).size).toBe(1);
  }, 30_000);

  it('a number with inbound processing off: no outbound record, the accepted event all the same', async () => {
    await mp.call('UpdatePhoneNumber', { project_id: project, phone_number_id: pn, inbound_processing_enabled: false });
    try {
      const before = calls.length;
      const r = await send('5511987650002');
      expect(r.status).toBe(200);
      expect(callsSince(before)).toEqual(['HoldCredits']);
      expect((await outbox('messaging_proxy_sends.accepted')).filter((e) => e.message_id === r.wamid)).toMatchObject([{ send_key: calls[before].send_key }]);
      expect((await outbox('messaging_proxy.message.sent')).filter((e) => e.wamid === r.wamid)).toEqual([]);
    } finally {
      await mp.call('UpdatePhoneNumber', { project_id: project, phone_number_id: pn, inbound_processing_enabled: true });
    }
  }, 30_000);

  it('the event cannot be written: the hold is confirmed with ConfirmCreditHold instead, and the client still gets the upstream answer', async () => {
    // The database refuses the accepted event's outbox row (and so its whole transaction).
    await db.raw(`CREATE FUNCTION refuse_send_accepted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await db.raw(
      `CREATE TRIGGER refuse_send_accepted BEFORE INSERT ON outbox FOR EACH ROW WHEN (NEW.subject = 'messaging_proxy_sends.accepted') EXECUTE FUNCTION refuse_send_accepted()`,
    );
    try {
      const before = calls.length;
      const r = await send('5511987650003');
      expect(r.status).toBe(200);
      expect(calls.slice(before)).toEqual([
        { method: 'HoldCredits', send_key: calls[before].send_key },
        { method: 'ConfirmCreditHold', send_key: calls[before].send_key, message_id: r.wamid },
      ]);
      expect((await outbox('messaging_proxy_sends.accepted')).filter((e) => e.message_id === r.wamid)).toEqual([]);
    } finally {
      await db.raw(`DROP TRIGGER refuse_send_accepted ON outbox`);
      await db.raw(`DROP FUNCTION refuse_send_accepted()`);
    }
  }, 30_000);

  it('a send the upstream refuses: its hold is released synchronously, no accepted event', async () => {
    const before = calls.length;
    const events = (await outbox('messaging_proxy_sends.accepted')).length;
    const r = await send('5511987650004', {}, 'no_such_template');
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(callsSince(before)).toEqual(['HoldCredits', 'ReleaseCreditHold']);
    expect(await outbox('messaging_proxy_sends.accepted')).toHaveLength(events);
  }, 30_000);
});
