import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * PGlite in a worker thread (decision 0030). PGlite runs every statement synchronously on the thread
 * that owns it; on the main thread of the all-in-one that thread also serves every HTTP request, gRPC
 * call and upstream answer, so a busy database (a large broadcast) starved them until upstream calls
 * timed out. Here the instance lives in a `node:worker_threads` Worker and the main thread holds
 * {@link PgliteWorker}, a proxy with the part of PGlite's surface that knex-pglite and `createDb` use:
 * `waitReady`, `query(sql, params, options)` and `close()`. Each call is one message with a request id;
 * rows come back by structured clone (Date, Uint8Array for bytea, parsed JSON), errors with every field
 * PGlite's `DatabaseError` carries (code, detail, constraint, table, schema, column, ...), so
 * `errors.ts`' SQLSTATE checks see what they saw before. Serialising statements across services (the
 * gate) and the search_path memo stay with the caller (`pglite.ts`), on the main thread.
 *
 * The worker runs an inline script (`eval`), not a file: the same code then starts from the sources
 * under tsx or vitest and from every esbuild bundle (`tools/build-app.mjs`) without a second entry
 * point to ship. It is plain CommonJS and loads PGlite and `pg_trgm` by the absolute paths this module
 * resolves, so it finds the copy the process itself would load.
 */

/** What the worker is started with. */
type WorkerInput = { dataDir: string; pglitePath: string; pgTrgmPath: string };

/** A reply of the worker: a query's result or error, `close`'s acknowledgement, or the start's outcome. */
type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'start-failed'; error: SerializedError }
  | { kind: 'result'; id: number; result: unknown }
  | { kind: 'error'; id: number; error: SerializedError }
  | { kind: 'closed'; id: number };

/** An error as it crosses threads: its message, name and stack and every other own field that clones. */
type SerializedError = { message: string; name: string; stack?: string; fields: Record<string, unknown> };

/**
 * The worker's script. Kept in JavaScript every runtime accepts as is (no TypeScript, no bundler
 * helper), because it is handed to `new Worker(source, { eval: true })` as text.
 */
const WORKER_SOURCE = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, types } = require(workerData.pglitePath);
const { pg_trgm } = require(workerData.pgTrgmPath);

// Every own field of an error that survives structured clone (a DatabaseError's SQLSTATE fields,
// PGlite's query and params); functions (queryOptions' parsers) are left out.
function serializeError(err) {
  const e = err !== null && typeof err === 'object' ? err : new Error(String(err));
  const fields = {};
  for (const key of Object.keys(e)) {
    try {
      fields[key] = structuredClone(e[key]);
    } catch {
      // not cloneable: left out
    }
  }
  // Emscripten's file system errors (a data directory that is a file) carry a name and an errno, no message.
  const message = typeof e.message === 'string' ? e.message : String(e.name || 'Error') + (e.errno === undefined ? '' : ' (errno ' + e.errno + ')');
  return { message, name: String(e.name || 'Error'), stack: typeof e.stack === 'string' ? e.stack : undefined, fields };
}

// Single-object form: the two-argument form silently drops parsers. INT8 stays a string, as
// node-postgres returns it (numbers lose precision above 2^53, BigInt breaks JSON.stringify).
// pg_trgm: the trigram indexes of log search (decision 0019).
const pglite = new PGlite({ dataDir: workerData.dataDir, parsers: { [types.INT8]: (v) => v }, extensions: { pg_trgm } });

pglite.waitReady.then(
  () => parentPort.postMessage({ kind: 'ready' }),
  (err) => parentPort.postMessage({ kind: 'start-failed', error: serializeError(err) }),
);

parentPort.on('message', (msg) => {
  if (msg.op === 'query') {
    pglite.query(msg.sql, msg.params, msg.options).then(
      (result) => parentPort.postMessage({ kind: 'result', id: msg.id, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } }),
      (err) => parentPort.postMessage({ kind: 'error', id: msg.id, error: serializeError(err) }),
    );
  } else if (msg.op === 'close') {
    const closed = pglite.closed ? Promise.resolve() : pglite.close();
    closed.then(
      () => {
        parentPort.postMessage({ kind: 'closed', id: msg.id });
        parentPort.close(); // nothing else keeps the thread alive: it exits
      },
      (err) => parentPort.postMessage({ kind: 'error', id: msg.id, error: serializeError(err) }),
    );
  }
});
`;

/** SQLSTATE of a database that went away under the statement (crash_shutdown): `isDatabaseUnavailable` answers it as a 503. */
const CRASH_SHUTDOWN = '57P02';
/** SQLSTATE of a statement sent after close (admin_shutdown). */
const ADMIN_SHUTDOWN = '57P01';
/** How long a closed worker may take to end by itself before it is terminated. */
const CLOSE_EXIT_MS = 5000;

/** Rebuilds a worker-side error on this thread: an Error with the same message, name and fields. */
function deserializeError(e: SerializedError): Error {
  const err = new Error(e.message);
  Object.assign(err, e.fields);
  Object.defineProperty(err, 'name', { value: e.name, writable: true, configurable: true, enumerable: false });
  if (e.stack) err.stack = `${e.stack}\n    at (PGlite worker thread)`;
  return err;
}

/** An error of the proxy itself (the worker gone), with the SQLSTATE the rest of the code recognises. */
function unavailable(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/**
 * A parameter as it will cross to the worker. Structured clone keeps primitives, Dates, typed arrays
 * (a Buffer arrives as a Uint8Array: bytea either way), arrays and plain objects, but not prototypes:
 * an object with a `toJSON` of its own (a class instance as a JSON value, a Buffer inside one) would
 * lose it, so inside a JSON value (`inJson`) and for an object parameter it is replaced by what
 * `toJSON` returns, which is what PGlite's JSON serialisation would have stored.
 */
function toCloneable(value: unknown, inJson = false): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (ArrayBuffer.isView(value)) return inJson && typeof toJSON === 'function' ? toCloneable(toJSON.call(value), true) : value;
  if (Array.isArray(value)) return value.map((v) => toCloneable(v, inJson));
  if (typeof toJSON === 'function') return toCloneable(toJSON.call(value), true);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = toCloneable(v, true);
  return out;
}

/** The query options PGlite takes that can cross threads (`parsers`, `serializers`, `onNotice`, `blob` cannot). */
function cloneableOptions(options: unknown): { rowMode?: unknown; paramTypes?: unknown } | undefined {
  if (!options || typeof options !== 'object') return undefined;
  const { rowMode, paramTypes } = options as { rowMode?: unknown; paramTypes?: unknown };
  if (rowMode === undefined && paramTypes === undefined) return undefined;
  return { ...(rowMode === undefined ? {} : { rowMode }), ...(paramTypes === undefined ? {} : { paramTypes }) };
}

/** The result shape knex-pglite reads. */
type QueryResult = { rows: unknown[]; fields: Array<{ name: string; dataTypeID: number }>; affectedRows?: number };

/**
 * The main thread's handle of a PGlite instance living in a worker thread. One per data directory
 * (`pglite.ts` shares it between services); the worker exits on {@link close} or when it fails.
 */
export class PgliteWorker {
  /** Resolves once the instance is open (its data directory initialised or loaded); rejects if it could not be. */
  readonly waitReady: Promise<void>;
  /** Resolves when the worker thread has ended, for whatever reason. */
  readonly exited: Promise<number>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private nextId = 1;
  /**
   * Calls (and the start) waiting on the worker. The worker keeps the process alive only while one
   * waits, as a socket with a query in flight does; an idle open instance does not (nor did PGlite on
   * the main thread), so a tool that forgets to close still exits.
   */
  private inFlight = 0;
  private closing: Promise<void> | undefined;
  private gone: Error | undefined;

  constructor(dataDir: string) {
    // Resolved from this module, as the process itself resolves PGlite (the sources' or a bundle's node_modules).
    const resolve = createRequire(__filename).resolve;
    const input: WorkerInput = {
      dataDir,
      pglitePath: resolve('@electric-sql/pglite'),
      pgTrgmPath: resolve('@electric-sql/pglite/contrib/pg_trgm'),
    };
    // execArgv []: the script is plain CommonJS; the parent's loaders (`--import tsx`) have nothing to do in it.
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: input, execArgv: [], name: `pglite ${dataDir}` });
    let ready!: () => void;
    let failed!: (err: Error) => void;
    this.waitReady = new Promise<void>((res, rej) => {
      ready = res;
      failed = rej;
    });
    // Observed here so a start failure nobody awaited yet is not an unhandled rejection; callers still see it.
    this.waitReady.catch(() => undefined);
    this.track(); // the start keeps the process alive until it answers
    this.worker.on('message', (reply: WorkerReply) => {
      switch (reply.kind) {
        case 'ready':
          this.untrack();
          ready();
          return;
        case 'start-failed':
          this.untrack();
          failed(deserializeError({ ...reply.error, message: `could not open PGlite at ${dataDir}: ${reply.error.message}` }));
          return;
        case 'result':
        case 'closed':
          this.settle(reply.id, (p) => p.resolve(reply.kind === 'result' ? reply.result : undefined));
          return;
        case 'error':
          this.settle(reply.id, (p) => p.reject(deserializeError(reply.error)));
          return;
      }
    });
    const fail = (err: Error) => {
      if (this.gone) return;
      this.gone = err;
      failed(err);
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.inFlight = 0;
      this.worker.unref();
    };
    this.worker.on('error', (err) => fail(Object.assign(unavailable(`the PGlite worker failed: ${err.message}`, CRASH_SHUTDOWN), { cause: err })));
    this.exited = new Promise<number>((res) => {
      this.worker.once('exit', (code) => {
        fail(unavailable(`the PGlite worker exited (code ${code})`, this.closing ? ADMIN_SHUTDOWN : CRASH_SHUTDOWN));
        res(code);
      });
    });
  }

  /** Runs one statement in the worker; `params` and the result cross by structured clone. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[], options?: unknown): Promise<QueryResult & { rows: R[] }> {
    return this.call({ op: 'query', sql, params: params?.map((p) => toCloneable(p)), options: cloneableOptions(options) }) as Promise<
      QueryResult & { rows: R[] }
    >;
  }

  /** Closes the instance (its files are flushed) and ends the worker; resolves once the thread has exited. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const closed = this.gone
        ? false
        : await this.call({ op: 'close' }).then(
            () => true,
            () => false,
          );
      // Once closed, the worker ends by itself (nothing keeps its thread alive); one that does not
      // within CLOSE_EXIT_MS, or whose close failed, is ended here.
      if (closed) await Promise.race([this.exited, new Promise((r) => setTimeout(r, CLOSE_EXIT_MS).unref())]);
      if (!this.gone) await this.worker.terminate();
      await this.exited;
    })();
    return this.closing;
  }

  private call(message: { op: 'query'; sql: string; params?: unknown[]; options?: unknown } | { op: 'close' }): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    if (this.closing && message.op !== 'close') return Promise.reject(unavailable('the PGlite instance is closed', ADMIN_SHUTDOWN));
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.track();
      try {
        this.worker.postMessage({ id, ...message });
      } catch (err) {
        // A parameter that cannot be cloned (a function, a symbol): the statement's own fault, as a driver would refuse it.
        this.settle(id, (p) => p.reject(err instanceof Error ? err : new Error(String(err))));
      }
    });
  }

  private settle(id: number, fn: (p: { resolve(v: unknown): void; reject(e: Error): void }) => void): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    this.untrack();
    fn(p);
  }

  private track(): void {
    if (this.inFlight++ === 0) this.worker.ref();
  }

  private untrack(): void {
    if (--this.inFlight === 0) this.worker.unref();
  }
}
