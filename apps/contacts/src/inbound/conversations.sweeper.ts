import type { Logger } from '@platform/logger';
import type { ConversationLifecycleUsecase } from '../usecases/conversation-lifecycle.usecase';

/**
 * The timer that marks quiet conversations inactive and ends old ones
 * ({@link ConversationLifecycleUsecase.sweep}); rows are locked SKIP LOCKED, so replicas share the work.
 */
export function startConversationsSweeper(deps: { lifecycle: ConversationLifecycleUsecase; logger: Logger; intervalMs: number }): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = deps.lifecycle.sweep().catch((err) => deps.logger.warn({ err }, 'conversations sweep failed; retried on the next tick'));
  }, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
