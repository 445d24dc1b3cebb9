import path from 'node:path';
import { mkdirSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PgliteWorker } from './pglite-worker';
import { SessionGate } from './session-gate';

/**
 * One PGlite instance per data directory per process, shared by every service of the all-in-one
 * process. It lives in a worker thread (`pglite-worker.ts`, decision 0030), so its statements never
 * run on the thread that serves requests; this side keeps the rules of its one session. PGlite has a
 * single session, so:
 * - `gate` serializes connection use across all knex instances on the instance (a knex pool of one
 *   per service, plus this gate, means a transaction of service A never interleaves with a
 *   statement of service B); its waiters queue in two lanes, the work a client waits on ahead of
 *   background work (`session-gate.ts`);
 * - `searchPath` remembers the session's current search_path so a service only pays a `SET` when
 *   the previous user was another service.
 */
type SharedPglite = {
  key: string;
  pglite: PgliteWorker;
  gate: SessionGate;
  searchPath: string | null;
  refs: number;
};

const instances = new Map<string, SharedPglite>();

/** Marker set on knex clients created here, so other libs can tell the embedded engine apart. */
export const PGLITE_CLIENT_MARK = Symbol.for('platform.db.pglite');

function openShared(dataDir: string): SharedPglite {
  const key = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir);
  const existing = instances.get(key);
  if (existing) {
    existing.refs += 1;
    return existing;
  }
  if (!key.startsWith('memory://')) mkdirSync(key, { recursive: true });
  // Opened with INT8 as a string (as node-postgres returns it) and pg_trgm (log search, decision 0019): see the worker.
  const pglite = new PgliteWorker(key);
  const shared: SharedPglite = { key, pglite, gate: new SessionGate(), searchPath: null, refs: 1 };
  instances.set(key, shared);
  return shared;
}

type RawPglite = PgliteWorker & { __platformRelease?: () => void };

/** Creates a knex instance whose every connection use holds the shared gate and the right search_path. */
export function createPgliteKnex(opts: { dataDir: string; schema: string }): { knex: Knex; release(): Promise<void> } {
  const shared = openShared(opts.dataDir);
  const schema = opts.schema;
  const Base = ClientPgLite as unknown as typeof knexFactory.Client;

  class SharedPgliteClient extends Base {
    // On the prototype (not an instance field): knex builds transaction clients from the prototype.
    get [PGLITE_CLIENT_MARK](): true {
      return true;
    }

    override async acquireConnection(): Promise<RawPglite> {
      const release = await shared.gate.acquire();
      try {
        const conn = (await super.acquireConnection()) as RawPglite;
        if (shared.searchPath !== schema) {
          await conn.query(`SET search_path TO "${schema}"`);
          shared.searchPath = schema;
        }
        conn.__platformRelease = release;
        return conn;
      } catch (err) {
        release();
        throw err;
      }
    }

    override async releaseConnection(conn: RawPglite): Promise<void> {
      const release = conn.__platformRelease;
      conn.__platformRelease = undefined;
      try {
        await super.releaseConnection(conn);
      } finally {
        release?.();
      }
    }

    // The raw connection is the shared instance: closing it is refcounted in release(), not here.
    override async destroyRawConnection(): Promise<void> {}

    // knex-pglite derives the command from knex's method name, and knex names a delete `del`: the
    // Postgres dialect then sees command `DEL`, not `DELETE`, and hands back the raw result object
    // instead of the affected-row count that `.delete()` returns on pg. Named as pg names it, a
    // delete answers its count on both engines.
    processResponse(obj: { method?: string }, runner: unknown): unknown {
      const base = Base.prototype as unknown as { processResponse(o: unknown, r: unknown): unknown };
      return base.processResponse.call(this, obj.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
    }
  }

  const knex = knexFactory({
    client: SharedPgliteClient,
    connection: () => ({ pglite: shared.pglite }) as object,
    useNullAsDefault: false,
  } as Knex.Config);

  let released = false;
  return {
    knex,
    async release() {
      if (released) return;
      released = true;
      await knex.destroy();
      shared.refs -= 1;
      if (shared.refs === 0) {
        instances.delete(shared.key);
        await shared.pglite.close();
      }
    },
  };
}
