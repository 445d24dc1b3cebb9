import type { Db, Migration } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Subscription } from './bus';

/**
 * How long a JetStream stream keeps a message (decision 0009): a consumer that is down longer than
 * this loses the messages older than it, and a redelivery can never come later than it.
 */
export const STREAM_MAX_AGE_MS = 7 * 24 * 3600_000;

/**
 * How long a consumer remembers an event id in `processed_events` (decision 0009): one day past
 * the streams' maximum age, so every redelivery the broker can still make finds its id. Without a
 * bound the table grew by one row per event for ever.
 */
export const PROCESSED_EVENTS_RETAIN_MS = STREAM_MAX_AGE_MS + 24 * 3600_000;

/** Rows deleted per statement: short transactions, no long lock on a busy table. */
const SWEEP_CHUNK = 5_000;
/** How often a consumer sweeps its old ids. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The index the sweep reads (one consumer's ids by age). */
export function processedEventsAgeMigration(): Migration {
  return {
    name: 'platform_bus_004_processed_events_age',
    async up(knex) {
      await knex.raw('CREATE INDEX IF NOT EXISTS processed_events_age ON processed_events (consumer, processed_at)');
    },
    async down(knex) {
      await knex.raw('DROP INDEX IF EXISTS processed_events_age');
    },
  };
}

/**
 * Deletes `consumer`'s ids recorded before `before`, a chunk per statement; returns how many went.
 * Other consumers' ids are untouched.
 */
export async function sweepProcessedEvents(db: Db, consumer: string, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db
      .knex('processed_events')
      .where({ consumer })
      .whereIn('event_id', db.knex('processed_events').select('event_id').where({ consumer }).where('processed_at', '<', before).limit(SWEEP_CHUNK))
      .del();
    total += n;
    if (n < SWEEP_CHUNK) return total;
  }
}

/**
 * Sweeps `consumer`'s ids older than `retainMs` at start and every `everyMs` until the returned
 * subscription is stopped (it stops `sub` too). A failed sweep is logged and tried again later.
 */
export function withProcessedEventsSweeper(
  sub: Subscription,
  opts: { db: Db; consumer: string; logger: Logger; retainMs?: number; everyMs?: number },
): Subscription {
  const retainMs = opts.retainMs ?? PROCESSED_EVENTS_RETAIN_MS;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepProcessedEvents(opts.db, opts.consumer, new Date(Date.now() - retainMs)).then(
      (n) => {
        if (n > 0) opts.logger.info({ consumer: opts.consumer, deleted: n }, 'processed event ids past retention deleted');
      },
      (err: unknown) => opts.logger.warn({ err, consumer: opts.consumer }, 'processed event ids sweep failed; tried again later'),
    );
  };
  sweep();
  const timer = setInterval(sweep, opts.everyMs ?? SWEEP_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await sub.stop();
    },
  };
}
