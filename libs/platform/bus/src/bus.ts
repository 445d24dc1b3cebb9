/** A stream: durable, ordered log of the messages published on its subjects. */
export type StreamSpec = {
  /** Stream name without namespace, e.g. `FUNDING`. */
  name: string;
  /** Subjects it captures (NATS wildcards `*` and `>`), without namespace, e.g. `funding.>`. */
  subjects: string[];
};

/** A message as a consumer sees it (subject without namespace). */
export type BusMessage = {
  /** Subject it was published on, without the namespace prefix. */
  subject: string;
  /** Payload bytes. */
  data: Uint8Array;
  /** Application headers (the dedupe id is in `msgId`, not here). */
  headers: Record<string, string>;
  /** Publisher's dedupe id (`Nats-Msg-Id`). */
  msgId: string;
  /** 1 on first delivery, 2 on the first redelivery, and so on. */
  deliveryCount: number;
};

/** Options of `Bus.consume`. */
export type ConsumeOptions = {
  /** Stream name without namespace. */
  stream: string;
  /** Durable consumer name: processes using the same one share (split) its messages. */
  durable: string;
  /** One subject filter (nats-server 2.9 allows one per consumer), without namespace. */
  filterSubject: string;
  /** Resolves → ack. Throws → nak, redelivered after `retryDelayMs(deliveryCount)`. */
  handler(msg: BusMessage): Promise<void>;
  /** Time a delivery may stay unacked before it is redelivered; default 30 000 ms. Long handlers are kept alive with in-progress acks. */
  ackWaitMs?: number;
  /** Deliveries per message before the broker gives up on it; default unlimited (-1). */
  maxDeliver?: number;
  /** Unacked messages in flight across all processes of this durable; default 1000. */
  maxAckPending?: number;
  /** Handlers run concurrently in this process; default 1 (in order). */
  concurrency?: number;
  /** Delay before redelivery after a failed handler, by delivery count; default exponential 250 ms → 30 s. */
  retryDelayMs?(deliveryCount: number): number;
};

/** A running subscription. */
export type Subscription = {
  /** Stops fetching, waits for handlers in flight, returns unstarted messages for redelivery. */
  stop(): Promise<void>;
};

/** Options of `Bus.publish`. */
export type PublishOptions = {
  /** Dedupe id (`Nats-Msg-Id`): a second publish with the same id inside the duplicate window is dropped. */
  msgId: string;
  /** Application headers. */
  headers?: Record<string, string>;
};

/**
 * Durable publish/subscribe with at-least-once delivery, broker-side dedupe by `msgId` and
 * competing consumers on a durable. Two adapters: NATS JetStream and an in-process bus.
 */
export interface Bus {
  /** Creates the stream or widens its subjects; idempotent and safe to race from several replicas. */
  ensureStream(spec: StreamSpec): Promise<void>;
  /** Publishes and resolves once the stream stored it (or recognised it as a duplicate). */
  publish(subject: string, data: Uint8Array, opts: PublishOptions): Promise<void>;
  /** Creates (or updates) the durable consumer and starts handling its messages. */
  consume(opts: ConsumeOptions): Promise<Subscription>;
  /**
   * Core (non-durable) publish: handed to the subscribers of `subject` connected now, at most once,
   * never stored; with none it is dropped. For live views whose reader can miss a message (a CLI's
   * webhook listener, decision 0028), never for state changes.
   */
  notify(subject: string, data: Uint8Array): void;
  /**
   * Core subscription of one subject (no stream, no ack, no replay); resolves once the server has
   * it (a `notify` after that reaches it). `stop()` unsubscribes.
   */
  listen(subject: string, handler: (data: Uint8Array) => void): Promise<{ stop(): void }>;
  /** Stops every subscription of this bus and closes the connection. */
  close(): Promise<void>;
}

/** Broker-side dedupe window: a repeated msgId within it is dropped (NATS default, and our floor). */
export const DUPLICATE_WINDOW_MS = 2 * 60_000;

/** Default ack wait (NATS default). */
export const DEFAULT_ACK_WAIT_MS = 30_000;

/** Default redelivery delay after a failed handler: 250 ms doubling per delivery, capped at 30 s. */
export function defaultRetryDelayMs(deliveryCount: number): number {
  return Math.min(30_000, 250 * 2 ** Math.max(0, deliveryCount - 1));
}

/** True when `subject` matches the NATS `pattern` (`*` = one token, `>` = one or more trailing tokens). */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length) return false;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}

/** Maps names between the caller's view and the namespaced broker view. */
export class Namespace {
  constructor(readonly prefix: string | undefined) {
    if (prefix !== undefined && !/^[A-Za-z0-9_-]+$/.test(prefix)) throw new Error(`invalid bus namespace: ${prefix}`);
  }

  stream(name: string): string {
    return this.prefix ? `${this.prefix}_${name}` : name;
  }

  subject(subject: string): string {
    return this.prefix ? `${this.prefix}.${subject}` : subject;
  }

  unprefixSubject(subject: string): string {
    const p = this.prefix ? `${this.prefix}.` : '';
    return p && subject.startsWith(p) ? subject.slice(p.length) : subject;
  }
}
