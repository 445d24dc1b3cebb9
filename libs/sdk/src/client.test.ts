import { describe, expect, it } from 'vitest';
import { createPlatformClient, DEFAULT_RETRY, paginate, PlatformApiError, unwrap, type PlatformClientOptions } from './index';
import { backoffMs, retryAfterMs } from './retry';

const BASE = 'http://platform.test/platform/v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A scripted fetch: answers in order (a function may throw, as fetch does on a network error), recording each request it was sent. */
function scripted(...answers: (() => Response)[]) {
  const seen: { method: string; url: string; headers: Headers; body: string }[] = [];
  const fetch = async (request: Request) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  };
  return { seen, fetch };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const networkError = () => {
  throw new TypeError('fetch failed');
};
const customer = { id: '00000000-0000-4000-8000-000000000001', name: 'Acme', external_customer_id: null, created_at: 'x', updated_at: 'x' };

function client(fetch: PlatformClientOptions['fetch'], options: Partial<PlatformClientOptions> = {}) {
  return createPlatformClient({ apiKey: 'key_123', baseUrl: `${BASE}/`, fetch, retry: { ...DEFAULT_RETRY, baseDelayMs: 0 }, ...options });
}

describe('createPlatformClient', () => {
  it('sends the API key to {base_url} and types the answer', async () => {
    const s = scripted(json(200, { data: [customer], meta: { page: 1, per_page: 20, total_pages: 1, total_count: 1 } }));
    const { data } = await client(s.fetch).GET('/customers', { params: { query: { page: 1 } } });
    expect(data?.data[0].name).toBe('Acme');
    expect(s.seen[0].url).toBe(`${BASE}/customers?page=1`);
    expect(s.seen[0].headers.get('x-api-key')).toBe('key_123');
  });

  it('adds a random Idempotency-Key to a write that takes one and keeps it across the retries of the call', async () => {
    const s = scripted(json(503, { error: 'busy' }), networkError, json(201, { data: customer }));
    const c = client(s.fetch);
    const { data } = await c.POST('/customers', { body: { customer: { name: 'Acme' } } });
    expect(data?.data.id).toBe(customer.id);
    expect(s.seen).toHaveLength(3);
    const keys = s.seen.map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(s.seen.map((r) => r.body)).toEqual(Array(3).fill(JSON.stringify({ customer: { name: 'Acme' } })));
    // A second call is another operation: another key.
    const t = scripted(json(201, { data: customer }));
    await client(t.fetch).POST('/customers', { body: { customer: { name: 'Acme' } } });
    expect(t.seen[0].headers.get('idempotency-key')).not.toBe(keys[0]);
  });

  it("keeps the caller's own Idempotency-Key", async () => {
    const s = scripted(json(504, { error: 'deadline' }), json(201, { data: customer }));
    await client(s.fetch).POST('/customers', { params: { header: { 'Idempotency-Key': 'my-key-1' } }, body: { customer: { name: 'Acme' } } });
    expect(s.seen.map((r) => r.headers.get('idempotency-key'))).toEqual(['my-key-1', 'my-key-1']);
  });

  it('never retries a write whose operation takes no Idempotency-Key, nor adds one', async () => {
    const s = scripted(json(503, { error: 'busy' }));
    const { error, response } = await client(s.fetch).PATCH('/customers/{customer_id}', {
      params: { path: { customer_id: customer.id } },
      body: { customer: { name: 'B' } },
    });
    expect(response.status).toBe(503);
    expect(error).toEqual({ error: 'busy' });
    expect(s.seen).toHaveLength(1);
    expect(s.seen[0].headers.has('idempotency-key')).toBe(false);
  });

  it('with idempotencyKeys: false, retries a keyed write only when the call gave its key', async () => {
    const s = scripted(json(503, { error: 'busy' }));
    await client(s.fetch, { idempotencyKeys: false }).POST('/customers', { body: { customer: { name: 'Acme' } } });
    expect(s.seen).toHaveLength(1);
    expect(s.seen[0].headers.has('idempotency-key')).toBe(false);
    const t = scripted(json(503, { error: 'busy' }), json(201, { data: customer }));
    await client(t.fetch, { idempotencyKeys: false }).POST('/customers', { params: { header: { 'Idempotency-Key': 'k' } }, body: { customer: { name: 'A' } } });
    expect(t.seen).toHaveLength(2);
  });

  it('honours Retry-After on 429, and returns the answer when it asks to wait longer than maxRetryAfterMs', async () => {
    const s = scripted(json(429, { error: 'slow down' }, { 'retry-after': '0' }), json(200, { data: [] }));
    const { response } = await client(s.fetch).GET('/api_keys');
    expect(response.status).toBe(200);
    expect(s.seen).toHaveLength(2);
    const t = scripted(json(429, { error: 'slow down' }, { 'retry-after': '3600' }));
    const late = await client(t.fetch).GET('/api_keys');
    expect(late.response.status).toBe(429);
    expect(t.seen).toHaveLength(1);
  });

  it('retries a 409 idempotency_key_in_use (the first attempt still runs), not another 409', async () => {
    const s = scripted(json(409, { error: 'running', code: 'idempotency_key_in_use' }, { 'retry-after': '0' }), json(201, { data: customer }));
    expect((await client(s.fetch).POST('/customers', { body: { customer: { name: 'A' } } })).response.status).toBe(201);
    const t = scripted(json(409, { error: 'conflict', code: 'workflow_active' }));
    expect((await client(t.fetch).POST('/customers', { body: { customer: { name: 'A' } } })).response.status).toBe(409);
    expect(t.seen).toHaveLength(1);
  });

  it('makes at most maxAttempts attempts, then returns the last answer or throws the last network error', async () => {
    const s = scripted(...Array(4).fill(json(503, { error: 'busy' })));
    expect((await client(s.fetch).GET('/api_keys')).response.status).toBe(503);
    expect(s.seen).toHaveLength(DEFAULT_RETRY.maxAttempts);
    const t = scripted(networkError, networkError);
    await expect(client(t.fetch, { retry: { maxAttempts: 2, baseDelayMs: 0 } }).GET('/api_keys')).rejects.toThrow('fetch failed');
    expect(t.seen).toHaveLength(2);
    const u = scripted(json(503, { error: 'busy' }));
    expect((await client(u.fetch, { retry: false }).GET('/api_keys')).response.status).toBe(503);
    expect(u.seen).toHaveLength(1);
  });

  it('refuses options without a key or an http(s) base URL', () => {
    expect(() => createPlatformClient({ apiKey: '', baseUrl: BASE })).toThrow(/apiKey/);
    expect(() => createPlatformClient({ apiKey: 'k', baseUrl: 'platform.test' })).toThrow(/baseUrl/);
  });
});

describe('unwrap and PlatformApiError', () => {
  it('returns the data of a success', async () => {
    const s = scripted(json(200, { data: [] }));
    expect(await unwrap(client(s.fetch).GET('/api_keys'))).toEqual({ data: [] });
  });

  it('throws the status, the error sentence, the code, the request id and the body of an error answer', async () => {
    const body = { error: 'Balance too low', code: 'insufficient_credits', billing_url: 'https://x.test/billing' };
    const s = scripted(json(402, body, { 'x-request-id': 'req_1' }));
    const error = await unwrap(client(s.fetch).POST('/customers', { body: { customer: { name: 'A' } } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformApiError);
    expect(error).toMatchObject({ status: 402, error: 'Balance too low', code: 'insufficient_credits', requestId: 'req_1', body });
  });
});

describe('paginate', () => {
  it('walks a page-style list page after page until total_pages', async () => {
    const meta = (page: number) => ({ page, per_page: 1, total_pages: 2, total_count: 2 });
    const s = scripted(json(200, { data: [customer], meta: meta(1) }), json(200, { data: [{ ...customer, name: 'B' }], meta: meta(2) }));
    const names: string[] = [];
    for await (const c of paginate(client(s.fetch), '/customers', { query: { per_page: 1 } })) names.push(c.name);
    expect(names).toEqual(['Acme', 'B']);
    expect(s.seen.map((r) => new URL(r.url).search)).toEqual(['?per_page=1', '?per_page=1&page=2']);
  });

  it('walks a cursor-style list by cursors.after while next is set, keeping the filters', async () => {
    const paging = (after: string | null) => ({ cursors: { before: 'b', after }, next: after ? `/x?after=${after}` : null, previous: null });
    const s = scripted(json(200, { data: [{ id: 'c1' }], paging: paging('A1') }), json(200, { data: [{ id: 'c2' }], paging: paging(null) }));
    const ids: string[] = [];
    for await (const c of paginate(client(s.fetch), '/messaging/conversations', { query: { status: 'active', limit: 1 } })) ids.push(c.id);
    expect(ids).toEqual(['c1', 'c2']);
    expect(s.seen.map((r) => new URL(r.url).search)).toEqual(['?status=active&limit=1', '?status=active&limit=1&after=A1']);
  });

  it('walks backwards by cursors.before when the walk started with before', async () => {
    const s = scripted(
      json(200, { data: [{ id: 'n1' }], paging: { cursors: { before: 'B2', after: 'x' }, next: '/x', previous: '/p' } }),
      json(200, { data: [{ id: 'n2' }], paging: { cursors: { before: 'B3', after: 'y' }, next: '/x', previous: null } }),
    );
    const ids: string[] = [];
    for await (const c of paginate(client(s.fetch), '/messaging/conversations', { query: { before: 'B1' } })) ids.push(c.id);
    expect(ids).toEqual(['n1', 'n2']);
    expect(s.seen.map((r) => new URL(r.url).searchParams.get('before'))).toEqual(['B1', 'B2']);
  });

  it('throws PlatformApiError when a page fails', async () => {
    const s = scripted(json(400, { error: 'limit: must be at most 100' }));
    const walk = async () => {
      for await (const _ of paginate(client(s.fetch), '/messaging/conversations', { query: { limit: 100 } })) void _;
    };
    await expect(walk()).rejects.toMatchObject({ status: 400, error: 'limit: must be at most 100' });
  });
});

describe('retry timing', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });

  it('backs off exponentially with full jitter, capped', () => {
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, policy, () => 0.999999))).toEqual([99, 199, 399, 799, 999]);
    expect(backoffMs(3, policy, () => 0)).toBe(0);
  });
});
