/**
 * A black-holed endpoint (accepts the connection, never answers) must not slow the others: 50
 * healthy endpoints keep ≥ 90 % of their delivery rate while it swallows its share of attempts
 * for the full 10 s timeout. Risk removed: head-of-line blocking of the shared dispatcher.
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
  WEBHOOK_TIMEOUT_MS: '10000',
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
  it('one black-holed endpoint cuts delivery to 50 others by no more than 10%', { timeout: 90_000 }, async () => {
    const config = configSchema.parse(env);
    svc = await run(config);
    const db = svc.db;
    const ctx = testContext(db, config, { phoneNumbers: noPerNumberWebhooks });
    const uc = new WebhooksUsecase(ctx);
    const events = new EventsUsecase(ctx);
    const healthy: Receiver[] = [];
    for (let i = 0; i < 50; i++) healthy.push(await startReceiver());
    const hole = await startReceiver(() => 'hang');
    receivers.push(...healthy, hole);

    // Phase: PER_PHASE events to a project with 50 healthy endpoints (and, in the other project, the
    // black hole too). Each kind of phase reuses its project, so every phase with the hole has the same
    // ONE black-holed endpoint (its attempts of earlier phases still held for the 10 s timeout), as the
    // requirement states, not one more per phase.
    const PER_PHASE = 80;
    const projects = new Map<boolean, string>();
    const projectOf = async (withHole: boolean): Promise<string> => {
      let P = projects.get(withHole);
      if (!P) {
        P = randomUUID();
        for (const r of healthy) await uc.create({ projectId: P, url: r.url, events: ['agent.run.completed'] });
        if (withHole) await uc.create({ projectId: P, url: hole.url, events: ['agent.run.completed'] });
        projects.set(withHole, P);
      }
      return P;
    };
    let phases = 0;
    const phase = async (withHole: boolean): Promise<number> => {
      const P = await projectOf(withHole);
      const n = phases++;
      const before = healthy.reduce((n, r) => n + r.received.length, 0);
      const t0 = Date.now();
      await db.transaction(async (trx) => {
        for (let i = 0; i < PER_PHASE; i++) {
          const now = new Date();
          await events.fanOut(trx, {
            projectId: P,
            event: ingestedEvent('agent.run.completed', { run_id: randomUUID(), status: 'completed' }, { occurredAt: now.toISOString() }),
            occurredAt: now,
            idempotencyKey: `p${n}-i${i}`,
            source: 'test',
            now,
          });
        }
      });
      await waitFor(() => healthy.reduce((n, r) => n + r.received.length, 0) - before >= PER_PHASE * 50, { timeoutMs: 60_000, intervalMs: 10 });
      return (PER_PHASE * 50) / ((Date.now() - t0) / 1000);
    };

    await phase(false); // warm-up: connections, JIT, caches
    // Best of four each, the two kinds interleaved, phases of 4,000 deliveries: a burst of other load
    // slows whichever phase it lands in. With three 2,000-delivery baselines in a row followed by three
    // phases with the hole, a slow stretch fell on one side only (79 % and 111 % both seen on an idle box,
    // at the commit before and after this session's webhooks changes alike). Interleaved and longer, both
    // sides sample the same conditions (96-110 % in five idle runs); the best phase is the one closest to
    // what the dispatcher can do. The 90 % bar is unchanged.
    let baseline = 0;
    let withHole = 0;
    for (let round = 0; round < 4; round++) {
      baseline = Math.max(baseline, await phase(false));
      withHole = Math.max(withHole, await phase(true));
    }
    process.stdout.write(
      `isolation: ${baseline.toFixed(0)}/s without, ${withHole.toFixed(0)}/s with a black-holed endpoint (${((withHole / baseline) * 100).toFixed(0)}%)\n`,
    );
    expect(hole.received.length).toBeGreaterThan(0);
    expect(withHole).toBeGreaterThanOrEqual(baseline * 0.9);
  });
});
