import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { LogSearchRepository } from '../infra/db/log-search.repository';

const DAY_MS = 86_400_000;
const BATCH = 1_000;
/** Batches of one table per pass at most: a pass stays short, the next one continues. */
const MAX_BATCHES = 20;

/** Retention settings (days) of the service's logs (issue 36 item 7). */
export interface LogRetentionDays {
  workflowStepDays: number;
  agentRunDays: number;
  projectEventDays: number;
}

/**
 * Deletes workflow execution events, agent runs and project events past their retention, in batches,
 * at start and then every `everyMs` (default hourly). Every replica may run it: a batch deletes what
 * another replica has not yet deleted.
 */
export class LogRetentionSweeper {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(private readonly deps: { repo: LogSearchRepository; clock: Clock; logger: Logger; days: LogRetentionDays; everyMs?: number }) {}

  /** Runs a pass now and then on the interval. */
  start(): void {
    const tick = () => {
      this.running = this.pass().catch((err) => this.deps.logger.warn({ err }, 'log retention sweep failed'));
    };
    tick();
    this.timer = setInterval(tick, this.deps.everyMs ?? 3_600_000);
    this.timer.unref();
  }

  /** One pass over the three tables; returns what it deleted. */
  async pass(): Promise<{ workflowSteps: number; agentRuns: number; projectEvents: number }> {
    const now = this.deps.clock.now().getTime();
    const cutoff = (days: number) => new Date(now - days * DAY_MS);
    const drain = async (del: (cutoff: Date, limit: number) => Promise<number>, days: number) => {
      let total = 0;
      for (let i = 0; i < MAX_BATCHES; i++) {
        const n = await del(cutoff(days), BATCH);
        total += n;
        if (n < BATCH) break;
      }
      return total;
    };
    const { repo, days } = this.deps;
    const out = {
      workflowSteps: await drain((c, l) => repo.deleteWorkflowStepsOlderThan(c, l), days.workflowStepDays),
      agentRuns: await drain((c, l) => repo.deleteAgentRunsOlderThan(c, l), days.agentRunDays),
      projectEvents: await drain((c, l) => repo.deleteProjectEventsOlderThan(c, l), days.projectEventDays),
    };
    if (out.workflowSteps + out.agentRuns + out.projectEvents > 0) this.deps.logger.info(out, 'log rows past retention deleted');
    return out;
  }

  /** Stops the interval and waits for a pass in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
