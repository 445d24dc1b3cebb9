/**
 * webhooks' operational events on its own WEBHOOKS stream, against real Postgres and NATS (through
 * the service's outbox relay) and loopback receivers. Risks removed: failed attempts that never reach
 * the bus (findings cannot see failing endpoints), events for successes (volume), the URL's path,
 * query or the secret leaking into an event, a disabled webhook that goes unannounced, test sends
 * counted as endpoint failures.
 */
import { randomUUID } from 'node:crypto';
import { envelopeFromMessage, type EventEnvelope } from '@platform/bus';
import { decodeEvent, toStruct } from '@platform/contracts';
import type { RunningService } from '@platform/service';
import { dropSchema, waitFor } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPT_FAILED, WEBHOOK_DISABLED, WEBHOOKS_STREAM } from '../../src/infra/events/publisher';
import { deliveryTestEnv, WebhooksUnderTest } from '../support/webhooks-service';

const env = deliveryTestEnv('whfailev', '0.05,0.05');
const wh = new WebhooksUnderTest(env);
const { call, rx } = wh;
let svc: RunningService;
const seen: EventEnvelope[] = [];

const agentRun = () => toStruct({ run_id: randomUUID(), status: 'failed' });
type Failed = {
  event_id: string;
  project_id: string;
  webhook_id: string;
  delivery_id: string;
  event_name: string;
  endpoint_host: string;
  attempt: number;
  response_status?: number;
  error_kind: string;
  outcome: string;
  next_attempt_at?: string;
  occurred_at: string;
};
const failedOf = (projectId: string): Failed[] =>
  seen
    .filter((e) => e.subject === ATTEMPT_FAILED.subject && e.projectId === projectId)
    .map((e) => decodeEvent<Failed>(ATTEMPT_FAILED.type, e.payload))
    .sort((a, b) => a.attempt - b.attempt);
const disabledOf = (projectId: string) =>
  seen
    .filter((e) => e.subject === WEBHOOK_DISABLED.subject && e.projectId === projectId)
    .map((e) => decodeEvent<{ webhook_id: string; endpoint_host: string; reason: string; failing_since?: string }>(WEBHOOK_DISABLED.type, e.payload));
const deliveriesOf = async (projectId: string, status: string) => (await call('ListDeliveries', { project_id: projectId, status })).deliveries as any[];

beforeAll(async () => {
  ({ svc } = await wh.start({ idempotentMethods: [] }));
  const { bus } = wh;
  await bus.ensureStream(WEBHOOKS_STREAM);
  await bus.consume({
    stream: WEBHOOKS_STREAM.name,
    durable: 'failure-events-test',
    filterSubject: 'webhooks.>',
    handler: async (m) => void seen.push(envelopeFromMessage(m)),
  });
});

afterAll(async () => {
  await wh.stop();
  await dropSchema(env.DB_SCHEMA);
});

describe('failed-attempt events', () => {
  it('one event per failed attempt (host only, status, kind, outcome), none for the success that ends the retries', async () => {
    const P = randomUUID();
    let n = 0;
    const r = await rx(() => (++n <= 2 ? { status: 503, body: 'down' } : { status: 200 }));
    // A path and a query with a token: neither may reach the bus.
    const url = `${r.url}/in/abc?token=s3cret-token`;
    const w = await call('CreateWebhook', { project_id: P, url, events: ['agent.run.failed'] });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun(), idempotency_key: 'a' });
    const [delivered] = await waitFor(async () => {
      const d = await deliveriesOf(P, 'delivered');
      return d.length === 1 ? d : undefined;
    });
    await waitFor(() => failedOf(P).length === 2);
    // The delivered attempt's commit precedes anything published later: wait for a marker event of
    // another project published after it, then no third event of P may have appeared.
    const M = randomUUID();
    const m = await rx(() => ({ status: 500 }));
    await call('CreateWebhook', { project_id: M, url: m.url, events: ['agent.run.failed'] });
    await call('PublishProjectEvent', { project_id: M, event: 'agent.run.failed', payload: agentRun(), idempotency_key: 'm' });
    await waitFor(() => failedOf(M).length >= 1);
    const events = failedOf(P);
    expect(events).toHaveLength(2);
    expect(events.map((e) => [e.attempt, e.response_status, e.error_kind, e.outcome])).toEqual([
      [1, 503, 'http_status', 'retrying'],
      [2, 503, 'http_status', 'retrying'],
    ]);
    for (const e of events) {
      expect(e).toMatchObject({
        project_id: P,
        webhook_id: w.webhook.id,
        delivery_id: delivered.id,
        event_name: 'agent.run.failed',
        endpoint_host: `127.0.0.1:${r.port}`,
      });
      expect(e.next_attempt_at).toBeTruthy();
    }
    const raw = seen.filter((e) => e.projectId === P).map((e) => Buffer.from(e.payload).toString('latin1') + JSON.stringify(e.headers));
    for (const text of raw) {
      expect(text).not.toContain('s3cret-token');
      expect(text).not.toContain('/in/abc');
      expect(text).not.toContain(w.secret);
      expect(text).not.toContain('down');
    }
  });

  it('a delivery that succeeds at once publishes nothing', async () => {
    const P = randomUUID();
    const r = await rx(() => ({ status: 204 }));
    await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.failed'] });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun(), idempotency_key: 'ok' });
    await waitFor(async () => (await deliveriesOf(P, 'delivered')).length === 1);
    // Ordering marker as above: a failing endpoint's event published after the success committed.
    const M = randomUUID();
    const m = await rx(() => ({ status: 500 }));
    await call('CreateWebhook', { project_id: M, url: m.url, events: ['agent.run.failed'] });
    await call('PublishProjectEvent', { project_id: M, event: 'agent.run.failed', payload: agentRun(), idempotency_key: 'm' });
    await waitFor(() => failedOf(M).length >= 1);
    expect(seen.filter((e) => e.projectId === P)).toEqual([]);
  });

  it('the last attempt of the schedule says exhausted; no response is classified (connection refused)', async () => {
    const P = randomUUID();
    const closed = await rx();
    const url = closed.url;
    await closed.close();
    await call('CreateWebhook', { project_id: P, url, events: ['agent.run.failed'] });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun(), idempotency_key: 'x' });
    await waitFor(async () => (await deliveriesOf(P, 'failed')).length === 1, { timeoutMs: 5000 });
    const events = await waitFor(() => (failedOf(P).length === 3 ? failedOf(P) : undefined));
    expect(events.map((e) => [e.attempt, e.response_status ?? null, e.error_kind, e.outcome])).toEqual([
      [1, null, 'connection_refused', 'retrying'],
      [2, null, 'connection_refused', 'retrying'],
      [3, null, 'connection_refused', 'exhausted'],
    ]);
    expect(events[2].next_attempt_at ?? '').toBe('');
  });

  it('410 Gone: the attempt (outcome gone) and the disabled webhook, in the same transaction as the state change', async () => {
    const P = randomUUID();
    const r = await rx(() => ({ status: 410 }));
    const w = await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.failed'] });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun(), idempotency_key: 'g' });
    await waitFor(() => disabledOf(P).length === 1 && failedOf(P).length === 1);
    expect(failedOf(P)[0]).toMatchObject({ attempt: 1, response_status: 410, error_kind: 'http_status', outcome: 'gone' });
    expect(disabledOf(P)[0]).toMatchObject({ webhook_id: w.webhook.id, endpoint_host: `127.0.0.1:${r.port}`, reason: 'gone' });
    expect((await call('GetWebhook', { project_id: P, webhook_id: w.webhook.id })).webhook.active).toBe(false);
  });

  it('auto-disable after prolonged failure announces the webhook with the start of its failing run', async () => {
    const P = randomUUID();
    const r = await rx(() => ({ status: 500 }));
    const w = await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.failed'] });
    const since = new Date(Date.now() - 6 * 86_400_000);
    await svc.db.knex('webhooks').where({ id: w.webhook.id }).update({ failing_since: since });
    await call('PublishProjectEvent', { project_id: P, event: 'agent.run.failed', payload: agentRun(), idempotency_key: 'f' });
    await waitFor(() => disabledOf(P).length === 1);
    expect(disabledOf(P)[0]).toMatchObject({ webhook_id: w.webhook.id, reason: 'failing', failing_since: since.toISOString() });
    expect(failedOf(P).map((e) => e.response_status)).toEqual([500]);
  });

  it('a test send that fails publishes nothing (not an endpoint failure of real traffic)', async () => {
    const P = randomUUID();
    const r = await rx(() => ({ status: 500 }));
    const w = await call('CreateWebhook', { project_id: P, url: r.url, events: ['agent.run.failed'] });
    const t = await call('TestWebhook', { project_id: P, webhook_id: w.webhook.id });
    expect(t.delivery).toMatchObject({ test: true, response_status: 500 });
    expect(r.received).toHaveLength(1);
    const M = randomUUID();
    const m = await rx(() => ({ status: 500 }));
    await call('CreateWebhook', { project_id: M, url: m.url, events: ['agent.run.failed'] });
    await call('PublishProjectEvent', { project_id: M, event: 'agent.run.failed', payload: agentRun(), idempotency_key: 'm' });
    await waitFor(() => failedOf(M).length >= 1);
    expect(seen.filter((e) => e.projectId === P)).toEqual([]);
  });
});
