/**
 * The flow round trip over HTTP through the gateway (issue 18), against the upstream simulator:
 * create a flow on a connected number → set up encryption → point it at a deployed function → the
 * simulator's client sends encrypted INIT and data_exchange → the replies decrypt on its side → the
 * invocations are listed with their edge_ray_id. A tampered payload is a 421 and a failed
 * invocation; a looping function is stopped at its time limit while the platform keeps answering.
 * The upstream's `flows` webhook reports about the data endpoint (error rate, latency, status) reach
 * the function's invocation records (kind upstream_notification) through messaging-proxy.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll, startStack, type Stack } from '../src';

let stack: Stack;
let a: { projectId: string; apiKey: string };
let b: { projectId: string; apiKey: string };
const systemToken = `system-${randomUUID()}`;
const SECRET = `sk_${randomUUID()}`;
let pn = '';
let flowId = '';
let upstreamId = '';
let fnId = '';

const CODE = `async function handler(request, env) {
  const req = await request.json();
  const ex = req.data_exchange;
  if (ex.action === 'INIT') return Response.json({ version: '3.0', screen: 'PICK', data: { options: ['a', 'b'] } });
  return Response.json({ version: '3.0', screen: 'DONE', data: { chosen: ex.data.choice, key_length: env.SHOP_KEY.length } });
}`;

const flowJson = {
  version: '7.3',
  data_api_version: '3.0',
  routing_model: { PICK: ['DONE'], DONE: [] },
  screens: [
    { id: 'PICK', title: 'Pick', data: {}, layout: { type: 'SingleColumnLayout', children: [] } },
    { id: 'DONE', title: 'Done', terminal: true, data: {}, layout: { type: 'SingleColumnLayout', children: [] } },
  ],
};

beforeAll(async () => {
  stack = await startStack({ services: ['messaging-proxy', 'flows'], appEnv: { flows: { UPSTREAM_SYSTEM_TOKEN: systemToken, FUNCTION_TIMEOUT_MS: '1000' } } });
  a = await stack.createProject('pro');
  b = await stack.createProject('pro');
  const seeded = await stack.sim('POST', '/__sim/fixtures', {
    businesses: [{ wabas: [{ phone_numbers: [{}] }] }],
    tokens: [{}, { value: systemToken, all: true }],
  });
  pn = seeded.phone_numbers[0].id;
  const customer = await stack.api(a.apiKey, 'POST', '/customers', { customer: { name: 'Shop' } });
  const connected = await stack.api(a.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
    messaging_phone_number: {
      name: 'Shop',
      kind: 'production',
      phone_number_id: pn,
      business_account_id: seeded.wabas[0].id,
      access_token: seeded.tokens[0].value,
    },
  });
  expect(connected.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('flows through the gateway', () => {
  it('creates a flow on a connected number, synced upstream', async () => {
    const r = await stack.api(a.apiKey, 'POST', '/messaging/flows', { name: 'Shop', categories: ['SHOPPING'], phone_number_id: pn, flow_json: flowJson });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      name: 'Shop',
      status: 'draft',
      phone_number_id: pn,
      has_data_endpoint: false,
      json_version: '7.3',
      data_api_version: '3.0',
    });
    expect(r.body.data.version).toMatchObject({ version_label: 'v1', validation_errors: [] });
    flowId = r.body.data.id;
    upstreamId = r.body.data.upstream_flow_id;
    const v = await stack.api(a.apiKey, 'GET', `/messaging/flows/${flowId}/versions/${r.body.data.version.id}`);
    expect(v.body.data.flow_json).toEqual(flowJson);
    // B cannot use A's number.
    const foreign = await stack.api(b.apiKey, 'POST', '/messaging/flows', { name: 'B', categories: ['OTHER'], phone_number_id: pn });
    expect(foreign.status).toBe(404);
  });

  it('version lists and create answers leave flow_json out; the version read and a new version carry it', async () => {
    const created = await stack.api(a.apiKey, 'POST', '/messaging/flows', {
      name: 'Json check',
      categories: ['OTHER'],
      phone_number_id: pn,
      flow_json: flowJson,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.version).toMatchObject({ version_label: 'v1', flow_json_sha: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(created.body.data.version).not.toHaveProperty('flow_json');
    const id = created.body.data.id;
    const next = await stack.api(a.apiKey, 'POST', `/messaging/flows/${id}/versions`, { flow_json: { ...flowJson, version: '7.2' } });
    expect(next.status).toBe(201);
    expect(next.body.data.flow_json).toEqual({ ...flowJson, version: '7.2' });
    const list = await stack.api(a.apiKey, 'GET', `/messaging/flows/${id}/versions`);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(1);
    for (const v of list.body.data) {
      expect(v).toHaveProperty('flow_json_sha');
      expect(v).not.toHaveProperty('flow_json');
    }
    const one = await stack.api(a.apiKey, 'GET', `/messaging/flows/${id}/versions/${list.body.data[0].id}`);
    expect(one.body.data.flow_json).toEqual({ ...flowJson, version: '7.2' });
  });

  it('the list filters name_contains (and its alias name), created_after and created_before work; a bad date is 400', async () => {
    const make = async (name: string) => {
      const r = await stack.api(a.apiKey, 'POST', '/messaging/flows', { name, categories: ['OTHER'], phone_number_id: pn });
      expect(r.status).toBe(201);
      await new Promise((done) => setTimeout(done, 20));
      return r.body.data as { id: string; created_at: string };
    };
    const early = await make('Spring Sale');
    const late = await make('spring SURVEY');
    const between = new Date((Date.parse(early.created_at) + Date.parse(late.created_at)) / 2).toISOString();
    const ids = async (query: string) => {
      const r = await stack.api(a.apiKey, 'GET', `/messaging/flows?per_page=100&${query}`);
      expect(r.status).toBe(200);
      return (r.body.data as Array<{ id: string }>).map((f) => f.id);
    };
    expect(await ids('name_contains=SPRING')).toEqual([late.id, early.id]);
    expect(await ids('name=survey')).toEqual([late.id]);
    expect(await ids(`name_contains=spring&created_after=${encodeURIComponent(between)}`)).toEqual([late.id]);
    expect(await ids(`name_contains=spring&created_before=${encodeURIComponent(between)}`)).toEqual([early.id]);
    // created_after is inclusive, created_before exclusive.
    expect(
      await ids(`name_contains=spring&created_after=${encodeURIComponent(early.created_at)}&created_before=${encodeURIComponent(late.created_at)}`),
    ).toEqual([early.id]);
    const all = await ids('');
    expect(all).toEqual(expect.arrayContaining([flowId, early.id, late.id]));
    expect(await ids(`created_after=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
    for (const bad of ['created_after=yesterday', 'created_before=2026-13-40T00:00:00Z']) {
      const r = await stack.api(a.apiKey, 'GET', `/messaging/flows?${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.error).toBeTruthy();
    }
    // Another project's listing never shows these.
    const foreign = await stack.api(b.apiKey, 'GET', '/messaging/flows?name_contains=spring');
    expect(foreign.body.data).toEqual([]);
  });

  it('PATCH data_endpoint needs encryption first, then points the flow at a deployed function', async () => {
    const fn = await stack.api(a.apiKey, 'POST', '/functions', { function: { name: 'shop endpoint', code: CODE } });
    expect(fn.status).toBe(201);
    fnId = fn.body.data.id;
    expect((await stack.api(a.apiKey, 'POST', `/functions/${fnId}/secrets`, { secret: { name: 'SHOP_KEY', value: SECRET } })).status).toBe(201);
    expect((await stack.api(a.apiKey, 'POST', `/functions/${fnId}/deploy`)).body.data.status).toBe('deployed');

    const early = await stack.api(a.apiKey, 'PATCH', `/messaging/flows/${flowId}/data_endpoint`, { function_id: fnId });
    expect(early.status).toBe(400);
    expect(early.body.error).toMatch(/encryption/i);
    const enc = await stack.api(a.apiKey, 'POST', `/messaging/flows/${flowId}/setup_encryption`);
    expect(enc.body.data.flows_encryption_configured).toBe(true);
    const set = await stack.api(a.apiKey, 'PATCH', `/messaging/flows/${flowId}/data_endpoint`, { function_id: fnId });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ has_data_endpoint: true, data_endpoint_function_id: fnId });
    const again = await stack.api(a.apiKey, 'POST', `/messaging/flows/${flowId}/data_endpoint/register`, { function_id: randomUUID() });
    expect(again.body.data.data_endpoint_function_id).toBe(fnId);
  });

  it('round trip: encrypted INIT and data_exchange from the upstream, replies decrypted there; tampering is 421', async () => {
    const init = await stack.sim('POST', `/__sim/flows/${upstreamId}/data_exchange`, { action: 'INIT', flow_token: 'ft-1' });
    expect(init).toMatchObject({ status: 200, response: { version: '3.0', screen: 'PICK', data: { options: ['a', 'b'] } } });
    const next = await stack.sim('POST', `/__sim/flows/${upstreamId}/data_exchange`, {
      action: 'data_exchange',
      screen: 'PICK',
      data: { choice: 'b' },
      flow_token: 'ft-1',
    });
    expect(next.response).toEqual({ version: '3.0', screen: 'DONE', data: { chosen: 'b', key_length: SECRET.length } });
    const tampered = await stack.sim('POST', `/__sim/flows/${upstreamId}/data_exchange`, { action: 'INIT', flow_token: 'ft-2', tamper: true });
    expect(tampered.status).toBe(421);
  });

  it('lists the invocations with edge_ray_id and the status filter; its error shapes', async () => {
    const all = await stack.api(a.apiKey, 'GET', `/messaging/flows/${flowId}/function_invocations`);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ function_id: fnId, function_name: 'shop endpoint' });
    const ok = all.body.data.invocations.filter((i: { status_code: number }) => i.status_code === 200);
    expect(ok).toHaveLength(2);
    for (const i of ok) expect(i.edge_ray_id).toMatch(/^[0-9a-f]{16}-[A-Z]{3}$/);
    expect(JSON.stringify(all.body)).not.toContain(SECRET);
    const failed = await stack.api(a.apiKey, 'GET', `/messaging/flows/${flowId}/function_invocations?status=failed&limit=20`);
    expect(failed.body.data.invocations.every((i: { status_code: number }) => i.status_code === 421)).toBe(true);
    expect(failed.body.data.invocations.length).toBeGreaterThanOrEqual(1);
    expect((await stack.api(a.apiKey, 'GET', `/messaging/flows/${flowId}/function_invocations?limit=21`)).status).toBe(400);
    expect((await stack.api(a.apiKey, 'GET', `/messaging/flows/${flowId}/function_invocations?status=ok`)).status).toBe(400);
    expect((await stack.api(b.apiKey, 'GET', `/messaging/flows/${flowId}/function_invocations`)).status).toBe(404);
  });

  it('a function that loops forever answers 504 at its time limit; the platform keeps serving', async () => {
    const fn = await stack.api(a.apiKey, 'POST', '/functions', { function: { name: 'loop', code: 'async function handler(request, env) { for (;;) {} }' } });
    await stack.api(a.apiKey, 'POST', `/functions/${fn.body.data.id}/deploy`);
    const started = Date.now();
    const r = await stack.api(a.apiKey, 'POST', `/functions/${fn.body.data.id}/invoke`, { x: 1 });
    // A new function answers in passthrough mode: the failure's own status and {error, invocation_id}.
    expect(r.status).toBe(504);
    expect(r.body).toEqual({ error: expect.stringContaining('time limit'), invocation_id: r.headers.get('x-function-invocation-id') });
    expect(r.body.invocation_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await stack.api(a.apiKey, 'GET', `/messaging/flows/${flowId}`)).status).toBe(200);
  });

  it('upstream reports about the data endpoint (flows webhook) reach the function’s invocation records', async () => {
    type Inv = { kind: string; status_code: number; error_message?: string; request_body: Record<string, unknown>; edge_ray_id: string };
    const notifications = async (key: string, path: string) => {
      const r = await stack.api(key, 'GET', path);
      return r.status === 200 ? (r.body.data.invocations as Inv[]).filter((i) => i.kind === 'upstream_notification') : [];
    };
    const raised = await stack.sim('POST', '/__sim/webhooks/trigger', {
      kind: 'flow_event',
      flow_id: upstreamId,
      event: 'ENDPOINT_ERROR_RATE',
      error_rate: 42,
    });
    expect(raised.delivery).toMatchObject({ state: 'delivered', field: 'flows' });
    const [alert] = await poll(async () => {
      const list = await notifications(a.apiKey, `/functions/${fnId}/invocations`);
      return list.length ? list : undefined;
    });
    expect(alert).toMatchObject({
      kind: 'upstream_notification',
      status_code: 0,
      error_message: expect.stringMatching(/^ENDPOINT_ERROR_RATE: .*42%/),
      request_body: { event: 'ENDPOINT_ERROR_RATE', flow_id: upstreamId, alert_state: 'ACTIVATED', error_rate: 42 },
    });
    // Listed as failed among the flow's function invocations.
    const failed = await notifications(a.apiKey, `/messaging/flows/${flowId}/function_invocations?status=failed&limit=20`);
    expect(failed.map((i) => i.request_body.event)).toEqual(['ENDPOINT_ERROR_RATE']);

    // A cleared latency alert is recorded as a success. (Both carry the upstream's time, in whole seconds:
    // two alerts of the same second have no order between them.)
    await stack.sim('POST', '/__sim/webhooks/trigger', { kind: 'flow_event', flow_id: upstreamId, event: 'ENDPOINT_LATENCY', alert_state: 'DEACTIVATED' });
    const both = await poll(async () => {
      const list = await notifications(a.apiKey, `/functions/${fnId}/invocations`);
      return list.length === 2 ? list : undefined;
    });
    const cleared = both.find((i) => i.request_body.event === 'ENDPOINT_LATENCY');
    expect(cleared).toMatchObject({ request_body: { event: 'ENDPOINT_LATENCY', alert_state: 'DEACTIVATED' } });
    expect(cleared?.error_message ?? null).toBeNull();
    const ok = await notifications(a.apiKey, `/messaging/flows/${flowId}/function_invocations?status=success&limit=20`);
    expect(ok.map((i) => i.request_body.event)).toEqual(['ENDPOINT_LATENCY']);
    // Another project sees nothing of it.
    expect((await stack.api(b.apiKey, 'GET', `/functions/${fnId}/invocations`)).status).toBe(404);
  });
});
