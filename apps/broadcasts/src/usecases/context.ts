import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { BroadcastsRepository } from '../infra/db/broadcasts.repository';

/** Everything a broadcasts use case may depend on, wired once by server.ts. */
export interface UsecaseContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  broadcasts: BroadcastsRepository;
}
