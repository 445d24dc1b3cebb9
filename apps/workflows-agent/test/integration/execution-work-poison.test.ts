/**
 * Issue 32 #4 (decision 0506): the execution work queue sets an item it can never handle aside as a
 * dead letter, with its reason, and the items behind it are advanced. Before, an undecodable item was
 * nak'd and redelivered for ever (no bound, no record). Real NATS and Postgres; the engine records
 * the items it is handed (the worker's contract with it), nothing else is faked.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeHeaders, type Subscription } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import { silentLogger } from '@platform/logger';
import { createTestBus, createTestDb, expectPoisonSetAside, fastRedelivery, type TestBus, type TestDb } from '@platform/testing';
import { migrations } from '../../src/migrations';
import { EXECUTION_WORK_SUBJECT, EXECUTION_WORK_TYPE } from '../../src/workflows/infra/events/executions.publisher';
import { EXECUTION_WORK_DURABLE, startExecutionWorker } from '../../src/workflows/inbound/execution-work.worker';
import type { ExecutionEngineUsecase } from '../../src/workflows/usecases/execution-engine.usecase';

let db: TestDb;
let bus: TestBus;
let sub: Subscription | undefined;
const advanced: string[] = [];

beforeAll(async () => {
  db = await createTestDb({ migrations, schemaPrefix: 'wa_poison' });
  bus = await createTestBus();
  await bus.ensureStream({ name: 'WORKFLOWS_AGENT', subjects: ['workflows_agent.>'] });
  const engine = {
    advance: async (_p: string, executionId: string) => void advanced.push(executionId),
    failStuck: async () => undefined,
  } as unknown as ExecutionEngineUsecase;
  sub = await startExecutionWorker({ db, bus: fastRedelivery(bus), logger: silentLogger, engine, concurrency: 2, ackWaitMs: 30_000 });
});
afterAll(async () => {
  await sub?.stop();
  await bus?.cleanup();
  await db?.cleanup();
});

describe('execution work queue: a poison item', () => {
  it('is set aside at its first delivery with its reason; the items behind it are advanced', async () => {
    const behind = [randomUUID(), randomUUID()];
    const dead = await expectPoisonSetAside({
      db,
      bus,
      durable: EXECUTION_WORK_DURABLE,
      poison: { subject: EXECUTION_WORK_SUBJECT, type: EXECUTION_WORK_TYPE },
      attempts: 1,
      async behind() {
        for (const executionId of behind) {
          const id = randomUUID();
          const projectId = randomUUID();
          await bus.publish(EXECUTION_WORK_SUBJECT, encodeEvent(EXECUTION_WORK_TYPE, { project_id: projectId, execution_id: executionId, reason: 'start' }), {
            msgId: id,
            headers: envelopeHeaders({ id, type: EXECUTION_WORK_TYPE, occurredAt: new Date().toISOString(), projectId, headers: {} }),
          });
        }
      },
      applied: async () => behind.every((e) => advanced.includes(e)),
    });
    expect(dead.error).toMatch(/wire type|index out of range|invalid/i);
  }, 60_000);
});
