/**
 * Calls through the gateway (issue 15 item 3, decision 0220): simulator calls reach messaging-proxy
 * as `calls` webhooks; `GET {proxy_url}/{phone_number_id}/calls` answers from the store; {app_url}
 * (`/app`, the same API key, limited and logged like {base_url}) reads a call with its artifacts'
 * states and streams the recording and transcription fetched from the upstream on demand.
 */
import { randomUUID } from 'node:crypto';
import { waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let a: { projectId: string; apiKey: string };
let b: { projectId: string; apiKey: string };
let pn: string;
let appUrl: string;

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy'] });
  a = await stack.createProject('pro', 'calls A');
  b = await stack.createProject('pro', 'calls B');
  const seeded = await stack.sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  pn = seeded.phone_numbers[0].id;
  const customer = await stack.api(a.apiKey, 'POST', '/customers', { customer: { name: 'Calls' } });
  const connected = await stack.api(a.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: {
      name: 'Calls',
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

describe('calls through the gateway', () => {
  let callUuid: string;
  let upstreamId: string;

  it('a simulator call is listed at {proxy_url}/{phone_number_id}/calls (X-API-Key or Bearer), filtered by its exact call_id', async () => {
    const placed = await stack.sim('POST', '/__sim/calls', { phone_number_id: pn, from: '15550001234', duration: 5 });
    upstreamId = placed.call.id;
    const list = (key: Record<string, string>, q = '') => fetch(`${stack.proxyUrl}/${pn}/calls${q}`, { headers: key });
    let body: { data: Array<{ id: string; call_id: string; status: string }> } = { data: [] };
    await waitFor(async () => {
      body = (await (await list({ 'x-api-key': a.apiKey }, `?call_id=${encodeURIComponent(upstreamId)}`)).json()) as typeof body;
      return body.data.length === 1;
    });
    expect(body.data[0]).toMatchObject({ call_id: upstreamId, status: 'completed' });
    callUuid = body.data[0].id;
    const bearer = (await (await list({ authorization: `Bearer ${a.apiKey}` }, '?direction=inbound')).json()) as typeof body;
    expect(bearer.data.map((c) => c.id)).toEqual([callUuid]);
    // Paging links are full URLs on the public {proxy_url} root, followable with the same key.
    await stack.sim('POST', '/__sim/calls', { phone_number_id: pn, from: '15550001234', status: 'FAILED' });
    await waitFor(async () => ((await (await list({ 'x-api-key': a.apiKey })).json()) as typeof body).data.length === 2);
    const page = (await (await list({ 'x-api-key': a.apiKey }, '?limit=1')).json()) as typeof body & { paging: { next: string } };
    expect(page.paging.next.startsWith(`${stack.proxyUrl}/${pn}/calls?limit=1&after=`)).toBe(true);
    const second = (await (await fetch(page.paging.next, { headers: { 'x-api-key': a.apiKey } })).json()) as typeof body;
    expect(second.data).toHaveLength(1);
    expect(second.data[0].id).not.toBe(page.data[0].id);
    const bad = await list({ 'x-api-key': a.apiKey }, '?status=lost');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.any(String) });
  });

  it('{app_url} is advertised by discovery and reads the call with its artifacts; the recording is the WAV, the transcript a preview', async () => {
    expect(appUrl).toBe(`${stack.gatewayUrl}/app`);
    const read = await fetch(`${appUrl}/api/v1/messaging_calls/${callUuid}`, { headers: { 'x-api-key': a.apiKey } });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-ratelimit-limit')).toBe('1000');
    const data = ((await read.json()) as { data: { call_id: string; artifacts: Record<string, { state: string }> } }).data;
    expect(data.call_id).toBe(upstreamId);
    expect(data.artifacts.recording.state).toBe('available');
    expect(data.artifacts.transcription.state).toBe('available');
    const rec = await fetch(`${appUrl}/api/v1/messaging_calls/${callUuid}/artifacts/recording`, { headers: { 'x-api-key': a.apiKey } });
    expect(rec.status).toBe(200);
    const wav = Buffer.from(await rec.arrayBuffer());
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.length).toBe(44 + 5 * 8000 * 2);
    const tr = await fetch(`${appUrl}/api/v1/messaging_calls/${callUuid}/artifacts/transcription`, { headers: { 'x-api-key': a.apiKey } });
    expect(((await tr.json()) as { data: { text: string } }).data.text).toMatch(/^\[00:00\] user: /);
  });

  it('{app_url} takes the same key: none or a bad one is 401 { error }, and the calls are in the request log', async () => {
    const none = await fetch(`${appUrl}/api/v1/messaging_calls/${callUuid}`);
    expect(none.status).toBe(401);
    expect(Object.keys((await none.json()) as object)).toEqual(['error']);
    expect((await fetch(`${appUrl}/api/v1/messaging_calls/${callUuid}`, { headers: { 'x-api-key': 'nope' } })).status).toBe(401);
    await waitFor(async () => {
      const logs = await stack.api(a.apiKey, 'GET', '/api_logs?endpoint=messaging_calls&limit=100');
      return logs.body.data.some(
        (e: { endpoint: string; response_status: number }) =>
          e.endpoint.includes(`/app/api/v1/messaging_calls/${callUuid}/artifacts/recording`) && e.response_status === 200,
      );
    });
  });

  it("project B gets A's call exactly like an unknown one, and A's number's calls like an unknown number's", async () => {
    for (const suffix of ['', '/artifacts/recording', '/artifacts/transcription', '/artifacts/transcription?download=true']) {
      const foreign = await fetch(`${appUrl}/api/v1/messaging_calls/${callUuid}${suffix}`, { headers: { 'x-api-key': b.apiKey } });
      const unknown = await fetch(`${appUrl}/api/v1/messaging_calls/${randomUUID()}${suffix}`, { headers: { 'x-api-key': b.apiKey } });
      expect(foreign.status, suffix).toBe(404);
      expect(await foreign.text()).toBe(await unknown.text());
    }
    const foreign = await fetch(`${stack.proxyUrl}/${pn}/calls`, { headers: { 'x-api-key': b.apiKey } });
    const unknown = await fetch(`${stack.proxyUrl}/123456789012345/calls`, { headers: { 'x-api-key': b.apiKey } });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe(await unknown.text());
  });
});
