import type { SecretCipher } from '@platform/crypto';
import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { AllowList } from '@platform/ssrf';
import type { Config } from '../config';
import { parseSchedule, type RetryPolicy } from '../domain/retry-policy';
import type { DeliveriesRepository } from '../infra/db/deliveries.repository';
import type { ListenersRepository } from '../infra/db/listeners.repository';
import type { PreferencesRepository } from '../infra/db/preferences.repository';
import type { WebhooksRepository } from '../infra/db/webhooks.repository';
import type { PhoneNumberDirectory } from '../infra/grpc/phone-numbers.client';
import type { Sender } from '../infra/http/sender';

/** Settings the use cases read (a slice of the config, so tests can build it directly). */
export interface UsecaseSettings {
  /** Retry schedule, jitter and Retry-After bound of failed attempts. */
  policy: RetryPolicy;
  /** Overall attempt timeout (connect + response), ms. */
  timeoutMs: number;
  /** Added to the timeout to make an attempt's lease: a crashed process's attempts come back after both. */
  leaseMarginMs: number;
  /** Most attempts in flight in this process. */
  maxInFlight: number;
  /** Most attempts in flight per endpoint in this process. */
  maxInFlightPerEndpoint: number;
  /** Idle poll interval of the delivery engine, ms. */
  pollMs: number;
  /** An endpoint failing every attempt for this long is disabled, ms. */
  disableAfterMs: number;
}

/** The use-case settings of a parsed configuration. */
export function usecaseSettings(config: Config): UsecaseSettings {
  return {
    policy: {
      scheduleS: parseSchedule(config.WEBHOOK_RETRY_SCHEDULE),
      jitter: config.WEBHOOK_RETRY_JITTER,
      retryAfterMaxS: config.WEBHOOK_RETRY_AFTER_MAX_S,
    },
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    leaseMarginMs: config.WEBHOOK_LEASE_MARGIN_MS,
    maxInFlight: config.WEBHOOK_MAX_IN_FLIGHT,
    maxInFlightPerEndpoint: config.WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT,
    pollMs: config.WEBHOOK_POLL_MS,
    disableAfterMs: config.WEBHOOK_DISABLE_AFTER_MS,
  };
}

/** Everything a webhooks use case may depend on, wired once by server.ts. */
export interface UsecaseContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Webhook signing secrets at rest (bound to the webhook id). */
  secrets: SecretCipher;
  /** Targets the SSRF policy admits although not public (WEBHOOK_ALLOWED_TARGETS; empty in production). */
  allowList: AllowList;
  /** Sends one attempt to a customer endpoint (SSRF-guarded). */
  sender: Sender;
  /** Who owns phone numbers (messaging-proxy): per-number webhooks only on the project's own numbers. */
  phoneNumbers: PhoneNumberDirectory;
  webhooks: WebhooksRepository;
  deliveries: DeliveriesRepository;
  preferences: PreferencesRepository;
  /** Live listeners (decision 0028). */
  listeners: ListenersRepository;
  settings: UsecaseSettings;
}
