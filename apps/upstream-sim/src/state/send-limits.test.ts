import { describe, expect, it } from 'vitest';
import { PAIR_BURST, SendLimiter } from './send-limits';

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
    // The upstream's pair limit: a burst of 45, then one message every 6 s. From the first send to t,
    // 90 s passed: 15 tokens were refilled; spend them.
    expect(PAIR_BURST).toBe(45);
    let extra = 0;
    while (l.take('pn', 'u', 1_000, t) === 'ok') extra++;
    expect(extra).toBe(15);
    expect(l.take('pn', 'u', 1_000, t + 5_999)).toBe('pair');
    expect(l.take('pn', 'u', 1_000, t + 6_000)).toBe('ok');
    expect(l.take('pn', 'u', 1_000, t + 6_000)).toBe('pair');
  });
});
