/**
 * Conversations journeys over HTTP through the gateway (issue 14): an inbound message from the
 * simulator reaches the contacts API and a project webhook subscribed to messaging.message.received;
 * a pass-through send and its statuses fire sent/delivered/read; contacts PATCH (custom properties,
 * the conversations filter, a fourth filter is a 400) and DELETE; sandbox sessions refuse a status;
 * project B sees none of it. Decision 0024: a conversation's calls, and an inbound media read by a signed-in member.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { appCall, signIn } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let a: { projectId: string; apiKey: string };
let b: { projectId: string; apiKey: string };
let pn = '';
let receiver: http.Server;
let hookUrl = '';
const received: Array<{ event: string; message?: { id: string; svc: { status: string } }; conversation?: { id: string }; is_new_conversation?: boolean }> = [];

const until = async (fn: () => Promise<boolean> | boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fn()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
};

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        received.push(JSON.parse(Buffer.concat(chunks).toString()));
      } catch {
        // not JSON: ignored
      }
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  stack = await startStack({ services: ['messaging-proxy', 'contacts', 'webhooks'] });
  a = await stack.createProject('pro');
  b = await stack.createProject('pro');
  const seeded = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  const customer = await stack.api(a.apiKey, 'POST', '/customers', { customer: { name: 'Conv' } });
  const connected = await stack.api(a.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: { phone_number_id: seeded.phone_numbers[0].id, business_account_id: seeded.wabas[0].id, access_token: seeded.tokens[0].value },
  });
  expect(connected.status).toBe(201);
  pn = seeded.phone_numbers[0].id;
  const hook = await stack.api(a.apiKey, 'POST', '/webhooks', {
    webhook: {
      url: hookUrl,
      events: [
        'messaging.message.received',
        'messaging.message.sent',
        'messaging.message.delivered',
        'messaging.message.read',
        'messaging.conversation.created',
      ],
      payload_version: 'v2',
    },
  });
  expect(hook.status).toBe(201);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise((r) => receiver?.close(r));
});

describe('conversations through the gateway', () => {
  let contactId = '';
  let conversationId = '';

  it('an inbound message: contact, conversation and message readable; messaging.message.received delivered to the project webhook', async () => {
    await stack.sim('POST', '/__sim/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: pn,
      from: '15558880001',
      text: 'hello platform',
      name: 'Zoe',
    });
    await until(async () => (await stack.api(a.apiKey, 'GET', '/messaging/messages?direction=inbound')).body.data?.length === 1);
    const msgs = await stack.api(a.apiKey, 'GET', '/messaging/messages?direction=inbound');
    expect(msgs.body.data[0]).toMatchObject({
      direction: 'inbound',
      status: 'received',
      text: 'hello platform',
      content: { body: 'hello platform' },
      has_media: false,
    });
    const contact = await stack.api(a.apiKey, 'GET', '/messaging/contacts/+15558880001');
    expect(contact.status).toBe(200);
    expect(contact.body.data).toMatchObject({ name: 'Zoe', phone_number: '15558880001', presence: [{ phone_number_id: pn }] });
    contactId = contact.body.data.id;
    const convs = await stack.api(a.apiKey, 'GET', `/messaging/conversations?phone_number_id=${pn}`);
    expect(convs.body.data).toHaveLength(1);
    conversationId = convs.body.data[0].id;
    expect((await stack.api(a.apiKey, 'GET', `/messaging/conversations/${conversationId}`)).body.data).toMatchObject({ messages_count: 1, status: 'active' });
    await until(() => received.some((e) => e.event === 'messaging.message.received'));
    const ev = received.find((e) => e.event === 'messaging.message.received')!;
    expect(ev).toMatchObject({ is_new_conversation: true, conversation: { id: conversationId } });
    expect((await stack.api(b.apiKey, 'GET', '/messaging/messages')).body.data).toEqual([]);
    expect((await stack.api(b.apiKey, 'GET', `/messaging/conversations/${conversationId}`)).status).toBe(404);
  }, 40_000);

  it('decision 0024: the conversation’s calls are the calls between its number and its contact, newest first, with artifact states', async () => {
    const theirs = (await stack.sim('POST', '/__sim/calls', { phone_number_id: pn, from: '15558880001', duration: 60 })) as { call: { id: string } };
    const outbound = (await stack.sim('POST', '/__sim/calls', {
      phone_number_id: pn,
      from: '15558880001',
      direction: 'BUSINESS_INITIATED',
      duration: 1,
      recording: false,
    })) as { call: { id: string } };
    await stack.sim('POST', '/__sim/calls', { phone_number_id: pn, from: '15558880099', duration: 3 });
    const path = `/messaging/conversations/${conversationId}/calls`;
    let r = await stack.api(a.apiKey, 'GET', path);
    await until(async () => {
      r = await stack.api(a.apiKey, 'GET', path);
      return r.body.data?.length === 2;
    });
    expect(r.status).toBe(200);
    expect(r.body.data.map((c: { call_id: string }) => c.call_id)).toEqual([outbound.call.id, theirs.call.id]);
    expect(r.body.data[0]).toMatchObject({ direction: 'outbound', to: '15558880001', recording: { state: 'absent' } });
    expect(r.body.data[1]).toMatchObject({ direction: 'inbound', from: '15558880001', status: 'completed', recording: { state: 'available' } });
    const page = await stack.api(a.apiKey, 'GET', `${path}?limit=1`);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.paging.next).toContain(`${path}?limit=1&after=`);
    expect((await stack.api(b.apiKey, 'GET', path)).status).toBe(404);
  }, 40_000);

  it('a pass-through send is recorded with its wamid; its statuses (duplicated, out of order) fire each event at most once', async () => {
    const send = await fetch(`${stack.proxyUrl}/${pn}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': a.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: '15558880001', type: 'text', text: { body: 'hi back' } }),
    });
    expect(send.status).toBe(200);
    const wamid = ((await send.json()) as { messages: { id: string }[] }).messages[0].id;
    await until(async () => (await stack.api(a.apiKey, 'GET', `/messaging/messages/${encodeURIComponent(wamid)}`)).status === 200);
    for (const status of ['sent', 'read', 'delivered', 'read'])
      await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'status', message_id: wamid, status });
    await until(() => received.some((e) => e.event === 'messaging.message.read' && e.message?.id === wamid));
    await until(async () => (await stack.api(a.apiKey, 'GET', `/messaging/messages/${encodeURIComponent(wamid)}`)).body.data.statuses.length >= 3);
    const m = await stack.api(a.apiKey, 'GET', `/messaging/messages/${encodeURIComponent(wamid)}`);
    expect(m.body.data).toMatchObject({ direction: 'outbound', status: 'read', text: 'hi back' });
    await new Promise((r) => setTimeout(r, 500));
    // The simulator also sends its own sent → delivered → read: whatever the order, each event fires once.
    const mine = received.filter((e) => e.message?.id === wamid).map((e) => e.event);
    // (`sent` is skipped when `read` was applied first: a late earlier status neither regresses nor fires.)
    expect(new Set(mine).size).toBe(mine.length);
    expect(mine).toContain('messaging.message.read');
  }, 40_000);

  it('PATCH sets custom properties; conversations filter by up to three of them; a fourth is a 400', async () => {
    const p = await stack.api(a.apiKey, 'PATCH', `/messaging/contacts/${contactId}`, { contact: { properties: { tier: 'gold', city: 'Lima' } } });
    expect(p.status).toBe(200);
    expect(p.body.data.properties).toEqual({ tier: 'gold', city: 'Lima' });
    // JSON types are kept: true and 3 come back as true and 3; null removes (issue 32 #6).
    const typed = await stack.api(a.apiKey, 'PATCH', `/messaging/contacts/${contactId}`, { contact: { properties: { vip: true, visits: 3, city: null } } });
    expect(typed.status).toBe(200);
    expect(typed.body.data.properties).toEqual({ tier: 'gold', vip: true, visits: 3 });
    expect((await stack.api(a.apiKey, 'GET', `/messaging/contacts/${contactId}`)).body.data.properties).toEqual({ tier: 'gold', vip: true, visits: 3 });
    expect((await stack.api(a.apiKey, 'GET', '/messaging/conversations?property=vip:true&property=visits:3')).body.data).toHaveLength(1);
    const restored = await stack.api(a.apiKey, 'PATCH', `/messaging/contacts/${contactId}`, {
      contact: { properties: { vip: null, visits: null, city: 'Lima' } },
    });
    expect(restored.body.data.properties).toEqual({ tier: 'gold', city: 'Lima' });
    expect((await stack.api(a.apiKey, 'GET', '/messaging/conversations?property=tier:gold&property=city:Lima')).body.data).toHaveLength(1);
    expect((await stack.api(a.apiKey, 'GET', '/messaging/conversations?property=tier:silver')).body.data).toHaveLength(0);
    const four = await stack.api(a.apiKey, 'GET', '/messaging/conversations?property=a:1&property=b:2&property=c:3&property=d:4');
    expect(four.status).toBe(400);
    expect(typeof four.body.error).toBe('string');
    expect((await stack.api(b.apiKey, 'PATCH', `/messaging/contacts/${contactId}`, { contact: { name: 'x' } })).status).toBe(404);
  }, 30_000);

  it('sandbox: a status in the body is refused with 400; without a configured sandbox number a create is a 400 too', async () => {
    const withStatus = await stack.api(a.apiKey, 'POST', '/messaging/sandbox_sessions', {
      sandbox_session: { phone_number: '+15550001111', status: 'active' },
    });
    expect(withStatus.status).toBe(400);
    const r = await stack.api(a.apiKey, 'POST', '/messaging/sandbox_sessions', { sandbox_session: { phone_number: '+15550001111' } });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/sandbox/i);
  });

  it('DELETE erases the contact with its conversations and messages', async () => {
    const d = await stack.api(a.apiKey, 'DELETE', `/messaging/contacts/${contactId}`);
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({ id: contactId, deleted: true, conversations_erased: 1, messages_erased: 2 });
    expect((await stack.api(a.apiKey, 'GET', `/messaging/contacts/${contactId}`)).status).toBe(404);
    expect((await stack.api(a.apiKey, 'GET', '/messaging/messages')).body.data).toEqual([]);
  });

  it('decision 0024: a signed-in member reads an inbound media at {app_url} (same origin, private); another project, or a number id, is 404', async () => {
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from(`e2e media ${randomUUID()}`)]);
    const t = (await stack.sim('POST', '/__sim/webhooks/trigger', {
      kind: 'inbound_message',
      phone_number_id: pn,
      from: '15558880002',
      message: {
        type: 'image',
        image: { id: String(800_000_000_000_000 + Math.floor(Math.random() * 1e9)), mime_type: 'image/png', content_base64: bytes.toString('base64') },
      },
    })) as { payload: { entry: Array<{ changes: Array<{ value: { messages: Array<{ image: { id: string } }> } }> }> } };
    const mediaId = t.payload.entry[0].changes[0].value.messages[0].image.id;
    const member = async (projectId: string) => {
      const email = `media-${randomUUID()}@e2e.test`;
      const added = (await stack.admin(['user', 'add-owner', '--project', projectId, '--email', email, '--json'])) as { password: string };
      return signIn(stack.gatewayUrl, email, added.password);
    };
    const mine = await member(a.projectId);
    const media = (session: { cookie: string }, projectId: string, id: string) =>
      fetch(`${stack.gatewayUrl}/app/api/v1/projects/${projectId}/media/${id}`, { headers: { cookie: session.cookie } });
    let r = await media(mine, a.projectId, mediaId);
    await until(async () => {
      r = await media(mine, a.projectId, mediaId);
      return r.status === 200;
    });
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await r.arrayBuffer()).equals(bytes)).toBe(true);
    const number = await media(mine, a.projectId, pn);
    expect(number.status).toBe(404);
    expect(Object.keys((await number.json()) as object)).toEqual(['error']);
    const theirs = await member(b.projectId);
    expect((await media(theirs, b.projectId, mediaId)).status).toBe(404);
    expect((await appCall(stack.gatewayUrl, theirs, 'GET', `/projects/${a.projectId}/members`)).status).toBe(404);
  }, 40_000);
});
