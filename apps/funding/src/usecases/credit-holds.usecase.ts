import { randomUUID } from 'node:crypto';
import type { funding } from '@platform/contracts';
import { GroupCommit, type ItemResult, type Trx } from '@platform/db';
import { failedPrecondition, invalidArgument, isDomainError, notFound, paymentRequired, type DomainError } from '@platform/errors';
import { DIGITS } from '../domain/funding-errors';
import { decideCharge, isTimeZone, monthIn, WINDOW_STATES, type ChargeAllowed, type ChargeDecision, type WindowState } from '../domain/charge-decision';
import { isChargeCategory, MAX_RECIPIENT_LENGTH, rateRowFor, regionOfRecipient } from '../domain/rate-card';
import { allowanceKey, holdKey, messageKey, type CreditAccountRow, type HoldRow, type NewHold, type RecordedPricing } from '../infra/db/credits.repository';
import type { StoredRateCard } from '../infra/db/rate-cards.repository';
import type { PricedUsage } from '../infra/db/usage.repository';
import { balanceToWire } from '../wire/balance.wire';
import { holdToWire } from '../wire/hold.wire';
import { publishCreditsLowIfCrossed } from '../infra/events/notices.publisher';
import { MAX_TOP_UP_MICROS } from './credit-balance.usecase';
import type { UsecaseContext } from './context';
import type { RateCardsUsecase } from './rate-cards.usecase';

/** A send key: 1-200 printable ASCII characters. */
export const SEND_KEY = /^[\x21-\x7e]{1,200}$/;
/** An upstream message id: 1-256 printable ASCII characters. */
export const MESSAGE_ID = /^[\x21-\x7e]{1,256}$/;

/** Recipients whose region a replica remembers (cleared when full). */
const REGION_CACHE_SIZE = 10_000;

/** Most holds (or confirmations) sharing one transaction (decision 0106). */
export const GROUP_COMMIT_MAX_BATCH = 64;
/** Transactions of holds (and, separately, of confirmations) running at once per replica (decision 0106). */
export const GROUP_COMMIT_IN_FLIGHT = 2;
/** What HoldCredits is asked. */
export interface HoldRequest {
  projectId: string;
  sendKey: string;
  category: string;
  window: string;
  recipient: string;
  wabaId: string;
  phoneNumberId: string;
  wabaTimeZone: string;
}

/** A hold and the balance after the call. */
export interface HoldAnswer {
  hold: funding.CreditHold;
  balance: funding.CreditBalance;
}

/**
 * Credit holds of prepaid credits (docs/decisions/0104, 0105, 0106, 0239); the balance and top-ups
 * are credit-balance.usecase.ts, the rate cards rate-cards.usecase.ts. A send holds its price (HoldCredits), is confirmed with its upstream message id or
 * released when it failed, and settles from the pricing of its status webhook (the usage consumer
 * hands each first pricing to {@link settleFromPricing}). The balance never goes negative: every
 * hold and settlement locks the project's account row and the table's check refuses an over-commit.
 */
export class CreditHoldsUsecase {
  /** Holds that arrive while earlier ones run share one transaction (decision 0106). */
  private readonly holds = new GroupCommit<HoldRequest, HoldAnswer & { replayed: boolean }>({
    runOne: (req) => this.holdOne(req),
    runBatch: (reqs) => this.holdMany(reqs),
    maxBatch: GROUP_COMMIT_MAX_BATCH,
    maxInFlight: GROUP_COMMIT_IN_FLIGHT,
  });

  /** Confirmations likewise (decision 0106). */
  private readonly confirmations = new GroupCommit<ConfirmRequest, HoldAnswer>({
    runOne: (req) => this.confirmOne(req),
    runBatch: (reqs) => this.confirmMany(reqs),
    maxBatch: GROUP_COMMIT_MAX_BATCH,
    maxInFlight: GROUP_COMMIT_IN_FLIGHT,
  });

  constructor(
    private readonly ctx: UsecaseContext,
    /** The card in effect, read through its short cache. */
    private readonly rateCards: Pick<RateCardsUsecase, 'activeCard'>,
  ) {}

  /** Regions of recent recipients (a pure function of the number or user id; parsing a number is ~5 % of a hold's CPU). */
  private readonly regions = new Map<string, string | null>();

  private regionOf(recipient: string): string | null {
    const hit = this.regions.get(recipient);
    if (hit !== undefined) return hit;
    const region = regionOfRecipient(recipient);
    if (this.regions.size >= REGION_CACHE_SIZE) this.regions.clear();
    this.regions.set(recipient, region);
    return region;
  }

  private get currency(): string {
    return this.ctx.settings.settlementCurrency;
  }

  /** HoldCredits: prices the send and holds its price, or refuses it with a 402 code. Idempotent on the send key. */
  async hold(req: HoldRequest): Promise<HoldAnswer & { replayed: boolean }> {
    if (!SEND_KEY.test(req.sendKey)) throw invalidArgument('INVALID_SEND_KEY', 'send_key must be 1 to 200 printable ASCII characters');
    if (!(WINDOW_STATES as readonly string[]).includes(req.window))
      throw invalidArgument('INVALID_WINDOW', `window must be one of ${WINDOW_STATES.join(', ')}`);
    if (!req.category) throw invalidArgument('CATEGORY_REQUIRED', 'category is required');
    if (req.wabaId && !DIGITS.test(req.wabaId)) throw invalidArgument('INVALID_WABA_ID', 'waba_id must be a digit string');
    if (req.phoneNumberId && !DIGITS.test(req.phoneNumberId)) throw invalidArgument('INVALID_PHONE_NUMBER_ID', 'phone_number_id must be a digit string');
    if (req.recipient.length > MAX_RECIPIENT_LENGTH)
      throw invalidArgument('INVALID_RECIPIENT', `recipient must be a phone number or a business-scoped user id (at most ${MAX_RECIPIENT_LENGTH} characters)`);
    return this.holds.submit(req);
  }

  /** One hold in its own transaction (a batch of one; the fallback of a batch that failed as a whole). */
  private async holdOne(req: HoldRequest): Promise<HoldAnswer & { replayed: boolean }> {
    const now = this.ctx.clock.now();
    const card = await this.rateCards.activeCard(now);
    const region = this.regionOf(req.recipient);
    const tz = isTimeZone(req.wabaTimeZone) ? req.wabaTimeZone : null;
    const month = monthIn(now, tz);
    const fast = await this.holdInOneStatement(req, card, region, tz, now);
    if (fast) return fast;
    return this.ctx.db.transaction(async (trx) => {
      const account = await this.ctx.credits.lockAccount(trx, req.projectId, this.currency, now);
      const existing = await this.ctx.credits.holdBySendKey(trx, req.projectId, req.sendKey);
      if (existing && existing.status !== 'released') {
        return { hold: holdToWire(existing), balance: balanceToWire(account, this.currency), replayed: true };
      }
      const used =
        month && card && card.serviceAllowancePerMonth > 0 && req.category === 'service' ? await this.ctx.credits.allowanceUsed(trx, req.projectId, month) : 0;
      const decision = decideHold(
        req,
        { card, region, tz, now },
        { currency: account.currency, availableMicros: account.balanceMicros - account.heldMicros, allowanceUsed: used },
      );
      if (!decision.allowed) throw this.refusal(decision.code, decision.message);
      const hold = await this.ctx.credits.putHold(trx, newHold(existing?.id ?? randomUUID(), req, region, decision), now);
      if (decision.allowanceMonth) await this.ctx.credits.addAllowance(trx, req.projectId, decision.allowanceMonth, 1);
      const after = decision.priceMicros > 0n ? await this.ctx.credits.adjust(trx, req.projectId, 0n, decision.priceMicros, now) : account;
      return { hold: holdToWire(hold), balance: balanceToWire(after, this.currency), replayed: false };
    });
  }

  /**
   * ConfirmCreditHold: the send was accepted upstream as `messageId`. The hold becomes `sent` and
   * settles from the message's pricing: now if its status webhook was already recorded, else when it
   * arrives. Repeating the call with the same message id answers the current hold.
   */
  async confirm(projectId: string, sendKey: string, messageId: string): Promise<HoldAnswer> {
    if (!SEND_KEY.test(sendKey)) throw invalidArgument('INVALID_SEND_KEY', 'send_key must be 1 to 200 printable ASCII characters');
    if (!MESSAGE_ID.test(messageId)) throw invalidArgument('INVALID_MESSAGE_ID', 'message_id must be 1 to 256 printable ASCII characters');
    return this.confirmations.submit({ projectId, sendKey, messageId });
  }

  /** One confirmation in its own transaction (a batch of one; the fallback of a batch that failed as a whole). */
  private async confirmOne(req: ConfirmRequest): Promise<HoldAnswer> {
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction((trx) => this.confirmOneIn(trx, req, now, false));
  }

  /**
   * One confirmation in `trx`. With `late`, a hold the sweeper released as `hold_expired` is
   * confirmed late ({@link confirmLate}); without, it is `CREDIT_HOLD_NOT_HELD` like any released hold.
   */
  private async confirmOneIn(trx: Trx, { projectId, sendKey, messageId }: ConfirmRequest, now: Date, late: boolean): Promise<HoldAnswer> {
    await this.ctx.credits.lockMessage(trx, projectId, messageId);
    // Not priced yet (the send path's case): one statement binds the hold; no account changes, none is locked.
    const quick = await this.ctx.credits.markSentBySendKey(trx, projectId, sendKey, messageId, now);
    if (quick) return { hold: holdToWire(quick.hold), balance: balanceToWire(quick.account, this.currency) };
    const account = await this.ctx.credits.lockAccount(trx, projectId, this.currency, now);
    const hold = await this.ctx.credits.holdBySendKey(trx, projectId, sendKey);
    if (!hold) throw holdNotFound();
    if (late && isExpired(hold)) return this.confirmLate(trx, hold, account, messageId, now);
    if (hold.status !== 'held') {
      if (hold.messageId === messageId) return { hold: holdToWire(hold), balance: balanceToWire(account, this.currency) };
      throw notHeld(hold.status, 'confirmed');
    }
    // Bound to the message id unless another send key already is (one statement: check and update).
    const sent = await this.ctx.credits.markSentUnlessTaken(trx, projectId, hold.id, messageId, now);
    if (!sent) throw messageTaken();
    const pricing = await this.ctx.credits.recordedPricing(trx, projectId, messageId);
    if (!pricing) return { hold: holdToWire(sent), balance: balanceToWire(account, this.currency) };
    return this.settle(trx, sent, pricing, now);
  }

  /**
   * Confirmations from `messaging_proxy_sends.accepted` (decision 0239), in the consumer's
   * transaction (they commit with its processed_events rows): the sends' holds go through the
   * confirmation path of ConfirmCreditHold, all of them in that one transaction (0106). The send
   * happened, so no state of a hold fails the event:
   * - held → `sent`, bound to the message id; settled at once when its pricing is already recorded;
   * - already `sent` or `settled` with that message id (a repeated event) → nothing;
   * - no hold of the send key → nothing (warn);
   * - released by the sweeper (`hold_expired`: the event lagged past the hold's lifetime) → confirmed
   *   late ({@link confirmLate}). In a batch of several this throws {@link LateConfirmation} (nothing of
   *   the batch committed): the consumer then applies each event alone, where the late one takes the
   *   account lock in the usual order (message → account → hold);
   * - anything else (released as send_failed, bound to another message id, the message id bound to
   *   another send key) → nothing (error: the ledger and the send disagree).
   * Database failures throw (the events are redelivered).
   */
  async confirmAccepted(trx: Trx, sends: AcceptedSend[]): Promise<void> {
    if (sends.length === 0) return;
    const now = this.ctx.clock.now();
    if (sends.length === 1) {
      const [send] = sends;
      try {
        await this.confirmOneIn(trx, send, now, true);
      } catch (err) {
        if (!isDomainError(err)) throw err;
        this.logUnconfirmed(send, err);
      }
      return;
    }
    const results = await this.confirmManyIn(trx, sends, now, true);
    results.forEach((r, i) => {
      if (!r.ok) {
        if (!isDomainError(r.error)) throw r.error;
        this.logUnconfirmed(sends[i], r.error);
      }
    });
  }

  /** Logs an accepted send whose hold could not be confirmed (the event is acknowledged all the same). */
  private logUnconfirmed(send: AcceptedSend, err: DomainError): void {
    const fields = { project_id: send.projectId, send_key: send.sendKey, message_id: send.messageId, event_id: send.eventId, reason: err.reason };
    if (err.reason === 'CREDIT_HOLD_NOT_FOUND') this.ctx.logger.warn(fields, 'send accepted: no credit hold of its send key; nothing confirmed');
    else this.ctx.logger.error({ ...fields, error: err.publicMessage }, 'send accepted: its credit hold cannot be confirmed; nothing charged');
  }

  /**
   * A send accepted upstream whose hold the sweeper had already released as `hold_expired` (its
   * `send.accepted` event lagged beyond FUNDING_CREDIT_HOLD_TTL_MS; decision 0239). The send did
   * happen, so it is charged when it can be: when the available credits cover the hold's price, the
   * hold becomes `sent` again, bound to the message id, its price held again (and its free service
   * message counted again), and it settles like any sent hold (at once when its pricing is already
   * recorded). Otherwise it is bound to the message id and ended `settled` with nothing charged,
   * outcome `unbilled_late_confirmation` (logged at error): the balance never goes negative. The
   * caller holds the message's advisory lock, the account row and the hold row.
   */
  private async confirmLate(trx: Trx, hold: HoldRow, account: CreditAccountRow, messageId: string, now: Date): Promise<HoldAnswer> {
    const sent = await this.ctx.credits.markSentUnlessTaken(trx, hold.projectId, hold.id, messageId, now);
    if (!sent) throw messageTaken();
    const fields = { project_id: hold.projectId, hold_id: hold.id, message_id: messageId, amount_micros: hold.amountMicros.toString() };
    if (hold.amountMicros > account.balanceMicros - account.heldMicros) {
      const unbilled = await this.ctx.credits.finishHold(trx, hold.id, 'settled', 0n, UNBILLED_LATE_CONFIRMATION, now);
      this.ctx.logger.error(fields, 'late confirmation of an expired credit hold: the credits no longer cover it; the send is not charged');
      return { hold: holdToWire(unbilled), balance: balanceToWire(account, this.currency) };
    }
    const after = hold.amountMicros > 0n ? await this.ctx.credits.adjust(trx, hold.projectId, 0n, hold.amountMicros, now) : account;
    if (hold.allowanceMonth) await this.ctx.credits.addAllowance(trx, hold.projectId, hold.allowanceMonth, 1);
    this.ctx.logger.warn(fields, 'late confirmation of an expired credit hold: held again as sent');
    const pricing = await this.ctx.credits.recordedPricing(trx, hold.projectId, messageId);
    if (!pricing) return { hold: holdToWire(sent), balance: balanceToWire(after, this.currency) };
    return this.settle(trx, sent, pricing, now);
  }

  /**
   * The common hold in one statement (decision 0106): a send whose decision does not depend on the
   * account beyond "are the credits enough" (priced or free, no free-service allowance) is decided
   * with the settlement currency as the ledger's, then held by {@link CreditsRepository.holdIfAvailable}
   * only if the account has that currency and its available credits cover the price. Anything else
   * (no account yet, too little credit, another currency, a released hold to re-hold, a race on the
   * key, a refusal) answers undefined and the full transaction decides exactly as before.
   */
  private async holdInOneStatement(
    req: HoldRequest,
    card: StoredRateCard | undefined,
    region: string | null,
    tz: string | null,
    now: Date,
  ): Promise<(HoldAnswer & { replayed: boolean }) | undefined> {
    const decision = decideHold(
      req,
      { card, region, tz, now },
      { currency: this.currency, availableMicros: MAX_TOP_UP_MICROS * MAX_TOP_UP_MICROS, allowanceUsed: 0 },
    );
    // Without an allowance month (checked here) the hold's is null.
    if (!decision.allowed || decision.allowanceMonth) return undefined;
    const r = await this.ctx.credits.holdIfAvailable(newHold(randomUUID(), req, region, decision), now).catch(() => undefined);
    return r && { hold: holdToWire(r.hold), balance: balanceToWire(r.account, this.currency), replayed: r.existing };
  }

  /**
   * Many holds in ONE transaction (group commit, decision 0106): the accounts of their projects
   * locked at once (project-id order), their send keys' holds read at once, each decided in arrival
   * order on the running available credits of its project (exactly as one transaction per hold
   * would, one after the other), the new holds inserted in one statement and each account's held
   * sum moved once. A refusal is that item's answer; the others commit.
   */
  private async holdMany(reqs: HoldRequest[]): Promise<Array<ItemResult<HoldAnswer & { replayed: boolean }>>> {
    const now = this.ctx.clock.now();
    const card = await this.rateCards.activeCard(now);
    const items = reqs.map((req) => {
      const tz = isTimeZone(req.wabaTimeZone) ? req.wabaTimeZone : null;
      return { req, key: holdKey(req.projectId, req.sendKey), region: this.regionOf(req.recipient), tz, month: monthIn(now, tz) };
    });
    return this.ctx.db.transaction(async (trx) => {
      const accounts = await this.ctx.credits.lockAccounts(
        trx,
        reqs.map((r) => r.projectId),
        this.currency,
        now,
      );
      const existing = await this.ctx.credits.holdsBySendKeys(trx, reqs);
      const allowanceWanted = card && card.serviceAllowancePerMonth > 0 ? items.filter((i) => i.month && i.req.category === 'service') : [];
      const used = await this.ctx.credits.allowancesUsed(
        trx,
        allowanceWanted.map((i) => ({ projectId: i.req.projectId, month: i.month! })),
      );
      // Running state of the batch: held sums, free messages used, holds made by earlier items.
      const held = new Map<string, bigint>();
      const heldDelta = new Map<string, bigint>();
      const allowanceDelta = new Map<string, { projectId: string; month: string; delta: number }>();
      const made = new Map<string, NewHold>();
      type Outcome = { kind: 'made'; key: string; balance: funding.CreditBalance } | { kind: 'replay'; key: string } | { kind: 'refused'; error: DomainError };
      const outcomes: Outcome[] = items.map(({ req, key, region, tz, month }) => {
        const account = accounts.get(req.projectId)!;
        const heldNow = held.get(req.projectId) ?? account.heldMicros;
        const prior = existing.get(key);
        if (made.has(key) || (prior && prior.status !== 'released')) return { kind: 'replay', key };
        const aKey = month ? allowanceKey(req.projectId, month) : '';
        const usedNow = month && allowanceWanted.length ? (used.get(aKey) ?? 0) + (allowanceDelta.get(aKey)?.delta ?? 0) : 0;
        const decision = decideHold(
          req,
          { card, region, tz, now },
          { currency: account.currency, availableMicros: account.balanceMicros - heldNow, allowanceUsed: req.category === 'service' ? usedNow : 0 },
        );
        if (!decision.allowed) return { kind: 'refused', error: this.refusal(decision.code, decision.message) };
        made.set(key, newHold(prior?.id ?? randomUUID(), req, region, decision));
        held.set(req.projectId, heldNow + decision.priceMicros);
        if (decision.priceMicros > 0n) heldDelta.set(req.projectId, (heldDelta.get(req.projectId) ?? 0n) + decision.priceMicros);
        if (decision.allowanceMonth) {
          const k = allowanceKey(req.projectId, decision.allowanceMonth);
          const d = allowanceDelta.get(k) ?? { projectId: req.projectId, month: decision.allowanceMonth, delta: 0 };
          d.delta++;
          allowanceDelta.set(k, d);
        }
        return { kind: 'made', key, balance: balanceToWire({ ...account, heldMicros: heldNow + decision.priceMicros }, this.currency) };
      });
      const stored = await this.ctx.credits.putHolds(trx, [...made.values()], now);
      if (stored.size !== made.size) throw new Error('a hold of the batch was not stored');
      await this.ctx.credits.addAllowances(trx, [...allowanceDelta.values()]);
      const after = await this.ctx.credits.addHeld(trx, heldDelta, now);
      return outcomes.map((o, i): ItemResult<HoldAnswer & { replayed: boolean }> => {
        if (o.kind === 'refused') return { ok: false, error: o.error };
        if (o.kind === 'made') return { ok: true, value: { hold: holdToWire(stored.get(o.key)!), balance: o.balance, replayed: false } };
        // A replay answers the hold as it stands after this batch, with the project's balance after it.
        const projectId = items[i].req.projectId;
        const hold = stored.get(o.key) ?? existing.get(o.key)!;
        const account = after.get(projectId) ?? accounts.get(projectId)!;
        return { ok: true, value: { hold: holdToWire(hold), balance: balanceToWire(account, this.currency), replayed: true } };
      });
    });
  }

  /**
   * Many confirmations in ONE transaction (group commit, decision 0106): the messages' advisory locks
   * (key order), their recorded pricings, the accounts of the already-priced ones (lock order message →
   * account → hold, as everywhere), the holds, then every held hold bound to its message id in one
   * statement; an already-priced one settles at once. Each item gets its own answer or error.
   */
  private async confirmMany(reqs: ConfirmRequest[]): Promise<Array<ItemResult<HoldAnswer>>> {
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction((trx) => this.confirmManyIn(trx, reqs, now, false));
  }

  /**
   * Many confirmations in `trx` (see {@link confirmMany}). With `late`, a hold the sweeper released as
   * `hold_expired` throws {@link LateConfirmation}: its late confirmation needs the account lock before
   * the hold's, so the caller runs the items again one by one ({@link confirmOneIn}).
   */
  private async confirmManyIn(trx: Trx, reqs: ConfirmRequest[], now: Date, late: boolean): Promise<Array<ItemResult<HoldAnswer>>> {
    await this.ctx.credits.lockMessages(trx, reqs);
    const pricings = await this.ctx.credits.recordedPricings(trx, reqs);
    const priced = reqs.filter((r) => pricings.has(messageKey(r.projectId, r.messageId)));
    if (priced.length > 0)
      await this.ctx.credits.lockAccounts(
        trx,
        priced.map((r) => r.projectId),
        this.currency,
        now,
      );
    const holds = await this.ctx.credits.holdsBySendKeys(trx, reqs);
    // Decide in arrival order; an item repeated in the batch sees the earlier one's outcome.
    const toMark = new Map<string, { projectId: string; id: string; messageId: string }>();
    const results: Array<ItemResult<HoldAnswer> | { pending: string }> = reqs.map((r) => {
      const key = holdKey(r.projectId, r.sendKey);
      const hold = holds.get(key);
      if (!hold) return { ok: false, error: holdNotFound() };
      if (late && isExpired(hold)) throw new LateConfirmation();
      const marking = toMark.get(key);
      if (marking) return marking.messageId === r.messageId ? { pending: key } : { ok: false, error: notHeld('sent', 'confirmed') };
      if (hold.status !== 'held') return hold.messageId === r.messageId ? { pending: key } : { ok: false, error: notHeld(hold.status, 'confirmed') };
      toMark.set(key, { projectId: r.projectId, id: hold.id, messageId: r.messageId });
      return { pending: key };
    });
    const sent = await this.ctx.credits.markSentUnlessTakenMany(trx, [...toMark.values()], now);
    const settled = new Map<string, HoldAnswer>();
    for (const [key, m] of toMark) {
      const row = sent.get(m.id);
      const pricing = pricings.get(messageKey(m.projectId, m.messageId));
      if (row && pricing) settled.set(key, await this.settle(trx, row, pricing, now));
    }
    const accounts = await this.ctx.credits.accounts(
      trx,
      reqs.map((r) => r.projectId),
    );
    return results.map((r, i): ItemResult<HoldAnswer> => {
      if (!('pending' in r)) return r;
      const req = reqs[i];
      const done = settled.get(r.pending);
      if (done) return { ok: true, value: done };
      const marking = toMark.get(r.pending);
      const hold = marking ? sent.get(marking.id) : holds.get(r.pending);
      if (!hold) return { ok: false, error: messageTaken() };
      return { ok: true, value: { hold: holdToWire(hold), balance: balanceToWire(accounts.get(req.projectId), this.currency) } };
    });
  }

  /** ReleaseCreditHold: the send failed upstream; its hold (and a free service message it used) is given back. Idempotent. */
  async release(projectId: string, sendKey: string): Promise<HoldAnswer> {
    if (!SEND_KEY.test(sendKey)) throw invalidArgument('INVALID_SEND_KEY', 'send_key must be 1 to 200 printable ASCII characters');
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      const account = await this.ctx.credits.lockAccount(trx, projectId, this.currency, now);
      const hold = await this.ctx.credits.holdBySendKey(trx, projectId, sendKey);
      if (!hold) throw holdNotFound();
      if (hold.status === 'released') return { hold: holdToWire(hold), balance: balanceToWire(account, this.currency) };
      if (hold.status !== 'held') throw failedPrecondition('CREDIT_HOLD_NOT_HELD', `The hold of this send key is ${hold.status}; it cannot be released`);
      return this.releaseHeld(trx, hold, 'send_failed', now);
    });
  }

  /**
   * Settlement from a status webhook's pricing, in the usage consumer's transaction (exactly once
   * per event). A message whose send is not confirmed yet is settled by the confirmation instead.
   */
  async settleFromPricing(trx: Trx, usage: PricedUsage): Promise<void> {
    if (usage.kind !== 'messaging') return;
    const now = this.ctx.clock.now();
    await this.ctx.credits.lockMessage(trx, usage.projectId, usage.refId);
    const found = await this.ctx.credits.holdByMessage(trx, usage.projectId, usage.refId);
    if (!found || found.status !== 'sent') return;
    await this.ctx.credits.lockAccount(trx, usage.projectId, this.currency, now);
    const hold = await this.ctx.credits.lockHold(trx, usage.projectId, found.id);
    if (!hold || hold.status !== 'sent') return;
    await this.settle(trx, hold, { billable: usage.billable, category: usage.category, pricingType: usage.pricingType }, now);
  }

  /**
   * Sweeper: releases holds neither confirmed nor released within the hold lifetime (the send path
   * died between hold and forward), and settles at the held price confirmed sends whose pricing
   * never arrived. Returns how many holds it ended.
   */
  async expireStale(limit = 100): Promise<number> {
    const now = this.ctx.clock.now();
    const { holdTtlMs, settleAfterMs } = this.ctx.settings;
    let ended = 0;
    for (const [status, age] of [
      ['held', holdTtlMs],
      ['sent', settleAfterMs],
    ] as const) {
      const stale = await this.ctx.credits.stale(status, new Date(now.getTime() - age), limit);
      for (const s of stale) {
        const done = await this.ctx.db.transaction(async (trx) => {
          await this.ctx.credits.lockAccount(trx, s.projectId, this.currency, now);
          const hold = await this.ctx.credits.lockHold(trx, s.projectId, s.id);
          if (!hold || hold.status !== status || hold.updatedAt.getTime() >= now.getTime() - age) return false;
          if (status === 'held') await this.releaseHeld(trx, hold, 'hold_expired', now);
          else await this.settle(trx, hold, null, now);
          return true;
        });
        if (done) ended++;
      }
    }
    return ended;
  }

  private refusal(code: string, message: string): DomainError {
    return paymentRequired(message, code === 'insufficient_credits' ? { code, billing_url: this.ctx.settings.billingUrl } : { code });
  }

  /**
   * Charges a sent hold: nothing when the pricing says not billable; the held price when billable
   * (or when the pricing never came); when the upstream priced it in another known category, that
   * category's price on the card version that priced the hold, never more than what was held.
   */
  private async settle(trx: Trx, hold: HoldRow, pricing: RecordedPricing | null, now: Date): Promise<HoldAnswer> {
    const billable = pricing === null || pricing.billable;
    const charged = billable ? await this.priceAtSettlement(hold, pricing) : 0n;
    const outcome = pricing === null ? 'unpriced_timeout' : billable ? 'priced' : 'not_billable';
    const after = await this.ctx.credits.adjust(trx, hold.projectId, -charged, -hold.amountMicros, now);
    if (charged > 0n) {
      await this.ctx.credits.appendEntry(trx, {
        id: randomUUID(),
        projectId: hold.projectId,
        kind: 'charge',
        amountMicros: -charged,
        balanceAfterMicros: after.balanceMicros,
        currency: hold.currency,
        holdId: hold.id,
        messageId: hold.messageId,
        category: pricing?.category ?? hold.category,
        region: hold.region,
        note: null,
        reference: null,
        createdAt: now,
      });
      const crossing = {
        projectId: hold.projectId,
        holdId: hold.id,
        currency: hold.currency,
        beforeMicros: after.balanceMicros + charged,
        afterMicros: after.balanceMicros,
      };
      await publishCreditsLowIfCrossed(trx, crossing, now);
    }
    const settled = await this.ctx.credits.finishHold(trx, hold.id, 'settled', charged, outcome, now);
    return { hold: holdToWire(settled), balance: balanceToWire(after, this.currency) };
  }

  /** What a billable hold costs given the category the upstream priced (decision 0104). */
  private async priceAtSettlement(hold: HoldRow, pricing: RecordedPricing | null): Promise<bigint> {
    const category = pricing?.category;
    if (!category || category === hold.category || !isChargeCategory(category) || hold.rateCardVersion === null) return hold.amountMicros;
    const card = await this.ctx.rateCards.version(hold.rateCardVersion);
    const price = card ? rateRowFor(card, hold.region)?.[category] : undefined;
    return price !== undefined && price < hold.amountMicros ? price : hold.amountMicros;
  }

  private async releaseHeld(trx: Trx, hold: HoldRow, outcome: 'send_failed' | 'hold_expired', now: Date): Promise<HoldAnswer> {
    const after = await this.ctx.credits.adjust(trx, hold.projectId, 0n, -hold.amountMicros, now);
    if (hold.allowanceMonth) await this.ctx.credits.addAllowance(trx, hold.projectId, hold.allowanceMonth, -1);
    const released = await this.ctx.credits.finishHold(trx, hold.id, 'released', 0n, outcome, now);
    return { hold: holdToWire(released), balance: balanceToWire(after, this.currency) };
  }
}

/** What ConfirmCreditHold is asked. */
interface ConfirmRequest {
  projectId: string;
  sendKey: string;
  messageId: string;
}

/** A send messaging-proxy reported accepted upstream (`messaging_proxy_sends.accepted`, decision 0239). */
export interface AcceptedSend extends ConfirmRequest {
  /** The event's id (for logs). */
  eventId: string;
}

/** Outcome of a hold confirmed after its expiry when the credits no longer covered it: settled, nothing charged (decision 0239). */
export const UNBILLED_LATE_CONFIRMATION = 'unbilled_late_confirmation';

/** A batch of accepted sends holds a late confirmation: run them one by one (see {@link CreditHoldsUsecase.confirmAccepted}). */
export class LateConfirmation extends Error {
  constructor() {
    super('a late confirmation of an expired hold in a batch: confirming one by one');
    this.name = 'LateConfirmation';
  }
}

/** True for a hold the sweeper released because it was never confirmed in time. */
function isExpired(hold: HoldRow): boolean {
  return hold.status === 'released' && hold.outcome === 'hold_expired';
}

function notHeld(status: string, verb: 'confirmed' | 'released'): DomainError {
  return failedPrecondition('CREDIT_HOLD_NOT_HELD', `The hold of this send key is ${status}; it cannot be ${verb}`);
}

function messageTaken(): DomainError {
  return failedPrecondition('CREDIT_HOLD_MESSAGE_TAKEN', 'Another send key is already confirmed with this message id');
}

function holdNotFound(): DomainError {
  return notFound('CREDIT_HOLD_NOT_FOUND', 'No hold exists for this send key');
}

/** What a hold's charge decision reads of the send besides the ledger. */
interface SendFacts {
  card: StoredRateCard | undefined;
  region: string | null;
  tz: string | null;
  now: Date;
}

/** The charge decision of `req` on a ledger: its currency, its available credits, the free service messages used. */
function decideHold(req: HoldRequest, at: SendFacts, ledger: { currency: string; availableMicros: bigint; allowanceUsed: number }): ChargeDecision {
  return decideCharge({
    category: req.category,
    window: req.window as WindowState,
    region: at.region,
    card: at.card ?? null,
    ledgerCurrency: ledger.currency,
    availableMicros: ledger.availableMicros,
    wabaTimeZone: at.tz,
    serviceAllowanceUsed: ledger.allowanceUsed,
    now: at.now,
  });
}

/** The hold an allowed decision makes for `req`. */
function newHold(id: string, req: HoldRequest, region: string | null, decision: ChargeAllowed): NewHold {
  return {
    id,
    projectId: req.projectId,
    sendKey: req.sendKey,
    category: decision.category,
    window: req.window,
    region,
    pricingType: decision.pricingType,
    rateCardVersion: decision.rateCardVersion,
    amountMicros: decision.priceMicros,
    currency: decision.currency,
    allowanceMonth: decision.allowanceMonth,
    wabaId: req.wabaId || null,
    phoneNumberId: req.phoneNumberId || null,
  };
}
