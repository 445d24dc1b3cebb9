import type { Logger } from '@platform/logger';
import type { ShutdownStack } from './shutdown-stack';

/** Options of {@link installSignalHandlers}. */
export interface SignalHandlerOptions {
  /** Exit the process when done (0 after a clean run, 1 when forced). Default true. */
  exit?: boolean;
  /** Upper bound on the whole shutdown, in ms; past it the process exits 1. Default 30000. */
  forceAfterMs?: number;
  /** Signals to handle. Default SIGTERM and SIGINT. */
  signals?: readonly NodeJS.Signals[];
  /** Replaces `process.exit` (tests). */
  exitFn?: (code: number) => void;
  /**
   * A repeat of the first signal within this many ms is the same stop request delivered twice, not
   * a second Ctrl-C: a signal sent to the process group (Ctrl-C in a terminal, a container runtime)
   * reaches this process directly AND relayed by its parent (npm, a wrapper). Default 1000.
   */
  duplicateWindowMs?: number;
  /** Time source for the duplicate window (tests). */
  now?: () => number;
}

/**
 * SIGTERM/SIGINT → run the shutdown stack → exit 0. A second signal, or the `forceAfterMs`
 * bound, exits 1 at once (an operator pressing Ctrl-C twice, or a kubelet that is about to
 * SIGKILL anyway) — except the same signal again within `duplicateWindowMs`: that is one group
 * signal delivered twice (directly and relayed by a parent) and must not skip the graceful path. Returns a function that removes the handlers.
 */
export function installSignalHandlers(stack: ShutdownStack, logger: Logger, opts: SignalHandlerOptions = {}): () => void {
  const shouldExit = opts.exit ?? true;
  const forceAfterMs = opts.forceAfterMs ?? 30_000;
  const signals = opts.signals ?? ['SIGTERM', 'SIGINT'];
  const exitProcess = opts.exitFn ?? ((code: number) => process.exit(code));
  let exited = false;
  const exit = (code: number): void => {
    if (exited) return;
    exited = true;
    exitProcess(code);
  };
  const duplicateWindowMs = opts.duplicateWindowMs ?? 1000;
  const now = opts.now ?? Date.now;
  let received: NodeJS.Signals | undefined;
  let receivedAt = 0;
  let forceTimer: NodeJS.Timeout | undefined;

  const onSignal = (signal: NodeJS.Signals): void => {
    if (received && signal === received && now() - receivedAt < duplicateWindowMs) {
      logger.info({ signal }, 'same signal again (relayed by a parent process); shutdown continues');
      return;
    }
    if (received) {
      logger.warn({ signal, first_signal: received }, 'second signal during shutdown, exiting now');
      if (shouldExit) exit(1);
      return;
    }
    received = signal;
    receivedAt = now();
    logger.info({ signal }, 'shutdown started');
    if (shouldExit) {
      forceTimer = setTimeout(() => {
        logger.error({ signal, force_after_ms: forceAfterMs }, 'shutdown did not finish in time, exiting');
        exit(1);
      }, forceAfterMs);
      forceTimer.unref();
    }
    void stack.run().then(() => {
      clearTimeout(forceTimer);
      logger.info({ signal }, 'shutdown complete');
      if (shouldExit) exit(0);
    });
  };

  for (const s of signals) process.on(s, onSignal);
  return () => {
    for (const s of signals) process.off(s, onSignal);
    clearTimeout(forceTimer);
  };
}
