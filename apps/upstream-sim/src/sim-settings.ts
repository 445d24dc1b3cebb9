/** Runtime settings of the simulator (`PUT /__sim/settings`) and where its outbound webhooks go. */
import type { HealthOverride } from './state/types';

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
