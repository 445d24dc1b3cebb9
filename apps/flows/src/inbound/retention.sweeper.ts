import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { InvocationsRepository } from '../infra/db/invocations.repository';

const HOUR_MS = 3_600_000;

/** Deletes invocation records past their retention, once at start and then hourly. Returns the stopper. */
export function startRetentionSweeper(deps: {
  invocations: InvocationsRepository;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
  everyMs?: number;
}): () => void {
  const sweep = async () => {
    try {
      const cutoff = new Date(deps.clock.now().getTime() - deps.retentionDays * 24 * HOUR_MS);
      const n = await deps.invocations.deleteOlderThan(cutoff);
      if (n > 0) deps.logger.info({ deleted: n }, 'invocation records past retention deleted');
    } catch (err) {
      deps.logger.warn({ err }, 'invocation retention sweep failed');
    }
  };
  void sweep();
  const t = setInterval(() => void sweep(), deps.everyMs ?? HOUR_MS);
  t.unref();
  return () => clearInterval(t);
}
