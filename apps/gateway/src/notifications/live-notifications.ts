import { EventEmitter } from 'node:events';
import type { Logger } from '@platform/logger';
import { redisChannel } from '../live/redis-channel';
import type { NotificationRow } from './notifications.repository';

/** Listener of one person's new notifications. */
export type LiveListener = (n: NotificationRow) => void;

/**
 * New notifications, live, across gateway replicas (decision 0020): the replica whose consumer
 * stored one publishes it after the commit; every replica hands it to the open streams of its person.
 * Best effort by nature: a stream that misses one (a Redis hiccup) finds it in the list.
 */
export interface LiveNotifications {
  /** Tells every replica (this one included) about a committed notification. */
  publish(n: NotificationRow): Promise<void>;
  /** Listens for one person's new notifications; returns the unsubscriber. */
  subscribe(userId: string, listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** The in-process fan-out: open streams of this replica, by person. */
class LocalFanOut {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  deliver(n: NotificationRow) {
    this.emitter.emit(n.user_id, n);
  }
  subscribe(userId: string, listener: LiveListener) {
    this.emitter.on(userId, listener);
    return () => void this.emitter.off(userId, listener);
  }
}

/** One replica alone (no REDIS_URL: the all-in-one or a development machine). */
export function localLiveNotifications(): LiveNotifications {
  const local = new LocalFanOut();
  return {
    async publish(n) {
      local.deliver(n);
    },
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    close: async () => undefined,
  };
}

/**
 * Redis pub/sub on one channel per deployment (`<prefix>:notifications`): one publishing and one
 * subscribed connection per replica; each replica keeps only its open streams' persons. A replica
 * delivers its own notifications to its streams at once and tells the others through Redis (messages
 * carry the replica's id, so it skips its own). Redis being down never holds the gateway: start does
 * not wait for the connections (they keep retrying in the background), and a publish while they are
 * down is skipped — other replicas' streams miss it live and find it in the list.
 */
export function redisLiveNotifications(url: string, prefix: string, logger: Logger): LiveNotifications {
  const local = new LocalFanOut();
  const channel = redisChannel<NotificationRow>({ url, channel: `${prefix}:notifications`, name: 'notifications', logger, onMessage: (n) => local.deliver(n) });
  return {
    async publish(n) {
      local.deliver(n);
      await channel.publish(n);
    },
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    close: () => channel.close(),
  };
}
