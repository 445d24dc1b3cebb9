import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { FlowDataExchangesRepository } from '../infra/db/flow-data-exchanges.repository';

const DAY_MS = 86_400_000;
const BATCH = 1_000;
/** Batches per pass at most: a pass stays short, the next one continues. */
const MAX_BATCHES = 20;

/**
 * Deletes data-endpoint exchange records past FLOW_DATA_EXCHANGE_RETENTION_DAYS, in batches, at start
 * and then every `everyMs` (default hourly); invocations and their console lines have their own sweeper
 * (retention.sweeper.ts). Every replica may run it.
 */
export class LogRetentionSweeper {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(private readonly deps: { exchanges: FlowDataExchangesRepository; clock: Clock; logger: Logger; exchangeDays: number; everyMs?: number }) {}

  /** Runs a pass now and then on the interval. */
  start(): void {
    const tick = () => {
      this.running = this.pass().catch((err) => this.deps.logger.warn({ err }, 'data exchange retention sweep failed'));
    };
    tick();
    this.timer = setInterval(tick, this.deps.everyMs ?? 3_600_000);
    this.timer.unref();
  }

  /** One pass; returns how many exchange records it deleted. */
  async pass(): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - this.deps.exchangeDays * DAY_MS);
    let total = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const n = await this.deps.exchanges.deleteOlderThan(cutoff, BATCH);
      total += n;
      if (n < BATCH) break;
    }
    if (total > 0) this.deps.logger.info({ deleted: total }, 'data exchange records past retention deleted');
    return total;
  }

  /** Stops the interval and waits for a pass in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
