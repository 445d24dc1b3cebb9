import { randomUUID } from 'node:crypto';
import type { Logger } from '@platform/logger';
import { createClient } from 'redis';
import type { LiveChange, LiveLog } from './live-events';

/** Hands a committed change to every replica's live log (decision 0022). */
export interface LiveFanOut {
  publish(change: LiveChange): void;
  close(): Promise<void>;
}

/** One replica alone (no REDIS_URL: the all-in-one): the change goes to this replica's log. */
export function localLiveFanOut(log: LiveLog): LiveFanOut {
  return { publish: (c) => void log.append(c), close: async () => undefined };
}

/**
 * Redis pub/sub on `<prefix>:live` (like the notifications' fan-out, decision 0020): the replica whose
 * consumer took a change appends it to its own log at once and tells the others, which append it to
 * theirs (each log numbers its own positions under its own epoch, so an id is only placed on the
 * replica that gave it; elsewhere it resets). A replica whose subscription drops may have missed
 * changes: when it is subscribed again its log starts a new epoch and its open streams get `reset`.
 */
export function redisLiveFanOut(url: string, prefix: string, log: LiveLog, logger: Logger): LiveFanOut {
  const channel = `${prefix}:live`;
  const origin = randomUUID();
  const options = {
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2000) },
  };
  const pub = createClient(options);
  const sub = createClient(options);
  pub.on('error', (err) => logger.debug({ err }, 'live: Redis publisher error'));
  sub.on('error', (err) => logger.debug({ err }, 'live: Redis subscriber error'));
  let subscribedOnce = false;
  sub.on('ready', () => {
    if (subscribedOnce) log.restart();
  });
  void sub
    .connect()
    .then(() =>
      sub.subscribe(channel, (message) => {
        try {
          const m = JSON.parse(message) as { origin?: string; change: LiveChange };
          if (m.origin !== origin) log.append(m.change);
        } catch (err) {
          logger.warn({ err }, 'live: unreadable message ignored');
        }
      }),
    )
    .then(() => void (subscribedOnce = true))
    .catch((err) => logger.warn({ err }, "live: Redis subscriber not connected; other replicas' changes are not live here"));
  void pub.connect().catch((err) => logger.warn({ err }, 'live: Redis publisher not connected; changes stay on this replica'));
  return {
    publish(change) {
      log.append(change);
      if (!pub.isReady) return;
      pub.publish(channel, JSON.stringify({ origin, change })).catch((err) => logger.warn({ err }, 'live: publish failed'));
    },
    async close() {
      for (const c of [sub, pub]) {
        if (c.isReady) await c.close().catch(() => c.destroy());
        else if (c.isOpen) c.destroy();
      }
    },
  };
}
