/** Options of `waitFor`. */
export type WaitForOptions = {
  /** Give up after this long; default 5000 ms. */
  timeoutMs?: number;
  /** Time between checks; default 20 ms. */
  intervalMs?: number;
};

/**
 * Polls `predicate` until it returns a truthy value and resolves with it; rejects with the last
 * error (or a timeout error) after `timeoutMs`. A predicate that throws counts as "not yet".
 */
export async function waitFor<T>(predicate: () => T | Promise<T>, opts: WaitForOptions = {}): Promise<NonNullable<T>> {
  const timeoutMs = opts.timeoutMs ?? 5000;
  const intervalMs = opts.intervalMs ?? 20;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await predicate();
      if (value) return value as NonNullable<T>;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`waitFor: condition not met within ${timeoutMs} ms${reason}`, { cause: lastError });
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
