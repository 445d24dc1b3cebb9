/**
 * Workflows and triggers through workflows-agent's gRPC client (decisions 0710-0713), with flows
 * and messaging-proxy faked at their generated gRPC contracts (GetFunction, GetPhoneNumber). Risks
 * removed: a definition naming a missing function, child workflow, integration or model saved
 * anyway; a stale lock_version overwriting a newer change (and two concurrent PATCHes both winning);
 * an invalid graph activated; two active inbound triggers on one number (also under concurrency); a
 * half-applied trigger replace; a project reading or changing another's workflows and triggers.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { fromStruct, loadContracts, toStruct, type flows, type messagingProxy, type workflowsAgent } from '@platform/contracts';
import { DomainError, httpErrorBody, httpStatusOf } from '@platform/errors';
import { callUnary, createClient } from '@platform/grpc';
import { createDb, type Db } from '@platform/db';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { migrations } from '../../src/migrations';
import { run } from '../../src/server';
import { ExecutionCatalogRepository } from '../../src/workflows/infra/db/execution-catalog.repository';
import { WorkflowCatalogReader } from '../../src/workflows/usecases/workflow-catalog';

const A: string = randomUUID();
const B: string = randomUUID();
const FN_A: string = randomUUID();
const FN_B: string = randomUUID();
const NUM_A1 = '1065400001';
const NUM_A2 = '1065400002';
const NUM_B = '1065400009';

let fake: grpc.Server;
let svc: RunningService;
let client: workflowsAgent.WorkflowsAgentServiceClient;
let lookupDb: Db | undefined;
const env = serviceTestEnv('wfdefs');

/** flows' GetFunction and messaging-proxy's GetPhoneNumber, per project. */
async function startFakes(): Promise<string> {
  const { contracts } = loadContracts();
  const server = new grpc.Server();
  const functions = new Map([
    [A, new Set([FN_A])],
    [B, new Set([FN_B])],
  ]);
  const numbers = new Map([
    [A, new Set([NUM_A1, NUM_A2])],
    [B, new Set([NUM_B])],
  ]);
  const flowsImpl: Partial<flows.FlowsServiceHandlers> = {
    GetFunction(call, cb) {
      if (!functions.get(call.request.project_id)?.has(call.request.function_id)) return cb({ code: grpc.status.NOT_FOUND, details: 'Function not found' });
      cb(null, { function: { id: call.request.function_id, name: 'fn', slug: 'fn' } });
    },
  };
  const proxyImpl: Partial<messagingProxy.MessagingProxyServiceHandlers> = {
    GetPhoneNumber(call, cb) {
      if (!numbers.get(call.request.project_id)?.has(call.request.phone_number_id))
        return cb({ code: grpc.status.NOT_FOUND, details: 'Phone number not found' });
      cb(null, { phone_number: { phone_number_id: call.request.phone_number_id } as messagingProxy.PhoneNumber });
    },
  };
  server.addService(contracts.flows.FlowsService.service, flowsImpl as grpc.UntypedServiceImplementation);
  server.addService(contracts.messagingProxy.MessagingProxyService.service, proxyImpl as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((ok, fail) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? fail(e) : ok(p))),
  );
  fake = server;
  return `127.0.0.1:${port}`;
}

beforeAll(async () => {
  const fakeAddress = await startFakes();
  svc = await run(configSchema.parse({ ...env, FLOWS_GRPC_ADDRESS: fakeAddress, MESSAGING_PROXY_GRPC_ADDRESS: fakeAddress }));
  const { contracts } = loadContracts();
  client = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 10_000, idempotentMethods: [] });
}, 60_000);

afterAll(async () => {
  await lookupDb?.close();
  client?.close();
  await svc?.stop();
  fake?.forceShutdown();
  await dropSchema(env.DB_SCHEMA);
});

/** The HTTP status and public body a failed call maps to. */
async function failure(p: Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    await p;
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return { status: httpStatusOf(e), body: httpErrorBody(e) };
  }
  throw new Error('expected the call to fail');
}

type Wire = { nodes: unknown[]; edges: unknown[] };
const node = (id: string, node_type: string, config: Record<string, unknown> = {}) => ({ id, data: { node_type, config } });
const edge = (source: string, target: string, label = 'next') => ({ source, target, label });
const chain = (...nodes: ReturnType<typeof node>[]): Wire => ({
  nodes: [node('start', 'start'), ...nodes],
  edges: ['start', ...nodes.map((n) => n.id)].slice(0, -1).map((s, i) => edge(s, nodes[i]!.id)),
});

const create = async (projectId: string, name: string, definition?: Wire) =>
  (await callUnary(client, 'CreateWorkflow', { project_id: projectId, name, definition: definition ? toStruct(definition) : undefined })).workflow!;
const update = (projectId: string, id: string, fields: Omit<workflowsAgent.UpdateWorkflowRequest, 'project_id' | 'workflow_id'>) =>
  callUnary(client, 'UpdateWorkflow', { project_id: projectId, workflow_id: id, ...fields }).then((r) => r.workflow!);
const setStatus = (projectId: string, id: string, status: string) =>
  callUnary(client, 'SetWorkflowStatus', { project_id: projectId, workflow_id: id, status }).then((r) => r.workflow!);
const addTrigger = (projectId: string, workflowId: string, trigger: workflowsAgent.WorkflowTriggerInput) =>
  callUnary(client, 'CreateWorkflowTrigger', { project_id: projectId, workflow_id: workflowId, trigger }).then((r) => r.trigger!);

describe('workflows', () => {
  it('creates a draft with a lone start node, reads it back with its definition and lists it without', async () => {
    const wf = await create(A, 'Welcome');
    expect(wf).toMatchObject({ name: 'Welcome', status: 'draft', lock_version: 1, execution_count: 0, message_debounce_seconds: 0 });
    expect(fromStruct(wf.definition!)).toEqual({
      nodes: [{ id: 'start', type: 'flow-node', position: { x: 0, y: 0 }, data: { node_type: 'start', config: {} } }],
      edges: [],
    });
    const got = (await callUnary(client, 'GetWorkflow', { project_id: A, workflow_id: wf.id })).workflow!;
    expect(got.id).toBe(wf.id);
    const list = await callUnary(client, 'ListWorkflows', { project_id: A, page: { page: 1, per_page: 100 }, name_contains: 'welc' });
    expect(list.workflows.map((w) => w.id)).toContain(wf.id);
    expect(list.workflows.find((w) => w.id === wf.id)!.definition).toBeFalsy();
    expect(list.meta!.total_count).toBeGreaterThanOrEqual(1);
  });

  it('refuses an invalid graph at save with a 422 naming the path', async () => {
    const bad = chain(node('w', 'wait_for_response', { timeout_seconds: 3 }));
    const f = await failure(create(A, 'Bad', bad));
    expect(f.status).toBe(422);
    expect(f.body.error).toBe('Invalid workflow definition: nodes[1].data.config.timeout_seconds: must be between 10 and 604800 seconds');
    expect(Object.keys(f.body)).toEqual(['error']);
  });

  it('refuses requires_approval on an agent node tool at save (a node run can never be approved) with a 422 naming the path', async () => {
    const hooks = [{ name: 'refund', description: 'Refund', url: 'https://hooks.example.com/refund', http_method: 'POST', requires_approval: true }];
    const f = await failure(
      create(A, 'Approval', chain(node('a', 'agent', { provider_model_name: 'gpt-5', system_prompt: 'Help', flow_agent_webhooks: hooks }))),
    );
    expect(f.status).toBe(422);
    expect(f.body.error).toBe(
      'Invalid workflow definition: nodes[1].data.config.flow_agent_webhooks[0].requires_approval: requires_approval is not supported in workflow agent nodes (their tool calls cannot be approved)',
    );
    const without = hooks.map((h) => ({ ...h, requires_approval: false }));
    await create(A, 'No approval', chain(node('a', 'agent', { provider_model_name: 'gpt-5', system_prompt: 'Help', flow_agent_webhooks: without })));
  });

  it("checks the project's references at save: functions, child workflows, integrations, models, webhook URLs", async () => {
    const child = await create(A, 'Child');
    // A function of the project is accepted; another project's and an unknown one are 422s naming them.
    await create(A, 'Fn ok', chain(node('f', 'function', { function_id: FN_A })));
    const foreign = await failure(create(A, 'Fn foreign', chain(node('f', 'function', { function_id: FN_B }))));
    expect(foreign.status).toBe(422);
    expect(foreign.body.error).toContain(`nodes[1].data.config.function_id: function ${FN_B} does not exist in this project`);
    // Child workflows: the project's only.
    await create(A, 'Caller', chain(node('c', 'call', { workflow_id: child.id })));
    const bChild = await create(B, 'B child');
    expect((await failure(create(A, 'Caller foreign', chain(node('c', 'call', { workflow_id: bChild.id }))))).body.error).toContain(
      `workflow ${bChild.id} does not exist in this project`,
    );
    const integrationId = randomUUID();
    expect((await failure(create(A, 'Integration', chain(node('i', 'integration', { integration_id: integrationId }))))).body.error).toContain(
      `integration ${integrationId} does not exist in this project`,
    );
    // Models: the catalog's only; tool-only delivery with a model that cannot do it → field provider_model (spec 7.7).
    const unknownModel = await failure(create(A, 'Agent', chain(node('a', 'agent', { provider_model_name: 'gpt-9' }))));
    expect(unknownModel.body).toEqual({
      error: expect.stringContaining('nodes[1].data.config.provider_model_name: provider model gpt-9 is not in the catalog'),
      field: 'provider_model',
    });
    const toolOnly = await failure(
      create(A, 'Agent', chain(node('a', 'agent', { provider_model_name: 'claude-sonnet-4-5', message_delivery_mode: 'tool_only', system_prompt: 'Help' }))),
    );
    expect(toolOnly.status).toBe(422);
    expect(toolOnly.body).toEqual({
      error: expect.stringContaining(
        'nodes[1].data.config.provider_model_name: provider_model claude-sonnet-4-5 cannot be used with message_delivery_mode tool_only',
      ),
      field: 'provider_model',
    });
    await create(A, 'Agent ok', chain(node('a', 'agent', { provider_model_name: 'gpt-5', message_delivery_mode: 'tool_only', system_prompt: 'Help' })));
    // Webhook URLs go through the SSRF policy at save.
    const ssrf = await failure(create(A, 'Hook', chain(node('h', 'webhook', { url: 'http://127.0.0.1:8080/{{vars.id}}', method: 'POST' }))));
    expect(ssrf.status).toBe(422);
    expect(ssrf.body.error).toContain('nodes[1].data.config.url: URL refused by the outbound policy');
  });

  it('enforces lock_version: a stale version is a 409 with both versions, and of two concurrent PATCHes one wins', async () => {
    const wf = await create(A, 'Locked');
    const v2 = await update(A, wf.id, { lock_version: 1, name: 'Locked v2' });
    expect(v2).toMatchObject({ name: 'Locked v2', lock_version: 2 });
    const stale = await failure(update(A, wf.id, { lock_version: 1, name: 'lost' }));
    expect(stale).toEqual({
      status: 409,
      body: { error: 'Conflict: workflow was modified. Refetch and retry.', code: 'stale_lock_version', expected_lock_version: 1, current_lock_version: 2 },
    });
    const results = await Promise.allSettled([2, 2, 2, 2].map((v, i) => update(A, wf.id, { lock_version: v, description: `writer ${i}` })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(httpStatusOf(r.reason as DomainError)).toBe(409);
    const after = (await callUnary(client, 'GetWorkflow', { project_id: A, workflow_id: wf.id })).workflow!;
    expect(after.lock_version).toBe(3);
  });

  it('moves through draft → active → paused → archived → draft, refusing what the rules forbid', async () => {
    const child = await create(A, 'Status child');
    const wf = await create(A, 'Status', chain(node('c', 'call', { workflow_id: child.id })));
    const active = await setStatus(A, wf.id, 'active');
    expect(active).toMatchObject({ status: 'active', lock_version: 2 });
    expect(active.activated_at).toBeTruthy();
    expect((await setStatus(A, wf.id, 'active')).lock_version).toBe(2); // no change, no new version
    expect((await setStatus(A, wf.id, 'paused')).status).toBe('paused');
    const archived = await setStatus(A, wf.id, 'archived');
    expect(archived.archived_at).toBeTruthy();
    const refused = await failure(setStatus(A, wf.id, 'active'));
    expect(refused).toEqual({ status: 400, body: { error: 'An archived workflow cannot become active; restore it to draft first' } });
    expect((await failure(update(A, wf.id, { lock_version: archived.lock_version, name: 'x' }))).status).toBe(409);
    const restored = await setStatus(A, wf.id, 'draft');
    expect(restored.status).toBe('draft');
    expect(restored.archived_at ?? null).toBeNull();
    // Its child archived since: activation re-checks the stored definition and refuses it.
    await setStatus(A, child.id, 'archived');
    const invalid = await failure(setStatus(A, wf.id, 'active'));
    expect(invalid.status).toBe(422);
    expect(invalid.body.error).toContain(`workflow ${child.id} is archived`);
    // PATCH status with a definition: validated with the new graph.
    const patched = await update(A, wf.id, { lock_version: restored.lock_version, status: 'active', definition: toStruct(chain(node('e', 'end'))) });
    expect(patched.status).toBe('active');
  });

  it("answers another project's workflow exactly like an unknown one", async () => {
    const wf = await create(A, 'Private');
    for (const id of [wf.id, randomUUID()]) {
      expect(await failure(callUnary(client, 'GetWorkflow', { project_id: B, workflow_id: id }))).toEqual({
        status: 404,
        body: { error: 'Workflow not found' },
      });
      expect(await failure(update(B, id, { lock_version: 1, name: 'x' }))).toEqual({ status: 404, body: { error: 'Workflow not found' } });
      expect(await failure(setStatus(B, id, 'active'))).toEqual({ status: 404, body: { error: 'Workflow not found' } });
      expect(await failure(callUnary(client, 'ListWorkflowTriggers', { project_id: B, workflow_id: id }))).toEqual({
        status: 404,
        body: { error: 'Workflow not found' },
      });
    }
    const listB = await callUnary(client, 'ListWorkflows', { project_id: B, page: { page: 1, per_page: 100 } });
    expect(listB.workflows.map((w) => w.id)).not.toContain(wf.id);
  });
});

describe('triggers', () => {
  it('creates each trigger type with its display name and refuses bad inputs', async () => {
    const wf = await create(A, 'Triggered');
    const inbound = await addTrigger(A, wf.id, { trigger_type: 'inbound_message', phone_number_id: NUM_A2 });
    expect(inbound).toMatchObject({ trigger_type: 'inbound_message', active: true, phone_number_id: NUM_A2, display_name: `Inbound message on ${NUM_A2}` });
    const ev = await addTrigger(A, wf.id, { trigger_type: 'messaging_event', event: 'messaging.thread.control_received' });
    expect(ev.display_name).toBe('Event messaging.thread.control_received');
    const pe = await addTrigger(A, wf.id, {
      trigger_type: 'project_event',
      triggerable_attributes: toStruct({ event_name: 'order.placed', property_key: 'total', operator: 'gte', property_value: 100 }),
    });
    expect(fromStruct(pe.triggerable_attributes!)).toEqual({ event_name: 'order.placed', property_key: 'total', operator: 'gte', property_value: 100 });
    expect((await addTrigger(A, wf.id, { trigger_type: 'api_call', active: false })).active).toBe(false);
    const bad = await failure(
      addTrigger(A, wf.id, { trigger_type: 'project_event', triggerable_attributes: toStruct({ event_name: 'order.placed', operator: 'gt' }) }),
    );
    expect(bad).toEqual({
      status: 422,
      body: { error: 'trigger.triggerable_attributes must give property_key, operator and property_value together, or none of them' },
    });
    expect((await failure(addTrigger(A, wf.id, { trigger_type: 'messaging_event', event: 'messaging.message.read' }))).status).toBe(422);
    // A number of another project is refused like an unknown one.
    expect(await failure(addTrigger(A, wf.id, { trigger_type: 'inbound_message', phone_number_id: NUM_B }))).toEqual({
      status: 422,
      body: { error: `phone_number_id ${NUM_B} is not a number of this project`, field: 'phone_number_id' },
    });
    const listed = await callUnary(client, 'ListWorkflowTriggers', { project_id: A, workflow_id: wf.id });
    // Most recent first (spec section 1).
    expect(listed.triggers.map((t) => t.trigger_type)).toEqual(['api_call', 'project_event', 'messaging_event', 'inbound_message']);
  });

  it('keeps one active inbound_message trigger per number, also under concurrent creates', async () => {
    const [w1, w2, w3] = await Promise.all([create(A, 'N1'), create(A, 'N2'), create(A, 'N3')]);
    const results = await Promise.allSettled([w1, w2, w3].map((w) => addTrigger(A, w.id, { trigger_type: 'inbound_message', phone_number_id: NUM_A1 })));
    const won = results.filter((r): r is PromiseFulfilledResult<workflowsAgent.WorkflowTrigger__Output> => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const holder = won[0]!.value.workflow_id;
    for (const r of results) {
      if (r.status !== 'rejected') continue;
      const e = r.reason as DomainError;
      expect(httpStatusOf(e)).toBe(409);
      expect(httpErrorBody(e)).toEqual({
        error: `Phone number ${NUM_A1} already has an active inbound_message trigger (workflow ${holder})`,
        code: 'inbound_trigger_exists',
      });
    }
    // An inactive one may exist beside it; activating it is the same 409; releasing the first frees the number.
    const other = [w1, w2, w3].find((w) => w.id !== holder)!;
    const idle = await addTrigger(A, other.id, { trigger_type: 'inbound_message', phone_number_id: NUM_A1, active: false });
    expect((await failure(callUnary(client, 'UpdateWorkflowTrigger', { project_id: A, trigger_id: idle.id, active: true }))).status).toBe(409);
    await callUnary(client, 'UpdateWorkflowTrigger', { project_id: A, trigger_id: won[0]!.value.id, active: false });
    expect((await callUnary(client, 'UpdateWorkflowTrigger', { project_id: A, trigger_id: idle.id, active: true })).trigger!.active).toBe(true);
    // Archiving the holder's workflow frees the number too.
    await setStatus(A, other.id, 'archived');
    expect((await addTrigger(A, holder, { trigger_type: 'inbound_message', phone_number_id: NUM_A1 })).active).toBe(true);
  });

  it('replaces the whole set atomically: a conflict leaves the old set untouched, [] removes all', async () => {
    const holder = await create(A, 'Holder');
    await addTrigger(A, holder.id, { trigger_type: 'inbound_message', phone_number_id: NUM_A2 }).catch(() => undefined);
    const wf = await create(A, 'Replace');
    const before = await callUnary(client, 'ReplaceWorkflowTriggers', {
      project_id: A,
      workflow_id: wf.id,
      triggers: [{ trigger_type: 'api_call' }, { trigger_type: 'messaging_event', event: 'messaging.message.received', phone_number_id: NUM_A1 }],
    });
    // A replaced set reads back in the order given (it is inserted last to first; lists are newest first).
    expect(before.triggers.map((t) => t.trigger_type)).toEqual(['api_call', 'messaging_event']);
    expect((await callUnary(client, 'ListWorkflowTriggers', { project_id: A, workflow_id: wf.id })).triggers.map((t) => t.id)).toEqual(
      before.triggers.map((t) => t.id),
    );
    const added = await addTrigger(A, wf.id, { trigger_type: 'project_event', triggerable_attributes: toStruct({ event_name: 'c.d' }) });
    expect((await callUnary(client, 'ListWorkflowTriggers', { project_id: A, workflow_id: wf.id })).triggers.map((t) => t.id)).toEqual([
      added.id,
      ...before.triggers.map((t) => t.id),
    ]);
    await callUnary(client, 'DeleteWorkflowTrigger', { project_id: A, trigger_id: added.id });
    // NUM_A2 is held by another workflow (or the earlier test's): the replace fails as a whole.
    const conflicted = await failure(
      callUnary(client, 'ReplaceWorkflowTriggers', {
        project_id: A,
        workflow_id: wf.id,
        triggers: [
          { trigger_type: 'project_event', triggerable_attributes: toStruct({ event_name: 'a.b' }) },
          { trigger_type: 'inbound_message', phone_number_id: NUM_A2 },
        ],
      }),
    );
    expect(conflicted.status).toBe(409);
    const still = await callUnary(client, 'ListWorkflowTriggers', { project_id: A, workflow_id: wf.id });
    expect(still.triggers.map((t) => t.id)).toEqual(before.triggers.map((t) => t.id));
    // Two active inbound triggers on one number in the same request: 409 before anything is written.
    const twice = await failure(
      callUnary(client, 'ReplaceWorkflowTriggers', {
        project_id: A,
        workflow_id: wf.id,
        triggers: [
          { trigger_type: 'inbound_message', phone_number_id: '1065400001' },
          { trigger_type: 'inbound_message', phone_number_id: '1065400001' },
        ],
      }),
    );
    expect(twice.status).toBe(409);
    expect((await callUnary(client, 'ReplaceWorkflowTriggers', { project_id: A, workflow_id: wf.id, triggers: [] })).triggers).toEqual([]);
  });

  it("answers another project's trigger exactly like an unknown one and deletes only the project's", async () => {
    const wf = await create(A, 'Owned triggers');
    const t = await addTrigger(A, wf.id, { trigger_type: 'api_call' });
    for (const id of [t.id, randomUUID()]) {
      expect(await failure(callUnary(client, 'UpdateWorkflowTrigger', { project_id: B, trigger_id: id, active: false }))).toEqual({
        status: 404,
        body: { error: 'Trigger not found' },
      });
      expect(await failure(callUnary(client, 'DeleteWorkflowTrigger', { project_id: B, trigger_id: id }))).toEqual({
        status: 404,
        body: { error: 'Trigger not found' },
      });
    }
    expect(await failure(addTrigger(B, wf.id, { trigger_type: 'api_call' }))).toEqual({ status: 404, body: { error: 'Workflow not found' } });
    expect((await callUnary(client, 'DeleteWorkflowTrigger', { project_id: A, trigger_id: t.id })).success).toBe(true);
    expect((await failure(callUnary(client, 'DeleteWorkflowTrigger', { project_id: A, trigger_id: t.id }))).status).toBe(404);
  });
});

describe("the engine's lookups (WorkflowCatalogReader over the trigger SQL)", () => {
  it('finds the inbound trigger and event triggers of active workflows only, applying number and property filters', async () => {
    lookupDb = await createDb({ url: env.DATABASE_URL, schema: env.DB_SCHEMA, migrations, pool: { max: 2 } });
    const catalog = new WorkflowCatalogReader(new ExecutionCatalogRepository(lookupDb));
    const inbound = await create(B, 'Inbound B');
    await addTrigger(B, inbound.id, { trigger_type: 'inbound_message', phone_number_id: NUM_B });
    // A draft's trigger does not fire; activation makes it the number's workflow; another project sees nothing.
    expect(await catalog.inboundWorkflow(B, NUM_B)).toBeUndefined();
    await setStatus(B, inbound.id, 'active');
    expect(await catalog.inboundWorkflow(B, NUM_B)).toBe(inbound.id);
    expect(await catalog.inboundWorkflow(A, NUM_B)).toBeUndefined();

    const events = await create(B, 'Events B');
    await callUnary(client, 'ReplaceWorkflowTriggers', {
      project_id: B,
      workflow_id: events.id,
      triggers: [
        { trigger_type: 'messaging_event', event: 'messaging.thread.control_received' },
        { trigger_type: 'messaging_event', event: 'messaging.message.received', phone_number_id: NUM_B },
        {
          trigger_type: 'project_event',
          triggerable_attributes: toStruct({ event_name: 'order.placed', property_key: 'total', operator: 'gte', property_value: 100 }),
        },
        { trigger_type: 'api_call', active: false },
      ],
    });
    await setStatus(B, events.id, 'active');
    expect(await catalog.eventWorkflows(B, 'messaging.thread.control_received', '1065400077')).toEqual([events.id]);
    expect(await catalog.eventWorkflows(B, 'messaging.message.received', NUM_B)).toEqual([events.id]);
    expect(await catalog.eventWorkflows(B, 'messaging.message.received', '1065400077')).toEqual([]);
    expect(await catalog.projectEventWorkflows(B, 'order.placed', { total: 120 })).toEqual([events.id]);
    expect(await catalog.projectEventWorkflows(B, 'order.placed', { total: 99 })).toEqual([]);
    expect(await catalog.projectEventWorkflows(A, 'order.placed', { total: 120 })).toEqual([]);
    // A deactivated api_call trigger switches API starts off; none at all leaves them on.
    expect(await catalog.apiStartAllowed(B, events.id)).toBe(false);
    expect(await catalog.apiStartAllowed(B, inbound.id)).toBe(true);
    // The definition is parsed for the engine; pausing stops event starts.
    expect((await catalog.getForExecution(B, events.id))?.definition.nodes[0]?.type).toBe('start');
    await setStatus(B, events.id, 'paused');
    expect(await catalog.eventWorkflows(B, 'messaging.thread.control_received', null)).toEqual([]);
  });
});

describe("agent runs name only the project's references (issue 33 item 5)", () => {
  it("refuses an unknown or foreign function, integration or phone number with 422 naming the field; the project's own pass", async () => {
    await callUnary(client, 'SetProviderKey', { project_id: A, provider: 'openai', api_key: 'sk-test-refs' });
    const tool = { name: 'lookup', description: 'Look up' };
    const run = (agent: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      callUnary(client, 'CreateAgentRun', { project_id: A, prompt: 'hi', agent: toStruct({ provider_model: 'gpt-4.1-mini', ...agent }), ...extra });
    const foreignFn = await failure(run({ function_tools: [{ ...tool, function_id: FN_B }] }));
    expect(foreignFn).toEqual({
      status: 422,
      body: { error: `function ${FN_B} does not exist in this project`, field: 'agent.function_tools[0].function_id' },
    });
    const unknownFn = await failure(run({ function_tools: [{ ...tool, function_id: randomUUID() }] }));
    expect(unknownFn.body.field).toBe('agent.function_tools[0].function_id');
    const integration = randomUUID();
    expect(await failure(run({ integration_tools: [{ ...tool, integration_id: integration }] }))).toEqual({
      status: 422,
      body: { error: `integration ${integration} does not exist in this project`, field: 'agent.integration_tools[0].integration_id' },
    });
    const foreignNumber = await failure(run({}, { phone_number_id: NUM_B }));
    expect(foreignNumber).toEqual({ status: 422, body: { error: `phone number ${NUM_B} is not a number of this project`, field: 'phone_number_id' } });
    const ok = await run({ function_tools: [{ ...tool, function_id: FN_A }] }, { phone_number_id: NUM_A1 });
    expect(ok.run!.status).toBe('queued');
  });

  it('lists the active workflows naming a function (flows asks before deleting it); drafts do not count', async () => {
    const wf = await create(A, 'Uses FN_A', chain(node('f', 'function', { function_id: FN_A })));
    const draftOnly = await callUnary(client, 'ListWorkflowsUsingReference', { project_id: A, function_id: FN_A });
    expect(draftOnly.workflows.map((w) => w.id)).not.toContain(wf.id);
    await setStatus(A, wf.id, 'active');
    const active = await callUnary(client, 'ListWorkflowsUsingReference', { project_id: A, function_id: FN_A });
    expect(active.workflows).toContainEqual({ id: wf.id, name: 'Uses FN_A' });
    expect((await callUnary(client, 'ListWorkflowsUsingReference', { project_id: B, function_id: FN_A })).workflows).toEqual([]);
  });
});
