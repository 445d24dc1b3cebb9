import type { Logger } from '@platform/logger';
import type { SetupLinksUsecase } from '../usecases/setup-links.usecase';

/**
 * The timer that stores `expired` on setup links past their `expires_at`
 * ({@link SetupLinksUsecase.expireDue}), one pass every `intervalMs`, never two at once. Rows are
 * locked SKIP LOCKED, so replicas share the work. Readers see a link as expired from `expires_at` on
 * either way; the pass makes the stored status agree (decision 0202).
 */
export function startSetupLinksSweeper(deps: { links: Pick<SetupLinksUsecase, 'expireDue'>; logger: Logger; intervalMs: number }): {
  stop(): Promise<void>;
} {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = deps.links
      .expireDue()
      .then((n) => {
        if (n) deps.logger.info({ expired: n }, 'setup links expired');
      })
      .catch((err) => deps.logger.warn({ err }, 'setup links sweep failed; retried on the next tick'))
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
