import type { Logger } from '@platform/logger';
import type { Clock } from './clock';

const DAY_MS = 86_400_000;

/** One kind of row a service keeps for a number of days. */
export interface RetentionTask {
  /** What it deletes, for the log (`message_event`, `webhook deliveries`, ...). */
  name: string;
  /** Rows older than this many days are deleted. */
  days: number;
  /** Deletes at most `limit` rows older than `cutoff`; returns how many it deleted (a repository method). */
  delete(cutoff: Date, limit: number): Promise<number>;
}

/** Options of a {@link RetentionSweeper}. */
export interface RetentionSweeperOptions {
  tasks: RetentionTask[];
  clock: Clock;
  logger: Logger;
  /** Interval between passes (default hourly). */
  everyMs?: number;
  /** Rows per delete (default 1,000): short statements that never hold locks long. */
  batch?: number;
  /** Batches of one task per pass at most (default 50): a pass stays short, the next one goes on. */
  maxBatches?: number;
}

/**
 * Deletes rows past their retention (issue 36 item 7): each task in batches, once at start and then
 * every `everyMs`. Every replica may run it — a batch deletes what another has not yet deleted — and a
 * failing pass is logged and retried at the next one. Passes never overlap; `stop` waits for a running one.
 */
export class RetentionSweeper {
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(private readonly opts: RetentionSweeperOptions) {}

  /** Runs a pass now and then on the interval; returns itself. */
  start(): this {
    const logged = (p: Promise<unknown>) => p.catch((err) => this.opts.logger.warn({ err }, 'retention sweep failed; retried at the next pass'));
    const tick = () => {
      this.running = logged(this.running.then(() => this.pass()));
    };
    this.running = logged(this.pass());
    this.timer = setInterval(tick, this.opts.everyMs ?? 3_600_000);
    this.timer.unref();
    return this;
  }

  /** One pass over every task; returns the rows deleted. */
  async pass(): Promise<number> {
    const batch = this.opts.batch ?? 1_000;
    const maxBatches = this.opts.maxBatches ?? 50;
    const deleted: Record<string, number> = {};
    let total = 0;
    for (const task of this.opts.tasks) {
      const cutoff = new Date(this.opts.clock.now().getTime() - task.days * DAY_MS);
      let n = 0;
      // A stop lets the batch in flight finish and ends the pass after it.
      for (let i = 0; i < maxBatches; i++) {
        const got = await task.delete(cutoff, batch);
        n += got;
        if (got < batch || this.stopped) break;
      }
      if (n > 0) deleted[task.name] = n;
      total += n;
    }
    if (total > 0) this.opts.logger.info({ deleted }, 'rows past retention deleted');
    return total;
  }

  /** Stops the interval and waits for a pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
