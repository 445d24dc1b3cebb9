/**
 * Prepaid credits over gRPC (docs/decisions/0104, 0105): holds atomic across two replicas sharing
 * one database, idempotent on the send key, released on failure, settled from the status
 * webhook's pricing whichever arrives first, refusals as 402 with their code, stale holds swept.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '@platform/bus';
import { decodeEvent, encodeEvent, toStruct } from '@platform/contracts';
import { httpErrorBody, httpStatusOf, type DomainError } from '@platform/errors';
import type { Clock } from '@platform/runtime';
import { testInfra, uniqueName, waitFor } from '@platform/testing';
import {
  configureSolution,
  digits,
  dropTestState,
  rejection,
  seedFixture,
  startFunding,
  startSim,
  waitForFunding,
  type FundingUnderTest,
  type Sim,
} from './support';
import { RATE_CARD_CACHE_MS } from '../../src/usecases/rate-cards.usecase';
import { billingUrlOf } from '../../src/config';
import { CREDITS_LOW_THRESHOLD_MICROS } from '../../src/infra/events/notices.publisher';

let sim: Sim;
let a: FundingUnderTest;
let b: FundingUnderTest;
/** Replica b's clock: the wall clock plus `ahead` ms. */
let ahead = 0;
const clockB: Clock = { now: () => new Date(Date.now() + ahead) };
let publisher: Bus;

/** 0.05 USD per marketing message to Brazil. */
const PRICE = 50_000;
const BR = '5511987654321';

beforeAll(async () => {
  sim = await startSim();
  const schema = uniqueName('funding');
  const namespace = uniqueName('f').replace(/_/g, '');
  a = await startFunding(sim, { schema, namespace });
  // A second replica on the same database, bus and token key; its clock runs ahead on demand (the sweeper test).
  b = await startFunding(sim, { schema, namespace, clock: clockB, env: { TOKEN_ENCRYPTION_KEY: a.config.TOKEN_ENCRYPTION_KEY! } });
  publisher = await createBus({ url: testInfra().natsUrl, namespace: a.config.BUS_NAMESPACE });
  await a.call('LoadRateCard', {
    source: 'cli',
    card: toStruct({
      currency: 'USD',
      rates: { BR: { marketing: '0.05', utility: '0.008', authentication: '0.0315', service: '0.001' }, US: { marketing: '0.025' } },
    }),
  });
}, 40_000);

afterAll(async () => {
  await publisher?.close();
  await b?.stop();
  await a?.stop();
  if (a) await dropTestState(a);
  await sim?.stop();
});

async function messagePriced(projectId: string, messageId: string, billable = true, category = 'marketing') {
  const eventId = randomUUID();
  const data = encodeEvent('svc.messaging_proxy.v1.MessagePriced', {
    event_id: eventId,
    project_id: projectId,
    waba_id: '100',
    phone_number_id: '111',
    message_id: messageId,
    category,
    pricing_model: 'PMP',
    pricing_type: billable ? 'regular' : 'free_customer_service',
    billable,
    amount_micros: billable ? PRICE : 0,
    currency: 'USD',
    occurred_at: new Date().toISOString(),
  });
  await publisher.publish('messaging_proxy.message.priced', data, {
    msgId: eventId,
    headers: { 'Event-Id': eventId, 'Event-Type': 'svc.messaging_proxy.v1.MessagePriced', 'Event-Project-Id': projectId },
  });
}

const hold = (f: FundingUnderTest, projectId: string, sendKey: string, over: Record<string, string> = {}) =>
  f.call('HoldCredits', {
    project_id: projectId,
    send_key: sendKey,
    category: 'marketing',
    window: 'closed',
    recipient: BR,
    waba_id: '100',
    phone_number_id: '111',
    waba_timezone: 'America/Sao_Paulo',
    ...over,
  });
const balance = async (projectId: string) => (await a.call('GetCreditBalance', { project_id: projectId })).balance!;
const topUp = (projectId: string, micros: number, reference = '') =>
  a.call('TopUpCredits', { project_id: projectId, amount_micros: micros, reference, note: 'test' });

describe('credits', () => {
  it('100 concurrent holds on two replicas against credits for 10: exactly 10 granted, 90 insufficient_credits, balance exactly 0 after settlement', async () => {
    const project = randomUUID();
    await topUp(project, 10 * PRICE);
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => hold(i % 2 ? a : b, project, `send-${i}`)));
    const granted = results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof hold>>>).value);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(granted).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const err of refused) {
      expect(httpStatusOf(err)).toBe(402);
      expect(httpErrorBody(err)).toEqual({ error: expect.any(String), code: 'insufficient_credits', billing_url: billingUrlOf(a.config) });
    }
    expect(await balance(project)).toMatchObject({ balance_micros: String(10 * PRICE), held_micros: String(10 * PRICE), available_micros: '0' });
    // Each accepted send is confirmed with its message id, then its status webhook prices it.
    for (const [i, g] of granted.entries()) {
      const c = await a.call('ConfirmCreditHold', { project_id: project, send_key: g.hold!.send_key, message_id: `wamid.c${i}` });
      expect(c.hold!.status).toBe('sent');
    }
    for (let i = 0; i < granted.length; i++) await messagePriced(project, `wamid.c${i}`);
    await waitFor(async () => (await balance(project)).balance_micros === '0', { timeoutMs: 15_000 });
    expect(await balance(project)).toMatchObject({ balance_micros: '0', held_micros: '0', available_micros: '0' });
    const entries = (await a.call('ListCreditEntries', { project_id: project, limit: 100 })).entries;
    expect(entries.filter((e) => e.kind === 'charge')).toHaveLength(10);
    expect(entries.filter((e) => e.kind === 'charge').every((e) => e.amount_micros === String(-PRICE) && e.region === 'BR')).toBe(true);
    expect(entries[0].balance_after_micros).toBe('0');
    // The window's spend (the dashboard's overview): exact, the top-up not counted.
    const window = { project_id: project, since: new Date(Date.now() - 3_600_000).toISOString(), until: new Date(Date.now() + 60_000).toISOString() };
    expect(await a.call('SummarizeCharges', window)).toEqual({ currency: 'USD', charged_micros: String(10 * PRICE), charges: '10' });
  }, 60_000);

  it('a charge that brings the balance under the low-credit threshold writes funding.credits.low once per crossing (decision 0020)', async () => {
    const project = randomUUID();
    const T = Number(CREDITS_LOW_THRESHOLD_MICROS);
    const lows = async () =>
      (await a.svc.db.knex('outbox').where({ subject: 'funding.credits.low', project_id: project }).orderBy('seq').select('type', 'payload')).map((r) =>
        decodeEvent<Record<string, string>>(r.type, r.payload),
      );
    let n = 0;
    const send = async () => {
      const i = n++;
      const g = await hold(a, project, `low-${i}`);
      await a.call('ConfirmCreditHold', { project_id: project, send_key: g.hold!.send_key, message_id: `wamid.low${i}` });
      await messagePriced(project, `wamid.low${i}`);
    };
    await topUp(project, T + PRICE);
    // T + PRICE → T (not under) → T - PRICE (crossing) → T - 2 PRICE (already under).
    for (let i = 0; i < 3; i++) await send();
    await waitFor(async () => (await balance(project)).balance_micros === String(T - 2 * PRICE), { timeoutMs: 15_000 });
    expect(await lows()).toEqual([
      expect.objectContaining({ project_id: project, currency: 'USD', balance_micros: String(T - PRICE), threshold_micros: String(T) }),
    ]);
    // Topped up above it again, the next crossing is told again.
    await topUp(project, 3 * PRICE, 'again');
    for (let i = 0; i < 2; i++) await send();
    await waitFor(async () => (await balance(project)).balance_micros === String(T - PRICE), { timeoutMs: 15_000 });
    expect((await lows()).map((e) => e.balance_micros)).toEqual([String(T - PRICE), String(T - PRICE)]);
  }, 60_000);

  it('a retried hold with the same send key holds once; after a release the retry holds again', async () => {
    const project = randomUUID();
    await topUp(project, 3 * PRICE);
    const first = await hold(a, project, 'k1');
    const again = await hold(b, project, 'k1');
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.hold!.id).toBe(first.hold!.id);
    expect((await balance(project)).held_micros).toBe(String(PRICE));
    // The same send key retried 20 times at once on both replicas still holds once.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => hold(i % 2 ? a : b, project, 'k-burst')));
    expect(new Set(burst.map((r) => r.hold!.id)).size).toBe(1);
    expect(burst.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await balance(project)).held_micros).toBe(String(2 * PRICE));
    await a.call('ReleaseCreditHold', { project_id: project, send_key: 'k-burst' });
    const released = await a.call('ReleaseCreditHold', { project_id: project, send_key: 'k1' });
    expect(released.hold).toMatchObject({ status: 'released', outcome: 'send_failed', charged_micros: '0' });
    expect(released.balance).toMatchObject({ held_micros: '0', available_micros: String(3 * PRICE) });
    // Releasing twice is harmless.
    expect((await a.call('ReleaseCreditHold', { project_id: project, send_key: 'k1' })).hold!.status).toBe('released');
    const retried = await hold(a, project, 'k1');
    expect(retried).toMatchObject({ replayed: false, hold: { id: first.hold!.id, status: 'held' } });
    expect((await balance(project)).held_micros).toBe(String(PRICE));
  });

  it('a message id confirms one send key only: a second key is refused and stays held; the same key again answers its hold', async () => {
    const project = randomUUID();
    await topUp(project, 2 * PRICE);
    await hold(a, project, 'one');
    await hold(a, project, 'two');
    expect((await a.call('ConfirmCreditHold', { project_id: project, send_key: 'one', message_id: 'wamid.shared' })).hold!.status).toBe('sent');
    const err = await rejection(b.call('ConfirmCreditHold', { project_id: project, send_key: 'two', message_id: 'wamid.shared' }));
    expect(err.reason).toBe('CREDIT_HOLD_MESSAGE_TAKEN');
    const again = await b.call('ConfirmCreditHold', { project_id: project, send_key: 'one', message_id: 'wamid.shared' });
    expect(again.hold).toMatchObject({ status: 'sent', message_id: 'wamid.shared' });
    // The refused key is untouched: still held, and releasable.
    const released = await a.call('ReleaseCreditHold', { project_id: project, send_key: 'two' });
    expect(released.hold).toMatchObject({ status: 'released', charged_micros: '0' });
    expect(released.hold!.message_id ?? '').toBe('');
  });

  it('pricing that arrives before the confirmation settles at confirmation; a non-billable pricing charges nothing', async () => {
    const project = randomUUID();
    await topUp(project, 2 * PRICE, 'inv-1');
    await hold(a, project, 'early');
    await messagePriced(project, 'wamid.early');
    // Wait until the pricing is recorded (the usage read shows it), then confirm.
    await waitFor(async () => {
      const u = await a.call('GetAccountUsage', { project_id: project, waba_id: '100' });
      return u.usage!.entries.length > 0;
    });
    const confirmed = await a.call('ConfirmCreditHold', { project_id: project, send_key: 'early', message_id: 'wamid.early' });
    expect(confirmed.hold).toMatchObject({ status: 'settled', outcome: 'priced', charged_micros: String(PRICE) });
    expect(confirmed.balance).toMatchObject({ balance_micros: String(PRICE), held_micros: '0' });
    // A repeated confirmation answers the same hold.
    expect((await a.call('ConfirmCreditHold', { project_id: project, send_key: 'early', message_id: 'wamid.early' })).hold!.status).toBe('settled');

    await hold(a, project, 'free');
    await a.call('ConfirmCreditHold', { project_id: project, send_key: 'free', message_id: 'wamid.free' });
    await messagePriced(project, 'wamid.free', false);
    await waitFor(async () => (await balance(project)).held_micros === '0');
    expect(await balance(project)).toMatchObject({ balance_micros: String(PRICE), available_micros: String(PRICE) });
    // Priced upstream in a cheaper category than held: that category's price on the hold's card version.
    await hold(a, project, 'reclassified');
    await a.call('ConfirmCreditHold', { project_id: project, send_key: 'reclassified', message_id: 'wamid.reclassified' });
    await messagePriced(project, 'wamid.reclassified', true, 'utility');
    await waitFor(async () => (await balance(project)).held_micros === '0');
    expect(await balance(project)).toMatchObject({ balance_micros: String(PRICE - 8_000) });
    await topUp(project, 8_000);
    // A sent hold can no longer be released; an unknown send key is not found.
    await hold(a, project, 'sent');
    await a.call('ConfirmCreditHold', { project_id: project, send_key: 'sent', message_id: 'wamid.sent' });
    expect((await rejection(a.call('ReleaseCreditHold', { project_id: project, send_key: 'sent' }))).reason).toBe('CREDIT_HOLD_NOT_HELD');
    expect(httpStatusOf(await rejection(a.call('ReleaseCreditHold', { project_id: project, send_key: 'nope' })))).toBe(404);
    // The same reference tops up once.
    const replay = await topUp(project, 2 * PRICE, 'inv-1');
    expect(replay.replayed).toBe(true);
  });

  it('refusals carry their code (billing_url only on insufficient_credits); free sends need no credits', async () => {
    const project = randomUUID();
    const body = async (over: Record<string, string>) => httpErrorBody(await rejection(hold(a, project, randomUUID(), over)));
    expect(await body({})).toMatchObject({ code: 'insufficient_credits', billing_url: expect.any(String) });
    // Germany is not on the card and the card has no default row.
    expect(await body({ recipient: '4915123456789' })).toEqual({ error: expect.any(String), code: 'pricing_missing' });
    expect(await body({ category: 'service', window: 'open', recipient: '4915123456789' })).toEqual({
      error: expect.any(String),
      code: 'service_region_missing',
    });
    expect(await body({ category: 'service', window: 'open', recipient: '14155550123' })).toEqual({
      error: expect.any(String),
      code: 'service_rate_unprepared',
    });
    expect(await body({ category: 'service', window: 'open' })).toEqual({ error: expect.any(String), code: 'service_credits_exhausted' });
    const free = await hold(a, project, 'utility-in-window', { category: 'utility', window: 'open' });
    expect(free.hold).toMatchObject({ amount_micros: '0', pricing_type: 'free_customer_service' });
    expect(httpStatusOf(await rejection(hold(a, project, 'x', { window: 'sometimes' })))).toBe(400);
    expect(httpStatusOf(await rejection(hold(a, project, '', {})))).toBe(400);
  });

  it('a business-scoped user id is priced by its CC. country (decision 0241); one naming no country is not; over 256 characters is INVALID_ARGUMENT', async () => {
    const project = randomUUID();
    await topUp(project, 10 * PRICE);
    const byId = await hold(a, project, 'bsuid', { recipient: 'BR.13491208655302741918' });
    expect(byId.hold).toMatchObject({ region: 'BR', amount_micros: String(PRICE), category: 'marketing' });
    const parent = await hold(b, project, 'parent-bsuid', { recipient: 'BR.ENT.11815799212886844830' });
    expect(parent.hold).toMatchObject({ region: 'BR', amount_micros: String(PRICE) });
    const body = async (over: Record<string, string>) => httpErrorBody(await rejection(hold(a, project, randomUUID(), over)));
    expect(await body({ recipient: 'ZZ.13491208655302741918' })).toEqual({ error: expect.any(String), code: 'pricing_missing' });
    expect(await body({ recipient: 'DE.13491208655302741918' })).toEqual({ error: expect.any(String), code: 'pricing_missing' });
    expect(httpStatusOf(await rejection(hold(a, project, 'long', { recipient: `BR.${'1'.repeat(254)}` })))).toBe(400);
  });

  it("paid_messages of a project's accounts shows credits_exhausted once its credits run out", async () => {
    const project = randomUUID();
    const fx = await seedFixture(sim);
    await configureSolution(a, project, fx);
    await a.call('EnsureFunding', { project_id: project, waba_id: fx.wabaId, business_portfolio_id: fx.portfolioId });
    const funded = await waitForFunding(a, project, fx.wabaId, (x) => x.status === 'FUNDING_STATUS_FUNDED');
    expect(funded.paid_messages).toEqual({ paused: false, reasons: [] });
    await topUp(project, PRICE);
    await hold(a, project, 'last');
    const exhausted = (await a.call('GetFunding', { project_id: project, waba_id: fx.wabaId })).funding!;
    expect(exhausted.paid_messages).toEqual({ paused: true, reasons: ['credits_exhausted'] });
    await a.call('ReleaseCreditHold', { project_id: project, send_key: 'last' });
    expect((await a.call('GetFunding', { project_id: project, waba_id: fx.wabaId })).funding!.paid_messages!.paused).toBe(false);
  }, 30_000);

  it('rate cards are versioned: the same card again makes no version, a future card is not yet in effect', async () => {
    const current = (await a.call('GetRateCard', { version: 0 })).rate_card!;
    const same = await a.call('LoadRateCard', {
      source: 'cli',
      card: toStruct({
        currency: 'USD',
        rates: { BR: { marketing: '0.05', utility: '0.008', authentication: '0.0315', service: '0.001' }, US: { marketing: '0.025' } },
      }),
    });
    expect(same).toMatchObject({ created: false, rate_card: { version: current.version } });
    const future = await a.call('LoadRateCard', {
      source: 'cli',
      card: toStruct({ currency: 'USD', effective_from: new Date(Date.now() + 86_400_000).toISOString(), rates: { '*': { marketing: '1' } } }),
    });
    expect(future).toMatchObject({ created: true, rate_card: { version: current.version + 1 } });
    expect((await a.call('GetRateCard', { version: 0 })).rate_card!.version).toBe(current.version);
    // Holds are priced by the card in effect on the replica's clock, also from the briefly reused read
    // (RATE_CARD_CACHE_MS): b reads the cards now, then its clock passes the future card's start. (b's
    // read of an earlier test, made before the future card was loaded, is reused for up to
    // RATE_CARD_CACHE_MS: let it lapse so b's next hold reads the cards with the future one.)
    await new Promise((r) => setTimeout(r, RATE_CARD_CACHE_MS + 50));
    const project = randomUUID();
    await topUp(project, 2_000_000);
    expect((await hold(b, project, 'rc-now')).hold).toMatchObject({ rate_card_version: current.version, amount_micros: String(PRICE) });
    ahead = 2 * 86_400_000;
    try {
      expect((await hold(b, project, 'rc-later')).hold).toMatchObject({ rate_card_version: current.version + 1, amount_micros: '1000000' });
    } finally {
      ahead = 0;
    }
    expect((await hold(b, project, 'rc-again')).hold).toMatchObject({ rate_card_version: current.version });
    const bad = await rejection(a.call('LoadRateCard', { source: 'cli', card: toStruct({ currency: 'usd', rates: { XX1: {} } }) }));
    expect(bad.reason).toBe('INVALID_RATE_CARD');
    expect(httpStatusOf(await rejection(a.call('GetRateCard', { version: 999 })))).toBe(404);
  });

  it('FUNDING_RATE_CARD_FILE is loaded at start, once: a restart with the same file makes no new version', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'card-'));
    const file = join(dir, 'card.json');
    writeFileSync(file, JSON.stringify({ currency: 'USD', rates: { '*': { marketing: '0.07' } } }));
    const schema = uniqueName('funding');
    const opts = {
      schema,
      namespace: uniqueName('f').replace(/_/g, ''),
      workers: false,
      sweeper: false,
      usageConsumer: false,
      env: { FUNDING_RATE_CARD_FILE: file },
    };
    let f = await startFunding(sim, opts);
    try {
      expect((await f.call('GetRateCard', { version: 0 })).rate_card).toMatchObject({ version: 1, source: 'file' });
      await f.stop();
      f = await startFunding(sim, opts);
      expect((await f.call('GetRateCard', { version: 0 })).rate_card!.version).toBe(1);
    } finally {
      await f.stop();
      await dropTestState(f);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('the sweeper releases a hold never confirmed and settles a confirmed one whose pricing never came', async () => {
    const project = randomUUID();
    await topUp(project, 2 * PRICE);
    await hold(a, project, 'abandoned');
    await hold(a, project, 'unpriced');
    await a.call('ConfirmCreditHold', { project_id: project, send_key: 'unpriced', message_id: `wamid.${digits()}` });
    // Replica b's clock moves past both bounds; its sweeper ends the two holds. Back to the wall clock
    // after, or b's sweeper would go on releasing every hold the later tests make (48 h old to it).
    ahead = b.config.FUNDING_CREDIT_SETTLE_AFTER_MS + 60_000;
    try {
      await waitFor(async () => (await balance(project)).held_micros === '0', { timeoutMs: 10_000 });
    } finally {
      ahead = 0;
    }
    expect(await balance(project)).toMatchObject({ balance_micros: String(PRICE), available_micros: String(PRICE) });
    const entries = (await a.call('ListCreditEntries', { project_id: project, limit: 1 })).entries;
    expect(entries[0]).toMatchObject({ kind: 'charge', amount_micros: String(-PRICE) });
  }, 20_000);
});

describe('SummarizeCharges', () => {
  /** Appends a ledger entry as of `at` (the ledger is append-only: inserts only). */
  const entry = (projectId: string, kind: 'charge' | 'topup', micros: number, at: Date) =>
    a.svc.db.knex('credit_entries').insert({
      id: randomUUID(),
      project_id: projectId,
      kind,
      amount_micros: kind === 'charge' ? -micros : micros,
      balance_after_micros: 0,
      currency: 'USD',
      created_at: at,
    });

  it('sums the charges made at or after since and before until, of this project only', async () => {
    const project = randomUUID();
    const other = randomUUID();
    await topUp(project, 1_000_000);
    const since = new Date('2026-11-01T00:00:00.000Z');
    const until = new Date('2026-11-08T00:00:00.000Z');
    await entry(project, 'charge', 1, new Date(since.getTime() - 1)); // before the window
    await entry(project, 'charge', 10, since); // its first instant
    await entry(project, 'charge', 100, new Date('2026-11-04T12:00:00.000Z'));
    await entry(project, 'charge', 1_000, new Date(until.getTime() - 1)); // its last millisecond
    await entry(project, 'charge', 10_000, until); // after it
    await entry(project, 'topup', 100_000, new Date('2026-11-05T00:00:00.000Z')); // not a charge
    await entry(other, 'charge', 1_000_000, new Date('2026-11-05T00:00:00.000Z')); // another project's
    const r = await a.call('SummarizeCharges', { project_id: project, since: since.toISOString(), until: until.toISOString() });
    expect(r).toEqual({ currency: 'USD', charged_micros: '1110', charges: '3' });
    // Offsets name the same instants.
    expect(await a.call('SummarizeCharges', { project_id: project, since: '2026-11-01T01:00:00+01:00', until: '2026-11-07T19:00:00-05:00' })).toEqual(r);
  });

  it('answers zero for a project without charges, and an empty currency without a credits account', async () => {
    const window = { since: '2026-11-01T00:00:00Z', until: '2026-11-30T00:00:00Z' };
    expect(await a.call('SummarizeCharges', { project_id: randomUUID(), ...window })).toEqual({ currency: '', charged_micros: '0', charges: '0' });
    const funded = randomUUID();
    await topUp(funded, 5_000);
    expect(await a.call('SummarizeCharges', { project_id: funded, ...window })).toEqual({ currency: 'USD', charged_micros: '0', charges: '0' });
  });

  it('refuses a window that is not two RFC 3339 instants in order, or longer than 400 days', async () => {
    const project = randomUUID();
    for (const [since, until, reason] of [
      ['', '2026-11-30T00:00:00Z', 'INVALID_TIME'],
      ['2026-11-01', '2026-11-30T00:00:00Z', 'INVALID_TIME'],
      ['2026-11-01T00:00:00Z', 'yesterday', 'INVALID_TIME'],
      ['2026-02-30T00:00:00Z', '2026-11-30T00:00:00Z', 'INVALID_TIME'],
      ['2026-11-30T00:00:00Z', '2026-11-30T00:00:00Z', 'INVALID_WINDOW'],
      ['2026-11-30T00:00:00Z', '2026-11-01T00:00:00Z', 'INVALID_WINDOW'],
      ['2025-01-01T00:00:00Z', '2026-11-30T00:00:00Z', 'INVALID_WINDOW'],
    ]) {
      const err = await rejection(a.call('SummarizeCharges', { project_id: project, since, until }));
      expect({ since, until, reason: err.reason, status: httpStatusOf(err) }).toEqual({ since, until, reason, status: 400 });
    }
  });
});

describe('credits group commit (decision 0106)', () => {
  /** How many transactions wrote the holds of a project (rows written by one transaction share its xmin). */
  async function holdTransactions(projectId: string): Promise<number> {
    const knex = (await import('knex')).default({ client: 'pg', connection: testInfra().databaseUrl, pool: { min: 0, max: 1 } });
    try {
      const r = await knex.raw(`SELECT count(DISTINCT xmin::text)::int AS n FROM "${a.config.DB_SCHEMA}".credit_holds WHERE project_id = ?`, [projectId]);
      return (r.rows as Array<{ n: number }>)[0].n;
    } finally {
      await knex.destroy();
    }
  }

  it('a burst of holds on one replica shares transactions and decides each exactly as one at a time would: refusals only for the items over the balance, a repeated send key held once', async () => {
    const project = randomUUID();
    const other = randomUUID();
    await topUp(project, 20 * PRICE);
    await topUp(other, 5 * PRICE);
    const calls = [
      ...Array.from({ length: 30 }, (_, i) => hold(a, project, `burst-${i}`)),
      ...Array.from({ length: 4 }, () => hold(a, project, 'burst-dup')),
      ...Array.from({ length: 5 }, (_, i) => hold(a, other, `o-${i}`)),
      hold(a, other, 'o-free', { category: 'utility', window: 'open' }),
    ];
    const results = await Promise.allSettled(calls);
    const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as DomainError] : []));
    // 20 send keys of the project fit in its credits (a repeated key counts once); the other project's 5 paid + 1 free all fit.
    for (const err of refused) expect(httpErrorBody(err)).toMatchObject({ code: 'insufficient_credits' });
    const granted = new Set(ok.filter((r) => r.hold!.send_key.startsWith('burst-')).map((r) => r.hold!.send_key));
    expect(granted.size).toBe(20);
    expect(refused).toHaveLength(34 - ok.filter((r) => r.hold!.send_key.startsWith('burst-')).length);
    const dup = ok.filter((r) => r.hold!.send_key === 'burst-dup');
    if (dup.length > 0) {
      // Granted: once, the other three calls answered with the same hold.
      expect(dup).toHaveLength(4);
      expect(new Set(dup.map((r) => r.hold!.id)).size).toBe(1);
      expect(dup.filter((r) => !r.replayed)).toHaveLength(1);
    }
    expect(ok.filter((r) => r.hold!.send_key.startsWith('o-'))).toHaveLength(6);
    expect(await balance(project)).toMatchObject({ held_micros: String(20 * PRICE), available_micros: '0' });
    expect(await balance(other)).toMatchObject({ held_micros: String(5 * PRICE), available_micros: '0' });
    // The holds made are exactly those answered as made, and fewer transactions than holds wrote them.
    const made = ok.filter((r) => !r.replayed);
    expect(made).toHaveLength(20 + 6);
    expect(await holdTransactions(project)).toBeLessThan(20);
    // Every answer's balance is consistent with its own decision: never more held than the balance.
    for (const r of ok) expect(BigInt(r.balance!.available_micros)).toBeGreaterThanOrEqual(0n);
  }, 30_000);

  it('a burst of confirmations: two send keys with one message id in the same burst confirm one of them only, the others of the burst are confirmed', async () => {
    const project = randomUUID();
    await topUp(project, 13 * PRICE);
    await Promise.all(Array.from({ length: 13 }, (_, i) => hold(a, project, `c-${i}`)));
    // c-12's pricing is recorded before its confirmation: it settles inside the burst.
    await messagePriced(project, 'wamid.burst.12');
    await waitFor(async () => (await a.call('GetAccountUsage', { project_id: project, waba_id: '100' })).usage!.entries.length > 0);
    const confirm = (key: string, messageId: string) => a.call('ConfirmCreditHold', { project_id: project, send_key: key, message_id: messageId });
    const results = await Promise.allSettled([
      ...Array.from({ length: 10 }, (_, i) => confirm(`c-${i}`, `wamid.burst.${i}`)),
      confirm('c-10', 'wamid.burst.shared'),
      confirm('c-11', 'wamid.burst.shared'),
      // The same confirmation repeated in the burst answers the same hold.
      confirm('c-0', 'wamid.burst.0'),
      // Unknown send key: only that item fails.
      confirm('c-unknown', 'wamid.burst.x'),
      confirm('c-12', 'wamid.burst.12'),
    ]);
    const value = (i: number) => (results[i] as PromiseFulfilledResult<Awaited<ReturnType<typeof confirm>>>).value;
    for (let i = 0; i < 10; i++) expect(value(i).hold).toMatchObject({ status: 'sent', message_id: `wamid.burst.${i}` });
    const shared = results.slice(10, 12);
    expect(shared.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = shared.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as { reason?: string }).reason).toBe('CREDIT_HOLD_MESSAGE_TAKEN');
    expect(value(12).hold).toMatchObject({ status: 'sent', message_id: 'wamid.burst.0' });
    expect(((results[13] as PromiseRejectedResult).reason as { reason?: string }).reason).toBe('CREDIT_HOLD_NOT_FOUND');
    expect(value(14).hold).toMatchObject({ status: 'settled', outcome: 'priced', charged_micros: String(PRICE) });
    // The key that lost stays held and is releasable; only c-12 was charged.
    const loser = (results[10].status === 'rejected' ? 'c-10' : 'c-11') as string;
    expect((await a.call('ReleaseCreditHold', { project_id: project, send_key: loser })).hold).toMatchObject({ status: 'released' });
    expect(await balance(project)).toMatchObject({ balance_micros: String(12 * PRICE), held_micros: String(11 * PRICE) });
    const charges = (await a.call('ListCreditEntries', { project_id: project, limit: 10 })).entries.filter((e) => e.kind === 'charge');
    expect(charges).toMatchObject([{ message_id: 'wamid.burst.12', amount_micros: String(-PRICE), balance_after_micros: String(12 * PRICE) }]);
  }, 30_000);
});
