/**
 * Issue 32 #4 (decision 0506): each of workflows-agent's event consumers, started by the service itself
 * (real Postgres and NATS; messaging-proxy faked at its gRPC contract; redelivery delays shortened by
 * `fastRedelivery`, never their number), sets one undecodable event on its own subject aside as a dead
 * letter, with its reason, after 20 deliveries, while the events behind it have their effect: workflow
 * executions started (thread control, contacts' inbound messages) and findings' signals counted
 * (failed sends, number health, webhook failures and disabled webhooks). The execution work queue's
 * own case: execution-work-poison.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import type { RunningService } from '@platform/service';
import { dropSchema, expectPoisonSetAside, fastRedelivery, serviceTestEnv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import {
  FINDINGS_CONTACTS_DURABLE,
  FINDINGS_HEALTH_DURABLE,
  FINDINGS_WEBHOOK_DISABLED_DURABLE,
  FINDINGS_WEBHOOK_FAILURES_DURABLE,
  HEALTH_EVENTS,
} from '../../src/findings/inbound/findings-signals.consumer';
import { run } from '../../src/server';
import { CONTACTS_DURABLE } from '../../src/workflows/inbound/contacts.consumer';
import { MESSAGING_PROXY_DURABLE } from '../../src/workflows/inbound/messaging-proxy.consumer';
import { startFakeProxy, type FakeProxy } from '../support/fake-messaging-proxy';
import { graph, insertTrigger, insertWorkflow } from '../support/workflow-rows';

const env = serviceTestEnv('wfa_poison', { WORKFLOW_TIMER_INTERVAL_MS: '50' });
let fake: FakeProxy;
let svc: RunningService;
/** Bounds of each wait of the helper (the test's own timeout is larger, so a failure names what differs). */
const timeoutMs = 15_000;
const CUSTOMER_EVENT = 'svc.contacts.v1.CustomerEvent';

beforeAll(async () => {
  fake = await startFakeProxy();
  svc = await run(configSchema.parse({ ...env, MESSAGING_PROXY_GRPC_ADDRESS: fake.address }), { wrapBus: (bus) => fastRedelivery(bus) });
}, 60_000);

afterAll(async () => {
  await svc?.stop();
  await fake?.close();
  await dropSchema(env.DB_SCHEMA);
});

/** Publishes an event as its producer's outbox relay would. */
async function publish(subject: string, type: string, projectId: string, payload: Record<string, unknown>): Promise<void> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await svc.bus.publish(subject, encodeEvent(type, payload), { msgId: id, headers: envelopeHeaders({ id, type, occurredAt: at, projectId, headers: {} }) });
}

/** An active workflow of `projectId` (start → a text), triggered as `trigger` says on `number` (rows as the workflows capability stores them). */
async function triggeredWorkflow(projectId: string, number: string, trigger: { type: 'inbound_message' | 'messaging_event'; event?: string }): Promise<string> {
  const definition = graph([
    { id: 'start', type: 'start' },
    { id: 'hello', type: 'send_text', config: { message: 'hello' } },
  ]);
  const id = await insertWorkflow(svc.db.knex, { project: projectId, definition });
  await insertTrigger(svc.db.knex, { project: projectId, workflowId: id, type: trigger.type, phoneNumberId: number, event: trigger.event });
  return id;
}

const executions = async (workflowId: string) =>
  (await svc.db.knex('workflow_executions').where({ workflow_id: workflowId })) as Array<{ phone_number: string }>;
const signals = async (projectId: string, signal: string) => (await svc.db.knex('finding_signal_events').where({ project_id: projectId, signal })).length;
/** `n` customers' numbers (each test has its own project and business number). */
const customers = (n: number) => Array.from({ length: n }, (_, i) => `141555570${String(i).padStart(2, '0')}`);

describe('workflows: a poison is set aside after 20 deliveries with its reason; the events behind it start executions', () => {
  it('workflows-agent-thread-control', async () => {
    const projectId = randomUUID();
    const number = '106540352249001';
    const wf = await triggeredWorkflow(projectId, number, { type: 'messaging_event', event: 'messaging.thread.control_received' });
    const phones = customers(3);
    const dead = await expectPoisonSetAside({
      db: svc.db,
      bus: svc.bus,
      durable: MESSAGING_PROXY_DURABLE,
      poison: { subject: 'messaging_proxy.thread.control_received', type: 'svc.messaging_proxy.v1.ThreadControlReceived' },
      timeoutMs,
      async behind() {
        for (const customer of phones)
          await publish('messaging_proxy.thread.control_received', 'svc.messaging_proxy.v1.ThreadControlReceived', projectId, {
            event_id: randomUUID(),
            project_id: projectId,
            waba_id: '1',
            phone_number_id: number,
            display_phone_number: '+1',
            customer,
            previous_owner_app_id: '42',
            metadata: '',
            occurred_at: new Date().toISOString(),
          });
      },
      applied: async () => (await executions(wf)).length === phones.length,
    });
    expect(dead.error).toMatch(/wire type|index out of range|invalid/i);
    expect((await executions(wf)).map((e) => e.phone_number).sort()).toEqual([...phones].sort());
  }, 45_000);

  it('workflows-agent-contacts (batched)', async () => {
    const projectId = randomUUID();
    const number = '106540352249002';
    const wf = await triggeredWorkflow(projectId, number, { type: 'inbound_message' });
    const phones = customers(4);
    const dead = await expectPoisonSetAside({
      db: svc.db,
      bus: svc.bus,
      durable: CONTACTS_DURABLE,
      poison: { subject: 'contacts.customer_event.created', type: CUSTOMER_EVENT },
      timeoutMs,
      async behind() {
        await Promise.all(
          phones.map((phone) =>
            publish('contacts.customer_event.created', CUSTOMER_EVENT, projectId, {
              event_id: randomUUID(),
              project_id: projectId,
              name: 'messaging.message.received',
              fields_json: JSON.stringify({
                message: {
                  id: `wamid.in.${randomUUID()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: 'hi' },
                  svc: { direction: 'inbound', content: 'hi' },
                },
                conversation: { id: randomUUID(), phone_number: phone, phone_number_id: number, svc: { contact_name: 'Ada' } },
                phone_number_id: number,
              }),
              phone_number_ids: [number],
              occurred_at: new Date().toISOString(),
            }),
          ),
        );
      },
      applied: async () => (await executions(wf)).length === phones.length,
    });
    expect(dead.error).toMatch(/wire type|index out of range|invalid/i);
    expect((await executions(wf)).map((e) => e.phone_number).sort()).toEqual([...phones].sort());
  }, 45_000);
});

/** One findings consumer: its durable, subject and type, the signal its good events count, and one good payload. */
interface FindingsCase {
  durable: string;
  subject: string;
  type: string;
  signal: string;
  payload(projectId: string): Record<string, unknown>;
}

const at = () => new Date().toISOString();
const FINDINGS: FindingsCase[] = [
  {
    durable: FINDINGS_CONTACTS_DURABLE,
    subject: 'contacts.customer_event.created',
    type: CUSTOMER_EVENT,
    signal: 'send_failed',
    payload: (projectId) => ({
      event_id: randomUUID(),
      project_id: projectId,
      name: 'messaging.message.failed',
      fields_json: JSON.stringify({
        message: {
          id: `wamid.${randomUUID()}`,
          type: 'text',
          svc: { direction: 'outbound', status: 'failed', errors: [{ code: 131026, title: 'undeliverable' }] },
        },
        conversation: { id: randomUUID(), phone_number_id: '1065001' },
        phone_number_id: '1065001',
      }),
      phone_number_ids: [],
      occurred_at: at(),
    }),
  },
  ...Object.entries(HEALTH_EVENTS).map(([subject, def]) => ({
    durable: `${FINDINGS_HEALTH_DURABLE}-${def.kind.replace(/_/g, '-')}`,
    subject,
    type: def.type,
    signal: 'number_health_degraded',
    payload: (projectId: string) => ({
      event_id: randomUUID(),
      project_id: projectId,
      waba_id: '900',
      phone_numbers: [{ id: '111' }],
      phone_number: { id: '111' },
      occurred_at: at(),
    }),
  })),
  {
    durable: FINDINGS_WEBHOOK_FAILURES_DURABLE,
    subject: 'webhooks.delivery_attempt.failed',
    type: 'svc.webhooks.v1.DeliveryAttemptFailed',
    signal: 'webhook_failing',
    payload: (projectId) => ({
      event_id: randomUUID(),
      project_id: projectId,
      webhook_id: randomUUID(),
      delivery_id: randomUUID(),
      event_name: 'messaging.message.received',
      endpoint_host: 'example.com',
      attempt: 1,
      response_status: 500,
      error_kind: 'http_status',
      outcome: 'retrying',
      occurred_at: at(),
    }),
  },
  {
    durable: FINDINGS_WEBHOOK_DISABLED_DURABLE,
    subject: 'webhooks.webhook.disabled',
    type: 'svc.webhooks.v1.WebhookDisabled',
    signal: 'webhook_disabled',
    payload: (projectId) => ({
      event_id: randomUUID(),
      project_id: projectId,
      webhook_id: randomUUID(),
      endpoint_host: 'example.com',
      reason: 'gone',
      occurred_at: at(),
    }),
  },
];

describe('findings: a poison is set aside after 20 deliveries with its reason; the events behind it are counted', () => {
  it.each(FINDINGS)(
    '$durable',
    async (c) => {
      const projectId = randomUUID();
      const n = 3;
      const dead = await expectPoisonSetAside({
        db: svc.db,
        bus: svc.bus,
        durable: c.durable,
        poison: { subject: c.subject, type: c.type },
        timeoutMs,
        async behind() {
          for (let i = 0; i < n; i++) await publish(c.subject, c.type, projectId, c.payload(projectId));
        },
        applied: async () => (await signals(projectId, c.signal)) === n,
      });
      expect(dead.error).toMatch(/wire type|index out of range|invalid/i);
    },
    45_000,
  );
});
