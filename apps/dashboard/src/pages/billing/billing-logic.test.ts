import { describe, expect, it } from 'vitest';
import {
  accountsOfNumbers,
  fundingStatusWords,
  isDigitsId,
  isRunning,
  microsToUnits,
  runStatusWords,
  usageRows,
  usageTotals,
  words,
  type UsageEntry,
} from './billing-logic';

const entry = (date: string, m: number, c: number, currency = 'USD'): UsageEntry => ({
  date,
  currency,
  amount_micros: m + c,
  breakdown: [
    { type: 'messaging', amount_micros: m, currency, quantity: 2, billable_quantity: 1, duration_seconds: 0, last_recorded_at: null },
    { type: 'calling', amount_micros: c, currency, quantity: 1, billable_quantity: 1, duration_seconds: 90, last_recorded_at: null },
  ],
});

describe('billing logic', () => {
  it.each([
    [1_250_000, 1.25],
    ['3750000', 3.75],
    [null, 0],
    [-250_000, -0.25],
  ])('micros %s → %s', (micros, units) => expect(microsToUnits(micros)).toBe(units));

  it.each([
    ['pending', true],
    ['running', true],
    ['succeeded', false],
    ['failed', false],
    [null, false],
  ])('running(%s) = %s', (s, r) => expect(isRunning(s)).toBe(r));

  it.each([
    ['funded', 'Funded'],
    ['not_funded', 'Not funded'],
    ['revoked', 'Funding revoked'],
    ['something_new', 'Something new'],
    [null, 'Unknown'],
  ])('funding %s in words', (s, w) => expect(fundingStatusWords(s)).toBe(w));

  it('run statuses and machine values in words', () => {
    expect(runStatusWords('expired')).toBe('Expired');
    expect(words('allocation_deleted')).toBe('Allocation deleted');
  });

  it('usage rows are oldest first in units, with totals per currency', () => {
    const rows = usageRows([entry('2026-01-02', 50_000, 20_000), entry('2026-01-01', 25_000, 0)]);
    expect(rows.map((r) => [r.date, r.messaging, r.calling, r.total])).toEqual([
      ['2026-01-01', 0.025, 0, 0.025],
      ['2026-01-02', 0.05, 0.02, 0.07],
    ]);
    expect(rows[1]).toMatchObject({ messages: 2, billableMessages: 1, calls: 1, callSeconds: 90 });
    expect(usageTotals(rows)).toEqual([{ currency: 'USD', messaging: 0.075, calling: 0.02, total: 0.095, messages: 4, calls: 2 }]);
    expect(usageRows([])).toEqual([]);
  });

  it('accounts of numbers: distinct, with their numbers', () => {
    expect(
      accountsOfNumbers([
        { business_account_id: '11', display_phone_number: '+1 555' },
        { business_account_id: '11', name: 'Sales' },
        { business_account_id: '', name: 'x' },
        { business_account_id: '22', display_phone_number: '+1 666' },
      ]),
    ).toEqual([
      { wabaId: '11', numbers: ['+1 555', 'Sales'] },
      { wabaId: '22', numbers: ['+1 666'] },
    ]);
  });

  it.each([
    ['123', true],
    [' 123 ', true],
    ['12a', false],
    ['', false],
    ['1'.repeat(33), false],
  ])('digits id %s = %s', (v, ok) => expect(isDigitsId(v)).toBe(ok));
});
