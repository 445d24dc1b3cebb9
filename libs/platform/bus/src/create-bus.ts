import type { Bus, ConsumeOptions, Subscription } from './bus';
import { createMemoryBus } from './memory-bus';
import { createNatsBus } from './nats-bus';

/** Options of `createBus`. */
export type CreateBusOptions = {
  /** NATS URL. Absent: the in-process bus (all-in-one mode; not crash-durable). */
  url?: string;
  /** Prefix of stream names and subjects so parallel runs never collide; consumers see un-prefixed subjects. */
  namespace?: string;
  /** Connection name (NATS monitoring), e.g. the service name. */
  name?: string;
  /** Replicas of the streams this service creates (NATS only). */
  streamReplicas?: number;
};

/** One in-process broker per namespace, shared by every service of the process, as one NATS is. */
const sharedMemoryBuses = new Map<string, { bus: Bus; handles: number }>();

/**
 * A service's handle on the process-wide in-process broker: publishing and consuming go to the
 * shared streams; `close()` stops only this handle's consumers, and the broker closes with the last handle.
 */
function memoryBusHandle(namespace: string | undefined): Bus {
  const key = namespace ?? '';
  let entry = sharedMemoryBuses.get(key);
  if (!entry) {
    entry = { bus: createMemoryBus({ namespace }), handles: 0 };
    sharedMemoryBuses.set(key, entry);
  }
  entry.handles++;
  const shared = entry;
  const subscriptions = new Set<Subscription>();
  let closed = false;
  return {
    ensureStream: (spec) => shared.bus.ensureStream(spec),
    publish: (subject, data, opts) => shared.bus.publish(subject, data, opts),
    notify: (subject, data) => shared.bus.notify(subject, data),
    listen: (subject, handler) => shared.bus.listen(subject, handler),
    async consume(opts: ConsumeOptions) {
      const sub = await shared.bus.consume(opts);
      subscriptions.add(sub);
      return {
        async stop() {
          subscriptions.delete(sub);
          await sub.stop();
        },
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.stop()));
      subscriptions.clear();
      if (--shared.handles === 0) {
        sharedMemoryBuses.delete(key);
        await shared.bus.close();
      }
    },
  };
}

/**
 * Opens the bus: NATS JetStream when `url` is set, otherwise a handle on the process-wide in-process
 * broker (so services composed in one process exchange events as they would over NATS).
 */
export async function createBus(opts: CreateBusOptions = {}): Promise<Bus> {
  if (opts.url) return createNatsBus({ url: opts.url, namespace: opts.namespace, name: opts.name, streamReplicas: opts.streamReplicas });
  return memoryBusHandle(opts.namespace);
}
