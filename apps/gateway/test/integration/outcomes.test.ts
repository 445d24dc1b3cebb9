/**
 * Gateway routes, one describe per outcome, on real Postgres and Redis with the messaging-proxy
 * peer faked at its generated gRPC contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startFakeMessagingProxy, startTestGateway, type FakeMessagingProxy, type TestGateway } from '../support';

let gw: TestGateway;
let peer: FakeMessagingProxy;
let key: string;
let projectId: string;

beforeAll(async () => {
  peer = await startFakeMessagingProxy();
  gw = await startTestGateway({ MESSAGING_PROXY_GRPC_ADDRESS: `127.0.0.1:${peer.server.port}`, BODY_LIMIT: '10kb' });
  const p = await gw.projects.createProject('Outcomes', 'pro');
  key = p.secret;
  projectId = p.project.id;
});

afterAll(async () => {
  await gw.stop();
  await peer.server.shutdown();
  await gw.cleanup();
});

describe('200 / 201: authenticated calls reach the service', () => {
  it('creates and reads a customer through gRPC, with rate limit headers', async () => {
    const created = await call(gw.baseUrl, key, 'POST', '/customers', { customer: { name: 'Acme', external_customer_id: 'ext-1' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Acme', external_customer_id: 'ext-1' });
    expect(created.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(Number(created.headers.get('x-ratelimit-remaining'))).toBeLessThan(1000);
    const read = await call(gw.baseUrl, key, 'GET', `/customers/${created.body.data.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.id).toBe(created.body.data.id);
  });

  it('takes the project id from the key, never from client input', async () => {
    peer.calls.length = 0;
    const r = await call(gw.baseUrl, key, 'GET', '/customers?project_id=00000000-0000-0000-0000-000000000000', undefined, { 'x-project-id': 'evil' });
    expect(r.status).toBe(200);
    expect(peer.calls.at(-1)?.request.project_id).toBe(projectId);
  });

  it('ignores unknown query parameters (spec 9.7) and shapes page meta', async () => {
    const r = await call(gw.baseUrl, key, 'GET', '/customers?waiting_reason=x&page=1');
    expect(r.status).toBe(200);
    expect(r.body.meta).toEqual({ page: 1, per_page: 20, total_pages: 1, total_count: 1 });
  });

  it('serves discovery without a key', async () => {
    const r = await call(gw.url, undefined, 'GET', '/');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ base_url: `${gw.url}/platform/v1`, proxy_url: `${gw.url}/upstream/messaging/v24.0`, app_url: `${gw.url}/app`, version: '0.2.0' });
  });
});

describe('400: invalid input never reaches a service', () => {
  it('rejects malformed JSON', async () => {
    const r = await call(gw.baseUrl, key, 'POST', '/customers', '{"customer": {"name": ');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'Malformed JSON body' });
  });

  it('rejects a missing envelope field with a clear message', async () => {
    peer.calls.length = 0;
    const r = await call(gw.baseUrl, key, 'POST', '/customers', { name: 'no envelope' });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/customer/);
    expect(peer.calls).toHaveLength(0);
  });

  it('rejects NUL bytes and unpaired surrogates in body, path and query with a 400 naming the field (issue 13 #2)', async () => {
    peer.calls.length = 0;
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['POST', '/customers', { customer: { name: 'a\u0000b' } }, /customer\.name/],
      ['POST', '/customers', { customer: { name: 'Acme', external_customer_id: 'x\ud800' } }, /customer\.external_customer_id/],
      ['PATCH', '/customers/00000000-0000-4000-8000-000000000000', { customer: { name: '\udc00' } }, /customer\.name/],
      ['GET', '/customers/%00', undefined, /path/],
      ['GET', '/api_logs?endpoint=%00', undefined, /endpoint/],
      ['GET', '/customers?page=1&x=a%00', undefined, /query: x/],
    ];
    for (const [method, path, body, field] of cases) {
      const r = await call(gw.baseUrl, key, method, path, body);
      expect(r.status, `${method} ${path}`).toBe(400);
      expect(Object.keys(r.body)).toEqual(['error']);
      expect(r.body.error, `${method} ${path}`).toMatch(field);
      expect(r.body.error).not.toMatch(/[\u0000\ud800-\udfff]/);
    }
    expect(peer.calls).toHaveLength(0);
  });

  it('refuses unknown body fields with a 400 naming them, as the OpenAPI document says (additionalProperties: false)', async () => {
    peer.calls.length = 0;
    const r = await call(gw.baseUrl, key, 'POST', '/customers', { customer: { name: 'Acme', nmae: 'typo' }, extra: 1 });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Invalid body: unknown fields customer.nmae, extra');
    expect(peer.calls).toHaveLength(0);
  });

  it('paging parameters have one bound on every list: out of range is a 400, never a wrapped page (issue 13 #3)', async () => {
    peer.calls.length = 0;
    for (const q of ['page=2147483648', 'page=4294967297', 'page=100001', 'page=0', 'page=-1', 'page=1.5', 'per_page=0', 'per_page=101', 'page=1e400']) {
      for (const path of ['/customers', '/webhooks', '/messaging/flows']) {
        const r = await call(gw.baseUrl, key, 'GET', `${path}?${q}`);
        expect(r.status, `${path}?${q}`).toBe(400);
        expect(r.body.error).toMatch(/page/);
      }
    }
    expect(peer.calls).toHaveLength(0);
    expect((await call(gw.baseUrl, key, 'GET', '/customers?page=100000&per_page=100')).status).toBe(200);
  });

  it('never echoes the value it refuses in the error message', async () => {
    const r = await call(
      gw.baseUrl,
      key,
      'GET',
      `/customers/00000000-0000-4000-8000-000000000000/setup_links?status=${encodeURIComponent('<script>x</script>')}`,
    );
    expect(r.status).toBe(400);
    expect(r.body.error).not.toContain('script');
    expect(r.body.error).toMatch(/status must be one of/);
  });

  it('rejects a non-UUID id in the path', async () => {
    const r = await call(gw.baseUrl, key, 'GET', '/customers/not-a-uuid');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/customer_id.*UUID/);
  });

  it.each([
    ['limit=0', /limit/],
    ['limit=101', /limit/],
    ['limit=abc', /limit/],
    ['period=1y', /period/],
    ['status_code=99', /status_code/],
    ['after=not-a-cursor!', /after/],
    ['before=eyJ4IjoxfQ==', /before/],
  ])('rejects out-of-range api_logs query %s', async (q, re) => {
    const r = await call(gw.baseUrl, key, 'GET', `/api_logs?${q}`);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(re);
  });
});

describe('401: missing, unknown or revoked key', () => {
  it('missing key', async () => {
    const r = await call(gw.baseUrl, undefined, 'GET', '/customers');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'Missing API key: send it in the X-API-Key header' });
  });

  it('unknown key (well-formed and junk)', async () => {
    for (const k of ['mpk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'hello']) {
      const r = await call(gw.baseUrl, k, 'GET', '/customers');
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: 'Invalid API key' });
    }
  });

  it('revoked key', async () => {
    const k = await gw.keys.create(projectId, { name: 'to revoke', scopes: ['full'] }, { kind: 'operator' });
    expect((await call(gw.baseUrl, k!.secret, 'GET', '/customers')).status).toBe(200);
    await gw.keys.revoke(undefined, k!.key.id, { kind: 'operator' });
    gw.authenticator.clear();
    const r = await call(gw.baseUrl, k!.secret, 'GET', '/customers');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'API key has been revoked' });
  });
});

describe('404: unknown routes and unknown resources', () => {
  it('unknown route under {base_url}', async () => {
    const r = await call(gw.baseUrl, key, 'GET', '/nope');
    expect(r.status).toBe(404);
    expect(r.body.error).toMatch(/No route for GET/);
  });

  it('unknown route outside any base', async () => {
    const r = await call(gw.url, undefined, 'GET', '/somewhere');
    expect(r.status).toBe(404);
    expect(typeof r.body.error).toBe('string');
  });

  it('NOT_FOUND from the service maps to 404 with its message', async () => {
    const r = await call(gw.baseUrl, key, 'GET', '/customers/3f1c3c7e-8d5b-4a4f-9a53-1d1b1b1b1b1b');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: 'Customer not found' });
  });
});

describe('413: oversized body', () => {
  it('answers 413 with a JSON error', async () => {
    const r = await call(gw.baseUrl, key, 'POST', '/customers', { customer: { name: 'x'.repeat(20_000) } });
    expect(r.status).toBe(413);
    expect(r.body.error).toMatch(/too large/);
  });
});

describe('503 / 504: peer trouble is never a bare 500', () => {
  it('deadline exceeded on a slow peer', async () => {
    peer.delayMs = 6_000;
    try {
      const r = await call(gw.baseUrl, key, 'GET', '/customers');
      expect(r.status).toBe(504);
      expect(typeof r.body.error).toBe('string');
    } finally {
      peer.delayMs = 0;
    }
  }, 15_000);

  it('unreachable peer → 503', async () => {
    const other = await startTestGateway({ MESSAGING_PROXY_GRPC_ADDRESS: '127.0.0.1:1' });
    try {
      const p = await other.projects.createProject('x', 'pro');
      const r = await call(other.baseUrl, p.secret, 'GET', '/customers');
      expect(r.status).toBe(503);
      expect(typeof r.body.error).toBe('string');
    } finally {
      await other.stop();
      await other.cleanup();
    }
  }, 20_000);
});

describe('429: plan limit per project', () => {
  it('admits exactly the free plan limit and then 429 with Retry-After', async () => {
    const p = await gw.projects.createProject('Free', 'free');
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 105; i++) {
      last = await call(gw.baseUrl, p.secret, 'GET', '/api_logs?limit=1');
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.headers.get('x-ratelimit-limit')).toBe('100');
    expect(last!.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(last!.body.error).toMatch(/Rate limit exceeded/);
  });
});

describe('edges answer in the public error shape (issue 13 #10)', () => {
  it('headers or URL over the 16 KB limit: 431 with a JSON { error } body, not an empty one', async () => {
    const { request } = await import('node:http');
    const url = new URL(`${gw.baseUrl}/customers`);
    const res = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'GET', headers: { 'x-api-key': key, 'x-big': 'a'.repeat(20_000) } },
        (r) => {
          let body = '';
          r.on('data', (d) => (body += d));
          r.on('end', () => resolve({ status: r.statusCode!, type: String(r.headers['content-type']), body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toEqual({ error: expect.stringMatching(/too large/) });
  });

  it('OPTIONS on a route answers 204 with Allow; on an unknown path the JSON 404', async () => {
    const r = await fetch(`${gw.baseUrl}/customers/00000000-0000-4000-8000-000000000000`, { method: 'OPTIONS', headers: { 'x-api-key': key } });
    expect(r.status).toBe(204);
    expect(r.headers.get('allow')).toBe('GET, PATCH, DELETE, HEAD, OPTIONS');
    expect(await r.text()).toBe('');
    const unknown = await call(gw.baseUrl, key, 'OPTIONS', '/nowhere');
    expect(unknown.status).toBe(404);
    expect(Object.keys(unknown.body)).toEqual(['error']);
  });
});
