/**
 * Issue 32 #5: every refusal of {proxy_url} and {app_url} is `{ "error": string }` with the status a
 * client expects, through the gateway to the real messaging-proxy. Risks removed: a body over the
 * limit sent the way curl sends it (`Expect: 100-continue`) answered 401 "Missing project context"
 * (the gateway's forwarding hook was skipped: the key went on and the client's `x-project-id` was
 * trusted); a wrong method or a non-JSON send answered as something else.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let a: { projectId: string; apiKey: string };
let pn: string;
let appUrl: string;

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy'] });
  a = await stack.createProject('pro', 'surface errors');
  const seeded = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  pn = seeded.phone_numbers[0].id;
  const customer = await stack.api(a.apiKey, 'POST', '/customers', { customer: { name: 'Errors' } });
  const connected = await stack.api(a.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: {
      name: 'Errors',
      kind: 'production',
      phone_number_id: pn,
      business_account_id: seeded.wabas[0].id,
      access_token: seeded.tokens[0].value,
    },
  });
  expect(connected.status).toBe(201);
  appUrl = ((await (await fetch(`${stack.gatewayUrl}/`)).json()) as { app_url: string }).app_url;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

/** One raw HTTP call (node:http: `Expect` and any method), answering status, headers and the parsed body. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: unknown }> {
  return new Promise((resolve, reject) => {
    const h: Record<string, string> = { ...headers };
    if (body !== undefined) h['content-length'] = String(Buffer.byteLength(body));
    // A connection per call, as curl makes (a refusal answered before a large body is read may close it).
    const req = httpRequest(url, { method, headers: h, agent: false });
    const expectContinue = Object.keys(h).some((k) => k.toLowerCase() === 'expect');
    if (expectContinue) req.on('continue', () => req.end(body));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: the row fails on its shape
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
      });
    });
    req.on('error', reject);
    if (expectContinue) req.flushHeaders();
    else req.end(body);
  });
}

describe('{proxy_url} and {app_url} refusals: { error } with the status a client expects', () => {
  it('answers each refusal of the table with its status and an { error } string', async () => {
    const key = { 'x-api-key': a.apiKey };
    const json = { 'content-type': 'application/json' };
    const big = `{"messaging_product":"whatsapp","to":"${'1'.repeat(6_000_000)}"}`;
    const call = randomUUID();
    const P = stack.proxyUrl;
    const rows: Array<[string, number, string, string, Record<string, string>, string?]> = [
      ['proxy: no key', 401, 'GET', `${P}/${pn}/calls`, {}],
      ['proxy: unknown key', 401, 'GET', `${P}/${pn}/calls`, { 'x-api-key': 'mpk_unknown' }],
      ['proxy: unknown bearer key', 401, 'GET', `${P}/${pn}/calls`, { authorization: 'Bearer mpk_unknown' }],
      ['proxy: unknown key, body over the limit', 401, 'POST', `${P}/${pn}/messages`, { 'x-api-key': 'mpk_unknown', ...json }, big],
      ['proxy: body over the limit', 413, 'POST', `${P}/${pn}/messages`, { ...key, ...json }, big],
      [
        'proxy: body over the limit, as curl sends it (Expect: 100-continue)',
        413,
        'POST',
        `${P}/${pn}/messages`,
        { ...key, ...json, expect: '100-continue' },
        big,
      ],
      [
        'proxy: body over the limit, Bearer key and Expect',
        413,
        'POST',
        `${P}/${pn}/messages`,
        { authorization: `Bearer ${a.apiKey}`, ...json, expect: '100-continue' },
        big,
      ],
      ['proxy: malformed JSON', 400, 'POST', `${P}/${pn}/messages`, { ...key, ...json }, '{"to":'],
      ['proxy: a JSON array as the message', 400, 'POST', `${P}/${pn}/messages`, { ...key, ...json }, '[]'],
      ['proxy: a message that is not JSON', 415, 'POST', `${P}/${pn}/messages`, { ...key, 'content-type': 'text/plain' }, 'hello'],
      ['proxy: a message sent as XML', 415, 'POST', `${P}/${pn}/messages`, { ...key, 'content-type': 'application/xml' }, '<to/>'],
      ['proxy: unknown id', 404, 'GET', `${P}/999999999999/messages`, key],
      ['proxy: no id', 404, 'GET', `${P}/`, key],
      ['proxy: method outside the Graph API', 405, 'TRACE', `${P}/${pn}/messages`, key],
      ['proxy: malformed percent-encoding', 400, 'GET', `${P}/${pn}/%ff`, key],
      ['app: no key', 401, 'GET', `${appUrl}/api/v1/messaging_calls/${call}`, {}],
      ['app: unknown key', 401, 'GET', `${appUrl}/api/v1/messaging_calls/${call}`, { 'x-api-key': 'mpk_unknown' }],
      ['app: unknown path', 404, 'GET', `${appUrl}/api/v1/nothing`, key],
      ['app: unknown call', 404, 'GET', `${appUrl}/api/v1/messaging_calls/${call}`, key],
      ['app: not a call id', 404, 'GET', `${appUrl}/api/v1/messaging_calls/not-a-uuid`, key],
      ['app: unknown artifact', 404, 'GET', `${appUrl}/api/v1/messaging_calls/${call}/artifacts/video`, key],
      ['app: wrong method on a call', 405, 'DELETE', `${appUrl}/api/v1/messaging_calls/${call}`, key],
      ['app: wrong method on an artifact', 405, 'POST', `${appUrl}/api/v1/messaging_calls/${call}/artifacts/recording`, { ...key, ...json }, '{}'],
      ['app: body over the limit on a read', 405, 'POST', `${appUrl}/api/v1/messaging_calls/${call}`, { ...key, ...json, expect: '100-continue' }, big],
      ['app: bad download flag', 400, 'GET', `${appUrl}/api/v1/messaging_calls/${call}/artifacts/transcription?download=maybe`, key],
    ];
    const failures: string[] = [];
    for (const [name, status, method, url, headers, body] of rows) {
      const r = await send(url, method, headers, body).catch((err: Error) => ({
        status: 0,
        headers: {} as Record<string, string | undefined>,
        body: err.message,
      }));
      const shapeOk = typeof (r.body as { error?: unknown } | undefined)?.error === 'string';
      const typeOk = String(r.headers['content-type'] ?? '').startsWith('application/json');
      if (r.status !== status || !shapeOk || !typeOk)
        failures.push(`${name}: expected ${status} { error }, got ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      if (status === 405 && r.status === 405 && !r.headers.allow) failures.push(`${name}: 405 without Allow`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
