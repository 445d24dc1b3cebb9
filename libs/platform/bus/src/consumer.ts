import type { Knex } from 'knex';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, propagation, trace, type Span } from '@opentelemetry/api';
import type { Db } from '@platform/db';
import type { Bus, BusMessage, ConsumeOptions, Subscription } from './bus';
import { describeFailure, recordDeadLetter } from './dead-letters';
import { envelopeFromMessage, type EventEnvelope } from './envelope';
import { silentLogger, type Logger } from '@platform/logger';
import { TRACER_NAME } from './outbox';
import { withProcessedEventsSweeper } from './processed-events';

/** Options of `startConsumer`. */
export type ConsumerOptions = {
  /** The consuming service's database (its schema holds `processed_events`, see `outboxMigrations`). */
  db: Db;
  /** Where events come from. */
  bus: Bus;
  /** Stream name without namespace. */
  stream: string;
  /** Durable name; also the consumer name in `processed_events` (keep it stable). */
  durable: string;
  /** One subject filter, without namespace. */
  filterSubject: string;
  /**
   * Which events of the filter this consumer applies; the others are acknowledged at once, with no
   * database transaction and no `processed_events` row (they have no effect to dedupe). Default: all.
   * Use it when the stream cannot filter finely enough (one subject filter per consumer on NATS 2.9).
   */
  accepts?(event: EventEnvelope): boolean;
  /** Applies the event; runs inside the transaction that records the event id. Throw to retry later. */
  handle(event: EventEnvelope, trx: Knex.Transaction): Promise<void>;
  /** Logger; default silent. */
  logger?: Logger;
  /**
   * Failed deliveries after which an event is set aside as a dead letter (recorded in
   * `dead_letters`, acked, replayable) so it stops being retried; default
   * {@link DEFAULT_DEAD_LETTER_AFTER}. With the default retry delays (250 ms doubling, capped at
   * 30 s) 20 deliveries span about 7 minutes: longer than a peer's restart, shorter than forever.
   */
  deadLetterAfter?: number;
  /** How long its event ids stay in `processed_events`; default `PROCESSED_EVENTS_RETAIN_MS` (decision 0009). */
  processedRetentionMs?: number;
} & Pick<ConsumeOptions, 'ackWaitMs' | 'maxDeliver' | 'maxAckPending' | 'concurrency' | 'retryDelayMs'>;

/** Default number of failed deliveries before an event becomes a dead letter. */
export const DEFAULT_DEAD_LETTER_AFTER = 20;

/**
 * Idempotent, transactional consumer: for each message, in ONE database transaction, records
 * (consumer, event id) in `processed_events` (ON CONFLICT DO NOTHING) and, only if it was new, runs
 * `handle`; commits; then acks. A redelivery or a duplicate publish after the broker's dedupe window
 * finds the id recorded and is acked without running `handle` again: effects happen exactly once.
 * The handler runs in a consumer span whose parent is the producer's trace context (`traceparent`).
 * An event whose handler fails on `deadLetterAfter` deliveries is recorded as a dead letter and
 * acked: it never holds up the events behind it, and an operator can replay it.
 */
export async function startConsumer(opts: ConsumerOptions): Promise<Subscription> {
  const alone = aloneConsumer(opts);
  const sub = await opts.bus.consume({
    stream: opts.stream,
    durable: opts.durable,
    filterSubject: opts.filterSubject,
    ackWaitMs: opts.ackWaitMs,
    maxDeliver: opts.maxDeliver,
    maxAckPending: opts.maxAckPending,
    concurrency: opts.concurrency,
    retryDelayMs: opts.retryDelayMs,
    async handler(msg) {
      const event = envelopeFromMessage(msg);
      await alone.inSpan(event, msg, async (span) => {
        if (!event.id) {
          // Nothing to dedupe on: applying it could double-apply, dropping it loses nothing we could track.
          alone.log.error({ subject: event.subject }, 'event without id dropped');
          return;
        }
        await alone.apply(event, msg, span, opts.accepts);
      });
    },
  });
  // The ids it remembers are bounded: those older than any redelivery go (decision 0009).
  return withProcessedEventsSweeper(sub, { db: opts.db, consumer: opts.durable, logger: alone.log, retainMs: opts.processedRetentionMs });
}

/** What {@link startConsumer} and `startBatchConsumer` share: the consumer span and the one-event path. */
export interface AloneConsumer {
  log: Logger;
  /** Runs `f` in the event's consumer span (parent: the producer's `traceparent`); ends the span. */
  inSpan(event: EventEnvelope, msg: BusMessage, f: (span: Span) => Promise<void>): Promise<void>;
  /**
   * Applies one event in its own transaction (its id recorded in `processed_events`, `handle` only if
   * new). A failure is recorded on `span` and thrown (the broker redelivers), or, from the
   * `deadLetterAfter`-th delivery on, the event is set aside as a dead letter and this returns (acked).
   * An event `accepts` refuses is skipped (no transaction); `accepts` throwing counts as a failure.
   */
  apply(event: EventEnvelope, msg: BusMessage, span: Span, accepts?: (event: EventEnvelope) => boolean): Promise<void>;
}

/** Internal to the package (not exported by its index). */
export function aloneConsumer(opts: ConsumerOptions): AloneConsumer {
  const { db, durable } = opts;
  const log = opts.logger ?? silentLogger;
  const deadLetterAfter = Math.max(1, opts.deadLetterAfter ?? DEFAULT_DEAD_LETTER_AFTER);
  const tracer = trace.getTracer(TRACER_NAME);

  const inSpan: AloneConsumer['inSpan'] = (event, msg, f) =>
    tracer.startActiveSpan(
      `process ${event.subject}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          'messaging.system': 'nats',
          'messaging.destination.name': event.subject,
          'messaging.message.id': event.id,
          'messaging.consumer.group.name': durable,
          'event.type': event.type,
          'messaging.delivery_count': msg.deliveryCount,
        },
      },
      propagation.extract(ROOT_CONTEXT, event.headers),
      async (span) => {
        try {
          await f(span);
        } finally {
          span.end();
        }
      },
    );

  const apply: AloneConsumer['apply'] = async (event, msg, span, accepts) => {
    try {
      if (accepts && !accepts(event)) {
        span.setAttribute('event.skipped', true);
        return;
      }
      const applied = await db.transaction(async (trx) => {
        const inserted = await trx('processed_events')
          .insert({ consumer: durable, event_id: event.id })
          .onConflict(['consumer', 'event_id'])
          .ignore()
          .returning('event_id');
        if (inserted.length === 0) return false;
        await opts.handle(event, trx);
        return true;
      });
      span.setAttribute('event.duplicate', !applied);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      if (msg.deliveryCount >= deadLetterAfter) {
        // Set aside (if this write fails too, the throw below makes the broker redeliver).
        await recordDeadLetter(db, {
          source: `consumer:${durable}`,
          eventId: event.id || msg.msgId,
          subject: event.subject,
          type: event.type,
          projectId: event.projectId,
          payload: msg.data,
          headers: msg.headers,
          attempts: msg.deliveryCount,
          error: err,
        }).catch((dlqErr: unknown) => {
          log.warn({ error: describeFailure(dlqErr), eventId: event.id }, 'could not record a dead letter; will be redelivered');
          throw err;
        });
        log.error(
          { eventId: event.id, type: event.type, consumer: durable, deliveryCount: msg.deliveryCount, error: describeFailure(err) },
          'event handler kept failing; event set aside as a dead letter (replayable)',
        );
        span.setAttribute('event.dead_lettered', true);
        return;
      }
      log.warn(
        { eventId: event.id, type: event.type, deliveryCount: msg.deliveryCount, error: describeFailure(err) },
        'event handler failed; will be redelivered',
      );
      throw err;
    }
  };

  return { log, inSpan, apply };
}
