/**
 * The "webhook endpoints failing" findings signal and the consumers' cheap skips, against real
 * Postgres and NATS. webhooks' DeliveryAttemptFailed / WebhookDisabled and contacts' customer events
 * are published on the bus exactly as those services publish them (proto payload, envelope headers,
 * contacts' Event-Name header). Risks removed: failing endpoints never becoming a finding, a steady
 * or low failure rate opening one, evidence without the endpoint's samples, and consumers that
 * open a transaction (a processed_events row) for customer events they do not apply.
 */
import { randomUUID } from 'node:crypto';
import { EVENT_NAME_HEADER, envelopeHeaders } from '@platform/bus';
import { decodeEvent, encodeEvent, fromStruct, type workflowsAgent } from '@platform/contracts';
import { callUnary } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINDINGS_CONTACTS_DURABLE, FINDINGS_WEBHOOK_FAILURES_DURABLE } from '../../src/findings/inbound/findings-signals.consumer';
import type { FindingsUsecase } from '../../src/findings/usecases/findings.usecase';
import { CONTACTS_DURABLE } from '../../src/workflows/inbound/contacts.consumer';
import { daysBefore, findingsPeers, startFindingsService, until, type FindingsService } from '../support/findings-service';

const env = serviceTestEnv('wfafindwh');
const NOW = new Date();
let service: FindingsService | undefined;
let svc: RunningService;
let client: workflowsAgent.WorkflowsAgentServiceClient;
let sweeper: FindingsUsecase;
const db = () => svc.db.knex.withSchema(env.DB_SCHEMA);

const daysAgo = daysBefore(NOW);

/** Publishes an internal event as its producer's outbox relay would (payload + envelope headers). */
async function publish(subject: string, type: string, projectId: string, payload: Record<string, unknown>, at: Date, extra: Record<string, string> = {}) {
  const id = randomUUID();
  await svc.bus.publish(subject, encodeEvent(type, { event_id: id, project_id: projectId, ...payload, occurred_at: at.toISOString() }), {
    msgId: id,
    headers: envelopeHeaders({ id, type, occurredAt: at.toISOString(), projectId, headers: extra }),
  });
  return id;
}

const attemptFailed = (projectId: string, webhookId: string, at: Date, status: number | null = 503, attempt = 1) =>
  publish(
    'webhooks.delivery_attempt.failed',
    'svc.webhooks.v1.DeliveryAttemptFailed',
    projectId,
    {
      webhook_id: webhookId,
      delivery_id: randomUUID(),
      event_name: 'messaging.message.received',
      endpoint_host: 'hooks.example.com',
      attempt,
      ...(status === null ? {} : { response_status: status }),
      error_kind: status === null ? 'timeout' : 'http_status',
      outcome: 'retrying',
    },
    at,
  );

/** A contacts customer event; `named` adds contacts' Event-Name header (older producers did not). */
const customerEvent = (projectId: string, name: string, named: boolean, fields: Record<string, unknown> = {}) =>
  publish(
    'contacts.customer_event.created',
    'svc.contacts.v1.CustomerEvent',
    projectId,
    { name, fields_json: JSON.stringify(fields), phone_number_ids: [] },
    new Date(),
    named ? { [EVENT_NAME_HEADER]: name } : {},
  );

const count = async (q: ReturnType<typeof db>) => Number(((await q.count<{ n: string }[]>({ n: '*' })) as Array<{ n: string }>)[0].n);

beforeAll(async () => {
  service = await startFindingsService(env, {}, findingsPeers());
  ({ svc, client, sweeper } = service);
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await dropSchema(env.DB_SCHEMA);
});

describe('webhook endpoints failing (issue 20 item 5)', () => {
  const P = randomUUID();
  const DEAD = randomUUID();
  const STEADY = randomUUID();
  const FLAKY = randomUUID();

  it('a seeded week opens webhook_failing for the endpoint that broke and webhook_disabled when the engine turned it off; a steady or low rate opens nothing', async () => {
    const sends: Array<Promise<unknown>> = [];
    // DEAD broke this week: 8 attempts for each of 7 deliveries, none before → open.
    for (let i = 0; i < 56; i++) sends.push(attemptFailed(P, DEAD, daysAgo(i % 7, i % 20), i % 3 === 0 ? null : 503, (i % 8) + 1));
    // STEADY fails twice a day for 35 days (ratio 1) → none.
    for (let d = 0; d < 35; d++) for (let k = 0; k < 2; k++) sends.push(attemptFailed(P, STEADY, daysAgo(d, k)));
    // FLAKY: 4 failures this week, none before → too few → none.
    for (let i = 0; i < 4; i++) sends.push(attemptFailed(P, FLAKY, daysAgo(i)));
    await Promise.all(sends);
    await publish(
      'webhooks.webhook.disabled',
      'svc.webhooks.v1.WebhookDisabled',
      P,
      { webhook_id: DEAD, endpoint_host: 'hooks.example.com', reason: 'failing', failing_since: daysAgo(6).toISOString() },
      daysAgo(0),
    );
    await until(
      () => count(db().from('finding_signal_events').where({ project_id: P })),
      (n) => n === 56 + 70 + 4 + 1,
      'every webhook event counted',
    );

    await sweeper.sweep(NOW, P);
    const found = (await callUnary(client, 'ListFindings', { project_id: P, limit: 25 })).findings;
    expect(found.map((f) => `${f.signal}|${f.key}|${f.status}`).sort()).toEqual([`webhook_disabled|${DEAD}|open`, `webhook_failing|${DEAD}|open`]);
    const failing = found.find((f) => f.signal === 'webhook_failing')!;
    expect(failing).toMatchObject({ category: 'operational', title: `Deliveries to webhook ${DEAD} fail` });
    expect(failing.metrics).toMatchObject({ recent_count: 56, baseline_count: 0 });
    expect(await sweeper.sweep(NOW, P)).toBe(0);

    // Evidence: the endpoint's failed attempts as samples (host, status, kind; never a URL or secret).
    const ev = (await callUnary(client, 'GetFindingEvidence', { project_id: P, finding_id: failing.id })).evidence!;
    expect(ev.coverage).toMatchObject({ events_total: 56, events_shown: 56 });
    expect(ev.daily.reduce((n, d) => n + d.count, 0)).toBe(56);
    const details = ev.events.map((e) => fromStruct(e.detail));
    expect(new Set(details.map((d) => d.endpoint_host))).toEqual(new Set(['hooks.example.com']));
    expect(new Set(details.map((d) => d.error_kind))).toEqual(new Set(['http_status', 'timeout']));
    expect(details.filter((d) => d.error_kind === 'http_status').every((d) => d.response_status === 503)).toBe(true);
    expect(details.filter((d) => d.error_kind === 'timeout').every((d) => d.response_status === null)).toBe(true);
    expect(ev.affected_conversation_ids).toEqual([]);
    const disabled = found.find((f) => f.signal === 'webhook_disabled')!;
    const dev = (await callUnary(client, 'GetFindingEvidence', { project_id: P, finding_id: disabled.id })).evidence!;
    expect(dev.events.map((e) => fromStruct(e.detail))).toEqual([
      { endpoint_host: 'hooks.example.com', reason: 'failing', failing_since: daysAgo(6).toISOString() },
    ]);
  }, 60_000);

  it('each finding that opened wrote one workflows_agent.finding.opened (notifications, decision 0020); a sweep that changes nothing writes none', async () => {
    const opened = async () =>
      (await db().from('outbox').where({ subject: 'workflows_agent.finding.opened', project_id: P }).select('payload', 'type')).map((r) =>
        decodeEvent<Record<string, string>>(r.type, r.payload),
      );
    const events = await opened();
    expect(events.map((e) => `${e.signal}|${e.key}`).sort()).toEqual([`webhook_disabled|${DEAD}`, `webhook_failing|${DEAD}`]);
    const failing = (await callUnary(client, 'ListFindings', { project_id: P, limit: 25 })).findings.find((f) => f.signal === 'webhook_failing')!;
    expect(events.find((e) => e.signal === 'webhook_failing')).toMatchObject({
      project_id: P,
      finding_id: failing.id,
      category: 'operational',
      title: `Deliveries to webhook ${DEAD} fail`,
    });
    await sweeper.sweep(NOW, P);
    expect(await opened()).toHaveLength(2);
  });

  it('another project sees none of them', async () => {
    expect((await callUnary(client, 'ListFindings', { project_id: randomUUID(), limit: 25 })).findings).toEqual([]);
  });

  it('a redelivered attempt event (same event id, new bus message) is counted once', async () => {
    const Q = randomUUID();
    const W = randomUUID();
    const id = randomUUID();
    const at = new Date().toISOString();
    const type = 'svc.webhooks.v1.DeliveryAttemptFailed';
    const payload = encodeEvent(type, {
      event_id: id,
      project_id: Q,
      webhook_id: W,
      delivery_id: randomUUID(),
      event_name: 'messaging.message.received',
      endpoint_host: 'h.example.com',
      attempt: 1,
      response_status: 500,
      error_kind: 'http_status',
      outcome: 'retrying',
      occurred_at: at,
    });
    // Two bus messages with distinct envelope ids (past the broker's and the inbox's dedupe) carrying one event.
    const envelopes = [id, randomUUID()];
    for (const envelopeId of envelopes)
      await svc.bus.publish('webhooks.delivery_attempt.failed', payload, {
        msgId: envelopeId,
        headers: envelopeHeaders({ id: envelopeId, type, occurredAt: at, projectId: Q, headers: {} }),
      });
    await until(
      () => count(db().from('processed_events').where({ consumer: FINDINGS_WEBHOOK_FAILURES_DURABLE }).whereIn('event_id', envelopes)),
      (n) => n === 2,
      'both copies processed',
    );
    expect(await count(db().from('finding_signal_events').where({ project_id: Q, key: W }))).toBe(1);
    expect(await count(db().from('finding_signal_daily').where({ project_id: Q, key: W }).where('count', 1))).toBe(1);
  });
});

describe("customer events the consumers do not apply are skipped by contacts' Event-Name header", () => {
  it('a named event outside a consumer’s set leaves no processed_events row; applied names and unnamed (older) events do', async () => {
    const P = randomUUID();
    // Published first, so they are fetched before the events whose processing the test waits for.
    const skipped = [await customerEvent(P, 'messaging.message.delivered', true), await customerEvent(P, 'messaging.message.read', true)];
    const failed = await customerEvent(P, 'messaging.message.failed', true, {
      message: { id: 'wamid.x', svc: { errors: [{ code: 131000 }] } },
      conversation: { id: randomUUID(), phone_number_id: '1' },
    });
    const unnamed = await customerEvent(P, 'messaging.message.delivered', false);
    const ids = [...skipped, failed, unnamed];
    const rows = (durable: string) =>
      db().from('processed_events').where({ consumer: durable }).whereIn('event_id', ids).pluck('event_id') as Promise<string[]>;
    // Findings apply messaging.message.failed; workflows apply it too (a trigger event). The unnamed
    // event cannot be judged by its header: both decode it (and do nothing with it).
    await until(
      async () => ({ findings: (await rows(FINDINGS_CONTACTS_DURABLE)).sort(), workflows: (await rows(CONTACTS_DURABLE)).sort() }),
      (v) => v.findings.length === 2 && v.workflows.length === 2,
      'the accepted events processed',
    );
    await new Promise((r) => setTimeout(r, 500));
    expect((await rows(FINDINGS_CONTACTS_DURABLE)).sort()).toEqual([failed, unnamed].sort());
    expect((await rows(CONTACTS_DURABLE)).sort()).toEqual([failed, unnamed].sort());
    expect(await count(db().from('finding_signal_events').where({ project_id: P, signal: 'send_failed', key: '131000' }))).toBe(1);
  });
});
