/**
 * The engine's per-step shortcuts against the workflows API (decision 0723): the definition is cached per
 * (workflow, lock version) and the workflow's head is read with the execution's row lock, so an edit, a
 * pause or an activation is seen by the next step; a debounce window ends on an in-process timer, not on
 * the timer sweeper's next pass; the contacts consumer applies queued events in batches by conversation;
 * a wait reads typed-ahead replies with its own write; the sweeper reads its three timers at once.
 * Risks removed: an execution running on a stale cached definition after an edit; starts accepted or
 * refused on a stale status; batched replies crossed between conversations, lost or answered twice; a
 * typed-ahead reply left unanswered; a debounced reply waiting for a sweep; a timer the sweeper misses.
 */
import { randomUUID } from 'node:crypto';
import { envelopeHeaders, type Bus } from '@platform/bus';
import { encodeEvent, toStruct, type workflowsAgent } from '@platform/contracts';
import { DomainError } from '@platform/errors';
import { callUnary } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { serviceTestEnv, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExecutionTimersSweeper } from '../../src/workflows/inbound/execution-timers.sweeper';
import { ExecutionsRepository } from '../../src/workflows/infra/db/executions.repository';
import type { ExecutionEngineUsecase } from '../../src/workflows/usecases/execution-engine.usecase';
import { silentLogger } from '@platform/logger';
import type { FakeProxy } from '../support/fake-messaging-proxy';
import { startEngineUnderTest, type EngineUnderTest } from '../support/engine';

const P = randomUUID();
const NUMBER = '106540352242922';
// The timer sweeper effectively off (first pass after 60 s): a debounced reply must not depend on it.
const env = serviceTestEnv('wfvers', { WORKFLOW_TIMER_INTERVAL_MS: '60000' });
let fake: FakeProxy;
let svc: RunningService;
let bus: Bus;
let client: workflowsAgent.WorkflowsAgentServiceClient;

/** start → send "q" → wait (save r) → send `<ack> {{vars.r}}` → back to the wait. */
const loop = (ack: string) => ({
  nodes: [
    { id: 'start', position: { x: 0, y: 0 }, data: { node_type: 'start', config: {} } },
    { id: 'q', position: { x: 0, y: 0 }, data: { node_type: 'send_text', config: { message: 'q' } } },
    { id: 'wait', position: { x: 0, y: 0 }, data: { node_type: 'wait_for_response', config: { save_response_to: 'r' } } },
    { id: 'ack', position: { x: 0, y: 0 }, data: { node_type: 'send_text', config: { message: `${ack} {{vars.r}}` } } },
  ],
  edges: [
    { source: 'start', target: 'q', label: 'next' },
    { source: 'q', target: 'wait', label: 'next' },
    { source: 'wait', target: 'ack', label: 'next' },
    { source: 'ack', target: 'wait', label: 'next' },
  ],
});

async function reply(phone: string, text: string): Promise<void> {
  const id = randomUUID();
  const type = 'svc.contacts.v1.CustomerEvent';
  const at = new Date().toISOString();
  const fields = {
    message: { id: `wamid.in.${id}`, type: 'text', text: { body: text }, svc: { direction: 'inbound', content: text } },
    conversation: { id: null, phone_number: phone, phone_number_id: NUMBER },
    phone_number_id: NUMBER,
  };
  await bus.publish(
    'contacts.customer_event.created',
    encodeEvent(type, {
      event_id: id,
      project_id: P,
      name: 'messaging.message.received',
      fields_json: JSON.stringify(fields),
      phone_number_ids: [NUMBER],
      occurred_at: at,
    }),
    { msgId: id, headers: envelopeHeaders({ id, type, occurredAt: at, projectId: P, headers: {} }) },
  );
}

const textsTo = (phone: string) =>
  fake
    .forwarded()
    .filter((s) => s.to === phone)
    .map((s) => s.text);
const waitSends = (phone: string, n: number) => waitFor(async () => textsTo(phone).length >= n, { timeoutMs: 15_000, intervalMs: 20 });
const waiting = (id: string) =>
  waitFor(async () => (await callUnary(client, 'GetWorkflowExecution', { project_id: P, execution_id: id })).execution?.status === 'waiting', {
    timeoutMs: 15_000,
    intervalMs: 20,
  });
const start = (workflowId: string, phone: string) =>
  callUnary(client, 'StartWorkflowExecution', { project_id: P, workflow_id: workflowId, phone_number: phone, phone_number_id: NUMBER }).then(
    (r) => r.execution!.id,
  );
const update = (workflowId: string, lockVersion: number, change: Partial<workflowsAgent.UpdateWorkflowRequest>) =>
  callUnary(client, 'UpdateWorkflow', { project_id: P, workflow_id: workflowId, lock_version: lockVersion, ...change }).then((r) => r.workflow!);
const setStatus = (workflowId: string, status: string) =>
  callUnary(client, 'SetWorkflowStatus', { project_id: P, workflow_id: workflowId, status }).then((r) => r.workflow!);

let engine: EngineUnderTest | undefined;
beforeAll(async () => {
  engine = await startEngineUnderTest(env);
  ({ fake, svc, bus, client } = engine);
}, 90_000);

afterAll(async () => {
  await engine?.stop();
});

describe('a cached workflow version', () => {
  it('an edit of the definition is followed by the next step of a running execution', async () => {
    const created = (await callUnary(client, 'CreateWorkflow', { project_id: P, name: 'versions', definition: toStruct(loop('v1')) })).workflow!;
    const active = await setStatus(created.id, 'active');
    const phone = '15550009001';
    const id = await start(created.id, phone);
    await waitSends(phone, 1);
    await waiting(id);
    await reply(phone, 'a');
    await waitSends(phone, 2);
    await waiting(id);
    // Version 1 is cached now; the edit makes version 2.
    const edited = await update(created.id, active.lock_version, { definition: toStruct(loop('v2')) });
    expect(edited.lock_version).toBeGreaterThan(active.lock_version);
    await reply(phone, 'b');
    await waitSends(phone, 3);
    expect(textsTo(phone)).toEqual(['q', 'v1 a', 'v2 b']);
  });

  it('a pause refuses the next start and an activation accepts the one after it', async () => {
    const created = (await callUnary(client, 'CreateWorkflow', { project_id: P, name: 'activation', definition: toStruct(loop('ok')) })).workflow!;
    await setStatus(created.id, 'active');
    const first = '15550009002';
    await start(created.id, first);
    await waitSends(first, 1);
    await setStatus(created.id, 'paused');
    const refused = await start(created.id, '15550009003').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).publicFields.code).toBe('workflow_not_active');
    await setStatus(created.id, 'active');
    const again = '15550009004';
    await start(created.id, again);
    await waitSends(again, 1);
    expect(textsTo(again)).toEqual(['q']);
  });
});

describe('replies of many conversations at once', () => {
  it('batched in the consumer, each conversation gets exactly its own next send, once', async () => {
    const created = (await callUnary(client, 'CreateWorkflow', { project_id: P, name: 'burst', definition: toStruct(loop('ack')) })).workflow!;
    await setStatus(created.id, 'active');
    const phones = Array.from({ length: 40 }, (_, i) => `1555001${String(i).padStart(4, '0')}`);
    const ids = await Promise.all(phones.map((phone) => start(created.id, phone)));
    await Promise.all(phones.map((phone) => waitSends(phone, 1)));
    await Promise.all(ids.map((id) => waiting(id)));
    await Promise.all(phones.map((phone) => reply(phone, `from ${phone}`)));
    await Promise.all(phones.map((phone) => waitSends(phone, 2)));
    await new Promise((r) => setTimeout(r, 300));
    for (const phone of phones) expect(textsTo(phone)).toEqual(['q', `ack from ${phone}`]);
  });
});

describe('a reply typed ahead', () => {
  it('arriving while the execution runs a send, answers the wait that follows (the wait reads buffered replies with its own write)', async () => {
    const created = (await callUnary(client, 'CreateWorkflow', { project_id: P, name: 'ahead', definition: toStruct(loop('ack')) })).workflow!;
    await setStatus(created.id, 'active');
    const phone = '15550009006';
    const release = fake.hold();
    const id = await start(created.id, phone);
    await waitFor(async () => fake.sends.some((x) => x.to === phone), { timeoutMs: 15_000, intervalMs: 20 });
    await reply(phone, 'early');
    // Buffered while the send is in progress (the execution is running, not waiting).
    await waitFor(async () => (await svc.db.knex('workflow_execution_inputs').where({ execution_id: id }).whereNull('consumed_at')).length === 1, {
      timeoutMs: 15_000,
      intervalMs: 20,
    });
    release();
    await waitSends(phone, 2);
    expect(textsTo(phone)).toEqual(['q', 'ack early']);
    await waiting(id);
  });
});

describe('a debounce window', () => {
  it('set by an edit, merges a burst into one reply delivered when the window ends (no sweeper pass needed)', async () => {
    const created = (await callUnary(client, 'CreateWorkflow', { project_id: P, name: 'debounce', definition: toStruct(loop('got')) })).workflow!;
    const active = await setStatus(created.id, 'active');
    const phone = '15550009005';
    const id = await start(created.id, phone);
    await waitSends(phone, 1);
    await waiting(id);
    await update(created.id, active.lock_version, { message_debounce_seconds: 1 });
    const t0 = Date.now();
    await reply(phone, 'one');
    await new Promise((r) => setTimeout(r, 150));
    await reply(phone, 'two');
    await waitSends(phone, 2);
    // The window (1 s) restarted with the second message; the sweeper would not pass for 60 s.
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    expect(textsTo(phone)).toEqual(['q', 'got one\ntwo']);
  });
});

describe('the timer sweeper', () => {
  it('one read finds due timeouts, due debounced inputs and stalled running executions, and hands each to its path', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const row = (status: string, extra: Record<string, unknown>) => {
      const id = randomUUID();
      return {
        id,
        project_id: P,
        workflow_id: randomUUID(),
        status,
        resumable_execution_id: id,
        root_execution_id: id,
        trigger_type: 'api_call',
        context: JSON.stringify({ vars: {}, system: {}, context: {}, metadata: {} }),
        created_at: ago(600_000),
        updated_at: ago(1_000),
        started_at: ago(600_000),
        last_event_at: ago(1_000),
        ...extra,
      };
    };
    const due = row('waiting', { waiting_reason: 'wait_for_response', timeout_at: ago(10), wait_seq: 3 });
    const notDue = row('waiting', { waiting_reason: 'wait_for_response', timeout_at: new Date(now.getTime() + 60_000) });
    const inputs = row('waiting', { waiting_reason: 'wait_for_response', input_due_at: ago(10) });
    const stalled = row('running', { updated_at: ago(300_000) });
    const fresh = row('running', { updated_at: ago(1_000) });
    await svc.db.knex('workflow_executions').insert([due, notDue, inputs, stalled, fresh]);
    const calls: string[] = [];
    const engine = {
      fireTimeout: async (_p: string, id: string, waitSeq: number) => (calls.push(`timeout:${id}:${waitSeq}`), 'ignored' as const),
      flushInputs: async (_p: string, id: string) => (calls.push(`inputs:${id}`), 'ignored' as const),
    } as unknown as ExecutionEngineUsecase;
    const sweeper = new ExecutionTimersSweeper({
      repo: new ExecutionsRepository(svc.db),
      engine,
      requeue: async (_p, id) => void calls.push(`requeue:${id}`),
      clock: { now: () => now },
      logger: silentLogger,
      intervalMs: 60_000,
      stallMs: 120_000,
    });
    await sweeper.sweep();
    const mine = new Set<string>([due.id, notDue.id, inputs.id, stalled.id, fresh.id]);
    expect(calls.filter((c) => mine.has(c.split(':')[1]!)).sort()).toEqual([`timeout:${due.id}:3`, `inputs:${inputs.id}`, `requeue:${stalled.id}`].sort());
  });
});
