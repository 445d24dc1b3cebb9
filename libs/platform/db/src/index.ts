/**
 * @platform/db: one Postgres schema per service, on external Postgres (knex + pg) or embedded
 * PGlite, with in-code migrations and a retrying unit of work.
 */
export type { Db, IsolationLevel, Queryable, TransactionOptions, Trx } from './db';
export type { Migration } from './migration';
export { createDb, migrate, engineOf, queryIn, DEFAULT_PGLITE_DATA_DIR, type CreateDbOptions } from './create-db';
export { isRetryableTransactionError } from './retry';
export { runOnRequestPath, onRequestPath } from './session-gate';
export { SqlState, isUniqueViolation, isLockTimeout, isInvalidCharacterError, isInvalidValueError, isDatabaseUnavailable } from './errors';
export { GroupCommit, WriteGroup, type GroupCommitOptions, type GroupWrite, type ItemResult } from './group-commit';
export { hasUnstorableCharacter, UNSTORABLE_CHARACTER, REPLACEMENT_CHARACTER, storableText, storableJson, truncateText } from './storable-text';
export { offsetPage } from './offset-page';
export { keysetAfter, keysetPage, type KeysetBound, type KeysetPage, type KeysetPageOptions, type KeysetRange } from './keyset';
export {
  searchLogSources,
  LogSourcesRepository,
  compareLogHits,
  createLogSearchIndexes,
  ensureTrigram,
  type LogSource,
  type LogSearchQuery,
  type LogSearchPosition,
  type LogHit,
  type LogSourceState,
  type LogSearchResult,
} from './log-search';
