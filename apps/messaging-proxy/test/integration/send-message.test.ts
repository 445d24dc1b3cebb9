/**
 * One send, `POST {proxy_url}/{phone_number_id}/messages` and the SendMessage RPC (issue 15,
 * decisions 0104, 0105, 0230, 0232; the flow is usecases/sends.usecase.ts), through real services:
 * the simulator, contacts and funding as child processes (apps never import apps), messaging-proxy
 * in-process.
 *
 * The guarded send through {proxy_url}: risks removed — a marketing template reaching (and billed to)
 * a contact who opted out, a send forwarded without credits, credits over-committed by concurrent
 * sends, a hold never settled or never released, the upstream's own opt-out refusal (a synchronous
 * 131050) changed on its way back or not recorded, an opt-out refusing more than marketing templates.
 *
 * SendMessage, the guarded send of the platform's own senders: risks removed — a broadcast or
 * workflow send bypassing the opt-out or the credit check, an upstream error a caller cannot act on
 * (no code, no retry time), a retried send delivered twice.
 */
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromStruct, type contacts, type funding } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import { waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectSeededNumber,
  failure,
  optOutOfMarketing,
  seedAccount,
  startWithPeers,
  type ServiceUnderTest,
  type ServiceWithPeers,
  type SimProcess,
  untilMarketingStopped,
} from './harness';
import { sendMessageRequest, sendMessageRpc, type SendRpcExtra } from './send-rpc';

/** Prices of a template to Brazil: 0.05 USD marketing, 0.01 utility, 0.02 authentication; service messages free. */
const card = { currency: 'USD', rates: { BR: { marketing: '0.05', utility: '0.01', authentication: '0.02', service: '0' } } };
const template = (to: string, name: string) => ({ to, type: 'template', template: { name, language: { code: 'en_US' } } });

describe('POST {proxy_url}/{phone_number_id}/messages: the guarded send', () => {
  let sim: SimProcess;
  let mp: ServiceUnderTest;
  /** Between messaging-proxy and the simulator: passes every call through and keeps the answers to sends. */
  let tap: Server;
  /** The simulator's answers to `POST …/messages` as it wrote them (status and bytes), in order. */
  const upstreamSendAnswers: Array<{ path: string; status: number; body: Buffer }> = [];
  let peers: ServiceWithPeers;
  let contactsRpc: contacts.ContactsServiceClient;
  let fundingRpc: funding.FundingServiceClient;
  /** 0.05 USD per marketing template to Brazil, 0.01 per utility one; service messages free. */
  const MARKETING = 50_000;
  let pn = '';
  let wabaId = '';

  const credits = async (project: string) => (await callUnary(fundingRpc, 'GetCreditBalance', { project_id: project })).balance!;

  const send = (project: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': project, ...headers },
      body: JSON.stringify({ messaging_product: 'whatsapp', ...body }),
    });

  const project = randomUUID();

  /** Starts {@link tap} in front of `target`; answers its base URL. */
  async function startTap(target: string): Promise<string> {
    tap = createServer((req, res) => {
      const url = new URL(req.url ?? '/', target);
      const upstream = httpRequest(url, { method: req.method, headers: req.headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          if (req.method === 'POST' && url.pathname.endsWith('/messages')) {
            upstreamSendAnswers.push({ path: url.pathname, status: answer.statusCode ?? 0, body: Buffer.concat(chunks) });
          }
        });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((ok) => tap.listen(0, '127.0.0.1', ok));
    return `http://127.0.0.1:${(tap.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    peers = await startWithPeers({
      card,
      probeProject: project,
      tmpPrefix: 'send-guard-',
      // messaging-proxy reaches the simulator through the tap, so a test can compare what the caller got with what the upstream answered.
      upstream: async (s) => ({ ...s, url: await startTap(s.url) }),
    });
    ({ sim, mp, contactsRpc, fundingRpc } = peers);
    // The upstream refuses a marketing template to a user who stopped marketing at once (131050), as the API does.
    const settings = await sim.control<{ marketing_stop_error: string }>('PUT', '/settings', { marketing_stop_error: 'sync' });
    expect(settings.marketing_stop_error).toBe('sync');
    const acct = await seedAccount(sim, { numbers: [{}] });
    wabaId = acct.wabaId;
    await sim.control('POST', '/fixtures', {
      templates: [
        { waba_id: wabaId, name: 'spring_sale', category: 'MARKETING' },
        { waba_id: wabaId, name: 'order_update', category: 'UTILITY' },
        { waba_id: wabaId, name: 'login_code', category: 'AUTHENTICATION' },
      ],
    });
    pn = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
  }, 120_000);

  afterAll(async () => {
    await peers?.stop();
    await new Promise((done) => (tap ? tap.close(done) : done(undefined)));
  });

  describe('guarded sends', () => {
    it('a marketing template to a contact who stopped marketing on the number: 422 marketing_preference_stopped, nothing forwarded, nothing held', async () => {
      await callUnary(fundingRpc, 'TopUpCredits', { project_id: project, amount_micros: 1_000_000, reference: `opt-out-${project}`, note: '' });
      const to = '5511987650001';
      await optOutOfMarketing(sim, contactsRpc, { projectId: project, phoneNumberId: pn, waId: to });
      await sim.control('DELETE', '/requests');
      const before = await credits(project);

      const res = await send(project, template(`+${to}`, 'spring_sale'));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: expect.any(String), code: 'marketing_preference_stopped' });
      const log = await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', '/requests');
      expect(log.data.filter((r) => r.method === 'POST' && r.path.includes('/messages'))).toEqual([]);
      expect(await credits(project)).toEqual(before);

      // A utility template and a session message to the same contact are unaffected by the opt-out.
      const utility = await send(project, template(to, 'order_update'));
      expect(utility.status).toBe(200);
      // Once the contact resumes, the marketing template goes out and is charged its price.
      await sim.control('POST', '/webhooks/trigger', { kind: 'user_preferences', phone_number_id: pn, wa_id: to, value: 'resume' });
      await waitFor(
        async () => {
          const r = await callUnary(contactsRpc, 'ListMarketingPreferences', { project_id: project, identifier: to, phone_number_id: pn });
          return r.preferences.some((p) => p.status === 'resumed');
        },
        { timeoutMs: 15_000 },
      );
      const resumed = await send(project, template(to, 'spring_sale'));
      expect(resumed.status).toBe(200);
    }, 60_000);

    it('a contact who stopped marketing: an authentication template and a session text are forwarded (200); only the marketing template is refused', async () => {
      const to = '5511987650011';
      await callUnary(fundingRpc, 'TopUpCredits', { project_id: project, amount_micros: 1_000_000, reference: `non-marketing-${project}`, note: '' });
      // The contact writes in (its service window opens), then stops marketing on the number.
      await sim.control('POST', '/webhooks/trigger', { kind: 'inbound_message', phone_number_id: pn, from: to, text: 'hi' });
      await sim.control('POST', '/webhooks/trigger', { kind: 'user_preferences', phone_number_id: pn, wa_id: to, value: 'stop' });
      await untilMarketingStopped(contactsRpc, { projectId: project, phoneNumberId: pn, identifier: to });
      await sim.control('DELETE', '/requests');

      const auth = await send(project, template(to, 'login_code'));
      expect(auth.status).toBe(200);
      expect(((await auth.json()) as { messages: Array<{ id: string }> }).messages[0].id).toMatch(/^wamid\./);
      const session = await send(project, { to, type: 'text', text: { body: 'your order shipped' } });
      expect(session.status).toBe(200);
      expect(((await session.json()) as { messages: Array<{ id: string }> }).messages[0].id).toMatch(/^wamid\./);
      const marketingSend = await send(project, template(to, 'spring_sale'));
      expect(marketingSend.status).toBe(422);
      expect(await marketingSend.json()).toEqual({ error: expect.any(String), code: 'marketing_preference_stopped' });
      // Exactly the two non-marketing messages reached the upstream.
      const log = await sim.control<{ data: Array<{ body: { type: string; template?: { name: string } } }> }>(
        'GET',
        `/requests?method=POST&path=/${pn}/messages`,
      );
      expect(log.data.map((r) => r.body.template?.name ?? r.body.type)).toEqual(['login_code', 'text']);
    }, 60_000);

    it('opted out at the upstream only (contacts does not know): its synchronous 131050 comes back unchanged, the preference is recorded, the hold released', async () => {
      const to = '5511987650012';
      await callUnary(fundingRpc, 'TopUpCredits', { project_id: project, amount_micros: 1_000_000, reference: `upstream-only-${project}`, note: '' });
      // The user stops marketing while the upstream's webhook to this account is not delivered (the app
      // is not subscribed to it for that moment): the upstream knows, contacts does not.
      try {
        await sim.control('PUT', '/settings', { require_subscription: true });
        await sim.control('POST', '/fixtures', { wabas: [{ id: wabaId, subscribed: false }] });
        const d = await sim.control<{ delivery: { state: string } }>('POST', '/webhooks/trigger', {
          kind: 'user_preferences',
          phone_number_id: pn,
          wa_id: to,
          value: 'stop',
        });
        expect(d.delivery.state).toBe('skipped');
      } finally {
        await sim.control('POST', '/fixtures', { wabas: [{ id: wabaId, subscribed: true }] });
        await sim.control('PUT', '/settings', { require_subscription: false });
      }
      const known = await callUnary(contactsRpc, 'ListMarketingPreferences', { project_id: project, identifier: to, phone_number_id: pn }).catch(() => ({
        preferences: [],
      }));
      expect(known.preferences.filter((p) => p.status === 'stopped')).toEqual([]);
      // Earlier sends of the project settle first, so the hold of this one is the only change to watch.
      await waitFor(async () => Number((await credits(project)).held_micros) === 0, { timeoutMs: 30_000, intervalMs: 250 });
      const before = await credits(project);
      upstreamSendAnswers.length = 0;

      const res = await send(project, template(to, 'spring_sale'));
      const body = Buffer.from(await res.arrayBuffer());
      // What the upstream answered, as it wrote it: a synchronous 131050 refusal.
      expect(upstreamSendAnswers).toHaveLength(1);
      const answered = upstreamSendAnswers[0];
      expect(answered.path.endsWith(`/${pn}/messages`)).toBe(true);
      expect((JSON.parse(answered.body.toString('utf8')) as { error: { code: number } }).error.code).toBe(131050);
      // Handed to the caller unchanged: the same status and the same bytes.
      expect(res.status).toBe(answered.status);
      expect(body.equals(answered.body)).toBe(true);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);

      // Nothing charged: the hold was released when the upstream refused.
      const after = await credits(project);
      expect([after.balance_micros, after.held_micros, after.available_micros].map(Number)).toEqual(
        [before.balance_micros, before.held_micros, before.available_micros].map(Number),
      );
      // Recorded as the contact's preference (messaging_proxy.message.refused → contacts).
      await waitFor(
        async () => {
          try {
            const r = await callUnary(contactsRpc, 'ListMarketingPreferences', { project_id: project, identifier: to, phone_number_id: pn });
            return r.preferences.some((p) => p.status === 'stopped' && p.source === 'meta_synchronous_error');
          } catch {
            return false;
          }
        },
        { timeoutMs: 15_000 },
      );
      // So the next marketing template is refused by the platform itself, never forwarded.
      await sim.control('DELETE', '/requests');
      const next = await send(project, template(to, 'spring_sale'));
      expect(next.status).toBe(422);
      expect(await next.json()).toEqual({ error: expect.any(String), code: 'marketing_preference_stopped' });
      const log = await sim.control<{ data: unknown[] }>('GET', `/requests?method=POST&path=/${pn}/messages`);
      expect(log.data).toEqual([]);
    }, 60_000);

    it('a project without credits: 402 insufficient_credits with billing_url, passed through unchanged; nothing forwarded', async () => {
      const poor = randomUUID();
      const acct = await seedAccount(sim, { numbers: [{}] });
      await sim.control('POST', '/fixtures', { templates: [{ waba_id: acct.wabaId, name: 'spring_sale', category: 'MARKETING' }] });
      const poorPn = (await connectSeededNumber(mp, poor, acct)).phone_number_id!;
      await sim.control('DELETE', '/requests');
      const res = await fetch(`${mp.httpUrl}/proxy/${poorPn}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-project-id': poor },
        body: JSON.stringify({ messaging_product: 'whatsapp', ...template('5511987650002', 'spring_sale') }),
      });
      expect(res.status).toBe(402);
      expect(await res.json()).toEqual({ error: expect.any(String), code: 'insufficient_credits', billing_url: expect.stringMatching(/^https?:\/\//) });
      const log = await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', '/requests');
      expect(log.data.filter((r) => r.method === 'POST' && r.path.includes('/messages'))).toEqual([]);
    }, 30_000);

    it('100 concurrent marketing sends against credits for 10: exactly 10 forwarded, 90 × 402 insufficient_credits, balance exactly 0 after settlement', async () => {
      const rich = randomUUID();
      const acct = await seedAccount(sim, { numbers: [{}] });
      await sim.control('POST', '/fixtures', { templates: [{ waba_id: acct.wabaId, name: 'spring_sale', category: 'MARKETING' }] });
      const richPn = (await connectSeededNumber(mp, rich, acct)).phone_number_id!;
      await callUnary(fundingRpc, 'TopUpCredits', { project_id: rich, amount_micros: 10 * MARKETING, reference: `ten-${rich}`, note: '' });
      await sim.control('DELETE', '/requests');

      const answers = await Promise.all(
        Array.from({ length: 100 }, async (_, i) => {
          const res = await fetch(`${mp.httpUrl}/proxy/${richPn}/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-project-id': rich },
            body: JSON.stringify({ messaging_product: 'whatsapp', ...template(`55119876${String(10000 + i)}`, 'spring_sale') }),
          });
          return { status: res.status, body: (await res.json()) as { code?: string } };
        }),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      const refused = answers.filter((a) => a.status === 402);
      expect(refused).toHaveLength(90);
      expect(new Set(refused.map((a) => a.body.code))).toEqual(new Set(['insufficient_credits']));
      const log = await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', `/requests?method=POST&path=${richPn}/messages`);
      expect(log.data).toHaveLength(10);

      // The simulator's status webhooks carry the pricing; funding settles each hold from it.
      await waitFor(
        async () => {
          const b = await credits(rich);
          return Number(b.held_micros) === 0 && Number(b.balance_micros) === 0;
        },
        { timeoutMs: 30_000, intervalMs: 250 },
      );
      const b = await credits(rich);
      expect([Number(b.balance_micros), Number(b.held_micros), Number(b.available_micros)]).toEqual([0, 0, 0]);
    }, 90_000);

    it('a service message that cannot be priced: the 402 of funding passed through unchanged (no billing_url), nothing forwarded', async () => {
      await sim.control('DELETE', '/requests');
      // The card has no row for Germany (and no `*` row).
      const res = await send(project, { to: '4915112345678', type: 'text', text: { body: 'hallo' } });
      expect(res.status).toBe(402);
      expect(await res.json()).toEqual({ error: expect.any(String), code: 'service_region_missing' });
      const log = await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', '/requests?method=POST');
      expect(log.data.filter((r) => r.path.includes('/messages'))).toEqual([]);
    }, 30_000);

    it('Idempotency-Key names the hold: a retry of an accepted send is not forwarded again nor held twice', async () => {
      const key = `retry-${randomUUID()}`;
      const first = await send(project, template('5511987650004', 'order_update'), { 'idempotency-key': key });
      expect(first.status).toBe(200);
      const held = await credits(project);
      await sim.control('DELETE', '/requests');
      const again = await send(project, template('5511987650004', 'order_update'), { 'idempotency-key': key });
      expect(again.status).toBe(409);
      const log = await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', '/requests?method=POST');
      expect(log.data.filter((r) => r.path.includes('/messages'))).toEqual([]);
      expect(Number((await credits(project)).held_micros)).toBeLessThanOrEqual(Number(held.held_micros));
    }, 30_000);

    it('two concurrent sends with one Idempotency-Key: one forwarded, the other 409', async () => {
      const key = `twice-${randomUUID()}`;
      await sim.control('DELETE', '/requests');
      const answers = await Promise.all([0, 1].map(() => send(project, template('5511987650005', 'order_update'), { 'idempotency-key': key })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const log = await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', '/requests?method=POST');
      expect(log.data.filter((r) => r.path.includes('/messages'))).toHaveLength(1);
    }, 30_000);

    it('mark as read and typing indicators are not messages: forwarded unclassified and unheld, even with a zero balance', async () => {
      const reader = randomUUID();
      const acct = await seedAccount(sim, { numbers: [{}] });
      const readerPn = (await connectSeededNumber(mp, reader, acct)).phone_number_id!;
      const t = await sim.control<{ payload: { entry: Array<{ changes: Array<{ value: { messages: Array<{ id: string }> } }> }> } }>(
        'POST',
        '/webhooks/trigger',
        {
          kind: 'inbound_message',
          phone_number_id: readerPn,
          from: '4915112345679',
          text: 'hello',
        },
      );
      const inboundId = t.payload.entry[0].changes[0].value.messages[0].id;
      const before = await credits(reader);
      await sim.control('DELETE', '/requests');
      for (const body of [
        { messaging_product: 'whatsapp', status: 'read', message_id: inboundId },
        { messaging_product: 'whatsapp', status: 'read', message_id: inboundId, typing_indicator: { type: 'text' } },
      ]) {
        const res = await fetch(`${mp.httpUrl}/proxy/${readerPn}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-project-id': reader, 'idempotency-key': `read-${randomUUID()}` },
          body: JSON.stringify(body),
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ success: true });
      }
      const log = await sim.control<{ data: Array<{ body: unknown }> }>('GET', `/requests?method=POST&path=/${readerPn}/messages`);
      expect(log.data.map((r) => r.body)).toEqual([
        { messaging_product: 'whatsapp', status: 'read', message_id: inboundId },
        { messaging_product: 'whatsapp', status: 'read', message_id: inboundId, typing_indicator: { type: 'text' } },
      ]);
      const after = await credits(reader);
      expect([after.balance_micros, after.held_micros, after.available_micros].map(Number)).toEqual(
        [before.balance_micros, before.held_micros, before.available_micros].map(Number),
      );
      // The messaging_account_id check still applies.
      const foreign = await fetch(`${mp.httpUrl}/proxy/${readerPn}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-project-id': reader },
        body: JSON.stringify({ messaging_product: 'whatsapp', status: 'read', message_id: inboundId, messaging_account_id: '999' }),
      });
      expect(foreign.status).toBe(422);
    }, 30_000);

    it('a marketing template addressed by `recipient` (a business-scoped user id) to a user who stopped marketing: 422, nothing forwarded', async () => {
      const waId = '5511987650077';
      const bsuid = 'BR.13491208655302741918';
      // The user writes in (the contact gets both ids), then stops marketing on the number.
      await sim.control('POST', '/webhooks/trigger', {
        field: 'messages',
        phone_number_id: pn,
        value: {
          messaging_product: 'whatsapp',
          metadata: { display_phone_number: '15550000000', phone_number_id: pn },
          contacts: [{ profile: { name: 'Scoped' }, wa_id: waId, user_id: bsuid }],
          messages: [
            {
              from: waId,
              from_user_id: bsuid,
              id: `wamid.${randomUUID()}`,
              timestamp: String(Math.floor(Date.now() / 1000)),
              type: 'text',
              text: { body: 'hi' },
            },
          ],
        },
      });
      await waitFor(
        async () => {
          try {
            return Boolean((await callUnary(contactsRpc, 'GetContact', { project_id: project, identifier: bsuid })).contact);
          } catch {
            return false;
          }
        },
        { timeoutMs: 15_000 },
      );
      await sim.control('POST', '/webhooks/trigger', { kind: 'user_preferences', phone_number_id: pn, wa_id: waId, value: 'stop' });
      await untilMarketingStopped(contactsRpc, { projectId: project, phoneNumberId: pn, identifier: bsuid });
      await sim.control('DELETE', '/requests');
      const before = await credits(project);
      const res = await send(project, { recipient: bsuid, type: 'template', template: { name: 'spring_sale', language: { code: 'en_US' } } });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: expect.any(String), code: 'marketing_preference_stopped' });
      const log = await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', '/requests?method=POST');
      expect(log.data.filter((r) => r.path.includes('/messages'))).toEqual([]);
      expect(await credits(project)).toEqual(before);
    }, 60_000);

    it('a send the upstream refuses releases its hold: the credits are available again', async () => {
      // Earlier sends of this project settle first (their status webhooks).
      await waitFor(async () => Number((await credits(project)).held_micros) === 0, { timeoutMs: 30_000, intervalMs: 250 });
      const before = await credits(project);
      const res = await send(project, template('5511987650003', 'no_such_template'));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const after = await credits(project);
      expect([after.balance_micros, after.held_micros].map(Number)).toEqual([before.balance_micros, before.held_micros].map(Number));
    }, 30_000);
  });
});

describe("the SendMessage RPC: the same send for the platform's own senders", () => {
  let sim: SimProcess;
  let mp: ServiceUnderTest;
  let peers: ServiceWithPeers;
  let contactsRpc: contacts.ContactsServiceClient;
  let fundingRpc: funding.FundingServiceClient;
  const project = randomUUID();
  let pn = '';

  const sendRpc = (message: Record<string, unknown>, extra: SendRpcExtra = {}) => sendMessageRpc(mp, project, pn, message, extra);

  const forwarded = async (number: string) =>
    (await sim.control<{ data: Array<{ method: string; path: string }> }>('GET', '/requests?method=POST')).data.filter((r) =>
      r.path.includes(`${number}/messages`),
    );

  beforeAll(async () => {
    peers = await startWithPeers({ card, probeProject: project, tmpPrefix: 'send-message-' });
    ({ sim, mp, contactsRpc, fundingRpc } = peers);
    const acct = await seedAccount(sim, { numbers: [{}] });
    await sim.control('POST', '/fixtures', {
      templates: [
        { waba_id: acct.wabaId, name: 'spring_sale', category: 'MARKETING' },
        { waba_id: acct.wabaId, name: 'order_update', category: 'UTILITY' },
      ],
    });
    pn = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
    await callUnary(fundingRpc, 'TopUpCredits', { project_id: project, amount_micros: 1_000_000, reference: `top-${project}`, note: '' });
  }, 120_000);

  afterAll(async () => {
    await peers?.stop();
  });

  describe('SendMessage', () => {
    it('an accepted send answers accepted with the wamid and http_status 200; it was forwarded once and its credits held', async () => {
      await sim.control('DELETE', '/requests');
      const r = await sendRpc(template('5511987651001', 'order_update'));
      expect(r).toMatchObject({ accepted: true, http_status: 200, code: '', upstream_error_code: 0, retry_after_seconds: 0 });
      expect(r.wamid).toMatch(/^wamid\./);
      expect(fromStruct(r.body!)).toMatchObject({ messages: [{ id: r.wamid }] });
      expect(await forwarded(pn)).toHaveLength(1);
      const balance = (await callUnary(fundingRpc, 'GetCreditBalance', { project_id: project })).balance!;
      expect(Number(balance.held_micros) + (1_000_000 - Number(balance.balance_micros))).toBeGreaterThan(0);
    }, 30_000);

    it('a marketing template to a contact who stopped marketing: accepted=false, 422 marketing_preference_stopped, nothing forwarded', async () => {
      const to = '5511987651002';
      await sim.control('POST', '/webhooks/trigger', { kind: 'user_preferences', phone_number_id: pn, wa_id: to, value: 'stop' });
      await untilMarketingStopped(contactsRpc, { projectId: project, phoneNumberId: pn, identifier: to });
      await sim.control('DELETE', '/requests');
      const r = await sendRpc(template(to, 'spring_sale'));
      expect(r).toMatchObject({ accepted: false, wamid: '', http_status: 422, code: 'marketing_preference_stopped', upstream_error_code: 0 });
      expect(fromStruct(r.body!)).toEqual({ error: expect.any(String), code: 'marketing_preference_stopped' });
      expect(await forwarded(pn)).toEqual([]);
    }, 30_000);

    it('a project without credits: accepted=false, 402 insufficient_credits with billing_url, nothing forwarded', async () => {
      const poor = randomUUID();
      const acct = await seedAccount(sim, { numbers: [{}] });
      await sim.control('POST', '/fixtures', { templates: [{ waba_id: acct.wabaId, name: 'spring_sale', category: 'MARKETING' }] });
      const poorPn = (await connectSeededNumber(mp, poor, acct)).phone_number_id!;
      await sim.control('DELETE', '/requests');
      const r = await sendRpc(template('5511987651003', 'spring_sale'), { project_id: poor, phone_number_id: poorPn });
      expect(r).toMatchObject({ accepted: false, http_status: 402, code: 'insufficient_credits' });
      expect(fromStruct(r.body!)).toMatchObject({ code: 'insufficient_credits', billing_url: expect.stringMatching(/^https?:\/\//) });
      expect(await forwarded(poorPn)).toEqual([]);
    }, 30_000);

    it('an upstream error: accepted=false, its status, body and code; throttling (131056, 130429) gives a positive retry_after_seconds, a template error none', async () => {
      await sim.control('POST', '/faults', { match: { method: 'POST', path: `${pn}/messages` }, kind: 'graph_error', code: 131056, times: 1 });
      const pair = await sendRpc({ to: '5511987651004', type: 'text', text: { body: 'hi' } });
      expect(pair).toMatchObject({ accepted: false, wamid: '', code: '', upstream_error_code: 131056 });
      expect(pair.http_status).toBeGreaterThanOrEqual(400);
      expect(pair.retry_after_seconds).toBe(6);
      expect(fromStruct(pair.body!)).toMatchObject({ error: { code: 131056 } });

      await sim.control('POST', '/faults', { match: { method: 'POST', path: `${pn}/messages` }, kind: 'graph_error', code: 130429, times: 1 });
      const throughput = await sendRpc({ to: '5511987651004', type: 'text', text: { body: 'hi' } });
      expect(throughput).toMatchObject({ accepted: false, upstream_error_code: 130429 });
      expect(throughput.retry_after_seconds).toBeGreaterThan(0);

      const missing = await sendRpc(template('5511987651004', 'no_such_template'));
      expect(missing.accepted).toBe(false);
      expect(missing.upstream_error_code).toBeGreaterThan(0);
      expect(missing.retry_after_seconds).toBe(0);
    }, 30_000);

    it('a retry with the same idempotency_key is not forwarded again: accepted=false, 409 duplicate_send with the original wamid', async () => {
      const key = `broadcast:${randomUUID()}:recipient:1`;
      await sim.control('DELETE', '/requests');
      const first = await sendRpc(template('5511987651005', 'order_update'), { idempotency_key: key });
      expect(first.accepted).toBe(true);
      const again = await sendRpc(template('5511987651005', 'order_update'), { idempotency_key: key });
      expect(again).toMatchObject({ accepted: false, http_status: 409, code: 'duplicate_send', wamid: first.wamid });
      expect(await forwarded(pn)).toHaveLength(1);
      // The same key through the pass-through names the same send.
      const http = await fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-project-id': project, 'idempotency-key': key },
        body: JSON.stringify({ messaging_product: 'whatsapp', ...template('5511987651005', 'order_update') }),
      });
      expect(http.status).toBe(409);
      expect(await http.json()).toEqual({ error: expect.any(String), code: 'duplicate_send', wamid: first.wamid });
      expect(await forwarded(pn)).toHaveLength(1);
    }, 30_000);

    it("an unknown or another project's number is NOT_FOUND alike; a bad request is INVALID_ARGUMENT", async () => {
      const foreign = await failure(sendRpc({ to: '5511987651006', type: 'text', text: { body: 'x' } }, { project_id: randomUUID() }));
      const unknown = await failure(sendRpc({ to: '5511987651006', type: 'text', text: { body: 'x' } }, { phone_number_id: '999999999999' }));
      expect(foreign.code).toBe(5);
      expect([unknown.code, unknown.publicMessage]).toEqual([foreign.code, foreign.publicMessage]);
      expect((await failure(sendRpc({}))).code).toBe(3);
      expect((await failure(sendRpc({ to: '1' }, { idempotency_key: 'has space' }))).code).toBe(3);
    }, 30_000);
  });

  describe('SendMessages (several SendMessage calls in one)', () => {
    const item = (message: Record<string, unknown>, extra: SendRpcExtra = {}) => sendMessageRequest(project, pn, message, extra);

    it('each send answered in order with what SendMessage answers: accepted, refused, duplicate, and the errors of a bad item, an unknown and a foreign number', async () => {
      const stopped = '5511987652002';
      await sim.control('POST', '/webhooks/trigger', { kind: 'user_preferences', phone_number_id: pn, wa_id: stopped, value: 'stop' });
      await untilMarketingStopped(contactsRpc, { projectId: project, phoneNumberId: pn, identifier: stopped });
      const key = `broadcast:${randomUUID()}:recipient:batch`;
      const first = await sendRpc(template('5511987652003', 'order_update'), { idempotency_key: key });
      expect(first.accepted).toBe(true);
      await sim.control('DELETE', '/requests');

      const { results } = await mp.call('SendMessages', {
        sends: [
          item(template('5511987652001', 'order_update')),
          item(template(stopped, 'spring_sale')),
          item(template('5511987652003', 'order_update'), { idempotency_key: key }),
          item({}),
          item({ to: '5511987652004', type: 'text', text: { body: 'x' } }, { phone_number_id: '999999999999' }),
          item({ to: '5511987652004', type: 'text', text: { body: 'x' } }, { project_id: randomUUID() }),
          item({ to: '5511987652004', type: 'text', text: { body: 'x' } }, { project_id: 'not-a-uuid' }),
          item(template('5511987652005', 'order_update')),
        ],
      });
      expect(results).toHaveLength(8);
      expect(results[0].response).toMatchObject({ accepted: true, http_status: 200 });
      expect(results[0].response!.wamid).toMatch(/^wamid\./);
      expect(results[1].response).toMatchObject({ accepted: false, http_status: 422, code: 'marketing_preference_stopped' });
      expect(results[2].response).toMatchObject({ accepted: false, http_status: 409, code: 'duplicate_send', wamid: first.wamid });
      expect(results[3].error).toMatchObject({ code: 3, reason: 'INVALID_MESSAGE' });
      // An unknown number and another project's answer alike (NOT_FOUND), as SendMessage does.
      expect(results[4].error).toMatchObject({ code: 5, reason: 'PHONE_NUMBER_NOT_FOUND' });
      expect(results[5].error).toEqual(results[4].error);
      expect(results[6].error).toMatchObject({ code: 3, reason: 'INVALID_PROJECT_ID' });
      expect(results[7].response).toMatchObject({ accepted: true, http_status: 200 });
      for (const r of results) expect(Boolean(r.response) !== Boolean(r.error)).toBe(true);
      // Forwarded: the two accepted ones only.
      const sent = (await forwarded(pn)).length;
      expect(sent).toBe(2);
    }, 30_000);

    it('a call with no send or more than 100 is INVALID_ARGUMENT as a whole', async () => {
      expect((await failure(mp.call('SendMessages', { sends: [] }))).code).toBe(3);
      const many = Array.from({ length: 101 }, (_, i) => item({ to: `55119876530${String(i).padStart(2, '0')}`, type: 'text', text: { body: 'x' } }));
      expect((await failure(mp.call('SendMessages', { sends: many }))).code).toBe(3);
    }, 30_000);
  });
});
