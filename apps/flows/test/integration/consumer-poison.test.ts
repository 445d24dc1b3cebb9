/**
 * Issue 32 #4 (decision 0506): flows' consumer of messaging-proxy's flow notifications (durable
 * `flows-flow-notifications`), started by the service itself (real Postgres, NATS, workerd and the
 * upstream simulator; redelivery delays shortened by `fastRedelivery`, never their number), sets one
 * undecodable notification aside as a dead letter, with its reason, after 20 deliveries, while the
 * notifications behind it are recorded on the flow's data-endpoint function.
 */
import { randomUUID } from 'node:crypto';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent, toStruct } from '@platform/contracts';
import { expectPoisonSetAside, fastRedelivery } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_NOTIFICATION_SUBJECT, FLOW_NOTIFICATIONS_DURABLE } from '../../src/inbound/flow-notifications.consumer';
import { endpointFlowJson, seedAccount, startFlows, startSim, type FlowsUnderTest, type SeededAccount, type SimProcess } from './harness';

/** Bounds of each wait of the poison helper (the test's own timeout is larger, so a failure names what differs). */
const timeoutMs = 15_000;

const TYPE = 'svc.messaging_proxy.v1.FlowNotificationReceived';
const A = randomUUID();
let sim: SimProcess;
let flows: FlowsUnderTest;
let acct: SeededAccount;
let upstreamFlowId = '';
let fnId = '';

beforeAll(async () => {
  sim = await startSim();
  acct = await seedAccount(sim, 1);
  flows = await startFlows(sim, acct.token, {}, { wrapBus: (bus) => fastRedelivery(bus) });
  flows.directory.grant(A, acct);
  const flow = (
    await flows.call('CreateFlow', {
      project_id: A,
      name: 'Booking',
      categories: ['APPOINTMENT_BOOKING'],
      phone_number_id: acct.numbers[0],
      flow_json: toStruct(endpointFlowJson()),
    })
  ).flow!;
  upstreamFlowId = flow.upstream_flow_id;
  fnId = (
    await flows.call('CreateFunction', { project_id: A, name: 'endpoint', code: 'async function handler(request, env) {\n  return Response.json({});\n}' })
  ).function!.id;
  await flows.call('DeployFunction', { project_id: A, function_id: fnId });
  await flows.call('SetupFlowEncryption', { project_id: A, flow_id: flow.id });
  await flows.call('SetFlowDataEndpoint', { project_id: A, flow_id: flow.id, function_id: fnId });
}, 60_000);

afterAll(async () => {
  await flows?.stop();
  await sim?.stop();
});

/** Publishes one flow notification as messaging-proxy's outbox relay would. */
async function notify(event: string): Promise<void> {
  const id = randomUUID();
  const at = new Date().toISOString();
  const value = { event, message: `${event} alert`, alert_state: 'ACTIVATED', flow_id: upstreamFlowId };
  await flows.svc.bus.publish(
    FLOW_NOTIFICATION_SUBJECT,
    encodeEvent(TYPE, {
      event_id: id,
      project_id: A,
      waba_id: acct.wabaId,
      upstream_flow_id: upstreamFlowId,
      event,
      message: value.message,
      alert_state: value.alert_state,
      value_json: JSON.stringify(value),
      occurred_at: at,
    }),
    { msgId: id, headers: envelopeHeaders({ id, type: TYPE, occurredAt: at, projectId: A, headers: {} }) },
  );
}

const recorded = async () =>
  (await flows.call('ListFunctionInvocations', { project_id: A, function_id: fnId, limit: 20 })).invocations.filter((i) => i.kind === 'upstream_notification');

describe('flows-flow-notifications: a poison', () => {
  it('is set aside after 20 deliveries with its reason; the notifications behind it are recorded on the data-endpoint function', async () => {
    const events = ['ENDPOINT_ERROR_RATE', 'ENDPOINT_LATENCY', 'ENDPOINT_AVAILABILITY'];
    const dead = await expectPoisonSetAside({
      db: flows.svc.db,
      bus: flows.svc.bus,
      durable: FLOW_NOTIFICATIONS_DURABLE,
      timeoutMs,
      poison: { subject: FLOW_NOTIFICATION_SUBJECT, type: TYPE, projectId: A },
      behind: async () => {
        for (const e of events) await notify(e);
      },
      applied: async () => (await recorded()).length === events.length,
    });
    expect(dead.error).toMatch(/wire type|index out of range|invalid/i);
    expect((await recorded()).map((i) => i.error_message).sort()).toEqual(events.map((e) => `${e}: ${e} alert`).sort());
  }, 45_000);
});
