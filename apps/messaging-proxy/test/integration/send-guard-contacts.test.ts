/**
 * The opt-out read of the guarded send (decision 0230) against a fake contacts at its generated gRPC
 * contract (what messaging-proxy asked is what is checked), the simulator as the upstream, billing off.
 * Risks removed: a marketing template sent to an opted-out user because contacts failed for a reason
 * other than being unreachable (fail open only on UNAVAILABLE / DEADLINE_EXCEEDED); a send addressed by
 * `recipient` (a business-scoped user id) skipping the opt-out; a recipient holding NUL or an unpaired
 * surrogate reaching contacts or the upstream (decision 0010) instead of a 400.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { loadContracts } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

const project = randomUUID();
let sim: SimProcess;
let mp: ServiceUnderTest;
let server: grpc.Server;
let pn = '';
/** How the fake CheckMarketingStops answers: stopped for the identifiers in `stopped`, or this gRPC error. */
let failWith: grpc.status | undefined;
const stopped = new Set(['US.stopped', '5511987650009']);
/** Identifiers the fake was asked about, in order. */
const asked: string[] = [];

beforeAll(async () => {
  const { contracts } = loadContracts();
  server = new grpc.Server();
  server.addService(contracts.contacts.ContactsService.service, {
    CheckMarketingStops: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => {
      const identifiers = call.request.identifiers as string[];
      asked.push(...identifiers);
      if (failWith !== undefined) return cb({ code: failWith, details: 'contacts says no' });
      cb(null, { stopped: identifiers.map((i) => stopped.has(i)) });
    },
  } as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  sim = await startSim();
  mp = await startService(sim, { env: { CONTACTS_GRPC_ADDRESS: `127.0.0.1:${port}` } });
  const acct = await seedAccount(sim, { numbers: [{}] });
  await sim.control('POST', '/fixtures', { templates: [{ waba_id: acct.wabaId, name: 'spring_sale', category: 'MARKETING' }] });
  pn = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
}, 120_000);

afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
  await new Promise<void>((resolve) => (server ? server.tryShutdown(() => resolve()) : resolve()));
});

const marketing = (address: Record<string, unknown>) => ({
  messaging_product: 'whatsapp',
  ...address,
  type: 'template',
  template: { name: 'spring_sale', language: { code: 'en_US' } },
});
const send = (body: Record<string, unknown>) =>
  fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-id': project },
    body: JSON.stringify(body),
  });
const forwarded = async () => (await sim.control<{ data: unknown[] }>('GET', `/requests?method=POST&path=/${pn}/messages`)).data.length;

describe('the opt-out read of a guarded send', () => {
  it('a marketing template addressed by `recipient` (no `to`) is checked against that user: stopped → 422, nothing forwarded', async () => {
    failWith = undefined;
    asked.length = 0;
    const before = await forwarded();
    const res = await send(marketing({ recipient: 'US.stopped' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'marketing_preference_stopped' });
    expect(asked).toEqual(['US.stopped']);
    expect(await forwarded()).toBe(before);
    // `to` wins over `recipient`, as the upstream reads them.
    asked.length = 0;
    expect((await send(marketing({ to: '5511987650001', recipient: 'US.stopped' }))).status).toBe(200);
    expect(asked).toEqual(['5511987650001']);
  });

  it('contacts failing for another reason than being unreachable refuses the send (503, nothing forwarded); unreachable still fails open', async () => {
    for (const code of [grpc.status.INTERNAL, grpc.status.INVALID_ARGUMENT, grpc.status.RESOURCE_EXHAUSTED]) {
      failWith = code;
      const before = await forwarded();
      const res = await send(marketing({ to: '5511987650009' }));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: expect.any(String) });
      expect(await forwarded()).toBe(before);
    }
    // Unreachable (UNAVAILABLE after the client's retries): the upstream enforces the opt-out itself (131050).
    failWith = grpc.status.UNAVAILABLE;
    const before = await forwarded();
    expect((await send(marketing({ to: '5511987650002' }))).status).toBe(200);
    expect(await forwarded()).toBe(before + 1);
    failWith = undefined;
  }, 30_000);

  it('a recipient holding NUL or an unpaired surrogate: 400 before any check, the value never echoed; nothing asked of contacts nor forwarded', async () => {
    failWith = undefined;
    asked.length = 0;
    const before = await forwarded();
    for (const [field, value] of [
      ['to', '55119876\u000050001'],
      ['to', '5511987650001\ud800'],
      ['recipient', 'US.\udc00stopped'],
      ['recipient', 'US.\u0000'],
    ] as const) {
      const res = await send(marketing({ [field]: value }));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; code: string };
      expect(body).toEqual({ error: expect.stringContaining(field), code: 'invalid_recipient' });
      expect(body.error).not.toContain(value);
    }
    // Also a session message, and a `recipient` beside a clean `to` (both are forwarded).
    expect((await send({ messaging_product: 'whatsapp', to: '1555\u0000', type: 'text', text: { body: 'hi' } })).status).toBe(400);
    expect((await send(marketing({ to: '5511987650001', recipient: 'US.\u0000' }))).status).toBe(400);
    expect(asked).toEqual([]);
    expect(await forwarded()).toBe(before);
  });
});
