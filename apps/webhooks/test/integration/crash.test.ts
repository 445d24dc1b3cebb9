/**
 * At least once under fire: 10,000 events, receivers failing 30% of attempts at random, and the
 * dispatcher process SIGKILLed three times mid-flight. Risk removed: an event lost between commit,
 * claim, send and bookkeeping (the lease must bring every interrupted attempt back).
 * The ingestion side runs in this process (dispatcher off); the dispatcher runs as a child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { idempotentMethodsOf, loadContracts, type webhooks } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv, waitFor } from '@platform/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { ingestedEvent } from '../../src/domain/catalog';
import { EventsUsecase } from '../../src/usecases/events.usecase';
import { testContext } from './context';
import { startReceiver, type Receiver } from './receiver';

const ROOT = join(__dirname, '../../../..');
const EVENTS = 10_000;
const ENDPOINTS = 4;
const env = serviceTestEnv('webhooks_crash', {
  TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  WEBHOOK_ALLOWED_TARGETS: '127.0.0.1',
  // 16 attempts: P(an event fails all of them at 30%) = 0.3^16 ≈ 4e-9.
  WEBHOOK_RETRY_SCHEDULE: '0.05,0.1,0.2,0.3,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5,0.5',
  WEBHOOK_RETRY_JITTER: '0.1',
  WEBHOOK_POLL_MS: '50',
  WEBHOOK_TIMEOUT_MS: '2000',
  WEBHOOK_LEASE_MARGIN_MS: '500',
  WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT: '64',
  WEBHOOK_CONSUMER_ENABLED: 'false',
});

let svc: RunningService | undefined;
let child: ChildProcess | undefined;
const receivers: Receiver[] = [];

function startDispatcher(): ChildProcess {
  // node itself with tsx's hooks, not the tsx wrapper: SIGKILL of the wrapper would leave the
  // real dispatcher (its child) running, and the test would prove nothing.
  const tsx = join(ROOT, 'node_modules/tsx/dist');
  return spawn(
    process.execPath,
    ['--require', join(tsx, 'preflight.cjs'), '--import', pathToFileURL(join(tsx, 'loader.mjs')).href, join(ROOT, 'apps/webhooks/src/main.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, WEBHOOK_DISPATCHER_ENABLED: 'true' },
      stdio: 'ignore',
    },
  );
}

async function kill9(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return;
  const exited = new Promise((r) => p.once('exit', r));
  p.kill('SIGKILL');
  await exited;
}

afterAll(async () => {
  if (child) await kill9(child);
  await Promise.all(receivers.map((r) => r.close()));
  await svc?.stop();
  await dropSchema(env.DB_SCHEMA);
});

describe('crash safety', () => {
  it('loses 0 of 10,000 events with 30% random receiver failures and 3 dispatcher SIGKILLs', { timeout: 170_000 }, async () => {
    const config = configSchema.parse({ ...env, WEBHOOK_DISPATCHER_ENABLED: 'false' });
    svc = await run(config);
    const { contracts } = loadContracts();
    const client: webhooks.WebhooksServiceClient = createClient(contracts.webhooks.WebhooksService, `127.0.0.1:${svc.port}`, {
      defaultDeadlineMs: 10_000,
      idempotentMethods: idempotentMethodsOf(contracts.webhooks.WebhooksService.service),
    });
    const seen = new Set<string>();
    let attempts = 0;
    const projects: string[] = [];
    for (let i = 0; i < ENDPOINTS; i++) {
      const r = await startReceiver((req) => {
        attempts++;
        if (Math.random() < 0.3) return { status: 500 };
        seen.add(String(req.headers['webhook-id']));
        return { status: 200 };
      });
      receivers.push(r);
      const P = randomUUID();
      projects.push(P);
      await callUnary(client, 'CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.completed'] });
    }

    const t0 = Date.now();
    child = startDispatcher();
    // Events enter through the same fan-out the consumer uses, 500 per transaction: this test is
    // about the dispatcher, and one RPC per event would mostly measure the load generator.
    let published = 0;
    const events = new EventsUsecase(testContext(svc.db, config));
    const publishAll = (async () => {
      for (let start = 0; start < EVENTS; start += 500) {
        await svc!.db.transaction(async (trx) => {
          for (let i = start; i < Math.min(start + 500, EVENTS); i++) {
            const now = new Date();
            const event = ingestedEvent('agent.run.completed', { run_id: randomUUID(), status: 'completed' }, { occurredAt: now.toISOString() });
            const r = await events.fanOut(trx, { projectId: projects[i % ENDPOINTS], event, occurredAt: now, idempotencyKey: `e${i}`, source: 'test', now });
            published += r.deliveries;
          }
        });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    for (let k = 0; k < 3; k++) {
      await new Promise((r) => setTimeout(r, 2500));
      await kill9(child);
      child = startDispatcher();
    }
    await publishAll;
    const tPublished = Date.now() - t0;
    expect(published).toBe(EVENTS);
    await waitFor(() => seen.size >= EVENTS, { timeoutMs: 120_000, intervalMs: 200 });
    expect(seen.size).toBe(EVENTS);
    process.stdout.write(`crash test: published in ${tPublished} ms, all ${EVENTS} received after ${Date.now() - t0} ms, ${attempts} attempts\n`);
    // Every delivery reaches `delivered` once its 2xx is recorded (the last few may still be finishing).
    await waitFor(
      async () => Number((await svc!.db.knex('deliveries').whereNot('status', 'delivered').count<{ count: string }[]>({ count: '*' }))[0].count) === 0,
      { timeoutMs: 15_000 },
    );
    expect(attempts).toBeGreaterThan(EVENTS);
    client.close();
  });
});
