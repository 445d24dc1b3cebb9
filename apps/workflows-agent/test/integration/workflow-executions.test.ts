/**
 * Workflow executions through the generated gRPC client, with the real engine, work queue (JetStream),
 * timers, Postgres and the contacts event stream; messaging-proxy faked at its gRPC contract.
 * Risks removed: a conversation that does not follow its graph (question, wait, branch, child call,
 * end) when driven by inbound messages; input going to the parent instead of the waiting child; two
 * resumes both proceeding or one of them waiting; a changed call step resumed silently; bursts answered
 * twice; the bot talking over a handoff; executions readable or changeable across projects.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { createBus, envelopeHeaders, type Bus } from '@platform/bus';
import { encodeEvent, fromStruct, loadContracts, toStruct, type workflowsAgent } from '@platform/contracts';
import { DomainError, httpErrorBody, httpStatusOf } from '@platform/errors';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv, testInfra, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { startFakeProxy, type FakeProxy } from '../support/fake-messaging-proxy';
import { graph, insertTrigger, insertWorkflow, type WorkflowDefinition } from '../support/workflow-rows';

const A = randomUUID();
const B = randomUUID();
const NUMBER = '106540352242922';
let fake: FakeProxy;
let svc: RunningService;
let bus: Bus;
let client: workflowsAgent.WorkflowsAgentServiceClient;
const env = serviceTestEnv('wfexec', { WORKFLOW_TIMER_INTERVAL_MS: '50', WORKFLOW_WEBHOOK_ALLOWED_TARGETS: '127.0.0.1' });

/** A workflow of project `project`, active unless told (rows as the workflows capability stores them). */
function workflow(def: WorkflowDefinition, opts: { project?: string; debounce?: number; name?: string } = {}): Promise<string> {
  return insertWorkflow(svc.db.knex, { project: opts.project ?? A, definition: def, debounceSeconds: opts.debounce, name: opts.name });
}

function trigger(workflowId: string, t: { type: 'inbound_message' | 'messaging_event'; phoneNumberId?: string; event?: string }): Promise<void> {
  return insertTrigger(svc.db.knex, { project: A, workflowId, type: t.type, phoneNumberId: t.phoneNumberId, event: t.event });
}

/** Publishes contacts' messaging.message.received for a contact (as contacts renders it). */
async function inbound(
  phone: string,
  content: { text?: string; button?: { id: string; title: string } },
  number = NUMBER,
  occurredAt = new Date(),
): Promise<void> {
  const wamid = `wamid.in.${randomUUID()}`;
  const type = content.button ? 'interactive' : 'text';
  const fields = {
    message: {
      id: wamid,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type,
      ...(content.button ? { interactive: { type: 'button_reply', button_reply: content.button } } : { text: { body: content.text } }),
      svc: { direction: 'inbound', content: content.text ?? content.button?.title },
    },
    conversation: {
      id: convIds.get(phone) ?? convIds.set(phone, randomUUID()).get(phone),
      phone_number: phone,
      phone_number_id: number,
      svc: { contact_name: 'Ada' },
    },
    phone_number_id: number,
  };
  const id = randomUUID();
  const type2 = 'svc.contacts.v1.CustomerEvent';
  await bus.publish(
    'contacts.customer_event.created',
    encodeEvent(type2, {
      event_id: id,
      project_id: A,
      name: 'messaging.message.received',
      fields_json: JSON.stringify(fields),
      phone_number_ids: [number],
      occurred_at: occurredAt.toISOString(),
    }),
    { msgId: id, headers: envelopeHeaders({ id, type: type2, occurredAt: occurredAt.toISOString(), projectId: A, headers: {} }) },
  );
}
const convIds = new Map<string, string>();

const get = (id: string, project = A) => callUnary(client, 'GetWorkflowExecution', { project_id: project, execution_id: id }).then((r) => r.execution!);
async function until(
  id: string,
  pred: (e: workflowsAgent.WorkflowExecution__Output) => boolean,
  what: string,
): Promise<workflowsAgent.WorkflowExecution__Output> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const last = await get(id);
    if (pred(last)) return last;
    if (Date.now() > deadline)
      throw new Error(
        `${what}: not reached; last ${JSON.stringify({ status: last.status, step: last.current_step, err: last.error_details && fromStruct(last.error_details) })}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
}
async function executionsOf(workflowId: string): Promise<workflowsAgent.WorkflowExecution__Output[]> {
  return (await callUnary(client, 'ListWorkflowExecutions', { project_id: A, workflow_id: workflowId, limit: 100 })).executions;
}
const vars = (e: workflowsAgent.WorkflowExecution__Output) => (fromStruct(e.execution_context) as { vars: Record<string, unknown> }).vars;
const sentTo = (phone: string) => fake.forwarded().filter((s) => s.to === phone);

/** flows at its gRPC contract: InvokeFunction answers `{ vars: { score }, next_edge }` and records the bodies. */
const functionCalls: Record<string, unknown>[] = [];
const SCORER = randomUUID();
const ROUTER = randomUUID();
const MISSING_FN = randomUUID();
/** A function whose answer holds a literal backslash-u0000 (six characters), a real NUL and a lone surrogate. */
const DIRTY_FN = randomUUID();
/** A webhook answer (JSON text) holding the same three. */
const DIRTY_JSON = '{"lit":"\\\\u0000","lit2":"a\\\\u0000z","nul":"x\\u0000y","sur":"s\\ud800t","k\\u0000":1}';
let flowsFake: grpc.Server;
async function startFakeFlows(): Promise<string> {
  const { contracts } = loadContracts();
  flowsFake = new grpc.Server();
  flowsFake.addService(contracts.flows.FlowsService.service, {
    InvokeFunction(call: grpc.ServerUnaryCall<{ function_id: string; body: unknown }, unknown>, cb: grpc.sendUnaryData<unknown>) {
      const body = fromStruct(call.request.body as never);
      functionCalls.push({ function_id: call.request.function_id, ...body });
      if (call.request.function_id === MISSING_FN) return cb({ code: grpc.status.NOT_FOUND, details: 'Function not found' });
      if (call.request.function_id === DIRTY_FN)
        return cb(null, {
          invocation_id: randomUUID(),
          status_code: 200,
          body: toStruct({ vars: { f_lit: 'a\\u0000b', f_nul: 'x\u0000y' } }),
          edge_ray_id: '',
        });
      cb(null, { invocation_id: randomUUID(), status_code: 200, body: toStruct({ vars: { score: 7 }, next_edge: 'high' }), edge_ray_id: '' });
    },
  } as unknown as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((ok, fail) =>
    flowsFake.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? fail(e) : ok(p))),
  );
  return `127.0.0.1:${port}`;
}
/** The webhook node's target: records requests, answers `{ ok: "yes" }`. */
const hookRequests: { headers: Record<string, unknown>; body: string; url?: string }[] = [];
let hookServer: Server;
let hookUrl = '';

beforeAll(async () => {
  fake = await startFakeProxy();
  hookServer = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hookRequests.push({ headers: req.headers, body, url: req.url });
      if (req.url === '/dirty') return void res.writeHead(200, { 'content-type': 'application/json' }).end(DIRTY_JSON);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: 'yes' }));
    });
  });
  await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', () => r()));
  hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`;
  svc = await run(configSchema.parse({ ...env, MESSAGING_PROXY_GRPC_ADDRESS: fake.address, FLOWS_GRPC_ADDRESS: await startFakeFlows() }));
  bus = await createBus({ url: testInfra().natsUrl, namespace: env.BUS_NAMESPACE });
  await bus.ensureStream({ name: 'CONTACTS', subjects: ['contacts.>'] });
  const { contracts } = loadContracts();
  client = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 10_000, idempotentMethods: [] });
}, 60_000);

afterAll(async () => {
  client?.close();
  await bus?.close();
  await svc?.stop();
  await fake?.close();
  flowsFake?.forceShutdown();
  await new Promise((r) => hookServer?.close(r));
  await dropSchema(env.DB_SCHEMA);
});

describe('a conversation driven by inbound messages', () => {
  it('asks, waits, branches, calls a child that asks (resumable = child), and ends with the child vars merged', async () => {
    const child = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'ask_issue', type: 'send_text', config: { message: 'What is the issue, {{vars.name}}?' } },
          { id: 'wait_issue', type: 'wait_for_response', config: { save_response_to: 'issue', has_timeout: true, timeout_seconds: 3600 } },
          { id: 'ticket', type: 'set_variable', config: { variable_name: 'ticket', variable_value: 'T-{{vars.issue}}' } },
          { id: 'done', type: 'end' },
        ],
        [
          ['start', 'ask_issue'],
          ['ask_issue', 'wait_issue'],
          ['wait_issue', 'ticket'],
          ['ticket', 'done'],
        ],
      ),
    );
    const parent = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'ask_name', type: 'send_text', config: { message: 'Hi! What is your name?' } },
          { id: 'wait_name', type: 'wait_for_response', config: { save_response_to: 'name', has_timeout: true, timeout_seconds: 3600 } },
          {
            id: 'menu',
            type: 'send_interactive',
            config: {
              interactive_type: 'button',
              body_text: 'Thanks {{vars.name}}. Support or sales?',
              buttons: [
                { id: 'support', title: 'Support' },
                { id: 'sales', title: 'Sales' },
              ],
              save_response_to: 'choice',
            },
          },
          { id: 'call_support', type: 'call', config: { workflow_id: child } },
          { id: 'bye', type: 'send_text', config: { message: 'Bye {{vars.name}}, your ticket is {{vars.ticket}}' } },
          { id: 'sales_msg', type: 'send_text', config: { message: 'Sales will call you' } },
          { id: 'end', type: 'end' },
        ],
        [
          ['start', 'ask_name'],
          ['ask_name', 'wait_name'],
          ['wait_name', 'menu'],
          ['menu', 'call_support', 'support'],
          ['menu', 'sales_msg', 'sales'],
          ['call_support', 'bye'],
          ['bye', 'end'],
          ['sales_msg', 'end'],
        ],
      ),
    );
    await trigger(parent, { type: 'inbound_message', phoneNumberId: NUMBER });
    const phone = '14155550100';

    await inbound(phone, { text: 'hello' });
    await waitFor(async () => sentTo(phone).length === 1, { timeoutMs: 10_000, intervalMs: 25 });
    const [root] = await executionsOf(parent);
    expect(root).toMatchObject({ trigger_type: 'inbound_message', phone_number: phone, phone_number_id: NUMBER });
    await until(root!.id, (e) => e.status === 'waiting' && e.current_step?.node_id === 'wait_name', 'waits for the name');
    expect(sentTo(phone)[0]).toMatchObject({ text: 'Hi! What is your name?', key: `execution:${root!.id}:step:1`, source: `workflow_execution:${root!.id}` });

    await inbound(phone, { text: 'Ada' });
    await waitFor(async () => sentTo(phone).length === 2, { timeoutMs: 10_000, intervalMs: 25 });
    expect(sentTo(phone)[1]!.text).toBe('Thanks Ada. Support or sales?');
    await until(root!.id, (e) => e.status === 'waiting' && e.current_step?.node_id === 'menu', 'waits for the choice');

    await inbound(phone, { button: { id: 'support', title: 'Support' } });
    await waitFor(async () => sentTo(phone).length === 3, { timeoutMs: 10_000, intervalMs: 25 });
    expect(sentTo(phone)[2]!.text).toBe('What is the issue, Ada?');
    const [kid] = await executionsOf(child);
    expect(kid).toMatchObject({ parent_execution_id: root!.id, trigger_type: 'call' });
    await until(kid!.id, (e) => e.status === 'waiting', 'the child waits');
    const waitingParent = await until(root!.id, (e) => e.resumable_execution_id === kid!.id, 'the parent points at its child');
    expect(waitingParent).toMatchObject({ status: 'waiting', waiting_reason: 'call' });

    await inbound(phone, { text: 'printer broken' });
    await waitFor(async () => sentTo(phone).length === 4, { timeoutMs: 10_000, intervalMs: 25 });
    expect(sentTo(phone)[3]!.text).toBe('Bye Ada, your ticket is T-printer broken');
    const ended = await until(root!.id, (e) => e.status === 'ended', 'the parent ends');
    expect(vars(ended)).toMatchObject({ name: 'Ada', choice: 'support', issue: 'printer broken', ticket: 'T-printer broken' });
    expect((await get(kid!.id)).status).toBe('ended');
    // Exactly one execution of each workflow; every step's send went out once.
    expect(await executionsOf(parent)).toHaveLength(1);
    expect(new Set(sentTo(phone).map((s) => s.key)).size).toBe(4);

    const events = (await callUnary(client, 'ListWorkflowExecutionEvents', { project_id: A, execution_id: root!.id, limit: 100 })).events;
    expect(events.map((e) => e.event_type)).toEqual(
      expect.arrayContaining(['execution_started', 'message_sent', 'input_received', 'child_started', 'child_completed', 'execution_ended']),
    );
  }, 30_000);

  it('merges a burst of messages inside the debounce window into one input', async () => {
    const wf = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'wait', type: 'wait_for_response', config: { save_response_to: 'text' } },
          { id: 'echo', type: 'send_text', config: { message: 'got: {{vars.text}}' } },
        ],
        [
          ['start', 'wait'],
          ['wait', 'echo'],
        ],
      ),
      // A window wide enough that a loaded box's consumer lag between the burst's messages stays inside it
      // (CI 2026-11-30: with 1 s the first message's window closed before the second was consumed).
      { debounce: 3 },
    );
    const phone = '14155550111';
    const e = (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: wf, phone_number: phone, phone_number_id: NUMBER })).execution!;
    await until(e.id, (x) => x.status === 'waiting', 'waits');
    // Six messages of one millisecond (as several messages of one webhook delivery are): merged in the order they came.
    const at = new Date();
    const words = ['one', 'two', 'three', 'four', 'five', 'six'];
    for (const w of words) await inbound(phone, { text: w }, NUMBER, at);
    await until(e.id, (x) => x.status === 'ended', 'ends after one merged reply');
    expect(sentTo(phone).map((s) => s.text)).toEqual([`got: ${words.join('\n')}`]);
  }, 20_000);

  it('processes nothing while the conversation is in handoff; set back to running it continues', async () => {
    const wf = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'human', type: 'handoff', config: { reason: 'asked for a person' } },
          { id: 'back', type: 'send_text', config: { message: 'The bot is back' } },
        ],
        [
          ['start', 'human'],
          ['human', 'back'],
        ],
      ),
    );
    await trigger(wf, { type: 'inbound_message', phoneNumberId: '106540352240001' });
    const phone = '14155550122';
    await inbound(phone, { text: 'help' }, '106540352240001');
    const [e] = await waitFor(async () => ((await executionsOf(wf)).length ? executionsOf(wf) : undefined), { timeoutMs: 10_000, intervalMs: 25 });
    await until(e!.id, (x) => x.status === 'handoff', 'in handoff');
    await inbound(phone, { text: 'are you there?' }, '106540352240001');
    await inbound(phone, { text: 'hello??' }, '106540352240001');
    await new Promise((r) => setTimeout(r, 500));
    expect(await executionsOf(wf)).toHaveLength(1);
    expect(sentTo(phone)).toHaveLength(0);
    const back = await callUnary(client, 'UpdateWorkflowExecutionStatus', { project_id: A, execution_id: e!.id, status: 'running' });
    expect(back.execution!.status).toBe('running');
    await until(e!.id, (x) => x.status === 'ended', 'continues and ends');
    expect(sentTo(phone).map((s) => s.text)).toEqual(['The bot is back']);
  }, 20_000);

  it('a handoff inside a child holds the whole conversation; set back to running, the child continues and the parent after it', async () => {
    const child = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'human', type: 'handoff' },
          { id: 'child_back', type: 'send_text', config: { message: 'child back' } },
        ],
        [
          ['start', 'human'],
          ['human', 'child_back'],
        ],
      ),
    );
    const parent = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'call', type: 'call', config: { workflow_id: child } },
          { id: 'parent_back', type: 'send_text', config: { message: 'parent back' } },
        ],
        [
          ['start', 'call'],
          ['call', 'parent_back'],
        ],
      ),
    );
    const phone = '14155550123';
    const p = (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: parent, phone_number: phone, phone_number_id: NUMBER }))
      .execution!;
    await until(p.id, (x) => x.status === 'handoff', 'the parent shows the handoff');
    const back = await callUnary(client, 'UpdateWorkflowExecutionStatus', { project_id: A, execution_id: p.id, status: 'running' });
    expect(back.execution!.status).toBe('waiting');
    await until(p.id, (x) => x.status === 'ended', 'the parent ends after its child');
    expect(sentTo(phone).map((s) => s.text)).toEqual(['child back', 'parent back']);
    expect(await executionsOf(child)).toHaveLength(1);
  }, 20_000);

  it('a message event trigger starts an observer execution that sends nothing and takes no inbound input', async () => {
    const number = '106540352240002';
    const observer = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'say', type: 'send_text', config: { message: 'observer speaking' } },
        ],
        [['start', 'say']],
      ),
    );
    await trigger(observer, { type: 'messaging_event', event: 'messaging.message.received', phoneNumberId: number });
    await inbound('14155550133', { text: 'hi' }, number);
    const [e] = await waitFor(async () => ((await executionsOf(observer)).length ? executionsOf(observer) : undefined), { timeoutMs: 10_000, intervalMs: 25 });
    const done = await until(e!.id, (x) => x.status === 'ended', 'observer ends');
    expect(done).toMatchObject({ observer: true, trigger_type: 'messaging_event' });
    expect(sentTo('14155550133')).toHaveLength(0);
  }, 20_000);
});

describe('node types', () => {
  it('set_variable, webhook (keyed, through the SSRF policy), function, decide by function, a delayed send, emit_event starting a project-event workflow', async () => {
    const observer = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'done', type: 'end' },
        ],
        [['start', 'done']],
      ),
    );
    await insertTrigger(svc.db.knex, {
      project: A,
      workflowId: observer,
      type: 'project_event',
      event: 'order.placed',
      filter: { event_name: 'order.placed', property_key: 'n', operator: 'gte', property_value: 2 },
    });
    const wf = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'x', type: 'set_variable', config: { variable_name: 'x', variable_value: '2', value_type: 'number' } },
          { id: 'hook', type: 'webhook', config: { url: hookUrl, method: 'POST', body_template: { x: '{{vars.x}}' }, save_response_to: 'hook' } },
          { id: 'fn', type: 'function', config: { function_id: SCORER, save_response_to: 'fn' } },
          {
            id: 'route',
            type: 'decide',
            config: {
              decision_type: 'function',
              function_id: ROUTER,
              conditions: [{ label: 'high' }, { label: 'low' }],
            },
          },
          { id: 'say', type: 'send_text', config: { message: 'score {{vars.score}} hook {{vars.hook.body.ok}}', delay_seconds: 1 } },
          { id: 'low_msg', type: 'send_text', config: { message: 'low' } },
          { id: 'emit', type: 'emit_event', config: { event_name: 'order.placed', properties: { n: '{{vars.x}}' } } },
        ],
        [
          ['start', 'x'],
          ['x', 'hook'],
          ['hook', 'fn'],
          ['fn', 'route'],
          ['route', 'say', 'high'],
          ['route', 'low_msg', 'low'],
          ['say', 'emit'],
        ],
      ),
    );
    const phone = '14155550211';
    const e = (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: wf, phone_number: phone, phone_number_id: NUMBER })).execution!;
    const waiting = await until(e.id, (x) => x.status === 'waiting', 'the send waits for its delay');
    expect(waiting.waiting_reason).toBe('delay');
    expect(sentTo(phone)).toHaveLength(0);
    const ended = await until(e.id, (x) => x.status === 'ended', 'ends after the delayed send');
    expect(sentTo(phone).map((m) => m.text)).toEqual(['score 7 hook yes']);
    expect(vars(ended)).toMatchObject({ x: 2, score: 7, hook: { status: 200, body: { ok: 'yes' } } });
    const hook = hookRequests.at(-1)!;
    expect(JSON.parse(hook.body)).toEqual({ x: 2 });
    expect(hook.headers['idempotency-key']).toBe(`execution:${e.id}:step:2`);
    expect(functionCalls.find((c) => c.function_id === ROUTER)).toMatchObject({ available_edges: ['high', 'low'], execution_context: { vars: { x: 2 } } });
    const [obs] = await waitFor(async () => ((await executionsOf(observer)).length ? executionsOf(observer) : undefined), {
      timeoutMs: 10_000,
      intervalMs: 25,
    });
    expect(obs).toMatchObject({ observer: true, trigger_type: 'project_event' });
  }, 20_000);

  it('a webhook to a private address fails the execution with webhook_blocked; a missing function with function_not_found', async () => {
    const blocked = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'hook', type: 'webhook', config: { url: 'http://10.1.2.3/internal', method: 'GET' } },
        ],
        [['start', 'hook']],
      ),
    );
    const missing = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'fn', type: 'function', config: { function_id: MISSING_FN } },
        ],
        [['start', 'fn']],
      ),
    );
    const a = (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: blocked, phone_number: '14155550212', phone_number_id: NUMBER }))
      .execution!;
    const b = (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: missing, phone_number: '14155550213', phone_number_id: NUMBER }))
      .execution!;
    const fa = await until(a.id, (x) => x.status === 'failed', 'blocked webhook fails');
    expect(fromStruct(fa.error_details!)).toMatchObject({ code: 'webhook_blocked', node_id: 'hook' });
    const fb = await until(b.id, (x) => x.status === 'failed', 'missing function fails');
    expect(fromStruct(fb.error_details!)).toMatchObject({ code: 'function_not_found', node_id: 'fn' });
  }, 20_000);
  it('a peer answer holding a literal backslash-u0000, a NUL or a lone surrogate is stored clean; the step completes once (decision 0010)', async () => {
    const wf = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'hook', type: 'webhook', config: { url: hookUrl.replace(/\/hook$/, '/dirty'), method: 'POST', body_template: {}, save_response_to: 'hook' } },
          { id: 'fn', type: 'function', config: { function_id: DIRTY_FN, save_response_to: 'fn' } },
        ],
        [
          ['start', 'hook'],
          ['hook', 'fn'],
        ],
      ),
    );
    const before = hookRequests.filter((r) => r.url === '/dirty').length;
    const fnBefore = functionCalls.filter((c) => c.function_id === DIRTY_FN).length;
    const e = (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: wf, phone_number: '14155550214', phone_number_id: NUMBER }))
      .execution!;
    const ended = await until(e.id, (x) => x.status === 'ended', 'the dirty answers are stored and the execution ends');
    expect(vars(ended)).toMatchObject({
      hook: { status: 200, body: { lit: '\\u0000', lit2: 'a\\u0000z', nul: 'x\ufffdy', sur: 's\ufffdt', 'k\ufffd': 1 } },
      f_lit: 'a\\u0000b',
      f_nul: 'x\ufffdy',
    });
    expect(hookRequests.filter((r) => r.url === '/dirty').length - before).toBe(1);
    expect(functionCalls.filter((c) => c.function_id === DIRTY_FN).length - fnBefore).toBe(1);
  }, 20_000);
});

describe('messaging.thread.control_received', () => {
  it("a thread passed to this platform starts the trigger's workflow, which talks to the customer", async () => {
    const number = '106540352240003';
    const wf = await workflow(
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'hello', type: 'send_text', config: { message: 'You are now with the bot' } },
        ],
        [['start', 'hello']],
      ),
    );
    await trigger(wf, { type: 'messaging_event', event: 'messaging.thread.control_received', phoneNumberId: number });
    await bus.ensureStream({ name: 'MESSAGING_PROXY', subjects: ['messaging_proxy.>'] });
    const id = randomUUID();
    const type = 'svc.messaging_proxy.v1.ThreadControlReceived';
    const at = new Date().toISOString();
    await bus.publish(
      'messaging_proxy.thread.control_received',
      encodeEvent(type, {
        event_id: id,
        project_id: A,
        waba_id: '1',
        phone_number_id: number,
        display_phone_number: '+1',
        customer: '14155550199',
        previous_owner_app_id: '42',
        metadata: 'ctx',
        occurred_at: at,
      }),
      { msgId: id, headers: envelopeHeaders({ id, type, occurredAt: at, projectId: A, headers: {} }) },
    );
    await waitFor(async () => sentTo('14155550199').length === 1, { timeoutMs: 10_000, intervalMs: 25 });
    const [e] = await executionsOf(wf);
    expect(e).toMatchObject({ observer: false, trigger_type: 'messaging_event', phone_number: '14155550199', phone_number_id: number });
    expect(sentTo('14155550199')[0]!.text).toBe('You are now with the bot');
  }, 20_000);
});

/** A workflow started by API that asks, waits, then sends (held by the fake while a test needs it busy). */
async function askingWorkflow(): Promise<string> {
  return workflow(
    graph(
      [
        { id: 'start', type: 'start' },
        { id: 'q', type: 'send_text', config: { message: 'question' } },
        { id: 'wait', type: 'wait_for_response', config: { save_response_to: 'answer' } },
        { id: 'a', type: 'send_text', config: { message: 'answer was {{vars.answer}}' } },
        { id: 'wait2', type: 'wait_for_response' },
      ],
      [
        ['start', 'q'],
        ['q', 'wait'],
        ['wait', 'a'],
        ['a', 'wait2'],
      ],
    ),
  );
}

describe('resume', () => {
  it('two concurrent resumes: one proceeds, the other answers 409 at once', async () => {
    const wf = await askingWorkflow();
    const phone = '14155550144';
    const e = (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: wf, phone_number: phone, phone_number_id: NUMBER })).execution!;
    expect(e.status).toBe('running');
    await until(e.id, (x) => x.status === 'waiting', 'waits');
    // The step after the wait stays in progress (its send held) while the second resume arrives.
    const release = fake.hold();
    try {
      const resume = (text: string) =>
        callUnary(client, 'ResumeWorkflowExecution', { project_id: A, execution_id: e.id, message: toStruct({ kind: 'payload', data: text }) }).then(
          (r) => ({ ok: r.execution!, ms: 0 }),
          (err: DomainError) => ({ err, ms: 0 }),
        );
      const t0 = Date.now();
      const results = await Promise.all([resume('first'), resume('second')].map((p) => p.then((r) => ({ ...r, ms: Date.now() - t0 }))));
      const ok = results.filter((r) => 'ok' in r);
      const refused = results.filter((r) => 'err' in r) as { err: DomainError; ms: number }[];
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.err.code).toBe(grpc.status.ABORTED);
      expect(refused[0]!.err.publicFields.code).toBe('execution_busy');
      // Immediately: the refusal never waited for the held step.
      expect(refused[0]!.ms).toBeLessThan(1000);
      // While the step is still in progress, a third resume is refused at once too.
      const third = await resume('third');
      expect('err' in third && third.err.code).toBe(grpc.status.ABORTED);
    } finally {
      release();
    }
    await until(e.id, (x) => x.status === 'waiting' && x.current_step?.node_id === 'wait2', 'waits again');
    const answers = sentTo(phone).filter((s) => s.text.startsWith('answer was'));
    expect(answers).toHaveLength(1);
    expect(['answer was first', 'answer was second']).toContain(answers[0]!.text);
  }, 20_000);

  it('resuming a parent waiting at a call step delivers the input to the waiting child; a changed call step is 422', async () => {
    const child = await askingWorkflow();
    const other = await askingWorkflow();
    const def = (target: string) =>
      graph(
        [
          { id: 'start', type: 'start' },
          { id: 'call', type: 'call', config: { workflow_id: target } },
          { id: 'after', type: 'send_text', config: { message: 'parent after child' } },
        ],
        [
          ['start', 'call'],
          ['call', 'after'],
        ],
      );
    const parent = await workflow(def(child));
    const phone = '14155550155';
    const p = (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: parent, phone_number: phone, phone_number_id: NUMBER }))
      .execution!;
    const waiting = await until(
      p.id,
      (x) => x.status === 'waiting' && !!x.resumable_execution_id && x.resumable_execution_id !== p.id,
      'parent waits on child',
    );
    const kidId = waiting.resumable_execution_id!;
    await until(kidId, (x) => x.status === 'waiting', 'child waits');

    // Input given to the parent goes to the child.
    const r = await callUnary(client, 'ResumeWorkflowExecution', { project_id: A, execution_id: p.id, message: toStruct({ data: 'to the child' }) });
    expect(r.execution!.id).toBe(p.id);
    await waitFor(async () => sentTo(phone).some((s) => s.text === 'answer was to the child'), { timeoutMs: 10_000, intervalMs: 25 });
    expect(sentTo(phone).find((s) => s.text === 'answer was to the child')!.key).toMatch(new RegExp(`^execution:${kidId}:step:`));
    await until(kidId, (x) => x.status === 'waiting' && x.current_step?.node_id === 'wait2', 'child waits again');

    // The call step now names another workflow while the child is active: 422, nothing delivered.
    await svc.db
      .knex('workflows')
      .where({ id: parent })
      .update({ definition: JSON.stringify(def(other)), lock_version: 2 });
    const before = fake.sends.length;
    const err = await callUnary(client, 'ResumeWorkflowExecution', { project_id: A, execution_id: p.id, message: toStruct({ data: 'x' }) }).catch(
      (e: DomainError) => e,
    );
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).reason).toBe('VALIDATION_FAILED');
    expect((err as DomainError).publicFields.code).toBe('call_step_changed');
    // Resuming the child directly is refused alike (its parent's call step changed).
    const err2 = await callUnary(client, 'ResumeWorkflowExecution', { project_id: A, execution_id: kidId, message: toStruct({ data: 'x' }) }).catch(
      (e: DomainError) => e,
    );
    expect((err2 as DomainError).publicFields.code).toBe('call_step_changed');
    await new Promise((r) => setTimeout(r, 200));
    expect(fake.sends.length).toBe(before);
    expect((await get(kidId)).status).toBe('waiting');
  }, 20_000);

  it('an ended execution is not resumable (422); forced statuses follow the transition table', async () => {
    const wf = await askingWorkflow();
    const e = (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: wf, phone_number: '14155550166', phone_number_id: NUMBER }))
      .execution!;
    await until(e.id, (x) => x.status === 'waiting', 'waits');
    const handoff = await callUnary(client, 'UpdateWorkflowExecutionStatus', { project_id: A, execution_id: e.id, status: 'handoff' });
    expect(handoff.execution!.status).toBe('handoff');
    const bad = await callUnary(client, 'UpdateWorkflowExecutionStatus', { project_id: A, execution_id: e.id, status: 'waiting' }).catch((x: DomainError) => x);
    expect((bad as DomainError).publicFields.code).toBe('invalid_status_transition');
    const ended = await callUnary(client, 'UpdateWorkflowExecutionStatus', { project_id: A, execution_id: e.id, status: 'ended' });
    expect(ended.execution).toMatchObject({ status: 'ended' });
    const err = await callUnary(client, 'ResumeWorkflowExecution', { project_id: A, execution_id: e.id, message: toStruct({ data: 'x' }) }).catch(
      (x: DomainError) => x,
    );
    expect((err as DomainError).reason).toBe('VALIDATION_FAILED');
    expect((err as DomainError).publicFields.code).toBe('execution_not_waiting');
  }, 20_000);
});

describe('start and reads', () => {
  it('refuses a start without recipient or phone number, of a draft workflow, or of another project', async () => {
    const wf = await askingWorkflow();
    const noOne = await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: wf, phone_number_id: NUMBER }).catch((x: DomainError) => x);
    expect((noOne as DomainError).publicFields.code).toBe('recipient_required');
    const foreign = await callUnary(client, 'StartWorkflowExecution', {
      project_id: B,
      workflow_id: wf,
      phone_number: '1415555',
      phone_number_id: NUMBER,
    }).catch((x: DomainError) => x);
    expect((foreign as DomainError).code).toBe(grpc.status.NOT_FOUND);
    await svc.db.knex('workflows').where({ id: wf }).update({ status: 'draft' });
    const draft = await callUnary(client, 'StartWorkflowExecution', {
      project_id: A,
      workflow_id: wf,
      phone_number: '14155550177',
      phone_number_id: NUMBER,
    }).catch((x: DomainError) => x);
    expect((draft as DomainError).publicFields.code).toBe('workflow_not_active');
  });

  it("refuses a start from a number that is not the project's with the trigger's 422; another project's number answers exactly like an unknown one", async () => {
    const wf = await askingWorkflow();
    const FOREIGN = '106540352249001';
    const UNKNOWN = '106540352249002';
    fake.numberOwners.set(FOREIGN, B);
    fake.unknownNumbers.add(UNKNOWN);
    const attempt = (phoneNumberId: string) =>
      callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: wf, phone_number: '14155550299', phone_number_id: phoneNumberId }).then(
        () => undefined,
        (e: DomainError) => ({ status: httpStatusOf(e), body: httpErrorBody(e) }),
      );
    const foreign = await attempt(FOREIGN);
    const unknown = await attempt(UNKNOWN);
    expect(foreign).toEqual({ status: 422, body: { error: `phone_number_id ${FOREIGN} is not a number of this project`, field: 'phone_number_id' } });
    expect(unknown).toEqual({ status: 422, body: { error: `phone_number_id ${UNKNOWN} is not a number of this project`, field: 'phone_number_id' } });
    // Alike but for the id it names.
    expect(JSON.stringify(foreign).replaceAll(FOREIGN, 'N')).toBe(JSON.stringify(unknown).replaceAll(UNKNOWN, 'N'));
    expect(await executionsOf(wf)).toHaveLength(0);
    expect(fake.sends.filter((s) => s.phoneNumberId === FOREIGN || s.phoneNumberId === UNKNOWN)).toEqual([]);
  });

  it('a recipient id alone addresses sends to the user id; with a phone number the phone routes and the id stays the identity', async () => {
    const wf = await askingWorkflow();
    const a = (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: wf, recipient: 'US.1349120865530274', phone_number_id: NUMBER }))
      .execution!;
    const b = (
      await callUnary(client, 'StartWorkflowExecution', {
        project_id: A,
        workflow_id: wf,
        recipient: 'US.99',
        phone_number: '+1 415 555 0188',
        phone_number_id: NUMBER,
      })
    ).execution!;
    await until(a.id, (x) => x.status === 'waiting', 'a waits');
    await until(b.id, (x) => x.status === 'waiting', 'b waits');
    const sa = fake.forwarded().find((s) => s.key.startsWith(`execution:${a.id}:`))!;
    const sb = fake.forwarded().find((s) => s.key.startsWith(`execution:${b.id}:`))!;
    expect(sa.message).toMatchObject({ recipient: 'US.1349120865530274' });
    expect(sa.message.to).toBeUndefined();
    expect(sb.message).toMatchObject({ to: '14155550188' });
    expect(await get(b.id)).toMatchObject({ recipient: 'US.99', phone_number: '14155550188' });
  });

  it('lists executions newest first with cursors and filters; every read and command of another project is NOT_FOUND', async () => {
    const wf = await askingWorkflow();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: wf, phone_number: `1415555020${i}`, phone_number_id: NUMBER }))
          .execution!.id,
      );
    const page1 = await callUnary(client, 'ListWorkflowExecutions', { project_id: A, workflow_id: wf, limit: 2 });
    expect(page1.executions.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    expect(page1.has_older).toBe(true);
    const page2 = await callUnary(client, 'ListWorkflowExecutions', { project_id: A, workflow_id: wf, limit: 2, after: page1.after_cursor });
    expect(page2.executions.map((e) => e.id)).toEqual([ids[0]]);
    const back = await callUnary(client, 'ListWorkflowExecutions', { project_id: A, workflow_id: wf, limit: 2, before: page2.before_cursor });
    expect(back.executions.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    // A cursor whose time Date.parse takes but Postgres refuses (or is no UTC instant) is INVALID_ARGUMENT, never INTERNAL.
    for (const t of ['1', '0000-01-01T00:00:00Z', '2024-02-30T00:00:00Z', '2024-01-01T00:00:00+02:00']) {
      const cursor = Buffer.from(JSON.stringify({ t, i: ids[0] })).toString('base64');
      for (const dir of ['after', 'before'] as const) {
        const code = await callUnary(client, 'ListWorkflowExecutions', { project_id: A, workflow_id: wf, limit: 2, [dir]: cursor }).then(
          () => 'ok',
          (x: DomainError) => x.code,
        );
        expect(code, `${dir} ${t}`).toBe(grpc.status.INVALID_ARGUMENT);
      }
    }
    await until(ids[0]!, (x) => x.status === 'waiting', 'waits');
    const waitingOnes = await callUnary(client, 'ListWorkflowExecutions', { project_id: A, workflow_id: wf, status: 'ended', limit: 10 });
    expect(waitingOnes.executions).toHaveLength(0);
    expect(await callUnary(client, 'ListWorkflowExecutions', { project_id: B, workflow_id: wf, limit: 10 }).then((r) => r.executions)).toHaveLength(0);

    const id = ids[0]!;
    const notFound = async (p: Promise<unknown>) =>
      expect(
        await p.then(
          () => 'ok',
          (x: DomainError) => x.code,
        ),
      ).toBe(grpc.status.NOT_FOUND);
    await notFound(callUnary(client, 'GetWorkflowExecution', { project_id: B, execution_id: id }));
    await notFound(callUnary(client, 'ListWorkflowExecutionEvents', { project_id: B, execution_id: id, limit: 10 }));
    await notFound(callUnary(client, 'ResumeWorkflowExecution', { project_id: B, execution_id: id, message: toStruct({ data: 'x' }) }));
    await notFound(callUnary(client, 'UpdateWorkflowExecutionStatus', { project_id: B, execution_id: id, status: 'ended' }));
    expect((await get(id)).status).toBe('waiting');
  });
});
