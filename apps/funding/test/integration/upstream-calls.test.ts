/**
 * Funding's upstream calls reach the external API log (decision 0250, amendment): every Graph call
 * made for a project, in an RPC or in a run's worker, is published on `funding.upstream_call.recorded`
 * with the project, path without query, status, upstream error and the request id, never a token.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import type { BusMessage, Subscription } from '@platform/bus';
import { decodeEvent, type common } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import { waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureSolution, dropTestState, seedFixture, startFunding, startSim, waitForFunding, type FundingUnderTest, type Sim } from './support';

let sim: Sim;
let f: FundingUnderTest;
let sub: Subscription;
const events: BusMessage[] = [];
const recorded = () => events.flatMap((m) => decodeEvent<common.UpstreamCallsRecorded__Output>('svc.common.v1.UpstreamCallsRecorded', m.data).calls);

beforeAll(async () => {
  sim = await startSim();
  f = await startFunding(sim);
  sub = await f.svc.bus.consume({
    stream: 'FUNDING',
    durable: 'test-upstream-calls',
    filterSubject: 'funding.upstream_call.recorded',
    handler: async (m) => void events.push(m),
  });
}, 30_000);

afterAll(async () => {
  await sub?.stop();
  await f?.stop();
  if (f) await dropTestState(f);
  await sim?.stop();
});

describe('funding upstream calls', () => {
  it("records the RPC's and the worker's calls with project, path, status, error code and request id, never the token", async () => {
    const projectId = randomUUID();
    const fx = await seedFixture(sim);
    await configureSolution(f, projectId, fx);
    await sim.control('POST', '/faults', {
      match: { method: 'POST', path: `/${fx.creditLineId}/whatsapp_credit_sharing_and_attach` },
      kind: 'graph_error',
      code: 2,
      status: 503,
      times: 1,
    });
    const requestId = `req_fund_${randomUUID()}`;
    const metadata = new grpc.Metadata();
    metadata.set('x-request-id', requestId);
    await callUnary(f.client, 'EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId }, { metadata });
    await waitForFunding(f, projectId, fx.wabaId, (x) => x.status === 'FUNDING_STATUS_FUNDED');

    const share = `${fx.creditLineId}/whatsapp_credit_sharing_and_attach`;
    const mine = await waitFor(() => {
      const calls = recorded().filter((c) => c.project_id === projectId);
      return calls.some((c) => c.path === share && c.status === 200) ? calls : undefined;
    });
    // The RPC's own check of the account carries the request id of the call that caused it.
    expect(mine.find((c) => c.request_id === requestId)).toMatchObject({ method: 'GET', path: fx.wabaId, status: 200 });
    // The worker's failed share (retried) and its success, both under the run's project.
    const failed = mine.filter((c) => c.path === share && c.status === 503);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ method: 'POST', error_code: 2 });
    expect(failed[0].trace_id).toBeTruthy();
    expect(mine.filter((c) => c.path === share && c.status === 200)).toHaveLength(1);
    const text = JSON.stringify(mine);
    expect(text).not.toContain(fx.token);
    expect(text).not.toContain('?');
    expect(events.every((m) => m.headers['Event-Type'] === 'svc.common.v1.UpstreamCallsRecorded')).toBe(true);
  });
});
