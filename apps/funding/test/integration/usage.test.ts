import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import { DomainError } from '@platform/errors';
import { testInfra, waitFor } from '@platform/testing';
import { configureSolution, digits, dropTestState, seedFixture, startFunding, startSim, type FundingUnderTest, type Sim } from './support';

let sim: Sim;
let f: FundingUnderTest;
let publisher: Bus;

beforeAll(async () => {
  sim = await startSim();
  f = await startFunding(sim);
  // Stands in for messaging-proxy: publishes its pricing events on its stream, same namespace.
  publisher = await createBus({ url: testInfra().natsUrl, namespace: f.config.BUS_NAMESPACE });
}, 30_000);

afterAll(async () => {
  await publisher?.close();
  await f?.stop();
  if (f) await dropTestState(f);
  await sim?.stop();
});

async function messagePriced(p: {
  projectId: string;
  wabaId: string;
  messageId: string;
  amount: number;
  billable?: boolean;
  at: string;
  category?: string;
  eventId?: string;
}) {
  const eventId = p.eventId ?? randomUUID();
  const data = encodeEvent('svc.messaging_proxy.v1.MessagePriced', {
    event_id: eventId,
    project_id: p.projectId,
    waba_id: p.wabaId,
    phone_number_id: '111',
    message_id: p.messageId,
    category: p.category ?? 'marketing',
    pricing_model: 'PMP',
    pricing_type: 'regular',
    billable: p.billable ?? true,
    amount_micros: p.amount,
    currency: 'USD',
    occurred_at: p.at,
  });
  await publisher.publish('messaging_proxy.message.priced', data, {
    msgId: eventId,
    headers: { 'Event-Id': eventId, 'Event-Type': 'svc.messaging_proxy.v1.MessagePriced', 'Event-Project-Id': p.projectId },
  });
}

async function callPriced(p: { projectId: string; wabaId: string; callId: string; amount: number; seconds: number; at: string }) {
  const eventId = randomUUID();
  const data = encodeEvent('svc.messaging_proxy.v1.CallPriced', {
    event_id: eventId,
    project_id: p.projectId,
    waba_id: p.wabaId,
    phone_number_id: '111',
    call_id: p.callId,
    duration_seconds: p.seconds,
    amount_micros: p.amount,
    currency: 'USD',
    occurred_at: p.at,
  });
  await publisher.publish('messaging_proxy.call.priced', data, {
    msgId: eventId,
    headers: { 'Event-Id': eventId, 'Event-Type': 'svc.messaging_proxy.v1.CallPriced', 'Event-Project-Id': p.projectId },
  });
}

describe('usage from pricing events', () => {
  it('splits messaging and calling charges per day with independent freshness; repeated pricing of one message counts once', async () => {
    const projectId = randomUUID();
    const wabaId = digits();
    const day = '2026-02-10';
    await messagePriced({ projectId, wabaId, messageId: 'wamid.1', amount: 25_000, at: `${day}T10:00:00.000Z` });
    // Same message priced again on delivered/read: recorded once.
    await messagePriced({ projectId, wabaId, messageId: 'wamid.1', amount: 25_000, at: `${day}T10:00:05.000Z` });
    await messagePriced({ projectId, wabaId, messageId: 'wamid.2', amount: 0, billable: false, category: 'service', at: `${day}T11:00:00.000Z` });
    await callPriced({ projectId, wabaId, callId: 'call.1', amount: 40_000, seconds: 120, at: `${day}T09:00:00.000Z` });
    await messagePriced({ projectId, wabaId, messageId: 'wamid.3', amount: 10_000, at: '2026-02-11T08:00:00.000Z' });

    const usage = await waitFor(
      async () => {
        const r = await f.call('GetAccountUsage', { project_id: projectId, waba_id: wabaId, start_date: '2026-02-01', end_date: '2026-02-28' });
        const e = r.usage!.entries;
        return e.length === 2 && e[1].breakdown[0].quantity === '2' && e[1].breakdown[1].quantity === '1' ? r.usage! : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 100 },
    );
    expect(usage.entries.map((e) => e.date)).toEqual(['2026-02-11', '2026-02-10']);
    const [msg, call] = usage.entries[1].breakdown;
    expect(msg).toMatchObject({
      type: 'messaging',
      amount_micros: '25000',
      quantity: '2',
      billable_quantity: '1',
      currency: 'USD',
      last_recorded_at: `${day}T11:00:00.000Z`,
    });
    expect(call).toMatchObject({ type: 'calling', amount_micros: '40000', quantity: '1', duration_seconds: '120', last_recorded_at: `${day}T09:00:00.000Z` });
    expect(usage.entries[1].amount_micros).toBe('65000');
    expect(usage.entries[0].breakdown[1]).toMatchObject({ type: 'calling', quantity: '0' });
    expect(usage.entries[0].breakdown[1].last_recorded_at ?? null).toBeNull();
    expect(usage.freshness).toMatchObject({ messaging_last_recorded_at: '2026-02-11T08:00:00.000Z', calling_last_recorded_at: `${day}T09:00:00.000Z` });
    // Never funded through this project: its portfolio is unknown here.
    expect(usage.waba_id).toBe(wabaId);
    expect(usage.business_portfolio_id ?? null).toBeNull();

    // Another project never sees it.
    const other = await f.call('GetAccountUsage', { project_id: randomUUID(), waba_id: wabaId, start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(other.usage!.entries).toEqual([]);
  });

  it('portfolio usage sums the portfolio accounts of this project; unknown portfolio 404', async () => {
    const fx = await seedFixture(sim, { extraWabas: 1 });
    const projectId = randomUUID();
    await configureSolution(f, projectId, fx);
    await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    await f.call('EnsureFunding', { project_id: projectId, waba_id: fx.extraWabaIds[0], business_portfolio_id: fx.portfolioId });
    await messagePriced({ projectId, wabaId: fx.wabaId, messageId: 'p.1', amount: 1_000, at: '2026-02-10T10:00:00.000Z' });
    await messagePriced({ projectId, wabaId: fx.extraWabaIds[0], messageId: 'p.2', amount: 2_000, at: '2026-02-10T10:00:00.000Z' });
    const usage = await waitFor(
      async () => {
        const r = await f.call('GetPortfolioUsage', { project_id: projectId, portfolio_id: fx.portfolioId, start_date: '2026-02-10', end_date: '2026-02-10' });
        return r.usage!.entries[0]?.amount_micros === '3000' ? r.usage! : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 100 },
    );
    expect(usage.business_portfolio_id).toBe(fx.portfolioId);
    // An account's usage names the portfolio owning it (issue 32 #6); both fields, like the funding object.
    const account = await f.call('GetAccountUsage', { project_id: projectId, waba_id: fx.wabaId, start_date: '2026-02-10', end_date: '2026-02-10' });
    expect(account.usage).toMatchObject({ waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    expect(account.usage!.entries[0].amount_micros).toBe('1000');
    await expect(f.call('GetPortfolioUsage', { project_id: randomUUID(), portfolio_id: fx.portfolioId })).rejects.toMatchObject({ code: 5 });
  });

  it('rejects bad periods with 400', async () => {
    const bad = [{ start_date: '2026-02-30' }, { start_date: '2026-03-02', end_date: '2026-03-01' }, { start_date: '2020-01-01', end_date: '2026-01-01' }];
    for (const q of bad) {
      const err = await f.call('GetAccountUsage', { project_id: randomUUID(), waba_id: '123', ...q }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe(3);
    }
  });
});
