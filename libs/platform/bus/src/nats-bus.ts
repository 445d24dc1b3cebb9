import { connect, headers as natsHeaders, nanos, type NatsConnection, type MsgHdrs } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, JetStreamApiError, StorageType, jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import {
  DEFAULT_ACK_WAIT_MS,
  DUPLICATE_WINDOW_MS,
  Namespace,
  defaultRetryDelayMs,
  type Bus,
  type BusMessage,
  type ConsumeOptions,
  type PublishOptions,
  type StreamSpec,
  type Subscription,
} from './bus';
import { STREAM_MAX_AGE_MS } from './processed-events';

/** Options of the NATS JetStream adapter. */
export type NatsBusOptions = {
  /** NATS server URL(s), comma separated. */
  url: string;
  /** Prefix of stream names (`<ns>_NAME`) and subjects (`<ns>.subject`). */
  namespace?: string;
  /** Connection name shown by the server (monitoring). */
  name?: string;
  /** Replicas of streams this client creates (3 on a production cluster; 1 on a single server). */
  streamReplicas?: number;
  /** How long streams keep a message; default {@link STREAM_MAX_AGE_MS} (decision 0009). */
  streamMaxAgeMs?: number;
};

const MSG_ID_HEADER = 'Nats-Msg-Id';
const STREAM_NOT_FOUND = 10059;

function toRecord(h: MsgHdrs | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!h) return out;
  for (const key of h.keys()) {
    if (key === MSG_ID_HEADER) continue;
    out[key] = h.get(key);
  }
  return out;
}

/**
 * NATS JetStream adapter: file-storage streams with a 2-minute duplicate window, `Nats-Msg-Id`
 * dedupe, explicit-ack durable pull consumers (several processes on one durable split its
 * messages), nak with delay on handler failure, and in-progress acks while a handler runs.
 */
export async function createNatsBus(opts: NatsBusOptions): Promise<Bus> {
  const ns = new Namespace(opts.namespace);
  const nc: NatsConnection = await connect({
    servers: opts.url.split(','),
    name: opts.name,
    maxReconnectAttempts: -1,
    // The client would build an Error (a stack trace) for every publish and request to enrich a possible
    // timeout: ~3 % of a busy service's CPU (workflows-agent profile, decision 0723). Timeouts still name
    // the subject; they lose the caller's stack.
    noAsyncTraces: true,
  });
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  const subscriptions = new Set<Subscription>();

  // Messages are not kept for ever (decision 0009); consumers remember ids a day longer.
  const maxAge = nanos(opts.streamMaxAgeMs ?? STREAM_MAX_AGE_MS);

  async function ensureStream(spec: StreamSpec): Promise<void> {
    const name = ns.stream(spec.name);
    const subjects = spec.subjects.map((s) => ns.subject(s));
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const info = await jsm.streams.info(name);
        const missing = subjects.filter((s) => !info.config.subjects?.includes(s));
        // A stream created before its messages had an age limit (or with another one) gets this one.
        if (missing.length > 0 || info.config.max_age !== maxAge) {
          await jsm.streams.update(name, { subjects: [...(info.config.subjects ?? []), ...missing], max_age: maxAge });
        }
        return;
      } catch (err) {
        if (!(err instanceof JetStreamApiError) || err.code !== STREAM_NOT_FOUND) throw err;
      }
      try {
        await jsm.streams.add({
          name,
          subjects,
          storage: StorageType.File,
          num_replicas: opts.streamReplicas ?? 1,
          duplicate_window: nanos(DUPLICATE_WINDOW_MS),
          max_age: maxAge,
        });
        return;
      } catch {
        // Lost a creation race with another replica (or config differs): re-read and reconcile.
      }
    }
    throw new Error(`could not ensure stream ${name}`);
  }

  async function ensureConsumer(stream: string, o: ConsumeOptions): Promise<void> {
    const config = {
      durable_name: o.durable,
      filter_subject: ns.subject(o.filterSubject),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(o.ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
      max_deliver: o.maxDeliver ?? -1,
      max_ack_pending: o.maxAckPending ?? 1000,
    };
    try {
      await jsm.consumers.add(stream, config); // idempotent when the config is identical
    } catch (err) {
      if (!(err instanceof JetStreamApiError)) throw err;
      // Exists with other settings (a deploy changed them): update what may change in place.
      await jsm.consumers.update(stream, o.durable, {
        ack_wait: config.ack_wait,
        max_deliver: config.max_deliver,
        max_ack_pending: config.max_ack_pending,
      });
    }
  }

  async function consume(o: ConsumeOptions): Promise<Subscription> {
    const stream = ns.stream(o.stream);
    await ensureConsumer(stream, o);
    const consumer = await js.consumers.get(stream, o.durable);
    const concurrency = Math.max(1, o.concurrency ?? 1);
    const retryDelay = o.retryDelayMs ?? defaultRetryDelayMs;
    const ackWait = o.ackWaitMs ?? DEFAULT_ACK_WAIT_MS;
    // Small prefetch: buffered messages would sit out their ack wait while peers idle.
    const messages: ConsumerMessages = await consumer.consume({ max_messages: concurrency + 1 });
    const running = new Set<Promise<void>>();
    let stopping = false;

    async function handle(m: JsMsg): Promise<void> {
      const keepAlive = setInterval(() => m.working(), Math.max(100, Math.floor(ackWait / 2)));
      try {
        const msg: BusMessage = {
          subject: ns.unprefixSubject(m.subject),
          data: m.data,
          headers: toRecord(m.headers),
          msgId: m.headers?.get(MSG_ID_HEADER) ?? '',
          deliveryCount: m.info.deliveryCount,
        };
        await o.handler(msg);
        // A plain ack (no round trip): consumers dedupe by event id (processed_events), so an ack lost
        // with a dropped connection only means one redelivery; a confirmed ack cost a request per message.
        m.ack();
      } catch {
        m.nak(retryDelay(m.info.deliveryCount));
      } finally {
        clearInterval(keepAlive);
      }
    }

    const loop = (async () => {
      for await (const m of messages) {
        if (stopping) {
          m.nak(); // fetched but not started: hand it back at once
          continue;
        }
        while (running.size >= concurrency) await Promise.race(running);
        const p = handle(m).finally(() => running.delete(p));
        running.add(p);
      }
      await Promise.allSettled([...running]);
    })();

    const sub: Subscription = {
      async stop() {
        if (stopping) return;
        stopping = true;
        messages.stop();
        await loop.catch(() => undefined);
        await Promise.allSettled([...running]);
        subscriptions.delete(sub);
      },
    };
    subscriptions.add(sub);
    return sub;
  }

  return {
    ensureStream,
    async publish(subject: string, data: Uint8Array, p: PublishOptions) {
      const h = natsHeaders();
      for (const [k, v] of Object.entries(p.headers ?? {})) h.set(k, v);
      await js.publish(ns.subject(subject), data, { msgID: p.msgId, headers: h });
    },
    consume,
    notify(subject: string, data: Uint8Array) {
      if (!nc.isClosed()) nc.publish(ns.subject(subject), data);
    },
    async listen(subject: string, handler: (data: Uint8Array) => void) {
      const sub = nc.subscribe(ns.subject(subject), { callback: (err, msg) => void (err ? undefined : handler(msg.data)) });
      await nc.flush();
      return { stop: () => sub.unsubscribe() };
    },
    async close() {
      await Promise.allSettled([...subscriptions].map((s) => s.stop()));
      if (!nc.isClosed()) await nc.drain();
    },
  };
}
