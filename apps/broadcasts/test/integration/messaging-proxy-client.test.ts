/**
 * The broadcasts service's messaging-proxy client (issue 40): concurrent sends share SendMessages calls, a send
 * alone is one SendMessage, and every send gets its own answer or error — the same one a SendMessage call of its
 * own would have given (a refusal is an answer; an unknown number NOT_FOUND; no upstream answer UNAVAILABLE) —
 * against messaging-proxy's gRPC contract (the fake of the broadcasts tests, which answers SendMessages' items
 * through its SendMessage).
 */
import { status as grpcStatus } from '@grpc/grpc-js';
import { isDomainError, type DomainError } from '@platform/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingProxyClient, type MessagingProxyPort } from '../../src/infra/grpc/messaging-proxy.client';
import { startFakeProxy, type FakeProxy } from '../support/fake-messaging-proxy';

const PN = '106540352242922';
const project = '0b9f3c3e-5d1c-4d6e-9f4a-1c2b3d4e5f60';
let fake: FakeProxy;
let client: MessagingProxyPort;

beforeAll(async () => {
  fake = await startFakeProxy();
  client = messagingProxyClient(fake.address);
});

afterAll(async () => {
  client?.close();
  await fake?.close();
});

const send = (to: string, phoneNumberId = PN) =>
  client.send({
    projectId: project,
    phoneNumberId,
    message: { messaging_product: 'whatsapp', to, type: 'template', template: { name: 'promo', language: { code: 'en_US' } } },
    idempotencyKey: `broadcast:test:${to}`,
    source: 'broadcast:test',
  });

const failure = async (p: Promise<unknown>): Promise<DomainError> => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isDomainError(err)) throw new Error(`expected a DomainError, got ${String(err)}`);
  return err;
};

describe('the messaging-proxy client of broadcasts', () => {
  it('a send alone is one SendMessage call', async () => {
    const before = fake.batches.length;
    const r = await send('15550000001');
    expect(r).toMatchObject({ accepted: true, http_status: 200 });
    expect(r.wamid).toMatch(/^wamid\./);
    expect(fake.batches.length).toBe(before);
  });

  it('concurrent sends share SendMessages calls, each answered with its own outcome or error', async () => {
    const before = fake.batches.length;
    fake.stopped.add('15550000102');
    fake.unanswered.add('15550000103');
    const recipients = Array.from({ length: 40 }, (_, i) => `155500001${String(i).padStart(2, '0')}`);
    const outcomes = await Promise.allSettled([...recipients.map((to) => send(to)), send('15550000199', '999999999999')]);
    const batches = fake.batches.slice(before);
    // Batched: fewer calls than sends, several sends in a call.
    expect(batches.length).toBeGreaterThan(0);
    expect(Math.max(...batches)).toBeGreaterThan(1);
    expect(batches.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(41);
    // Each send got its own answer.
    outcomes.forEach((o, i) => {
      const to = recipients[i];
      if (to === '15550000102')
        expect(o).toMatchObject({ status: 'fulfilled', value: { accepted: false, http_status: 422, code: 'marketing_preference_stopped' } });
      else if (to === '15550000103') expect(o.status).toBe('rejected');
      else if (i < recipients.length) expect(o).toMatchObject({ status: 'fulfilled', value: { accepted: true, http_status: 200 } });
    });
    const unanswered = (outcomes[3] as PromiseRejectedResult).reason as DomainError;
    expect([unanswered.code, unanswered.reason]).toEqual([grpcStatus.UNAVAILABLE, 'UPSTREAM_OUTCOME_UNKNOWN']);
    const unknownNumber = (outcomes[40] as PromiseRejectedResult).reason as DomainError;
    expect(isDomainError(unknownNumber) && unknownNumber.code).toBe(grpcStatus.NOT_FOUND);
    // Every accepted wamid is distinct (no answer given to the wrong send).
    const wamids = outcomes.flatMap((o) => (o.status === 'fulfilled' && o.value.accepted ? [o.value.wamid] : []));
    expect(new Set(wamids).size).toBe(wamids.length);
    expect(wamids).toHaveLength(38);
  });

  it('a batch call that fails as a whole fails each of its sends (outcome unknown), as a SendMessage call would', async () => {
    const gone = messagingProxyClient('127.0.0.1:1', { sendDeadlineMs: 1_000 });
    try {
      const errors = await Promise.all(Array.from({ length: 8 }, (_, i) => failure(sendWith(gone, `1555000030${i}`))));
      for (const e of errors) expect([grpcStatus.UNAVAILABLE, grpcStatus.DEADLINE_EXCEEDED]).toContain(e.code);
    } finally {
      gone.close();
    }
  });
});

function sendWith(c: MessagingProxyPort, to: string) {
  return c.send({
    projectId: project,
    phoneNumberId: PN,
    message: { to, type: 'text', text: { body: 'x' } },
    idempotencyKey: `k:${to}`,
    source: 'broadcast:test',
  });
}
