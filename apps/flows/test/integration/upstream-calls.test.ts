/**
 * Flows' upstream calls reach the external API log (decision 0250, amendment): every Graph call made
 * for a project is published on `flows.upstream_call.recorded` with the project, the path without
 * query, the status, the upstream error code and the request id of the RPC, never the token.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import type { BusMessage, Subscription } from '@platform/bus';
import { decodeEvent, loadContracts, toStruct, type common, type flows as flowsApi } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startFlows, startSim, type FlowsUnderTest, type SeededAccount, type SimProcess } from './harness';

let sim: SimProcess;
let flows: FlowsUnderTest;
let acct: SeededAccount;
let client: flowsApi.FlowsServiceClient;
let sub: Subscription;
const events: BusMessage[] = [];
const A = randomUUID();
const recorded = () => events.flatMap((m) => decodeEvent<common.UpstreamCallsRecorded__Output>('svc.common.v1.UpstreamCallsRecorded', m.data).calls);
const withRequestId = (id: string) => {
  const m = new grpc.Metadata();
  m.set('x-request-id', id);
  return m;
};
const badJson = { version: '7.3', colour: 'red', screens: [{ id: 'welcome', layout: { type: 'SingleColumnLayout', children: [] } }] };

beforeAll(async () => {
  sim = await startSim();
  acct = await seedAccount(sim, 1);
  flows = await startFlows(sim, acct.token);
  flows.directory.grant(A, acct);
  const { contracts } = loadContracts();
  client = createClient(contracts.flows.FlowsService, `127.0.0.1:${flows.svc.port}`, { defaultDeadlineMs: 20_000, idempotentMethods: [] });
  sub = await flows.svc.bus.consume({
    stream: 'FLOWS',
    durable: 'test-upstream-calls',
    filterSubject: 'flows.upstream_call.recorded',
    handler: async (m) => void events.push(m),
  });
}, 60_000);

afterAll(async () => {
  await sub?.stop();
  client?.close();
  await flows?.stop();
  await sim?.stop();
});

describe('flows upstream calls', () => {
  it('records each call of an RPC with its project, path, status, error code and request id, never the token', async () => {
    const create = `req_flow_create_${randomUUID()}`;
    const res = await callUnary(
      client,
      'CreateFlow',
      { project_id: A, name: 'Signup', categories: ['SIGN_UP'], business_account_id: acct.wabaId, flow_json: toStruct(badJson) },
      { metadata: withRequestId(create), deadlineMs: 20_000 },
    );
    const upstreamId = res.flow!.upstream_flow_id;
    const created = await waitFor(() => {
      const calls = recorded().filter((c) => c.request_id === create);
      return calls.some((c) => c.path === `${upstreamId}/assets`) ? calls : undefined;
    });
    expect(created.find((c) => c.path === `${acct.wabaId}/flows`)).toMatchObject({ project_id: A, method: 'POST', status: 200 });
    expect(created.find((c) => c.path === `${upstreamId}/assets`)).toMatchObject({ project_id: A, method: 'POST', status: 200 });

    // The upstream refuses to publish a flow with validation errors: its code is recorded.
    const publish = `req_flow_publish_${randomUUID()}`;
    await expect(
      callUnary(client, 'PublishFlow', { project_id: A, flow_id: res.flow!.id }, { metadata: withRequestId(publish), deadlineMs: 20_000 }),
    ).rejects.toBeTruthy();
    const [refused] = await waitFor(() => {
      const calls = recorded().filter((c) => c.request_id === publish && c.path === `${upstreamId}/publish`);
      return calls.length > 0 ? calls : undefined;
    });
    expect(refused).toMatchObject({ project_id: A, method: 'POST', status: 400, error_code: 139002 });
    expect(refused.trace_id).toBeTruthy();

    const text = JSON.stringify(recorded());
    expect(text).not.toContain(acct.token);
    expect(text).not.toContain('access_token');
  });
});
