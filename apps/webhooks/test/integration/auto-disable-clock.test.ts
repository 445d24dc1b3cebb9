/**
 * An endpoint failing without a success for 5 days is disabled (issue 36 item 5), with the clock
 * injected into the service: no row is back-dated. Risks removed: disabling before the window ends,
 * a success inside the window ignored (the run must restart from the next failure), a disable
 * without its reason, time, or the `webhooks.webhook.disabled` event findings (decision 0740) and
 * notifications (issue 36 item 6) consume.
 */
import { randomUUID } from 'node:crypto';
import { decodeEvent, loadContracts, toStruct, type webhooks } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { manualClock } from '@platform/runtime';
import type { RunningService } from '@platform/service';
import { dropSchema, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { WEBHOOK_DISABLED } from '../../src/infra/events/publisher';
import { run } from '../../src/server';
import { startReceiver, type Receiver } from './receiver';
import { deliveryTestEnv } from '../support/webhooks-service';

// Retries an hour apart on the injected clock: a failed first attempt leaves its delivery pending.
const env: Record<string, string> = { ...deliveryTestEnv('whautodisable', '3600'), WEBHOOK_CONSUMER_ENABLED: 'false' };
const DAY = 86_400_000;
const MIN = 60_000;
const clock = manualClock('2026-03-01T00:00:00Z');
let svc: RunningService;
let client: webhooks.WebhooksServiceClient;
let receiver: Receiver;
let failing = true;
const call = (m: string, req: unknown) => callUnary(client, m as never, req as never) as Promise<any>;

beforeAll(async () => {
  receiver = await startReceiver(() => (failing ? { status: 503 } : { status: 200 }));
  svc = await run(configSchema.parse(env), { clock });
  const { contracts } = loadContracts();
  client = createClient(contracts.webhooks.WebhooksService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 5000, idempotentMethods: [] });
});

afterAll(async () => {
  client?.close();
  await svc?.stop();
  await receiver?.close();
  await dropSchema(env.DB_SCHEMA);
});

describe('auto-disable after 5 days without a success (clock injected)', () => {
  it('counts from the first failure after the last success; disables with reason, time and an event', { timeout: 60_000 }, async () => {
    const P = randomUUID();
    const w = (await call('CreateWebhook', { project_id: P, url: receiver.url, events: ['agent.run.failed'] })).webhook;
    const getW = async () => (await call('GetWebhook', { project_id: P, webhook_id: w.id })).webhook;
    let n = 0;
    /** Publishes one event and waits until its first attempt is recorded; returns `delivered` or `failed` (that attempt). */
    const attempt = async (): Promise<string> => {
      const pub = await call('PublishProjectEvent', {
        project_id: P,
        event: 'agent.run.failed',
        payload: toStruct({ run_id: randomUUID(), status: 'failed' }),
        idempotency_key: `e${n++}`,
      });
      return waitFor(async () => {
        const d = (await call('ListDeliveries', { project_id: P, limit: 100 })).deliveries.find((x: { event_id: string }) => x.event_id === pub.event_id);
        if (d?.status === 'delivered') return 'delivered';
        return d && (d.status === 'failed' || d.response_status === 503) ? 'failed' : undefined;
      });
    };
    const t0 = clock.now();

    expect(await attempt()).toBe('failed');
    expect(await getW()).toMatchObject({ active: true, failing_since: t0.toISOString() });
    clock.advance(5 * DAY - MIN);
    expect(await attempt()).toBe('failed');
    expect((await getW()).active).toBe(true);

    // A success inside the window ends the failing run.
    failing = false;
    expect(await attempt()).toBe('delivered');
    const success = clock.now();
    failing = true;
    clock.advance(2 * MIN);
    expect(await attempt()).toBe('failed');
    const runStart = clock.now();
    const g = await getW();
    expect(g.active).toBe(true);
    expect(g.failing_since).toBe(runStart.toISOString());
    // 5 days after the old run began, but the new run is younger: still active.
    clock.set(t0.getTime() + 5 * DAY + MIN);
    expect(await attempt()).toBe('failed');
    expect((await getW()).active).toBe(true);
    expect(success.getTime()).toBeGreaterThan(t0.getTime());

    // Failing for 5 days since the first failure after the last success: disabled.
    // The retries pending since the last two failures fall due and fail.
    clock.set(runStart.getTime() + 5 * DAY + MIN);
    const disabled = await waitFor(async () => {
      const x = await getW();
      return x.active ? undefined : x;
    });
    expect(disabled).toMatchObject({ active: false, disabled_reason: 'failing', disabled_at: clock.now().toISOString() });
    const outbox = await svc.db.knex('outbox').where({ subject: WEBHOOK_DISABLED.subject, project_id: P });
    const events = outbox.map((e: { payload: Buffer }) =>
      decodeEvent<{ webhook_id: string; project_id: string; reason: string; failing_since?: string }>(WEBHOOK_DISABLED.type, e.payload),
    );
    expect((await call('ListDeliveries', { project_id: P, status: 'pending' })).deliveries).toHaveLength(0);
    expect(events).toEqual([expect.objectContaining({ webhook_id: w.id, project_id: P, reason: 'failing', failing_since: runStart.toISOString() })]);
  });
});
