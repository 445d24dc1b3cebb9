/**
 * The end-to-end flow round trip: create → set encryption → point at a function → the simulated
 * upstream client sends encrypted INIT and data_exchange requests → the function's reply decrypts
 * on the simulator's side → the invocation is listed with its edge_ray_id. Also: ping answered
 * encrypted, tampered payload → 421 and a failed invocation, bad signature → 432, missing flow token
 * → 427, availability alerts, the upstream's reports about the endpoint kept as invocation records.
 * Risk removed: a data endpoint the upstream cannot talk to.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { enqueueEvent } from '@platform/bus';
import { encodeEvent, fromStruct, toStruct } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointFlowJson, seedAccount, startFlows, startSim, type FlowsUnderTest, type SeededAccount, type SimProcess } from './harness';

let sim: SimProcess;
let flows: FlowsUnderTest;
let acct: SeededAccount;
const A = randomUUID();
const B = randomUUID();
const SECRET = `tok_${randomUUID()}`;

interface Outcome {
  status: number | null;
  response: Record<string, unknown> | null;
  raw_body: string | null;
  error: string | null;
}

const CODE = `async function handler(request, env) {
  const req = await request.json();
  const ex = req.data_exchange;
  if (ex.flow_token === 'revoked') return new Response('{}', { status: 427 });
  if (ex.action === 'INIT') {
    return Response.json({ version: '3.0', screen: 'APPOINTMENT', data: { slots: ['10:00', '11:00'], flow: req.flow.id, meta: req.flow.meta_flow_id } });
  }
  await env.KV.put('last', JSON.stringify(ex.data));
  return Response.json({ screen: 'CONFIRM', data: { picked: ex.data.slot, token: ex.flow_token, auth: env.BOOKING_KEY.length } });
}`;

let flowId = '';
let upstreamId = '';
let fnId = '';
const exchange = (body: Record<string, unknown>) => sim.control<Outcome>('POST', `/flows/${upstreamId}/data_exchange`, body);

beforeAll(async () => {
  sim = await startSim();
  acct = await seedAccount(sim, 2);
  flows = await startFlows(sim, acct.token);
  flows.directory.grant(A, acct);
  const res = await flows.call('CreateFlow', {
    project_id: A,
    name: 'Booking',
    categories: ['APPOINTMENT_BOOKING'],
    phone_number_id: acct.numbers[0],
    flow_json: toStruct(endpointFlowJson()),
  });
  flowId = res.flow!.id;
  upstreamId = res.flow!.upstream_flow_id;
  const fn = (await flows.call('CreateFunction', { project_id: A, name: 'booking endpoint', code: CODE })).function!;
  fnId = fn.id;
  await flows.call('SetFunctionSecret', { project_id: A, function_id: fnId, name: 'BOOKING_KEY', value: SECRET });
  await flows.call('DeployFunction', { project_id: A, function_id: fnId });
}, 60_000);

afterAll(async () => {
  await flows?.stop();
  await sim?.stop();
});

describe('data endpoints', () => {
  it('pointing at a function needs flows encryption first (clear 400), and a deployed function of the project', async () => {
    expect((await flows.call('GetFlow', { project_id: A, flow_id: flowId })).flow).toMatchObject({
      has_data_endpoint: false,
      flows_encryption_configured: false,
      data_api_version: '3.0',
    });
    await expect(flows.call('SetFlowDataEndpoint', { project_id: A, flow_id: flowId, function_id: fnId })).rejects.toMatchObject({
      code: grpc.status.FAILED_PRECONDITION,
      publicMessage: expect.stringContaining('encryption'),
    });
    await expect(flows.call('SetFlowDataEndpoint', { project_id: A, flow_id: flowId, function_id: randomUUID() })).rejects.toMatchObject({
      code: grpc.status.NOT_FOUND,
    });
    await expect(flows.call('ListFlowFunctionInvocations', { project_id: A, flow_id: flowId })).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
  });

  it('a flow without a phone number cannot set up encryption', async () => {
    const bare = await flows.call('CreateFlow', { project_id: A, name: 'No number', categories: ['OTHER'], business_account_id: acct.wabaId });
    await expect(flows.call('SetupFlowEncryption', { project_id: A, flow_id: bare.flow!.id })).rejects.toMatchObject({
      code: grpc.status.FAILED_PRECONDITION,
      publicMessage: expect.stringContaining('phone number'),
    });
  });

  it('sets up encryption: the public key reaches the upstream, the private key is sealed at rest', async () => {
    const res = await flows.call('SetupFlowEncryption', { project_id: A, flow_id: flowId });
    expect(res.flow!.flows_encryption_configured).toBe(true);
    const state = await sim.control<{ public_keys: Record<string, string> }>('GET', '/flows');
    const pem = state.public_keys[acct.numbers[0]];
    expect(pem).toContain('BEGIN PUBLIC KEY');
    const row = await flows.svc.db.knex('encryption_keys').where({ phone_number_id: acct.numbers[0] }).first();
    expect(row.public_key_pem.trim()).toBe(pem);
    expect(row.private_key_ciphertext).not.toContain('PRIVATE KEY');
  });

  it('points the flow at the function and registers the URL upstream in one call', async () => {
    const res = await flows.call('SetFlowDataEndpoint', { project_id: A, flow_id: flowId, function_id: fnId });
    expect(res.flow).toMatchObject({
      has_data_endpoint: true,
      data_endpoint_function_id: fnId,
      data_endpoint_url: `${flows.publicUrl}/data_endpoints/${flowId}`,
    });
    const upstream = (await sim.control<{ flows: Array<{ id: string; endpoint_uri: string }> }>('GET', '/flows')).flows.find((f) => f.id === upstreamId);
    expect(upstream!.endpoint_uri).toBe(res.flow!.data_endpoint_url);
  });

  it('round trip: encrypted INIT and data_exchange from the upstream client, replies decrypted there', async () => {
    const ping = await exchange({ action: 'ping' });
    expect(ping).toMatchObject({ status: 200, response: { data: { status: 'active' } }, error: null });

    const init = await exchange({ action: 'INIT', flow_token: 'tok-1' });
    expect(init.status).toBe(200);
    expect(init.raw_body).not.toContain('APPOINTMENT');
    expect(init.response).toEqual({ version: '3.0', screen: 'APPOINTMENT', data: { slots: ['10:00', '11:00'], flow: flowId, meta: upstreamId } });

    const next = await exchange({ action: 'data_exchange', screen: 'APPOINTMENT', data: { slot: '11:00' }, flow_token: 'tok-1' });
    expect(next.status).toBe(200);
    // `version` is added when the function leaves it out (the client would show an empty screen).
    expect(next.response).toEqual({ version: '3.0', screen: 'CONFIRM', data: { picked: '11:00', token: 'tok-1', auth: SECRET.length } });
  });

  it('lists the invocations with edge_ray_id; a secret never appears in them', async () => {
    const res = await flows.call('ListFlowFunctionInvocations', { project_id: A, flow_id: flowId });
    expect(res.function_id).toBe(fnId);
    expect(res.function_name).toBe('booking endpoint');
    expect(res.invocations).toHaveLength(2);
    const [second, first] = res.invocations;
    expect(first).toMatchObject({ status_code: 200, edge_ray_id: expect.stringMatching(/^[0-9a-f]{16}-[A-Z]{3}$/) });
    expect(fromStruct(first.request_body!)).toMatchObject({
      source: 'whatsapp_flow',
      flow: { id: flowId, meta_flow_id: upstreamId },
      data_exchange: { action: 'INIT', flow_token: 'tok-1', version: '3.0' },
      signature_valid: true,
    });
    expect(fromStruct(second.response_body!)).toMatchObject({ screen: 'CONFIRM' });
    expect(JSON.stringify(res)).not.toContain(SECRET);
  });

  it('a tampered payload is 421 and a failed invocation; a bad signature 432; a missing flow token 427', async () => {
    const tampered = await exchange({ action: 'INIT', flow_token: 'tok-2', tamper: true });
    expect(tampered.status).toBe(421);
    const bad = await exchange({ action: 'INIT', flow_token: 'tok-2', bad_signature: true });
    expect(bad.status).toBe(432);
    const noToken = await exchange({ action: 'INIT' });
    expect(noToken.status).toBe(427);
    const revoked = await exchange({ action: 'INIT', flow_token: 'revoked' });
    expect(revoked.status).toBe(427);
    const failed = await flows.call('ListFlowFunctionInvocations', { project_id: A, flow_id: flowId, status: 'INVOCATION_STATUS_FAILED' });
    // The simulated client is fetch, which retries a 421 once on a new connection (Fetch standard): two records.
    expect(failed.invocations.map((i) => i.status_code)).toEqual([427, 427, 421, 421]);
    expect(failed.invocations[2].error_message).toContain('cannot decrypt');
    const ok = await flows.call('ListFlowFunctionInvocations', { project_id: A, flow_id: flowId, status: 'INVOCATION_STATUS_SUCCESS', limit: 1 });
    expect(ok.invocations).toHaveLength(1);
  });

  it('the endpoint health alert fires once availability drops below 90 %', async () => {
    const probes = await sim.control<{ alert_active: boolean; probes: unknown[] }>('GET', `/flows/${upstreamId}/probes`);
    expect(probes.probes.length).toBeGreaterThanOrEqual(5);
    expect(probes.alert_active).toBe(true);
    const state = await sim.control<{ webhook_deliveries: number }>('GET', '/state');
    expect(state.webhook_deliveries).toBeGreaterThanOrEqual(1);
  });

  it('register re-registers the configured function; a function_id in the body is ignored', async () => {
    const res = await flows.call('RegisterFlowDataEndpoint', { project_id: A, flow_id: flowId });
    expect(res.flow!.data_endpoint_function_id).toBe(fnId);
  });

  it('a flow sharing the function shows in the same invocation list', async () => {
    const other = await flows.call('CreateFlow', {
      project_id: A,
      name: 'Booking 2',
      categories: ['APPOINTMENT_BOOKING'],
      phone_number_id: acct.numbers[0],
      flow_json: toStruct(endpointFlowJson()),
    });
    expect(other.flow!.flows_encryption_configured).toBe(true);
    await flows.call('SetFlowDataEndpoint', { project_id: A, flow_id: other.flow!.id, function_id: fnId });
    const out = await sim.control<Outcome>('POST', `/flows/${other.flow!.upstream_flow_id}/data_exchange`, { action: 'INIT', flow_token: 'tok-9' });
    expect(out.status).toBe(200);
    const fromFirst = await flows.call('ListFlowFunctionInvocations', { project_id: A, flow_id: flowId, limit: 20 });
    expect(fromFirst.invocations.some((i) => (fromStruct(i.request_body!).flow as { id: string }).id === other.flow!.id)).toBe(true);
  });

  it('publishing a flow with a data endpoint works upstream (key and endpoint present)', async () => {
    const pub = await flows.call('PublishFlow', { project_id: A, flow_id: flowId });
    expect(pub.flow!.status).toBe('FLOW_STATUS_PUBLISHED');
  });

  it('on a published flow, PATCH with the same or another function and register with the URL already upstream change nothing upstream', async () => {
    type SimFlows = { flows: Array<{ id: string; endpoint_uri: string; status: string; name: string }> };
    const before = (await flows.call('GetFlow', { project_id: A, flow_id: flowId })).flow!;
    const upstreamBefore = (await sim.control<SimFlows>('GET', '/flows')).flows;
    const same = await flows.call('SetFlowDataEndpoint', { project_id: A, flow_id: flowId, function_id: fnId });
    const other = (await flows.call('CreateFunction', { project_id: A, name: 'second endpoint', code: CODE })).function!;
    await flows.call('DeployFunction', { project_id: A, function_id: other.id });
    const switched = await flows.call('SetFlowDataEndpoint', { project_id: A, flow_id: flowId, function_id: other.id });
    expect(switched.flow!.data_endpoint_function_id).toBe(other.id);
    const registered = await flows.call('RegisterFlowDataEndpoint', { project_id: A, flow_id: flowId });
    for (const r of [same, switched, registered]) expect(r.flow).toMatchObject({ status: 'FLOW_STATUS_PUBLISHED', upstream_flow_id: before.upstream_flow_id });
    expect((await sim.control<SimFlows>('GET', '/flows')).flows).toEqual(upstreamBefore);
    await flows.call('SetFlowDataEndpoint', { project_id: A, flow_id: flowId, function_id: fnId });
  });

  it('a real change of a published flow leaves no older copy published upstream', async () => {
    type SimFlows = { flows: Array<{ id: string; status: string }> };
    const before = (await flows.call('GetFlow', { project_id: A, flow_id: flowId })).flow!;
    await flows.call('CreateFlowVersion', { project_id: A, flow_id: flowId, flow_json: toStruct(endpointFlowJson()) });
    const pub = await flows.call('PublishFlow', { project_id: A, flow_id: flowId });
    expect(pub.flow!.upstream_flow_id).not.toBe(before.upstream_flow_id);
    const upstream = (await sim.control<SimFlows>('GET', '/flows')).flows;
    expect(upstream.find((f) => f.id === pub.flow!.upstream_flow_id)!.status).toBe('PUBLISHED');
    expect(upstream.find((f) => f.id === before.upstream_flow_id)!.status).toBe('DEPRECATED');
    const versions = (await flows.call('ListFlowVersions', { project_id: A, flow_id: flowId })).versions;
    expect(versions.filter((v) => v.status === 'published')).toHaveLength(1);
    const out = await sim.control<Outcome>('POST', `/flows/${pub.flow!.upstream_flow_id}/data_exchange`, { action: 'INIT', flow_token: 'tok-3' });
    expect(out.response).toMatchObject({ screen: 'APPOINTMENT', data: { meta: pub.flow!.upstream_flow_id } });
  });

  it('the upstream’s reports about the flow (messaging-proxy’s flow notifications) become records of its data-endpoint function', async () => {
    const TYPE = 'svc.messaging_proxy.v1.FlowNotificationReceived';
    // Published as messaging-proxy does (outbox → MESSAGING_PROXY stream), here through this service's own outbox relay.
    const notify = (projectId: string, wabaId: string, upstreamFlowId: string, value: Record<string, unknown>) =>
      flows.svc.db.knex.transaction((trx) =>
        enqueueEvent(trx, {
          subject: 'messaging_proxy.flow.notification_received',
          type: TYPE,
          payload: encodeEvent(TYPE, {
            event_id: randomUUID(),
            project_id: projectId,
            waba_id: wabaId,
            upstream_flow_id: upstreamFlowId,
            event: value.event,
            message: value.message ?? '',
            alert_state: value.alert_state ?? '',
            value_json: JSON.stringify(value),
            occurred_at: new Date().toISOString(),
          }),
          projectId,
          occurredAt: new Date(),
        }),
      );
    const processed = async (ids: string[]) => {
      for (let i = 0; i < 100; i++) {
        const done = await flows.svc.db.knex('processed_events').where({ consumer: 'flows-flow-notifications' }).whereIn('event_id', ids).count({ n: '*' });
        if (Number(done[0].n) === ids.length) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('notifications not consumed');
    };
    const notes = async () =>
      (await flows.call('ListFunctionInvocations', { project_id: A, function_id: fnId, limit: 20 })).invocations.filter(
        (i) => i.kind === 'upstream_notification',
      );
    const current = (await flows.call('GetFlow', { project_id: A, flow_id: flowId })).flow!.upstream_flow_id;
    const former = (await flows.svc.db.knex('flow_versions').where({ flow_id: flowId }).whereNot({ upstream_flow_id: current }).first())
      .upstream_flow_id as string;

    const ids = [
      await notify(A, acct.wabaId, current, {
        event: 'ENDPOINT_ERROR_RATE',
        message: 'Error rate 30% above 10%',
        alert_state: 'ACTIVATED',
        flow_id: current,
        error_rate: 30,
      }),
      // A report about an older copy of the flow still concerns it.
      await notify(A, acct.wabaId, former, {
        event: 'FLOW_STATUS_CHANGE',
        message: 'deprecated',
        flow_id: former,
        old_status: 'PUBLISHED',
        new_status: 'DEPRECATED',
      }),
      // Another project, another account, an unknown flow: nothing recorded.
      await notify(B, acct.wabaId, current, { event: 'ENDPOINT_AVAILABILITY', alert_state: 'ACTIVATED', flow_id: current }),
      await notify(A, '99999999999999', current, { event: 'ENDPOINT_AVAILABILITY', alert_state: 'ACTIVATED', flow_id: current }),
      await notify(A, acct.wabaId, '123456789', { event: 'ENDPOINT_AVAILABILITY', alert_state: 'ACTIVATED', flow_id: '123456789' }),
    ];
    await processed(ids);
    const list = await notes();
    expect(list).toHaveLength(2);
    const alert = list.find((i) => fromStruct(i.request_body!).event === 'ENDPOINT_ERROR_RATE')!;
    expect(alert).toMatchObject({ status_code: 0, duration_ms: 0, error_message: 'ENDPOINT_ERROR_RATE: Error rate 30% above 10%', console_logs: [] });
    expect(fromStruct(alert.request_body!)).toMatchObject({ flow_id: current, alert_state: 'ACTIVATED', error_rate: 30 });
    const change = list.find((i) => fromStruct(i.request_body!).event === 'FLOW_STATUS_CHANGE')!;
    expect(change.error_message ?? '').toBe('');
    const failed = await flows.call('ListFlowFunctionInvocations', { project_id: A, flow_id: flowId, status: 'INVOCATION_STATUS_FAILED', limit: 20 });
    expect(failed.invocations.filter((i) => i.kind === 'upstream_notification').map((i) => i.id)).toEqual([alert.id]);
    // Not console output of the function.
    const logs = await flows.call('ListFunctionLogs', { project_id: A, function_id: fnId, limit: 50 });
    expect(logs.logs.some((l) => l.invocation_id === alert.id)).toBe(false);
  });

  it('another project cannot point, register or read invocations of these flows, nor use this function', async () => {
    flows.directory.grant(B, { wabaId: '99999999999999', numbers: [] });
    for (const [method, req] of [
      ['SetupFlowEncryption', { flow_id: flowId }],
      ['SetFlowDataEndpoint', { flow_id: flowId, function_id: fnId }],
      ['RegisterFlowDataEndpoint', { flow_id: flowId }],
      ['ListFlowFunctionInvocations', { flow_id: flowId }],
    ] as const) {
      await expect(flows.call(method, { project_id: B, ...req } as never), method).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
    }
  });

  it('an unknown data endpoint is a 404 and a bad body never a 500', async () => {
    const unknown = await fetch(`${flows.publicUrl}/data_endpoints/${randomUUID()}`, { method: 'POST', body: '{}' });
    expect(unknown.status).toBe(404);
    const garbage = await fetch(`${flows.publicUrl}/data_endpoints/${flowId}`, { method: 'POST', body: 'not json' });
    expect(garbage.status).toBe(432);
  });
});
