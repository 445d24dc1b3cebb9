import {
  DUPLICATE_WINDOW_MS,
  Namespace,
  defaultRetryDelayMs,
  subjectMatches,
  type Bus,
  type BusMessage,
  type ConsumeOptions,
  type PublishOptions,
  type StreamSpec,
  type Subscription,
} from './bus';

type StoredMessage = { seq: number; subject: string; data: Uint8Array; headers: Record<string, string>; msgId: string };

type Worker = {
  handler: ConsumeOptions['handler'];
  retryDelayMs(deliveryCount: number): number;
  concurrency: number;
  running: Set<Promise<void>>;
  stopped: boolean;
};

type Consumer = {
  filter: string;
  maxDeliver: number;
  maxAckPending: number;
  /** Next stream sequence not yet looked at. */
  cursor: number;
  /** Delivered and not yet acked (in a handler, or waiting for redelivery), by stream sequence → deliveries so far. */
  pending: Map<number, number>;
  /** Naked messages whose delay elapsed, in order of readiness. */
  redeliver: number[];
  workers: Worker[];
  nextWorker: number;
};

type Stream = {
  subjects: string[];
  messages: StoredMessage[];
  firstSeq: number;
  lastSeq: number;
  /** msgId → time first seen (ms); insertion order is time order. */
  dedupe: Map<string, number>;
  consumers: Map<string, Consumer>;
  pumpScheduled: boolean;
};

/** Options of the in-process bus. */
export type MemoryBusOptions = {
  /** Prefix of stream names and subjects (kept for parity with NATS; one process needs it only in tests). */
  namespace?: string;
  /** Messages kept per stream (oldest discarded first, as a NATS `max_msgs` limit); default 100 000. */
  maxMessagesPerStream?: number;
};

/**
 * In-process bus for the all-in-one mode: the same streams, subjects, durable consumers, competing
 * workers, ack/nak with delayed redelivery, `maxDeliver`, `maxAckPending` and msgId dedupe window as
 * the NATS adapter. NOT crash-durable: messages live in memory and are gone when the process exits
 * (the transactional outbox in the database remains the source of truth; unpublished rows are
 * relayed again after a restart). No ack timeout is needed: a handler in the same process always
 * settles, and a running handler holds its message as NATS in-progress acks do.
 */
export function createMemoryBus(opts: MemoryBusOptions = {}): Bus {
  const ns = new Namespace(opts.namespace);
  const maxMessages = opts.maxMessagesPerStream ?? 100_000;
  const streams = new Map<string, Stream>();
  const timers = new Set<NodeJS.Timeout>();
  /** Core subscriptions (notify/listen), by subject: no stream, no replay. */
  const listeners = new Map<string, Set<(data: Uint8Array) => void>>();
  let closed = false;

  function streamFor(subject: string): Stream | undefined {
    for (const stream of streams.values()) {
      if (stream.subjects.some((p) => subjectMatches(p, subject))) return stream;
    }
    return undefined;
  }

  function schedulePump(stream: Stream): void {
    if (stream.pumpScheduled || closed) return;
    stream.pumpScheduled = true;
    setImmediate(() => {
      stream.pumpScheduled = false;
      for (const consumer of stream.consumers.values()) pump(stream, consumer);
    });
  }

  function idleWorker(consumer: Consumer): Worker | undefined {
    const n = consumer.workers.length;
    for (let i = 0; i < n; i++) {
      // Round robin so competing workers split the load as pull consumers do.
      const w = consumer.workers[(consumer.nextWorker + i) % n];
      if (!w.stopped && w.running.size < w.concurrency) {
        consumer.nextWorker = (consumer.nextWorker + i + 1) % n;
        return w;
      }
    }
    return undefined;
  }

  function message(stream: Stream, seq: number): StoredMessage | undefined {
    return seq < stream.firstSeq ? undefined : stream.messages[seq - stream.firstSeq];
  }

  function nextDeliverable(stream: Stream, consumer: Consumer): StoredMessage | undefined {
    while (consumer.redeliver.length > 0) {
      const seq = consumer.redeliver.shift() as number;
      const msg = message(stream, seq);
      if (msg) return msg;
      consumer.pending.delete(seq); // discarded by the stream limit meanwhile
    }
    if (consumer.pending.size >= consumer.maxAckPending) return undefined;
    while (consumer.cursor <= stream.lastSeq) {
      const msg = message(stream, Math.max(consumer.cursor, stream.firstSeq));
      consumer.cursor = (msg?.seq ?? consumer.cursor) + 1;
      if (msg && subjectMatches(consumer.filter, msg.subject)) {
        consumer.pending.set(msg.seq, 0);
        return msg;
      }
    }
    return undefined;
  }

  function pump(stream: Stream, consumer: Consumer): void {
    for (;;) {
      const worker = idleWorker(consumer);
      if (!worker) return;
      const msg = nextDeliverable(stream, consumer);
      if (!msg) return;
      const deliveries = (consumer.pending.get(msg.seq) ?? 0) + 1;
      if (consumer.maxDeliver > 0 && deliveries > consumer.maxDeliver) {
        consumer.pending.delete(msg.seq); // given up, as NATS does after MaxDeliver
        continue;
      }
      consumer.pending.set(msg.seq, deliveries);
      deliver(stream, consumer, worker, msg, deliveries);
    }
  }

  function deliver(stream: Stream, consumer: Consumer, worker: Worker, msg: StoredMessage, deliveryCount: number): void {
    const busMessage: BusMessage = {
      subject: ns.unprefixSubject(msg.subject),
      data: msg.data.slice(),
      headers: { ...msg.headers },
      msgId: msg.msgId,
      deliveryCount,
    };
    const run = (async () => {
      try {
        await worker.handler(busMessage);
        consumer.pending.delete(msg.seq);
      } catch {
        const timer = setTimeout(() => {
          timers.delete(timer);
          consumer.redeliver.push(msg.seq);
          schedulePump(stream);
        }, worker.retryDelayMs(deliveryCount));
        timers.add(timer);
      }
    })();
    worker.running.add(run);
    void run.finally(() => {
      worker.running.delete(run);
      schedulePump(stream);
    });
  }

  return {
    async ensureStream(spec: StreamSpec) {
      const name = ns.stream(spec.name);
      const subjects = spec.subjects.map((s) => ns.subject(s));
      const existing = streams.get(name);
      if (existing) {
        for (const s of subjects) if (!existing.subjects.includes(s)) existing.subjects.push(s);
        return;
      }
      streams.set(name, {
        subjects,
        messages: [],
        firstSeq: 1,
        lastSeq: 0,
        dedupe: new Map(),
        consumers: new Map(),
        pumpScheduled: false,
      });
    },

    async publish(subject: string, data: Uint8Array, publishOpts: PublishOptions) {
      if (closed) throw new Error('bus is closed');
      const full = ns.subject(subject);
      const stream = streamFor(full);
      if (!stream) throw new Error(`no stream captures subject ${subject}`);
      const now = Date.now();
      for (const [id, seenAt] of stream.dedupe) {
        if (now - seenAt < DUPLICATE_WINDOW_MS) break;
        stream.dedupe.delete(id);
      }
      if (stream.dedupe.has(publishOpts.msgId)) return; // duplicate inside the window: dropped
      stream.dedupe.set(publishOpts.msgId, now);
      stream.lastSeq += 1;
      stream.messages.push({
        seq: stream.lastSeq,
        subject: full,
        data: data.slice(),
        headers: { ...(publishOpts.headers ?? {}) },
        msgId: publishOpts.msgId,
      });
      if (stream.messages.length > maxMessages) {
        stream.messages.shift();
        stream.firstSeq += 1;
      }
      schedulePump(stream);
    },

    async consume(consumeOpts: ConsumeOptions): Promise<Subscription> {
      if (closed) throw new Error('bus is closed');
      const stream = streams.get(ns.stream(consumeOpts.stream));
      if (!stream) throw new Error(`stream not found: ${consumeOpts.stream}`);
      let consumer = stream.consumers.get(consumeOpts.durable);
      const filter = ns.subject(consumeOpts.filterSubject);
      if (!consumer) {
        consumer = {
          filter,
          maxDeliver: consumeOpts.maxDeliver ?? -1,
          maxAckPending: consumeOpts.maxAckPending ?? 1000,
          cursor: stream.firstSeq,
          pending: new Map(),
          redeliver: [],
          workers: [],
          nextWorker: 0,
        };
        stream.consumers.set(consumeOpts.durable, consumer);
      } else {
        // Same durable from another worker: its latest settings win, as a consumer update does.
        consumer.filter = filter;
        if (consumeOpts.maxDeliver !== undefined) consumer.maxDeliver = consumeOpts.maxDeliver;
        if (consumeOpts.maxAckPending !== undefined) consumer.maxAckPending = consumeOpts.maxAckPending;
      }
      const worker: Worker = {
        handler: consumeOpts.handler,
        retryDelayMs: consumeOpts.retryDelayMs ?? defaultRetryDelayMs,
        concurrency: Math.max(1, consumeOpts.concurrency ?? 1),
        running: new Set(),
        stopped: false,
      };
      consumer.workers.push(worker);
      const owner = consumer;
      schedulePump(stream);
      return {
        async stop() {
          if (worker.stopped) return;
          worker.stopped = true;
          owner.workers = owner.workers.filter((w) => w !== worker);
          owner.nextWorker = 0;
          await Promise.allSettled([...worker.running]);
          schedulePump(stream);
        },
      };
    },

    notify(subject: string, data: Uint8Array) {
      if (closed) return;
      for (const handler of [...(listeners.get(subject) ?? [])]) {
        // Asynchronous as over NATS: the publisher never runs a subscriber's code.
        setImmediate(() => {
          try {
            handler(data);
          } catch {
            // A subscriber's failure is its own (core subjects have no redelivery).
          }
        });
      }
    },

    async listen(subject: string, handler: (data: Uint8Array) => void) {
      const set = listeners.get(subject) ?? new Set();
      set.add(handler);
      listeners.set(subject, set);
      return {
        stop() {
          set.delete(handler);
          if (set.size === 0 && listeners.get(subject) === set) listeners.delete(subject);
        },
      };
    },

    async close() {
      listeners.clear();
      const running: Promise<void>[] = [];
      for (const stream of streams.values()) {
        for (const consumer of stream.consumers.values()) {
          for (const w of consumer.workers) {
            w.stopped = true;
            running.push(...w.running);
          }
          consumer.workers = [];
        }
      }
      await Promise.allSettled(running);
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
