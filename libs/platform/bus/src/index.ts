/**
 * @platform/bus: durable messaging (NATS JetStream or in-process), the transactional outbox and
 * idempotent consumers.
 */
export type { Bus, BusMessage, ConsumeOptions, PublishOptions, StreamSpec, Subscription } from './bus';
export { DUPLICATE_WINDOW_MS, DEFAULT_ACK_WAIT_MS, defaultRetryDelayMs, subjectMatches } from './bus';
export { createBus, type CreateBusOptions } from './create-bus';
export { createNatsBus, type NatsBusOptions } from './nats-bus';
export { createMemoryBus, type MemoryBusOptions } from './memory-bus';
export { EVENT_NAME_HEADER, EnvelopeHeaders, envelopeFromMessage, envelopeHeaders, type EventEnvelope } from './envelope';
export {
  TRACER_NAME,
  enqueueEvent,
  enqueueEvents,
  outboxMigrations,
  startOutboxRelay,
  type NewEvent,
  type OutboxRelayOptions,
  type OutboxRelayTestHooks,
} from './outbox';
export { startConsumer, DEFAULT_DEAD_LETTER_AFTER, type ConsumerOptions } from './consumer';
export { startBatchConsumer, type BatchConsumerOptions } from './batch-consumer';
export { countDeadLetters, describeFailure, listDeadLetters, recordDeadLetter, replayDeadLetter, type DeadLetter, type NewDeadLetter } from './dead-letters';
export { PROCESSED_EVENTS_RETAIN_MS, STREAM_MAX_AGE_MS, sweepProcessedEvents } from './processed-events';
export { derivedUuid } from './event-id';
export { RetryLater } from './retry-later';
