import { describe, expect, it } from 'vitest';
import { checkResult, detailLines, displayNameStatusWords, healthWords, qualityWords, tierWords } from './numbers';

describe('tierWords', () => {
  it.each([
    ['TIER_250', '250 per 24 hours (TIER_250)'],
    ['TIER_10K', '10,000 per 24 hours (TIER_10K)'],
    ['TIER_UNLIMITED', 'Unlimited (TIER_UNLIMITED)'],
    [1000, '1,000 per 24 hours'],
    [null, 'Unlimited'],
    ['', '—'],
    ['STANDARD', 'STANDARD'],
  ] as const)('%s → %s', (tier, words) => expect(tierWords(tier)).toBe(words));
});

describe('checkResult', () => {
  it.each([
    [undefined, 'Not checked'],
    [{ passed: true }, 'Passed'],
    [{ passed: true, overall_status: 'AVAILABLE' }, 'Passed (available: can send)'],
    [{ passed: false, error: 'Token expired' }, 'Failed: Token expired'],
    [{ passed: null }, 'Unknown'],
  ])('%j → %s', (c, words) => expect(checkResult(c).words).toBe(words));
});

describe('words of states', () => {
  it.each([
    ['healthy', 'green'],
    ['degraded', 'yellow'],
    ['unhealthy', 'red'],
    ['error', 'red'],
  ])('health %s', (s, colour) => expect(healthWords(s).colour).toBe(colour));
  it.each([
    ['GREEN', 'High (green)'],
    ['yellow', 'Medium (yellow)'],
    ['RED', 'Low (red)'],
    ['UNKNOWN', 'Not rated yet'],
  ])('quality %s', (q, words) => expect(qualityWords(q).words).toBe(words));
  it.each([
    [{ status: 'pending_review' }, 'Waiting for the upstream’s review'],
    [{ status: 'failed', upstream_error_message: 'Name not allowed' }, 'Failed: Name not allowed'],
  ])('display name %j', (r, words) => expect(displayNameStatusWords(r).words).toBe(words));
  it('lists details', () => expect(detailLines({ current_status: 'CONNECTED', n: { a: 1 } })).toEqual(['current status: CONNECTED', 'n: {"a":1}']));
});
