/**
 * Webhook recovery end to end (issue 36 item 5, decision 0304): upstream account updates from the
 * simulator travel messaging-proxy → NATS → webhooks to an endpoint that is down, the deliveries
 * fail, and `POST /webhooks/{id}/recover` through the gateway resends them once the endpoint is
 * back, as a job polled at its status_url. Risks removed: the route not reaching the job, failed
 * deliveries not resent (or resent unsigned or with a new event id), another project reading or
 * starting a recovery, bad windows answered with anything but 400 { error }.
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
let failing = true;
const received: Array<{ headers: IncomingHttpHeaders; body: string; status: number }> = [];
let seeded: { wabas: Array<{ id: string }>; phone_numbers: Array<{ id: string; display_phone_number: string }>; tokens: Array<{ value: string }> };

async function until<T>(fn: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
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
      const status = failing ? 503 : 200;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  stack = await startStack({
    services: ['messaging-proxy', 'webhooks'],
    appEnv: { webhooks: { WEBHOOK_POLL_MS: '100', WEBHOOK_RETRY_SCHEDULE: '0.05', WEBHOOK_RETRY_JITTER: '0' } },
  });
  a = await stack.createProject('pro');
  b = await stack.createProject('pro');
  seeded = await stack.sim('POST', '/__sim/fixtures', {
    businesses: [{ wabas: [{ phone_numbers: [{ display_phone_number: '+1 555-010-7101' }] }] }],
    tokens: [{}],
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('POST /webhooks/{id}/recover over HTTP', () => {
  it('resends the failed deliveries of the window once the endpoint is back; status polled; B sees 404; bad windows 400', async () => {
    const c = await stack.api(a.apiKey, 'POST', '/webhooks', {
      webhook: { url: receiverUrl, events: ['messaging.account.disabled', 'messaging.account.reinstated'], payload_version: 'v2' },
    });
    expect(c.status).toBe(201);
    const webhookId: string = c.body.data.id;
    const secret: string = c.body.data.secret;
    const waba = seeded.wabas[0].id;
    const cust = await stack.api(a.apiKey, 'POST', '/customers', { customer: { name: 'Recover Inc' } });
    const pn = seeded.phone_numbers[0];
    const conn = await stack.api(a.apiKey, 'POST', `/customers/${cust.body.data.id}/messaging/phone_numbers`, {
      messaging_phone_number: {
        name: pn.display_phone_number,
        kind: 'production',
        phone_number_id: pn.id,
        business_account_id: waba,
        access_token: seeded.tokens[0].value,
        webhook_destination_url: 'https://example.com/h',
        webhook_verify_token: 'vt',
      },
    });
    expect(conn.status).toBe(201);
    const since = new Date(Date.now() - 60_000).toISOString();
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'account_update', waba_id: waba, event: 'DISABLED_UPDATE', ban_state: 'DISABLE' });
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'account_update', waba_id: waba, event: 'DISABLED_UPDATE', ban_state: 'REINSTATE' });
    const failed = await until(async () => {
      const l = await stack.api(a.apiKey, 'GET', `/webhook_deliveries?webhook_id=${webhookId}&status=failed`);
      return l.body.data.length >= 2 ? (l.body.data as Array<{ id: string; event_id: string }>) : undefined;
    });
    const before = received.length;
    failing = false;

    const rec = await stack.api(a.apiKey, 'POST', `/webhooks/${webhookId}/recover`, { since, until: new Date().toISOString() });
    expect(rec.status).toBe(202);
    expect(rec.body.data).toMatchObject({ webhook_id: webhookId, status: 'queued' });
    expect(rec.body.status_url).toBe(`/platform/v1/webhooks/${webhookId}/recoveries/${rec.body.data.id}`);
    const statusPath = `/webhooks/${webhookId}/recoveries/${rec.body.data.id}`;
    const done = await until(async () => {
      const g = await stack.api(a.apiKey, 'GET', statusPath);
      return g.body.data?.status === 'completed' ? g.body.data : undefined;
    });
    expect(done).toMatchObject({ total: failed.length, resent: failed.length, succeeded: failed.length, failed: 0 });
    expect(done.finished_at).toEqual(expect.any(String));

    const resent = received.slice(before);
    expect(resent.map((r) => r.headers['webhook-id']).sort()).toEqual(failed.map((d) => d.event_id).sort());
    for (const r of resent) expect(() => new Webhook(secret).verify(r.body, r.headers as Record<string, string>)).not.toThrow();
    const list = await stack.api(a.apiKey, 'GET', `/webhooks/${webhookId}/recoveries`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((x: { id: string }) => x.id)).toEqual([rec.body.data.id]);

    // Another project: exactly like an unknown webhook.
    expect((await stack.api(b.apiKey, 'GET', statusPath)).status).toBe(404);
    expect((await stack.api(b.apiKey, 'GET', `/webhooks/${webhookId}/recoveries`)).status).toBe(404);
    expect((await stack.api(b.apiKey, 'POST', `/webhooks/${webhookId}/recover`, { since, until: new Date().toISOString() })).status).toBe(404);

    for (const body of [{}, { since: 'yesterday', until: new Date().toISOString() }, { since: new Date().toISOString(), until: since }]) {
      const bad = await stack.api(a.apiKey, 'POST', `/webhooks/${webhookId}/recover`, body);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBeTruthy();
    }
    await stack.api(a.apiKey, 'PATCH', `/webhooks/${webhookId}`, { webhook: { active: false } });
    expect((await stack.api(a.apiKey, 'POST', `/webhooks/${webhookId}/recover`, { since, until: new Date().toISOString() })).status).toBe(409);
  });
});
