/**
 * Webhook recovery (issue 36 item 5, decision 0304) through the service's gRPC contract against real
 * Postgres and loopback receivers. Risks removed: a recovery resending deliveries outside its window
 * or ones answered 2xx, a resend retried on the schedule, a recovery starving live deliveries, a
 * second request starting a second job, a job lost or stuck across a restart, another project's
 * webhook or job readable, and a bad window answered with anything but INVALID_ARGUMENT.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { idempotentMethodsOf, loadContracts, toStruct } from '@platform/contracts';
import type { RunningService } from '@platform/service';
import { dropSchema, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryTestEnv, WebhooksUnderTest } from '../support/webhooks-service';

// Two attempts per live delivery; per-endpoint cap 2 → a recovery keeps at most 1 resend pending.
const env: Record<string, string> = { ...deliveryTestEnv('whrecover', '0.05'), WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT: '2' };
const wh = new WebhooksUnderTest(env);
const { call, rx } = wh;
let svc: RunningService;
const DAY = 86_400_000;

const agentRun = () => toStruct({ run_id: randomUUID(), status: 'failed' });
const publish = (P: string, key: string) =>
  call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun(), idempotency_key: key });
const deliveries = async (P: string, status?: string) => (await call('ListDeliveries', { project_id: P, status, limit: 100 })).deliveries as any[];
const window = (sinceMs = -DAY, untilMs = 1000) => ({
  since: new Date(Date.now() + sinceMs).toISOString(),
  until: new Date(Date.now() + untilMs).toISOString(),
});
const recovery = (P: string, webhookId: string, id: string) =>
  call('GetWebhookRecovery', { project_id: P, webhook_id: webhookId, recovery_id: id }).then((r) => r.recovery);
const finished = (P: string, webhookId: string, id: string) =>
  waitFor(
    async () => {
      const r = await recovery(P, webhookId, id);
      return r.status === 'completed' || r.status === 'failed' ? r : undefined;
    },
    { timeoutMs: 15_000 },
  );

/** A project with a webhook whose receiver fails while `state.failing`, and `n` failed deliveries. */
async function failedProject(n: number) {
  const P = randomUUID();
  const state = { failing: true };
  const r = await rx(() => (state.failing ? { status: 500 } : { status: 200 }));
  const w = (await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.failed'] })).webhook;
  for (let i = 0; i < n; i++) await publish(P, `f${i}`);
  await waitFor(async () => (await deliveries(P, 'failed')).length === n, { timeoutMs: 10_000 });
  return { P, r, w, state };
}

beforeAll(async () => {
  const { contracts } = loadContracts();
  ({ svc } = await wh.start({ idempotentMethods: idempotentMethodsOf(contracts.webhooks.WebhooksService.service) }));
});

afterAll(async () => {
  await wh.stop();
  await dropSchema(env.DB_SCHEMA);
});

describe('POST /webhooks/{id}/recover', () => {
  it('resends exactly the failed deliveries of the window, once each; a delivery answered 2xx is never resent', async () => {
    const { P, r, w, state } = await failedProject(3);
    const [old, ...inWindow] = (await deliveries(P, 'failed')).sort((a, b) => a.created_at.localeCompare(b.created_at));
    // One failed delivery falls before the window.
    await svc.db
      .knex('deliveries')
      .where({ id: old.id })
      .update({ created_at: new Date(Date.now() - 2 * DAY) });
    state.failing = false;
    await publish(P, 'ok');
    await waitFor(async () => (await deliveries(P, 'delivered')).length === 1);
    const delivered = (await deliveries(P, 'delivered'))[0];
    const before = r.received.length;

    const res = await call('RecoverWebhook', { project_id: P, webhook_id: w.id, ...window() });
    expect(res.created).toBe(true);
    expect(res.recovery).toMatchObject({ webhook_id: w.id, status: 'queued', total: 0, resent: 0 });
    const done = await finished(P, w.id, res.recovery.id);
    expect(done).toMatchObject({ status: 'completed', total: 2, resent: 2, succeeded: 2, failed: 0, skipped: 0 });
    expect(done.started_at).toBeTruthy();
    expect(done.finished_at).toBeTruthy();

    const resent = r.received.slice(before);
    expect(resent.map((x) => x.headers['webhook-id']).sort()).toEqual(inWindow.map((d) => d.event_id).sort());
    expect(resent.map((x) => x.headers['x-webhook-event'])).toEqual(['agent.run.failed', 'agent.run.failed']);
    const after = await call('GetDelivery', { project_id: P, delivery_id: delivered.id });
    expect(after.delivery.attempts).toBe(delivered.attempts);
    expect((await call('GetDelivery', { project_id: P, delivery_id: old.id })).delivery.status).toBe('failed');
    for (const d of inWindow)
      expect((await call('GetDelivery', { project_id: P, delivery_id: d.id })).delivery).toMatchObject({ status: 'delivered', attempts: 1 });

    // Nothing left to resend: a new job finds nothing, and the list shows both, newest first.
    const again = await call('RecoverWebhook', { project_id: P, webhook_id: w.id, ...window() });
    expect(await finished(P, w.id, again.recovery.id)).toMatchObject({ status: 'completed', total: 0, resent: 0 });
    expect(r.received.length).toBe(before + 2);
    const list = await call('ListWebhookRecoveries', { project_id: P, webhook_id: w.id });
    expect(list.recoveries.map((x: { id: string }) => x.id)).toEqual([again.recovery.id, res.recovery.id]);
    expect(list.meta).toMatchObject({ total_count: 2 });
  });

  it('is paced: at most half the endpoint cap of resends pending, live deliveries flow meanwhile; a resend is one attempt', async () => {
    const P = randomUUID();
    // A receiver that holds resends (events failed before) until released and answers live ones at once.
    const failedIds = new Set<string>();
    const held: ServerResponse[] = [];
    let failing = true;
    const liveIds: string[] = [];
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const id = String(req.headers['webhook-id']);
        if (failing) return res.writeHead(500).end();
        if (failedIds.has(id)) return void held.push(res);
        liveIds.push(id);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const w = (await call('CreateWebhook', { project_id: P, url, events: ['agent.run.failed'] })).webhook;
      for (let i = 0; i < 4; i++) await publish(P, `p${i}`);
      await waitFor(async () => (await deliveries(P, 'failed')).length === 4, { timeoutMs: 10_000 });
      for (const d of await deliveries(P, 'failed')) failedIds.add(d.event_id);
      failing = false;
      const res = await call('RecoverWebhook', { project_id: P, webhook_id: w.id, ...window() });
      await waitFor(() => held.length === 1);
      // A live event is delivered while the recovery's resend is held.
      const live = await publish(P, 'live');
      await waitFor(() => liveIds.length === 1);
      expect(liveIds).toEqual([live.event_id]);
      expect(held).toHaveLength(1);
      expect(await recovery(P, w.id, res.recovery.id)).toMatchObject({ status: 'running', total: 4, resent: 1 });
      const pendingResends = await svc.db.knex('deliveries').where({ project_id: P, status: 'pending', single_attempt: true }).count({ n: '*' });
      expect(Number(pendingResends[0].n)).toBe(1);
      // The first resend succeeds; the endpoint then fails again: each later resend gets one attempt, no retry.
      failing = true;
      held.shift()!.writeHead(200).end();
      const done = await finished(P, w.id, res.recovery.id);
      expect(done).toMatchObject({ status: 'completed', total: 4, resent: 4, succeeded: 1, failed: 3 });
      const byStatus = await deliveries(P);
      expect(byStatus.filter((d) => d.status === 'failed').every((d) => d.attempts === 1)).toBe(true);
      expect(byStatus.filter((d) => d.status === 'pending')).toHaveLength(0);
    } finally {
      for (const h of held) h.destroy();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    }
  });

  it('rejects a bad window with INVALID_ARGUMENT and an inactive webhook with a conflict', async () => {
    const P = randomUUID();
    const w = (await call('CreateWebhook', { project_id: P, url: 'http://127.0.0.1:9/hook', events: ['agent.run.failed'] })).webhook;
    const bad = [
      {},
      { since: 'yesterday', until: new Date().toISOString() },
      window(-DAY, -2 * DAY),
      window(-8 * DAY, 0),
      window(-31 * DAY, -30 * DAY),
      window(-DAY, DAY),
    ];
    for (const b of bad)
      await expect(call('RecoverWebhook', { project_id: P, webhook_id: w.id, ...b })).rejects.toMatchObject({ code: 3, reason: 'INVALID_RECOVERY_WINDOW' });
    await call('UpdateWebhook', { project_id: P, webhook_id: w.id, active: false, events: [] });
    await expect(call('RecoverWebhook', { project_id: P, webhook_id: w.id, ...window() })).rejects.toMatchObject({ reason: 'CONFLICT' });
  });

  it('another project’s webhook or recovery answers exactly like an unknown one', async () => {
    const { P, w } = await failedProject(1);
    const res = await call('RecoverWebhook', { project_id: P, webhook_id: w.id, ...window() });
    const Q = randomUUID();
    const unknown = randomUUID();
    for (const webhookId of [w.id, unknown]) {
      await expect(call('RecoverWebhook', { project_id: Q, webhook_id: webhookId, ...window() })).rejects.toMatchObject({
        code: 5,
        reason: 'WEBHOOK_NOT_FOUND',
      });
      await expect(call('ListWebhookRecoveries', { project_id: Q, webhook_id: webhookId })).rejects.toMatchObject({ code: 5, reason: 'WEBHOOK_NOT_FOUND' });
    }
    for (const [p, id] of [
      [Q, res.recovery.id],
      [P, unknown],
    ])
      await expect(call('GetWebhookRecovery', { project_id: p, webhook_id: w.id, recovery_id: id })).rejects.toMatchObject({
        code: 5,
        reason: 'RECOVERY_NOT_FOUND',
      });
    await finished(P, w.id, res.recovery.id);
  });
});
