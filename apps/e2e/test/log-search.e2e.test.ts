/**
 * Log search through the running stack (decision 0019): a message sent through {proxy_url} against
 * the upstream simulator, then GET /log_search finds the send's request log entry and lists every
 * source with its state; services not running are reported unavailable, never a silent empty answer.
 * The story of the wamid across the services' sources (upstream call, message events, the upstream
 * webhook, webhook deliveries) is in its own `it`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let a: { projectId: string; apiKey: string };
let pn: string;
let receiver: Server;
let sent: { requestId: string; wamid: string };

const ALL = [
  'request_log',
  'external_api_log',
  'upstream_webhook_event',
  'message_event',
  'webhook_delivery',
  'workflow_step',
  'agent_run',
  'function_invocation',
  'function_log',
  'flow_data_exchange',
];

interface Hit {
  source: string;
  id: string;
  occurred_at: string;
  summary: string;
  problem: boolean;
  highlighted: boolean;
  keys: Record<string, string>;
  detail: Record<string, unknown>;
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  // Workflows-agent and flows do not run: their sources must be reported unavailable.
  stack = await startStack({ services: ['messaging-proxy', 'contacts', 'webhooks'] });
  a = await stack.createProject('pro');
  const seeded = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  pn = seeded.phone_numbers[0].id;
  const customer = await stack.api(a.apiKey, 'POST', '/customers', { customer: { name: 'Log search' } });
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
    webhook: { url: hookUrl, events: ['messaging.message.sent', 'messaging.message.delivered'], payload_version: 'v2' },
  });
  expect(hook.status).toBe(201);
  const res = await fetch(`${stack.proxyUrl}/${pn}/messages`, {
    method: 'POST',
    headers: { 'x-api-key': a.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ messaging_product: 'whatsapp', to: '15550004444', type: 'text', text: { body: 'log search' } }),
  });
  expect(res.status).toBe(200);
  sent = { requestId: res.headers.get('x-request-id')!, wamid: ((await res.json()) as { messages: Array<{ id: string }> }).messages[0].id };
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise((r) => receiver?.close(r));
});

/** GET /log_search until `until` holds for its answer (the logs are written in batches). */
async function searchUntil(query: string, until: (body: { data: Hit[]; sources: Array<{ source: string; status: string }> }) => boolean) {
  let last: { status: number; body: any } | undefined;
  for (let i = 0; i < 150; i++) {
    last = await stack.api(a.apiKey, 'GET', `/log_search?${query}`);
    expect(last.status).toBe(200);
    if (until(last.body)) return last.body as { data: Hit[]; sources: Array<{ source: string; status: string; retention_days: number | null }>; paging: any };
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`GET /log_search?${query} never matched; last answer ${JSON.stringify(last?.body).slice(0, 2000)}`);
}

describe('GET /log_search (decision 0019)', () => {
  it("finds the send's request log entry by its request id and lists all ten sources; services not running are unavailable", async () => {
    const body = await searchUntil(`request_id=${encodeURIComponent(sent.requestId)}&order=asc`, (b) => b.data.some((h) => h.source === 'request_log'));
    const entry = body.data.find((h) => h.source === 'request_log')!;
    expect(entry).toMatchObject({ problem: false, keys: { request_id: sent.requestId, status: '200' }, detail: { http_method: 'POST', response_status: 200 } });
    expect(entry.detail.endpoint).toContain(`/${pn}/messages`);
    expect(body.sources.map((s) => s.source)).toEqual(ALL);
    const status = Object.fromEntries(body.sources.map((s) => [s.source, s.status]));
    expect(status.request_log).toBe('searched');
    for (const s of ['workflow_step', 'agent_run', 'function_invocation', 'function_log', 'flow_data_exchange'])
      expect([s, status[s]]).toEqual([s, 'unavailable']);
    expect(body.sources.find((s) => s.source === 'request_log')!.retention_days).toBe(30);
    // A subset names only what was asked; bad values are 400s.
    const subset = await stack.api(a.apiKey, 'GET', `/log_search?request_id=${encodeURIComponent(sent.requestId)}&sources=request_log,agent_run`);
    expect(subset.body.sources.map((s: { source: string; status: string }) => [s.source, s.status])).toEqual([
      ['request_log', 'searched'],
      ['agent_run', 'unavailable'],
    ]);
    expect((await stack.api(a.apiKey, 'GET', '/log_search?sources=request_log,kibana')).status).toBe(400);
    expect((await stack.api(a.apiKey, 'GET', '/log_search?around=2026-01-01T00:00:00Z&period=24h')).status).toBe(400);
  }, 60_000);

  it('the wamid story in time order: the send (request log, via related request ids), its upstream call, the upstream webhook, its events and their deliveries', async () => {
    const body = await searchUntil(`wamid=${encodeURIComponent(sent.wamid)}&order=asc&limit=100&highlight=${encodeURIComponent(sent.wamid)}`, (b) => {
      const events = b.data.filter((h) => h.source === 'message_event').map((h) => h.keys.status);
      return events.includes('sent') && events.includes('delivered') && b.data.some((h) => h.source === 'webhook_delivery');
    });
    const status = Object.fromEntries(body.sources.map((s) => [s.source, s.status]));
    expect(status).toMatchObject({
      request_log: 'searched',
      external_api_log: 'searched',
      upstream_webhook_event: 'searched',
      message_event: 'searched',
      webhook_delivery: 'searched',
      workflow_step: 'unavailable',
      flow_data_exchange: 'unavailable',
    });
    // In time order (merged order), oldest first.
    const times = body.data.map((h) => h.occurred_at);
    expect([...times].sort()).toEqual(times);
    const firstOf = (pred: (h: Hit) => boolean) => body.data.findIndex(pred);
    const request = firstOf((h) => h.source === 'request_log' && h.keys.request_id === sent.requestId);
    const upstreamCall = firstOf((h) => h.source === 'external_api_log' && h.keys.request_id === sent.requestId);
    const upstreamWebhook = firstOf((h) => h.source === 'upstream_webhook_event');
    const sentEvent = firstOf((h) => h.source === 'message_event' && h.keys.status === 'sent');
    const delivered = firstOf((h) => h.source === 'message_event' && h.keys.status === 'delivered');
    const delivery = firstOf((h) => h.source === 'webhook_delivery');
    expect([request, upstreamCall, upstreamWebhook, sentEvent, delivered, delivery].every((i) => i >= 0)).toBe(true);
    expect(request).toBeLessThan(upstreamCall);
    expect(upstreamCall).toBeLessThan(upstreamWebhook);
    expect(sentEvent).toBeLessThan(delivered);
    expect(sentEvent).toBeLessThan(delivery);
    // The message events and the upstream webhook events carry the wamid, so they are highlighted; the
    // request log entry and the upstream call (whose log has no wamid) are joined by the send's request id.
    const withWamid = body.data.filter((h) => h.source === 'upstream_webhook_event' || h.source === 'message_event');
    expect(withWamid.length).toBeGreaterThanOrEqual(3);
    expect(withWamid.filter((h) => h.keys.wamid !== sent.wamid || !h.highlighted)).toEqual([]);
    expect(body.data[request].highlighted).toBe(false);
    expect(body.data[upstreamCall].highlighted).toBe(false);
  }, 60_000);
});
