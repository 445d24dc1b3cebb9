import type { Logger } from '@platform/logger';
import type { ConversationLifecycleUsecase } from '../usecases/conversation-lifecycle.usecase';
import type { InboxUsecase } from '../usecases/inbox.usecase';

/**
 * The timer that marks quiet conversations inactive and ends old ones
 * ({@link ConversationLifecycleUsecase.sweep}), and wakes snoozes whose time has come
 * ({@link InboxUsecase.wakeSnoozed}); rows are locked SKIP LOCKED, so replicas share the work.
 */
export function startConversationsSweeper(deps: { lifecycle: ConversationLifecycleUsecase; inbox: InboxUsecase; logger: Logger; intervalMs: number }): {
  stop(): Promise<void>;
} {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = Promise.all([deps.lifecycle.sweep(), deps.inbox.wakeSnoozed()]).catch((err) =>
      deps.logger.warn({ err }, 'conversations sweep failed; retried on the next tick'),
    );
  }, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
