/**
 * A black-holed endpoint (accepts the connection, never answers) must not slow the others: it may hold
 * at most its own share of the dispatcher's slots (WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT) until its
 * timeout, and every delivery to the healthy endpoints beside it goes through meanwhile. Risk removed:
 * head-of-line blocking of the shared dispatcher. The global budget is made small (16 slots) and the
 * hole's timeout longer than the test, so a dispatcher that let the hole take more than its share, or
 * that waited on its attempts, would leave healthy deliveries waiting here for 60 s and fail. How much
 * the hole costs in throughput is a figure, not a test: bench/webhooks-dispatch.ts (c).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv, waitFor } from '@platform/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { ingestedEvent } from '../../src/domain/catalog';
import { EventsUsecase } from '../../src/usecases/events.usecase';
import { WebhooksUsecase } from '../../src/usecases/webhooks.usecase';
import { testContext } from './context';
import { startReceiver, type Receiver } from './receiver';

const key = randomBytes(32).toString('base64');
const env = serviceTestEnv('webhooks_iso', {
  TOKEN_ENCRYPTION_KEY: key,
  WEBHOOK_ALLOWED_TARGETS: '127.0.0.1',
  WEBHOOK_POLL_MS: '20',
  WEBHOOK_TIMEOUT_MS: '60000',
  WEBHOOK_MAX_IN_FLIGHT: '16',
  WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT: '4',
});
let svc: RunningService | undefined;
const receivers: Receiver[] = [];

/** This file creates only project-level webhooks: the number directory must never be asked. */
const noPerNumberWebhooks = {
  belongsTo: async (): Promise<boolean> => {
    throw new Error('unexpected per-number webhook in the isolation test');
  },
  close: () => undefined,
};

afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await svc?.stop();
  await dropSchema(env.DB_SCHEMA);
});

describe('endpoint isolation', () => {
  it('one black-holed endpoint holds only its share of slots while every healthy delivery goes through', { timeout: 90_000 }, async () => {
    const config = configSchema.parse(env);
    svc = await run(config);
    const db = svc.db;
    const ctx = testContext(db, config, { phoneNumbers: noPerNumberWebhooks });
    const uc = new WebhooksUsecase(ctx);
    const events = new EventsUsecase(ctx);
    const healthy: Receiver[] = [];
    for (let i = 0; i < 10; i++) healthy.push(await startReceiver());
    const hole = await startReceiver(() => 'hang');
    receivers.push(...healthy, hole);

    const P = randomUUID();
    await uc.create({ projectId: P, url: hole.url, events: ['agent.run.completed'] });
    for (const r of healthy) await uc.create({ projectId: P, url: r.url, events: ['agent.run.completed'] });
    // 30 events: 30 attempts owed to the hole (more than the 16 slots of the whole dispatcher) and
    // 300 to the healthy endpoints, all committed at once so the hole's attempts are due first or
    // alongside the others.
    const EVENTS = 30;
    await db.transaction(async (trx) => {
      for (let i = 0; i < EVENTS; i++) {
        const now = new Date();
        await events.fanOut(trx, {
          projectId: P,
          event: ingestedEvent('agent.run.completed', { run_id: randomUUID(), status: 'completed' }, { occurredAt: now.toISOString() }),
          occurredAt: now,
          idempotencyKey: `iso-${i}`,
          source: 'test',
          now,
        });
      }
    });
    await waitFor(() => healthy.every((r) => r.received.length >= EVENTS), { timeoutMs: 50_000, intervalMs: 20 });
    expect(healthy.map((r) => r.received.length)).toEqual(healthy.map(() => EVENTS));
    // The hole holds its attempts open (none timed out yet) and never more than its share of slots.
    expect(hole.received.length).toBeGreaterThan(0);
    expect(hole.received.length).toBeLessThanOrEqual(4);
    // Every healthy delivery is recorded as delivered; the hole's 30 stay pending, none of its attempts over.
    const byStatus = async (): Promise<Record<string, number>> =>
      Object.fromEntries(
        (
          (await db.knex('deliveries').select('status').count({ n: '*' }).where({ project_id: P }).groupBy('status')) as Array<{ status: string; n: string }>
        ).map((r) => [r.status, Number(r.n)]),
      );
    await waitFor(async () => (await byStatus()).delivered === healthy.length * EVENTS, { timeoutMs: 20_000 });
    expect(await byStatus()).toEqual({ delivered: healthy.length * EVENTS, pending: EVENTS });
    expect(hole.received.length).toBeLessThanOrEqual(4);
  });
});
