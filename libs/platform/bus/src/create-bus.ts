import type { Bus } from './bus';
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
};

/** Opens the bus: NATS JetStream when `url` is set, otherwise the in-process bus. */
export async function createBus(opts: CreateBusOptions = {}): Promise<Bus> {
  if (opts.url) return createNatsBus({ url: opts.url, namespace: opts.namespace, name: opts.name });
  return createMemoryBus({ namespace: opts.namespace });
}
