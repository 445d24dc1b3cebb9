import type { Knex } from 'knex';
import type { BusMessage, Subscription } from './bus';
import { aloneConsumer, type ConsumerOptions } from './consumer';
import { describeFailure } from './dead-letters';
import { envelopeFromMessage, type EventEnvelope } from './envelope';
import { withProcessedEventsSweeper } from './processed-events';

/** Options of {@link startBatchConsumer}: those of `startConsumer` plus the batching. */
export type BatchConsumerOptions = ConsumerOptions & {
  /** Most events applied in one transaction; default 64. */
  maxBatch?: number;
  /**
   * Independent lanes; default 1 (decision 0505: one lane's larger batches cost the database less per
   * event than several lanes' smaller ones). Events of one lane are applied one batch at a time, lanes in
   * parallel. Put events that touch the same rows in the same lane ({@link laneKey}), so two
   * transactions of one consumer never lock the same rows in opposite orders.
   */
  lanes?: number;
  /**
   * Under load, how long a lane lets events gather after a batch before it takes the next one, while
   * fewer than `maxBatch` wait, also when it starts again within 50 ms of its last batch (decision
   * 0505); default 5 ms. A lane idle for longer starts at once.
   */
  lingerMs?: number;
  /** The lane key of an event; default its project id. */
  laneKey?(event: EventEnvelope): string | null;
  /**
   * Applies a batch's new events (deduped, in arrival order) in the batch's transaction, e.g. with
   * set-based statements; default `handle` for each. A lone event (and every event of a failed
   * batch, again alone) still goes to `handle`.
   */
  handleBatch?(events: EventEnvelope[], trx: Knex.Transaction): Promise<void>;
};

interface Item {
  event: EventEnvelope;
  msg: BusMessage;
  resolve(): void;
  reject(err: unknown): void;
}

/** A lane that finished a batch this recently starts its next one after the linger too (it is under load). */
const RECENTLY_BUSY_MS = 50;

/**
 * The idempotent, transactional consumer of `startConsumer`, applying events in batches
 * (decision 0502): the events that arrive while a lane's transaction runs are applied together in
 * the lane's next one — their ids recorded in `processed_events` by one multi-row
 * `INSERT … ON CONFLICT DO NOTHING` (an id already there, or repeated in the batch, is not applied
 * again), then `handle` for each new event in arrival order, in that one transaction; committed,
 * then every message of the batch is acked. If the batch fails as a whole, nothing of it committed
 * and each of its events is applied alone exactly as `startConsumer` does (own transaction; a
 * failure is that event's only: it is redelivered and, after `deadLetterAfter` deliveries, set aside
 * as a dead letter). A lone event (an idle consumer) takes the single path at once: no waiting.
 */
export async function startBatchConsumer(opts: BatchConsumerOptions): Promise<Subscription> {
  const { db, durable } = opts;
  const alone = aloneConsumer(opts);
  const log = alone.log;
  const maxBatch = Math.max(1, opts.maxBatch ?? 64);
  const laneCount = Math.max(1, opts.lanes ?? 1);
  const lingerMs = Math.max(0, opts.lingerMs ?? 5);
  const laneKey = opts.laneKey ?? ((e: EventEnvelope) => e.projectId);
  const lanes = Array.from({ length: laneCount }, () => ({ queue: [] as Item[], running: false, lastEnd: 0 }));
  const span = alone.inSpan;

  /** One event alone, in its own transaction (startConsumer's path, dead letters included). */
  const applyOne = (event: EventEnvelope, msg: BusMessage) => span(event, msg, (s) => alone.apply(event, msg, s));

  /** Many events in one transaction; throws (nothing committed) when any of them fails. */
  async function applyBatch(items: Item[]): Promise<void> {
    await db.transaction(async (trx: Knex.Transaction) => {
      const ids = [...new Set(items.map((i) => i.event.id))];
      const inserted = (await trx('processed_events')
        .insert(ids.map((id) => ({ consumer: durable, event_id: id })))
        .onConflict(['consumer', 'event_id'])
        .ignore()
        .returning('event_id')) as Array<{ event_id: string }>;
      const fresh = new Set(inserted.map((r) => r.event_id));
      if (opts.handleBatch) {
        const events = items.filter((i) => fresh.delete(i.event.id)).map((i) => i.event);
        if (events.length) await opts.handleBatch(events, trx);
        return;
      }
      for (const item of items) {
        const isNew = fresh.delete(item.event.id);
        await span(item.event, item.msg, async (s) => {
          s.setAttribute('event.duplicate', !isNew);
          s.setAttribute('event.batch_size', items.length);
          if (isNew) await opts.handle(item.event, trx);
        });
      }
    });
  }

  async function runLane(lane: (typeof lanes)[number]): Promise<void> {
    lane.running = true;
    try {
      // Events delivered together (one read of the connection) are queued before the lane starts.
      await new Promise<void>((r) => setImmediate(r));
      // A lane that ran moments ago is under load: its next events are close behind.
      let busy = Date.now() - lane.lastEnd < RECENTLY_BUSY_MS;
      while (lane.queue.length > 0) {
        // Back to back: let the events close behind join the next batch (one transaction for all).
        if (busy && lingerMs > 0 && lane.queue.length < maxBatch) await new Promise((r) => setTimeout(r, lingerMs));
        busy = true;
        const batch = lane.queue.splice(0, maxBatch);
        if (batch.length > 1) {
          try {
            await applyBatch(batch);
            for (const i of batch) i.resolve();
            continue;
          } catch (err) {
            log.warn({ consumer: durable, events: batch.length, error: describeFailure(err) }, 'batch failed; applying its events one by one');
          }
        }
        await Promise.all(batch.map((i) => applyOne(i.event, i.msg).then(i.resolve, i.reject)));
      }
    } finally {
      lane.lastEnd = Date.now();
      lane.running = false;
    }
  }

  const laneOf = (event: EventEnvelope) => {
    const key = laneKey(event) ?? '';
    let h = 0;
    for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
    return lanes[Math.abs(h) % laneCount];
  };

  const sub = await opts.bus.consume({
    stream: opts.stream,
    durable,
    filterSubject: opts.filterSubject,
    ackWaitMs: opts.ackWaitMs,
    maxDeliver: opts.maxDeliver,
    maxAckPending: opts.maxAckPending,
    // Enough deliveries in flight for the lanes to fill their batches, and a next batch to queue while one runs.
    concurrency: opts.concurrency ?? maxBatch * (laneCount + 1),
    retryDelayMs: opts.retryDelayMs,
    async handler(msg) {
      const event = envelopeFromMessage(msg);
      if (!event.id) {
        log.error({ subject: event.subject }, 'event without id dropped');
        return;
      }
      if (opts.accepts && !opts.accepts(event)) return;
      const lane = laneOf(event);
      await new Promise<void>((resolve, reject) => {
        lane.queue.push({ event, msg, resolve, reject });
        if (!lane.running) void runLane(lane);
      });
    },
  });
  // The ids it remembers are bounded: those older than any redelivery go (decision 0009).
  return withProcessedEventsSweeper(sub, { db, consumer: durable, logger: log, retainMs: opts.processedRetentionMs });
}
