import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { TableStoreRepository } from '../infra/db/table-store.repository';

/** Everything a workflows-agent use case may depend on, wired once by server.ts. */
export interface UsecaseContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  tables: TableStoreRepository;
}
