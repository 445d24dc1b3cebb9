import { describe, expect, it } from 'vitest';
import { isOverviewPeriod, numberAttention, webhookFailure, windowOf, type NumberFields } from './overview-figures';

const NOW = new Date('2026-11-24T14:30:00.000Z');

describe('overview figures', () => {
  it.each([
    ['24h', '2026-11-23T14:30:00.000Z', 'hour'],
    ['7d', '2026-11-17T14:30:00.000Z', 'day'],
    ['30d', '2026-10-25T14:30:00.000Z', 'day'],
  ] as const)('windowOf(%s) starts at %s in %s buckets', (p, since, bucket) => {
    const w = windowOf(p, NOW);
    expect([w.since.toISOString(), w.until.toISOString(), w.bucket]).toEqual([since, NOW.toISOString(), bucket]);
  });

  it.each([
    ['24h', true],
    ['30d', true],
    ['1h', false],
    [undefined, false],
    [['7d'], false],
  ])('isOverviewPeriod(%j) = %s', (v, want) => expect(isOverviewPeriod(v)).toBe(want));

  const n = (status: string, quality_rating: string): NumberFields => ({
    phone_number_id: '1',
    name: '',
    display_phone_number: '',
    verified_name: '',
    status,
    quality_rating,
    name_status: '',
    code_verification_status: '',
  });
  it.each([
    ['CONNECTED', 'GREEN', []],
    ['CONNECTED', 'UNKNOWN', []],
    ['CONNECTED', 'YELLOW', ['quality YELLOW']],
    ['DISCONNECTED', 'RED', ['status DISCONNECTED', 'quality RED']],
    ['', 'GREEN', ['status unknown']],
    ['connected', 'red', ['quality RED']],
  ])('number %s %s needs %j', (status, q, want) => expect(numberAttention(n(status, q))).toEqual(want));

  it.each([
    [{ active: true }, null],
    [{ active: false }, null],
    [{ active: true, failing_since: '2026-11-24T10:00:00Z' }, 'failing since 2026-11-24T10:00:00Z'],
    [{ active: false, disabled_reason: 'gone' }, 'disabled: the endpoint answered 410 Gone'],
    [{ active: false, disabled_reason: 'failing' }, 'disabled after prolonged failure (failing)'],
  ])('webhook %j fails: %s', (w, want) => expect(webhookFailure({ id: 'w', url: 'https://x', ...w })).toBe(want));
});
