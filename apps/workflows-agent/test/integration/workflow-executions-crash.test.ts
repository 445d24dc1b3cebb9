/**
 * Durability across a SIGKILL: the worker process dies during a send step, after the upstream accepted
 * the message but before the step was recorded. Risk removed: the message sent twice (or the execution
 * stuck) after a crash — the restarted worker gets the unacked work item again, repeats the step with
 * the same idempotency key (messaging-proxy answers duplicate_send), and the execution continues.
 */
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';
import { loadContracts, type workflowsAgent } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, freePort, grpcHealthStatus, serviceTestEnv, spawnTs, testInfra, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { startFakeProxy, type FakeProxy } from '../support/fake-messaging-proxy';

const ROOT = join(__dirname, '../../../..');
const A = randomUUID();
const NUMBER = '106540352242922';
let fake: FakeProxy;
let victim: ChildProcess | undefined;
let survivor: RunningService | undefined;
let sql: Knex;
let env: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeProxy();
  env = serviceTestEnv('wfcrash', {
    MESSAGING_PROXY_GRPC_ADDRESS: fake.address,
    WORKFLOW_WORK_ACK_WAIT_MS: '1000',
    WORKFLOW_STEP_LEASE_MS: '1000',
    WORKFLOW_TIMER_INTERVAL_MS: '50',
  });
  sql = knex({ client: 'pg', connection: testInfra().databaseUrl, searchPath: [env.DB_SCHEMA], pool: { min: 0, max: 2 } });
}, 30_000);

afterAll(async () => {
  victim?.kill('SIGKILL');
  await survivor?.stop();
  await sql?.destroy();
  await fake?.close();
  if (env) await dropSchema(env.DB_SCHEMA);
});

describe('a worker killed during a send step', () => {
  it('the message is sent once and the execution continues after the restart', async () => {
    const port = await freePort();
    victim = spawnTs(join(ROOT, 'apps/workflows-agent/src/main.ts'), [], {
      cwd: ROOT,
      env: { ...process.env, ...env, GRPC_PORT: String(port) },
      stdio: 'ignore',
    });
    await waitFor(async () => (await grpcHealthStatus(`127.0.0.1:${port}`).catch(() => '')) === 'SERVING', { timeoutMs: 30_000, intervalMs: 100 });

    const wf = randomUUID();
    const now = new Date();
    const node = (id: string, type: string, config: Record<string, unknown> = {}) => ({ id, position: { x: 0, y: 0 }, data: { node_type: type, config } });
    await sql('workflows').insert({
      id: wf,
      project_id: A,
      name: 'crash',
      status: 'active',
      lock_version: 1,
      definition: JSON.stringify({
        nodes: [node('start', 'start'), node('first', 'send_text', { message: 'first message' }), node('second', 'send_text', { message: 'second message' })],
        edges: [
          { source: 'start', target: 'first', label: 'next' },
          { source: 'first', target: 'second', label: 'next' },
        ],
      }),
      created_at: now,
      updated_at: now,
    });

    const { contracts } = loadContracts();
    const client: workflowsAgent.WorkflowsAgentServiceClient = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${port}`, {
      defaultDeadlineMs: 5000,
      idempotentMethods: [],
    });
    const swallowed = fake.swallowNext();
    const e = (await callUnary(client, 'StartWorkflowExecution', { project_id: A, workflow_id: wf, phone_number: '14155550199', phone_number_id: NUMBER }))
      .execution!;
    client.close();
    // The upstream accepted the first message; the worker never hears back: kill it now.
    const first = await swallowed;
    expect(first.text).toBe('first message');
    victim.kill('SIGKILL');
    await new Promise<void>((r) => victim!.once('exit', () => r()));
    victim = undefined;
    const row = await sql('workflow_executions').where({ id: e.id }).first();
    expect(row).toMatchObject({ status: 'running', current_node_id: 'first' });

    // A new worker: JetStream redelivers the unacked item, the step repeats with the same key.
    survivor = await run(configSchema.parse(env));
    await waitFor(async () => (await sql('workflow_executions').where({ id: e.id }).first())?.status === 'ended', { timeoutMs: 20_000, intervalMs: 50 });

    const calls = fake.sends.filter((s) => s.key === first.key);
    expect(calls.length).toBeGreaterThanOrEqual(2); // tried again after the crash...
    expect(calls.filter((s) => s.forwarded)).toHaveLength(1); // ...but forwarded once
    expect(fake.forwarded().map((s) => s.text)).toEqual(['first message', 'second message']);
    const events = await sql('workflow_execution_events').where({ execution_id: e.id, event_type: 'message_sent' }).select('payload');
    expect(events.map((x) => x.payload.wamid)).toEqual([expect.stringMatching(/^wamid\.fake\./), expect.stringMatching(/^wamid\.fake\./)]);
  }, 60_000);
});
