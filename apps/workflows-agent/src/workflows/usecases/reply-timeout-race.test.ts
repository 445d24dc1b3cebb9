/**
 * The engine on real Postgres: a reply and the wait's timeout racing for the same wait. Risk removed:
 * both advancing the execution (a known bug class of peers: the reply advances it and the timer fires
 * it again). 1,000 trials, an injected clock placing the race before, at and after the deadline.
 */
import { randomUUID } from 'node:crypto';
import { silentLogger } from '@platform/logger';
import { createDb, type Db } from '@platform/db';
import { testInfra, uniqueName } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testContext } from '../../../test/support/context';
import { migrations } from '../../migrations';
import { parseDefinition } from '../domain/graph-parse';
import type { WorkflowDefinition } from '../domain/graph.schema';
import { ExecutionsRepository } from '../infra/db/executions.repository';
import { ExecutionsPublisher } from '../infra/events/executions.publisher';
import type { MessageSender } from '../infra/grpc/messaging-proxy.client';
import type { WorkflowCatalog } from '../engine/ports';
import { ExecutionEngineUsecase } from './execution-engine.usecase';
import { ExecutionsUsecase } from './executions.usecase';

const PROJECT = '7d3c1d5e-4b1f-4e84-9a8c-000000000001';
const WORKFLOW = '7d3c1d5e-4b1f-4e84-9a8c-0000000000aa';

function definition(): WorkflowDefinition {
  const parsed = parseDefinition({
    nodes: [
      { id: 'start', data: { node_type: 'start', config: {} } },
      { id: 'ask', data: { node_type: 'wait_for_response', config: { save_response_to: 'answer', has_timeout: true, timeout_seconds: 60 } } },
      { id: 'replied', data: { node_type: 'end', config: {} } },
      { id: 'timedout', data: { node_type: 'end', config: {} } },
    ],
    edges: [
      { source: 'start', target: 'ask', label: 'next' },
      { source: 'ask', target: 'replied', label: 'next' },
      { source: 'ask', target: 'timedout', label: 'timeout' },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.definition;
}

let db: Db;
const schema = uniqueName('wfrace');
let now = new Date('2026-03-01T10:00:00.000Z');
let engine: ExecutionEngineUsecase;
let executions: ExecutionsUsecase;
let repo: ExecutionsRepository;

beforeAll(async () => {
  // A wider pool than createTestDb's 5: the trials run 50 at a time.
  db = await createDb({ url: testInfra().databaseUrl, schema, migrations, pool: { min: 0, max: 16 } });
  repo = new ExecutionsRepository(db);
  const def = definition();
  const catalog: WorkflowCatalog = {
    getForExecution: async () => ({ id: WORKFLOW, name: 'race', status: 'active', definition: def, messageDebounceSeconds: 0 }),
    inboundWorkflow: async () => undefined,
    eventWorkflows: async () => [],
    projectEventWorkflows: async () => [],
    apiStartAllowed: async () => true,
  };
  const sender: MessageSender = {
    send: async () => {
      throw new Error('this workflow sends nothing');
    },
    close: () => undefined,
  };
  const ctx = testContext({
    db,
    clock: { now: () => now },
    logger: silentLogger,
    executions: repo,
    executionsPublisher: new ExecutionsPublisher(),
    sender,
  });
  engine = new ExecutionEngineUsecase(ctx, catalog, { invoke: async () => ({ run: {}, ret: null }) });
  executions = new ExecutionsUsecase(ctx, engine, catalog, { phoneNumberExists: async () => true });
}, 60_000);

afterAll(async () => {
  if (!db) return;
  await db.knex.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await db.close();
});

let template: Record<string, unknown>;
/**
 * `count` waiting executions made like the engine makes them: one started through the API use case and
 * run to its wait, then cloned (new id and contact) so the 1,000 trials spend their time on the race.
 */
async function cloneWaiting(batch: number, count: number, t0: Date): Promise<string[]> {
  if (!template) {
    const id = await waitingExecution('15550000000');
    template = await db.knex('workflow_executions').where({ id }).first();
    expect(template).toMatchObject({ status: 'waiting', waiting_reason: 'wait_for_response', current_node_id: 'ask', wait_seq: 0 });
  }
  const rows = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    return {
      ...template,
      id,
      root_execution_id: id,
      resumable_execution_id: id,
      phone_number: `1556${String(batch).padStart(3, '0')}${String(i).padStart(4, '0')}`,
      created_at: t0,
      updated_at: t0,
      started_at: t0,
      timeout_at: new Date(t0.getTime() + 60_000),
      context: JSON.stringify(template.context),
    };
  });
  await db.knex('workflow_executions').insert(rows);
  return rows.map((r) => r.id);
}

/** Starts an execution for contact `phone` and runs it to its wait. */
async function waitingExecution(phone: string): Promise<string> {
  const id = await executions
    .start({ projectId: PROJECT, workflowId: WORKFLOW, phoneNumber: phone, phoneNumberId: '1000', variables: {}, context: {}, metadata: {} })
    .then((e) => e.id!);
  await engine.advance(PROJECT, id);
  return id;
}

describe('reply versus timeout (engine, real Postgres, injected clock)', () => {
  it('over 1,000 trials exactly one of the reply and the timeout advances the execution', async () => {
    const BATCH = 50;
    const tally = { replied: 0, timedout: 0 };
    for (let batch = 0; batch < 1000 / BATCH; batch++) {
      const t0 = new Date(Date.UTC(2026, 2, 1, 10, 0, batch * 5));
      now = t0;
      const ids = await cloneWaiting(batch, BATCH, t0);
      // The race happens around the deadline (t0 + 60 s): from 0.5 s before (timer not due) to 1.5 s after.
      now = new Date(t0.getTime() + 60_000 + ((batch * 37) % 2000) - 500);
      await Promise.all(
        ids.map(async (id, i) => {
          const row = (await repo.get(PROJECT, id))!;
          const phone = row.phone_number!;
          const reply = db.transaction((trx) =>
            executions.routeInbound(trx, {
              projectId: PROJECT,
              phoneNumberId: '1000',
              wamid: `wamid.${id}`,
              conversationId: null,
              phoneNumber: phone,
              userIds: [],
              text: `answer ${i}`,
              choiceId: null,
              type: 'text',
              profileName: null,
              receivedAt: now,
            }),
          );
          const timeout = engine.fireTimeout(PROJECT, id, 0);
          // Either order of arrival: alternate which one starts first.
          await (i % 2 ? Promise.all([reply, timeout]) : Promise.all([timeout, reply]));
        }),
      );
      // One read per batch: the executions and the events that advanced them.
      const rows = await db.knex('workflow_executions').whereIn('id', ids).select('id', 'status', 'current_node_id', 'context');
      const events = await db.knex('workflow_execution_events').whereIn('execution_id', ids).select('execution_id', 'event_type', 'payload');
      expect(rows).toHaveLength(BATCH);
      for (const row of rows) {
        // Moved past the wait onto exactly one branch (its work item queued in the outbox).
        expect(row.status, row.id).toBe('running');
        const mine = events.filter((x) => x.execution_id === row.id);
        const taken = mine.filter((x) => (x.event_type === 'input_received' && x.payload.taken) || x.event_type === 'wait_timed_out');
        expect(taken, `${row.id}: ${mine.map((x) => x.event_type).join(',')}`).toHaveLength(1);
        const path = taken[0]!.event_type === 'input_received' ? 'replied' : 'timedout';
        expect(row.current_node_id).toBe(path);
        // A reply that won wrote the variable; a timeout wrote nothing.
        expect('answer' in row.context.vars).toBe(path === 'replied');
        expect(row.context.system.last_resume.reason).toBe(path === 'replied' ? 'user_input' : 'timeout');
        tally[path]++;
      }
    }
    expect(tally.replied + tally.timedout).toBe(1000);
    expect(tally.replied).toBeGreaterThan(0);
    expect(tally.timedout).toBeGreaterThan(0);
  }, 120_000);
});
