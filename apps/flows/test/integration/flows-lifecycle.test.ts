/**
 * Managed flows against the upstream simulator's Flows API: every change is synced (create,
 * assets upload, publish, deprecate, clone, preview, sync), validation_errors are never swallowed,
 * the lifecycle holds (published → draft only through a new version; deprecated is terminal), and
 * no id of one project works for another. Risk removed: flows that differ from the upstream's.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { fromStruct, toStruct } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startFlows, startSim, type FlowsUnderTest, type SeededAccount, type SimProcess } from './harness';

let sim: SimProcess;
let flows: FlowsUnderTest;
let acct: SeededAccount;
let other: SeededAccount;
const A = randomUUID();
const B = randomUUID();

interface SimFlowState {
  id: string;
  name: string;
  status: string;
  json_text: string | null;
  endpoint_uri: string | null;
}
const simFlow = async (id: string) => (await sim.control<{ flows: SimFlowState[] }>('GET', '/flows')).flows.find((f) => f.id === id);

const goodJson = { version: '7.3', screens: [{ id: 'WELCOME', title: 'Hi', terminal: true, layout: { type: 'SingleColumnLayout', children: [] } }] };
const badJson = { version: '7.3', colour: 'red', screens: [{ id: 'welcome', layout: { type: 'SingleColumnLayout', children: [] } }] };

beforeAll(async () => {
  sim = await startSim();
  acct = await seedAccount(sim, 1);
  other = await seedAccount(sim, 1, acct.token);
  flows = await startFlows(sim, acct.token);
  flows.directory.grant(A, acct);
  flows.directory.grant(B, other);
}, 60_000);

afterAll(async () => {
  await flows?.stop();
  await sim?.stop();
});

describe('flows lifecycle, synced with the upstream', () => {
  let flowId = '';

  it('creates a flow upstream with its JSON and keeps the upstream validation_errors', async () => {
    const res = await flows.call('CreateFlow', {
      project_id: A,
      name: 'Signup',
      categories: ['SIGN_UP'],
      business_account_id: acct.wabaId,
      flow_json: toStruct(badJson),
    });
    flowId = res.flow!.id;
    expect(res.flow).toMatchObject({ name: 'Signup', status: 'FLOW_STATUS_DRAFT', business_account_id: acct.wabaId, categories: ['SIGN_UP'] });
    const errors = res.version!.validation_errors.map((e) => fromStruct(e));
    expect(errors.map((e) => e.error).sort()).toEqual(['INVALID_PROPERTY_KEY', 'PATTERN_MISMATCH']);
    expect(errors[0]).toMatchObject({ error_type: 'FLOW_JSON_ERROR', line_start: expect.any(Number), pointers: expect.any(Array) });
    const upstream = await simFlow(res.flow!.upstream_flow_id);
    expect(upstream).toMatchObject({ name: 'Signup', status: 'DRAFT' });
    expect(JSON.parse(upstream!.json_text!)).toEqual(badJson);
  });

  it('refuses to publish while the upstream reports validation errors (422 with its message)', async () => {
    await expect(flows.call('PublishFlow', { project_id: A, flow_id: flowId })).rejects.toMatchObject({ publicMessage: expect.stringContaining('139002') });
  });

  it('a new version replaces the draft JSON in place; the version reads back with flow_json', async () => {
    const before = (await flows.call('GetFlow', { project_id: A, flow_id: flowId })).flow!;
    const v = (await flows.call('CreateFlowVersion', { project_id: A, flow_id: flowId, flow_json: toStruct(goodJson) })).version!;
    expect(v).toMatchObject({ version_label: 'v2', status: 'draft', validation_errors: [] });
    expect(v.flow_json_sha).toMatch(/^[0-9a-f]{64}$/);
    const read = (await flows.call('GetFlowVersion', { project_id: A, flow_id: flowId, version_id: v.id })).version!;
    expect(fromStruct(read.flow_json!)).toEqual(goodJson);
    const after = (await flows.call('GetFlow', { project_id: A, flow_id: flowId })).flow!;
    expect(after.upstream_flow_id).toBe(before.upstream_flow_id);
    expect(after.json_version).toBe('7.3');
    const list = (await flows.call('ListFlowVersions', { project_id: A, flow_id: flowId })).versions;
    expect(list.map((x) => x.version_label)).toEqual(['v2', 'v1']);
  });

  it('publishes upstream with a preview URL; an edit of a published flow is a new draft upstream', async () => {
    const pub = (await flows.call('PublishFlow', { project_id: A, flow_id: flowId })).flow!;
    expect(pub).toMatchObject({ status: 'FLOW_STATUS_PUBLISHED', preview_url: expect.stringContaining(pub.upstream_flow_id) });
    expect(pub.published_at).toBeTruthy();
    expect((await simFlow(pub.upstream_flow_id))!.status).toBe('PUBLISHED');
    await expect(flows.call('PublishFlow', { project_id: A, flow_id: flowId })).rejects.toMatchObject({ code: grpc.status.ABORTED });

    const v3 = (await flows.call('CreateFlowVersion', { project_id: A, flow_id: flowId, flow_json: toStruct({ ...goodJson, version: '7.2' }) })).version!;
    expect(v3.version_label).toBe('v3');
    const redrafted = (await flows.call('GetFlow', { project_id: A, flow_id: flowId })).flow!;
    expect(redrafted.status).toBe('FLOW_STATUS_DRAFT');
    expect(redrafted.upstream_flow_id).not.toBe(pub.upstream_flow_id);
    expect(redrafted.json_version).toBe('7.2');
    expect((await simFlow(pub.upstream_flow_id))!.status).toBe('PUBLISHED');
    expect((await simFlow(redrafted.upstream_flow_id))!.status).toBe('DRAFT');
  });

  it('deprecates a published flow; deprecated is terminal', async () => {
    await flows.call('PublishFlow', { project_id: A, flow_id: flowId });
    const dep = (await flows.call('DeprecateFlow', { project_id: A, flow_id: flowId })).flow!;
    expect(dep.status).toBe('FLOW_STATUS_DEPRECATED');
    expect((await simFlow(dep.upstream_flow_id))!.status).toBe('DEPRECATED');
    await expect(flows.call('CreateFlowVersion', { project_id: A, flow_id: flowId, flow_json: toStruct(goodJson) })).rejects.toMatchObject({
      code: grpc.status.ABORTED,
    });
    await expect(flows.call('PublishFlow', { project_id: A, flow_id: flowId })).rejects.toMatchObject({ code: grpc.status.ABORTED });
    await expect(flows.call('DeprecateFlow', { project_id: A, flow_id: flowId })).rejects.toMatchObject({ code: grpc.status.ABORTED });
  });

  it('clones a flow upstream with its current JSON as the clone’s v1', async () => {
    const res = await flows.call('CloneFlow', { project_id: A, flow_id: flowId, name: 'Signup 2' });
    expect(res.flow).toMatchObject({ name: 'Signup 2', status: 'FLOW_STATUS_DRAFT', json_version: '7.2' });
    expect(res.version!.version_label).toBe('v1');
    const upstream = await simFlow(res.flow!.upstream_flow_id);
    expect(upstream!.name).toBe('Signup 2');
    expect(JSON.parse(upstream!.json_text!).version).toBe('7.2');
  });

  it('a duplicate upstream name is the upstream’s refusal, never swallowed', async () => {
    await expect(flows.call('CreateFlow', { project_id: A, name: 'Signup 2', categories: ['OTHER'], business_account_id: acct.wabaId })).rejects.toMatchObject({
      publicMessage: expect.stringContaining('not unique'),
    });
  });

  it('a fresh preview link comes from the upstream', async () => {
    const list = await flows.call('ListFlows', { project_id: A, name: 'signup 2' });
    const id = list.flows[0].id;
    const a = (await flows.call('RefreshFlowPreview', { project_id: A, flow_id: id })).flow!.preview_url;
    const b = (await flows.call('RefreshFlowPreview', { project_id: A, flow_id: id })).flow!.preview_url;
    expect(a).toMatch(/^https:\/\//);
    expect(b).not.toBe(a);
  });

  it('lists with every filter and page meta', async () => {
    const all = await flows.call('ListFlows', { project_id: A, page: { page: 1, per_page: 1 } });
    expect(all.meta).toMatchObject({ page: 1, per_page: 1, total_count: 2, total_pages: 2 });
    expect((await flows.call('ListFlows', { project_id: A, status: 'FLOW_STATUS_DEPRECATED' })).flows.map((f) => f.id)).toEqual([flowId]);
    expect((await flows.call('ListFlows', { project_id: A, business_account_id: acct.wabaId })).flows).toHaveLength(2);
    expect((await flows.call('ListFlows', { project_id: A, business_account_id: other.wabaId })).flows).toHaveLength(0);
    expect((await flows.call('ListFlows', { project_id: A, name: 'UP 2' })).flows).toHaveLength(1);
  });

  it('sync pulls flows created upstream and refreshes known ones', async () => {
    const created = await fetch(`${sim.url}/v24.0/${acct.wabaId}/flows`, {
      method: 'POST',
      headers: { authorization: `Bearer ${acct.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Made upstream', categories: ['SURVEY'], flow_json: JSON.stringify(goodJson) }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    const res = await flows.call('SyncFlows', { project_id: A, business_account_id: acct.wabaId });
    expect(res.created.map((f) => f.upstream_flow_id)).toEqual([created.id]);
    expect(res.created[0]).toMatchObject({ name: 'Made upstream', status: 'FLOW_STATUS_DRAFT', categories: ['SURVEY'], json_version: '7.3' });
    expect(res.created[0].last_synced_at).toBeTruthy();
    // Upstream objects a flow used before its new version are not imported as flows of their own.
    expect(res.updated).toHaveLength(2);
    const again = await flows.call('SyncFlows', { project_id: A, business_account_id: acct.wabaId });
    expect(again.created).toHaveLength(0);
    const versions = (await flows.call('ListFlowVersions', { project_id: A, flow_id: res.created[0].id })).versions;
    expect(versions).toHaveLength(1);
  });

  it('a project cannot create on, sync or read another project’s account or flows', async () => {
    await expect(flows.call('CreateFlow', { project_id: B, name: 'X', categories: ['OTHER'], business_account_id: acct.wabaId })).rejects.toMatchObject({
      code: grpc.status.NOT_FOUND,
    });
    await expect(flows.call('SyncFlows', { project_id: B, business_account_id: acct.wabaId })).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
    const v = (await flows.call('ListFlowVersions', { project_id: A, flow_id: flowId })).versions[0];
    for (const [method, req] of [
      ['GetFlow', { flow_id: flowId }],
      ['ListFlowVersions', { flow_id: flowId }],
      ['GetFlowVersion', { flow_id: flowId, version_id: v.id }],
      ['CreateFlowVersion', { flow_id: flowId, flow_json: toStruct(goodJson) }],
      ['PublishFlow', { flow_id: flowId }],
      ['DeprecateFlow', { flow_id: flowId }],
      ['CloneFlow', { flow_id: flowId }],
      ['RefreshFlowPreview', { flow_id: flowId }],
      ['SetupFlowEncryption', { flow_id: flowId }],
      ['RegisterFlowDataEndpoint', { flow_id: flowId }],
      ['ListFlowFunctionInvocations', { flow_id: flowId }],
    ] as const) {
      await expect(flows.call(method, { project_id: B, ...req } as never), method).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
    }
  });

  it('bad input is INVALID_ARGUMENT, never a failure', async () => {
    await expect(flows.call('CreateFlow', { project_id: A, name: '', categories: [], business_account_id: acct.wabaId })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
    await expect(flows.call('CreateFlow', { project_id: A, name: 'x', categories: ['NOPE'], business_account_id: acct.wabaId })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
    await expect(flows.call('CreateFlow', { project_id: A, name: 'x', categories: [] })).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    await expect(flows.call('CreateFlowVersion', { project_id: A, flow_id: flowId })).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    await expect(flows.call('GetFlowVersion', { project_id: A, flow_id: flowId, version_id: 'nope' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
  });
});
