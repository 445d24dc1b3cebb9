/**
 * `env.DB` of functions (decision 0603): a function reads and writes its own project's tables in
 * workflows-agent's table store (a real workflows-agent process), with the store's filter syntax,
 * upsert semantics and errors; a function of another project never sees them.
 * Risk removed: user code reaching another project's data, or a bad filter crashing the runtime.
 */
import { randomUUID } from 'node:crypto';
import { fromStruct, toStruct } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount, startFlows, startSim, startWorkflowsAgent, type FlowsUnderTest, type SimProcess, type WorkflowsAgentProcess } from './harness';

let sim: SimProcess;
let agent: WorkflowsAgentProcess;
let flows: FlowsUnderTest;
const A = randomUUID();
const B = randomUUID();

/** Runs `env.DB[op](...args)`; a store error is caught and answered with its status and message. */
const CODE = `async function handler(request, env) {
  const { op, args, uncaught } = await request.json();
  if (op === 'keys') return Response.json({ keys: Object.keys(env).sort() });
  if (uncaught) return Response.json({ data: await env.DB[op](...args) });
  try {
    return Response.json({ data: await env.DB[op](...args) });
  } catch (e) {
    return Response.json({ error: e.message, status: e.status, name: e.name }, { status: 422 });
  }
}`;

async function deploy(projectId: string): Promise<string> {
  const fn = (await flows.call('CreateFunction', { project_id: projectId, name: `tables ${randomUUID().slice(0, 8)}`, code: CODE })).function!;
  await flows.call('DeployFunction', { project_id: projectId, function_id: fn.id });
  return fn.id;
}

async function run(projectId: string, fnId: string, body: Record<string, unknown>) {
  const res = await flows.call('InvokeFunction', { project_id: projectId, function_id: fnId, body: toStruct(body) });
  return { status: res.status_code, body: fromStruct(res.body!) as Record<string, any>, error: res.error_message };
}

beforeAll(async () => {
  sim = await startSim();
  agent = await startWorkflowsAgent();
  const acct = await seedAccount(sim, 1);
  flows = await startFlows(sim, acct.token, { WORKFLOWS_AGENT_GRPC_ADDRESS: agent.address });
}, 90_000);

afterAll(async () => {
  await flows?.stop();
  await agent?.stop();
  await sim?.stop();
});

describe('env.DB: a function and its project tables', () => {
  let fnA = '';
  let fnB = '';

  it('upserts twice on one key (one row, updated), inserts, reads with filters, order and get', async () => {
    fnA = await deploy(A);
    const first = await run(A, fnA, { op: 'upsert', args: ['orders', { sku: 'x1', qty: 1 }, { sku: 'eq.x1' }] });
    expect(first.status).toBe(200);
    const id = first.body.data[0].id as string;
    expect(first.body.data[0]).toMatchObject({ sku: 'x1', qty: 1, created_at: expect.any(String), updated_at: expect.any(String) });
    const second = await run(A, fnA, { op: 'upsert', args: ['orders', { sku: 'x1', qty: 5 }, { sku: 'eq.x1' }] });
    expect(second.body.data).toEqual([expect.objectContaining({ id, sku: 'x1', qty: 5 })]);
    await run(A, fnA, {
      op: 'insert',
      args: [
        'orders',
        [
          { sku: 'y2', qty: 2 },
          { sku: 'z3', qty: 9 },
        ],
      ],
    });

    const all = await run(A, fnA, { op: 'select', args: ['orders', { order: 'qty.desc' }] });
    expect(all.body.data.map((r: { sku: string }) => r.sku)).toEqual(['z3', 'x1', 'y2']);
    const some = await run(A, fnA, { op: 'select', args: ['orders', { qty: 'gte.2', sku: 'not.eq.z3', select: 'sku,qty' }] });
    expect(some.body.data).toEqual([
      { sku: 'x1', qty: 5 },
      { sku: 'y2', qty: 2 },
    ]);
    const one = await run(A, fnA, { op: 'get', args: ['orders', id] });
    expect(one.body.data).toMatchObject({ id, sku: 'x1', qty: 5 });
  });

  it('updates and deletes with filters; a filterless delete is refused unless all=true', async () => {
    const upd = await run(A, fnA, { op: 'update', args: ['orders', { qty: 0 }, { sku: 'in.(y2,z3)' }] });
    expect(upd.body.data.map((r: { qty: number }) => r.qty)).toEqual([0, 0]);
    const refused = await run(A, fnA, { op: 'delete', args: ['orders', {}] });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ name: 'TableStoreError', status: 400 });
    const del = await run(A, fnA, { op: 'delete', args: ['orders', { qty: 'eq.0' }] });
    expect(del.body.data).toHaveLength(2);
    const left = await run(A, fnA, { op: 'select', args: ['orders'] });
    expect(left.body.data.map((r: { sku: string }) => r.sku)).toEqual(['x1']);
  });

  it("a function of project B sees none of project A's tables or rows", async () => {
    fnB = await deploy(B);
    // A's table does not exist for B: the same answer as a table no project has.
    const rows = await run(B, fnB, { op: 'select', args: ['orders'] });
    const none = await run(B, fnB, { op: 'select', args: ['never_created'] });
    expect(rows.body).toMatchObject({ status: 404, name: 'TableStoreError' });
    expect(rows.body.error.replace('orders', 'T')).toBe(none.body.error.replace('never_created', 'T'));
    const idA = (await run(A, fnA, { op: 'select', args: ['orders'] })).body.data[0].id as string;
    const foreign = await run(B, fnB, { op: 'get', args: ['orders', idA] });
    const unknown = await run(B, fnB, { op: 'get', args: ['orders', randomUUID()] });
    expect(foreign.body).toMatchObject({ status: 404 });
    expect(foreign.body).toEqual(unknown.body);
    // B writing the same table name makes B's own table; A's row is untouched and B sees only its own.
    await run(B, fnB, { op: 'upsert', args: ['orders', { sku: 'x1', qty: 77 }, { sku: 'eq.x1' }] });
    expect((await run(B, fnB, { op: 'select', args: ['orders', { select: 'sku,qty' }] })).body.data).toEqual([{ sku: 'x1', qty: 77 }]);
    const foreignAfter = await run(B, fnB, { op: 'get', args: ['orders', idA] });
    expect(foreignAfter.body).toMatchObject({ status: 404 });
    expect((await run(A, fnA, { op: 'get', args: ['orders', idA] })).body.data.qty).toBe(5);
    // The service binding behind env.DB is not in the function's env; a secret cannot shadow DB.
    expect((await run(B, fnB, { op: 'keys' })).body.keys).toEqual(['DB', 'KV']);
    await expect(flows.call('SetFunctionSecret', { project_id: B, function_id: fnB, name: 'DB', value: 'x' })).rejects.toMatchObject({
      publicMessage: expect.stringContaining('reserved'),
    });
  });

  it('errors surface to the function with the HTTP status: bad filter, bad table name, bad id, bad rows', async () => {
    const badFilter = await run(A, fnA, { op: 'select', args: ['orders', { qty: 'between.1' }] });
    expect(badFilter.body).toMatchObject({ status: 400, error: expect.stringContaining('qty') });
    const injection = await run(A, fnA, { op: 'select', args: ['orders; drop table x', {}] });
    expect(injection.body).toMatchObject({ status: 400 });
    const badId = await run(A, fnA, { op: 'get', args: ['orders', 'not-a-uuid'] });
    expect(badId.body.status).toBeGreaterThanOrEqual(400);
    expect(badId.body.status).toBeLessThan(500);
    const badRow = await run(A, fnA, { op: 'insert', args: ['orders', [42]] });
    expect(badRow.body).toMatchObject({ status: 400, error: 'rows[0] must be an object' });
    const badFilters = await run(A, fnA, { op: 'select', args: ['orders', 'qty=eq.1'] });
    expect(badFilters.body).toMatchObject({ status: 400 });
    const tooBig = await run(A, fnA, { op: 'insert', args: ['orders', { note: 'x'.repeat(1024 * 1024) }] });
    expect(tooBig.body).toMatchObject({ status: 413 });
    const rowTooBig = await run(A, fnA, { op: 'insert', args: ['orders', { note: 'x'.repeat(70 * 1024) }] });
    expect(rowTooBig.body).toMatchObject({ status: 400 });
    // Uncaught, a store error fails the invocation with the store's message (recorded), never a crash.
    const failed = await run(A, fnA, { op: 'select', args: ['orders', { qty: 'between.1' }], uncaught: true });
    expect(failed.status).toBe(500);
    expect(failed.error).toContain('qty');
    expect((await run(A, fnA, { op: 'select', args: ['orders'] })).status).toBe(200);
  });
});
