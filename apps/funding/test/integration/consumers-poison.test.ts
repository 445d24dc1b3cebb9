/**
 * Issue 32 #4 (decision 0506): each of funding's consumers, started by the service itself (real
 * Postgres, NATS and the upstream simulator; redelivery delays shortened by `fastRedelivery`, never
 * their number), sets one malformed event on its own subject aside as a dead letter, with its reason,
 * after exactly its bound, while the events behind it have their effect: runs funded, a revocation
 * done, usage recorded, credit holds confirmed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeHeaders } from '@platform/bus';
import { encodeEvent, toStruct } from '@platform/contracts';
import { expectPoisonSetAside, fastRedelivery } from '@platform/testing';
import { SEND_ACCEPTED_DURABLE, SEND_ACCEPTED_SUBJECT } from '../../src/inbound/send-accepted.consumer';
import { REVOCATION_REQUESTED, REVOCATION_REQUESTED_TYPE, RUN_REQUESTED, RUN_REQUESTED_TYPE } from '../../src/infra/events/work-queue';
import { configureSolution, dropTestState, seedFixture, startFunding, startSim, waitForFunding, type FundingUnderTest, type Sim } from './support';

/** Bounds of each wait of the poison helper (the test's own timeout is larger, so a failure names what differs). */
const timeoutMs = 15_000;

let sim: Sim;
let f: FundingUnderTest;
/** 0.05 USD per marketing message to Brazil. */
const PRICE = 50_000;
const SEND_ACCEPTED = 'svc.messaging_proxy.v1.SendAccepted';
const MESSAGE_PRICED = 'svc.messaging_proxy.v1.MessagePriced';

beforeAll(async () => {
  sim = await startSim();
  f = await startFunding(sim, { wrapBus: (bus) => fastRedelivery(bus) });
  await f.call('LoadRateCard', { source: 'cli', card: toStruct({ currency: 'USD', rates: { BR: { marketing: '0.05' } } }) });
}, 30_000);

afterAll(async () => {
  await f?.stop();
  if (f) await dropTestState(f);
  await sim?.stop();
});

/** Publishes an event as messaging-proxy's outbox relay would, on funding's bus namespace. */
async function publish(subject: string, type: string, projectId: string, payload: Record<string, unknown>): Promise<void> {
  const id = randomUUID();
  await f.svc.bus.publish(subject, encodeEvent(type, payload), {
    msgId: id,
    headers: envelopeHeaders({ id, type, occurredAt: new Date().toISOString(), projectId, headers: {} }),
  });
}

/** A project with a configured solution and one customer account. */
async function project() {
  const projectId = randomUUID();
  const fx = await seedFixture(sim);
  await configureSolution(f, projectId, fx);
  return { projectId, fx };
}

const ensure = (projectId: string, fx: { wabaId: string; portfolioId: string }) =>
  f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });

describe("funding's consumers set a poison aside; the events behind it have their effect", () => {
  it('funding-run-worker: an undecodable item at its first delivery; the runs behind it are funded', async () => {
    const behind = [await project(), await project()];
    const dead = await expectPoisonSetAside({
      db: f.svc.db,
      bus: f.svc.bus,
      durable: 'funding-run-worker',
      timeoutMs,
      poison: { subject: RUN_REQUESTED, type: RUN_REQUESTED_TYPE },
      attempts: 1,
      behind: async () => void (await Promise.all(behind.map((p) => ensure(p.projectId, p.fx)))),
      applied: async () => {
        const states = await Promise.all(behind.map((p) => f.call('GetFunding', { project_id: p.projectId, waba_id: p.fx.wabaId })));
        return states.every((s) => s.funding!.status === 'FUNDING_STATUS_FUNDED');
      },
    });
    expect(dead.error).toMatch(/wire type|index out of range|invalid/i);
  }, 45_000);

  it('funding-revocation-worker: an undecodable item at its first delivery; the revocation behind it is done', async () => {
    const { projectId, fx } = await project();
    await ensure(projectId, fx);
    await waitForFunding(f, projectId, fx.wabaId, (x) => x.status === 'FUNDING_STATUS_FUNDED');
    let operationId = '';
    const dead = await expectPoisonSetAside({
      db: f.svc.db,
      bus: f.svc.bus,
      durable: 'funding-revocation-worker',
      timeoutMs,
      poison: { subject: REVOCATION_REQUESTED, type: REVOCATION_REQUESTED_TYPE },
      attempts: 1,
      async behind() {
        const r = await f.call('RevokePortfolioFunding', { project_id: projectId, portfolio_id: fx.portfolioId, idempotency_key: `k-${randomUUID()}` });
        operationId = r.operation!.id;
      },
      applied: async () =>
        (await f.call('GetFundingOperation', { project_id: projectId, portfolio_id: fx.portfolioId, operation_id: operationId })).operation!.status ===
        'succeeded',
    });
    expect(dead.error).toMatch(/wire type|index out of range|invalid/i);
    expect((await f.call('GetFunding', { project_id: projectId, waba_id: fx.wabaId })).funding!.status).toBe('FUNDING_STATUS_REVOKED');
  }, 45_000);

  it('funding-usage: an undecodable pricing after 20 deliveries; the pricings behind it are recorded', async () => {
    const projectId = randomUUID();
    const wabaId = '4100';
    const messages = ['wamid.p.1', 'wamid.p.2', 'wamid.p.3'];
    const dead = await expectPoisonSetAside({
      db: f.svc.db,
      bus: f.svc.bus,
      durable: 'funding-usage',
      timeoutMs,
      poison: { subject: 'messaging_proxy.message.priced', type: MESSAGE_PRICED },
      async behind() {
        for (const id of messages)
          await publish('messaging_proxy.message.priced', MESSAGE_PRICED, projectId, {
            event_id: randomUUID(),
            project_id: projectId,
            waba_id: wabaId,
            phone_number_id: '111',
            message_id: id,
            category: 'marketing',
            pricing_model: 'PMP',
            pricing_type: 'regular',
            billable: true,
            amount_micros: PRICE,
            currency: 'USD',
            occurred_at: new Date().toISOString(),
          });
      },
      applied: async () => (await f.svc.db.knex('usage_records').where({ project_id: projectId, waba_id: wabaId })).length === messages.length,
    });
    expect(dead.error).toMatch(/wire type|index out of range|invalid/i);
  }, 45_000);

  describe('funding-send-accepted (batched)', () => {
    const topUp = (projectId: string, micros: number) => f.call('TopUpCredits', { project_id: projectId, amount_micros: micros, reference: '', note: 'test' });
    const hold = (projectId: string, sendKey: string) =>
      f.call('HoldCredits', {
        project_id: projectId,
        send_key: sendKey,
        category: 'marketing',
        window: 'closed',
        recipient: '5511987654321',
        waba_id: '100',
        phone_number_id: '111',
        waba_timezone: 'America/Sao_Paulo',
      });
    /** Holds `n` sends of a fresh project; `behind` accepts them all, `applied` once each hold is sent with its message id. */
    async function heldSends(n: number) {
      const projectId = randomUUID();
      const keys = Array.from({ length: n }, (_, i) => `s-${i}`);
      await topUp(projectId, n * PRICE);
      await Promise.all(keys.map((k) => hold(projectId, k)));
      return {
        behind: async () => {
          // A burst: the lane's transactions take several together, the poison among them.
          await Promise.all(
            keys.map((k) =>
              publish(SEND_ACCEPTED_SUBJECT, SEND_ACCEPTED, projectId, {
                event_id: randomUUID(),
                project_id: projectId,
                send_key: k,
                message_id: `wamid.${k}`,
                phone_number_id: '111',
                waba_id: '100',
                occurred_at: new Date().toISOString(),
              }),
            ),
          );
        },
        applied: async () => {
          const rows = (await f.svc.db.knex('credit_holds').where({ project_id: projectId, status: 'sent' })) as Array<{
            send_key: string;
            message_id: string;
          }>;
          return rows.length === n && rows.every((r) => r.message_id === `wamid.${r.send_key}`);
        },
      };
    }

    it('an undecodable event after 20 deliveries; the holds behind it are confirmed', async () => {
      const sends = await heldSends(8);
      const dead = await expectPoisonSetAside({
        db: f.svc.db,
        bus: f.svc.bus,
        durable: SEND_ACCEPTED_DURABLE,
        timeoutMs,
        poison: { subject: SEND_ACCEPTED_SUBJECT, type: SEND_ACCEPTED },
        ...sends,
      });
      expect(dead.error).toMatch(/wire type|index out of range|invalid/i);
    }, 45_000);

    it('an event whose ids are out of shape (no hold can have them) after 20 deliveries, naming them; the holds behind it are confirmed', async () => {
      const sends = await heldSends(8);
      const dead = await expectPoisonSetAside({
        db: f.svc.db,
        bus: f.svc.bus,
        durable: SEND_ACCEPTED_DURABLE,
        timeoutMs,
        poison: {
          subject: SEND_ACCEPTED_SUBJECT,
          type: SEND_ACCEPTED,
          payload: encodeEvent(SEND_ACCEPTED, { event_id: randomUUID(), project_id: 'not-a-project', send_key: 's-0', message_id: 'wamid.x', occurred_at: '' }),
        },
        ...sends,
      });
      expect(dead.error).toMatch(/malformed .*project_id/);
    }, 45_000);
  });
});
