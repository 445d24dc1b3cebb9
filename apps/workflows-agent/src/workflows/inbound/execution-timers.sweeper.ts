import type { Logger } from '@platform/logger';
import type { ExecutionsRepository } from '../infra/db/executions.repository';
import type { ExecutionEngineUsecase } from '../usecases/execution-engine.usecase';

/**
 * The execution timers (decision 0721): waits' timeouts and sends' delays (`timeout_at`), debounced
 * inputs (`input_due_at`), and running executions whose work item was lost (untouched for `stallMs`).
 * Timers are columns of the execution row, so they survive restarts; this loop only finds the due ones
 * and hands each to the engine, which decides under the row lock (a reply that won the race makes the
 * timeout a no-op). Several replicas may sweep at once: the engine's lock and wait numbers make it safe.
 */
export class ExecutionTimersSweeper {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly deps: {
      repo: ExecutionsRepository;
      engine: ExecutionEngineUsecase;
      requeue(projectId: string, executionId: string): Promise<void>;
      clock: { now(): Date };
      logger: Logger;
      intervalMs: number;
      stallMs: number;
    },
  ) {}

  /** Starts sweeping every intervalMs. */
  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.running = this.sweep()
        .then(() => undefined)
        .catch((err) => this.deps.logger.warn({ err }, 'execution timer sweep failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.deps.intervalMs);
        });
    };
    this.timer = setTimeout(tick, this.deps.intervalMs);
  }

  /** One pass: fires every due timer (returns how many changed an execution). */
  async sweep(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.deps.repo.dueTimers(now, 200, new Date(now.getTime() - this.deps.stallMs), 100);
    let fired = 0;
    await Promise.all([
      ...due.timeouts.map(async (t) => {
        if ((await this.deps.engine.fireTimeout(t.projectId, t.id, t.waitSeq)) === 'timeout') fired++;
      }),
      ...due.inputs.map(async (i) => {
        if ((await this.deps.engine.flushInputs(i.projectId, i.id)) === 'reply') fired++;
      }),
    ]);
    for (const s of due.stalled) await this.deps.requeue(s.projectId, s.id);
    return fired;
  }

  /** Stops the loop and waits for a pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
