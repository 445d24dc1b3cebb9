import { describe, expect, it } from 'vitest';
import { checkRecoveryWindow } from './recovery-window';

const NOW = new Date('2026-06-10T12:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('checkRecoveryWindow', () => {
  it('accepts a window of up to 7 days within the last 30', () => {
    expect(checkRecoveryWindow(iso(-7 * DAY), iso(0), NOW)).toMatchObject({ ok: true });
    expect(checkRecoveryWindow('2026-06-09T00:00:00+02:00', '2026-06-09T06:00:00+02:00', NOW)).toMatchObject({ ok: true });
  });
  it.each([
    [undefined, iso(0), 'since'],
    [iso(-DAY), undefined, 'until'],
    ['yesterday', iso(0), 'since'],
    ['2026-06-09', iso(0), 'since'],
    ['2026-06-09T00:00:00', iso(0), 'since'],
    ['2026-02-30T00:00:00Z', iso(0), 'since'],
    [iso(-DAY), iso(-DAY), 'until'],
    [iso(-DAY), iso(-2 * DAY), 'until'],
    [iso(-8 * DAY), iso(0), 'until'],
    [iso(-31 * DAY), iso(-30 * DAY + 1000), 'since'],
    [iso(-DAY), iso(DAY), 'until'],
  ])('rejects since=%s until=%s (%s)', (since, until, field) => {
    expect(checkRecoveryWindow(since, until, NOW)).toMatchObject({ ok: false, field });
  });
});
