/**
 * Live listeners (decision 0028) through the generated gRPC client against real Postgres and NATS:
 * the fan-out offers each new event to the project's live listeners, rendered as for an endpoint and
 * signed with the listener's secret, on the listener's bus core subject; filters (events, version,
 * number), expiry, delete, replay of a stored event, resume after a reconnect, and tenant isolation.
 */
import { randomUUID } from 'node:crypto';
import { idempotentMethodsOf, loadContracts, toStruct } from '@platform/contracts';
import { dropSchema, waitFor } from '@platform/testing';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListenersRepository } from '../../src/infra/db/listeners.repository';
import { deliveryTestEnv, WebhooksUnderTest } from '../support/webhooks-service';

const env = deliveryTestEnv('webhook_listeners', '0.05');
const wh = new WebhooksUnderTest(env);
const { call } = wh;
const agentRun = (status = 'completed') => toStruct({ run_id: randomUUID(), status });

interface Frame {
  listener_id: string;
  headers: Record<string, string>;
  body: string;
}

/** Subscribes to a listener's subject (as the gateway replica streaming it does) and collects its frames. */
async function stream(projectId: string, listenerId: string): Promise<{ frames: Frame[]; stop(): void }> {
  const kept = await call('KeepWebhookListener', { project_id: projectId, listener_id: listenerId });
  const frames: Frame[] = [];
  const sub = await wh.bus.listen(kept.subject, (data) => frames.push(JSON.parse(Buffer.from(data).toString('utf8')) as Frame));
  return { frames, stop: () => sub.stop() };
}

beforeAll(async () => {
  const { contracts: c } = loadContracts();
  await wh.start({ idempotentMethods: idempotentMethodsOf(c.webhooks.WebhooksService.service) });
});

afterAll(async () => {
  await wh.stop();
  await dropSchema(env.DB_SCHEMA);
});

describe('webhook listeners', () => {
  it('streams a new event to the listener, with the body an endpoint gets and a valid Standard Webhooks signature', async () => {
    const P = randomUUID();
    const created = await call('CreateWebhookListener', { project_id: P, events: ['agent.run.completed'] });
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.listener).toMatchObject({ events: ['agent.run.completed'], payload_version: 'v2' });
    const s = await stream(P, created.listener.id);
    const pub = await call('PublishProjectEvent', { project_id: P, event: 'agent.run.completed', payload: agentRun(), idempotency_key: 'k1' });
    const frame = await waitFor(() => s.frames[0]);
    expect(frame.headers).toMatchObject({ 'webhook-id': pub.event_id, 'x-webhook-event': 'agent.run.completed', 'x-webhook-payload-version': 'v2' });
    const payload = new Webhook(created.secret).verify(frame.body, frame.headers) as { event: string };
    expect(payload.event).toBe('agent.run.completed');
    // The same bytes the delivery log stores for the event.
    const stored = await wh.svc.db.knex('events').where({ id: pub.event_id }).first('body_v2');
    expect(frame.body).toBe(stored.body_v2);
    // Another event name is not in its filter.
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'k2' });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.completed', payload: agentRun(), idempotency_key: 'k3' });
    await waitFor(() => s.frames.length === 2);
    expect(s.frames.map((f) => f.headers['x-webhook-event'])).toEqual(['agent.run.completed', 'agent.run.completed']);
    s.stop();
  });

  it('takes every event when created without a filter, and renders the listener’s payload version', async () => {
    const P = randomUUID();
    const created = await call('CreateWebhookListener', { project_id: P, events: [], payload_version: 'v1' });
    expect(created.listener.events).toEqual([]);
    const s = await stream(P, created.listener.id);
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'a' });
    const frame = await waitFor(() => s.frames[0]);
    expect(frame.headers['x-webhook-payload-version']).toBe('v1');
    expect(JSON.parse(frame.body)).toMatchObject({ type: 'agent.run.failed' });
    expect(() => new Webhook(created.secret).verify(frame.body, frame.headers)).not.toThrow();
    s.stop();
  });

  it('refuses unknown events, versions and malformed ids', async () => {
    const P = randomUUID();
    await expect(call('CreateWebhookListener', { project_id: P, events: ['no.such.event'] })).rejects.toMatchObject({ reason: 'UNKNOWN_EVENT' });
    await expect(call('CreateWebhookListener', { project_id: P, events: [], payload_version: 'v9' })).rejects.toMatchObject({
      reason: 'INVALID_PAYLOAD_VERSION',
    });
    await expect(call('KeepWebhookListener', { project_id: P, listener_id: 'nope' })).rejects.toMatchObject({ code: 3 });
  });

  it('keeps pushing the expiry back while streamed; an expired or deleted listener takes nothing and is gone', async () => {
    const P = randomUUID();
    const created = await call('CreateWebhookListener', { project_id: P, events: [] });
    const first = new Date(created.listener.expires_at).getTime();
    const kept = await call('KeepWebhookListener', { project_id: P, listener_id: created.listener.id });
    expect(new Date(kept.listener.expires_at).getTime()).toBeGreaterThanOrEqual(first);
    const s = await stream(P, created.listener.id);
    // Expired (as if idle past LISTENER_IDLE_MS): no frame, and keep answers NOT_FOUND.
    await wh.svc.db
      .knex('webhook_listeners')
      .where({ id: created.listener.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'e1' });
    await expect(call('KeepWebhookListener', { project_id: P, listener_id: created.listener.id })).rejects.toMatchObject({
      reason: 'WEBHOOK_LISTENER_NOT_FOUND',
    });
    // A second, live listener of the project gets the next event: the first never got the earlier one.
    const other = await call('CreateWebhookListener', { project_id: P, events: [] });
    const s2 = await stream(P, other.listener.id);
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'e2' });
    await waitFor(() => s2.frames.length === 1);
    expect(s.frames).toHaveLength(0);
    await call('DeleteWebhookListener', { project_id: P, listener_id: other.listener.id });
    await expect(call('DeleteWebhookListener', { project_id: P, listener_id: other.listener.id })).rejects.toMatchObject({
      reason: 'WEBHOOK_LISTENER_NOT_FOUND',
    });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'e3' });
    const marker = await call('CreateWebhookListener', { project_id: P, events: [] });
    const s3 = await stream(P, marker.listener.id);
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'e4' });
    await waitFor(() => s3.frames.length === 1);
    expect(s2.frames).toHaveLength(1);
    for (const x of [s, s2, s3]) x.stop();
  });

  it('retention deletes listeners that ended before the cutoff, and keeps live ones', async () => {
    const P = randomUUID();
    const [gone, deleted, alive] = await Promise.all([0, 1, 2].map(() => call('CreateWebhookListener', { project_id: P, events: [] })));
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await wh.svc.db.knex('webhook_listeners').where({ id: gone.listener.id }).update({ expires_at: twoDaysAgo });
    await wh.svc.db.knex('webhook_listeners').where({ id: deleted.listener.id }).update({ deleted_at: twoDaysAgo });
    const n = await new ListenersRepository(wh.svc.db).deleteEndedBefore(new Date(Date.now() - 86_400_000), 100);
    expect(n).toBeGreaterThanOrEqual(2);
    const left = await wh.svc.db.knex('webhook_listeners').where({ project_id: P }).pluck('id');
    expect(left).toEqual([alive.listener.id]);
  });

  it('replays a stored event to a listener, signed again with its secret', async () => {
    const P = randomUUID();
    const pub = await call('PublishProjectEvent', { project_id: P, event: 'agent.run.completed', payload: agentRun(), idempotency_key: 'r1' });
    const created = await call('CreateWebhookListener', { project_id: P, events: ['agent.run.failed'] });
    const s = await stream(P, created.listener.id);
    const r = await call('ReplayWebhookEvent', { project_id: P, listener_id: created.listener.id, event_id: pub.event_id });
    expect(r).toMatchObject({ event_id: pub.event_id, event: 'agent.run.completed' });
    const frame = await waitFor(() => s.frames[0]);
    expect(frame.headers['webhook-id']).toBe(pub.event_id);
    expect(new Webhook(created.secret).verify(frame.body, frame.headers)).toMatchObject({ event: 'agent.run.completed' });
    await expect(call('ReplayWebhookEvent', { project_id: P, listener_id: created.listener.id, event_id: randomUUID() })).rejects.toMatchObject({
      reason: 'EVENT_NOT_FOUND',
    });
    s.stop();
  });

  it('resumes after a reconnect: the events it takes since Last-Event-ID are published again, oldest first, marked resumed; never from before the listener', async () => {
    const P = randomUUID();
    const publish = (event: string, key: string) =>
      call('PublishProjectEvent', { project_id: P, event, payload: agentRun(event === 'agent.run.failed' ? 'failed' : 'completed'), idempotency_key: key });
    const before = await publish('agent.run.completed', 'e0');
    const created = await call('CreateWebhookListener', { project_id: P, events: ['agent.run.completed'] });
    const listenerId = created.listener.id;
    const s1 = await stream(P, listenerId);
    const e1 = await publish('agent.run.completed', 'e1');
    await waitFor(() => s1.frames.length === 1);
    s1.stop(); // the connection drops
    const e2 = await publish('agent.run.completed', 'e2');
    await publish('agent.run.failed', 'e3'); // not in its filter
    const e4 = await publish('agent.run.completed', 'e4');
    const s2 = await stream(P, listenerId);
    expect(await call('ResumeWebhookListener', { project_id: P, listener_id: listenerId, after_event_id: e1.event_id })).toEqual({
      replayed: 2,
      truncated: false,
    });
    await waitFor(() => s2.frames.length === 2);
    expect(s2.frames.map((f) => f.headers['webhook-id'])).toEqual([e2.event_id, e4.event_id]);
    expect(s2.frames.every((f) => (f as Frame & { resumed?: boolean }).resumed === true)).toBe(true);
    for (const f of s2.frames) expect(new Webhook(created.secret).verify(f.body, f.headers)).toMatchObject({ event: 'agent.run.completed' });
    // Named by an event older than the listener (replayed to it by id): nothing from before the listener.
    const s3 = await stream(P, listenerId);
    expect(await call('ResumeWebhookListener', { project_id: P, listener_id: listenerId, after_event_id: before.event_id })).toEqual({
      replayed: 3,
      truncated: false,
    });
    await waitFor(() => s3.frames.length === 3);
    expect(s3.frames.map((f) => f.headers['webhook-id'])).toEqual([e1.event_id, e2.event_id, e4.event_id]);
    await expect(call('ResumeWebhookListener', { project_id: P, listener_id: listenerId, after_event_id: randomUUID() })).rejects.toMatchObject({
      reason: 'EVENT_NOT_FOUND',
    });
    await expect(call('ResumeWebhookListener', { project_id: P, listener_id: listenerId, after_event_id: 'nope' })).rejects.toMatchObject({ code: 3 });
    s2.stop();
    s3.stop();
  });

  it('lists the deliveries of one event (what a replay to an endpoint redelivers), in its project only', async () => {
    const P = randomUUID();
    const r = await wh.rx();
    await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.failed'] });
    const one = await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'd1' });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'd2' });
    const listed = await call('ListDeliveries', { project_id: P, event_id: one.event_id });
    expect(listed.deliveries.map((d: { event_id: string }) => d.event_id)).toEqual([one.event_id]);
    expect((await call('ListDeliveries', { project_id: randomUUID(), event_id: one.event_id })).deliveries).toEqual([]);
    await expect(call('ListDeliveries', { project_id: P, event_id: 'nope' })).rejects.toMatchObject({ code: 3 });
  });

  it("another project's listener or event answers exactly like an unknown one", async () => {
    const A = randomUUID();
    const B = randomUUID();
    const a = await call('CreateWebhookListener', { project_id: A, events: [] });
    const b = await call('CreateWebhookListener', { project_id: B, events: [] });
    const sa = await stream(A, a.listener.id);
    const evB = await call('PublishProjectEvent', { project_id: B, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'b1' });
    const evA = await call('PublishProjectEvent', { project_id: A, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'a1' });
    await waitFor(() => sa.frames.length === 1);
    expect(sa.frames[0].headers['webhook-id']).toBe(evA.event_id);
    const unknown = randomUUID();
    for (const id of [b.listener.id, unknown]) {
      await expect(call('KeepWebhookListener', { project_id: A, listener_id: id })).rejects.toMatchObject({ reason: 'WEBHOOK_LISTENER_NOT_FOUND' });
      await expect(call('DeleteWebhookListener', { project_id: A, listener_id: id })).rejects.toMatchObject({ reason: 'WEBHOOK_LISTENER_NOT_FOUND' });
      await expect(call('ReplayWebhookEvent', { project_id: A, listener_id: id, event_id: evA.event_id })).rejects.toMatchObject({
        reason: 'WEBHOOK_LISTENER_NOT_FOUND',
      });
      await expect(call('ResumeWebhookListener', { project_id: A, listener_id: id, after_event_id: evA.event_id })).rejects.toMatchObject({
        reason: 'WEBHOOK_LISTENER_NOT_FOUND',
      });
    }
    for (const id of [evB.event_id, unknown]) {
      await expect(call('ReplayWebhookEvent', { project_id: A, listener_id: a.listener.id, event_id: id })).rejects.toMatchObject({
        reason: 'EVENT_NOT_FOUND',
      });
      await expect(call('ResumeWebhookListener', { project_id: A, listener_id: a.listener.id, after_event_id: id })).rejects.toMatchObject({
        reason: 'EVENT_NOT_FOUND',
      });
    }
    // B's listener is untouched by A's attempts.
    await call('KeepWebhookListener', { project_id: B, listener_id: b.listener.id });
    sa.stop();
  });
});
