import type { Logger } from '@platform/logger';
import type { SimClock } from './clock';
import type { UpstreamFaults } from './faults/faults';
import type { SendLimiter } from './state/send-limits';
import type { SimStore } from './state/store';
import type { SimSettings, WebhookConfig } from './sim-settings';
import type { Timers } from './timers';
import type { WebhookDispatcher } from './webhooks/dispatcher';

/** Identity of the simulated app. */
export interface SimApp {
  id: string;
  secret: string;
  name: string;
  graphVersion: string;
}

/** Everything a route needs: state, time, settings, webhooks, faults. One per simulator. */
export interface SimRuntime {
  app: SimApp;
  store: SimStore;
  clock: SimClock;
  settings: SimSettings;
  webhook: WebhookConfig;
  limiter: SendLimiter;
  faults: UpstreamFaults;
  dispatcher: WebhookDispatcher;
  timers: Timers;
  log: Logger;
}
