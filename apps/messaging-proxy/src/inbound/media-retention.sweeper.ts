import type { Logger } from '@platform/logger';
import type { StoredMediaUsecase } from '../usecases/stored-media.usecase';

/**
 * The timer of inbound media retention ({@link StoredMediaUsecase.sweep}, decision 0251): one pass
 * every `intervalMs`, never two at once, deleting media rows past MEDIA_RETENTION_DAYS and then the
 * contents no row references. Rows are deleted by age and contents locked SKIP LOCKED, so replicas
 * share the work.
 */
export function startMediaRetentionSweeper(deps: { media: Pick<StoredMediaUsecase, 'sweep'>; logger: Logger; intervalMs: number }): {
  stop(): Promise<void>;
} {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = deps.media
      .sweep()
      .then(() => undefined)
      .catch((err) => deps.logger.warn({ err }, 'media retention sweep failed; retried on the next tick'))
      .finally(() => {
        running = null;
      });
  }, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
