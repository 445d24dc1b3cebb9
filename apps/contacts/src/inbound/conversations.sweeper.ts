import type { Logger } from '@platform/logger';
import type { ConversationsUsecase } from '../usecases/conversations.usecase';

/**
 * The timer that marks quiet conversations inactive and ends old ones
 * ({@link ConversationsUsecase.sweep}); rows are locked SKIP LOCKED, so replicas share the work.
 */
export function startConversationsSweeper(deps: { conversations: ConversationsUsecase; logger: Logger; intervalMs: number }): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = deps.conversations.sweep().catch((err) => deps.logger.warn({ err }, 'conversations sweep failed; retried on the next tick'));
  }, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
