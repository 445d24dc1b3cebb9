import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEvent } from '@platform/contracts';
import { connectSeededNumber, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
const project = randomUUID();
let pn: string;
let wabaId: string;
let token: string;

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim);
  const acct = await seedAccount(sim);
  ({ wabaId, token } = acct);
  pn = acct.numbers[0].id;
  await connectSeededNumber(mp, project, acct);
});
afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
});

const post = (path: string, body: unknown, projectId = project) =>
  fetch(`${mp.httpUrl}/proxy/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-id': projectId },
    body: JSON.stringify(body),
  });
const sends = async () =>
  (await sim.control<{ data: Array<{ body: Record<string, unknown>; access_token: string }> }>('GET', `/requests?method=POST&path=/${pn}/messages`)).data;
const text = { messaging_product: 'whatsapp', to: '15550001234', type: 'text', text: { body: 'hi' } };

describe('{proxy_url} pass-through', () => {
  it('forwards a send with the stored token and returns the upstream body as-is', async () => {
    const res = await post(`${pn}/messages`, { ...text, messaging_account_id: wabaId });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { messages: Array<{ id: string }> };
    expect(body.messages[0].id).toMatch(/^wamid\./);
    const last = (await sends()).at(-1)!;
    expect(last.access_token).toBe(token);
    expect(last.body).not.toHaveProperty('messaging_account_id');
  });

  it('a text holding NUL or an unpaired surrogate goes upstream as the client sent it; the send record carries it too (issue 32 #4)', async () => {
    const body = 'x\u0000y \ud800 z\udc00';
    // The client's bytes: JSON escapes for both (a raw NUL byte or a raw lone surrogate is not JSON).
    const raw = JSON.stringify({ ...text, text: { body } });
    expect(raw).toContain('x\\u0000y \\ud800 z\\udc00');
    const res = await fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': project },
      body: raw,
    });
    expect(res.status).toBe(200);
    const wamid = ((await res.json()) as { messages: Array<{ id: string }> }).messages[0].id;
    // Upstream: the very characters (neither refused, stripped nor replaced).
    expect((await sends()).at(-1)!.body).toEqual({ ...text, text: { body } });
    // The record of the send (messaging_proxy.message.sent) carries the body as sent; contacts cleans its own copy (decision 0506).
    const rows = (await mp.svc.db.knex('outbox').where({ subject: 'messaging_proxy.message.sent' })) as Array<{ payload: Buffer }>;
    const sent = rows
      .map((r) => decodeEvent<{ wamid: string; request_json: string }>('svc.messaging_proxy.v1.OutboundMessageSent', r.payload))
      .find((e) => e.wamid === wamid);
    expect(JSON.parse(sent!.request_json)).toMatchObject({ text: { body } });
  });

  it('messaging_account_id (or the deprecated alias) not matching the number → 422, nothing forwarded', async () => {
    const before = (await sends()).length;
    // The error names the field the client sent, and only that one (issue 32 #6).
    for (const [b, named] of [
      [{ ...text, messaging_account_id: '999' }, /^messaging_account_id 999 does not match/],
      [{ ...text, paid_messaging_account_id: '999' }, /^paid_messaging_account_id 999 does not match/],
      [{ ...text, messaging_account_id: '999', paid_messaging_account_id: wabaId }, /^messaging_account_id 999 does not match/],
    ] as const) {
      const res = await post(`${pn}/messages`, b);
      expect(res.status).toBe(422);
      const refusal = (await res.json()) as { error: string; code: string };
      expect(refusal.error).toMatch(named);
      expect(refusal.error.replace(/^\w+/, '')).not.toMatch(/messaging_account_id/);
      expect(refusal.code).toBe('messaging_account_mismatch');
    }
    // messaging_account_id wins over the alias.
    expect((await post(`${pn}/messages`, { ...text, messaging_account_id: wabaId, paid_messaging_account_id: '999' })).status).toBe(200);
    expect((await sends()).length).toBe(before + 1);
  });

  it('voice_call buttons: defaults filled, limits enforced (422)', async () => {
    const vc = (parameters?: Record<string, unknown>) => ({
      messaging_product: 'whatsapp',
      to: '15550001234',
      type: 'interactive',
      interactive: { type: 'voice_call', body: { text: 'Call us' }, action: { name: 'voice_call', ...(parameters ? { parameters } : {}) } },
    });
    expect((await post(`${pn}/messages`, vc())).status).toBe(200);
    const fwd = (await sends()).at(-1)!.body as { interactive: { action: { parameters: Record<string, unknown> } } };
    expect(fwd.interactive.action.parameters).toEqual({ display_text: 'Call Now', ttl_minutes: 10080 });
    for (const p of [{ display_text: 'x'.repeat(21) }, { ttl_minutes: 0 }, { ttl_minutes: 43_201 }, { payload: 'p'.repeat(513) }]) {
      const res = await post(`${pn}/messages`, vc(p));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: expect.any(String), code: 'invalid_voice_call' });
    }
    expect((await post(`${pn}/messages`, vc({ display_text: 'x'.repeat(20), ttl_minutes: 43_200, payload: 'p'.repeat(512) }))).status).toBe(200);
  });

  it('a present but malformed Idempotency-Key → 400 invalid_idempotency_key, nothing forwarded (a retry must never double-send)', async () => {
    const before = (await sends()).length;
    for (const key of ['', 'has space', 'x'.repeat(191), 'caf\u00e9', 'a,b, c']) {
      const res = await fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-project-id': project, 'idempotency-key': key },
        body: JSON.stringify(text),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: expect.any(String), code: 'invalid_idempotency_key' });
    }
    expect((await sends()).length).toBe(before);
    // A well-formed key still sends.
    const ok = await fetch(`${mp.httpUrl}/proxy/${pn}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': project, 'idempotency-key': `k-${randomUUID()}` },
      body: JSON.stringify(text),
    });
    expect(ok.status).toBe(200);
    expect((await sends()).length).toBe(before + 1);
  });

  it('a send through the marketing_messages edge (no opt-out check, no price, no hold possible) → 422 unsupported_send_edge, nothing forwarded', async () => {
    const before = (await sim.control<{ data: unknown[] }>('GET', '/requests?method=POST')).data.length;
    const res = await post(`${pn}/marketing_messages`, { ...text, type: 'template', template: { name: 'promo', language: { code: 'en_US' } } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'unsupported_send_edge' });
    expect((await sim.control<{ data: unknown[] }>('GET', '/requests?method=POST')).data.length).toBe(before);
  });

  it('thread_control: body forwarded unchanged, upstream response (errors included) returned unchanged', async () => {
    // An upstream error first: once control is passed below, the number is shared and a send to a
    // thread of unknown ownership is refused before it reaches the upstream (decision 0231).
    const errorRes = await post(`${pn}/messages`, { messaging_product: 'whatsapp', to: '1555', type: 'bogus' });
    expect(errorRes.status).toBe(400);
    const env = (await errorRes.json()) as { error: { code: number; fbtrace_id: string } };
    expect(env.error.code).toBe(131009);
    expect(env.error.fbtrace_id).toBeTruthy();
    const body = { messaging_product: 'whatsapp', recipient: '15550001234', action: 'pass', metadata: 'x' };
    const res = await post(`${pn}/thread_control`, body);
    const fwd = (await sim.control<{ data: Array<{ body: unknown }> }>('GET', `/requests?method=POST&path=/${pn}/thread_control`)).data.at(-1)!;
    expect(fwd.body).toEqual(body);
    expect(res.status).toBeGreaterThanOrEqual(200);
    const after = await post(`${pn}/messages`, { messaging_product: 'whatsapp', to: '1555', type: 'bogus' });
    expect(after.status).toBe(409);
    expect(((await after.json()) as { code: string }).code).toBe('thread_ownership_unknown');
  });

  it('other GETs pass through; another project or no project context cannot use the number', async () => {
    const res = await fetch(`${mp.httpUrl}/proxy/${pn}?fields=id,status`, { headers: { 'x-project-id': project } });
    expect(await res.json()).toMatchObject({ id: pn, status: 'CONNECTED' });
    expect((await post(`${pn}/messages`, text, randomUUID())).status).toBe(404);
    expect((await fetch(`${mp.httpUrl}/proxy/${pn}/messages`, { method: 'POST', body: '{}' })).status).toBe(401);
    expect((await fetch(`${mp.httpUrl}/proxy/${pn}/..%2F..%2Fdebug_token`, { headers: { 'x-project-id': project } })).status).toBe(400);
  });
});
