/**
 * A recovery job survives its process (decision 0304): queued by an API-only replica, stepped once
 * (running, one resend handed to the engine) by a worker that then goes away, and finished by a
 * dispatcher process started afterwards on the same database. Risks removed: a job lost or stuck
 * across a restart, a second identical request starting a second job, a delivery resent twice.
 */
import { randomUUID } from 'node:crypto';
import { loadContracts, toStruct, type webhooks } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, waitFor } from '@platform/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { RecoveriesRepository } from '../../src/infra/db/recoveries.repository';
import { run } from '../../src/server';
import { RecoveriesUsecase } from '../../src/usecases/recoveries.usecase';
import { testContext } from './context';
import { startReceiver, type Receiver } from './receiver';
import { deliveryTestEnv } from '../support/webhooks-service';

const env: Record<string, string> = { ...deliveryTestEnv('whrecrestart', '0.05'), WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT: '2', WEBHOOK_CONSUMER_ENABLED: 'false' };
let svc: RunningService | undefined;
let client: webhooks.WebhooksServiceClient | undefined;
let receiver: Receiver | undefined;

async function boot(dispatcher: boolean): Promise<RunningService> {
  client?.close();
  await svc?.stop();
  svc = await run(configSchema.parse({ ...env, WEBHOOK_DISPATCHER_ENABLED: String(dispatcher) }));
  const { contracts } = loadContracts();
  client = createClient(contracts.webhooks.WebhooksService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 5000, idempotentMethods: [] });
  return svc;
}
const call = (m: string, req: unknown) => callUnary(client!, m as never, req as never) as Promise<any>;

afterAll(async () => {
  client?.close();
  await svc?.stop();
  await receiver?.close();
  await dropSchema(env.DB_SCHEMA);
});

describe('recovery across a restart', () => {
  it('queued by an API-only process, interrupted while running, finished by the next dispatcher: each delivery resent once', { timeout: 60_000 }, async () => {
    let failing = true;
    receiver = await startReceiver(() => (failing ? { status: 500 } : { status: 200 }));
    const P = randomUUID();
    await boot(true);
    const w = (await call('CreateWebhook', { project_id: P, url: receiver.url, events: ['agent.run.failed'] })).webhook;
    for (let i = 0; i < 3; i++)
      await call('PublishProjectEvent', {
        project_id: P,
        event: 'agent.run.failed',
        payload: toStruct({ run_id: randomUUID(), status: 'failed' }),
        idempotency_key: `k${i}`,
      });
    const failedOf = async () => (await call('ListDeliveries', { project_id: P, status: 'failed' })).deliveries as any[];
    await waitFor(async () => (await failedOf()).length === 3, { timeoutMs: 10_000 });
    const eventIds = (await failedOf()).map((d) => d.event_id).sort();

    // An API-only replica: the job is stored queued, and an identical request returns it.
    const api = await boot(false);
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const until = new Date().toISOString();
    const first = await call('RecoverWebhook', { project_id: P, webhook_id: w.id, since, until });
    const second = await call('RecoverWebhook', { project_id: P, webhook_id: w.id, since, until });
    expect(first).toMatchObject({ created: true, recovery: { status: 'queued' } });
    expect(second).toMatchObject({ created: false, recovery: { id: first.recovery.id, status: 'queued' } });
    const get = () => call('GetWebhookRecovery', { project_id: P, webhook_id: w.id, recovery_id: first.recovery.id }).then((r) => r.recovery);

    // One step of a worker that then dies: running, the window snapshotted, one resend handed over (cap 1).
    const config = configSchema.parse(env);
    const worker = new RecoveriesUsecase(testContext(api.db, config), new RecoveriesRepository(api.db), () => undefined);
    await worker.step();
    expect(await get()).toMatchObject({ status: 'running', total: 3, resent: 1, succeeded: 0 });
    expect(receiver.received).toHaveLength(6);

    // The next dispatcher process finishes it.
    failing = false;
    await boot(true);
    const done = await waitFor(
      async () => {
        const r = await get();
        return r.status === 'completed' ? r : undefined;
      },
      { timeoutMs: 15_000 },
    );
    expect(done).toMatchObject({ total: 3, resent: 3, succeeded: 3, failed: 0 });
    const resent = receiver.received.slice(6).map((x) => String(x.headers['webhook-id']));
    expect(resent.sort()).toEqual(eventIds);
    const list = await call('ListWebhookRecoveries', { project_id: P, webhook_id: w.id });
    expect(list.recoveries).toHaveLength(1);
  });
});
