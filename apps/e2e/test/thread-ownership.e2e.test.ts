/**
 * Thread ownership on a shared number end to end (issue 15 item 2, decision 0231): the simulator's
 * handover webhook → messaging-proxy → NATS → contacts → webhooks → the project's endpoint; a send
 * through the gateway's {proxy_url} to the thread another app handles is refused 409 thread_not_owner
 * and forwarded with X-Svc-Take-Control: true, which emits ownership_changed. Risks removed: the
 * platform talking over another app in a customer's conversation; ownership events that never reach
 * the customer; another project's sends blocked by this project's thread.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll, startStack, type Stack } from '../src';

let stack: Stack;
let server: Server;
let receiverUrl: string;
const received: Array<Record<string, any>> = [];
const OTHER_APP = '200000000000009';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, any>);
      } catch {
        // not JSON: not ours
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  stack = await startStack({ services: ['messaging-proxy', 'contacts', 'webhooks'], appEnv: { webhooks: { WEBHOOK_POLL_MS: '100' } } });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((r) => server.close(() => r()));
});

/** A project with one connected number and a v2 webhook for the thread events. */
async function world() {
  const p = await stack.createProject('pro');
  const fx = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  const pn = fx.phone_numbers[0].id as string;
  const customer = await stack.api(p.apiKey, 'POST', '/customers', { customer: { name: 'Shared Co' } });
  const connected = await stack.api(p.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: { name: 'Support', kind: 'production', phone_number_id: pn, business_account_id: fx.wabas[0].id, access_token: fx.tokens[0].value },
  });
  expect(connected.status).toBe(201);
  const hook = await stack.api(p.apiKey, 'POST', '/webhooks', {
    webhook: { url: receiverUrl, events: ['messaging.thread.ownership_changed', 'messaging.thread.standby'], payload_version: 'v2' },
  });
  expect(hook.status).toBe(201);
  return { ...p, pn };
}

const send = (apiKey: string, pn: string, to: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.proxyUrl}/${pn}/messages`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'text', text: { body: 'Hello' } }),
  });

const forwarded = async (pn: string, edge: string) => (await stack.sim('GET', `/__sim/requests?method=POST&path=${pn}/${edge}`)).count as number;

const ownershipEvents = (pn: string) => received.filter((e) => e.event === 'messaging.thread.ownership_changed' && e.phone_number_id === pn);

describe('thread ownership through the gateway', () => {
  it('a thread passed to another app: 409 thread_not_owner, nothing forwarded; with X-Svc-Take-Control: forwarded and ownership_changed emitted', async () => {
    const w = await world();
    const to = '15550107777';
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'handover', phone_number_id: w.pn, wa_id: to, action: 'pass', new_owner_app_id: OTHER_APP });
    const passed = await poll(async () => ownershipEvents(w.pn)[0], 30_000);
    expect(passed).toMatchObject({
      event: 'messaging.thread.ownership_changed',
      thread: { customer: to, handler: 'other_app', owner_app_id: OTHER_APP, reason: 'pass' },
    });

    const refused = await send(w.apiKey, w.pn, to);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: expect.any(String), code: 'thread_not_owner' });
    expect(await forwarded(w.pn, 'messages')).toBe(0);

    const taken = await send(w.apiKey, w.pn, to, { 'X-Svc-Take-Control': 'true' });
    expect(taken.status).toBe(200);
    expect((await taken.json()) as Record<string, unknown>).toMatchObject({ messages: [{ id: expect.stringMatching(/^wamid\./) }] });
    expect(await forwarded(w.pn, 'thread_control')).toBe(1);
    expect(await forwarded(w.pn, 'messages')).toBe(1);
    const change = await poll(async () => ownershipEvents(w.pn).find((e) => e.thread.reason === 'take_control'), 30_000);
    expect(change.thread).toMatchObject({ customer: to, handler: 'this_app', previous_handler: 'other_app' });

    // Taken: the next regular send goes out without the header.
    expect((await send(w.apiKey, w.pn, to)).status).toBe(200);
  }, 90_000);

  it("another project's number is not affected by this project's shared thread", async () => {
    const a = await world();
    const b = await world();
    const to = '15550108888';
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'handover', phone_number_id: a.pn, wa_id: to, action: 'pass', new_owner_app_id: OTHER_APP });
    await poll(async () => ownershipEvents(a.pn)[0], 30_000);
    expect((await send(a.apiKey, a.pn, to)).status).toBe(409);
    expect((await send(b.apiKey, b.pn, to)).status).toBe(200);
    // A project cannot send (nor take control) through another project's number: 404 like an unknown one.
    const foreign = await send(b.apiKey, a.pn, to, { 'X-Svc-Take-Control': 'true' });
    expect(foreign.status).toBe(404);
    expect(received.filter((e) => e.phone_number_id === a.pn).every((e) => e.thread.customer === to)).toBe(true);
  }, 90_000);
});
