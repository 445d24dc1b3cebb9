/**
 * The rate card: the price of one message per recipient country × pricing category, in micros of
 * the card's currency, versioned (docs/decisions/0104-credits-ledger-and-rate-card.md). Pure: parsing,
 * validation and look-ups; loading and storing are the use case's and the repository's.
 */
import { getSupportedRegionCodes, parsePhoneNumber } from 'awesome-phonenumber';
import { LRUCache } from 'lru-cache';

/** Pricing categories of a send (spec 7.4; Meta's template categories plus `service`). */
export const CHARGE_CATEGORIES = ['marketing', 'utility', 'authentication', 'service'] as const;
/** A pricing category of a send. */
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

/** True when `v` is a pricing category. */
export function isChargeCategory(v: string): v is ChargeCategory {
  return (CHARGE_CATEGORIES as readonly string[]).includes(v);
}

/** Key of the row that prices every country the card does not list. */
export const DEFAULT_REGION = '*';

/** One row of a card: a price per category in micros; an absent category has no price in that region. */
export type RateRow = Partial<Record<ChargeCategory, bigint>>;

/** A rate card as loaded (before it gets its version number). */
export interface RateCardInput {
  /** ISO 4217 currency of every price on the card. */
  currency: string;
  /** When the card starts pricing sends; a card loaded without one is effective at once. */
  effectiveFrom: Date | null;
  /** Free service messages per project and calendar month (in the business account's time zone); 0 = none. */
  serviceAllowancePerMonth: number;
  /** Rows per ISO 3166-1 alpha-2 country code, plus optionally `*`. */
  rates: Record<string, RateRow>;
}

/** A stored rate card version. */
export interface RateCard extends RateCardInput {
  version: number;
  loadedAt: Date;
}

/** A card that failed validation, with every problem found. */
export class RateCardError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid rate card: ${problems.join('; ')}`);
    this.name = 'RateCardError';
  }
}

const COUNTRY = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const DECIMAL = /^\d{1,9}(\.\d{1,6})?$/;
/** Most rows one card may have (every country once, plus the default). */
export const MAX_RATE_ROWS = 300;
/** Highest price of one message: 1,000 currency units. */
export const MAX_RATE_MICROS = 1_000_000_000n;

/** A decimal amount of currency units (`"0.0625"`, up to 6 decimals) as integer micros; null when malformed. */
export function decimalToMicros(v: string): bigint | null {
  if (!DECIMAL.test(v)) return null;
  const [whole, frac = ''] = v.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(frac.padEnd(6, '0'));
}

/** Integer micros as a decimal amount of currency units, without trailing zeros beyond two decimals. */
export function microsToDecimal(micros: bigint): string {
  const neg = micros < 0n;
  const abs = neg ? -micros : micros;
  const whole = abs / 1_000_000n;
  let frac = (abs % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  if (frac.length < 2) frac = frac.padEnd(2, '0');
  return `${neg ? '-' : ''}${whole}.${frac}`;
}

/**
 * Validates a card given as JSON (the admin CLI's file or argument, FUNDING_RATE_CARD_FILE):
 * `{ currency, effective_from?, service_allowance_per_month?, rates: { BR: { marketing: "0.0625", ... }, "*": {...} } }`.
 * Prices are decimal strings of currency units (or numbers), at most 6 decimals. Throws
 * {@link RateCardError} listing every problem.
 */
export function parseRateCard(value: unknown): RateCardInput {
  const problems: string[] = [];
  const v = (value ?? {}) as Record<string, unknown>;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RateCardError(['the card must be a JSON object']);
  const known = new Set(['currency', 'effective_from', 'service_allowance_per_month', 'rates']);
  for (const k of Object.keys(v)) if (!known.has(k)) problems.push(`unknown field "${k}"`);
  const currency = typeof v.currency === 'string' ? v.currency : '';
  if (!CURRENCY.test(currency)) problems.push('currency must be an ISO 4217 code such as USD');
  let effectiveFrom: Date | null = null;
  if (v.effective_from !== undefined && v.effective_from !== null) {
    const d = typeof v.effective_from === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v.effective_from) ? new Date(v.effective_from) : null;
    if (!d || Number.isNaN(d.getTime())) problems.push('effective_from must be an ISO 8601 date-time');
    else effectiveFrom = d;
  }
  const allowance = v.service_allowance_per_month ?? 0;
  if (typeof allowance !== 'number' || !Number.isInteger(allowance) || allowance < 0 || allowance > 1_000_000)
    problems.push('service_allowance_per_month must be an integer from 0 to 1000000');
  const rates: Record<string, RateRow> = {};
  const rawRates = v.rates;
  if (typeof rawRates !== 'object' || rawRates === null || Array.isArray(rawRates)) problems.push('rates must be an object of rows per country');
  else {
    const entries = Object.entries(rawRates as Record<string, unknown>);
    if (entries.length === 0) problems.push('rates must have at least one row');
    if (entries.length > MAX_RATE_ROWS) problems.push(`rates may have at most ${MAX_RATE_ROWS} rows`);
    for (const [region, rawRow] of entries.slice(0, MAX_RATE_ROWS)) {
      if (region !== DEFAULT_REGION && !COUNTRY.test(region)) {
        problems.push(`row "${region}": the key must be an ISO 3166-1 alpha-2 code (upper case) or "*"`);
        continue;
      }
      if (typeof rawRow !== 'object' || rawRow === null || Array.isArray(rawRow)) {
        problems.push(`row "${region}" must be an object of prices per category`);
        continue;
      }
      const row: RateRow = {};
      for (const [cat, price] of Object.entries(rawRow as Record<string, unknown>)) {
        if (!isChargeCategory(cat)) {
          problems.push(`row "${region}": unknown category "${cat}" (one of ${CHARGE_CATEGORIES.join(', ')})`);
          continue;
        }
        const micros =
          typeof price === 'string' ? decimalToMicros(price) : typeof price === 'number' && Number.isFinite(price) ? decimalToMicros(String(price)) : null;
        if (micros === null || micros > MAX_RATE_MICROS) {
          problems.push(`row "${region}": ${cat} must be a decimal price from 0 to ${MAX_RATE_MICROS / 1_000_000n} with at most 6 decimals`);
          continue;
        }
        row[cat] = micros;
      }
      rates[region] = row;
    }
  }
  if (problems.length) throw new RateCardError(problems);
  return { currency, effectiveFrom, serviceAllowancePerMonth: allowance as number, rates };
}

/** The card as JSON (prices as decimal strings), the inverse of {@link parseRateCard}. */
export function rateCardToJson(card: RateCardInput): Record<string, unknown> {
  return {
    currency: card.currency,
    effective_from: card.effectiveFrom?.toISOString() ?? null,
    service_allowance_per_month: card.serviceAllowancePerMonth,
    rates: Object.fromEntries(
      Object.entries(card.rates).map(([region, row]) => [region, Object.fromEntries(Object.entries(row).map(([c, m]) => [c, microsToDecimal(m as bigint)]))]),
    ),
  };
}

/** The card pricing sends at `now`: the highest version already effective; null when none is. */
export function activeRateCard(cards: readonly RateCard[], now: Date): RateCard | null {
  let best: RateCard | null = null;
  for (const c of cards) {
    if (c.effectiveFrom && c.effectiveFrom.getTime() > now.getTime()) continue;
    if (!best || c.version > best.version) best = c;
  }
  return best;
}

/** The row pricing a region: its own, else the default row; null when neither exists or the region is unknown. */
export function rateRowFor(card: RateCardInput, region: string | null): RateRow | null {
  if (!region) return null;
  return card.rates[region] ?? card.rates[DEFAULT_REGION] ?? null;
}

/**
 * The recipient's region: the ISO 3166-1 alpha-2 country of a phone number (digits, `+` optional),
 * from its country calling code and national number (a shared calling code such as +1 is told apart
 * by the number's area code). Null when the number has no known country (too short, unassigned
 * codes, non-geographic numbers such as +800).
 */
export function regionOfPhoneNumber(phone: string): string | null {
  const digits = phone.replace(/^\+/, '');
  if (!/^\d{4,17}$/.test(digits)) return null;
  const known = REGIONS.get(digits);
  if (known !== undefined) return known || null;
  const region = parsePhoneNumber(`+${digits}`).regionCode;
  const found = region && COUNTRY.test(region) ? region : null;
  REGIONS.set(digits, found ?? '');
  return found;
}

/**
 * Regions of recently priced numbers ('' = none): libphonenumber's parse is a tenth of funding's CPU per
 * hold (bench/README.md, send path), and a business sends to the same customers again and again. The
 * answer depends on the digits alone, so it never goes stale; bounded by count.
 */
const REGIONS = new LRUCache<string, string>({ max: 20_000 });

/** Countries libphonenumber knows (ISO 3166-1 alpha-2), the only ones a business-scoped user id can name. */
const KNOWN_COUNTRIES: ReadonlySet<string> = new Set(getSupportedRegionCodes().filter((c) => COUNTRY.test(c)));

/**
 * A business-scoped user id (reference 2.8): the user's ISO 3166-1 alpha-2 country, `.`, then the id
 * (`US.13491208655302741918`; a parent id adds a segment, `US.ENT.11815799212886844830`). The
 * country is read case-insensitively; the rest is letters and digits, segments split by dots.
 */
const BUSINESS_SCOPED_USER_ID = /^([A-Za-z]{2})\.[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*$/;

/** Longest recipient HoldCredits reads: a business-scoped user id (up to 128 characters after the country, a parent id more). */
export const MAX_RECIPIENT_LENGTH = 256;

/**
 * The country a business-scoped user id names (its `CC.` prefix, decision 0241); null when the value
 * is not such an id or names no country libphonenumber knows (so an invented prefix is not priced by
 * the `*` row).
 */
export function regionOfBusinessScopedUserId(id: string): string | null {
  if (id.length > MAX_RECIPIENT_LENGTH) return null;
  const m = BUSINESS_SCOPED_USER_ID.exec(id);
  if (!m) return null;
  const country = m[1].toUpperCase();
  return KNOWN_COUNTRIES.has(country) ? country : null;
}

/**
 * The region of a send's recipient (decisions 0104, 0241): the country of a phone number, else the
 * country prefix of a business-scoped user id; null when neither tells one.
 */
export function regionOfRecipient(recipient: string): string | null {
  return regionOfPhoneNumber(recipient) ?? regionOfBusinessScopedUserId(recipient);
}
