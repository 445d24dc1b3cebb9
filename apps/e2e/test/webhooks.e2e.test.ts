/**
 * Webhooks end to end: HTTP management through the gateway, and upstream account updates sent by
 * the simulator travelling messaging-proxy → NATS → webhooks → the customer's endpoint, signed.
 * Risks removed: the event path broken between services, unsigned or wrongly shaped payloads,
 * secrets leaking after creation, cross-tenant reads of webhooks or deliveries.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let a: { projectId: string; apiKey: string };
let b: { projectId: string; apiKey: string };
let server: Server;
let receiverUrl: string;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let seeded: { wabas: Array<{ id: string }>; phone_numbers: Array<{ id: string; display_phone_number: string }>; tokens: Array<{ value: string }> };

async function until<T>(fn: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  stack = await startStack({ services: ['messaging-proxy', 'webhooks'], appEnv: { webhooks: { WEBHOOK_POLL_MS: '100' } } });
  a = await stack.createProject('pro');
  b = await stack.createProject('pro');
  seeded = await stack.sim('POST', '/__sim/fixtures', {
    businesses: [{ wabas: [{ phone_numbers: [{ display_phone_number: '+1 555-010-7001' }, { display_phone_number: '+1 555-010-7002' }] }] }],
    tokens: [{}],
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('webhooks over HTTP', () => {
  let webhookId: string;
  let secret: string;

  it('creates a webhook (secret shown once), reads, lists, updates; project B gets 404', async () => {
    const c = await stack.api(a.apiKey, 'POST', '/webhooks', {
      webhook: { url: receiverUrl, events: ['messaging.account.disabled', 'messaging.phone_number.disconnected'], payload_version: 'v2' },
    });
    expect(c.status).toBe(201);
    expect(c.body.data.secret).toMatch(/^whsec_/);
    webhookId = c.body.data.id;
    secret = c.body.data.secret;
    const g = await stack.api(a.apiKey, 'GET', `/webhooks/${webhookId}`);
    expect(g.status).toBe(200);
    expect(JSON.stringify(g.body)).not.toContain(secret);
    expect(g.body.data).toMatchObject({ id: webhookId, url: receiverUrl, active: true, payload_version: 'v2', phone_number_id: null });
    const list = await stack.api(a.apiKey, 'GET', '/webhooks?page=1&per_page=10');
    expect(list.body.meta).toMatchObject({ total_count: 1 });
    expect((await stack.api(b.apiKey, 'GET', `/webhooks/${webhookId}`)).status).toBe(404);
    expect((await stack.api(b.apiKey, 'DELETE', `/webhooks/${webhookId}`)).status).toBe(404);
    expect(stack.logs('webhooks')).not.toContain(secret);
  });

  it('answers bad input with 400/422 and { error }', async () => {
    const priv = await stack.api(a.apiKey, 'POST', '/webhooks', { webhook: { url: 'http://169.254.169.254/latest', events: ['agent.run.completed'] } });
    expect(priv.status).toBe(400);
    expect(priv.body).toHaveProperty('error');
    expect((await stack.api(a.apiKey, 'POST', '/webhooks', { webhook: { url: receiverUrl, events: ['nope'] } })).status).toBe(400);
    const v1 = await stack.api(a.apiKey, 'POST', '/webhooks', { webhook: { url: receiverUrl, events: ['messaging.account.disabled'], payload_version: 'v1' } });
    expect(v1.status).toBe(422);
    expect((await stack.api(a.apiKey, 'GET', '/webhooks/not-a-uuid')).status).toBe(400);
    expect((await stack.api(a.apiKey, 'GET', '/webhook_deliveries?period=1y')).status).toBe(400);
  });

  it('a simulator account update (disabled) reaches the endpoint once per project and account, listing every number, signed', async () => {
    const waba = seeded.wabas[0].id;
    const token = seeded.tokens[0].value;
    const cust = await stack.api(a.apiKey, 'POST', '/customers', { customer: { name: 'Hooks Inc' } });
    for (const pn of seeded.phone_numbers) {
      const r = await stack.api(a.apiKey, 'POST', `/customers/${cust.body.data.id}/messaging/phone_numbers`, {
        messaging_phone_number: {
          name: pn.display_phone_number,
          kind: 'production',
          phone_number_id: pn.id,
          business_account_id: waba,
          access_token: token,
          webhook_destination_url: 'https://example.com/h',
          webhook_verify_token: 'vt',
        },
      });
      expect(r.status).toBe(201);
    }
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'account_update', waba_id: waba, event: 'DISABLED_UPDATE', ban_state: 'DISABLE' });
    const got = await until(() => received.find((r) => r.headers['x-webhook-event'] === 'messaging.account.disabled'));
    const body = new Webhook(secret).verify(got.body, got.headers as Record<string, string>) as Record<string, any>;
    expect(body).toMatchObject({ event: 'messaging.account.disabled', business_account_id: waba });
    expect(body.phone_numbers.map((n: any) => n.id).sort()).toEqual(seeded.phone_numbers.map((n) => n.id).sort());
    expect(got.headers['x-webhook-payload-version']).toBe('v2');
    await new Promise((r) => setTimeout(r, 500));
    expect(received.filter((r) => r.headers['x-webhook-event'] === 'messaging.account.disabled')).toHaveLength(1);
  });

  it('a simulator phone number disconnection reaches the endpoint with disconnection { reason, initiated_by }', async () => {
    const pn = seeded.phone_numbers[0].id;
    await stack.sim('POST', '/__sim/webhooks/trigger', {
      kind: 'account_update',
      waba_id: seeded.wabas[0].id,
      event: 'ACCOUNT_OFFBOARDED',
      phone_number_ids: [pn],
      reason: 'ACCOUNT_DISCONNECTED',
      initiated_by: 'USER',
    });
    const got = await until(() => received.find((r) => r.headers['x-webhook-event'] === 'messaging.phone_number.disconnected'));
    const body = new Webhook(secret).verify(got.body, got.headers as Record<string, string>) as Record<string, any>;
    expect(body).toMatchObject({
      event: 'messaging.phone_number.disconnected',
      phone_number_id: pn,
      disconnection: { reason: 'ACCOUNT_DISCONNECTED', initiated_by: 'USER' },
      source: { provider: 'upstream', business_account_id: seeded.wabas[0].id },
    });
    expect(['coexistence', 'dedicated']).toContain(body.connection_type);
  });

  it('lists deliveries cursor style with filters, reads one with its attempts, redelivers; project B sees none', async () => {
    const page = await stack.api(a.apiKey, 'GET', `/webhook_deliveries?webhook_id=${webhookId}&status=delivered&limit=1`);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.paging.cursors.after).toBeTruthy();
    expect(page.body.paging.next).toContain('/platform/v1/webhook_deliveries?');
    const older = await stack.api(
      a.apiKey,
      'GET',
      `/webhook_deliveries?webhook_id=${webhookId}&limit=1&after=${encodeURIComponent(page.body.paging.cursors.after)}`,
    );
    expect(older.body.data[0].id).not.toBe(page.body.data[0].id);
    const one = await stack.api(a.apiKey, 'GET', `/webhook_deliveries/${page.body.data[0].id}`);
    expect(one.body.data).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(one.body.data.attempt_log[0]).toMatchObject({ response_status: 200 });
    expect(typeof one.body.data.payload).toBe('object');
    const before = received.length;
    const re = await stack.api(a.apiKey, 'POST', `/webhook_deliveries/${page.body.data[0].id}/redeliver`);
    expect(re.status).toBe(202);
    await until(() => received.length > before);
    expect((await stack.api(b.apiKey, 'GET', '/webhook_deliveries')).body.data).toEqual([]);
    expect((await stack.api(b.apiKey, 'GET', `/webhook_deliveries/${page.body.data[0].id}`)).status).toBe(404);
  });

  it('test send, secret rotation and delete', async () => {
    const t = await stack.api(a.apiKey, 'POST', `/webhooks/${webhookId}/test?event_type=messaging.account.disabled`);
    expect(t.status).toBe(200);
    expect(t.body.data).toMatchObject({ status: 'delivered', test: true });
    const rot = await stack.api(a.apiKey, 'POST', `/webhooks/${webhookId}/rotate_secret`, { overlap_seconds: 60 });
    expect(rot.status).toBe(200);
    expect(rot.body.data.secret).not.toBe(secret);
    const del = await stack.api(a.apiKey, 'DELETE', `/webhooks/${webhookId}`);
    expect(del.body).toEqual({ data: { success: true } });
    expect((await stack.api(a.apiKey, 'GET', `/webhooks/${webhookId}`)).status).toBe(404);
  });
});
