import { describe, expect, it } from 'vitest';
import { decideCharge, monthIn, REFUSAL_CODES, type ChargeInput } from './charge-decision';
import {
  activeRateCard,
  decimalToMicros,
  microsToDecimal,
  parseRateCard,
  RateCardError,
  rateCardToJson,
  regionOfBusinessScopedUserId,
  regionOfPhoneNumber,
  regionOfRecipient,
  type RateCard,
} from './rate-card';

const now = new Date('2026-07-31T23:30:00.000Z');
const card = (over: Partial<RateCard> = {}): RateCard => ({
  version: 3,
  loadedAt: now,
  currency: 'USD',
  effectiveFrom: null,
  serviceAllowancePerMonth: 0,
  rates: {
    BR: { marketing: 62_500n, utility: 8_000n, authentication: 3_150n, service: 1_000n },
    US: { marketing: 25_000n, utility: 4_000n },
    '*': { marketing: 50_000n, utility: 10_000n, authentication: 20_000n },
  },
  ...over,
});
const input = (over: Partial<ChargeInput> = {}): ChargeInput => ({
  category: 'marketing',
  window: 'closed',
  region: 'BR',
  card: card(),
  ledgerCurrency: 'USD',
  availableMicros: 1_000_000n,
  wabaTimeZone: 'America/Sao_Paulo',
  serviceAllowanceUsed: 0,
  now,
  ...over,
});
const code = (over: Partial<ChargeInput>) => {
  const d = decideCharge(input(over));
  return d.allowed ? 'allowed' : d.code;
};

describe('decideCharge: templates', () => {
  it('prices a template by region and category at the card version', () => {
    expect(decideCharge(input())).toEqual({
      allowed: true,
      category: 'marketing',
      priceMicros: 62_500n,
      currency: 'USD',
      pricingType: 'regular',
      rateCardVersion: 3,
      allowanceMonth: null,
    });
  });
  it('uses the default row for an unlisted country, never for an unknown one', () => {
    const d = decideCharge(input({ region: 'DE', category: 'authentication' }));
    expect(d.allowed && d.priceMicros).toBe(20_000n);
    expect(code({ region: null })).toBe('pricing_missing');
  });
  it('exactly the price available is enough; one micro less is insufficient_credits', () => {
    expect(code({ availableMicros: 62_500n })).toBe('allowed');
    expect(code({ availableMicros: 62_499n })).toBe('insufficient_credits');
    expect(code({ availableMicros: 0n })).toBe('insufficient_credits');
  });
  it('pricing_missing: no card, other currency, no price for the category in the row, unknown category', () => {
    expect(code({ card: null })).toBe('pricing_missing');
    expect(code({ card: card({ currency: 'EUR' }) })).toBe('pricing_missing');
    expect(code({ region: 'US', category: 'authentication' })).toBe('pricing_missing');
    expect(code({ category: 'marketing_lite' })).toBe('pricing_missing');
    expect(code({ card: card({ rates: { BR: { marketing: 1n } } }), region: 'DE' })).toBe('pricing_missing');
  });
  it('a utility template in an open window and anything in a free entry-point window are free, even without a card or credits', () => {
    for (const over of [
      { category: 'utility', window: 'open' as const },
      { category: 'marketing', window: 'free_entry_point' as const },
      { category: 'service', window: 'free_entry_point' as const },
    ]) {
      const d = decideCharge(input({ ...over, card: null, availableMicros: 0n }));
      expect(d.allowed && d.priceMicros).toBe(0n);
    }
    expect(decideCharge(input({ category: 'utility', window: 'open' }))).toMatchObject({ pricingType: 'free_customer_service' });
    // Marketing and authentication in an open window are charged.
    expect(code({ window: 'open', availableMicros: 0n })).toBe('insufficient_credits');
  });
  it('a zero price is allowed with no credits', () => {
    expect(code({ card: card({ rates: { BR: { marketing: 0n } } }), availableMicros: 0n })).toBe('allowed');
  });
});

describe('decideCharge: service messages', () => {
  const svc = (over: Partial<ChargeInput> = {}) => code({ category: 'service', window: 'open', ...over });
  it('charges the service price of the row', () => {
    expect(decideCharge(input({ category: 'service', window: 'open' }))).toMatchObject({ allowed: true, priceMicros: 1_000n, pricingType: 'regular' });
  });
  it('each refusal code, one condition at a time', () => {
    expect(svc({ card: null })).toBe('service_catalog_missing');
    expect(svc({ card: card({ currency: 'EUR' }) })).toBe('service_rate_mismatch');
    expect(svc({ region: null })).toBe('service_region_missing');
    expect(svc({ card: card({ rates: { BR: { service: 1n } } }), region: 'US' })).toBe('service_region_missing');
    expect(svc({ region: 'US' })).toBe('service_rate_unprepared');
    expect(svc({ availableMicros: 999n })).toBe('service_credits_exhausted');
    expect(svc({ card: card({ serviceAllowancePerMonth: 5 }), wabaTimeZone: null })).toBe('waba_timezone_missing');
    expect(svc({ card: card({ serviceAllowancePerMonth: 5 }), wabaTimeZone: 'Mars/Olympus' })).toBe('waba_timezone_missing');
  });
  it('the monthly allowance pays first, in the month of the business account time zone', () => {
    const d = decideCharge(input({ category: 'service', card: card({ serviceAllowancePerMonth: 2 }), serviceAllowanceUsed: 1, availableMicros: 0n }));
    // 23:30 UTC on July 31 is already August 1 in Tokyo, still July 31 in São Paulo.
    expect(d).toMatchObject({ allowed: true, priceMicros: 0n, pricingType: 'service_allowance', allowanceMonth: '2026-07', rateCardVersion: 3 });
    const tokyo = decideCharge(input({ category: 'service', card: card({ serviceAllowancePerMonth: 2 }), wabaTimeZone: 'Asia/Tokyo' }));
    expect(tokyo).toMatchObject({ allowanceMonth: '2026-08' });
    // Used up: the service price applies, and the balance must cover it.
    expect(svc({ card: card({ serviceAllowancePerMonth: 2 }), serviceAllowanceUsed: 2, availableMicros: 0n })).toBe('service_credits_exhausted');
    expect(svc({ card: card({ serviceAllowancePerMonth: 2 }), serviceAllowanceUsed: 2 })).toBe('allowed');
    // No allowance on the card: the time zone is not needed.
    expect(svc({ wabaTimeZone: null })).toBe('allowed');
  });
  it('only insufficient_credits is a template refusal on balance; every code is reachable', () => {
    const seen = new Set<string>();
    const cases: Partial<ChargeInput>[] = [
      { availableMicros: 0n },
      { category: 'service', availableMicros: 0n },
      { category: 'service', card: null },
      { category: 'service', region: null },
      { category: 'service', region: 'US' },
      { category: 'service', card: card({ currency: 'EUR' }) },
      { category: 'service', card: card({ serviceAllowancePerMonth: 1 }), wabaTimeZone: null },
      { card: null },
    ];
    for (const c of cases) seen.add(code(c));
    expect([...seen].sort()).toEqual([...REFUSAL_CODES].sort());
  });
});

describe('rate card', () => {
  it('parses decimal prices into micros and back', () => {
    const c = parseRateCard({ currency: 'USD', rates: { BR: { marketing: '0.0625', utility: 0.008 }, '*': { service: '0' } } });
    expect(c.rates.BR).toEqual({ marketing: 62_500n, utility: 8_000n });
    expect(c.rates['*']).toEqual({ service: 0n });
    expect(rateCardToJson(c)).toEqual({
      currency: 'USD',
      effective_from: null,
      service_allowance_per_month: 0,
      rates: { BR: { marketing: '0.0625', utility: '0.008' }, '*': { service: '0.00' } },
    });
  });
  it('lists every problem of an invalid card', () => {
    try {
      parseRateCard({ currency: 'usd', rates: { br: {}, FR: { marketing: '-1', promo: '1' }, DE: { utility: '0.1234567' } }, extra: 1 });
      expect.fail('should throw');
    } catch (e) {
      expect(e).toBeInstanceOf(RateCardError);
      expect((e as RateCardError).problems).toHaveLength(6);
    }
    expect(() => parseRateCard({ currency: 'USD', rates: {} })).toThrow(RateCardError);
    expect(() => parseRateCard([])).toThrow(RateCardError);
    expect(() => parseRateCard({ currency: 'USD', effective_from: 'tomorrow', rates: { BR: {} } })).toThrow(/effective_from/);
  });
  it('the card in effect is the highest version already effective', () => {
    const a = card({ version: 1 });
    const b = card({ version: 2, effectiveFrom: new Date(now.getTime() + 1) });
    expect(activeRateCard([a, b], now)?.version).toBe(1);
    expect(activeRateCard([a, b], new Date(now.getTime() + 1))?.version).toBe(2);
    expect(activeRateCard([b], now)).toBeNull();
  });
  it('amount conversions', () => {
    expect(decimalToMicros('10')).toBe(10_000_000n);
    expect(decimalToMicros('0.000001')).toBe(1n);
    expect(decimalToMicros('1e3')).toBeNull();
    expect(decimalToMicros('.5')).toBeNull();
    expect(microsToDecimal(62_500n)).toBe('0.0625');
    expect(microsToDecimal(10_000_000n)).toBe('10.00');
    expect(microsToDecimal(-1_500_000n)).toBe('-1.50');
  });
});

describe('regions and months', () => {
  it('the country of a phone number from its calling code (shared codes by area code)', () => {
    expect(regionOfPhoneNumber('5511999990000')).toBe('BR');
    expect(regionOfPhoneNumber('+14155550123')).toBe('US');
    expect(regionOfPhoneNumber('12505550199')).toBe('CA');
    expect(regionOfPhoneNumber('447700900123')).toBe('GB');
    expect(regionOfPhoneNumber('80012345678')).toBeNull();
    expect(regionOfPhoneNumber('999123')).toBeNull();
    expect(regionOfPhoneNumber('not a number')).toBeNull();
  });
  it('the country of a business-scoped user id from its CC. prefix (decision 0241), a parent id included', () => {
    expect(regionOfBusinessScopedUserId('US.13491208655302741918')).toBe('US');
    expect(regionOfBusinessScopedUserId('BR.abcDEF123')).toBe('BR');
    expect(regionOfBusinessScopedUserId('US.ENT.11815799212886844830')).toBe('US');
    expect(regionOfBusinessScopedUserId('in.1648738043044942')).toBe('IN');
    expect(regionOfBusinessScopedUserId(`DE.${'a'.repeat(128)}`)).toBe('DE');
    // Not a country libphonenumber knows, not the CC. shape, or too long: no region (never the `*` row).
    expect(regionOfBusinessScopedUserId('ZZ.13491208655302741918')).toBeNull();
    expect(regionOfBusinessScopedUserId('user.3f2a9c')).toBeNull();
    expect(regionOfBusinessScopedUserId('US.')).toBeNull();
    expect(regionOfBusinessScopedUserId('US.1 2')).toBeNull();
    expect(regionOfBusinessScopedUserId('US..1')).toBeNull();
    expect(regionOfBusinessScopedUserId(`US.${'1'.repeat(300)}`)).toBeNull();
    expect(regionOfBusinessScopedUserId('5511999990000')).toBeNull();
  });
  it('a recipient is priced by its phone number, else by its user id; an unreadable one has no region', () => {
    expect(regionOfRecipient('+5511999990000')).toBe('BR');
    expect(regionOfRecipient('GB.13491208655302741918')).toBe('GB');
    expect(regionOfRecipient('')).toBeNull();
    expect(regionOfRecipient('80012345678')).toBeNull();
  });
  it('a business-scoped user id prices a send at its country row: the row, not pricing_missing / service_region_missing', () => {
    const region = regionOfRecipient('BR.13491208655302741918');
    for (const category of ['marketing', 'utility', 'authentication', 'service'] as const) {
      expect(decideCharge(input({ category, region }))).toMatchObject({ allowed: true, category, priceMicros: card().rates.BR[category] });
    }
  });
  it('months in a time zone', () => {
    expect(monthIn(now, 'UTC')).toBe('2026-07');
    expect(monthIn(now, 'Asia/Tokyo')).toBe('2026-08');
    expect(monthIn(now, null)).toBeNull();
  });
});
