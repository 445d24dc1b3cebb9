/**
 * StartWorkflowExecution's idempotency key and GetConversationOwner (decision 0726) through the
 * generated gRPC client, with the real engine, Postgres and JetStream; messaging-proxy faked at its
 * gRPC contract.
 * Risks removed: a retried start (lost answer) starting a second conversation; two concurrent retries
 * both starting; a key silently answering another request; keys leaking across projects; a caller
 * (broadcasts) missing a conversation held by another workflow, or seeing an ended or foreign one.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { toStruct, type workflowsAgent } from '@platform/contracts';
import type { DomainError } from '@platform/errors';
import { callUnary } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { serviceTestEnv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProxy } from '../support/fake-messaging-proxy';
import { startEngineUnderTest, type EngineUnderTest } from '../support/engine';
import { graph, insertWorkflow } from '../support/workflow-rows';

const A = randomUUID();
const B = randomUUID();
const NUMBER = '106540352242922';
let fake: FakeProxy;
let svc: RunningService;
let client: workflowsAgent.WorkflowsAgentServiceClient;
const env = serviceTestEnv('wfkeys', { WORKFLOW_TIMER_INTERVAL_MS: '50' });

/** An active workflow of `project` that sends a question and waits for the answer. */
function askingWorkflow(project = A): Promise<string> {
  return insertWorkflow(svc.db.knex, {
    project,
    definition: graph([
      { id: 'start', type: 'start' },
      { id: 'q', type: 'send_text', config: { message: 'question' } },
      { id: 'wait', type: 'wait_for_response' },
    ]),
  });
}

type StartReq = Partial<workflowsAgent.StartWorkflowExecutionRequest>;
const start = (r: StartReq) => callUnary(client, 'StartWorkflowExecution', { project_id: A, phone_number_id: NUMBER, ...r }).then((x) => x.execution!);
const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (x: DomainError) => x,
  );
const rowsOf = (workflowId: string) => svc.db.knex('workflow_executions').where({ workflow_id: workflowId }).select('id');
const get = (id: string) => callUnary(client, 'GetWorkflowExecution', { project_id: A, execution_id: id }).then((r) => r.execution!);
async function untilStatus(id: string, status: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await get(id)).status !== status) {
    if (Date.now() > deadline) throw new Error(`${id} never ${status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
const owner = (r: Partial<workflowsAgent.GetConversationOwnerRequest>) =>
  callUnary(client, 'GetConversationOwner', { project_id: A, phone_number_id: NUMBER, ...r }).then((x) => x.execution ?? undefined);
const force = (id: string, status: string, project = A) =>
  callUnary(client, 'UpdateWorkflowExecutionStatus', { project_id: project, execution_id: id, status });

let engine: EngineUnderTest | undefined;
beforeAll(async () => {
  engine = await startEngineUnderTest(env);
  ({ fake, svc, client } = engine);
}, 60_000);

afterAll(async () => {
  await engine?.stop();
});

describe('StartWorkflowExecution idempotency_key', () => {
  it('the same key twice answers the same execution: one row, one send (a retried start after a lost answer)', async () => {
    const wf = await askingWorkflow();
    const req = { workflow_id: wf, phone_number: '14155550301', idempotency_key: `k-${randomUUID()}`, context: toStruct({ broadcast: { id: 'b1' } }) };
    const first = await start(req);
    await untilStatus(first.id, 'waiting');
    const again = await start({ ...req, context: toStruct({ broadcast: { id: 'b1' } }) });
    expect(again.id).toBe(first.id);
    expect(again.status).toBe('waiting');
    expect(await rowsOf(wf)).toHaveLength(1);
    expect(fake.forwarded().filter((s) => s.to === '14155550301')).toHaveLength(1);
    // Without a key every call starts a new execution (unchanged).
    await start({ workflow_id: wf, phone_number: '14155550302' });
    await start({ workflow_id: wf, phone_number: '14155550302' });
    expect(await rowsOf(wf)).toHaveLength(3);
  });

  it('concurrent starts with the same key: exactly one execution, every caller gets its id', async () => {
    const wf = await askingWorkflow();
    const key = `k-${randomUUID()}`;
    const all = await Promise.all(Array.from({ length: 6 }, () => start({ workflow_id: wf, phone_number: '14155550311', idempotency_key: key })));
    expect(new Set(all.map((e) => e.id)).size).toBe(1);
    expect(await rowsOf(wf)).toHaveLength(1);
    await untilStatus(all[0]!.id, 'waiting');
    expect(fake.forwarded().filter((s) => s.to === '14155550311')).toHaveLength(1);
  });

  it('the key reused for another workflow, contact, number or context is 422 idempotency_key_reused; nothing starts', async () => {
    const wf = await askingWorkflow();
    const other = await askingWorkflow();
    const key = `k-${randomUUID()}`;
    const base = { workflow_id: wf, phone_number: '14155550321', idempotency_key: key, variables: toStruct({ a: 1 }) };
    const first = await start(base);
    for (const changed of [
      { ...base, workflow_id: other },
      { ...base, phone_number: '14155550322' },
      { ...base, recipient: 'US.7' },
      { ...base, phone_number_id: '106540352249999' },
      { ...base, variables: toStruct({ a: 2 }) },
      { ...base, context: toStruct({ x: 1 }) },
    ]) {
      const err = await failure(start(changed));
      // VALIDATION_FAILED: the gateway's 422.
      expect([err?.code, err?.reason]).toEqual([grpc.status.INVALID_ARGUMENT, 'VALIDATION_FAILED']);
      expect(err?.publicFields).toMatchObject({ code: 'idempotency_key_reused', field: 'idempotency_key' });
    }
    expect(await rowsOf(wf)).toHaveLength(1);
    expect(await rowsOf(other)).toHaveLength(0);
    // The phone number's formatting is not part of the request (digits are what is stored).
    expect((await start({ ...base, phone_number: '+1 415 555 0321' })).id).toBe(first.id);
  });

  it('a retry after the workflow was paused still answers the execution the key started (not workflow_not_active)', async () => {
    const wf = await askingWorkflow();
    const req = { workflow_id: wf, phone_number: '14155550331', idempotency_key: `k-${randomUUID()}` };
    const first = await start(req);
    await svc.db.knex('workflows').where({ id: wf }).update({ status: 'paused' });
    expect((await start(req)).id).toBe(first.id);
    const fresh = await failure(start({ ...req, idempotency_key: `k-${randomUUID()}` }));
    expect(fresh?.publicFields.code).toBe('workflow_not_active');
  });

  it('keys are per project: the same key in another project starts its own execution and never answers the first one', async () => {
    const key = `k-${randomUUID()}`;
    const wfA = await askingWorkflow(A);
    const wfB = await askingWorkflow(B);
    const a = await start({ workflow_id: wfA, phone_number: '14155550341', idempotency_key: key });
    // B naming A's workflow with A's key: NOT_FOUND, as for any foreign workflow (the key reveals nothing).
    const foreign = await failure(start({ project_id: B, workflow_id: wfA, phone_number: '14155550341', idempotency_key: key }));
    expect(foreign?.code).toBe(grpc.status.NOT_FOUND);
    const b = await start({ project_id: B, workflow_id: wfB, phone_number: '14155550341', idempotency_key: key });
    expect(b.id).not.toBe(a.id);
    expect(b.workflow_id).toBe(wfB);
    expect((await start({ workflow_id: wfA, phone_number: '14155550341', idempotency_key: key })).id).toBe(a.id);
  });

  it('refuses a key longer than 255 characters or with control characters (400); an empty key is no key', async () => {
    const wf = await askingWorkflow();
    for (const key of ['k'.repeat(256), 'a\nb']) {
      const err = await failure(start({ workflow_id: wf, phone_number: '14155550351', idempotency_key: key }));
      expect(err?.code).toBe(grpc.status.INVALID_ARGUMENT);
      expect(err?.reason).toBe('INVALID_IDEMPOTENCY_KEY');
    }
    await start({ workflow_id: wf, phone_number: '14155550351', idempotency_key: '' });
    await start({ workflow_id: wf, phone_number: '14155550351', idempotency_key: '' });
    expect(await rowsOf(wf)).toHaveLength(2);
    expect((await start({ workflow_id: wf, phone_number: '14155550351', idempotency_key: 'k'.repeat(255) })).id).toBeTruthy();
  });
});

describe('GetConversationOwner', () => {
  it("finds another workflow's waiting execution by phone or user id; the newest owns it, a handoff one holds it; ended ones are not found", async () => {
    const phone = '14155550401';
    const older = await start({ workflow_id: await askingWorkflow(), phone_number: phone, recipient: 'US.401' });
    await untilStatus(older.id, 'waiting');
    expect((await owner({ phone_number: phone }))?.id).toBe(older.id);
    expect((await owner({ phone_number: '+1 (415) 555-0401' }))?.id).toBe(older.id);
    expect((await owner({ recipient: 'US.401' }))?.id).toBe(older.id);
    expect(await owner({ phone_number: phone, phone_number_id: '106540352249999' })).toBeUndefined();

    const newer = await start({ workflow_id: await askingWorkflow(), phone_number: phone });
    await untilStatus(newer.id, 'waiting');
    expect(await owner({ phone_number: phone })).toMatchObject({ id: newer.id, status: 'waiting' });
    await force(older.id, 'handoff');
    expect(await owner({ phone_number: phone })).toMatchObject({ id: older.id, status: 'handoff' });
    await force(older.id, 'ended');
    expect((await owner({ phone_number: phone }))?.id).toBe(newer.id);
    await force(newer.id, 'ended');
    expect(await owner({ phone_number: phone })).toBeUndefined();
    expect(await owner({ recipient: 'US.401' })).toBeUndefined();
  });

  it('another project sees nothing; a lookup without a contact or with a malformed conversation id is 400', async () => {
    const phone = '14155550411';
    const e = await start({ workflow_id: await askingWorkflow(), phone_number: phone, recipient: 'US.411' });
    await untilStatus(e.id, 'waiting');
    expect((await owner({ phone_number: phone }))?.id).toBe(e.id);
    expect(await owner({ project_id: B, phone_number: phone })).toBeUndefined();
    expect(await owner({ project_id: B, recipient: 'US.411' })).toBeUndefined();
    expect((await failure(owner({})))?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect((await failure(owner({ phone_number: '+-' })))?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect((await failure(owner({ conversation_id: 'nope' })))?.code).toBe(grpc.status.INVALID_ARGUMENT);
  });
});
