/**
 * Credit holds confirmed from messaging-proxy's `messaging_proxy_sends.accepted` (decision 0239)
 * through the real funding server, Postgres and NATS (this test publishes the events in
 * messaging-proxy's place). Risks removed: an accepted send whose hold is never confirmed (released
 * by the sweeper as if the send had failed), a repeated event charging twice, a pricing that arrived
 * first never settling, a late event after the hold expired either losing the charge or driving the
 * balance below zero, one bad event holding up the others.
 */
import { randomUUID } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '@platform/bus';
import { encodeEvent, toStruct } from '@platform/contracts';
import type { Clock } from '@platform/runtime';
import { testInfra, waitFor } from '@platform/testing';
import { SEND_ACCEPTED_DURABLE } from '../../src/inbound/send-accepted.consumer';
import { dropTestState, startFunding, startSim, type FundingUnderTest, type Sim } from './support';

let sim: Sim;
let f: FundingUnderTest;
let publisher: Bus;
let db: Knex;
/** The service's clock: the wall clock plus `ahead` ms (the expiry test moves it past the hold lifetime). */
let ahead = 0;
const clock: Clock = { now: () => new Date(Date.now() + ahead) };

/** 0.05 USD per marketing message to Brazil. */
const PRICE = 50_000;

beforeAll(async () => {
  sim = await startSim();
  f = await startFunding(sim, { clock, workers: false });
  publisher = await createBus({ url: testInfra().natsUrl, namespace: f.config.BUS_NAMESPACE });
  db = knexFactory({ client: 'pg', connection: testInfra().databaseUrl, searchPath: [f.config.DB_SCHEMA!], pool: { min: 0, max: 2 } });
  await f.call('LoadRateCard', { source: 'cli', card: toStruct({ currency: 'USD', rates: { BR: { marketing: '0.05', utility: '0.008' } } }) });
}, 40_000);

afterAll(async () => {
  await db?.destroy();
  await publisher?.close();
  await f?.stop();
  if (f) await dropTestState(f);
  await sim?.stop();
});

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
const balance = async (projectId: string) => (await f.call('GetCreditBalance', { project_id: projectId })).balance!;

/** The hold of a send key as stored. */
async function holdRow(projectId: string, sendKey: string) {
  const r = (await db('credit_holds').where({ project_id: projectId, send_key: sendKey }).first()) as Record<string, unknown> | undefined;
  if (!r) return undefined;
  return {
    status: r.status as string,
    message_id: r.message_id as string | null,
    outcome: r.outcome as string | null,
    charged_micros: r.charged_micros === null ? null : String(r.charged_micros),
  };
}

/** Resolves once the consumer has acknowledged the event (its id is in processed_events), or skipped it as naming no hold. */
const processed = (eventId: string) =>
  waitFor(async () => (await db('processed_events').where({ consumer: SEND_ACCEPTED_DURABLE, event_id: eventId }).first()) !== undefined, {
    timeoutMs: 10_000,
  });

/** Publishes one `messaging_proxy_sends.accepted` as messaging-proxy's outbox relay would; answers the envelope id. */
async function accepted(projectId: string, sendKey: string, messageId: string): Promise<string> {
  const eventId = randomUUID();
  const data = encodeEvent('svc.messaging_proxy.v1.SendAccepted', {
    event_id: randomUUID(),
    project_id: projectId,
    send_key: sendKey,
    message_id: messageId,
    phone_number_id: '111',
    waba_id: '100',
    occurred_at: new Date().toISOString(),
  });
  await publisher.publish('messaging_proxy_sends.accepted', data, {
    msgId: eventId,
    headers: { 'Event-Id': eventId, 'Event-Type': 'svc.messaging_proxy.v1.SendAccepted', 'Event-Project-Id': projectId },
  });
  return eventId;
}

async function messagePriced(projectId: string, messageId: string) {
  const eventId = randomUUID();
  const data = encodeEvent('svc.messaging_proxy.v1.MessagePriced', {
    event_id: eventId,
    project_id: projectId,
    waba_id: '100',
    phone_number_id: '111',
    message_id: messageId,
    category: 'marketing',
    pricing_model: 'PMP',
    pricing_type: 'regular',
    billable: true,
    amount_micros: PRICE,
    currency: 'USD',
    occurred_at: new Date().toISOString(),
  });
  await publisher.publish('messaging_proxy.message.priced', data, {
    msgId: eventId,
    headers: { 'Event-Id': eventId, 'Event-Type': 'svc.messaging_proxy.v1.MessagePriced', 'Event-Project-Id': projectId },
  });
}

const charges = async (projectId: string) =>
  (await f.call('ListCreditEntries', { project_id: projectId, limit: 100 })).entries.filter((e) => e.kind === 'charge');

describe('credit holds confirmed from send.accepted (decision 0239)', () => {
  it('the event makes the hold sent, bound to the message id; a repeated event changes nothing; the pricing then charges it once', async () => {
    const project = randomUUID();
    await topUp(project, 2 * PRICE);
    await hold(project, 'k1');
    await accepted(project, 'k1', 'wamid.k1');
    await waitFor(async () => (await holdRow(project, 'k1'))?.status === 'sent', { timeoutMs: 10_000 });
    expect(await holdRow(project, 'k1')).toEqual({ status: 'sent', message_id: 'wamid.k1', outcome: null, charged_micros: null });
    // Held, not yet charged.
    expect(await balance(project)).toMatchObject({ balance_micros: String(2 * PRICE), held_micros: String(PRICE) });

    await processed(await accepted(project, 'k1', 'wamid.k1'));
    expect(await holdRow(project, 'k1')).toEqual({ status: 'sent', message_id: 'wamid.k1', outcome: null, charged_micros: null });

    await messagePriced(project, 'wamid.k1');
    await waitFor(async () => (await holdRow(project, 'k1'))?.status === 'settled', { timeoutMs: 10_000 });
    // Repeated once more after settlement: still one charge.
    await processed(await accepted(project, 'k1', 'wamid.k1'));
    expect(await holdRow(project, 'k1')).toEqual({ status: 'settled', message_id: 'wamid.k1', outcome: 'priced', charged_micros: String(PRICE) });
    expect(await charges(project)).toHaveLength(1);
    expect(await balance(project)).toMatchObject({ balance_micros: String(PRICE), held_micros: '0' });
  }, 30_000);

  it('a pricing recorded before the event: the confirmation from the event settles the hold at once', async () => {
    const project = randomUUID();
    await topUp(project, PRICE);
    await hold(project, 'early');
    await messagePriced(project, 'wamid.early');
    await waitFor(async () => (await f.call('GetAccountUsage', { project_id: project, waba_id: '100' })).usage!.entries.length > 0, { timeoutMs: 10_000 });
    await accepted(project, 'early', 'wamid.early');
    await waitFor(async () => (await holdRow(project, 'early'))?.status === 'settled', { timeoutMs: 10_000 });
    expect(await holdRow(project, 'early')).toEqual({ status: 'settled', message_id: 'wamid.early', outcome: 'priced', charged_micros: String(PRICE) });
    expect(await balance(project)).toMatchObject({ balance_micros: '0', held_micros: '0', available_micros: '0' });
  }, 30_000);

  it('an event later than the hold lifetime: charged when the credits still cover it, else recorded unbilled; the balance never goes negative', async () => {
    const covered = randomUUID();
    const short = randomUUID();
    await topUp(covered, 4 * PRICE);
    await topUp(short, PRICE);
    await hold(covered, 'late');
    await hold(short, 'late');
    // The sweeper (its clock past the hold lifetime) releases both holds as never confirmed.
    ahead = f.config.FUNDING_CREDIT_HOLD_TTL_MS + 60_000;
    try {
      await waitFor(async () => (await holdRow(covered, 'late'))?.outcome === 'hold_expired' && (await holdRow(short, 'late'))?.outcome === 'hold_expired', {
        timeoutMs: 10_000,
      });
    } finally {
      ahead = 0;
    }
    // Other sends take credits meanwhile: all but the late one's price of `covered`, all of `short`.
    await Promise.all(['c-1', 'c-2', 'c-3'].map((k) => hold(covered, k)));
    await hold(short, 'meanwhile');
    expect(await balance(covered)).toMatchObject({ held_micros: String(3 * PRICE), available_micros: String(PRICE) });
    expect(await balance(short)).toMatchObject({ held_micros: String(PRICE), available_micros: '0' });

    // The late event among others of its project (a batch holding a late confirmation is applied event by event).
    await Promise.all([
      accepted(covered, 'c-1', 'wamid.c.1'),
      accepted(covered, 'late', 'wamid.late.covered'),
      accepted(covered, 'c-2', 'wamid.c.2'),
      accepted(covered, 'c-3', 'wamid.c.3'),
      accepted(short, 'late', 'wamid.late.short'),
    ]);
    await waitFor(
      async () =>
        ((await db('credit_holds').where({ project_id: covered, status: 'sent' })) as unknown[]).length === 4 &&
        (await holdRow(short, 'late'))?.status === 'settled',
      { timeoutMs: 10_000 },
    );
    // Held again as sent, then settled by its pricing like any confirmed send.
    expect(await holdRow(covered, 'late')).toEqual({ status: 'sent', message_id: 'wamid.late.covered', outcome: null, charged_micros: null });
    expect(await balance(covered)).toMatchObject({ balance_micros: String(4 * PRICE), held_micros: String(4 * PRICE), available_micros: '0' });
    await messagePriced(covered, 'wamid.late.covered');
    await waitFor(async () => (await holdRow(covered, 'late'))?.status === 'settled', { timeoutMs: 10_000 });
    expect(await holdRow(covered, 'late')).toMatchObject({ outcome: 'priced', charged_micros: String(PRICE) });
    expect(await balance(covered)).toMatchObject({ balance_micros: String(3 * PRICE), held_micros: String(3 * PRICE) });

    // Not covered: bound to its message id, nothing charged, the other send's hold untouched; its pricing charges nothing either.
    expect(await holdRow(short, 'late')).toEqual({
      status: 'settled',
      message_id: 'wamid.late.short',
      outcome: 'unbilled_late_confirmation',
      charged_micros: '0',
    });
    await messagePriced(short, 'wamid.late.short');
    await waitFor(async () => (await f.call('GetAccountUsage', { project_id: short, waba_id: '100' })).usage!.entries.length > 0, { timeoutMs: 10_000 });
    expect(await balance(short)).toMatchObject({ balance_micros: String(PRICE), held_micros: String(PRICE), available_micros: '0' });
    expect(await charges(short)).toEqual([]);
  }, 30_000);

  // A malformed event (undecodable, an id out of shape) is set aside as a dead letter after its bound,
  // the events behind it confirmed: consumers-poison.test.ts (decision 0506).
  it('an event naming no hold is acknowledged with no dead letter; the events behind it are confirmed', async () => {
    const project = randomUUID();
    await topUp(project, 12 * PRICE);
    await Promise.all(Array.from({ length: 12 }, (_, i) => hold(project, `m-${i}`)));
    const unknown = await accepted(project, 'no-such-key', 'wamid.unknown');
    await accepted(project, 'm-0', 'wamid.m.0');
    // A burst behind them: the lane's next transactions take them together.
    await Promise.all(Array.from({ length: 11 }, (_, i) => accepted(project, `m-${i + 1}`, `wamid.m.${i + 1}`)));
    await waitFor(
      async () => {
        const rows = (await db('credit_holds').where({ project_id: project, status: 'sent' })) as unknown[];
        return rows.length === 12;
      },
      { timeoutMs: 15_000 },
    );
    for (let i = 0; i < 12; i++) expect(await holdRow(project, `m-${i}`)).toMatchObject({ status: 'sent', message_id: `wamid.m.${i}` });
    await processed(unknown);
    expect(await db('dead_letters')).toEqual([]);
  }, 30_000);
});
