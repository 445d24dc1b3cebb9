/**
 * Project events through the generated gRPC client (issue 36 item 4, decision 0743), with the real
 * engine, work queue (JetStream) and Postgres; contacts faked at its gRPC contract (GetConversation).
 * Risks removed: a posted event not starting the workflows whose trigger matches (or starting others,
 * paused ones, another project's); a retried post starting twice; events a workflow emits missing
 * from the list; an event changed or deleted after the fact; paging that skips or repeats; filters
 * ignored; one project reading or naming another's events and conversations.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { fromStruct, loadContracts, toStruct, type workflowsAgent } from '@platform/contracts';
import { DomainError, httpErrorBody, httpStatusOf } from '@platform/errors';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { startFakeProxy, type FakeProxy } from '../support/fake-messaging-proxy';
import { graph, insertTrigger, insertWorkflow, type WorkflowDefinition } from '../support/workflow-rows';

const A = randomUUID();
const B = randomUUID();
/** Conversations by project (what the fake contacts answers). */
const CONV_A = randomUUID();
const CONV_B = randomUUID();
const conversations = new Map<string, string>([
  [CONV_A, A],
  [CONV_B, B],
]);
let fake: FakeProxy;
let contacts: grpc.Server;
let svc: RunningService;
let client: workflowsAgent.WorkflowsAgentServiceClient;
const env = serviceTestEnv('pevents', { WORKFLOW_TIMER_INTERVAL_MS: '50' });

const observerGraph = () =>
  graph([
    { id: 'start', type: 'start' },
    { id: 'done', type: 'end' },
  ]);

/** A workflow with a project_event trigger (rows as the workflows capability stores them). */
async function eventWorkflow(
  event: string,
  opts: { project?: string; status?: string; filter?: Record<string, unknown>; def?: WorkflowDefinition } = {},
): Promise<string> {
  const project = opts.project ?? A;
  const id = await insertWorkflow(svc.db.knex, { project, definition: opts.def ?? observerGraph(), status: opts.status });
  await insertTrigger(svc.db.knex, { project, workflowId: id, type: 'project_event', event, filter: opts.filter });
  return id;
}

const post = (project: string, e: { id?: string; name: string; occurred_at?: string; conversation_id?: string; properties?: Record<string, unknown> }) =>
  callUnary(client, 'CreateProjectEvent', { project_id: project, ...e, properties: e.properties ? toStruct(e.properties) : undefined });
const refused = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: DomainError) => ({ status: httpStatusOf(e), body: httpErrorBody(e) }),
  );
const list = (project: string, f: Partial<workflowsAgent.ListProjectEventsRequest> = {}) =>
  callUnary(client, 'ListProjectEvents', { project_id: project, limit: 100, ...f });
const executionsOf = async (workflowId: string, project = A) =>
  (await callUnary(client, 'ListWorkflowExecutions', { project_id: project, workflow_id: workflowId, limit: 100 })).executions;

beforeAll(async () => {
  fake = await startFakeProxy();
  const { contracts } = loadContracts();
  contacts = new grpc.Server();
  contacts.addService(contracts.contacts.ContactsService.service, {
    GetConversation(call: grpc.ServerUnaryCall<{ project_id: string; conversation_id: string }, unknown>, cb: grpc.sendUnaryData<unknown>) {
      if (conversations.get(call.request.conversation_id) !== call.request.project_id)
        return cb({ code: grpc.status.NOT_FOUND, details: 'Conversation not found' });
      cb(null, { conversation: { id: call.request.conversation_id } });
    },
  } as unknown as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((ok, fail) =>
    contacts.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? fail(e) : ok(p))),
  );
  svc = await run(configSchema.parse({ ...env, MESSAGING_PROXY_GRPC_ADDRESS: fake.address, CONTACTS_GRPC_ADDRESS: `127.0.0.1:${port}` }));
  client = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 10_000, idempotentMethods: [] });
}, 60_000);

afterAll(async () => {
  client?.close();
  await svc?.stop();
  await fake?.close();
  contacts?.forceShutdown();
  await dropSchema(env.DB_SCHEMA);
});

describe('POST /events starts the matching project_event workflows', () => {
  it('starts active workflows whose trigger and filter match, in this project only; never a paused one or another event', async () => {
    const big = await eventWorkflow('order.placed', { filter: { event_name: 'order.placed', property_key: 'total', operator: 'gte', property_value: 100 } });
    const any = await eventWorkflow('order.placed');
    const other = await eventWorkflow('order.cancelled');
    const paused = await eventWorkflow('order.placed', { status: 'paused' });
    const foreign = await eventWorkflow('order.placed', { project: B });

    const first = await post(A, { name: 'order.placed', conversation_id: CONV_A, properties: { total: 150, sku: 'A-1' } });
    expect(first.created).toBe(true);
    expect(first.event).toMatchObject({ name: 'order.placed', source: 'api', conversation_id: CONV_A });
    expect(fromStruct(first.event!.properties!)).toEqual({ total: 150, sku: 'A-1' });
    const [bigRun] = await executionsOf(big);
    const [anyRun] = await executionsOf(any);
    expect(new Set(first.event!.started_execution_ids)).toEqual(new Set([bigRun!.id, anyRun!.id]));
    expect(bigRun).toMatchObject({ observer: true, trigger_type: 'project_event', conversation_id: CONV_A });
    const ctx = fromStruct(bigRun!.execution_context!) as { system: Record<string, unknown>; context: Record<string, unknown> };
    expect(ctx.system.project_event_id).toBe(first.event!.id);
    expect(ctx.context).toMatchObject({
      channel: 'project_event',
      event: { id: first.event!.id, name: 'order.placed', properties: { total: 150, sku: 'A-1' } },
    });
    // The started execution runs through the work queue to its end.
    await waitFor(async () => ((await executionsOf(big))[0]!.status === 'ended' ? true : undefined), { timeoutMs: 10_000, intervalMs: 25 });

    const small = await post(A, { name: 'order.placed', properties: { total: 50 } });
    expect(small.event!.started_execution_ids).toHaveLength(1);
    expect(await executionsOf(big)).toHaveLength(1);
    expect(await executionsOf(any)).toHaveLength(2);
    expect(await executionsOf(other)).toHaveLength(0);
    expect(await executionsOf(paused)).toHaveLength(0);
    expect(await executionsOf(foreign, B)).toHaveLength(0);
  }, 30_000);

  it('a client id makes a retry answer the stored event and start nothing; other content is 409; ids are per project', async () => {
    const wf = await eventWorkflow('signup.done');
    const id = randomUUID();
    const first = await post(A, { id, name: 'signup.done', properties: { plan: 'pro', seats: 3 } });
    const again = await post(A, { id, name: 'signup.done', properties: { seats: 3, plan: 'pro' } });
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.event).toEqual(first.event);
    expect(await executionsOf(wf)).toHaveLength(1);
    const other = await refused(post(A, { id, name: 'signup.done', properties: { plan: 'free' } }));
    expect(other).toEqual({ status: 409, body: { error: `event.id ${id} was already used for a different event`, field: 'event.id' } });
    // Concurrent retries: one stores, the others answer it; one start in all.
    const id2 = randomUUID();
    const all = await Promise.all([1, 2, 3, 4].map(() => post(A, { id: id2, name: 'signup.done', properties: { n: 1 } })));
    expect(all.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(all.map((r) => r.event!.id))).toEqual(new Set([id2]));
    expect(await executionsOf(wf)).toHaveLength(2);
    // Another project may use the same id: its own event.
    const inB = await post(B, { id, name: 'signup.done', properties: { plan: 'free' } });
    expect(inB.created).toBe(true);
  }, 30_000);

  it("refuses what the emit_event node refuses (422 naming the field), a future occurred_at, and another project's conversation exactly like an unknown one", async () => {
    expect(await refused(post(A, { name: 'Order Placed' }))).toEqual({
      status: 422,
      body: { error: 'event.name must be lower-case dotted words such as order.placed', field: 'event.name' },
    });
    expect(await refused(post(A, { name: 'x', properties: { nested: { a: 1 } } }))).toMatchObject({ status: 422, body: { field: 'event.properties.nested' } });
    expect(await refused(post(A, { name: 'x', properties: { s: 'a'.repeat(1025) } }))).toMatchObject({ status: 422, body: { field: 'event.properties.s' } });
    expect(await refused(post(A, { name: 'x', occurred_at: new Date(Date.now() + 3_600_000).toISOString() }))).toMatchObject({
      status: 422,
      body: { field: 'event.occurred_at' },
    });
    expect(await refused(post(A, { name: 'x', occurred_at: 'yesterday' }))).toMatchObject({ status: 400, body: { field: 'event.occurred_at' } });
    const unknownConv = randomUUID();
    const foreign = await refused(post(A, { name: 'x', conversation_id: CONV_B }));
    const unknown = await refused(post(A, { name: 'x', conversation_id: unknownConv }));
    expect(foreign).toMatchObject({ status: 422, body: { field: 'event.conversation_id' } });
    expect(JSON.stringify(foreign).replaceAll(CONV_B, 'C')).toBe(JSON.stringify(unknown).replaceAll(unknownConv, 'C'));
    const occurred = '2026-01-02T03:04:05.000Z';
    const ok = await post(A, { name: 'x', occurred_at: occurred });
    expect(ok.event!.occurred_at).toBe(occurred);
  });
});

describe('events emitted by workflows', () => {
  it('an emit_event step stores its event (source workflow, with the execution) and starts the workflows it matches', async () => {
    const scorer = await eventWorkflow('lead.created', {
      def: graph([
        { id: 'start', type: 'start' },
        { id: 'emit', type: 'emit_event', config: { event_name: 'lead.scored', properties: { score: '{{context.event.properties.score}}', tier: 'gold' } } },
      ]),
    });
    const follower = await eventWorkflow('lead.scored');
    await post(A, { name: 'lead.created', properties: { score: 9 } });
    const [run] = await waitFor(
      async () => {
        const r = await executionsOf(scorer);
        return r[0]?.status === 'ended' ? r : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 25 },
    );
    const emitted = (await list(A, { execution_id: run!.id })).events;
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatchObject({ name: 'lead.scored', source: 'workflow', execution_id: run!.id, workflow_id: scorer });
    expect(fromStruct(emitted[0]!.properties!)).toEqual({ score: 9, tier: 'gold' });
    const [followed] = await executionsOf(follower);
    expect(emitted[0]!.started_execution_ids).toEqual([followed!.id]);
    expect((await list(A, { source: 'workflow', name: 'lead.scored' })).events.map((e) => e.id)).toContain(emitted[0]!.id);
    expect((await list(A, { source: 'api', name: 'lead.scored' })).events).toEqual([]);
  }, 30_000);
});

describe('the events list', () => {
  it('is append-only: the table refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { event } = await post(A, { name: 'audit.me' });
    await expect(svc.db.knex('project_events').where({ project_id: A, id: event!.id }).update({ name: 'changed' })).rejects.toThrow(/append-only/);
    await expect(svc.db.knex('project_events').where({ project_id: A, id: event!.id }).delete()).rejects.toThrow(/append-only/);
    await expect(svc.db.knex.raw('truncate project_events')).rejects.toThrow(/append-only/);
    expect((await list(A, { name: 'audit.me' })).events.map((e) => e.name)).toEqual(['audit.me']);
  });

  it('pages newest first without skipping or repeating, and filters by name, conversation, source and time', async () => {
    const P = randomUUID();
    conversations.set(CONV_A, A);
    const posted: string[] = [];
    for (let i = 0; i < 5; i++) posted.push((await post(P, { name: 'page.test', properties: { i } })).event!.id);
    const seen: string[] = [];
    let page = await list(P, { limit: 2 });
    seen.push(...page.events.map((e) => e.id));
    while (page.has_older) {
      page = await list(P, { limit: 2, after: page.after_cursor });
      seen.push(...page.events.map((e) => e.id));
    }
    expect(seen).toEqual([...posted].reverse());
    const back = await list(P, { limit: 2, before: page.before_cursor });
    expect(back.events.map((e) => e.id)).toEqual(seen.slice(2, 4));
    expect(back.has_newer).toBe(true);

    const mid = (await list(P, {})).events.find((e) => e.id === posted[2])!.created_at;
    const since = (await list(P, { since: mid })).events.map((e) => e.id);
    expect(since).toEqual(posted.slice(2).reverse());
    const untilMid = (await list(P, { until: mid })).events.map((e) => e.id);
    expect(untilMid).toEqual(posted.slice(0, 2).reverse());
    await post(P, { name: 'other.thing' });
    expect((await list(P, { name: 'page.test' })).events).toHaveLength(5);
    expect((await list(P, { name: 'other.thing' })).events).toHaveLength(1);
    expect((await list(A, { conversation_id: CONV_A })).events.every((e) => e.conversation_id === CONV_A)).toBe(true);
    expect((await list(A, { conversation_id: CONV_A })).events.length).toBeGreaterThan(0);
    expect(await refused(list(P, { source: 'robot' }))).toMatchObject({ status: 400 });
    expect(await refused(list(P, { since: 'soon' }))).toMatchObject({ status: 400 });
  });

  it("never shows another project's events, by list, filter or execution", async () => {
    const mine = await post(A, { name: 'iso.check', properties: { who: 'a' } });
    const inB = (await list(B, {})).events;
    expect(inB.find((e) => e.id === mine.event!.id)).toBeUndefined();
    expect((await list(B, { name: 'iso.check' })).events).toEqual([]);
    expect((await list(B, { conversation_id: CONV_A })).events).toEqual([]);
    const aRun = (await list(A, { source: 'workflow' })).events[0]!;
    expect((await list(B, { execution_id: aRun.execution_id! })).events).toEqual([]);
  });
});
