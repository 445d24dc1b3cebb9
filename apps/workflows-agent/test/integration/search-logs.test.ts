/**
 * SearchLogs of workflows-agent (decision 0019): the `workflow_step` and `agent_run` sources through
 * the running gRPC server, with executions and runs started by the service's own RPCs (their request id
 * taken from the call) beside rows inserted as the engine writes them, and the log retention sweeper.
 * Risks removed: a step or run not found by its text or keys, the request id of a start lost, problems
 * mixed with successes, a period ignored, a page boundary losing or repeating a hit, another project's
 * rows returned, retention deleting a waiting execution's history or anything younger than its setting,
 * project events left deletable by anyone else.
 */
import { randomUUID } from 'node:crypto';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent, fromStruct, toStruct, type common, type workflowsAgent } from '@platform/contracts';
import { callUnary, runWithRequestScope } from '@platform/grpc';
import { silentLogger } from '@platform/logger';
import { manualClock } from '@platform/runtime';
import { serviceTestEnv, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRetentionSweeper } from '../../src/inbound/log-retention.sweeper';
import { LogSearchRepository } from '../../src/infra/db/log-search.repository';
import { startEngineUnderTest, type EngineUnderTest } from '../support/engine';
import { graph, insertTrigger, insertWorkflow } from '../support/workflow-rows';

const A = randomUUID();
const B = randomUUID();
const NUMBER = '106540352242922';
const env = serviceTestEnv('wflogs', {
  WORKFLOW_TIMER_INTERVAL_MS: '50',
  AGENT_RUN_CONCURRENCY: '0',
  AGENT_OPENAI_API_KEY: 'sk-platform-test',
  WORKFLOW_STEP_RETENTION_DAYS: '7',
  AGENT_RUN_RETENTION_DAYS: '14',
});
let engine: EngineUnderTest;
let client: workflowsAgent.WorkflowsAgentServiceClient;

const HOUR = 3_600_000;
/** start → end: the start step is completed in the start's transaction, the end step and the execution's end in the next. */
const EVENTS_OF_OK_RUN = [
  'execution_ended:completed:req-wf-start-0001:false',
  'execution_started:started:req-wf-start-0001:false',
  'step_completed:completed:req-wf-start-0001:false',
  'step_completed:completed:req-wf-start-0001:false',
];
/** A fixed past the inserted rows sit at (well inside every retention). */
const T0 = new Date(Date.now() - 10 * HOUR);
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

type Req = Partial<common.LogSearchRequest>;
const search = (r: Req) => callUnary(client, 'SearchLogs', { project_id: A, limit: 100, ...r });
const ids = (reply: common.LogSearchReply__Output) => reply.hits.map((h) => h.id);

/** An active start → end workflow of `project`. */
function workflow(project: string): Promise<string> {
  return insertWorkflow(engine.svc.db.knex, {
    project,
    definition: graph([
      { id: 'start', type: 'start' },
      { id: 'done', type: 'end' },
    ]),
  });
}

/** A finished (or still waiting) execution with the events the engine writes for a failed webhook step. */
async function failedExecution(project: string, o: { status: string; endedAt: Date | null; requestId: string | null; message: string; hours: number }) {
  const id = randomUUID();
  const wf = randomUUID();
  const knex = engine.svc.db.knex;
  await knex('workflow_executions').insert({
    id,
    project_id: project,
    workflow_id: wf,
    status: o.status,
    root_execution_id: id,
    conversation_id: null,
    created_at: at(o.hours),
    updated_at: at(o.hours),
    started_at: at(o.hours),
    ended_at: o.endedAt,
    request_id: o.requestId,
  });
  const ev = (type: string, minutes: number, payload: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    project_id: project,
    execution_id: id,
    event_type: type,
    direction: 'internal',
    node_id: type === 'execution_started' ? null : 'hook',
    node_type: type === 'execution_started' ? null : 'webhook',
    step: 1,
    payload: JSON.stringify(payload),
    created_at: new Date(at(o.hours).getTime() + minutes * 60_000),
  });
  const events = [
    ev('execution_started', 0),
    ev('step_failed', 1, { error: { code: 'webhook_failed', message: o.message } }),
    ev('execution_failed', 2, { error: { code: 'webhook_failed', message: o.message } }),
  ];
  await knex('workflow_execution_events').insert(events);
  return { id, workflowId: wf, events: events.map((e) => e.id) };
}

/** An agent run row as the agents capability stores it. */
async function agentRun(project: string, o: { status: string; created: Date; finished: Date | null; errorCode?: string; errorMessage?: string }) {
  const id = randomUUID();
  await engine.svc.db.knex('agent_runs').insert({
    id,
    project_id: project,
    status: o.status,
    prompt: 'hello',
    metadata: '{}',
    settings: JSON.stringify({ provider_model: 'gpt-4.1-mini', provider: 'openai' }),
    tools: '{}',
    warnings: [],
    error_code: o.errorCode ?? null,
    error_message: o.errorMessage ?? null,
    created_at: o.created,
    updated_at: o.created,
    finished_at: o.finished,
  });
  return id;
}

let okRun: workflowsAgent.WorkflowExecution;
let apiRunId: string;
let agentRequestId: string | undefined;
let failedA: Awaited<ReturnType<typeof failedExecution>>;
let failedB: Awaited<ReturnType<typeof failedExecution>>;
let failedRunA: string;
let failedRunB: string;

beforeAll(async () => {
  engine = await startEngineUnderTest(env);
  client = engine.client;
  const wf = await workflow(A);
  okRun = (
    await runWithRequestScope({ requestId: 'req-wf-start-0001' }, () =>
      callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: wf, phone_number_id: NUMBER, phone_number: '15550001111' }),
    )
  ).execution!;
  const deadline = Date.now() + 10_000;
  while ((await callUnary(client, 'GetWorkflowExecution', { project_id: A, execution_id: okRun.id })).execution!.status !== 'ended') {
    if (Date.now() > deadline) throw new Error('execution never ended');
    await new Promise((r) => setTimeout(r, 25));
  }
  const created = await runWithRequestScope({ requestId: 'req-agent-0001' }, () =>
    callUnary(client, 'CreateAgentRun', { project_id: A, prompt: 'hi', agent: toStruct({ provider_model: 'gpt-4.1-mini' }) }),
  );
  apiRunId = created.run!.id;
  agentRequestId = created.run!.request_id;
  failedA = await failedExecution(A, {
    status: 'failed',
    endedAt: at(1),
    requestId: 'req-failed-a-0001',
    message: 'target answered 503 Service Unavailable',
    hours: 1,
  });
  failedB = await failedExecution(B, {
    status: 'failed',
    endedAt: at(1),
    requestId: 'req-failed-a-0001',
    message: 'target answered 503 Service Unavailable',
    hours: 1,
  });
  failedRunA = await agentRun(A, { status: 'failed', created: at(2), finished: at(2), errorCode: 'provider_error', errorMessage: 'upstream model overloaded' });
  failedRunB = await agentRun(B, { status: 'failed', created: at(2), finished: at(2), errorCode: 'provider_error', errorMessage: 'upstream model overloaded' });
}, 60_000);

afterAll(async () => {
  await engine?.stop();
});

describe('SearchLogs: workflow_step and agent_run', () => {
  it('an execution and an agent run started by a call carry its request id, and the request id finds them', async () => {
    expect(okRun.request_id).toBe('req-wf-start-0001');
    expect(agentRequestId).toBe('req-agent-0001');
    const steps = await search({ keys: { request_id: 'req-wf-start-0001' }, ascending: true });
    expect(steps.sources.map((s) => [s.source, s.status, s.retention_days])).toEqual([
      ['workflow_step', 'searched', 7],
      ['agent_run', 'searched', 14],
    ]);
    expect(steps.hits.length).toBeGreaterThan(1);
    expect(new Set(steps.hits.map((h) => `${h.source}:${h.keys.execution_id}:${h.keys.workflow_id}`))).toEqual(
      new Set([`workflow_step:${okRun.id}:${okRun.workflow_id}`]),
    );
    // Events of one transaction share their instant (their order among themselves is by id): compared as a sorted list.
    expect(steps.hits.map((h) => `${h.keys.event_type}:${h.keys.status}:${h.keys.request_id}:${h.problem}`).sort()).toEqual(EVENTS_OF_OK_RUN);
    expect(steps.hits[0]).toMatchObject({ resource_type: 'workflow_execution', resource_id: okRun.id });

    const runs = await search({ keys: { request_id: 'req-agent-0001' } });
    expect(runs.hits.map((h) => [h.source, h.id, h.keys.status])).toEqual([['agent_run', apiRunId, 'queued']]);
    expect(fromStruct(runs.hits[0]!.detail!)).toMatchObject({ kind: 'api', model: 'gpt-4.1-mini', status: 'queued' });
  });

  it('finds a failed step by its error text (words and substring) and an errored run by its error code', async () => {
    const words = await search({ text: 'Service Unavailable' });
    expect(ids(words)).toEqual([failedA.events[2], failedA.events[1]]);
    expect(words.hits[1]).toMatchObject({
      source: 'workflow_step',
      problem: true,
      summary: 'step_failed at hook (webhook): target answered 503 Service Unavailable',
    });
    expect(words.hits[1]!.keys).toEqual({
      execution_id: failedA.id,
      workflow_id: failedA.workflowId,
      request_id: 'req-failed-a-0001',
      status: 'failed',
      event_type: 'step_failed',
    });
    expect(fromStruct(words.hits[1]!.detail!)).toMatchObject({ error: { code: 'webhook_failed', message: 'target answered 503 Service Unavailable' } });
    const substring = await search({ text: 'overload' });
    expect(ids(substring)).toEqual([failedRunA]);
    expect(substring.hits[0]).toMatchObject({ source: 'agent_run', problem: true, resource_id: failedRunA });
  });

  it('exact keys: execution_id, event_type, status (both sources), agent_run_id (workflow_step not applicable)', async () => {
    expect(ids(await search({ keys: { execution_id: failedA.id }, ascending: true }))).toEqual(failedA.events);
    expect(ids(await search({ keys: { event_type: 'step_failed' } }))).toEqual([failedA.events[1]]);
    expect(ids(await search({ keys: { status: 'failed' } }))).toEqual([failedRunA, failedA.events[2], failedA.events[1]]);
    const byRun = await search({ keys: { agent_run_id: failedRunA } });
    expect(ids(byRun)).toEqual([failedRunA]);
    expect(byRun.sources.map((s) => [s.source, s.status])).toEqual([
      ['workflow_step', 'not_applicable'],
      ['agent_run', 'searched'],
    ]);
  });

  it('problems_only keeps failed steps and errored runs; a period keeps its window', async () => {
    expect(ids(await search({ problems_only: true }))).toEqual([failedRunA, failedA.events[2], failedA.events[1]]);
    const window = await search({ since: at(1).toISOString(), until: new Date(at(1).getTime() + 90_000).toISOString() });
    expect(ids(window)).toEqual([failedA.events[1], failedA.events[0]]);
  });

  it('pages by position without loss or duplicate, in both orders', async () => {
    for (const ascending of [false, true]) {
      const all = ids(await search({ ascending }));
      expect(all.length).toBeGreaterThan(6);
      const seen: string[] = [];
      let position: common.LogSearchPosition | undefined;
      for (let i = 0; i < 20; i++) {
        const page = await search({ ascending, limit: 2, position });
        if (page.hits.length === 0) break;
        seen.push(...ids(page));
        const last = page.hits.at(-1)!;
        position = { occurred_at: last.occurred_at, source: last.source, id: last.id };
      }
      expect(seen).toEqual(all);
    }
  });

  it("never returns another project's steps or runs", async () => {
    const a = ids(await search({}));
    expect(a).not.toContain(failedB.events[1]);
    expect(a).not.toContain(failedRunB);
    const b = await search({ project_id: B });
    expect(new Set(ids(b))).toEqual(new Set([...failedB.events, failedRunB]));
  });
});

describe('an execution an event starts', () => {
  it("records the event's x-request-id header (contacts' message.received starting an inbound_message workflow)", async () => {
    const number = '106540352249999';
    const wf = await workflow(A);
    await insertTrigger(engine.svc.db.knex, { project: A, workflowId: wf, type: 'inbound_message', phoneNumberId: number });
    const now = new Date();
    const id = randomUUID();
    const type = 'svc.contacts.v1.CustomerEvent';
    const fields = {
      message: {
        id: `wamid.in.${id}`,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'text',
        text: { body: 'hi' },
        svc: { direction: 'inbound', content: 'hi' },
      },
      conversation: { id: randomUUID(), phone_number: '14155550123', phone_number_id: number, svc: { contact_name: 'Ada' } },
      phone_number_id: number,
    };
    await engine.bus.publish(
      'contacts.customer_event.created',
      encodeEvent(type, {
        event_id: id,
        project_id: A,
        name: 'messaging.message.received',
        fields_json: JSON.stringify(fields),
        phone_number_ids: [number],
        occurred_at: now.toISOString(),
      }),
      { msgId: id, headers: envelopeHeaders({ id, type, occurredAt: now.toISOString(), projectId: A, headers: { 'x-request-id': 'req-inbound-0001' } }) },
    );
    const started = await waitFor(
      async () => (await callUnary(client, 'ListWorkflowExecutions', { project_id: A, workflow_id: wf, limit: 10 })).executions[0],
      { timeoutMs: 10_000, intervalMs: 25 },
    );
    expect(started).toMatchObject({ trigger_type: 'inbound_message', request_id: 'req-inbound-0001' });
    const hits = await search({ keys: { request_id: 'req-inbound-0001', event_type: 'execution_started' } });
    expect(hits.hits.map((h) => [h.source, h.keys.execution_id])).toEqual([['workflow_step', started.id]]);
  });
});

describe('log retention sweeper', () => {
  it('deletes only what is older than each setting, never a waiting execution history; project events stay append-only otherwise', async () => {
    const now = new Date();
    const days = (n: number) => new Date(now.getTime() - n * 24 * HOUR);
    const P = randomUUID();
    const oldDone = await failedExecution(P, { status: 'failed', endedAt: days(8), requestId: null, message: 'old', hours: -1 });
    const oldWaiting = await failedExecution(P, { status: 'waiting', endedAt: null, requestId: null, message: 'waiting', hours: -1 });
    const recentDone = await failedExecution(P, { status: 'ended', endedAt: days(6), requestId: null, message: 'recent', hours: -1 });
    const oldRun = await agentRun(P, { status: 'completed', created: days(20), finished: days(15) });
    const recentRun = await agentRun(P, { status: 'completed', created: days(20), finished: days(13) });
    const oldQueued = await agentRun(P, { status: 'queued', created: days(20), finished: null });
    await engine.svc.db
      .knex('agent_run_steps')
      .insert({ run_id: oldRun, index: 0, kind: 'model', status: 'completed', created_at: days(15), updated_at: days(15) });
    const pe = (id: string, created: Date) => ({
      project_id: P,
      id,
      name: 'x',
      occurred_at: created,
      properties: '{}',
      source: 'api',
      started_execution_ids: '[]',
      created_at: created,
    });
    const oldEvent = randomUUID();
    const recentEvent = randomUUID();
    await engine.svc.db.knex('project_events').insert([pe(oldEvent, days(366)), pe(recentEvent, days(364))]);

    const repo = new LogSearchRepository(engine.svc.db, silentLogger, { workflowStepDays: 7, agentRunDays: 14 });
    const sweeper = logRetentionSweeper({
      repo,
      clock: manualClock(now),
      logger: silentLogger,
      days: { workflowStepDays: 7, agentRunDays: 14, projectEventDays: 365 },
    });
    await sweeper.pass();
    const left = async (table: string, col: string, values: string[]) =>
      (await engine.svc.db.knex(table).whereIn(col, values).select(col)).map((r: Record<string, string>) => r[col]).sort();
    expect(await left('workflow_execution_events', 'execution_id', [oldDone.id, oldWaiting.id, recentDone.id])).toEqual(
      [...Array(3).fill(oldWaiting.id), ...Array(3).fill(recentDone.id)].sort(),
    );
    expect(await left('agent_runs', 'id', [oldRun, recentRun, oldQueued])).toEqual([recentRun, oldQueued].sort());
    expect(await left('agent_run_steps', 'run_id', [oldRun])).toEqual([]);
    expect(await left('project_events', 'id', [oldEvent, recentEvent])).toEqual([recentEvent]);
    // The other tests' rows (finished hours ago) are younger than every setting.
    expect(await left('workflow_execution_events', 'execution_id', [failedA.id])).toEqual([failedA.id, failedA.id, failedA.id]);
    await expect(engine.svc.db.knex('project_events').where({ id: recentEvent }).delete()).rejects.toThrow(/append-only/);
  });
});
