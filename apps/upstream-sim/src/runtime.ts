import type { Logger } from '@platform/logger';
import type { SimClock } from './clock';
import type { FaultRegistry } from './faults/faults';
import type { SendLimiter } from './state/send-limits';
import type { SimStore } from './state/store';
import type { HealthOverride } from './state/types';
import type { WebhookDispatcher } from './webhooks/dispatcher';

/** Status webhooks the simulator emits by itself after an accepted send. */
export type AutoStatus = 'sent' | 'delivered' | 'read';

/** Behaviour knobs tests and dev can change at runtime (`PUT /__sim/settings`). */
export interface SimSettings {
  /** Messages per second per number when neither the number nor its level says otherwise (reference: 80). */
  defaultThroughputPerSecond: number;
  /** Delay before each automatic status webhook, uniform in [min, max] ms. */
  statusDelayMs: { min: number; max: number };
  /** Statuses emitted after each accepted send, in order. */
  autoStatuses: AutoStatus[];
  /** `conversation` in status webhooks: `auto` omits it from v24 on (reference 2.2), or force it. */
  statusConversation: 'auto' | 'always' | 'never';
  /** Delay before each webhook retry after a non-200 answer; its length is the retry count. */
  retryDelaysMs: number[];
  /** Per-attempt webhook delivery timeout. */
  deliveryTimeoutMs: number;
  /** Deliver a WABA's webhooks only when the app is subscribed to it (`/subscribed_apps`), as Graph does. */
  requireSubscription: boolean;
  /** A marketing template to a user who sent `stop`: a `failed` status webhook (async) or a synchronous error. */
  marketingStopError: 'async' | 'sync';
  /** Verdict of the APP entity in `health_status`. */
  appHealth: HealthOverride;
}

/** Where and how outbound webhooks go. */
export interface WebhookConfig {
  url: string | null;
  verifyToken: string | null;
  /** Secret used for X-Hub-Signature-256; the app secret unless overridden. */
  appSecret: string;
  verifiedAt: Date | null;
}

/** Identity of the simulated app. */
export interface SimApp {
  id: string;
  secret: string;
  name: string;
  graphVersion: string;
}

/** Timers the simulator owns (delayed statuses, webhook retries); all cleared on reset and close. */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();

  /** Runs `fn` after `ms`; the timer does not keep the process alive. */
  after(ms: number, fn: () => void | Promise<void>): void {
    const t = setTimeout(
      () => {
        this.pending.delete(t);
        void Promise.resolve()
          .then(fn)
          .catch(() => undefined);
      },
      Math.max(0, ms),
    );
    t.unref();
    this.pending.add(t);
  }

  /** Cancels every pending timer. */
  clear(): void {
    for (const t of this.pending) clearTimeout(t);
    this.pending.clear();
  }
}

/** Everything a route needs: state, time, settings, webhooks, faults. One per simulator. */
export interface SimRuntime {
  app: SimApp;
  store: SimStore;
  clock: SimClock;
  settings: SimSettings;
  webhook: WebhookConfig;
  limiter: SendLimiter;
  faults: FaultRegistry;
  dispatcher: WebhookDispatcher;
  timers: Timers;
  log: Logger;
}
