import { describe, expect, it } from 'vitest';
import { PAIR_BURST, PAIR_REFILL_MS, SendLimiter } from './send-limits';

describe('SendLimiter', () => {
  it('allows `limit` sends in any one-second window per number', () => {
    const l = new SendLimiter();
    for (let i = 0; i < 3; i++) expect(l.take('pn', `u${i}`, 3, 1_000 + i * 100)).toBe('ok');
    expect(l.take('pn', 'u9', 3, 1_999)).toBe('throughput');
    expect(l.take('other', 'u9', 3, 1_999)).toBe('ok');
    expect(l.take('pn', 'u9', 3, 2_001)).toBe('ok'); // the send at 1000 left the window
  });

  it('pair limit: burst, then one token per refill period; refusals cost nothing', () => {
    const l = new SendLimiter();
    for (let i = 0; i < PAIR_BURST; i++) expect(l.take('pn', 'u', 1_000, i * 2_000)).toBe('ok');
    const t = PAIR_BURST * 2_000;
    // From the first send to t, 90 s passed: 15 tokens were refilled; spend them.
    let extra = 0;
    while (l.take('pn', 'u', 1_000, t) === 'ok') extra++;
    expect(extra).toBe(Math.floor(t / PAIR_REFILL_MS));
    expect(l.take('pn', 'u', 1_000, t + PAIR_REFILL_MS)).toBe('ok');
    expect(l.take('pn', 'u', 1_000, t + PAIR_REFILL_MS)).toBe('pair');
  });
});
