import type { KeyValueStore, RedisKeyValueStore } from '@platform/kv';
import type { Logger } from '@platform/logger';

/**
 * Tells every replica of messaging-proxy that cached send-path state changed (decision 0237): over
 * Redis pub/sub when the shared store is Redis (channel `<kv prefix>:mp-send-path-invalidate`), else
 * within the process (the in-process store of the all-in-one has one replica). A subscriber that
 * (re)connects is told `*` (drop everything): messages published while it was away are lost.
 */
export interface InvalidationBus {
  /** Sends `message` to every replica, this one first (synchronously), the others best-effort. */
  publish(message: string): void;
  /** Registers a listener of every message (including this replica's own). */
  subscribe(listener: (message: string) => void): void;
  /** Stops listening. */
  close(): Promise<void>;
}

/** `*`: drop every cached entry. */
export const INVALIDATE_ALL = '*';

/** The bus of `kv`'s kind (Redis pub/sub, or in-process). */
export async function createInvalidationBus(kv: KeyValueStore, logger: Logger): Promise<InvalidationBus> {
  const listeners: Array<(message: string) => void> = [];
  const deliver = (message: string) => {
    for (const l of listeners) l(message);
  };
  if (kv.kind !== 'redis') {
    return { publish: deliver, subscribe: (l) => void listeners.push(l), close: async () => undefined };
  }
  const client = (kv as RedisKeyValueStore).client;
  const channel = `${kv.prefix}:mp-send-path-invalidate`;
  // Each replica's own id: its own messages were already delivered locally.
  const self = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const sub = client.duplicate();
  sub.on('error', () => undefined);
  // Every (re)connection may have missed messages: drop everything.
  sub.on('ready', () => deliver(INVALIDATE_ALL));
  const started = sub
    .connect()
    .then(() =>
      sub.subscribe(channel, (raw: string) => {
        const at = raw.indexOf('|');
        if (raw.slice(0, at) !== self) deliver(raw.slice(at + 1));
      }),
    )
    .catch((err: unknown) => logger.warn({ err }, 'send-path cache: invalidation channel unavailable; entries expire by age only'));
  await Promise.race([started, new Promise((r) => setTimeout(r, 1000).unref())]);
  return {
    publish(message) {
      deliver(message);
      client
        .publish(channel, `${self}|${message}`)
        .catch((err: unknown) => logger.warn({ err }, 'send-path cache: invalidation not published; other replicas expire the entry by age'));
    },
    subscribe: (l) => void listeners.push(l),
    async close() {
      await started;
      if (sub.isOpen) await sub.close().catch(() => sub.destroy());
      else sub.destroy();
    },
  };
}
