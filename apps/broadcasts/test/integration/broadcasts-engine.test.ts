/**
 * The delivery engine against a fake messaging-proxy at its gRPC contract and real Postgres, Redis
 * and NATS. Risks removed: a broadcast left `sending` forever by a recipient that is retried
 * without end (and without a visible reason), throttles counted as failures, and one large
 * broadcast starving the others (other numbers, other projects) of the engine.
 */
import { randomUUID } from 'node:crypto';
import { toStruct } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import { waitFor } from '@platform/testing';
import { describe, expect, it } from 'vitest';
import { BroadcastsRepository } from '../../src/infra/db/broadcasts.repository';
import { client, fake, svc, useBroadcastsService } from '../support/broadcasts-service';
import { publishChange } from '../support/publish-change';

const NUMBER = '106540352242922';
const NUMBER2 = '106540352242923';
const A = randomUUID();

const body = (name: string) => ({ type: 'body', parameters: [{ type: 'text', text: name }] });

async function create(name: string, number = NUMBER) {
  const r = await callUnary(client, 'CreateBroadcast', {
    project_id: A,
    name,
    phone_number_id: number,
    template: { name: 'promo', language: 'en_US' },
    template_parameters: [toStruct(body('friend'))],
  });
  return r.broadcast!;
}

const add = (id: string, phones: string[]) =>
  callUnary(client, 'AddRecipients', { project_id: A, broadcast_id: id, recipients: phones.map((p) => ({ phone_number: p })) });
const get = async (id: string) => (await callUnary(client, 'GetBroadcast', { project_id: A, broadcast_id: id })).broadcast!;
const send = (id: string) => callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: id });
const stop = (id: string) => callUnary(client, 'StopBroadcast', { project_id: A, broadcast_id: id }).catch(() => undefined);
const recipients = async (id: string) =>
  (await callUnary(client, 'ListRecipients', { project_id: A, broadcast_id: id, page: { page: 1, per_page: 100 } })).recipients;
const phones = (n: number, base: number) => Array.from({ length: n }, (_, i) => `1415556${String(base + i).padStart(4, '0')}`);

useBroadcastsService({
  name: 'broadcasts_engine',
  settings: {
    KV_PREFIX: `bc-engine-${randomUUID().slice(0, 8)}`,
    BROADCAST_POLL_MS: '50',
    BROADCAST_THROUGHPUT_TTL_MS: '0',
    BROADCAST_SEND_CONCURRENCY: '8',
    BROADCAST_IN_DOUBT_RETRY_MS: '100',
    BROADCAST_SEND_MAX_ATTEMPTS: '2',
  },
  before: (proxy) => void proxy.numbers.add(NUMBER2),
});

describe('the delivery engine', () => {
  it('bounds retries: a recipient busy or unanswered every time ends failed with its last error; throttles do not count; the error shows while it retries and goes once sent; a late status corrects an unanswered one', async () => {
    const b = await create('bounded retries');
    const list = phones(4, 100);
    await add(b.id, list);
    const [busy, unanswered, throttled, busyOnce] = list;
    fake.busy.add(busy);
    fake.unanswered.add(unanswered);
    fake.throttleTimes.set(throttled, 3);
    fake.busyOnce.add(busyOnce);
    try {
      await send(b.id);
      // While it is retried, the recipient shows the last transient error (not stuck without a reason).
      await waitFor(
        async () => {
          const r = (await recipients(b.id)).find((x) => x.phone_number === busy)!;
          return r.status === 'pending' && r.error_details?.code === '503';
        },
        { timeoutMs: 5_000, intervalMs: 20 },
      );
      // Never left sending forever: with BROADCAST_SEND_MAX_ATTEMPTS=2 the run completes.
      await waitFor(async () => (await get(b.id)).status === 'completed', { timeoutMs: 20_000, intervalMs: 50 });
    } finally {
      fake.busy.delete(busy);
      fake.unanswered.delete(unanswered);
    }
    const all = await recipients(b.id);
    const of = (p: string) => all.find((r) => r.phone_number === p)!;
    expect(await get(b.id)).toMatchObject({ total_recipients: 4, sent: 2, failed: 2, pending: 0 });
    expect(fake.calls.get(busy)).toBe(2);
    expect(of(busy)).toMatchObject({
      status: 'failed',
      error_message: 'Funding status could not be read; retry later',
      error_details: { code: '503', http_status: 503, message: 'Funding status could not be read; retry later' },
    });
    expect(of(busy).failed_at).toBeTruthy();
    // A call without an answer: the reason as code, the public message, no HTTP status or trace id.
    expect(fake.calls.get(unanswered)).toBe(2);
    expect(fake.forwards.get(unanswered) ?? 0).toBe(0);
    expect(of(unanswered)).toMatchObject({
      status: 'failed',
      error_message: 'The upstream did not answer; the outcome is unknown',
      error_details: { code: 'UPSTREAM_OUTCOME_UNKNOWN', message: 'The upstream did not answer; the outcome is unknown', details: '' },
    });
    expect(of(unanswered).error_details?.http_status).toBeUndefined();
    expect(of(unanswered).error_details?.trace_id).toBeUndefined();
    expect(of(unanswered).wamid).toBeFalsy();
    // Three throttles (more than the attempts allowed) and still sent: throttles are waits, not attempts.
    expect(fake.calls.get(throttled)).toBe(4);
    expect(of(throttled)).toMatchObject({ status: 'sent' });
    // Sent after a transient error: the old error is gone.
    expect(fake.forwards.get(busyOnce)).toBe(1);
    expect(of(busyOnce)).toMatchObject({ status: 'sent' });
    expect(of(busyOnce).error_message).toBeUndefined();
    expect(of(busyOnce).error_details).toBeUndefined();

    // One of the unanswered sends did go out after all: its status webhook (matched by its callback
    // data) corrects the recipient to that status with its wamid, the error gone.
    const ts = String(Math.floor(Date.now() / 1000));
    await publishChange(
      svc,
      { statuses: [{ id: 'wamid.late-answer', status: 'delivered', timestamp: ts, biz_opaque_callback_data: `broadcast:${b.id}:${of(unanswered).id}` }] },
      A,
      NUMBER,
    );
    await waitFor(async () => (await recipients(b.id)).find((r) => r.phone_number === unanswered)?.status === 'delivered', { timeoutMs: 10_000 });
    const corrected = (await recipients(b.id)).find((r) => r.phone_number === unanswered)!;
    expect(corrected).toMatchObject({ status: 'delivered', wamid: 'wamid.late-answer' });
    expect(corrected.error_message).toBeUndefined();
    expect(corrected.error_details).toBeUndefined();
    expect(corrected.failed_at).toBeFalsy();
    expect(await get(b.id)).toMatchObject({ total_recipients: 4, sent: 3, delivered: 1, failed: 1, pending: 0 });
  }, 30_000);

  it('shares itself between sending broadcasts: a later one on another number progresses while an earlier large one is still sending', async () => {
    const big = await create('big first');
    await add(big.id, phones(400, 1000));
    const small = await create('small later', NUMBER2);
    await add(small.id, phones(20, 2000));
    fake.mps.value = 40;
    try {
      await send(big.id);
      await waitFor(async () => (await get(big.id)).sent >= 1, { timeoutMs: 5_000, intervalMs: 20 });
      await send(small.id);
      // Within the first ticks the later broadcast sends too, long before the first one is nearly done.
      await waitFor(async () => (await get(small.id)).sent >= 5, { timeoutMs: 2_500, intervalMs: 20 });
      expect((await get(big.id)).pending).toBeGreaterThan(200);
      // The engine's work list is paged through (not only the oldest few): both are on it, page by page.
      const repo = new BroadcastsRepository(svc.db);
      const firstPage = await repo.sending(1);
      const secondPage = await repo.sending(1, firstPage[0].id);
      expect([...firstPage, ...secondPage].map((x) => x.id).sort()).toEqual([big.id, small.id].sort());
      expect(await repo.sending(1, secondPage[0].id)).toEqual([]);
    } finally {
      fake.mps.value = 500;
      await stop(big.id);
      await stop(small.id);
    }
  }, 30_000);
});
