/**
 * webhooks through its generated gRPC client against real Postgres and NATS and loopback
 * receivers. Risks removed: secrets leaking after creation, cross-tenant access, unsigned or
 * unverifiable deliveries, lost retries, ignored Retry-After/410, non-transition preference events,
 * messaging-proxy events not reaching customers, and a deliveries log that cannot be paged.
 */
import { randomUUID } from 'node:crypto';
import { envelopeHeaders, type Bus } from '@platform/bus';
import { encodeEvent, idempotentMethodsOf, loadContracts, toStruct } from '@platform/contracts';
import { notFound } from '@platform/errors';
import { startGrpcServer, unaryHandler, type GrpcServerHandle } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, grpcHealthStatus, waitFor } from '@platform/testing';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryTestEnv, WebhooksUnderTest } from '../support/webhooks-service';

const env = deliveryTestEnv('webhooks', '0.05,0.05,0.05');
const wh = new WebhooksUnderTest(env);
const { call, rx } = wh;
let svc: RunningService;
let bus: Bus;
const A = randomUUID();
const B = randomUUID();

const agentRun = (status = 'completed') => toStruct({ run_id: randomUUID(), status });

/** messaging-proxy faked at its generated contract: which numbers each project owns. */
const ownedNumbers = new Map<string, Set<string>>();
let fakeMessagingProxy: GrpcServerHandle;

beforeAll(async () => {
  const { contracts: c, packageDefinitions } = loadContracts();
  fakeMessagingProxy = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    packageDefinitions: [packageDefinitions.messagingProxy],
    services: [
      {
        name: 'svc.messaging_proxy.v1.MessagingProxyService',
        definition: c.messagingProxy.MessagingProxyService.service,
        implementation: {
          GetPhoneNumber: unaryHandler(async (req: { project_id: string; phone_number_id: string }) => {
            if (!ownedNumbers.get(req.project_id)?.has(req.phone_number_id)) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
            return { phone_number: { id: req.phone_number_id, phone_number_id: req.phone_number_id } };
          }),
        },
      },
    ],
  });
  env.MESSAGING_PROXY_GRPC_ADDRESS = `127.0.0.1:${fakeMessagingProxy.port}`;
  ({ svc, bus } = await wh.start({ idempotentMethods: idempotentMethodsOf(c.webhooks.WebhooksService.service) }));
});

afterAll(async () => {
  await wh.stop();
  await fakeMessagingProxy?.shutdown();
  await dropSchema(env.DB_SCHEMA);
});

describe('webhook management', () => {
  it('per-number webhooks exist only on the project’s own numbers (foreign = unknown = NOT_FOUND)', async () => {
    const r = await rx();
    ownedNumbers.set(B, new Set(['4242']));
    await expect(
      call('CreateWebhook', { project_id: A, url: r.url, events: ['messaging.phone_number.disconnected'], phone_number_id: '4242' }),
    ).rejects.toMatchObject({ reason: 'PHONE_NUMBER_NOT_FOUND' });
    await expect(
      call('CreateWebhook', { project_id: A, url: r.url, events: ['messaging.phone_number.disconnected'], phone_number_id: '5353' }),
    ).rejects.toMatchObject({ reason: 'PHONE_NUMBER_NOT_FOUND' });
    await expect(call('ListWebhooks', { project_id: A, phone_number_id: '4242' })).rejects.toMatchObject({ reason: 'PHONE_NUMBER_NOT_FOUND' });
    const own = await call('CreateWebhook', { project_id: B, url: r.url, events: ['messaging.phone_number.disconnected'], phone_number_id: '4242' });
    expect(own.webhook.phone_number_id).toBe('4242');
  });

  it('serves the standard health protocol', async () => {
    expect(await grpcHealthStatus(`127.0.0.1:${svc.port}`, 'svc.webhooks.v1.WebhooksService')).toBe('SERVING');
  });

  it('shows the secret only at creation and stores it sealed', async () => {
    const r = await rx();
    const created = await call('CreateWebhook', { project_id: A, url: r.url, events: ['agent.run.completed'] });
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.webhook).toMatchObject({ url: r.url, events: ['agent.run.completed'], active: true, payload_version: 'v2' });
    const got = await call('GetWebhook', { project_id: A, webhook_id: created.webhook.id });
    expect(JSON.stringify(got)).not.toContain(created.secret);
    const row = await svc.db.knex('webhooks').where({ id: created.webhook.id }).first();
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(6));
  });

  it('refuses bad input with INVALID_ARGUMENT: non-public url, unknown event, no events, bad version', async () => {
    for (const req of [
      { url: 'http://169.254.169.254/latest', events: ['agent.run.completed'] },
      { url: 'http://10.0.0.1/x', events: ['agent.run.completed'] },
      { url: 'https://example.com/x', events: ['nope.event'] },
      { url: 'https://example.com/x', events: [] },
      { url: 'https://example.com/x', events: ['agent.run.completed'], payload_version: 'v3' },
    ])
      await expect(call('CreateWebhook', { project_id: A, ...req })).rejects.toMatchObject({ code: 3 });
  });

  it('refuses a v1 webhook on v2-only events (validation failure)', async () => {
    await expect(
      call('CreateWebhook', { project_id: A, url: 'https://example.com/x', events: ['messaging.account.disabled'], payload_version: 'v1' }),
    ).rejects.toMatchObject({ code: 3, reason: 'VALIDATION_FAILED', publicMessage: expect.stringContaining('v2 only') });
  });

  it('keeps tenants apart: another project reads, updates and deletes as not found', async () => {
    const created = await call('CreateWebhook', { project_id: A, url: 'https://example.com/a', events: ['agent.run.failed'] });
    const id = created.webhook.id;
    await expect(call('GetWebhook', { project_id: B, webhook_id: id })).rejects.toMatchObject({ code: 5 });
    await expect(call('UpdateWebhook', { project_id: B, webhook_id: id, active: false })).rejects.toMatchObject({ code: 5 });
    await expect(call('DeleteWebhook', { project_id: B, webhook_id: id })).rejects.toMatchObject({ code: 5 });
    await expect(call('RotateWebhookSecret', { project_id: B, webhook_id: id })).rejects.toMatchObject({ code: 5 });
    await expect(call('GetWebhook', { project_id: A, webhook_id: 'not-a-uuid' })).rejects.toMatchObject({ code: 3 });
    expect((await call('ListWebhooks', { project_id: B })).webhooks).toEqual([]);
  });

  it('updates, lists page style, deletes', async () => {
    const P = randomUUID();
    const a = await call('CreateWebhook', { project_id: P, url: 'https://example.com/1', events: ['agent.run.failed'] });
    await call('CreateWebhook', { project_id: P, url: 'https://example.com/2', events: ['agent.run.failed'] });
    const upd = await call('UpdateWebhook', {
      project_id: P,
      webhook_id: a.webhook.id,
      url: 'https://example.com/1b',
      events: ['agent.run.completed', 'agent.run.failed'],
      payload_version: 'v1',
      active: false,
    });
    expect(upd.webhook).toMatchObject({
      url: 'https://example.com/1b',
      events: ['agent.run.completed', 'agent.run.failed'],
      payload_version: 'v1',
      active: false,
    });
    const list = await call('ListWebhooks', { project_id: P, page: { page: 1, per_page: 1 } });
    expect(list.meta).toEqual({ page: 1, per_page: 1, total_pages: 2, total_count: 2 });
    expect(list.webhooks[0].url).toBe('https://example.com/2');
    expect(await call('DeleteWebhook', { project_id: P, webhook_id: a.webhook.id })).toEqual({ success: true });
    await expect(call('GetWebhook', { project_id: P, webhook_id: a.webhook.id })).rejects.toMatchObject({ code: 5 });
  });
});

describe('delivery', () => {
  it('delivers a published event signed per Standard Webhooks with event, version and idempotency headers', async () => {
    const P = randomUUID();
    const r = await rx();
    const created = await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.completed'] });
    const pub = await call('PublishProjectEvent', { project_id: P, event: 'agent.run.completed', payload: agentRun(), idempotency_key: 'k1' });
    expect(pub).toMatchObject({ duplicate: false, dropped: false, deliveries: 1 });
    const got = await waitFor(() => r.received[0]);
    const payload = new Webhook(created.secret).verify(got.body, got.headers as Record<string, string>) as { event: string };
    expect(payload.event).toBe('agent.run.completed');
    expect(got.headers).toMatchObject({
      'webhook-id': pub.event_id,
      'x-webhook-event': 'agent.run.completed',
      'x-webhook-payload-version': 'v2',
      'x-idempotency-key': pub.event_id,
      'content-type': 'application/json',
    });
    const again = await call('PublishProjectEvent', { project_id: P, event: 'agent.run.completed', payload: agentRun(), idempotency_key: 'k1' });
    expect(again).toMatchObject({ duplicate: true, event_id: pub.event_id, deliveries: 0 });
  });

  it('retries failures with the same webhook-id and body until success, logging every attempt', async () => {
    const P = randomUUID();
    let n = 0;
    const r = await rx(() => (++n <= 2 ? { status: 500, body: 'boom' } : { status: 200 }));
    const w = await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.failed'], payload_version: 'v1' });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'x' });
    await waitFor(() => r.received.length === 3);
    expect(new Set(r.received.map((x) => x.headers['webhook-id'])).size).toBe(1);
    expect(new Set(r.received.map((x) => x.body)).size).toBe(1);
    expect(JSON.parse(r.received[0].body)).toMatchObject({ type: 'agent.run.failed', data: { agent_run: { status: 'failed' } } });
    for (const x of r.received) expect(() => new Webhook(w.secret).verify(x.body, x.headers as Record<string, string>)).not.toThrow();
    const list = await waitFor(async () => {
      const l = await call('ListDeliveries', { project_id: P });
      return l.deliveries[0]?.status === 'delivered' ? l : undefined;
    });
    const d = await call('GetDelivery', { project_id: P, delivery_id: list.deliveries[0].id });
    expect(d.delivery).toMatchObject({ status: 'delivered', attempts: 3, response_status: 200 });
    expect(d.delivery.attempt_log.map((a: any) => a.response_status)).toEqual([500, 500, 200]);
    expect(d.delivery.attempt_log[0].response_body).toBe('boom');
  });

  it('gives up after the schedule (failed) and allows manual redelivery with the same delivery id', async () => {
    const P = randomUUID();
    let ok = false;
    const r = await rx(() => (ok ? { status: 204 } : { status: 502 }));
    await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.failed'] });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'x' });
    const failed = await waitFor(async () => (await call('ListDeliveries', { project_id: P, status: 'failed' })).deliveries[0], { timeoutMs: 5000 });
    expect(failed.attempts).toBe(4);
    expect(r.received).toHaveLength(4);
    expect((await call('ListDeliveries', { project_id: P, errors_only: true })).deliveries).toHaveLength(1);
    ok = true;
    const re = await call('RedeliverDelivery', { project_id: P, delivery_id: failed.id });
    expect(re.delivery.status).toBe('pending');
    await waitFor(async () => (await call('GetDelivery', { project_id: P, delivery_id: failed.id })).delivery.status === 'delivered');
    expect(r.received[4].headers['webhook-id']).toBe(r.received[0].headers['webhook-id']);
    expect(r.received[4].headers['x-webhook-delivery-id']).toBe(failed.id);
    await expect(call('RedeliverDelivery', { project_id: B, delivery_id: failed.id })).rejects.toMatchObject({ code: 5 });
  });

  it('a delivery that cannot be prepared (unreadable secret) ends failed after its schedule, visible, and never blocks other endpoints (issue 13 #1)', async () => {
    const P = randomUUID();
    const broken = await rx(() => ({ status: 204 }));
    const healthy = await rx(() => ({ status: 204 }));
    const b = (await call('CreateWebhook', { project_id: P, url: broken.url, events: ['agent.run.failed'] })).webhook;
    await call('CreateWebhook', { project_id: P, url: healthy.url, events: ['agent.run.failed'] });
    await svc.db.knex('webhooks').where({ id: b.id }).update({ secret_enc: 'v1.not-a-sealed-secret' });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'prep' });
    await waitFor(() => healthy.received.length === 1, { timeoutMs: 5000 });
    const failed = await waitFor(async () => (await call('ListDeliveries', { project_id: P, status: 'failed' })).deliveries[0], { timeoutMs: 5000 });
    expect(failed.attempts).toBe(4);
    expect(failed.last_error ?? JSON.stringify(failed)).toMatch(/could not prepare/);
    expect(broken.received).toHaveLength(0);
  });

  it('honours Retry-After', async () => {
    const P = randomUUID();
    let n = 0;
    const r = await rx(() => (++n === 1 ? { status: 503, headers: { 'retry-after': '1' } } : { status: 200 }));
    await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.failed'] });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'x' });
    await waitFor(() => r.received.length === 2, { timeoutMs: 4000 });
    expect(r.received[1].at - r.received[0].at).toBeGreaterThanOrEqual(950);
  });

  it('disables the endpoint on 410 Gone and stops delivering to it', async () => {
    const P = randomUUID();
    const r = await rx(() => ({ status: 410 }));
    const w = await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.failed'] });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'x' });
    const got = await waitFor(async () => {
      const g = (await call('GetWebhook', { project_id: P, webhook_id: w.webhook.id })).webhook;
      return g.active ? undefined : g;
    });
    expect(got.disabled_reason).toBe('gone');
    expect(r.received).toHaveLength(1);
    const pub = await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'y' });
    expect(pub.deliveries).toBe(0);
  });

  it('auto-disables an endpoint that has been failing for the whole window', async () => {
    const P = randomUUID();
    const r = await rx(() => ({ status: 500 }));
    const w = await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.failed'] });
    await svc.db
      .knex('webhooks')
      .where({ id: w.webhook.id })
      .update({ failing_since: new Date(Date.now() - 6 * 86_400_000) });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun('failed'), idempotency_key: 'x' });
    const got = await waitFor(async () => {
      const g = (await call('GetWebhook', { project_id: P, webhook_id: w.webhook.id })).webhook;
      return g.active ? undefined : g;
    });
    expect(got.disabled_reason).toBe('failing');
    const d = (await call('ListDeliveries', { project_id: P })).deliveries[0];
    expect(d.status).toBe('failed');
    const re = await call('UpdateWebhook', { project_id: P, webhook_id: w.webhook.id, active: true });
    expect(re.webhook).toMatchObject({ active: true });
    expect(re.webhook.disabled_reason ?? null).toBeNull();
  });

  it('rotation signs with both secrets during the overlap', async () => {
    const P = randomUUID();
    const r = await rx();
    const w = await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.completed'] });
    const rot = await call('RotateWebhookSecret', { project_id: P, webhook_id: w.webhook.id, overlap_seconds: 3600 });
    expect(rot.secret).not.toBe(w.secret);
    expect(rot.webhook.previous_secret_expires_at).toBeTruthy();
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.completed', payload: agentRun(), idempotency_key: 'x' });
    const got = await waitFor(() => r.received[0]);
    expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const s of [w.secret, rot.secret]) expect(() => new Webhook(s).verify(got.body, got.headers as Record<string, string>)).not.toThrow();
    const rot2 = await call('RotateWebhookSecret', { project_id: P, webhook_id: w.webhook.id, overlap_seconds: 0 });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.completed', payload: agentRun(), idempotency_key: 'y' });
    const got2 = await waitFor(() => r.received[1]);
    expect(String(got2.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => new Webhook(rot2.secret).verify(got2.body, got2.headers as Record<string, string>)).not.toThrow();
    expect(() => new Webhook(rot.secret).verify(got2.body, got2.headers as Record<string, string>)).toThrow();
  });

  it('test send: one signed attempt of a sample event, answered synchronously and logged as test', async () => {
    const P = randomUUID();
    const r = await rx();
    const w = await call('CreateWebhook', { project_id: P, url: r.url, events: ['messaging.account.restricted'] });
    const t = await call('TestWebhook', { project_id: P, webhook_id: w.webhook.id });
    expect(t.delivery).toMatchObject({ status: 'delivered', test: true, attempts: 1, event: 'messaging.account.restricted' });
    expect(t.delivery.attempt_log).toHaveLength(1);
    const body = new Webhook(w.secret).verify(r.received[0].body, r.received[0].headers as Record<string, string>) as Record<string, unknown>;
    expect(body).toMatchObject({ event: 'messaging.account.restricted', test: true });
  });

  it('sends v2-only events only to v2 webhooks, and per-number webhooks only their number', async () => {
    const P = randomUUID();
    ownedNumbers.set(P, new Set(['111', '999']));
    const v1 = await rx();
    const v2 = await rx();
    const perNumber = await rx();
    const otherNumber = await rx();
    await call('CreateWebhook', { project_id: P, url: v1.url, events: ['messaging.contact.marketing_preference_changed'], payload_version: 'v1' });
    await call('CreateWebhook', {
      project_id: P,
      url: v2.url,
      events: ['messaging.contact.marketing_preference_changed', 'messaging.phone_number.disconnected'],
    });
    await call('CreateWebhook', { project_id: P, url: perNumber.url, events: ['messaging.contact.marketing_preference_changed'], phone_number_id: '111' });
    await call('CreateWebhook', { project_id: P, url: otherNumber.url, events: ['messaging.contact.marketing_preference_changed'], phone_number_id: '999' });
    const pub = await call('PublishProjectEvent', {
      project_id: P,
      event: 'messaging.contact.marketing_preference_changed',
      payload: toStruct({ contact_id: randomUUID(), phone_number_id: '111', status: 'stopped', source: 'meta_webhook' }),
      idempotency_key: 'm1',
    });
    expect(pub.deliveries).toBe(3);
    await waitFor(() => v1.received.length && v2.received.length && perNumber.received.length);
    expect(otherNumber.received).toHaveLength(0);
    expect(JSON.parse(v1.received[0].body).type).toBe('messaging.contact.marketing_preference_changed');
    expect(JSON.parse(v2.received[0].body).event).toBe('messaging.contact.marketing_preference_changed');
    expect((await call('ListWebhooks', { project_id: P, phone_number_id: '111' })).webhooks).toHaveLength(1);
    expect((await call('ListWebhooks', { project_id: P })).webhooks).toHaveLength(2);
  });
});

describe('marketing_preference_changed ingestion', () => {
  it('fires only on real transitions with a monotonic per-contact sequence', async () => {
    const P = randomUUID();
    const contact = randomUUID();
    const r = await rx();
    await call('CreateWebhook', { project_id: P, url: r.url, events: ['messaging.contact.marketing_preference_changed'] });
    const pub = (status: string, number: string, key: string) =>
      call('PublishProjectEvent', {
        project_id: P,
        event: 'messaging.contact.marketing_preference_changed',
        payload: toStruct({ contact_id: contact, phone_number_id: number, status, source: 'meta_webhook' }),
        idempotency_key: key,
      });
    expect((await pub('resumed', '111', 'a')).dropped).toBe(true);
    expect(await pub('stopped', '111', 'b')).toMatchObject({ dropped: false, sequence: '1' });
    expect((await pub('stopped', '111', 'c')).dropped).toBe(true);
    expect(await pub('stopped', '222', 'd')).toMatchObject({ dropped: false, sequence: '2' });
    expect(await pub('resumed', '111', 'e')).toMatchObject({ dropped: false, sequence: '3' });
    await waitFor(() => r.received.length === 3);
    const bodies = r.received.map((x) => JSON.parse(x.body)).sort((x, y) => x.sequence - y.sequence);
    expect(bodies.map((b) => [b.sequence, b.phone_number_id, b.marketing_preference.status, b.marketing_preference.previous_status])).toEqual([
      [1, '111', 'stopped', null],
      [2, '222', 'stopped', null],
      [3, '111', 'resumed', 'stopped'],
    ]);
  });

  it('rejects unknown events, stream-only events, invalid payloads and missing keys', async () => {
    const P = randomUUID();
    await expect(call('PublishProjectEvent', { project_id: P, event: 'x.y', payload: toStruct({}), idempotency_key: 'k' })).rejects.toMatchObject({ code: 3 });
    await expect(
      call('PublishProjectEvent', { project_id: P, event: 'messaging.account.disabled', payload: toStruct({}), idempotency_key: 'k' }),
    ).rejects.toMatchObject({ code: 3 });
    await expect(
      call('PublishProjectEvent', { project_id: P, event: 'agent.run.completed', payload: toStruct({ run_id: 1 }), idempotency_key: 'k' }),
    ).rejects.toMatchObject({ code: 3 });
    await expect(call('PublishProjectEvent', { project_id: P, event: 'agent.run.completed', idempotency_key: 'k' })).rejects.toMatchObject({ code: 3 });
    await expect(call('PublishProjectEvent', { project_id: P, event: 'agent.run.completed', payload: agentRun(), idempotency_key: '' })).rejects.toMatchObject({
      code: 3,
    });
  });
});

describe('deliveries log', () => {
  it('pages with cursors most recent first and filters by event, webhook and status', async () => {
    const P = randomUUID();
    const r = await rx();
    const w = await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.completed', 'agent.run.failed'] });
    for (let i = 0; i < 5; i++)
      await call('PublishProjectEvent', {
        project_id: P,
        event: i % 2 ? 'agent.run.failed' : 'agent.run.completed',
        payload: agentRun(),
        idempotency_key: `k${i}`,
      });
    await waitFor(() => r.received.length === 5);
    const p1 = await call('ListDeliveries', { project_id: P, limit: 2 });
    expect(p1.deliveries).toHaveLength(2);
    expect(p1).toMatchObject({ has_older: true, has_newer: false });
    const p2 = await call('ListDeliveries', { project_id: P, limit: 2, after: p1.after_cursor });
    const p3 = await call('ListDeliveries', { project_id: P, limit: 2, after: p2.after_cursor });
    expect(p3).toMatchObject({ has_older: false, has_newer: true });
    const ids = [...p1.deliveries, ...p2.deliveries, ...p3.deliveries].map((d: any) => d.id);
    expect(new Set(ids).size).toBe(5);
    const back = await call('ListDeliveries', { project_id: P, limit: 2, before: p2.before_cursor });
    expect(back.deliveries.map((d: any) => d.id)).toEqual(p1.deliveries.map((d: any) => d.id));
    expect((await call('ListDeliveries', { project_id: P, event: 'agent.run.failed' })).deliveries).toHaveLength(2);
    expect((await call('ListDeliveries', { project_id: P, webhook_id: w.webhook.id, period: '24h', status: 'delivered' })).deliveries).toHaveLength(5);
    expect((await call('ListDeliveries', { project_id: B })).deliveries).toHaveLength(0);
    await expect(call('ListDeliveries', { project_id: P, after: 'garbage!' })).rejects.toMatchObject({ code: 3 });
    // A forged but decodable cursor with a time Date.parse takes and Postgres refuses: refused as a bad
    // cursor before any statement, never bound raw (a database error).
    for (const t of ['1', 'Jan 1 2020 (x)', '0000-01-01T00:00:00Z']) {
      const forged = Buffer.from(JSON.stringify({ t, i: randomUUID() })).toString('base64');
      await expect(call('ListDeliveries', { project_id: P, after: forged }), t).rejects.toMatchObject({ code: 3, reason: 'INVALID_CURSOR' });
      await expect(call('ListDeliveries', { project_id: P, before: forged }), t).rejects.toMatchObject({ code: 3, reason: 'INVALID_CURSOR' });
    }
    await expect(call('ListDeliveries', { project_id: P, period: '1y' })).rejects.toMatchObject({ code: 3 });
  });
});

describe('messaging-proxy events', () => {
  it('an account disabled event on the MESSAGING_PROXY stream reaches the project’s v2 webhook once', async () => {
    const P = randomUUID();
    const r = await rx();
    await call('CreateWebhook', { project_id: P, url: r.url, events: ['messaging.account.disabled'] });
    const payload = {
      event_id: `up-${randomUUID()}`,
      project_id: P,
      waba_id: '900',
      phone_numbers: [
        { id: '111', display_phone_number: '+1 555-0001' },
        { id: '222', display_phone_number: '+1 555-0002' },
      ],
      occurred_at: new Date().toISOString(),
    };
    const data = encodeEvent('svc.messaging_proxy.v1.AccountDisabled', payload);
    for (const envelopeId of [randomUUID(), randomUUID()]) {
      // The same upstream event relayed twice under different envelope ids: delivered once.
      await bus.publish('messaging_proxy.account.disabled', data, {
        msgId: envelopeId,
        headers: envelopeHeaders({
          id: envelopeId,
          type: 'svc.messaging_proxy.v1.AccountDisabled',
          occurredAt: payload.occurred_at,
          projectId: P,
          headers: {},
        }),
      });
    }
    await waitFor(() => r.received.length === 1, { timeoutMs: 10_000 });
    await new Promise((res) => setTimeout(res, 300));
    expect(r.received).toHaveLength(1);
    expect(JSON.parse(r.received[0].body)).toEqual({ event: 'messaging.account.disabled', business_account_id: '900', phone_numbers: payload.phone_numbers });
  });
});
