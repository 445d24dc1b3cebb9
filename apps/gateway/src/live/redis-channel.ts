import { randomUUID } from 'node:crypto';
import type { Logger } from '@platform/logger';
import { createClient } from 'redis';

/** One Redis pub/sub channel shared by the gateway's replicas, without echo of a replica's own messages. */
export interface RedisChannel<T> {
  /** Publishes to the other replicas; skipped (false) while the publisher is not connected. */
  publish(message: T): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A publisher and a subscriber connection on `channel` (the live inbox changes, people's notifications).
 * Neither start waits for Redis: both keep retrying in the background; a command while disconnected
 * fails at once (no offline queue) so a publish while down is skipped, not held. Messages this replica
 * published are not given back to it (an origin id travels with each). `onResubscribed` runs when the
 * subscriber is ready again after a drop: what was published meanwhile was missed.
 */
export function redisChannel<T>(opts: {
  url: string;
  channel: string;
  /** Names the channel in the log lines (`live`, `notifications`). */
  name: string;
  logger: Logger;
  onMessage(message: T): void;
  onResubscribed?(): void;
}): RedisChannel<T> {
  const { logger, name } = opts;
  const origin = randomUUID();
  const options = {
    url: opts.url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) },
  };
  const pub = createClient(options);
  const sub = createClient(options);
  pub.on('error', (err) => logger.debug({ err }, `${name}: Redis publisher error`));
  sub.on('error', (err) => logger.debug({ err }, `${name}: Redis subscriber error`));
  let subscribedOnce = false;
  sub.on('ready', () => {
    if (subscribedOnce) opts.onResubscribed?.();
  });
  void sub
    .connect()
    .then(() =>
      sub.subscribe(opts.channel, (raw) => {
        try {
          const m = JSON.parse(raw) as { origin?: string; message: T };
          if (m.origin !== origin) opts.onMessage(m.message);
        } catch (err) {
          logger.warn({ err }, `${name}: unreadable message ignored`);
        }
      }),
    )
    .then(() => void (subscribedOnce = true))
    .catch((err) => logger.warn({ err }, `${name}: Redis subscriber not connected; other replicas' messages are not live here`));
  void pub.connect().catch((err) => logger.warn({ err }, `${name}: Redis publisher not connected; messages stay on this replica`));
  return {
    async publish(message) {
      if (!pub.isReady) return false;
      return pub
        .publish(opts.channel, JSON.stringify({ origin, message }))
        .then(() => true)
        .catch((err) => {
          logger.warn({ err }, `${name}: publish failed`);
          return false;
        });
    },
    async close() {
      for (const c of [sub, pub]) {
        if (c.isReady) await c.close().catch(() => c.destroy());
        else if (c.isOpen) c.destroy();
      }
    },
  };
}
