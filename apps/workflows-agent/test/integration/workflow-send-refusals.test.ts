/**
 * A send step the send path refuses without sending (decision 0744), through the generated gRPC client,
 * with the real engine, work queue (JetStream), Postgres and timers; messaging-proxy faked at its gRPC
 * contract.
 * Risks removed: a workflow message never sent because the send path was briefly unable to send it (a
 * 503 while a peer restarts, an upstream throttle or transient error) or because its key lapsed after a
 * crash left its outcome unknown (`idempotency_key_spent`: presumed not sent, the message must go out
 * under a new key); a spent key sending twice or waiting the node's delay again.
 */
import { randomUUID } from 'node:crypto';
import { fromStruct, toStruct, type workflowsAgent } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { serviceTestEnv, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProxy } from '../support/fake-messaging-proxy';
import { startEngineUnderTest, type EngineUnderTest } from '../support/engine';
import { graph, insertWorkflow } from '../support/workflow-rows';

const A = randomUUID();
const NUMBER = '106540352242922';
let engine: EngineUnderTest;
let fake: FakeProxy;
let svc: RunningService;
let client: workflowsAgent.WorkflowsAgentServiceClient;
const env = serviceTestEnv('wfrefuse', { WORKFLOW_TIMER_INTERVAL_MS: '50', WORKFLOW_WORK_ACK_WAIT_MS: '2000', WORKFLOW_STEP_LEASE_MS: '2000' });

/** An active workflow: start → send_text (optionally delayed) → end. */
function sendingWorkflow(text: string, delaySeconds = 0): Promise<string> {
  return insertWorkflow(svc.db.knex, {
    project: A,
    definition: graph([
      { id: 'start', type: 'start' },
      { id: 'say', type: 'send_text', config: { message: text, ...(delaySeconds ? { delay_seconds: delaySeconds } : {}) } },
    ]),
  });
}

const start = (workflowId: string, phone: string) =>
  callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: workflowId, phone_number: phone, phone_number_id: NUMBER }).then(
    (x) => x.execution!,
  );
const get = (id: string) => callUnary(client, 'GetWorkflowExecution', { project_id: A, execution_id: id }).then((r) => r.execution!);
async function settled(id: string): Promise<workflowsAgent.WorkflowExecution__Output> {
  let last!: workflowsAgent.WorkflowExecution__Output;
  await waitFor(
    async () => {
      last = await get(id);
      return last.status === 'ended' || last.status === 'failed';
    },
    { timeoutMs: 20_000, intervalMs: 50 },
  );
  return last;
}
const eventsOf = (id: string) =>
  svc.db.knex('workflow_execution_events').where({ execution_id: id }).orderBy('id').select('event_type', 'step', 'payload') as Promise<
    Array<{ event_type: string; step: number; payload: Record<string, unknown> }>
  >;

beforeAll(async () => {
  engine = await startEngineUnderTest(env);
  ({ fake, svc, client } = engine);
}, 30_000);

afterAll(async () => {
  await engine?.stop();
});

describe('a send the send path refuses for now', () => {
  it('a 503, an upstream throttle and a transient upstream error are retried with the same key; the message goes out once', async () => {
    const wf = await sendingWorkflow('retried until sent');
    const phone = '14155550401';
    fake.refuseNext(
      { http_status: 503, body: toStruct({ error: 'The marketing preferences could not be read' }), retry_after_seconds: 5 },
      { http_status: 429, upstream_error_code: 130429, body: toStruct({ error: { code: 130429, message: 'Rate limit hit' } }), retry_after_seconds: 1 },
      { http_status: 500, upstream_error_code: 131000, body: toStruct({ error: { code: 131000, message: 'Something went wrong' } }) },
    );
    const e = await start(wf, phone);
    const done = await settled(e.id);
    expect(done.status).toBe('ended');
    const calls = fake.sends.filter((s) => s.to === phone);
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((s) => s.key)).size).toBe(1);
    expect(calls.filter((s) => s.forwarded).map((s) => s.text)).toEqual(['retried until sent']);
    expect((await eventsOf(e.id)).filter((x) => x.event_type === 'message_sent')).toHaveLength(1);
  }, 30_000);

  it('a key spent (presumed not sent) sends again as a new step under a new key, once, without waiting the delay again', async () => {
    const wf = await sendingWorkflow('sent under a new key', 1);
    const phone = '14155550402';
    fake.refuseNext({ code: 'idempotency_key_spent' });
    const e = await start(wf, phone);
    const done = await settled(e.id);
    expect(done.status).toBe('ended');
    const calls = fake.sends.filter((s) => s.to === phone);
    expect(calls.map((s) => s.forwarded)).toEqual([false, true]);
    expect(calls[1].key).not.toBe(calls[0].key);
    expect(calls.map((s) => s.key)).toEqual([`execution:${e.id}:step:1`, `execution:${e.id}:step:2`]);
    const events = await eventsOf(e.id);
    expect(events.filter((x) => x.event_type === 'delay_started')).toHaveLength(1);
    expect(events.filter((x) => x.event_type === 'send_key_spent').map((x) => x.payload)).toEqual([{ idempotency_key: calls[0].key }]);
    expect(events.filter((x) => x.event_type === 'message_sent').map((x) => x.step)).toEqual([2]);
  }, 30_000);

  it('a refusal a retry will not fix fails the execution with send_failed at once', async () => {
    const wf = await sendingWorkflow('never sent');
    const phone = '14155550403';
    fake.refuseNext({ http_status: 400, upstream_error_code: 131026, body: toStruct({ error: { code: 131026, message: 'Message undeliverable' } }) });
    const e = await start(wf, phone);
    const done = await settled(e.id);
    expect(done.status).toBe('failed');
    expect(fromStruct(done.error_details!)).toMatchObject({ code: 'send_failed', http_status: 400, upstream_error_code: 131026 });
    expect(fake.sends.filter((s) => s.to === phone)).toHaveLength(1);
  }, 30_000);
});
