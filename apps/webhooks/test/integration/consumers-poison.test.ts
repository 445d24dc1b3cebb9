/**
 * Issue 32 #4 (decision 0506): each of webhooks' four event consumers (`startEventConsumer`), started by
 * the service itself (real Postgres and NATS, loopback receivers; redelivery delays shortened by
 * `fastRedelivery`, never their number), sets one undecodable event on its own subject aside as a dead
 * letter, with its reason, after 20 deliveries, while the events behind it fan out to the project's
 * webhook (deliveries created, and delivered).
 */
import { randomUUID } from 'node:crypto';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent, idempotentMethodsOf, loadContracts } from '@platform/contracts';
import { dropSchema, expectPoisonSetAside, fastRedelivery } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCASTS_DURABLE } from '../../src/inbound/broadcasts.consumer';
import { CONTACTS_DURABLE } from '../../src/inbound/contacts.consumer';
import { MESSAGING_PROXY_DURABLE } from '../../src/inbound/messaging-proxy.consumer';
import { WORKFLOWS_AGENT_DURABLE } from '../../src/inbound/workflows-agent.consumer';
import { deliveryTestEnv, WebhooksUnderTest } from '../support/webhooks-service';

/** Bounds of each wait of the poison helper (the test's own timeout is larger, so a failure names what differs). */
const timeoutMs = 15_000;

const env = deliveryTestEnv('webhooks_poison', '0.05,0.05,0.05');
const wh = new WebhooksUnderTest(env);

beforeAll(async () => {
  const { contracts } = loadContracts();
  await wh.start({ idempotentMethods: idempotentMethodsOf(contracts.webhooks.WebhooksService.service), wrapBus: (bus) => fastRedelivery(bus) });
});

afterAll(async () => {
  await wh.stop();
  await dropSchema(env.DB_SCHEMA);
});

/** One consumer's case: its durable, subject and type, the public event its good events become, and one good payload. */
interface Case {
  durable: string;
  subject: string;
  type: string;
  event: string;
  payload(projectId: string): Record<string, unknown>;
}

const at = () => new Date().toISOString();
const CASES: Case[] = [
  {
    durable: MESSAGING_PROXY_DURABLE,
    subject: 'messaging_proxy.account.disabled',
    type: 'svc.messaging_proxy.v1.AccountDisabled',
    event: 'messaging.account.disabled',
    payload: (projectId) => ({ event_id: `up-${randomUUID()}`, project_id: projectId, waba_id: '900', phone_numbers: [{ id: '111' }], occurred_at: at() }),
  },
  {
    durable: CONTACTS_DURABLE,
    subject: 'contacts.customer_event.created',
    type: 'svc.contacts.v1.CustomerEvent',
    event: 'messaging.message.received',
    payload: (projectId) => ({
      event_id: randomUUID(),
      project_id: projectId,
      name: 'messaging.message.received',
      fields_json: JSON.stringify({
        message: { id: `wamid.${randomUUID()}`, type: 'text', text: { body: 'hi' }, svc: { direction: 'inbound', status: 'received' } },
        conversation: { id: randomUUID(), phone_number_id: '111', status: 'active' },
        is_new_conversation: true,
        phone_number_id: '111',
      }),
      phone_number_ids: ['111'],
      occurred_at: at(),
    }),
  },
  {
    durable: BROADCASTS_DURABLE,
    subject: 'broadcasts.broadcast.status_changed',
    type: 'svc.broadcasts.v1.BroadcastStatusChanged',
    event: 'messaging.broadcast.status_changed',
    payload: (projectId) => ({
      event_id: randomUUID(),
      project_id: projectId,
      broadcast_id: randomUUID(),
      name: 'Sale',
      status: 'completed',
      previous_status: 'sending',
      phone_number_id: '111',
      total_recipients: 1,
      sent: 1,
      occurred_at: at(),
    }),
  },
  {
    durable: WORKFLOWS_AGENT_DURABLE,
    subject: 'workflows_agent.execution_event.created',
    type: 'svc.workflows_agent.v1.ExecutionEventCreated',
    event: 'workflow.execution.started',
    payload: (projectId) => ({
      event_id: randomUUID(),
      project_id: projectId,
      name: 'workflow.execution.started',
      fields_json: JSON.stringify({
        workflow_execution: { id: randomUUID(), status: 'running', phone_number_id: '111' },
        workflow: { id: randomUUID(), name: 'wf' },
      }),
      occurred_at: at(),
    }),
  },
];

describe("webhooks' event consumers set a poison aside; the events behind it are delivered", () => {
  it.each(CASES)(
    '$durable: after 20 deliveries with its reason',
    async (c) => {
      const projectId = randomUUID();
      const rx = await wh.rx();
      await wh.call('CreateWebhook', { project_id: projectId, url: rx.url, events: [c.event] });
      const n = 3;
      const dead = await expectPoisonSetAside({
        db: wh.svc.db,
        bus: wh.svc.bus,
        durable: c.durable,
        timeoutMs,
        poison: { subject: c.subject, type: c.type },
        async behind() {
          for (let i = 0; i < n; i++) {
            const id = randomUUID();
            await wh.svc.bus.publish(c.subject, encodeEvent(c.type, c.payload(projectId)), {
              msgId: id,
              headers: envelopeHeaders({ id, type: c.type, occurredAt: at(), projectId, headers: {} }),
            });
          }
        },
        applied: async () => rx.received.length === n,
      });
      expect(dead.error).toMatch(/wire type|index out of range|invalid/i);
      expect(await wh.svc.db.knex('deliveries').where({ project_id: projectId })).toHaveLength(n);
      expect(rx.received.map((r) => (JSON.parse(r.body) as { event: string }).event)).toEqual(Array(n).fill(c.event));
    },
    45_000,
  );
});
