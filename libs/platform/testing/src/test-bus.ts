import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { createBus, type Bus } from '@platform/bus';
import { testInfra } from './infra';
import { uniqueName } from './unique-name';

/** A NATS bus on a unique namespace, with `cleanup()` closing it and deleting its streams. */
export type TestBus = Bus & {
  /** The namespace prefixing its streams and subjects. */
  namespace: string;
  /** Opens another connection on the same namespace (a second replica). */
  connectAnother(): Promise<Bus>;
  /** Closes the bus and deletes every stream of the namespace. */
  cleanup(): Promise<void>;
};

/** Connects to the test NATS server under a fresh namespace. */
export async function createTestBus(opts: { url?: string } = {}): Promise<TestBus> {
  const url = opts.url ?? testInfra().natsUrl;
  const namespace = uniqueName('t').replace(/_/g, '');
  const bus = await createBus({ url, namespace });
  const others: Bus[] = [];
  return Object.assign(bus, {
    namespace,
    async connectAnother() {
      const other = await createBus({ url, namespace });
      others.push(other);
      return other;
    },
    async cleanup() {
      await Promise.allSettled([bus.close(), ...others.map((o) => o.close())]);
      const nc = await connect({ servers: url });
      try {
        const jsm = await jetstreamManager(nc);
        for await (const name of jsm.streams.names()) {
          if (name.startsWith(`${namespace}_`)) await jsm.streams.delete(name);
        }
      } finally {
        await nc.close();
      }
    },
  });
}
