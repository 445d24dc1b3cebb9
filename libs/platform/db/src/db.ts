import type { Knex } from 'knex';

/** Isolation levels a unit of work may ask for (Postgres semantics on both engines). */
export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

/** Options of one unit of work. */
export type TransactionOptions = {
  /** Isolation level; default the engine's (read committed). */
  isolationLevel?: IsolationLevel;
  /** Attempts in total when the transaction hits a serialization failure or deadlock; default 5. */
  maxAttempts?: number;
};

/**
 * A service's database: one Postgres schema owned by one service, on either engine. Code above
 * this interface is identical on Postgres and on embedded PGlite.
 */
export interface Db {
  /** Engine behind the handle: external Postgres, or embedded PGlite (all-in-one mode). */
  kind: 'postgres' | 'pglite';
  /** The service's schema; every connection's search_path points at it, unqualified names resolve there. */
  schema: string;
  /** The knex instance (query builder and pool). Prefer `transaction` for writes. */
  knex: Knex;
  /**
   * Runs `fn` in one transaction and commits when it resolves. Serialization failures (40001) and
   * deadlocks (40P01) re-run `fn` from the start a bounded number of times, so `fn` must not have
   * side effects outside the transaction.
   */
  transaction<T>(fn: (trx: Knex.Transaction) => Promise<T>, opts?: TransactionOptions): Promise<T>;
  /**
   * Runs one SQL statement with `$1..$n` parameters outside any transaction and returns its rows.
   * With `name` (unique per distinct SQL text), Postgres prepares the statement once per pooled
   * connection and later calls skip parsing and planning: for a small indexed read that tripled the
   * queries per second Postgres serves on 2 cores (bench/README.md); a send's credit hold took half the time.
   * Meant for hot paths; the query builder stays the default everywhere else.
   */
  query<R = Record<string, unknown>>(sql: string, values: readonly unknown[], opts?: { name?: string }): Promise<R[]>;
  /**
   * {@link query} inside the transaction `trx` (on its connection): a hot write of a transaction as a
   * prepared statement. The statement's rows come back; `RETURNING` tells whether a row was written.
   */
  queryIn<R = Record<string, unknown>>(trx: Knex.Transaction, sql: string, values: readonly unknown[], opts?: { name?: string }): Promise<R[]>;
  /** Releases the pool (and, for the last PGlite user in the process, the embedded instance). */
  close(): Promise<void>;
}

/**
 * A transaction as use cases hold it: opened with `Db.transaction`, handed to repository methods.
 * Use cases name this type instead of importing knex (SQL lives in repositories only).
 */
export type Trx = Knex.Transaction;

/** What a repository method runs on: the pool or a transaction. */
export type Queryable = Knex | Knex.Transaction;
