import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@platform/logger';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphClient } from './graph-client';
import { GraphError } from './graph-error';

const TOKEN = 'EAAG-secret-token-value';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end('{}');

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, contentType: req.headers['content-type'], body });
      answer(req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  seen = [];
});

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
}

function recordingLogger(lines: unknown[]): Logger {
  const rec = (obj: object | string, msg?: string) => lines.push({ obj, msg });
  const logger: Logger = { debug: rec, info: rec, warn: rec, error: rec, child: () => logger };
  return logger;
}

async function failure(p: Promise<unknown>): Promise<GraphError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(GraphError);
    return err as GraphError;
  }
  throw new Error('expected the call to fail');
}

describe('GraphClient.request', () => {
  it('calls base URL + version + path with the query and the bearer token, and parses the JSON answer', async () => {
    answer = json(200, { id: '123', currency: 'USD' });
    const graph = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 2_000 });
    const body = await graph.request(TOKEN, 'GET', '/123', { query: { fields: 'id,currency' } });
    expect(body).toEqual({ id: '123', currency: 'USD' });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/v24.0/123?fields=id%2Ccurrency',
      authorization: `Bearer ${TOKEN}`,
      contentType: undefined,
      body: '',
    });
  });

  it('sends a JSON body with its content type; an empty answer is {}', async () => {
    answer = (_req, res) => res.end('');
    const graph = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 2_000 });
    expect(await graph.request(TOKEN, 'POST', '123', { body: { new_display_name: 'Acme' } })).toEqual({});
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v24.0/123', contentType: 'application/json', body: '{"new_display_name":"Acme"}' });
  });

  it('parses the error envelope: code, subcode, type, details, error_data, trace id, is_transient, Retry-After', async () => {
    const envelope = {
      error: {
        message: '(#130429) Rate limit hit',
        type: 'OAuthException',
        code: 130429,
        error_subcode: 2494055,
        error_data: { messaging_product: 'whatsapp', details: 'Cloud API message throughput has been reached.' },
        fbtrace_id: 'AbCdEf',
        is_transient: true,
      },
    };
    answer = json(400, envelope, { 'retry-after': '7', 'x-fb-trace-id': 'header-trace' });
    const graph = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 2_000 });
    const err = await failure(graph.request(TOKEN, 'POST', '/1/messages', { body: {} }));
    expect(err).toMatchObject({
      kind: 'graph',
      httpStatus: 400,
      message: '(#130429) Rate limit hit',
      code: 130429,
      subcode: 2494055,
      type: 'OAuthException',
      details: 'Cloud API message throughput has been reached.',
      errorData: { messaging_product: 'whatsapp', details: 'Cloud API message throughput has been reached.' },
      traceId: 'AbCdEf',
      isTransient: true,
      retryAfterMs: 7_000,
      category: 'throttling',
      retry: 'retry_after',
      retryable: true,
      body: envelope,
    });
  });

  it('falls back to the x-fb-trace-id header; an envelope is an error even with a 2xx status', async () => {
    answer = json(200, { error: { message: 'Invalid parameter', code: 100, error_subcode: 33 } }, { 'x-fb-trace-id': 'header-trace' });
    const graph = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 2_000 });
    const err = await failure(graph.request(TOKEN, 'GET', '/1'));
    expect(err).toMatchObject({ kind: 'graph', httpStatus: 200, code: 100, subcode: 33, traceId: 'header-trace', category: 'other', objectNotFound: true });
  });

  it('an error status without an envelope is an http failure classified by status', async () => {
    answer = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    };
    const graph = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 2_000 });
    const err = await failure(graph.request(TOKEN, 'GET', '/1'));
    expect(err).toMatchObject({ kind: 'http', httpStatus: 502, code: undefined, message: 'Upstream answered HTTP 502', category: 'server', retry: 'retry' });
    expect(err.body).toBe('<html>bad gateway</html>');
  });

  it('a success whose body is not JSON is an http failure', async () => {
    answer = (_req, res) => res.end('not json');
    const graph = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 2_000 });
    const err = await failure(graph.request(TOKEN, 'GET', '/1'));
    expect(err).toMatchObject({ kind: 'http', httpStatus: 200, category: 'other', retry: 'fix_and_retry' });
  });

  it('every call has a deadline (per call, or the default): timeout kind, retryable', async () => {
    answer = (_req, res) => setTimeout(() => res.end('{}'), 1_000);
    const lines: unknown[] = [];
    const graph = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 100, logger: recordingLogger(lines) });
    const started = Date.now();
    const err = await failure(graph.request(TOKEN, 'GET', '/1'));
    expect(Date.now() - started).toBeLessThan(900);
    expect(err).toMatchObject({ kind: 'timeout', httpStatus: 0, category: 'transport', retry: 'retry', retryable: true });
    expect(err.message).toBe('The upstream network did not answer in time');
    const slow = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 5_000 });
    await expect(slow.request(TOKEN, 'GET', '/1', { timeoutMs: 100 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('the deadline also covers reading the body', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":');
      setTimeout(() => res.end('"1"}'), 1_000);
    };
    const graph = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 150 });
    await expect(graph.request(TOKEN, 'GET', '/1')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('no answer at all is a transport failure', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const graph = new GraphClient({ baseUrl: `http://127.0.0.1:${port}`, version: 'v24.0', timeoutMs: 2_000 });
    const err = await failure(graph.request(TOKEN, 'GET', '/1'));
    expect(err).toMatchObject({ kind: 'transport', httpStatus: 0, category: 'transport', message: 'The upstream network could not be reached' });
  });

  it('tokens appear in no error and no log line, and logs carry no query string', async () => {
    const lines: unknown[] = [];
    answer = (_req, res) => setTimeout(() => res.end('{}'), 500);
    const graph = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 50, logger: recordingLogger(lines) });
    const timeout = await failure(graph.request(TOKEN, 'GET', '/debug_token', { query: { input_token: TOKEN } }));
    answer = json(401, { error: { message: 'Invalid OAuth access token', code: 190, fbtrace_id: 't' } });
    const rejected = await failure(graph.request(TOKEN, 'GET', '/debug_token', { query: { input_token: TOKEN } }));
    expect(rejected).toMatchObject({ category: 'authorization', retry: 'refresh_token' });
    for (const err of [timeout, rejected]) {
      const dump = JSON.stringify({ ...err, message: err.message, stack: err.stack, log: err.toLog() });
      expect(dump).not.toContain(TOKEN);
    }
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
    expect(lines[0]).toMatchObject({ obj: { method: 'GET', path: 'debug_token', kind: 'timeout' } });
  });
});

describe('GraphClient.forward', () => {
  it('returns the upstream answer unchanged, errors included', async () => {
    answer = json(400, { error: { message: 'bad', code: 100 } });
    const graph = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 2_000 });
    const raw = await graph.forward(TOKEN, 'POST', '123/messages?x=1', { body: Buffer.from('{"a":1}'), contentType: 'application/json' });
    expect(raw.status).toBe(400);
    expect(raw.contentType).toBe('application/json');
    expect(JSON.parse(raw.body.toString())).toEqual({ error: { message: 'bad', code: 100 } });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v24.0/123/messages?x=1', authorization: `Bearer ${TOKEN}`, body: '{"a":1}' });
  });

  it('sends no body with GET; no answer in time is a timeout', async () => {
    answer = json(200, { data: [] });
    const graph = new GraphClient({ baseUrl, version: 'v24.0', timeoutMs: 2_000 });
    await graph.forward(TOKEN, 'GET', '123/media', { body: Buffer.from('ignored') });
    expect(seen[0].body).toBe('');
    answer = (_req, res) => setTimeout(() => res.end('{}'), 1_000);
    await expect(graph.forward(TOKEN, 'GET', '123', { timeoutMs: 100 })).rejects.toMatchObject({ kind: 'timeout' });
  });
});
