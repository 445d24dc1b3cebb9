import { describe, expect, it } from 'vitest';
import { memoryLimiter, schedule } from './send-limiter';

describe('send pacing', () => {
  it('never more than the tier in any one-second window, at least 95 % of it when saturated', async () => {
    const now = 0;
    const l = memoryLimiter(() => now);
    const times: number[] = [];
    for (let i = 0; i < 3000; i++) times.push(now / 1000 + (await l.reserve('pn', 1000)));
    // Sends go at their reserved times; count the busiest window of 1 s.
    times.sort((a, b) => a - b);
    let max = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i] - times[j] >= 1000) j++;
      max = Math.max(max, i - j + 1);
    }
    expect(max).toBeLessThanOrEqual(1000);
    const span = (times[times.length - 1] - times[0]) / 1000;
    expect(3000 / span).toBeGreaterThanOrEqual(950);
    expect(schedule(20).intervalUs).toBeGreaterThan(50_000);
  });

  it('a pause pushes every later send back; the pair slot holds 6 s and can be given back', async () => {
    let now = 0;
    const l = memoryLimiter(() => now);
    await l.pause('pn', 2000);
    expect(await l.reserve('pn', 80)).toBeGreaterThanOrEqual(1900);
    expect(await l.pair('pn', 'u')).toBe(0);
    expect(await l.pair('pn', 'u')).toBeGreaterThan(5000);
    await l.releasePair('pn', 'u');
    expect(await l.pair('pn', 'u')).toBe(0);
    now += 6_000_001;
    expect(await l.pair('pn', 'u')).toBe(0);
  });
});
