import { describe, expect, it } from 'vitest';
import { createLogger } from '@platform/logger';
import { RetentionSweeper } from './retention';

const logger = createLogger({ name: 'test', level: 'silent' });
const now = new Date('2026-11-29T12:00:00.000Z');

describe('RetentionSweeper', () => {
  it('deletes each task in batches until one comes back short, with the cutoff of its own days, and never more batches than allowed', async () => {
    const calls: string[] = [];
    let left = 7;
    const sweeper = new RetentionSweeper({
      clock: { now: () => now },
      logger,
      batch: 3,
      maxBatches: 10,
      tasks: [
        {
          name: 'a',
          days: 1,
          delete: async (cutoff, limit) => {
            calls.push(`a ${cutoff.toISOString()} ${limit}`);
            const n = Math.min(limit, left);
            left -= n;
            return n;
          },
        },
        { name: 'b', days: 30, delete: async (cutoff) => (calls.push(`b ${cutoff.toISOString()}`), 0) },
      ],
    });
    expect(await sweeper.pass()).toBe(7);
    expect(calls).toEqual(['a 2026-11-28T12:00:00.000Z 3', 'a 2026-11-28T12:00:00.000Z 3', 'a 2026-11-28T12:00:00.000Z 3', 'b 2026-10-30T12:00:00.000Z']);
    const endless = new RetentionSweeper({
      clock: { now: () => now },
      logger,
      batch: 2,
      maxBatches: 4,
      tasks: [{ name: 'x', days: 1, delete: async () => 2 }],
    });
    expect(await endless.pass()).toBe(8);
  });

  it('starts with a pass, survives a failing pass, and stop waits for the running one', async () => {
    let n = 0;
    const sweeper = new RetentionSweeper({
      clock: { now: () => now },
      logger,
      everyMs: 20,
      tasks: [
        {
          name: 'flaky',
          days: 1,
          delete: async () => {
            n++;
            if (n === 1) throw new Error('database away');
            return 0;
          },
        },
      ],
    }).start();
    await new Promise((r) => setTimeout(r, 70));
    await sweeper.stop();
    const after = n;
    expect(after).toBeGreaterThan(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(n).toBe(after);
  });
});
