/**
 * SearchLogs of flows (decision 0019): `function_invocation`, `function_log` and `flow_data_exchange`
 * through the running gRPC server, with invocations made by InvokeFunction (under a request id) and
 * exchanges sent by the simulated upstream client to the real data endpoint; and the exchanges'
 * retention sweeper. Risks removed: an invocation, a console line or an exchange not found by its
 * text or keys, the request id of a call or an exchange lost, a flow token stored, problems mixed
 * with successes, a page boundary losing or repeating a hit, another project's rows returned,
 * retention deleting what is younger than its setting.
 */
import { randomUUID } from 'node:crypto';
import { fromStruct, toStruct, type common } from '@platform/contracts';
import { runWithRequestScope } from '@platform/grpc';
import { silentLogger } from '@platform/logger';
import { manualClock } from '@platform/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRetentionSweeper } from '../../src/inbound/log-retention.sweeper';
import { FlowDataExchangesRepository } from '../../src/infra/db/flow-data-exchanges.repository';
import { endpointFlowJson, seedAccount, startFlows, startSim, type FlowsUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let flows: FlowsUnderTest;
const A = randomUUID();
const B = randomUUID();

const CODE = `async function handler(request, env) {
  const req = await request.json();
  if (req.data_exchange) {
    console.log('exchange ' + req.data_exchange.action);
    if (req.data_exchange.action === 'INIT') return Response.json({ screen: 'APPOINTMENT', data: {} });
    return Response.json({ screen: 'CONFIRM', data: {} });
  }
  if (req.fail) { console.error('payment gateway unreachable'); throw new Error('checkout crashed'); }
  console.log('processing order ' + req.order);
  console.warn('slow inventory lookup');
  return Response.json({ ok: true });
}`;

type Req = Partial<common.LogSearchRequest>;
const search = (r: Req) => flows.call('SearchLogs', { project_id: A, limit: 100, ...r });
const ids = (reply: common.LogSearchReply__Output) => reply.hits.map((h) => h.id);
const bySource = (reply: common.LogSearchReply__Output) => reply.hits.map((h) => `${h.source}:${h.summary}`);

let flowId = '';
let fnId = '';
let fnB = '';
let okInvocation = '';
let failedInvocation = '';

interface Outcome {
  status: number | null;
}

beforeAll(async () => {
  sim = await startSim();
  const acct = await seedAccount(sim, 1);
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
  const upstreamId = res.flow!.upstream_flow_id;
  fnId = (await flows.call('CreateFunction', { project_id: A, name: 'shop', code: CODE })).function!.id;
  await flows.call('DeployFunction', { project_id: A, function_id: fnId });
  fnB = (await flows.call('CreateFunction', { project_id: B, name: 'shop', code: CODE })).function!.id;
  await flows.call('DeployFunction', { project_id: B, function_id: fnB });
  await flows.call('SetupFlowEncryption', { project_id: A, flow_id: flowId });
  await flows.call('SetFlowDataEndpoint', { project_id: A, flow_id: flowId, function_id: fnId });

  okInvocation = (
    await runWithRequestScope({ requestId: 'req-fn-ok-0001' }, () =>
      flows.call('InvokeFunction', { project_id: A, function_id: fnId, body: toStruct({ order: 'ord-77' }) }),
    )
  ).invocation_id;
  failedInvocation = (
    await runWithRequestScope({ requestId: 'req-fn-fail-0001' }, () =>
      flows.call('InvokeFunction', { project_id: A, function_id: fnId, body: toStruct({ fail: true }) }),
    )
  ).invocation_id;
  await flows.call('InvokeFunction', { project_id: B, function_id: fnB, body: toStruct({ fail: true }) });
  const exchange = (body: Record<string, unknown>) => sim.control<Outcome>('POST', `/flows/${upstreamId}/data_exchange`, body);
  expect((await exchange({ action: 'INIT', flow_token: 'tok-secret-1' })).status).toBe(200);
  expect((await exchange({ action: 'data_exchange', screen: 'APPOINTMENT', data: { slot: '10:00' }, flow_token: 'tok-secret-1' })).status).toBe(200);
  expect((await exchange({ action: 'INIT' })).status).toBe(427);
  expect((await exchange({ action: 'INIT', flow_token: 'tok-secret-2', bad_signature: true })).status).toBe(432);
}, 90_000);

afterAll(async () => {
  await flows?.stop();
  await sim?.stop();
});

describe('SearchLogs: function_invocation, function_log, flow_data_exchange', () => {
  it('an invocation and its console lines carry the call request id; the request id finds them all', async () => {
    const res = await search({ keys: { request_id: 'req-fn-ok-0001' }, ascending: true });
    expect(res.sources.map((s) => [s.source, s.status, s.retention_days])).toEqual([
      ['function_invocation', 'searched', 7],
      ['function_log', 'searched', 7],
      ['flow_data_exchange', 'searched', 30],
    ]);
    expect(res.hits.map((h) => [h.source, h.keys.status, h.problem]).sort()).toEqual([
      ['function_invocation', '200', false],
      ['function_log', 'log', false],
      ['function_log', 'warn', false],
    ]);
    const inv = res.hits.find((h) => h.source === 'function_invocation')!;
    expect(inv).toMatchObject({ id: okInvocation, resource_type: 'function', resource_id: fnId });
    expect(inv.keys).toEqual({ function_id: fnId, request_id: 'req-fn-ok-0001', status: '200' });
    const lines = res.hits.filter((h) => h.source === 'function_log').map((h) => fromStruct(h.detail!));
    expect(lines.map((l) => [l.invocation_id, l.position, l.message])).toEqual([
      [okInvocation, 0, 'processing order ord-77'],
      [okInvocation, 1, 'slow inventory lookup'],
    ]);
  });

  it('finds an errored invocation and an error line by text; problems_only keeps them and the refused exchanges', async () => {
    const text = await search({ text: 'gateway unreachable' });
    expect(bySource(text)).toEqual(['function_log:[error] payment gateway unreachable']);
    expect(text.hits[0]!.keys).toEqual({ function_id: fnId, request_id: 'req-fn-fail-0001', status: 'error' });
    const crashed = await search({ text: 'checkout crashed' });
    expect(ids(crashed)).toEqual([failedInvocation]);
    expect(crashed.hits[0]).toMatchObject({ source: 'function_invocation', problem: true });

    const problems = await search({ problems_only: true });
    // The refused exchanges (the 427 is recorded as an invocation too), the failed call and its error line;
    // a refusal's invocation and its exchange may share their millisecond, so compared as a sorted list.
    expect(problems.hits.map((h) => `${h.source}:${h.keys.status}`).sort()).toEqual([
      'flow_data_exchange:427',
      'flow_data_exchange:432',
      'function_invocation:427',
      'function_invocation:500',
      'function_log:error',
    ]);
    expect(problems.hits[0]!.keys.status).toBe('432');
  });

  it('records every exchange of the data endpoint with its own request id, never the flow token', async () => {
    const res = await search({ sources: ['flow_data_exchange'], keys: { flow_id: flowId }, ascending: true });
    expect(res.hits.map((h) => [h.keys.status, fromStruct(h.detail!).action, fromStruct(h.detail!).screen, fromStruct(h.detail!).response_screen])).toEqual([
      ['answered', 'INIT', null, 'APPOINTMENT'],
      ['answered', 'data_exchange', 'APPOINTMENT', 'CONFIRM'],
      ['427', 'INIT', null, null],
      ['432', null, null, null],
    ]);
    expect(res.hits[2]!.summary).toMatch(/^INIT → 427 in \d+ ms: invalid flow token$/);
    expect(JSON.stringify(res)).not.toContain('tok-secret');
    const rows = await flows.svc.db.knex('flow_data_exchanges').where({ flow_id: flowId });
    expect(JSON.stringify(rows)).not.toContain('tok-secret');
    // The exchange's request id is the invocation's: one key joins them.
    const second = res.hits[1]!;
    expect(second.keys.request_id).toMatch(/^in_[0-9a-f-]{36}$/);
    const joined = await search({ keys: { request_id: second.keys.request_id! } });
    expect(joined.hits.map((h) => h.source).sort()).toEqual(['flow_data_exchange', 'function_invocation', 'function_log']);
    expect(fromStruct(second.detail!).invocation_id).toBe(joined.hits.find((h) => h.source === 'function_invocation')!.id);
  });

  it('exact keys: function_id (exchanges not applicable), status across sources; a period keeps its window', async () => {
    const fn = await search({ keys: { function_id: fnId } });
    expect(fn.sources.find((s) => s.source === 'flow_data_exchange')!.status).toBe('not_applicable');
    expect(fn.hits.every((h) => h.keys.function_id === fnId)).toBe(true);
    expect(fn.hits).toHaveLength(10);
    expect((await search({ keys: { status: '432' } })).hits.map((h) => h.source)).toEqual(['flow_data_exchange']);
    // Between the 427 exchange and the 432 one (the next request): that exchange alone.
    const ex = (await search({ sources: ['flow_data_exchange'], ascending: true })).hits;
    expect(ex.map((h) => h.keys.status)).toEqual(['answered', 'answered', '427', '432']);
    const window = await search({ sources: ['flow_data_exchange'], ascending: true, since: ex[2]!.occurred_at, until: ex[3]!.occurred_at });
    expect(ids(window)).toEqual([ex[2]!.id]);
  });

  it('pages by position without loss or duplicate, in both orders', async () => {
    for (const ascending of [false, true]) {
      const all = ids(await search({ ascending }));
      expect(all.length).toBeGreaterThan(10);
      const seen: string[] = [];
      let position: common.LogSearchPosition | undefined;
      for (let i = 0; i < 30; i++) {
        const page = await search({ ascending, limit: 3, position });
        if (page.hits.length === 0) break;
        seen.push(...ids(page));
        const last = page.hits.at(-1)!;
        position = { occurred_at: last.occurred_at, source: last.source, id: last.id };
      }
      expect(seen).toEqual(all);
    }
  });

  it("never returns another project's invocations, lines or exchanges", async () => {
    const b = await search({ project_id: B });
    expect(b.hits.map((h) => [h.source, h.keys.status]).sort()).toEqual([
      ['function_invocation', '500'],
      ['function_log', 'error'],
    ]);
    expect(b.hits.every((h) => h.keys.function_id === fnB)).toBe(true);
    expect((await search({ keys: { function_id: fnB } })).hits).toEqual([]);
  });
});

describe('data exchange retention', () => {
  it('deletes only exchanges older than FLOW_DATA_EXCHANGE_RETENTION_DAYS', async () => {
    const now = new Date();
    const repo = new FlowDataExchangesRepository(flows.svc.db);
    const row = (created: Date) => ({
      id: randomUUID(),
      project_id: B,
      flow_id: randomUUID(),
      phone_number_id: null,
      action: 'INIT',
      screen: null,
      version: '3.0',
      status: 'answered',
      http_status: 200,
      response_screen: null,
      error_message: null,
      flow_token_hash: null,
      invocation_id: null,
      request_id: 'in_x',
      duration_ms: 3,
      created_at: created,
    });
    const old = row(new Date(now.getTime() - 31 * 86_400_000));
    const recent = row(new Date(now.getTime() - 29 * 86_400_000));
    await repo.insert(old);
    await repo.insert(recent);
    const sweeper = logRetentionSweeper({
      invocations: { deleteOlderThan: async () => 0 },
      exchanges: repo,
      clock: manualClock(now),
      logger: silentLogger,
      invocationDays: 7,
      exchangeDays: 30,
    });
    expect(await sweeper.pass()).toBe(1);
    expect((await flows.svc.db.knex('flow_data_exchanges').whereIn('id', [old.id, recent.id]).select('id')).map((r: { id: string }) => r.id)).toEqual([
      recent.id,
    ]);
    // The endpoint's own exchanges (minutes old) are kept.
    expect(await flows.svc.db.knex('flow_data_exchanges').where({ flow_id: flowId }).count({ n: '*' })).toEqual([{ n: '4' }]);
  });
});
