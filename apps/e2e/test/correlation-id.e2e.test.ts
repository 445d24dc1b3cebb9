/**
 * One correlation id through the gateway (decisions 0018, 0250): every {base_url}, {proxy_url} and
 * {app_url} answer carries X-Request-Id (error answers too); the id of a send through {proxy_url}
 * is on its upstream call in GET /external_api_logs, on its send record, on the stored message and
 * on the webhook deliveries of its statuses; the external API log never holds the number's token.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let db: Knex;
let a: { projectId: string; apiKey: string };
let seeded: { wabas: Array<{ id: string }>; phone_numbers: Array<{ id: string }>; tokens: Array<{ value: string }> };
let pn: string;
let receiver: Server;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  stack = await startStack({ services: ['messaging-proxy', 'contacts', 'webhooks'] });
  db = knex({ client: 'pg', connection: stack.env.DATABASE_URL, pool: { min: 0, max: 1 } });
  a = await stack.createProject('pro');
  seeded = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  pn = seeded.phone_numbers[0].id;
  const customer = await stack.api(a.apiKey, 'POST', '/customers', { customer: { name: 'Correlation' } });
  const connected = await stack.api(a.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: {
      name: 'Support',
      kind: 'production',
      phone_number_id: pn,
      business_account_id: seeded.wabas[0].id,
      access_token: seeded.tokens[0].value,
    },
  });
  expect(connected.status).toBe(201);
  const hook = await stack.api(a.apiKey, 'POST', '/webhooks', {
    webhook: {
      url: hookUrl,
      events: ['messaging.message.received', 'messaging.message.sent', 'messaging.message.delivered', 'messaging.message.read'],
      payload_version: 'v2',
    },
  });
  expect(hook.status).toBe(201);
}, 180_000);

afterAll(async () => {
  await db?.destroy();
  await stack?.stop();
  await new Promise((r) => receiver?.close(r));
});

describe('X-Request-Id (decision 0018)', () => {
  it('is on every surface’s answers, error answers included, and a well-formed client id is kept', async () => {
    const appUrl = ((await (await fetch(`${stack.gatewayUrl}/`)).json()) as { app_url: string }).app_url;
    const answers = [
      await fetch(`${stack.baseUrl}/customers`, { headers: { 'x-api-key': a.apiKey } }),
      await fetch(`${stack.baseUrl}/customers/${randomUUID()}`, { headers: { 'x-api-key': a.apiKey } }),
      await fetch(`${stack.baseUrl}/customers`),
      await fetch(`${stack.proxyUrl}/${pn}`, { headers: { 'x-api-key': a.apiKey } }),
      await fetch(`${stack.proxyUrl}/999999/messages`, { method: 'POST', headers: { 'x-api-key': a.apiKey, 'content-type': 'application/json' }, body: '{}' }),
      await fetch(`${appUrl}/api/v1/messaging_calls/${randomUUID()}`, { headers: { 'x-api-key': a.apiKey } }),
    ];
    expect(answers.slice(0, 3).map((r) => r.status)).toEqual([200, 404, 401]);
    expect(answers[4].status).toBe(404);
    for (const r of answers) expect(r.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    const mine = `client_${randomUUID()}`;
    expect((await fetch(`${stack.baseUrl}/customers`, { headers: { 'x-api-key': a.apiKey, 'x-request-id': mine } })).headers.get('x-request-id')).toBe(mine);
  });

  it('the id of a send is on its upstream call (GET /external_api_logs), its send record, its stored message and its status deliveries; no token in the log', async () => {
    const sent = await fetch(`${stack.proxyUrl}/${pn}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': a.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: '15550009999', type: 'text', text: { body: 'hello' } }),
    });
    expect(sent.status).toBe(200);
    const requestId = sent.headers.get('x-request-id')!;
    const wamid = ((await sent.json()) as { messages: Array<{ id: string }> }).messages[0].id;
    let rows: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 100 && rows.length === 0; i++) {
      const r = await stack.api(a.apiKey, 'GET', `/external_api_logs?request_id=${encodeURIComponent(requestId)}`);
      expect(r.status).toBe(200);
      rows = r.body.data;
      if (rows.length === 0) await new Promise((res) => setTimeout(res, 100));
    }
    expect(rows).toEqual([
      expect.objectContaining({ method: 'POST', path: `${pn}/messages`, status: 200, phone_number_id: pn, request_id: requestId, caller: 'messaging-proxy' }),
    ]);
    const record = await db(`${stack.id}_messaging_proxy.send_records`).where({ wamid }).first('request_id');
    expect(record?.request_id).toBe(requestId);
    const all = await stack.api(a.apiKey, 'GET', '/external_api_logs?limit=100');
    expect(JSON.stringify(all.body)).not.toContain(seeded.tokens[0].value);
    // Filters and paging shaped like /api_logs.
    const page = await stack.api(a.apiKey, 'GET', `/external_api_logs?limit=1&phone_number_id=${pn}`);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.paging.cursors.after).toBeTruthy();
    expect((await stack.api(a.apiKey, 'GET', '/external_api_logs?period=1y')).status).toBe(400);

    // The message contacts stored, and the deliveries of its statuses (the simulator sends sent, delivered, read).
    let mine: Array<{ request_id: string | null }> = [];
    for (let i = 0; i < 200; i++) {
      const d = await stack.api(a.apiKey, 'GET', '/webhook_deliveries?limit=100');
      mine = (d.body.data as Array<{ request_id: string | null; payload: { message?: { id?: string } } | null }>).filter(
        (x) => x.payload?.message?.id === wamid,
      );
      if (mine.some((x) => x.request_id === requestId)) break;
      await new Promise((res) => setTimeout(res, 100));
    }
    expect(mine.map((x) => x.request_id)).toContain(requestId);
    const message = await db(`${stack.id}_contacts.messages`).where({ wamid }).first('request_id');
    expect(message?.request_id).toBe(requestId);
  }, 60_000);

  it('an inbound upstream delivery gets its own id, which follows it into the message row and the webhook delivery', async () => {
    const text = `inbound ${randomUUID()}`;
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'inbound_message', phone_number_id: pn, from: '15558880002', text, name: 'Ana' });
    let message: { wamid: string; request_id: string | null } | undefined;
    for (let i = 0; i < 200 && !message; i++) {
      message = await db(`${stack.id}_contacts.messages`).where({ text }).first('wamid', 'request_id');
      if (!message) await new Promise((res) => setTimeout(res, 100));
    }
    expect(message?.request_id).toMatch(/^in_[0-9a-f-]{36}$/);
    let delivered: Array<{ request_id: string | null }> = [];
    for (let i = 0; i < 200 && delivered.length === 0; i++) {
      const d = await stack.api(a.apiKey, 'GET', '/webhook_deliveries?limit=100&event=messaging.message.received');
      delivered = (d.body.data as Array<{ request_id: string | null; payload: { message?: { id?: string } } | null }>).filter(
        (x) => x.payload?.message?.id === message!.wamid,
      );
      if (delivered.length === 0) await new Promise((res) => setTimeout(res, 100));
    }
    expect(delivered.map((x) => x.request_id)).toEqual([message!.request_id]);
  }, 60_000);
});
