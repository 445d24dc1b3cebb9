/**
 * Prices of upstream-priced messages and calls. The upstream's status webhooks carry the pricing
 * category and whether the message is billable, not an amount, so the amount comes from the
 * platform's price list (`UPSTREAM_PRICE_LIST`; events in docs/decisions/0203-messaging-proxy-events-and-webhooks.md). Amounts are integer micros.
 */

/** A price list: per-category message prices and a per-minute call price, in micros of `currency`. */
export interface PriceList {
  currency: string;
  categories: Record<string, number>;
  call_per_minute_micros: number;
}

/** Default list (USD, the upstream's public North America rates, rounded). */
export const DEFAULT_PRICE_LIST: PriceList = {
  currency: 'USD',
  categories: {
    marketing: 25_000,
    marketing_lite: 25_000,
    utility: 4_000,
    authentication: 4_000,
    'authentication-international': 40_000,
    service: 0,
    referral_conversion: 0,
  },
  call_per_minute_micros: 10_000,
};

/** Parses UPSTREAM_PRICE_LIST (JSON); the default when unset. Throws on a malformed list. */
export function parsePriceList(json: string | undefined): PriceList {
  if (!json) return DEFAULT_PRICE_LIST;
  const v = JSON.parse(json) as Partial<PriceList>;
  if (typeof v.currency !== 'string' || !/^[A-Z]{3}$/.test(v.currency)) throw new Error('UPSTREAM_PRICE_LIST.currency must be an ISO 4217 code');
  const categories = v.categories ?? {};
  for (const [k, n] of Object.entries(categories))
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`UPSTREAM_PRICE_LIST.categories.${k} must be a non-negative integer`);
  const perMinute = v.call_per_minute_micros ?? 0;
  if (!Number.isSafeInteger(perMinute) || perMinute < 0) throw new Error('UPSTREAM_PRICE_LIST.call_per_minute_micros must be a non-negative integer');
  return { currency: v.currency, categories, call_per_minute_micros: perMinute };
}

/** Price of one message: 0 unless billable; unknown categories cost 0 (and are logged by the caller). */
export function messagePriceMicros(list: PriceList, category: string, billable: boolean): number {
  if (!billable) return 0;
  return list.categories[category] ?? 0;
}

/** Price of a call: started minutes × per-minute price, 0 unless billable. */
export function callPriceMicros(list: PriceList, durationSeconds: number, billable: boolean): number {
  if (!billable || durationSeconds <= 0) return 0;
  return Math.ceil(durationSeconds / 60) * list.call_per_minute_micros;
}
