/**
 * Inbox embeds (decision 0017) on the real gateway (Postgres, Redis), peers faked at their gRPC
 * contracts (test/embed-support.ts). Risks removed: a token readable after creation or stored as
 * is; the scope changed by PATCH; a revoked, expired or unknown token opening the page or the API;
 * the page framable by any site (CSP frame-ancestors) or its API callable from any origin (CORS); an
 * embed reading another customer's or number's conversation, or reaching any route beyond its own;
 * a reply sent twice on retry, sent while a workflow holds the conversation, or sent out of scope;
 * the token written to the request log; a CORS preflight granted to any origin; the embed's live
 * stream showing another number's (or customer's) events.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import { createTestBus, waitFor, type TestBus } from '@platform/testing';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestGateway, type TestGateway } from '../support';
import { startEmbedPeers, type EmbedPeers } from '../embed-support';

let gw: TestGateway;
let peers: EmbedPeers;
let bus: TestBus;
/**
 * messaging-proxy's `/proxy/{media_id}/download` faked at its HTTP contract: the media of a project by
 * id and the number that received it; `x-svc-phone-number-ids` narrows to those numbers (`*`: any).
 */
let mediaServer: Server;
const media = new Map<string, { project: string; number: string; bytes: Buffer }>();
const mediaRequests: Array<Record<string, string | string[] | undefined>> = [];
const MEDIA_NOT_FOUND = { error: 'Not found: no phone number, business account or media of this project has this id' };
/** A stand-in for the dashboard's build: its index.html (the page of an embed). */
let dist: string;
const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Dashboard</title><script type="module" crossorigin src="/app/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;
let A: { id: string; key: string };
let B: { id: string; key: string };
const APP = 'https://app.example.test';
const ALLOWED = 'https://shop.example.com';
/** Customer C1 (numbers 1001, 1002), customer C2 (number 2001) in A; customer CB (number 9001) in B. */
let C1: string;
let C2: string;
let CB: string;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function createEmbed(key: string, over: Record<string, unknown> = {}) {
  const r = await call(gw.baseUrl, key, 'POST', '/inbox_embeds', {
    inbox_embed: { name: 'Support', scope_type: 'customer', scope_id: C1, allowed_origins: [ALLOWED, 'https://*.partner.example'], ...over },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as { id: string; token: string; embed_url: string; status: string };
}

/** A call to the embed's API with its token (and an Origin when given). */
async function embedApi(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return call(`${gw.url}/app/embed/api`, undefined, method, path, body, { 'x-embed-token': token, ...headers });
}

/** The gateway path of an embed URL: APP_URL (the public {app_url}) is the gateway's `/app`. */
const pagePath = (url: string) => `/app${new URL(url).pathname}`;

beforeAll(async () => {
  peers = await startEmbedPeers();
  bus = await createTestBus();
  dist = mkdtempSync(path.join(tmpdir(), 'embed-dist-'));
  const fake = express();
  fake.get('/proxy/:id/download', (req, res) => {
    mediaRequests.push(req.headers);
    const m = media.get(req.params.id);
    const within = req.header('x-svc-phone-number-ids');
    if (!m || m.project !== req.header('x-project-id') || (within !== undefined && within !== '*' && !within.split(',').includes(m.number)))
      return void res.status(404).json(MEDIA_NOT_FOUND);
    res.status(200).type('image/jpeg').send(m.bytes);
  });
  mediaServer = fake.listen(0, '127.0.0.1');
  await new Promise((r) => mediaServer.once('listening', r));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  gw = await startTestGateway({
    APP_URL: APP,
    DASHBOARD_DIR: dist,
    MESSAGING_PROXY_HTTP_URL: `http://127.0.0.1:${(mediaServer.address() as AddressInfo).port}`,
    NATS_URL: 'nats://127.0.0.1:4222',
    BUS_NAMESPACE: bus.namespace,
    NOTIFICATION_STREAM_HEARTBEAT_MS: '100',
    MESSAGING_PROXY_GRPC_ADDRESS: peers.address,
    CONTACTS_GRPC_ADDRESS: peers.address,
    WORKFLOWS_AGENT_GRPC_ADDRESS: peers.address,
  });
  const a = await gw.projects.createProject('Embeds A', 'enterprise');
  const b = await gw.projects.createProject('Embeds B', 'enterprise');
  A = { id: a.project.id, key: a.secret };
  B = { id: b.project.id, key: b.secret };
  C1 = peers.addCustomer(A.id, 'Acme');
  C2 = peers.addCustomer(A.id, 'Globex');
  CB = peers.addCustomer(B.id, 'B corp');
  peers.addNumber(A.id, C1, '1001');
  peers.addNumber(A.id, C1, '1002');
  peers.addNumber(A.id, C2, '2001');
  peers.addNumber(B.id, CB, '9001');
}, 30_000);

afterAll(async () => {
  await gw?.stop();
  await gw?.cleanup();
  await peers?.close();
  await bus?.cleanup();
  await new Promise((r) => mediaServer?.close(r));
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('/inbox_embeds', () => {
  it('creates an embed whose token and URL are shown once and stored only as SHA-256', async () => {
    const e = await createEmbed(A.key, { default_mode: 'dark', language: 'pt-BR' });
    expect(e.token).toMatch(/^emb_[A-Za-z0-9_-]{43}$/);
    expect(e.embed_url).toBe(`${APP}/embed/${e.token}`);
    expect(e).toMatchObject({ scope_type: 'customer', scope_id: C1, scope_name: 'Acme', status: 'active', default_mode: 'dark', language: 'pt-BR' });
    expect((e as any).allowed_origins).toEqual([ALLOWED, 'https://*.partner.example']);
    const row = await gw.db.knex('inbox_embeds').where({ id: e.id }).first();
    expect(row.token_hash).toBe(sha256(e.token));
    expect(JSON.stringify(row)).not.toContain(e.token);
    const one = await call(gw.baseUrl, A.key, 'GET', `/inbox_embeds/${e.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).not.toHaveProperty('token');
    expect(one.body.data).not.toHaveProperty('embed_url');
    const list = await call(gw.baseUrl, A.key, 'GET', '/inbox_embeds');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(e.token);
    expect(list.body.meta).toMatchObject({ page: 1, per_page: 20 });
  });

  it('validates the scope: unknown and foreign customers or numbers answer alike (422); a project scope is the project', async () => {
    const unknown = await call(gw.baseUrl, A.key, 'POST', '/inbox_embeds', {
      inbox_embed: { name: 'x', scope_type: 'customer', scope_id: randomUUID(), allowed_origins: [ALLOWED] },
    });
    const foreign = await call(gw.baseUrl, A.key, 'POST', '/inbox_embeds', {
      inbox_embed: { name: 'x', scope_type: 'customer', scope_id: CB, allowed_origins: [ALLOWED] },
    });
    expect(unknown.status).toBe(422);
    expect(foreign.status).toBe(422);
    expect(foreign.body).toEqual(unknown.body);
    const n1 = await call(gw.baseUrl, A.key, 'POST', '/inbox_embeds', {
      inbox_embed: { name: 'x', scope_type: 'phone_number', scope_id: '9001', allowed_origins: [ALLOWED] },
    });
    const n2 = await call(gw.baseUrl, A.key, 'POST', '/inbox_embeds', {
      inbox_embed: { name: 'x', scope_type: 'phone_number', scope_id: '5555', allowed_origins: [ALLOWED] },
    });
    expect(n1.status).toBe(422);
    expect(n1.body).toEqual(n2.body);
    const p = await call(gw.baseUrl, A.key, 'POST', '/inbox_embeds', {
      inbox_embed: { name: 'x', scope_type: 'project', scope_id: B.id, allowed_origins: [ALLOWED] },
    });
    expect(p.status).toBe(422);
    const own = await createEmbed(A.key, { scope_type: 'project', scope_id: undefined });
    expect(own).toMatchObject({ scope_type: 'project', scope_id: A.id, scope_name: 'Embeds A' });
  });

  it.each([
    ['a path', 'https://shop.example.com/inbox'],
    ['plain http', 'http://shop.example.com'],
    ['an IP address', 'https://10.0.0.1'],
    ['a bare wildcard', 'https://*'],
    ['a query', 'https://shop.example.com?x=1'],
    ['credentials', 'https://u:p@shop.example.com'],
    ['a single-label host', 'https://intranet'],
  ])('refuses an allowed origin with %s (400 naming the origin, nothing created)', async (_what, origin) => {
    const before = await gw.db.knex('inbox_embeds').count({ n: '*' });
    const r = await call(gw.baseUrl, A.key, 'POST', '/inbox_embeds', {
      inbox_embed: { name: 'x', scope_type: 'customer', scope_id: C1, allowed_origins: [ALLOWED, origin] },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^Invalid body: inbox_embed\.allowed_origins\.1 must be an origin/);
    expect(await gw.db.knex('inbox_embeds').count({ n: '*' })).toEqual(before);
  });

  it('refuses a well-shaped origin the rules exclude (a port out of range) with 422 naming it', async () => {
    const r = await call(gw.baseUrl, A.key, 'POST', '/inbox_embeds', {
      inbox_embed: { name: 'x', scope_type: 'customer', scope_id: C1, allowed_origins: [ALLOWED, 'https://shop.example.com:70000'] },
    });
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('allowed_origins[1] has a port outside 1-65535');
  });

  it('PATCH changes origins, mode and language but never the scope; DELETE revokes (kept, again unchanged); a revoked embed cannot change', async () => {
    const e = await createEmbed(A.key);
    const scope = await call(gw.baseUrl, A.key, 'PATCH', `/inbox_embeds/${e.id}`, { inbox_embed: { scope_id: C2 } });
    expect(scope.status).toBe(400);
    expect(scope.body.error).toContain('scope_id');
    const p = await call(gw.baseUrl, A.key, 'PATCH', `/inbox_embeds/${e.id}`, {
      inbox_embed: { allowed_origins: ['http://localhost:5173'], default_mode: 'light', language: 'fr' },
    });
    expect(p.status).toBe(200);
    expect(p.body.data).toMatchObject({ allowed_origins: ['http://localhost:5173'], default_mode: 'light', language: 'fr', scope_id: C1 });
    const d = await call(gw.baseUrl, A.key, 'DELETE', `/inbox_embeds/${e.id}`);
    expect(d.status).toBe(200);
    expect(d.body.data.status).toBe('revoked');
    const again = await call(gw.baseUrl, A.key, 'DELETE', `/inbox_embeds/${e.id}`);
    expect(again.body.data.revoked_at).toBe(d.body.data.revoked_at);
    const late = await call(gw.baseUrl, A.key, 'PATCH', `/inbox_embeds/${e.id}`, { inbox_embed: { name: 'later' } });
    expect(late.status).toBe(409);
    const revoked = await call(gw.baseUrl, A.key, 'GET', `/inbox_embeds?status=revoked&scope_type=customer&scope_id=${C1}`);
    expect(revoked.body.data.map((x: { id: string }) => x.id)).toContain(e.id);
    const active = await call(gw.baseUrl, A.key, 'GET', '/inbox_embeds?status=active');
    expect(active.body.data.map((x: { id: string }) => x.id)).not.toContain(e.id);
  });

  it('another project’s embed answers exactly like an unknown one', async () => {
    const e = await createEmbed(A.key);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { inbox_embed: { name: 'taken' } }],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await call(gw.baseUrl, B.key, method, `/inbox_embeds/${e.id}`, body);
      const unknown = await call(gw.baseUrl, B.key, method, `/inbox_embeds/${randomUUID()}`, body);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(unknown.body);
    }
    expect((await call(gw.baseUrl, A.key, 'GET', `/inbox_embeds/${e.id}`)).body.data.status).toBe('active');
  });
});

describe('the page at {app_url}/embed/{token}', () => {
  it('is the dashboard’s index.html with the embed’s CSP: scripts of its own origin only, framed by exactly the allowed origins', async () => {
    const e = await createEmbed(A.key, { default_mode: 'dark', language: 'pt-BR' });
    for (const sub of ['', '/conversations', `/conversations/${randomUUID()}`]) {
      const res = await fetch(`${gw.url}${pagePath(e.embed_url)}${sub}`);
      expect(res.status, sub).toBe(200);
      const csp = res.headers.get('content-security-policy')!.split('; ');
      expect(csp).toContain(`frame-ancestors ${ALLOWED} https://*.partner.example`);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp.join('; ')).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
      const html = await res.text();
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).toContain('<title>Support — inbox</title>');
      expect(html).toContain('src="/app/assets/index-abc123.js"');
      expect(html).not.toContain(e.token);
    }
  });

  it('the bundle’s assets load inside a frame: no cross-origin resource or embedder policy blocks them', async () => {
    const asset = await fetch(`${gw.url}/app/assets/index-abc123.js`);
    // The stand-in build has no bundle (404), but the headers are the ones every asset gets.
    expect(asset.headers.get('cross-origin-resource-policy')).toBeNull();
    expect(asset.headers.get('cross-origin-embedder-policy')).toBeNull();
  });

  it('GET {app_url}/embed/api/embed tells the app its name, scope, mode and language (nothing else)', async () => {
    const e = await createEmbed(A.key, { default_mode: 'dark', language: 'pt-BR' });
    const r = await embedApi(e.token, 'GET', '/embed');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ data: { name: 'Support', scope_type: 'customer', scope_name: 'Acme', default_mode: 'dark', language: 'pt-BR' } });
    const bad = await embedApi(`emb_${'B'.repeat(43)}`, 'GET', '/embed');
    expect(bad.status).toBe(401);
    expect((await embedApi(e.token, 'GET', '/embed', undefined, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('answers 401 for an unknown, revoked or expired token (page and API), and never logs the token', async () => {
    const revoked = await createEmbed(A.key);
    await call(gw.baseUrl, A.key, 'DELETE', `/inbox_embeds/${revoked.id}`);
    const expired = await createEmbed(A.key, { expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    await gw.db
      .knex('inbox_embeds')
      .where({ id: expired.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const unknown = `emb_${'A'.repeat(43)}`;
    for (const [token, message] of [
      [revoked.token, 'Inbox embed has been revoked'],
      [expired.token, 'Inbox embed has expired'],
      [unknown, 'Invalid inbox embed token'],
    ]) {
      const page = await fetch(`${gw.url}/app/embed/${token}`);
      expect(page.status).toBe(401);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await page.text()).toContain(message);
      const r = await embedApi(token, 'GET', '/messaging/conversations');
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: message });
    }
    const key = await embedApi('', 'GET', '/messaging/conversations', undefined, { 'x-api-key': A.key });
    expect(key.status).toBe(401);
    await new Promise((r) => setTimeout(r, 200));
    const logged = await gw.db.knex('api_logs').where('endpoint', 'like', '/app/embed/%').select('endpoint');
    expect(logged.length).toBeGreaterThan(0);
    for (const l of logged) expect(l.endpoint).not.toMatch(/emb_/);
  });
});

describe('the embed API', () => {
  it('CORS: an allowed origin (or a subdomain of a wildcard) gets the answer, another origin is refused (403, no CORS headers)', async () => {
    const e = await createEmbed(A.key);
    const ok = await embedApi(e.token, 'GET', '/messaging/conversations', undefined, { origin: ALLOWED });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    const sub = await embedApi(e.token, 'GET', '/messaging/conversations', undefined, { origin: 'https://eu.partner.example' });
    expect(sub.status).toBe(200);
    expect(sub.headers.get('access-control-allow-origin')).toBe('https://eu.partner.example');
    for (const origin of ['https://evil.example', 'https://partner.example', 'http://shop.example.com', 'https://shop.example.com:8443']) {
      const bad = await embedApi(e.token, 'GET', '/messaging/conversations', undefined, { origin });
      expect(bad.status, origin).toBe(403);
      expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    }
    const same = await embedApi(e.token, 'GET', '/messaging/conversations', undefined, { origin: APP });
    expect(same.status).toBe(200);
  });

  it('CORS preflight: granted only to an origin an active embed allows (wildcards as CSP reads them), else 403 without CORS headers', async () => {
    const preflight = (origin: string) =>
      fetch(`${gw.url}/app/embed/api/messaging/conversations`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-embed-token,content-type' },
      });
    for (const origin of ['https://evil.example', 'https://partner.example', 'http://shop.example.com', 'https://shop.example.com:8443', 'null']) {
      const bad = await preflight(origin);
      expect(bad.status, origin).toBe(403);
      expect(bad.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(bad.headers.get('access-control-allow-headers'), origin).toBeNull();
    }
    for (const origin of [ALLOWED, 'https://eu.partner.example']) {
      const pre = await preflight(origin);
      expect(pre.status, origin).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      expect(pre.headers.get('access-control-allow-headers')).toContain('X-Embed-Token');
    }
    // An origin only an expired embed allows is refused; a new embed's origin is granted within a second.
    const only = `https://only-${randomUUID().slice(0, 8)}.example.org`;
    const expired = await createEmbed(A.key, { allowed_origins: [only], expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    await gw.db
      .knex('inbox_embeds')
      .where({ id: expired.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await preflight(only)).status).toBe(403);
    await createEmbed(A.key, { allowed_origins: [only] });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await preflight(only)).status).toBe(204);
  });

  it('a customer scope sees its numbers’ conversations only; another customer’s answers like an unknown one', async () => {
    const mine1 = peers.addConversation(A.id, '1001', 'Ann');
    const mine2 = peers.addConversation(A.id, '1002', 'Bob');
    const other = peers.addConversation(A.id, '2001', 'Cy');
    const e = await createEmbed(A.key);
    const list = await embedApi(e.token, 'GET', '/messaging/conversations?status=active');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const ids = list.body.data.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([mine1.id, mine2.id]));
    expect(ids).not.toContain(other.id);
    const asked = peers.calls.filter((c) => c.method === 'ListConversations').at(-1)!.request;
    expect([...(asked.phone_number_ids as string[])].sort()).toEqual(['1001', '1002']);
    const filtered = await embedApi(e.token, 'GET', '/messaging/conversations?phone_number_id=2001');
    expect(filtered.body.data).toEqual([]);
    // The status tabs' counts: the scope's numbers only, never `mine` (an embed is no person).
    const counts = await embedApi(e.token, 'GET', '/messaging/conversations/counts?q=a');
    expect(counts.status, JSON.stringify(counts.body)).toBe(200);
    const counted = peers.calls.filter((c) => c.method === 'CountConversations').at(-1)!.request;
    expect([...(counted.phone_number_ids as string[])].sort()).toEqual(['1001', '1002']);
    expect(counted).toMatchObject({ project_id: A.id, q: 'a' });
    expect(counted.me_user_id ?? undefined).toBeUndefined();
    expect(counts.body.data).toMatchObject({ total: ids.length });
    expect(counts.body.data.mine).toBeNull();
    const outside = await embedApi(e.token, 'GET', '/messaging/conversations/counts?phone_number_id=2001');
    expect(outside.body).toEqual({ data: { open: 0, pending: 0, resolved: 0, snoozed: 0, unassigned: 0, mine: null, total: 0 } });
    expect((await embedApi(e.token, 'GET', '/messaging/conversations/counts?assignee=me')).status).toBe(400);
    expect((await embedApi(e.token, 'GET', `/messaging/conversations/${mine1.id}`)).body.data.id).toBe(mine1.id);
    const foreign = await embedApi(e.token, 'GET', `/messaging/conversations/${other.id}`);
    const unknown = await embedApi(e.token, 'GET', `/messaging/conversations/${randomUUID()}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    const msgs = await embedApi(e.token, 'GET', `/messaging/messages?conversation_id=${other.id}`);
    expect(msgs.status).toBe(404);
    expect(msgs.body).toEqual(unknown.body);
    const mine = await embedApi(e.token, 'GET', `/messaging/messages?conversation_id=${mine2.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data[0].text).toBe('hello from Bob');
    expect((await embedApi(e.token, 'GET', '/messaging/messages')).status).toBe(422);
  });

  it('a phone_number scope sees that number only; a project scope never another project’s', async () => {
    const on1 = peers.addConversation(A.id, '1001', 'Dee');
    const on2 = peers.addConversation(A.id, '1002', 'Eve');
    const onB = peers.addConversation(B.id, '9001', 'Fay');
    const e = await createEmbed(A.key, { scope_type: 'phone_number', scope_id: '1001' });
    const list = await embedApi(e.token, 'GET', '/messaging/conversations');
    const ids = list.body.data.map((c: { id: string }) => c.id);
    expect(ids).toContain(on1.id);
    expect(ids).not.toContain(on2.id);
    expect((await embedApi(e.token, 'GET', `/messaging/conversations/${on2.id}`)).status).toBe(404);
    const p = await createEmbed(A.key, { scope_type: 'project', scope_id: undefined });
    expect((await embedApi(p.token, 'GET', `/messaging/conversations/${on2.id}`)).status).toBe(200);
    const foreign = await embedApi(p.token, 'GET', `/messaging/conversations/${onB.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Conversation not found' });
  });

  it('serves only its routes: no keys, users, customers, contacts, assignment or new conversation', async () => {
    const e = await createEmbed(A.key, { scope_type: 'project', scope_id: undefined });
    for (const [method, path] of [
      ['GET', '/api_keys'],
      ['GET', '/users'],
      ['GET', '/inbox_embeds'],
      ['POST', '/customers'],
      ['GET', '/messaging/contacts'],
      ['PATCH', '/messaging/contacts/x'],
      ['POST', '/messaging/conversations'],
      ['POST', `/messaging/conversations/${randomUUID()}/assignments`],
      ['GET', '/messaging/phone_numbers'],
    ]) {
      const r = await embedApi(e.token, method, path, method === 'GET' ? undefined : {});
      expect(r.status, `${method} ${path}`).toBe(404);
    }
  });

  it('sends a reply through the send path at most once per Idempotency-Key, only in scope', async () => {
    const c = peers.addConversation(A.id, '1001', 'Gus');
    const other = peers.addConversation(A.id, '2001', 'Hal');
    const e = await createEmbed(A.key);
    const body = { message: { type: 'text', text: { body: 'Hi Gus' } } };
    const key = { 'idempotency-key': randomUUID() };
    const first = await embedApi(e.token, 'POST', `/messaging/conversations/${c.id}/messages`, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const sent = peers.calls.filter((x) => x.method === 'SendMessage').at(-1)!.request;
    expect(sent).toMatchObject({ project_id: A.id, phone_number_id: '1001', message: { to: c.phone_number, type: 'text', text: { body: 'Hi Gus' } } });
    expect(sent.idempotency_key).toBe(`embed:${e.id}:${key['idempotency-key']}`);
    const retry = await embedApi(e.token, 'POST', `/messaging/conversations/${c.id}/messages`, body, key);
    expect(retry.status).toBe(201);
    expect(retry.body.data.wamid).toBe(first.body.data.wamid);
    expect((await embedApi(e.token, 'POST', `/messaging/conversations/${c.id}/messages`, body)).status).toBe(400);
    const sends = peers.calls.filter((x) => x.method === 'SendMessage').length;
    const out = await embedApi(e.token, 'POST', `/messaging/conversations/${other.id}/messages`, body, { 'idempotency-key': randomUUID() });
    expect(out.status).toBe(404);
    expect(peers.calls.filter((x) => x.method === 'SendMessage').length).toBe(sends);
    const media = await embedApi(
      e.token,
      'POST',
      `/messaging/conversations/${c.id}/messages`,
      { message: { type: 'image', image: { link: 'https://cdn.example.com/a.png', caption: 'look' } } },
      { 'idempotency-key': randomUUID() },
    );
    expect(media.status).toBe(201);
    const buttons = await embedApi(
      e.token,
      'POST',
      `/messaging/conversations/${c.id}/messages`,
      {
        message: {
          type: 'interactive',
          interactive: { type: 'button', body: { text: 'Ok?' }, action: { buttons: [{ type: 'reply', reply: { id: 'y', title: 'Yes' } }] } },
        },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(buttons.status).toBe(201);
    const template = await embedApi(
      e.token,
      'POST',
      `/messaging/conversations/${c.id}/messages`,
      { message: { type: 'template', template: { name: 'x' } } },
      { 'idempotency-key': randomUUID() },
    );
    expect(template.status).toBe(400);
    peers.refuseNext = { http_status: 402, code: 'insufficient_credits', error: 'no credits' };
    const refused = await embedApi(e.token, 'POST', `/messaging/conversations/${c.id}/messages`, body, { 'idempotency-key': randomUUID() });
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('insufficient_credits');
  });

  it('refuses a reply while a workflow holds the conversation; hand off moves it to handoff, then replies go out', async () => {
    const c = peers.addConversation(A.id, '1002', 'Ivy');
    peers.executions.set(c.id, { id: randomUUID(), workflow_id: randomUUID(), status: 'running' });
    const e = await createEmbed(A.key);
    const body = { message: { type: 'text', text: { body: 'Hi Ivy' } } };
    const held = await embedApi(e.token, 'POST', `/messaging/conversations/${c.id}/messages`, body, { 'idempotency-key': 'k-1' });
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('workflow_active');
    expect((await embedApi(e.token, 'GET', `/messaging/conversations/${c.id}/workflow`)).body.data.execution.status).toBe('running');
    const h = await embedApi(e.token, 'POST', `/messaging/conversations/${c.id}/handoff`, {});
    expect(h.status, JSON.stringify(h.body)).toBe(200);
    expect(h.body.data.execution.status).toBe('handoff');
    expect((await embedApi(e.token, 'POST', `/messaging/conversations/${c.id}/handoff`, {})).body.data.execution.status).toBe('handoff');
    expect((await embedApi(e.token, 'POST', `/messaging/conversations/${c.id}/messages`, body, { 'idempotency-key': 'k-2' })).status).toBe(201);
    const none = peers.addConversation(A.id, '1002', 'Joe');
    expect((await embedApi(e.token, 'POST', `/messaging/conversations/${none.id}/handoff`, {})).status).toBe(409);

    // The audit log names the embed as the actor of its writes (decision 0016), refusals included.
    await gw.auditWriter.flush();
    const audit = await call(gw.baseUrl, A.key, 'GET', `/audit_events?actor_type=embed&actor_id=${e.id}&per_page=100`);
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const seen = audit.body.data.map((x: { actor: unknown; outcome: string; status_code: number }) => [x.outcome, x.status_code]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['failed', 409],
        ['succeeded', 200],
        ['succeeded', 201],
      ]),
    );
    expect(audit.body.data.length).toBe(5);
    for (const x of audit.body.data) expect(x.actor).toEqual({ type: 'embed', id: e.id, name: 'Support' });
    expect(JSON.stringify(audit.body.data)).not.toContain(e.token);
  });

  it('records last_used_at on use, at most once a minute', async () => {
    const e = await createEmbed(A.key);
    expect((await call(gw.baseUrl, A.key, 'GET', `/inbox_embeds/${e.id}`)).body.data.last_used_at).toBeNull();
    await embedApi(e.token, 'GET', '/messaging/conversations');
    let first: string | null = null;
    for (let i = 0; i < 250 && !first; i++) {
      first = (await call(gw.baseUrl, A.key, 'GET', `/inbox_embeds/${e.id}`)).body.data.last_used_at;
      if (!first) await new Promise((r) => setTimeout(r, 20));
    }
    expect(first).not.toBeNull();
    await embedApi(e.token, 'GET', '/messaging/conversations');
    await new Promise((r) => setTimeout(r, 100));
    expect((await call(gw.baseUrl, A.key, 'GET', `/inbox_embeds/${e.id}`)).body.data.last_used_at).toBe(first);
  });

  it('answers hostile input on every embed route with a 4xx { error }, never a 5xx', async () => {
    const e = await createEmbed(A.key);
    const c = peers.addConversation(A.id, '1001', 'Lee');
    const hostile = ['%00', "' or 1=1 --", 'x'.repeat(3000), '..%2F..%2Fapi_keys', '%F0%9F', '-1', '1e309', '[]'];
    const key = () => ({ 'idempotency-key': randomUUID() });
    for (const h of hostile) {
      const tries: Array<[string, string, unknown, Record<string, string>]> = [
        ['GET', `/messaging/conversations?status=${h}&phone_number_id=${h}&limit=${h}&after=${h}`, undefined, {}],
        ['GET', `/messaging/conversations/${h}`, undefined, {}],
        ['GET', `/messaging/conversations/counts?status=${h}&phone_number_id=${h}&inbox_status=${h}&q=${h}`, undefined, {}],
        ['GET', `/messaging/messages?conversation_id=${h}&before=${h}`, undefined, {}],
        ['POST', `/messaging/conversations/${h}/messages`, { message: { type: 'text', text: { body: 'x' } } }, key()],
        ['POST', `/messaging/conversations/${c.id}/messages`, { message: { type: 'text', text: { body: h, extra: h } } }, key()],
        ['POST', `/messaging/conversations/${c.id}/messages`, { message: { type: 'image', image: { link: h } } }, key()],
        ['POST', `/messaging/conversations/${c.id}/messages`, { message: { type: 'text', text: { body: `${h}\u0000` } } }, key()],
        [
          'POST',
          `/messaging/conversations/${c.id}/messages`,
          { message: { type: 'text', text: { body: 'x' } } },
          { 'idempotency-key': `${encodeURIComponent(h)} x` },
        ],
        ['POST', `/messaging/conversations/${h}/handoff`, {}, {}],
        ['GET', `/messaging/conversations/${h}/workflow`, undefined, {}],
      ];
      for (const [method, path, body, headers] of tries) {
        const r = await embedApi(e.token, method, path, body, headers);
        expect(r.status, `${method} ${path.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${method} ${path.slice(0, 80)}`).toBeLessThan(500);
        expect(typeof r.body?.error, `${method} ${path.slice(0, 80)}`).toBe('string');
      }
      const page = await fetch(`${gw.url}/app/embed/${encodeURIComponent(h)}`);
      expect([401, 404]).toContain(page.status);
    }
    const bad = await call(`${gw.url}/app/embed/api`, undefined, 'POST', `/messaging/conversations/${c.id}/messages`, '{"message":', {
      'x-embed-token': e.token,
      'content-type': 'application/json',
      ...key(),
    });
    expect(bad.status).toBe(400);
  });
});

/** A contacts event as its outbox relay publishes it on NATS (the gateway's live consumer reads it). */
async function publish(subject: string, type: string, payload: Record<string, unknown>): Promise<void> {
  await bus.publish(subject, encodeEvent(type, payload), {
    msgId: randomUUID(),
    headers: envelopeHeaders({ id: randomUUID(), type, occurredAt: new Date().toISOString(), projectId: String(payload.project_id), headers: {} }),
  });
}

/** A message received on `phoneNumberId` (the live stream relays its ids, never its body). */
const received = (projectId: string, phoneNumberId: string, conversationId: string) =>
  publish('contacts.customer_event.created', 'svc.contacts.v1.CustomerEvent', {
    event_id: randomUUID(),
    project_id: projectId,
    name: 'messaging.message.received',
    fields_json: JSON.stringify({
      message: { id: randomUUID(), type: 'text', text: { body: 'secret body' }, svc: { direction: 'inbound', status: 'received', wamid: 'wamid.x' } },
      conversation: { id: conversationId, phone_number_id: phoneNumberId, status: 'active' },
      phone_number_id: phoneNumberId,
    }),
    phone_number_ids: [phoneNumberId],
    occurred_at: new Date().toISOString(),
  });

/** Opens an embed's live stream by URL (as an EventSource does: no header but the Origin, if any). */
async function openLive(token: string, headers: Record<string, string> = {}) {
  const ac = new AbortController();
  const res = await fetch(`${gw.url}/app/embed/${token}/live`, { headers, signal: ac.signal });
  let text = '';
  if (res.status === 200) {
    const reader = res.body!.getReader();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    })();
  }
  const events = () =>
    text
      .split('\n\n')
      .filter((b) => b.startsWith('id: '))
      .map((b) => {
        const [, event, data] = b.split('\n');
        return { event: event!.slice(7), data: JSON.parse(data!.slice(6)) as Record<string, unknown> };
      });
  return { res, events, raw: () => text, close: () => ac.abort() };
}

describe('the embed’s live stream at {app_url}/embed/{token}/live', () => {
  it('relays only the scope’s numbers’ events; inbox changes only to a project scope; another project’s never', async () => {
    const customer = await createEmbed(A.key);
    const number = await createEmbed(A.key, { scope_type: 'phone_number', scope_id: '2001' });
    const project = await createEmbed(A.key, { scope_type: 'project', scope_id: undefined });
    const c = await openLive(customer.token);
    const n = await openLive(number.token);
    const p = await openLive(project.token, { origin: ALLOWED });
    try {
      expect(c.res.status).toBe(200);
      expect(c.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(p.res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      await new Promise((r) => setTimeout(r, 200));
      const [c1, c2, c3, cb] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await received(A.id, '1001', c1);
      await received(A.id, '2001', c2);
      await received(B.id, '9001', cb);
      await publish('contacts.inbox.changed', 'svc.contacts.v1.InboxChanged', {
        event_id: randomUUID(),
        project_id: A.id,
        conversation_id: c1,
        change: 'inbox_status',
        inbox_status: 'resolved',
        occurred_at: new Date().toISOString(),
      });
      await received(A.id, '1002', c3);
      await waitFor(() => p.events().length >= 4 && c.events().length >= 2 && n.events().length >= 1, { timeoutMs: 10_000 });
      await new Promise((r) => setTimeout(r, 300));
      expect(c.events().map((e) => e.data.conversation_id)).toEqual([c1, c3]);
      expect(n.events().map((e) => e.data.conversation_id)).toEqual([c2]);
      expect(p.events().map((e) => `${e.event} ${e.data.conversation_id}`)).toEqual([
        `message.received ${c1}`,
        `message.received ${c2}`,
        `conversation.inbox_changed ${c1}`,
        `message.received ${c3}`,
      ]);
      expect(c.raw() + n.raw() + p.raw()).not.toContain('secret body');
      expect(c.raw() + n.raw() + p.raw()).not.toContain(cb);
    } finally {
      c.close();
      n.close();
      p.close();
    }
  });

  it('the page’s checks and the API’s CORS: a bad or revoked token is 401, another origin 403; revoking ends an open stream', async () => {
    const e = await createEmbed(A.key);
    const bad = await fetch(`${gw.url}/app/embed/emb_${'C'.repeat(43)}/live`);
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'Invalid inbox embed token' });
    const evil = await fetch(`${gw.url}/app/embed/${e.token}/live`, { headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const badId = await fetch(`${gw.url}/app/embed/${e.token}/live`, { headers: { 'last-event-id': 'nope' } });
    expect(badId.status).toBe(400);
    const open = await openLive(e.token);
    try {
      expect(open.res.status).toBe(200);
      await call(gw.baseUrl, A.key, 'DELETE', `/inbox_embeds/${e.id}`);
      // Re-checked every fourth heartbeat (100 ms here).
      await waitFor(() => open.raw().includes('event: embed_ended'), { timeoutMs: 5_000 });
      const again = await fetch(`${gw.url}/app/embed/${e.token}/live`);
      expect(again.status).toBe(401);
    } finally {
      open.close();
    }
    await new Promise((r) => setTimeout(r, 200));
    const logged = await gw.db.knex('api_logs').where('endpoint', 'like', '/app/embed/%/live').select('endpoint');
    for (const l of logged) expect(l.endpoint).not.toMatch(/emb_/);
  });
});

describe('the scope’s media at {app_url}/embed/{token}/media/{media_id}', () => {
  it('serves a media its scope’s numbers received; another number’s, project’s or an unknown id answers alike (404)', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    media.set('1111', { project: A.id, number: '1001', bytes });
    media.set('2222', { project: A.id, number: '2001', bytes });
    media.set('9999', { project: B.id, number: '9001', bytes });
    const customer = await createEmbed(A.key);
    const project = await createEmbed(A.key, { scope_type: 'project', scope_id: undefined });
    const get = (token: string, id: string, headers: Record<string, string> = {}) => fetch(`${gw.url}/app/embed/${token}/media/${id}`, { headers });
    const ok = await get(customer.token, '1111', { cookie: 'dash_session=secret' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await ok.arrayBuffer()).equals(bytes)).toBe(true);
    expect(ok.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(ok.headers.get('referrer-policy')).toBe('no-referrer');
    expect(ok.headers.get('cache-control')).toMatch(/private/);
    const sent = mediaRequests.at(-1)!;
    expect(sent['x-project-id']).toBe(A.id);
    expect(String(sent['x-svc-phone-number-ids']).split(',').sort()).toEqual(['1001', '1002']);
    expect(sent.cookie).toBeUndefined();
    expect(JSON.stringify(sent)).not.toContain(customer.token);
    const unknown = await get(customer.token, '5555');
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.json();
    for (const id of ['2222', '9999']) {
      const r = await get(customer.token, id);
      expect(r.status, id).toBe(404);
      expect(await r.json()).toEqual(unknownBody);
    }
    // A client's own narrowing header is replaced by the scope's.
    expect((await get(customer.token, '2222', { 'x-svc-phone-number-ids': '*' })).status).toBe(404);
    expect((await get(project.token, '2222')).status).toBe(200);
    expect(mediaRequests.at(-1)!['x-svc-phone-number-ids']).toBe('*');
    expect((await get(project.token, '9999')).status).toBe(404);
    expect((await get(`emb_${'D'.repeat(43)}`, '1111')).status).toBe(401);
    expect((await get(customer.token, '1111', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await get(customer.token, 'a%2Fb')).status).toBe(400);
  });
});
