/**
 * The send guard's coalesced opt-out reads (decision 0505), against a fake contacts service at its
 * generated gRPC contract: concurrent checks of one number are one call, answers reach the right
 * caller, a failed call fails only its own checks, and a call never carries more than 500.
 */
import * as grpc from '@grpc/grpc-js';
import { loadContracts } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsClient, type ContactsClient } from './contacts.client';
import { MarketingStopChecks } from './marketing-stops';

const calls: Array<{ project_id: string; phone_number_id: string; identifiers: string[] }> = [];
let server: grpc.Server;
let contacts: ContactsClient;

beforeAll(async () => {
  const { contracts } = loadContracts();
  server = new grpc.Server();
  server.addService(contracts.contacts.ContactsService.service, {
    CheckMarketingStops: (call: grpc.ServerUnaryCall<any, any>, cb: grpc.sendUnaryData<any>) => {
      calls.push(call.request);
      if (call.request.phone_number_id === '666') return cb({ code: grpc.status.INTERNAL, details: 'contacts failed' } as grpc.ServiceError);
      // Recipients whose identifier ends in 9 stopped marketing; number 777 answers slowly.
      const answer = () => cb(null, { stopped: call.request.identifiers.map((i: string) => i.endsWith('9')) });
      if (call.request.phone_number_id === '777') setTimeout(answer, 150);
      else answer();
    },
  } as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  contacts = contactsClient(`127.0.0.1:${port}`);
});
afterAll(async () => {
  contacts?.close();
  await new Promise<void>((r) => server.tryShutdown(() => r()));
});

describe('MarketingStopChecks', () => {
  it('checks of one number asked together are one call; each caller gets its own answer', async () => {
    calls.length = 0;
    const checks = new MarketingStopChecks(contacts);
    const a = ['15550001', '15550009', '15550011', '15550019'];
    const answers = await Promise.all([
      ...a.map((r) => checks.stopped('p1', '100', r)),
      checks.stopped('p1', '200', '15550029'),
      checks.stopped('p2', '100', '15550001'),
    ]);
    expect(answers).toEqual([false, true, false, true, true, false]);
    expect(calls).toHaveLength(3);
    expect(calls.find((c) => c.project_id === 'p1' && c.phone_number_id === '100')?.identifiers).toEqual(a);
    // A lone check later is its own call.
    expect(await checks.stopped('p1', '100', '15550099')).toBe(true);
    expect(calls).toHaveLength(4);
  });

  it('checks asked while a call of their number is out go together in the next call', async () => {
    calls.length = 0;
    const checks = new MarketingStopChecks(contacts);
    const first = checks.stopped('p1', '777', '15550009');
    await new Promise((r) => setTimeout(r, 40)); // the first call is out (answered after 150 ms)
    const later = ['15550011', '15550019', '15550021'].map((r) => checks.stopped('p1', '777', r));
    expect(await Promise.all([first, ...later])).toEqual([true, false, true, false]);
    expect(calls.map((c) => c.identifiers)).toEqual([['15550009'], ['15550011', '15550019', '15550021']]);
  });

  it("a failed call fails only its own checks; the other number's are answered", async () => {
    const checks = new MarketingStopChecks(contacts);
    const [bad, good] = await Promise.allSettled([checks.stopped('p1', '666', '15550009'), checks.stopped('p1', '100', '15550009')]);
    expect(bad.status).toBe('rejected');
    expect(good).toEqual({ status: 'fulfilled', value: true });
  });

  it('never more than 500 recipients in one call', async () => {
    calls.length = 0;
    const checks = new MarketingStopChecks(contacts);
    const recipients = Array.from({ length: 1_100 }, (_, i) => `1555${String(i).padStart(7, '0')}`);
    const answers = await Promise.all(recipients.map((r) => checks.stopped('p1', '100', r)));
    expect(answers).toEqual(recipients.map((r) => r.endsWith('9')));
    expect(calls.map((c) => c.identifiers.length)).toEqual([500, 500, 100]);
  });
});
