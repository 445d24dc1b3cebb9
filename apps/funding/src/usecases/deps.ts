import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { Config } from '../config';
import type { TokenCipher } from '../infra/crypto/token-cipher';
import type { WorkQueue } from '../infra/events/work-queue';
import type { GraphClient } from '../infra/upstream/graph-client';

/** What the funding use cases share: storage, time, upstream, secrets and the work queue. */
export interface FundingDeps {
  db: Db;
  clock: Clock;
  config: Config;
  graph: GraphClient;
  /** Undefined when TOKEN_ENCRYPTION_KEY is not configured. */
  cipher: TokenCipher | undefined;
  queue: WorkQueue;
  logger: Logger;
}
