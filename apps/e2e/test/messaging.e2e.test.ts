/**
 * Messaging journeys over HTTP through the gateway, against the upstream simulator: customers,
 * phone numbers (connect, list, update), health checks with the per-project limit shared by two
 * gateway replicas, the {proxy_url} pass-through, secrecy of access tokens, tenant isolation.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startStack, type Stack } from '../src';
import { spawnTs } from '@platform/testing';

const ROOT = join(__dirname, '../../..');
let stack: Stack;
let gw2: ChildProcess | undefined;
let gw2Url: string;
let a: { projectId: string; apiKey: string };
let b: { projectId: string; apiKey: string };
let seeded: { wabas: Array<{ id: string }>; phone_numbers: Array<{ id: string }>; tokens: Array<{ value: string }> };

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy'] });
  // A second gateway replica on the same Redis, Postgres schema and services.
  const port = await freePort();
  gw2Url = `http://127.0.0.1:${port}`;
  gw2 = spawnTs(join(ROOT, 'apps/gateway/src/main.ts'), [], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...stack.env,
      HTTP_PORT: String(port),
      HTTP_HOST: '127.0.0.1',
      DB_SCHEMA: `${stack.id}_gateway`,
      API_LOG_FLUSH_MS: '50',
      MESSAGING_PROXY_GRPC_ADDRESS: `127.0.0.1:${stack.ports['messaging-proxy']}`,
      MESSAGING_PROXY_HTTP_URL: stack.messagingProxyHttpUrl,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${gw2Url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  a = await stack.createProject('pro');
  b = await stack.createProject('pro');
  seeded = await stack.sim('POST', '/__sim/fixtures', {
    businesses: [{ wabas: [{ phone_numbers: [{ display_phone_number: '+1 555-010-4242' }] }] }],
    tokens: [{}],
  });
}, 120_000);

afterAll(async () => {
  if (gw2 && gw2.exitCode === null) {
    const exited = new Promise((r) => gw2!.once('exit', r));
    gw2.kill('SIGTERM');
    await exited;
  }
  await stack?.stop();
});

describe('messaging: customers, numbers, health, pass-through', () => {
  let customerId: string;
  let pn: string;

  it('customers: create (envelope), update, read; project B gets 404', async () => {
    const c = await stack.api(a.apiKey, 'POST', '/customers', { customer: { name: 'Acme', external_customer_id: 'acme-1' } });
    expect(c.status).toBe(201);
    customerId = c.body.data.id;
    const u = await stack.api(a.apiKey, 'PATCH', `/customers/${customerId}`, { customer: { name: 'Acme Inc' } });
    expect(u.status).toBe(200);
    expect(u.body.data).toMatchObject({ name: 'Acme Inc', external_customer_id: 'acme-1' });
    expect((await stack.api(b.apiKey, 'GET', `/customers/${customerId}`)).status).toBe(404);
    expect((await stack.api(b.apiKey, 'DELETE', `/customers/${customerId}`)).status).toBe(404);
    const bad = await stack.api(a.apiKey, 'POST', '/customers', { name: 'no envelope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('error');
  });

  it('connects a number; list is page style; the update response carries the messaging limit as an integer', async () => {
    pn = seeded.phone_numbers[0].id;
    const token = seeded.tokens[0].value;
    const r = await stack.api(a.apiKey, 'POST', `/customers/${customerId}/messaging/phone_numbers`, {
      messaging_phone_number: {
        name: 'Support',
        kind: 'production',
        phone_number_id: pn,
        business_account_id: seeded.wabas[0].id,
        access_token: token,
        webhook_destination_url: 'https://example.com/h',
        webhook_verify_token: 'vt',
      },
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      id: pn,
      display_phone_number: '+1 555-010-4242',
      whatsapp_business_manager_messaging_limit: 'TIER_2K',
      status: 'CONNECTED',
    });
    expect(JSON.stringify(r.body)).not.toContain(token);
    const list = await stack.api(a.apiKey, 'GET', `/messaging/phone_numbers?business_account_id=${seeded.wabas[0].id}&page=1&per_page=10`);
    expect(list.body.meta).toEqual({ page: 1, per_page: 10, total_pages: 1, total_count: 1 });
    expect((await stack.api(b.apiKey, 'GET', '/messaging/phone_numbers')).body.data).toEqual([]);
    const u = await stack.api(a.apiKey, 'PATCH', `/messaging/phone_numbers/${pn}`, {
      messaging_phone_number: { access_token: token, webhook_destination_url: 'https://example.com/h2' },
    });
    expect(u.status).toBe(200);
    expect(u.body.data.whatsapp_business_manager_messaging_limit).toBe(2000);
    expect(u.body.data.webhook_destination_url).toBe('https://example.com/h2');
    const expired = await stack.api(a.apiKey, 'PATCH', `/messaging/phone_numbers/${pn}`, { messaging_phone_number: { access_token: 'EAAexpired' } });
    expect(expired.status).toBe(422);
    expect(expired.body.error).toMatch(/access token/);
  });

  it('health limit is exact across two gateway replicas: 5 per second per project, 429 + Retry-After, headers on every response', async () => {
    const urls = [stack.gatewayUrl, gw2Url];
    const res = await Promise.all(
      Array.from({ length: 8 }, (_, i) => fetch(`${urls[i % 2]}/platform/v1/messaging/phone_numbers/${pn}/health`, { headers: { 'x-api-key': a.apiKey } })),
    );
    const statuses = res.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    for (const r of res) {
      expect(r.headers.get('x-health-ratelimit-second-limit')).toBe('5');
      expect(r.headers.get('x-health-ratelimit-minute-limit')).toBe('60');
      expect(r.headers.get('x-health-ratelimit-second-remaining')).not.toBeNull();
      expect(r.headers.get('x-health-ratelimit-minute-remaining')).not.toBeNull();
      if (r.status === 429) expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    const ok = (await res.find((r) => r.status === 200)!.json()) as { status: string; checks: Record<string, { passed: boolean | null }> };
    expect(['healthy', 'degraded']).toContain(ok.status);
    expect(Object.keys(ok.checks).sort()).toEqual([
      'messaging_health',
      'phone_number_access',
      'phone_number_connection',
      'token_validity',
      'webhook_subscription',
      'webhook_verified',
    ]);
    // Another project has its own budget.
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await stack.api(b.apiKey, 'GET', `/messaging/phone_numbers/${pn}/health`)).status).toBe(404);
  });

  it('{proxy_url}: mismatched messaging_account_id is 422 with nothing forwarded; matching sends go through', async () => {
    const send = (body: unknown, key = a.apiKey) =>
      fetch(`${stack.proxyUrl}/${pn}/messages`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const msg = { messaging_product: 'whatsapp', to: '15550009999', type: 'text', text: { body: 'hello' } };
    const before = (await stack.sim('GET', `/__sim/requests?method=POST&path=/${pn}/messages`)).count;
    expect((await send({ ...msg, messaging_account_id: '1' })).status).toBe(422);
    expect((await stack.sim('GET', `/__sim/requests?method=POST&path=/${pn}/messages`)).count).toBe(before);
    const ok = await send({ ...msg, messaging_account_id: seeded.wabas[0].id });
    expect(ok.status).toBe(200);
    expect((await send(msg, b.apiKey)).status).toBe(404);
  });

  it('no access token appears in any response, log line or API log entry', async () => {
    const token = seeded.tokens[0].value;
    for (const app of ['gateway', 'messaging-proxy'] as const) expect(stack.logs(app)).not.toContain(token);
    await new Promise((r) => setTimeout(r, 300));
    const logs = await stack.api(a.apiKey, 'GET', '/api_logs?limit=100');
    expect(logs.status).toBe(200);
    expect(JSON.stringify(logs.body)).not.toContain(token);
    expect(logs.body.data.length).toBeGreaterThan(0);
  });
});
