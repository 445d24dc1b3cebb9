import type { Logger } from '@platform/logger';
import type { LiveChange, LiveLog } from './live-events';
import { redisChannel } from './redis-channel';

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
  const channel = redisChannel<LiveChange>({
    url,
    channel: `${prefix}:live`,
    name: 'live',
    logger,
    onMessage: (change) => log.append(change),
    onResubscribed: () => log.restart(),
  });
  return {
    publish(change) {
      log.append(change);
      void channel.publish(change);
    },
    close: () => channel.close(),
  };
}
