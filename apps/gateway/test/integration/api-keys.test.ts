/**
 * `/api_keys` on the real gateway (Postgres, Redis), with a second gateway on the same schema as
 * another replica. Risks removed: a secret shown twice or stored; another project's key readable or
 * changeable; a rotated key refused during its grace period or accepted after it; a revoked key still
 * accepted on the replica that revoked it, or beyond the revalidation interval on another; a scoped
 * key acting outside its scope (routes and {proxy_url}); a key creating or managing a wider key; a
 * project losing its last full key; last_used_at written per request, or not at all; the request log
 * not saying which key and scope made a call.
 */
import { createLogger } from '@platform/logger';
import { waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROXY_PATH } from '../../src/http/surface';
import { hashApiKey } from '../../src/keys/api-key';
import { runGateway, type RunningGateway } from '../../src/server';
import {
  call,
  startFakeMessagingProxy,
  startFakeMessagingProxyHttp,
  startTestGateway,
  type FakeMessagingProxy,
  type FakeMessagingProxyHttp,
  type TestGateway,
} from '../support';

let gw: TestGateway;
let other: RunningGateway;
let otherBase: string;
let peer: FakeMessagingProxy;
let peerHttp: FakeMessagingProxyHttp;
let project: { id: string; key: string; keyId: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Creates a key through the API with `key`; returns its id and secret. */
async function createKey(key: string, scopes: string[], name = 'k'): Promise<{ id: string; secret: string }> {
  const r = await call(gw.baseUrl, key, 'POST', '/api_keys', { api_key: { name, scopes } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { id: r.body.data.id, secret: r.body.data.secret };
}

beforeAll(async () => {
  peer = await startFakeMessagingProxy();
  peerHttp = await startFakeMessagingProxyHttp();
  const peers = { MESSAGING_PROXY_GRPC_ADDRESS: `127.0.0.1:${peer.server.port}`, MESSAGING_PROXY_HTTP_URL: peerHttp.url };
  // This replica: lookups trusted for 5 s and never re-read, last uses written only when flushed by hand,
  // so "refused at once" here can only come from the revocation itself.
  gw = await startTestGateway({ ...peers, API_KEY_CACHE_TTL_MS: '5000', API_KEY_REVALIDATE_MS: '0', API_KEY_USAGE_FLUSH_MS: '60000' });
  // The other replica: same schema and Redis prefix, trusted 5 s, re-read every second.
  other = await runGateway(
    { ...gw.config, HTTP_PORT: 0, API_KEY_CACHE_TTL_MS: 5000, API_KEY_REVALIDATE_MS: 1000 },
    { logger: createLogger({ name: 'gateway-2', level: 'silent' }) },
  );
  otherBase = `${other.url}/platform/v1`;
  const p = await gw.projects.createProject('Keys', 'enterprise');
  project = { id: p.project.id, key: p.secret, keyId: p.key.id };
}, 30_000);

afterAll(async () => {
  await other?.stop();
  await gw?.stop();
  await gw?.cleanup();
  await peer?.server.shutdown();
  await peerHttp?.close();
});

describe('create, list, read', () => {
  it('shows the secret once, stores only its hash, and lists the key without it', async () => {
    const r = await call(gw.baseUrl, project.key, 'POST', '/api_keys', { api_key: { name: '  ci  ', scopes: ['read_only', 'messaging'] } });
    expect(r.status).toBe(201);
    const secret: string = r.body.data.secret;
    expect(secret).toMatch(/^mpk_[A-Za-z0-9_-]{32}$/);
    expect(r.body.data).toMatchObject({
      name: 'ci',
      scopes: ['read_only', 'messaging'],
      status: 'active',
      display_prefix: secret.slice(0, 8),
      last_four: secret.slice(-4),
      created_by_key_id: project.keyId,
      last_used_at: null,
      expires_at: null,
      replaced_by_key_id: null,
      revoked_at: null,
    });
    expect(r.body.data.id).toMatch(UUID);
    expect(r.body.data).not.toHaveProperty('project_id');
    const row = await gw.db.knex('api_keys').where({ id: r.body.data.id }).first();
    expect(row.key_hash).toBe(hashApiKey(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await call(gw.baseUrl, project.key, 'GET', '/api_keys');
    expect(list.status).toBe(200);
    expect(list.body.data.map((k: { id: string }) => k.id)).toEqual(expect.arrayContaining([r.body.data.id, project.keyId]));
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(8, -4));
    const one = await call(gw.baseUrl, project.key, 'GET', `/api_keys/${r.body.data.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).not.toHaveProperty('secret');
    expect(one.body.data.scopes).toEqual(['read_only', 'messaging']);
    expect((await call(gw.baseUrl, secret, 'GET', '/api_logs')).status).toBe(200);
  });

  it('refuses bad input with 400 { error }', async () => {
    for (const body of [
      { api_key: { name: 'x', scopes: [] } },
      { api_key: { name: 'x', scopes: ['root'] } },
      { api_key: { name: '', scopes: ['full'] } },
      {},
    ]) {
      const r = await call(gw.baseUrl, project.key, 'POST', '/api_keys', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.body.error).toBe('string');
    }
    expect((await call(gw.baseUrl, project.key, 'GET', '/api_keys/nope')).status).toBe(400);
    const grace = await call(gw.baseUrl, project.key, 'POST', `/api_keys/${project.keyId}/rotate`, { grace_period_seconds: 86_401 });
    expect(grace.status).toBe(400);
  });

  it('another project’s key answers exactly like an unknown one, and is left alone', async () => {
    const b = await gw.projects.createProject('Other', 'pro');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['POST', '/rotate', { grace_period_seconds: 0 }],
      ['DELETE', '', undefined],
    ] as const) {
      const foreign = await call(gw.baseUrl, project.key, method, `/api_keys/${b.key.id}${suffix}`, body);
      const none = await call(gw.baseUrl, project.key, method, `/api_keys/${unknown}${suffix}`, body);
      expect(foreign.status, `${method} ${suffix}`).toBe(404);
      expect(foreign.body).toEqual(none.body);
      expect(foreign.body).toEqual({ error: 'API key not found' });
    }
    expect((await call(gw.baseUrl, b.secret, 'GET', '/api_logs')).status).toBe(200);
    const listed = await call(gw.baseUrl, project.key, 'GET', '/api_keys');
    expect(listed.body.data.map((k: { id: string }) => k.id)).not.toContain(b.key.id);
  });
});

describe('rotation', () => {
  it('the old secret keeps working during the grace period the caller chose, then is refused', async () => {
    const old = await createKey(project.key, ['messaging'], 'rotating');
    expect((await call(gw.baseUrl, old.secret, 'GET', '/api_keys')).status).toBe(200);
    const r = await call(gw.baseUrl, project.key, 'POST', `/api_keys/${old.id}/rotate`, { grace_period_seconds: 2 });
    expect(r.status).toBe(201);
    const rotatedAt = Date.now();
    expect(r.body.data).toMatchObject({ name: 'rotating', scopes: ['messaging'], status: 'active' });
    expect(r.body.data.secret).toMatch(/^mpk_/);
    expect(r.body.data.previous_key).toMatchObject({ id: old.id, status: 'rotating', replaced_by_key_id: r.body.data.id });
    expect(Date.parse(r.body.data.previous_key.expires_at) - rotatedAt).toBeGreaterThan(1000);
    expect(Date.parse(r.body.data.previous_key.expires_at) - rotatedAt).toBeLessThanOrEqual(2000);
    // Both secrets work during the grace period, on both replicas.
    for (const base of [gw.baseUrl, otherBase]) {
      expect((await call(base, old.secret, 'GET', '/api_keys')).status).toBe(200);
      expect((await call(base, r.body.data.secret, 'GET', '/api_keys')).status).toBe(200);
    }
    // Rotating the old key again is a conflict naming the successor.
    const again = await call(gw.baseUrl, project.key, 'POST', `/api_keys/${old.id}/rotate`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toContain(r.body.data.id);
    await new Promise((res) => setTimeout(res, Math.max(0, Date.parse(r.body.data.previous_key.expires_at) - Date.now() + 50)));
    for (const base of [gw.baseUrl, otherBase]) {
      const refused = await call(base, old.secret, 'GET', '/api_keys');
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: 'API key has expired: it was rotated and its grace period is over' });
      expect((await call(base, r.body.data.secret, 'GET', '/api_keys')).status).toBe(200);
    }
    expect((await call(gw.baseUrl, project.key, 'GET', `/api_keys/${old.id}`)).body.data.status).toBe('expired');
  });

  it('a grace period of 0 refuses the old secret at once; none given means one hour', async () => {
    const a = await createKey(project.key, ['full'], 'now');
    expect((await call(gw.baseUrl, a.secret, 'GET', '/api_keys')).status).toBe(200);
    const r = await call(gw.baseUrl, project.key, 'POST', `/api_keys/${a.id}/rotate`, { grace_period_seconds: 0 });
    expect(r.status).toBe(201);
    expect((await call(gw.baseUrl, a.secret, 'GET', '/api_keys')).status).toBe(401);
    const b = await createKey(project.key, ['full'], 'default grace');
    const d = await call(gw.baseUrl, project.key, 'POST', `/api_keys/${b.id}/rotate`);
    expect(d.status).toBe(201);
    const grace = Date.parse(d.body.data.previous_key.expires_at) - Date.parse(d.body.data.created_at);
    expect(grace).toBe(3_600_000);
  });
});

describe('revocation', () => {
  it('is refused at once on the replica that revoked it, and within the revalidation interval on another', async () => {
    const k = await createKey(project.key, ['messaging'], 'doomed');
    // Warm both replicas' caches (this one trusts its lookup for 5 s and never re-reads it).
    expect((await call(gw.baseUrl, k.secret, 'GET', '/api_keys')).status).toBe(200);
    expect((await call(otherBase, k.secret, 'GET', '/api_keys')).status).toBe(200);
    const r = await call(gw.baseUrl, project.key, 'DELETE', `/api_keys/${k.id}`);
    expect(r.status).toBe(200);
    const revokedAt = Date.now();
    expect(r.body.data).toMatchObject({ id: k.id, status: 'revoked' });
    const here = await call(gw.baseUrl, k.secret, 'GET', '/api_keys');
    expect(here.status).toBe(401);
    expect(here.body).toEqual({ error: 'API key has been revoked' });
    await waitFor(async () => (await call(otherBase, k.secret, 'GET', '/api_keys')).status === 401, { timeoutMs: 5_000, intervalMs: 50 });
    // Documented bound: API_KEY_REVALIDATE_MS (1 s here) plus one query.
    expect(Date.now() - revokedAt).toBeLessThan(1_800);
    // Revoking again answers the key unchanged.
    const again = await call(gw.baseUrl, project.key, 'DELETE', `/api_keys/${k.id}`);
    expect(again.body.data.revoked_at).toBe(r.body.data.revoked_at);
  });

  it('the last full key of a project cannot be revoked through the API; with another one it can', async () => {
    const p = await gw.projects.createProject('Alone', 'pro');
    const self = await call(gw.baseUrl, p.secret, 'DELETE', `/api_keys/${p.key.id}`);
    expect(self.status).toBe(409);
    expect(self.body.error).toMatch(/last full-scope API key/);
    expect((await call(gw.baseUrl, p.secret, 'GET', '/api_keys')).status).toBe(200);
    const second = (await call(gw.baseUrl, p.secret, 'POST', '/api_keys', { api_key: { name: 'second', scopes: ['full'] } })).body.data;
    expect((await call(gw.baseUrl, p.secret, 'DELETE', `/api_keys/${p.key.id}`)).status).toBe(200);
    expect((await call(gw.baseUrl, p.secret, 'GET', '/api_keys')).status).toBe(401);
    expect((await call(gw.baseUrl, second.secret, 'DELETE', `/api_keys/${second.id}`)).status).toBe(409);
  });
});

describe('scopes', () => {
  it('a read_only key reads but every write is 403 naming the scope needed', async () => {
    const k = await createKey(project.key, ['read_only'], 'reader');
    expect((await call(gw.baseUrl, k.secret, 'GET', '/api_logs')).status).toBe(200);
    expect((await call(gw.baseUrl, k.secret, 'GET', '/customers')).status).toBe(200);
    const write = await call(gw.baseUrl, k.secret, 'POST', '/customers', { customer: { name: 'x' } });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ error: "This API key's scope (read_only) does not allow POST /customers: it needs the full or messaging scope" });
    expect(peer.calls.filter((c) => c.method === 'CreateCustomer')).toEqual([]);
    expect((await call(gw.baseUrl, k.secret, 'POST', '/api_keys', { api_key: { name: 'x', scopes: ['read_only'] } })).status).toBe(403);
  });

  it('a messaging key works on messaging routes and {proxy_url}, and is refused elsewhere', async () => {
    const k = await createKey(project.key, ['messaging'], 'sender');
    expect((await call(gw.baseUrl, k.secret, 'POST', '/customers', { customer: { name: 'm' } })).status).toBe(201);
    const wf = await call(gw.baseUrl, k.secret, 'GET', '/workflows');
    expect(wf.status).toBe(403);
    expect(wf.body.error).toBe("This API key's scope (messaging) does not allow GET /workflows: it needs the full or read_only or automation scope");
    expect((await call(gw.baseUrl, k.secret, 'GET', '/api_logs')).status).toBe(403);
    expect((await call(gw.baseUrl, k.secret, 'GET', '/billing/credits')).status).toBe(403);
    const proxy = `${gw.url}${PROXY_PATH}/123456/messages`;
    const before = peerHttp.requests.length;
    const sent = await fetch(proxy, { method: 'POST', headers: { authorization: `Bearer ${k.secret}`, 'content-type': 'application/json' }, body: '{}' });
    expect(sent.status).toBe(200);
    const automation = await createKey(project.key, ['automation'], 'robot');
    const refused = await fetch(proxy, { method: 'POST', headers: { 'x-api-key': automation.secret, 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/needs the full or messaging scope/);
    expect(peerHttp.requests.length).toBe(before + 1);
  });

  it('a key cannot create, rotate or revoke a key wider than itself', async () => {
    const m = await createKey(project.key, ['messaging'], 'narrow');
    const full = await call(gw.baseUrl, m.secret, 'POST', '/api_keys', { api_key: { name: 'escalate', scopes: ['full'] } });
    expect(full.status).toBe(403);
    expect(full.body.error).toMatch(/cannot create a key wider than itself/);
    const ro = await call(gw.baseUrl, m.secret, 'POST', '/api_keys', { api_key: { name: 'escalate', scopes: ['read_only'] } });
    expect(ro.status).toBe(403);
    const same = await call(gw.baseUrl, m.secret, 'POST', '/api_keys', { api_key: { name: 'peer', scopes: ['messaging'] } });
    expect(same.status).toBe(201);
    expect(same.body.data.created_by_key_id).toBe(m.id);
    expect((await call(gw.baseUrl, m.secret, 'POST', `/api_keys/${project.keyId}/rotate`, { grace_period_seconds: 0 })).status).toBe(403);
    expect((await call(gw.baseUrl, m.secret, 'DELETE', `/api_keys/${project.keyId}`)).status).toBe(403);
    expect((await call(gw.baseUrl, project.key, 'GET', `/api_keys/${project.keyId}`)).body.data.status).toBe('active');
    expect((await call(gw.baseUrl, m.secret, 'DELETE', `/api_keys/${same.body.data.id}`)).status).toBe(200);
  });

  it('the request log names the key and its scopes, refusals included', async () => {
    const k = await createKey(project.key, ['read_only'], 'logged');
    await call(gw.baseUrl, k.secret, 'GET', '/customers');
    await call(gw.baseUrl, k.secret, 'DELETE', `/api_keys/${k.id}`);
    await gw.logWriter!.flush();
    const logs = await call(gw.baseUrl, project.key, 'GET', `/api_logs?limit=100&endpoint=${encodeURIComponent('/platform/v1/')}`);
    const mine = logs.body.data.filter((e: { api_key_id: string }) => e.api_key_id === k.id);
    expect(mine.map((e: Record<string, unknown>) => [e.http_method, e.response_status, e.api_key_name, e.api_key_scopes])).toEqual([
      ['DELETE', 403, 'logged', ['read_only']],
      ['GET', 200, 'logged', ['read_only']],
    ]);
    expect(mine[0].error_message).toMatch(/needs the full or messaging or automation or billing scope/);
  });
});

describe('last_used_at', () => {
  it('is kept without a write per request: one batched write carries the latest use', async () => {
    const k = await createKey(project.key, ['read_only'], 'used');
    await gw.keyUsage.flush();
    expect((await call(gw.baseUrl, project.key, 'GET', `/api_keys/${k.id}`)).body.data.last_used_at).toBeNull();
    const touch = vi.spyOn(gw.apiKeys, 'touch');
    try {
      for (let i = 0; i < 10; i++) expect((await call(gw.baseUrl, k.secret, 'GET', '/api_logs?limit=1')).status).toBe(200);
      const lastRequestAt = Date.now();
      expect(touch).not.toHaveBeenCalled();
      await gw.keyUsage.flush();
      expect(touch).toHaveBeenCalledTimes(1);
      const used = Date.parse((await call(gw.baseUrl, project.key, 'GET', `/api_keys/${k.id}`)).body.data.last_used_at);
      expect(lastRequestAt - used).toBeLessThan(200);
      expect(used).toBeLessThanOrEqual(lastRequestAt);
    } finally {
      touch.mockRestore();
    }
  });
});
