import type { Logger } from '@platform/logger';
import type { TelephonyFaults } from './faults';
import type { SimStore } from './state';

/** Everything the routers of the simulator share. */
export interface SimRuntime {
  /** The account the simulator serves: its SID, auth token and API keys (sid → secret). */
  account: { sid: string; authToken: string; apiKeys: Map<string, string> };
  /** Base URL the simulator is reached at (the upstream simulator posts codes here). */
  publicUrl: string;
  /** The upstream simulator, where bought numbers are registered as code-receiving lines. */
  upstreamSimUrl: string | null;
  store: SimStore;
  faults: TelephonyFaults;
  clock(): Date;
  log: Logger;
}
