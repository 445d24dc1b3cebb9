import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError, sentence } from './client';

/** A fetch that records its calls and answers `status` with `body`. */
function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const f = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { f, calls };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('ApiClient', () => {
  it('sends the CSRF token on writes only, with the cookie (same-origin), to {app_url}/api/v1', async () => {
    const { f, calls } = fakeFetch(200, { data: { ok: true } });
    const api = new ApiClient({ fetch: f });
    api.setCsrfToken('tok-123');
    await api.get('/me');
    await api.post('/notifications/n1/read');
    await api.delete('/session');
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /app/api/v1/me',
      'POST /app/api/v1/notifications/n1/read',
      'DELETE /app/api/v1/session',
    ]);
    expect(headersOf(calls[0].init)['x-csrf-token']).toBeUndefined();
    expect(headersOf(calls[1].init)['x-csrf-token']).toBe('tok-123');
    expect(headersOf(calls[2].init)['x-csrf-token']).toBe('tok-123');
    expect(calls[1].init.credentials).toBe('same-origin');
    expect(headersOf(calls[1].init)['x-api-key']).toBeUndefined();
  });

  it('a 401 of a signed-in call sends the app back to sign-in; a refused sign-in does not', async () => {
    let signedOut = 0;
    const { f } = fakeFetch(401, { error: 'Not signed in: POST {app_url}/api/v1/session first' });
    const api = new ApiClient({ fetch: f, onUnauthorized: () => signedOut++ });
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toBe(1);
    await expect(api.post('/session', { email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).toBe(1);
  });

  it('turns the API’s error into a sentence and keeps its fields', async () => {
    const { f } = fakeFetch(401, { error: 'A TOTP code is required: send totp_code from your authenticator app', totp_required: true });
    const err: ApiError = await new ApiClient({ fetch: f }).post('/session', {}).then(
      () => {
        throw new Error('expected a refusal');
      },
      (e: ApiError) => e,
    );
    expect(err.message).toBe('A TOTP code is required: send totp_code from your authenticator app.');
    expect(err.body.totp_required).toBe(true);
  });

  it('a network failure reads as a sentence', async () => {
    const f = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(new ApiClient({ fetch: f }).get('/me')).rejects.toMatchObject({
      status: 0,
      message: 'The platform could not be reached. Check your connection and try again.',
    });
  });

  it('sentence: capital first, one final period', () => {
    expect(sentence('invalid email or password')).toBe('Invalid email or password.');
    expect(sentence('Done!')).toBe('Done!');
  });
});
