import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../routes/route';
import { argumentsHashOf, buildRequest, REDACTED, redactSecrets, shownRequest } from './dry-run';

const route = (method: RouteDef['method'], path: string): RouteDef => ({ method, path }) as RouteDef;

describe('the request of a tool call', () => {
  it('fills and encodes path parameters, keeps the query and the body, and the idempotency key', () => {
    const built = buildRequest(
      route('post', '/webhooks/:webhook_id/test'),
      { path: { webhook_id: 'a b/c' }, query: { x: 1, tag: ['a', 'b'] }, body: { n: 1 } },
      'k-1',
    );
    expect(built).toEqual({
      ok: true,
      request: {
        method: 'POST',
        pathAndQuery: '/webhooks/a%20b%2Fc/test?x=1&tag=a&tag=b',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': 'k-1' },
        body: { n: 1 },
      },
    });
  });

  it("refuses an idempotency key that cannot be sent as the Idempotency-Key header (the API's length rule; what fetch would refuse or trim)", () => {
    const post = route('post', '/customers');
    for (const key of ['a\rb\nc', 'nul\u0000', ' leading', '\tleading tab', 'trailing ', '\u{1F600}', 'snowman \u2603', '', 'k'.repeat(256)]) {
      const built = buildRequest(post, { body: {} }, key);
      expect(built, JSON.stringify(key)).toMatchObject({ ok: false, error: expect.stringMatching(/^idempotency_key must /) });
    }
    for (const key of ['k'.repeat(255), 'order-42 retry 2', 'tab\tinside', 'caf\u00e9', '~!@#$%^&*()']) {
      const built = buildRequest(post, { body: {} }, key);
      expect(built, JSON.stringify(key)).toMatchObject({ ok: true, request: { headers: { 'idempotency-key': key } } });
      expect(new Headers({ 'idempotency-key': key }).get('idempotency-key')).toBe(key);
    }
  });

  it('refuses a missing path parameter', () => {
    const built = buildRequest(route('delete', '/webhooks/:webhook_id'), {}, undefined);
    expect(built).toEqual({ ok: false, error: expect.stringContaining('path.webhook_id is required') });
  });

  it('shows the key and every secret of the body redacted, at any depth', () => {
    const built = buildRequest(
      route('post', '/webhooks'),
      {
        body: {
          webhook: { url: 'https://x.example', secret: 's3cr3t', headers: [{ authorization: 'Bearer t' }] },
          access_token: 'EAAG',
          password: 'pw',
          name: 'kept',
        },
      },
      undefined,
    );
    if (!built.ok) throw new Error(built.error);
    const shown = shownRequest(built.request, 'https://api.example/platform/v1');
    expect(shown.url).toBe('https://api.example/platform/v1/webhooks');
    expect(shown.headers['x-api-key']).toBe(REDACTED);
    expect(shown.body).toEqual({
      webhook: { url: 'https://x.example', secret: REDACTED, headers: [{ authorization: REDACTED }] },
      access_token: REDACTED,
      password: REDACTED,
      name: 'kept',
    });
    expect(JSON.stringify(shown)).not.toMatch(/s3cr3t|EAAG|"pw"|Bearer t/);
    expect(redactSecrets({ provider_key: 'x', api_key: 'y', private_key: 'z', client_secret: 'w' })).toEqual({
      provider_key: REDACTED,
      api_key: REDACTED,
      private_key: REDACTED,
      client_secret: REDACTED,
    });
  });

  it('hashes the arguments as approved: key order does not matter, values and the tool do; approval_id and dry_run do not', () => {
    const a = argumentsHashOf('send', { path: { id: '1' }, body: { a: 1, b: [1, 2] } });
    expect(argumentsHashOf('send', { body: { b: [1, 2], a: 1 }, path: { id: '1' }, approval_id: 'x', dry_run: false })).toBe(a);
    expect(argumentsHashOf('send', { path: { id: '1' }, body: { a: 2, b: [1, 2] } })).not.toBe(a);
    expect(argumentsHashOf('other', { path: { id: '1' }, body: { a: 1, b: [1, 2] } })).not.toBe(a);
  });
});
