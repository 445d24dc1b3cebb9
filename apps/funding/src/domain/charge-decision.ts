/**
 * The pricing and charging decision of one send (spec 7.4; docs/decisions/0105-send-charge-refusals.md):
 * from the message's category, the customer-service window, the recipient's region, the active rate
 * card and the project's available credits, either the price to hold or the 402 code that refuses
 * the send. Pure: no I/O, time passed in.
 */
import { isChargeCategory, rateRowFor, type ChargeCategory, type RateCard } from './rate-card';

/** State of the customer-service window of the conversation a send belongs to. */
export const WINDOW_STATES = ['open', 'closed', 'free_entry_point'] as const;
/** `open`: the customer wrote within 24 h; `free_entry_point`: a free entry-point window (72 h) is open; `closed` otherwise or unknown. */
export type WindowState = (typeof WINDOW_STATES)[number];

/** The 402 codes of spec 7.4; `insufficient_credits` is the only one that carries `billing_url`. */
export const REFUSAL_CODES = [
  'insufficient_credits',
  'service_credits_exhausted',
  'service_catalog_missing',
  'service_region_missing',
  'service_rate_unprepared',
  'service_rate_mismatch',
  'waba_timezone_missing',
  'pricing_missing',
] as const;
/** A 402 code of a refused send. */
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Public message of each refusal (the body's `error`); the code is the machine-readable part. */
export const REFUSAL_MESSAGES: Readonly<Record<RefusalCode, string>> = {
  insufficient_credits: "The project's prepaid credits are too low for this message; top up to send it",
  service_credits_exhausted: "This month's free service messages are used up and the project's prepaid credits are too low for a service message",
  service_catalog_missing: 'No rate card is in effect, so service messages cannot be priced',
  service_region_missing: "The rate card has no row for the recipient's country (and no default row), or the recipient's country is unknown",
  service_rate_unprepared: "The rate card row for the recipient's country has no service price",
  service_rate_mismatch: "The rate card's currency differs from the currency of the project's credits",
  waba_timezone_missing: "The business account's time zone is unknown, so the month of its free service messages cannot be told",
  pricing_missing: 'This message cannot be priced: no rate card in effect, no price for its category in the recipient country, or an unknown category',
};

/** How an allowed send is paid for. */
export type PricingType = 'regular' | 'free_entry_point' | 'free_customer_service' | 'service_allowance';

/** Everything the decision depends on. */
export interface ChargeInput {
  /** The send's category (anything else than the four known ones cannot be priced). */
  category: string;
  window: WindowState;
  /** ISO 3166-1 alpha-2 country of the recipient; null when unknown. */
  region: string | null;
  /** The rate card in effect; null when none is. */
  card: RateCard | null;
  /** Currency of the project's credits. */
  ledgerCurrency: string;
  /** Balance minus active holds, in micros of the ledger currency. */
  availableMicros: bigint;
  /** IANA time zone of the business account; null when unknown. */
  wabaTimeZone: string | null;
  /** Free service messages already used in the allowance month of `now` in `wabaTimeZone`. */
  serviceAllowanceUsed: number;
  now: Date;
}

/** An allowed send: what to hold. */
export interface ChargeAllowed {
  allowed: true;
  category: ChargeCategory;
  priceMicros: bigint;
  currency: string;
  pricingType: PricingType;
  /** Version of the card that priced it; null for sends that are free whatever the card. */
  rateCardVersion: number | null;
  /** `YYYY-MM` of the free service message used (pricingType service_allowance); null otherwise. */
  allowanceMonth: string | null;
}

/** A refused send: a 402 code and its message. */
export interface ChargeRefused {
  allowed: false;
  code: RefusalCode;
  message: string;
}

/** The decision. */
export type ChargeDecision = ChargeAllowed | ChargeRefused;

const refuse = (code: RefusalCode): ChargeRefused => ({ allowed: false, code, message: REFUSAL_MESSAGES[code] });

/** True when `tz` is an IANA time zone this runtime knows. */
export function isTimeZone(tz: string | null | undefined): tz is string {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Calendar month (`YYYY-MM`) of `now` in the time zone `tz`; null when `tz` is not a known time zone. */
export function monthIn(now: Date, tz: string | null): string | null {
  if (!isTimeZone(tz)) return null;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const y = parts.find((p) => p.type === 'year')?.value;
  const m = parts.find((p) => p.type === 'month')?.value;
  return y && m ? `${y}-${m}` : null;
}

/**
 * Decides one send, in this order:
 * 1. unknown category → `pricing_missing`;
 * 2. free whatever the card: any category in a free entry-point window; a utility template in an open window;
 * 3. service (non-template) messages: no card → `service_catalog_missing`; when the card grants free service
 *    messages per month: unknown time zone → `waba_timezone_missing`, one left this month → free; then card
 *    currency ≠ credits currency → `service_rate_mismatch`; no row for the region → `service_region_missing`;
 *    no service price in the row → `service_rate_unprepared`; price above the available credits →
 *    `service_credits_exhausted`;
 * 4. templates: no card, other currency, no row or no price for the category → `pricing_missing`; price
 *    above the available credits → `insufficient_credits`;
 * 5. otherwise allowed at the card's price (which may be 0).
 */
export function decideCharge(input: ChargeInput): ChargeDecision {
  const { category, window, card } = input;
  if (!isChargeCategory(category)) return refuse('pricing_missing');
  const free = (pricingType: PricingType): ChargeAllowed => ({
    allowed: true,
    category,
    priceMicros: 0n,
    currency: input.ledgerCurrency,
    pricingType,
    rateCardVersion: null,
    allowanceMonth: null,
  });
  if (window === 'free_entry_point') return free('free_entry_point');
  if (category === 'utility' && window === 'open') return free('free_customer_service');

  if (category === 'service') {
    if (!card) return refuse('service_catalog_missing');
    if (card.serviceAllowancePerMonth > 0) {
      const month = monthIn(input.now, input.wabaTimeZone);
      if (!month) return refuse('waba_timezone_missing');
      if (input.serviceAllowanceUsed < card.serviceAllowancePerMonth) {
        return { ...free('service_allowance'), rateCardVersion: card.version, allowanceMonth: month };
      }
    }
    if (card.currency !== input.ledgerCurrency) return refuse('service_rate_mismatch');
    const row = rateRowFor(card, input.region);
    if (!row) return refuse('service_region_missing');
    const price = row.service;
    if (price === undefined) return refuse('service_rate_unprepared');
    if (price > input.availableMicros) return refuse('service_credits_exhausted');
    return {
      allowed: true,
      category,
      priceMicros: price,
      currency: card.currency,
      pricingType: 'regular',
      rateCardVersion: card.version,
      allowanceMonth: null,
    };
  }

  if (!card || card.currency !== input.ledgerCurrency) return refuse('pricing_missing');
  const price = rateRowFor(card, input.region)?.[category];
  if (price === undefined) return refuse('pricing_missing');
  if (price > input.availableMicros) return refuse('insufficient_credits');
  return { allowed: true, category, priceMicros: price, currency: card.currency, pricingType: 'regular', rateCardVersion: card.version, allowanceMonth: null };
}
