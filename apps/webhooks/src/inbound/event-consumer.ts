import { startConsumer, type Bus, type EventEnvelope, type Subscription } from '@platform/bus';
import { decodeEvent } from '@platform/contracts';
import { runWithRequestScope } from '@platform/grpc';
import type { Db, Trx } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { EventsUsecase } from '../usecases/events.usecase';

/** What each of webhooks' event consumers is given by server.ts. */
export interface EventConsumerDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  events: EventsUsecase;
  /** Called just after a commit that made deliveries (wakes the delivery engine). */
  onCommitted(): void;
}

/** One producer stream as webhooks consumes it. */
export interface EventConsumerSpec<T> {
  stream: { name: string; subjects: string[] };
  /** Durable consumer name (also the processed_events consumer key): keep stable. */
  durable: string;
  filterSubject: string;
  concurrency: number;
  /** The event type an envelope is decoded as; undefined: not an event of this consumer (acknowledged without effect). */
  typeOf(envelope: EventEnvelope): string | undefined;
  /** Events that need no transaction at all (acknowledged at once); every event by default. */
  accepts?(envelope: EventEnvelope): boolean;
  /** Hands the decoded event to the events use case in the consumer's transaction. */
  ingest(trx: Trx, payload: T, envelope: EventEnvelope, type: string): Promise<{ deliveries: number } | undefined>;
}

/** The type of a consumer that reads one event type: an envelope without a type header is read as that type. */
export const onlyType =
  (type: string) =>
  (envelope: EventEnvelope): string | undefined =>
    !envelope.type || envelope.type === type ? type : undefined;

/**
 * Starts one of webhooks' event consumers: the producer's stream ensured (idempotently, so start
 * order does not matter), each event decoded and ingested in the consumer's transaction
 * (processed_events and the fan-out commit together, ack after commit), so a crash at any point
 * loses nothing and duplicates nothing; the delivery engine woken just after a commit that made
 * deliveries (the poll is the fallback).
 */
export async function startEventConsumer<T>(deps: EventConsumerDeps, spec: EventConsumerSpec<T>): Promise<Subscription> {
  await deps.bus.ensureStream(spec.stream);
  return startConsumer({
    db: deps.db,
    bus: deps.bus,
    stream: spec.stream.name,
    durable: spec.durable,
    filterSubject: spec.filterSubject,
    logger: deps.logger,
    concurrency: spec.concurrency,
    accepts: spec.accepts,
    async handle(envelope, trx) {
      const type = spec.typeOf(envelope);
      if (!type) return;
      // The event's request id (decision 0018) is the scope of what it causes: its deliveries record it.
      const requestId = envelope.headers['x-request-id'];
      const r = await runWithRequestScope({ requestId: requestId || undefined, projectId: envelope.projectId ?? undefined }, () =>
        spec.ingest(trx, decodeEvent<T>(type, envelope.payload), envelope, type),
      );
      // The commit happens right after this returns; wake the dispatcher just after it.
      if (r && r.deliveries > 0) setTimeout(() => deps.onCommitted(), 20);
    },
  });
}
