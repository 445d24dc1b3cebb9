import { describe, expect, it } from 'vitest';
import { GroupCommit, type ItemResult } from './group-commit';

/** A GroupCommit over numbers whose batches and single runs are recorded; `gate` holds each batch open until released. */
function harness(opts: { maxBatch?: number; maxInFlight?: number; failBatchIf?: (items: number[]) => boolean } = {}) {
  const batches: number[][] = [];
  const singles: number[] = [];
  const gates: Array<() => void> = [];
  const gate = () => new Promise<void>((r) => gates.push(r));
  const gc = new GroupCommit<number, number>({
    async runBatch(items) {
      batches.push(items);
      await gate();
      if (opts.failBatchIf?.(items)) throw new Error('batch failed');
      return items.map((i): ItemResult<number> => (i < 0 ? { ok: false, error: new Error(`refused ${i}`) } : { ok: true, value: i * 10 }));
    },
    async runOne(item) {
      singles.push(item);
      await gate();
      if (item === 13) throw new Error('bad item');
      return item * 10;
    },
    maxBatch: opts.maxBatch ?? 64,
    maxInFlight: opts.maxInFlight ?? 1,
  });
  const releaseAll = async () => {
    // Opens every gate, including those of runs that start because others finished.
    for (let i = 0; i < 50; i++) {
      while (gates.length) gates.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { gc, batches, singles, releaseAll };
}

describe('GroupCommit', () => {
  it('a lone call runs alone at once; calls arriving meanwhile share the next batch, each answered with its own result', async () => {
    const h = harness();
    const first = h.gc.submit(1);
    const rest = [2, 3, -4, 5].map((n) =>
      h.gc.submit(n).then(
        (v) => ({ v }),
        (e: Error) => ({ e: e.message }),
      ),
    );
    await h.releaseAll();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([{ v: 20 }, { v: 30 }, { e: 'refused -4' }, { v: 50 }]);
    expect(h.singles).toEqual([1]);
    expect(h.batches).toEqual([[2, 3, -4, 5]]);
  });

  it('a batch that fails as a whole is retried item by item, so only the item that broke it fails', async () => {
    const h = harness({ failBatchIf: (items) => items.includes(13) });
    const first = h.gc.submit(1);
    const rest = [2, 13, 4].map((n) =>
      h.gc.submit(n).then(
        (v) => ({ v }),
        (e: Error) => ({ e: e.message }),
      ),
    );
    await h.releaseAll();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([{ v: 20 }, { e: 'bad item' }, { v: 40 }]);
    expect(h.batches).toEqual([[2, 13, 4]]);
    expect(h.singles.sort()).toEqual([1, 13, 2, 4].sort());
  });

  it('batches are at most maxBatch items and at most maxInFlight run at once', async () => {
    const h = harness({ maxBatch: 3, maxInFlight: 2 });
    const all = Array.from({ length: 9 }, (_, i) => h.gc.submit(i + 100));
    // Two runs started (a single and a batch of 3), the rest wait for a slot.
    await new Promise((r) => setImmediate(r));
    expect(h.singles.length + h.batches.length).toBe(2);
    await h.releaseAll();
    expect(await Promise.all(all)).toEqual(Array.from({ length: 9 }, (_, i) => (i + 100) * 10));
    expect(Math.max(...h.batches.map((b) => b.length))).toBeLessThanOrEqual(3);
    expect(h.singles.length + h.batches.flat().length).toBe(9);
  });
});
