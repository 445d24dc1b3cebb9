import { stderrLogger, type Logger } from '@platform/logger';

/** Closes one resource. */
export type CloseFn = () => void | Promise<void>;

/** Options of {@link ShutdownStack}. */
export interface ShutdownStackOptions {
  /** Where step progress and failures go. Default: JSON lines on stderr. */
  logger?: Logger;
  /** Bound on each step, in ms, unless the step sets its own. Default 10000. */
  stepTimeoutMs?: number;
}

interface Step {
  name: string;
  fn: CloseFn;
  timeoutMs: number;
}

/**
 * Resources to close on shutdown, closed in reverse order of registration (the gRPC server
 * before the bus before the database it uses). Each step is bounded by a timeout and its
 * failure is logged, not thrown, so one stuck resource cannot keep the others open.
 */
export class ShutdownStack {
  private readonly steps: Step[] = [];
  private readonly logger: Logger;
  private readonly stepTimeoutMs: number;
  private running: Promise<void> | undefined;

  /** Creates an empty stack. */
  constructor(opts: ShutdownStackOptions = {}) {
    this.logger = opts.logger ?? stderrLogger;
    this.stepTimeoutMs = opts.stepTimeoutMs ?? 10_000;
  }

  /**
   * Registers a resource's close function, right after the resource is opened. Pushed after
   * {@link run} has started (a component that finished starting during shutdown), it is
   * closed at once instead of leaking.
   */
  push(name: string, fn: CloseFn, opts: { timeoutMs?: number } = {}): void {
    const step = { name, fn, timeoutMs: opts.timeoutMs ?? this.stepTimeoutMs };
    if (this.running) {
      this.logger.warn({ step: name }, 'shutdown: resource registered during shutdown, closing it now');
      void this.runStep(step);
      return;
    }
    this.steps.push(step);
  }

  /** True once {@link run} has been called. */
  get started(): boolean {
    return this.running !== undefined;
  }

  /** Closes every resource in reverse order. Never rejects; calling it again returns the same promise. */
  run(): Promise<void> {
    this.running ??= this.runAll();
    return this.running;
  }

  private async runAll(): Promise<void> {
    while (this.steps.length > 0) {
      const step = this.steps.pop();
      if (step) await this.runStep(step);
    }
  }

  private async runStep(step: Step): Promise<void> {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), step.timeoutMs);
    });
    try {
      const outcome = await Promise.race([
        Promise.resolve()
          .then(step.fn)
          .then(() => 'done' as const),
        timedOut,
      ]);
      if (outcome === 'timeout') {
        this.logger.error({ step: step.name, timeout_ms: step.timeoutMs }, 'shutdown: step timed out, moving on');
      } else {
        this.logger.info({ step: step.name, duration_ms: Date.now() - started }, 'shutdown: closed');
      }
    } catch (err) {
      this.logger.error({ step: step.name, err }, 'shutdown: step failed, moving on');
    } finally {
      clearTimeout(timer);
    }
  }
}
