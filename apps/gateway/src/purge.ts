import type { Logger } from '@platform/logger';

/**
 * Runs `purgeBatch` every `intervalMs` (batches of `batch` until a batch comes back short), off the
 * request path; every replica may run it (a row is deleted once). What is purged is already ignored
 * by the reads, so a late purge only costs space. Returns the stopper (waits for a running purge).
 */
export function startPeriodicPurge(
  what: string,
  purgeBatch: (limit: number) => Promise<number>,
  logger: Logger,
  intervalMs = 10 * 60_000,
  batch = 1000,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const purge = async () => {
    try {
      while ((await purgeBatch(batch)) === batch);
    } catch (err) {
      logger.warn({ err, what }, 'purge failed; retried at the next interval');
    }
  };
  const timer = setInterval(() => {
    running ??= purge().finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
