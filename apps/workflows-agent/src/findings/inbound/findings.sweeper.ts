import type { Logger } from '@platform/logger';
import type { FindingsUsecase } from '../usecases/findings.usecase';

/**
 * The findings' timer (decision 0741): evaluates queued ended conversations, settles investigations
 * whose agent run ended, and every `sweepMs` compares the signals' windows and moves findings.
 */
export class FindingsSweeper {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  private lastSweep = 0;

  constructor(private readonly deps: { findings: FindingsUsecase; logger: Logger; intervalMs: number; sweepMs: number }) {}

  /** Starts the loop. */
  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.running = this.pass()
        .catch((err) => this.deps.logger.warn({ err }, 'findings pass failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.deps.intervalMs);
        });
    };
    this.timer = setTimeout(tick, this.deps.intervalMs);
  }

  /** One pass: evaluations until none are due, investigations, and the sweep when it is due. */
  async pass(): Promise<void> {
    while (!this.stopped && (await this.deps.findings.evaluatePending(10)) > 0);
    await this.deps.findings.settleInvestigations();
    if (Date.now() - this.lastSweep >= this.deps.sweepMs) {
      this.lastSweep = Date.now();
      await this.deps.findings.sweep();
    }
  }

  /** Stops the loop and waits for a pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
