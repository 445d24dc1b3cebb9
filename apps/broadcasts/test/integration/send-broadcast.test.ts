/**
 * SendBroadcast (POST /messaging/broadcasts/{id}/send) end to end: route of the gRPC contract →
 * rpc/send-broadcast.rpc.ts → BroadcastsUsecase.send (usecases/broadcasts.usecase.ts) → the
 * transition rule (domain/broadcast-state.ts) → infra/db/broadcasts.repository.ts, and the delivery
 * engine that sends the run. Risks removed: a bad recipient or a throttle stopping a campaign, a
 * recipient sent twice, suppressed recipients sent or counted in rates, failures without a reason, a
 * send that does not restart a finished run or changes a sending one.
 */
import { callUnary } from '@platform/grpc';
import { waitFor } from '@platform/testing';
import { describe, expect, it } from 'vitest';
import {
  A,
  add,
  body,
  client,
  create,
  digits,
  fake,
  get,
  NUMBER2,
  phones,
  recipients,
  send,
  svc,
  until,
  useBroadcastsService,
} from '../support/broadcasts-service';

useBroadcastsService();

describe('SendBroadcast', () => {
  it('sends every recipient exactly once; 132000 fails one with its upstream error, throttles back off, suppressed never sent nor in the rates', async () => {
    const b = await create('campaign');
    const list = phones(40, 2000);
    await add(b.id, list);
    const [bad, stopped, throttled, paired] = list.map(digits);
    fake.paramError.add(bad);
    fake.stopped.add(stopped);
    fake.throttleOnce.add(throttled);
    fake.pairOnce.add(paired);
    const sent = await callUnary(client, 'SendBroadcast', { project_id: A, broadcast_id: b.id });
    expect(sent.broadcast).toMatchObject({ id: b.id, status: 'sending' });
    expect(sent.broadcast?.started_at).toBeTruthy();
    await until(b.id, 'completed', 20_000);
    for (const p of list.map(digits)) expect(fake.forwards.get(p) ?? 0, p).toBe(p === bad || p === stopped ? 0 : 1);
    const done = await get(b.id);
    expect(done).toMatchObject({ total_recipients: 40, sent: 38, failed: 1, suppressed_count: 1, pending: 0 });
    // Rates exclude the suppressed recipient: 1 failure out of 39 sendable.
    expect(done.failure_rate).toBeCloseTo(1 / 39, 4);
    const failed = await recipients(b.id, 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ phone_number: bad, status: 'failed' });
    expect(failed[0].error_details).toMatchObject({ code: '132000', details: 'details of 132000', http_status: 400, trace_id: `trace-${bad}` });
    expect(failed[0].error_details?.message).toContain('132000');
    expect((await recipients(b.id, 'suppressed')).map((r) => r.phone_number)).toEqual([stopped]);
    const ok = (await recipients(b.id, 'sent')).find((r) => r.phone_number === throttled);
    expect(ok?.wamid).toMatch(/^wamid\./);
    const msg = fake.lastMessage.get(digits(list[5]))!;
    expect(msg).toMatchObject({ type: 'template', template: { name: 'promo', language: { code: 'en_US' }, components: [body('n5')] } });
    expect(String(msg.biz_opaque_callback_data)).toMatch(new RegExp(`^broadcast:${b.id}:`));
    expect(fake.sources.has(`broadcast:${b.id}`)).toBe(true);
  });

  it('send (spec 3.4 "any → sending"): restarts a stopped, failed or completed run for its pending recipients; on a sending one it answers as it is', async () => {
    fake.numbers.add(NUMBER2);
    const b = await create('send again');
    const list = phones(30, 10_000).map(digits);
    await add(b.id, list);
    fake.paramError.add(list[0]);
    fake.mps.value = 20;
    try {
      const first = await send(b.id);
      expect(first).toMatchObject({ status: 'sending' });
      // Sending: idempotent, nothing changes.
      const again = await send(b.id);
      expect(again).toMatchObject({ id: b.id, status: 'sending', started_at: first.started_at, updated_at: first.updated_at });
      await waitFor(async () => (await get(b.id)).sent >= 3, { timeoutMs: 10_000, intervalMs: 20 });
      await callUnary(client, 'StopBroadcast', { project_id: A, broadcast_id: b.id });
      await new Promise((r) => setTimeout(r, 300));
      expect((await get(b.id)).pending).toBeGreaterThan(0);
      fake.mps.value = 500;
      // Stopped: send restarts it for the pending recipients (resume scope pending); started_at is kept.
      const restarted = await send(b.id);
      expect(restarted).toMatchObject({ status: 'sending', started_at: first.started_at });
      expect(restarted.completed_at).toBeUndefined();
      await until(b.id, 'completed');
    } finally {
      fake.mps.value = 500;
      fake.paramError.delete(list[0]);
    }
    expect(await get(b.id)).toMatchObject({ sent: 29, failed: 1, pending: 0 });
    for (const p of list) expect(fake.forwards.get(p) ?? 0, p).toBe(p === list[0] ? 0 : 1);
    // Completed with nothing pending: sending, then completed again on the engine's next pass; the failed one stays failed.
    const done = await send(b.id);
    expect(done).toMatchObject({ status: 'sending' });
    expect(done.completed_at).toBeUndefined();
    await until(b.id, 'completed');
    expect(await get(b.id)).toMatchObject({ sent: 29, failed: 1 });
    expect(fake.calls.get(list[0])).toBe(1);

    // Failed (a run that could not go on, e.g. its number was gone for a while): send restarts it for its pending recipients.
    const f = await create('ended failed', A, NUMBER2);
    const fl = phones(3, 10_100).map(digits);
    await add(f.id, fl);
    await svc.db
      .knex('broadcasts')
      .where({ id: f.id })
      .update({ status: 'failed', started_at: new Date(), completed_at: new Date(), failure_reason: 'The phone number is no longer connected to the project' });
    const restartedFailed = await send(f.id);
    expect(restartedFailed.status).toBe('sending');
    expect(restartedFailed.completed_at).toBeUndefined();
    expect(restartedFailed.failure_reason).toBeUndefined();
    await until(f.id, 'completed');
    expect(await get(f.id)).toMatchObject({ sent: 3, pending: 0 });
  }, 30_000);
});
