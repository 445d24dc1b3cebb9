import type { Logger } from '@platform/logger';
import type { NotificationsUsecase } from '../usecases/notifications.usecase';

/**
 * The notification mail sender (decision 0020): every `intervalMs`, and at once when woken after a
 * commit, sends the mails due in batches (rows locked, so replicas share the work without sending one
 * twice). A mail that fails stays pending with a later due time; the consumer never waits for SMTP.
 */
export function startNotificationMailSweeper(notifications: NotificationsUsecase, logger: Logger, intervalMs: number): { wake(): void; stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = async () => {
    do {
      again = false;
      try {
        while (!stopped && (await notifications.sendDueMails(20)) === 20);
      } catch (err) {
        logger.warn({ err }, 'notification mails: a batch failed; retried at the next interval');
      }
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) again = true;
    else running = run().finally(() => (running = undefined));
  };
  const timer = setInterval(wake, intervalMs);
  timer.unref();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
