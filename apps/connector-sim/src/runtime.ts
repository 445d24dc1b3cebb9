import type { Logger } from '@platform/logger';
import type { ConnectorFaults } from './faults';
import type { SimSettings, SimStore } from './state';

/** Everything the routers of the simulator share. */
export interface SimRuntime {
  /** The platform's connector credentials the simulator accepts. */
  credentials: { clientId: string; clientSecret: string; projectId: string };
  /** Base URL the simulator is reached at (connect links point here). */
  publicUrl: string;
  store: SimStore;
  settings: SimSettings;
  faults: ConnectorFaults;
  /** Milliseconds since the epoch (the control API can shift it). */
  clock(): number;
  log: Logger;
}
