import { describe, expect, it } from 'vitest';
import { GraphClient } from './graph-client';
import { GraphError } from './graph-error';
import { upstreamCallPath, type UpstreamCall } from './upstream-call';

const TOKEN = 'EAAG-secret-token-value';

/** A client over a fake fetch answering `answer`, and the calls its observer saw. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const calls: UpstreamCall[] = [];
  const client = new GraphClient({
    baseUrl: 'http://upstream.test',
    version: 'v24.0',
    timeoutMs: 1_000,
    fetch: (async () => answer()) as typeof fetch,
    observer: (c) => calls.push(c),
  });
  return { client, calls };
}

describe('the upstream call observer (decision 0250)', () => {
  it('sees every answered call: method, path without its query, status; never the token', async () => {
    const { client, calls } = clientAnswering(() => new Response('{"data":[]}', { status: 200, headers: { 'x-fb-trace-id': 'TRACE1' } }));
    await client.request(TOKEN, 'GET', 'debug_token', { query: { input_token: TOKEN, access_token: TOKEN } });
    expect(calls).toEqual([{ method: 'GET', path: 'debug_token', status: 200, durationMs: expect.any(Number), traceId: 'TRACE1' }]);
    expect(JSON.stringify(calls)).not.toContain(TOKEN);
  });

  it('reads the error envelope of an error answer: code, subcode, fbtrace_id, message', async () => {
    const envelope = { error: { message: 'Invalid parameter', code: 100, error_subcode: 33, fbtrace_id: 'FB1' } };
    const { client, calls } = clientAnswering(() => new Response(JSON.stringify(envelope), { status: 400 }));
    await expect(client.request(TOKEN, 'POST', '/123/messages', { body: { to: '1' } })).rejects.toBeInstanceOf(GraphError);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '123/messages',
      status: 400,
      errorCode: 100,
      errorSubcode: 33,
      traceId: 'FB1',
      errorMessage: 'Invalid parameter',
    });
  });

  it('records a call without an answer as status 0, and the raw forward too', async () => {
    const { client, calls } = clientAnswering(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.request(TOKEN, 'GET', '123')).rejects.toMatchObject({ kind: 'transport' });
    expect(calls[0]).toMatchObject({ status: 0, path: '123', errorMessage: 'transport: no answer' });
    const ok = clientAnswering(() => new Response('{}', { status: 200 }));
    await ok.client.forward(TOKEN, 'GET', `123/media?access_token=${TOKEN}`);
    expect(ok.calls[0]).toMatchObject({ method: 'GET', path: '123/media', status: 200 });
    expect(JSON.stringify(ok.calls)).not.toContain(TOKEN);
  });

  it('an observer that throws never breaks the call', async () => {
    const client = new GraphClient({
      baseUrl: 'http://upstream.test',
      version: 'v24.0',
      timeoutMs: 1_000,
      fetch: (async () => new Response('{"ok":true}')) as typeof fetch,
      observer: () => {
        throw new Error('observer down');
      },
    });
    await expect(client.request(TOKEN, 'GET', 'me')).resolves.toEqual({ ok: true });
  });

  it('paths lose their query and fragment', () => {
    expect(upstreamCallPath('/v24.0/1/messages?access_token=x#y')).toBe('v24.0/1/messages');
    expect(upstreamCallPath('1/media#frag')).toBe('1/media');
  });
});
