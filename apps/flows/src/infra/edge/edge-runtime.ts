import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { Miniflare } from 'miniflare';
import { z } from 'zod';
import { truncateText } from '@platform/db';
import type { Logger } from '@platform/logger';
import { MemoryWatchdog, type WatchedProcess } from './memory-watchdog';

/** A deployed function as the runtime runs it. */
export interface EdgeDeployment {
  functionId: string;
  /** The function's project: `env.DB` reads and writes this project's tables, and no other. */
  projectId: string;
  /** Changes whenever the code or the secrets change (a new workerd instance is started). */
  revision: string;
  code: string;
  /** Secrets bound as `env.NAME`. */
  secrets: Record<string, string>;
  timeoutMs: number;
}

/** One HTTP request handed to a function. */
export interface EdgeRequest {
  method: 'POST' | 'GET';
  body?: string;
  headers?: Record<string, string>;
}

/** One line the function wrote with `console.*` during an invocation. */
export interface ConsoleLog {
  /** The console method: `log`, `info`, `warn`, `error` or `debug`. */
  level: string;
  message: string;
  loggedAt: Date;
}

/** The outcome of one invocation: the function's reply or why there is none. */
export interface EdgeResult {
  status: number;
  contentType: string;
  /** The reply's body as text (UTF-8). */
  body: string;
  /** The reply's body as sent (a passthrough answer forwards these bytes). */
  bodyBytes: Buffer;
  /** The reply's headers as the function set them (lower-case names). */
  headers: Array<[string, string]>;
  /** What the function wrote with `console.*` during this invocation (bounded, see {@link MAX_CONSOLE_LOGS}). */
  consoleLogs: ConsoleLog[];
  /** Set when the function failed (threw, timed out, crashed, ran out of memory, bad return). */
  error?: string;
  durationMs: number;
  /** Id of this invocation at the edge (`cf-ray` style: 16 hex digits and a location). */
  rayId: string;
}

/** Options of {@link EdgeRuntime}. */
export interface EdgeRuntimeOptions {
  /** Directory of the functions' KV stores (one sub-directory per function). */
  dataDir: string;
  /** Resident memory limit of one function's workerd process, in MiB. */
  memoryMb: number;
  logger: Logger;
  /** Every outbound fetch of a function (SSRF-guarded). */
  outbound: (req: Request) => Promise<Response>;
  /** The `env.DB` binding of a function of `projectId` (its project's table store); unset = no `env.DB`. */
  tableStore?: (projectId: string) => (req: Request) => Promise<Response>;
}

interface Instance {
  revision: string;
  mf: Miniflare;
  ready: Promise<void>;
  pid?: number;
  /** The sampler's slot for this process (the memory cap). */
  watched?: WatchedProcess;
  killedFor?: string;
  /** Invocations running on it now, and served in all. */
  inflight: number;
  served: number;
  /** A fresh instance should take over (memory past the soft mark, or served enough). */
  retiring: boolean;
  replacing?: Promise<void>;
  /** Replaced: disposed once its last invocation ends. */
  retired: boolean;
}

/** Console lines kept per invocation, and characters per line (a longer line is cut). */
export const MAX_CONSOLE_LOGS = 100;
export const MAX_CONSOLE_LINE = 2_000;
const HANDLER_SIGNATURE = /^\s*async\s+function\s+handler\s*\(\s*request\s*,\s*env\s*\)\s*\{/;
const COMPATIBILITY_DATE = '2025-09-01';
/** How often instances are checked against the soft memory mark (ms). */
const RECYCLE_CHECK_MS = 100;
/**
 * workerd's resident memory creeps up with the requests it serves (about 15 MiB per 1,000 through
 * miniflare, measured): an instance past half its limit, or past this many invocations, is replaced
 * in the background by a fresh one (no request waits), so only a function that really grows while
 * it runs meets the hard limit.
 */
const RECYCLE_AFTER = 2_000;
const SOFT_MEMORY_SHARE = 0.5;

/** Why `code` cannot be a function (reference 1.9 contract), or undefined when it can. */
export function codeContractViolation(code: string): string | undefined {
  if (!HANDLER_SIGNATURE.test(code)) return 'code must start with `async function handler(request, env) {`';
  if (/^\s*export\s/m.test(code)) return 'code must not use `export`: define `async function handler(request, env)` only';
  try {
    // Compiled, never run: a syntax error is reported with V8's message before workerd starts.
    new Script(code, { filename: 'function.js' });
  } catch (e) {
    return `code does not compile: ${(e as Error).message}`;
  }
  return undefined;
}

/** The service binding behind `env.DB` (hidden from the function, which sees the client below). */
const DB_SERVICE = '__EDGE_TABLE_STORE';

/**
 * `env.DB` inside the function: the table store of its project (decision 0603). Each method posts
 * one operation to the {@link DB_SERVICE} binding; an error answer is thrown as an Error with
 * `status` (the HTTP table store's status) and the store's message.
 */
const DB_CLIENT = `const __edgeTableStoreClient = (service) => {
  const call = async (op, payload) => {
    const res = await service.fetch('http://table-store.internal/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ op, ...payload }) });
    const out = await res.json();
    if (!res.ok) {
      const err = new Error(out.error ?? ('table store answered ' + res.status));
      err.name = 'TableStoreError';
      err.status = res.status;
      throw err;
    }
    return out.data;
  };
  return Object.freeze({
    select: (table, filters) => call('select', { table, params: filters }),
    get: (table, id, options) => call('get', { table, id, params: options }),
    insert: (table, rows, options) => call('insert', { table, rows, params: options }),
    upsert: (table, rows, filters) => call('upsert', { table, rows, params: filters }),
    update: (table, patch, filters) => call('update', { table, patch, params: filters }),
    delete: (table, filters) => call('delete', { table, params: filters }),
  });
};`;

/**
 * The module workerd runs: the function's code and an entry point that calls `handler` with its
 * console captured per request (an `AsyncLocalStorage`, so concurrent invocations keep their own
 * lines). The entry point always answers 200 with an envelope: a 4-byte big-endian length, that
 * many bytes of JSON `{status, headers, failure, logs, dropped}`, then the function's body bytes
 * as it sent them. `failure` is set when the handler threw or returned something else than a Response.
 */
function moduleOf(code: string): string {
  return `import { AsyncLocalStorage as __EdgeAls } from 'node:async_hooks';
${code}
${DB_CLIENT}
const __edgeConsole = new __EdgeAls();
const __edgeText = (v) => {
  if (typeof v === 'string') return v;
  if (v instanceof Error) return v.stack ? String(v.stack) : String(v);
  try { const j = JSON.stringify(v); return j === undefined ? String(v) : j; } catch { return String(v); }
};
for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
  const original = console[level];
  console[level] = (...args) => {
    const sink = __edgeConsole.getStore();
    if (!sink) return original.apply(console, args);
    if (sink.logs.length >= ${MAX_CONSOLE_LOGS}) { sink.dropped++; return; }
    let message = args.map(__edgeText).join(' ');
    if (message.length > ${MAX_CONSOLE_LINE + 2}) message = message.slice(0, ${MAX_CONSOLE_LINE + 2});
    sink.logs.push({ level, message, at: Date.now() });
  };
}
export default {
  async fetch(request, env) {
    const sink = { logs: [], dropped: 0 };
    return __edgeConsole.run(sink, async () => {
      const meta = { status: 500, headers: [], failure: undefined, logs: sink.logs, dropped: 0 };
      let body = new Uint8Array(0);
      try {
        if (env.${DB_SERVICE}) {
          const { ${DB_SERVICE}: service, ...rest } = env;
          env = { ...rest, DB: __edgeTableStoreClient(service) };
        }
        const res = await handler(request, env);
        if (!(res instanceof Response)) meta.failure = 'handler must return a Response';
        else {
          meta.status = res.status;
          meta.headers = [...res.headers];
          body = new Uint8Array(await res.arrayBuffer());
        }
      } catch (e) {
        meta.failure = e && e.message ? String(e.message) : String(e);
      }
      meta.dropped = sink.dropped;
      const head = new TextEncoder().encode(JSON.stringify(meta));
      const out = new Uint8Array(4 + head.length + body.length);
      new DataView(out.buffer).setUint32(0, head.length);
      out.set(head, 4);
      out.set(body, 4 + head.length);
      return new Response(out, { status: 200, headers: { 'content-type': 'application/octet-stream' } });
    });
  },
};
`;
}

/** The envelope's JSON part (see {@link moduleOf}). */
const envelopeMeta = z.object({
  status: z.number().int().catch(500),
  headers: z.array(z.tuple([z.string(), z.string()])).catch([]),
  failure: z.string().optional().catch('the function answered something unreadable'),
  logs: z.array(z.object({ level: z.string(), message: z.string(), at: z.number() })).catch([]),
  dropped: z.number().int().catch(0),
});

/** Reads the entry point's envelope: the function's status, headers, body bytes, console lines and failure. */
function openEnvelope(bytes: Buffer): { meta: z.infer<typeof envelopeMeta>; body: Buffer } {
  const n = bytes.length >= 4 ? bytes.readUInt32BE(0) : 0;
  let raw: unknown = {};
  try {
    raw = JSON.parse(bytes.subarray(4, 4 + n).toString('utf8'));
  } catch {
    raw = { failure: 'the function answered something unreadable' };
  }
  return { meta: envelopeMeta.parse(raw), body: bytes.subarray(4 + n) };
}

/** The envelope's console lines, each cut to {@link MAX_CONSOLE_LINE} characters, and a note of the lines dropped. */
function consoleLogsOf(meta: z.infer<typeof envelopeMeta>): ConsoleLog[] {
  const logs: ConsoleLog[] = meta.logs.map((l) => ({
    level: l.level,
    message: l.message.length > MAX_CONSOLE_LINE ? truncateText(l.message, MAX_CONSOLE_LINE) : l.message,
    loggedAt: new Date(l.at),
  }));
  if (meta.dropped > 0) {
    logs.push({
      level: 'warn',
      message: `${meta.dropped} more console line(s) dropped: an invocation keeps ${MAX_CONSOLE_LOGS}`,
      loggedAt: logs.at(-1)?.loggedAt ?? new Date(),
    });
  }
  return logs;
}

/** Pids of this process's children (Linux /proc; empty elsewhere). */
function childPids(): Set<number> {
  const out = new Set<number>();
  try {
    for (const task of readdirSync('/proc/self/task')) {
      for (const p of readFileSync(`/proc/self/task/${task}/children`, 'utf8').split(/\s+/)) if (p) out.add(Number(p));
    }
  } catch {
    // not Linux: no memory watchdog
  }
  return out;
}

/** What `dispatch` knows of an invocation before its timing and id are added. */
type Outcome = Omit<EdgeResult, 'durationMs' | 'rayId' | 'bodyBytes' | 'headers' | 'consoleLogs'> &
  Partial<Pick<EdgeResult, 'bodyBytes' | 'headers' | 'consoleLogs'>>;

/** A `cf-ray` style id: 16 hex digits and a location code. */
function newRayId(): string {
  return `${randomBytes(8).toString('hex')}-LCL`;
}

/**
 * Functions on a real edge runtime: each deployed function runs in its own `workerd` process
 * (through miniflare), isolated from the platform process, with `env.KV` (persisted per function),
 * `env.DB` (its project's table store) and its secrets as `env.NAME`; what it writes with `console.*`
 * comes back with each invocation. Limits: a wall-clock deadline per invocation (the process is killed
 * and restarted on the next call, so a loop never outlives it) and a resident-memory cap (a sampler
 * thread kills the process when it reaches the limit, {@link MemoryWatchdog}). Outbound fetches go through the SSRF guard.
 * Instances start lazily and are replaced when the deployment's revision changes (decision 0601).
 */
export class EdgeRuntime {
  private readonly instances = new Map<string, Instance>();
  /** Replaced instances still finishing their invocations. */
  private readonly draining = new Set<Instance>();
  private startChain: Promise<unknown> = Promise.resolve();
  /** Retires instances past the soft mark (the hard cap is the sampler thread's). */
  private readonly recycler: NodeJS.Timeout;
  private readonly memory = new MemoryWatchdog();
  private closed = false;

  constructor(private readonly opts: EdgeRuntimeOptions) {
    this.recycler = setInterval(() => this.markRetiring(), RECYCLE_CHECK_MS);
    this.recycler.unref();
  }

  /**
   * Starts (or replaces) the function's instance and waits until its module compiled; throws
   * with workerd's message when it does not (a deploy check).
   */
  async deploy(dep: EdgeDeployment): Promise<void> {
    await this.instance(dep);
  }

  /** Runs one request through the function within its limits. Never throws. */
  async invoke(dep: EdgeDeployment, req: EdgeRequest): Promise<EdgeResult> {
    const rayId = newRayId();
    const started = performance.now();
    const done = (r: Outcome): EdgeResult => ({
      headers: [],
      consoleLogs: [],
      ...r,
      bodyBytes: r.bodyBytes ?? Buffer.from(r.body, 'utf8'),
      durationMs: Math.round(performance.now() - started),
      rayId,
    });
    let inst: Instance;
    try {
      inst = await this.instance(dep);
    } catch (e) {
      return done({ status: 500, contentType: 'application/json', body: '', error: `function failed to start: ${(e as Error).message}` });
    }
    inst.inflight++;
    inst.watched?.enter();
    if (++inst.served >= RECYCLE_AFTER) inst.retiring = true;
    try {
      return await this.dispatch(dep, inst, req, rayId, done);
    } finally {
      inst.watched?.leave();
      inst.inflight--;
      if (inst.retired && inst.inflight === 0) this.disposeDrained(inst);
    }
  }

  private async dispatch(dep: EdgeDeployment, inst: Instance, req: EdgeRequest, rayId: string, done: (r: Outcome) => EdgeResult): Promise<EdgeResult> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), dep.timeoutMs);
    });
    const call = inst.mf
      .dispatchFetch('http://function.internal/', {
        method: req.method,
        body: req.method === 'POST' ? (req.body ?? '') : undefined,
        headers: { 'content-type': 'application/json', ...req.headers, 'cf-ray': rayId },
      })
      .then(async (r) => ({ envelope: Buffer.from(await r.arrayBuffer()) }))
      .catch((e: unknown) => ({ crash: e as Error }));
    const r = await Promise.race([call, deadline]);
    clearTimeout(timer);
    if (r === 'timeout') {
      await this.evict(dep.functionId, inst, true);
      return done({ status: 504, contentType: 'application/json', body: '', error: `function exceeded its time limit of ${dep.timeoutMs} ms` });
    }
    if ('crash' in r) {
      const killedAt = inst.watched?.killedAtMb();
      if (killedAt !== undefined && !inst.killedFor) {
        inst.killedFor = this.memoryMessage();
        this.opts.logger.warn({ function_id: dep.functionId, rss_mb: Math.round(killedAt) }, 'function at its memory limit: workerd stopped');
      }
      const why = inst.killedFor ?? 'the function runtime stopped';
      await this.evict(dep.functionId, inst, true);
      return done({ status: 500, contentType: 'application/json', body: '', error: why });
    }
    const { meta, body } = openEnvelope(r.envelope);
    const consoleLogs = consoleLogsOf(meta);
    const text = body.toString('utf8');
    if (meta.failure !== undefined) {
      return done({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: meta.failure }), consoleLogs, error: meta.failure });
    }
    const contentType = meta.headers.find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
    return done({ status: meta.status, contentType, body: text, bodyBytes: body, headers: meta.headers, consoleLogs });
  }

  private memoryMessage(): string {
    return `function exceeded its memory limit of ${this.opts.memoryMb} MiB`;
  }

  /** Stops a function's instance (a new deploy or deletion). */
  async stop(functionId: string): Promise<void> {
    const inst = this.instances.get(functionId);
    if (inst) await this.evict(functionId, inst);
  }

  /** Stops every instance. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.recycler);
    await Promise.all([...this.instances.entries()].map(([id, inst]) => this.evict(id, inst)));
    await Promise.all([...this.draining].map((inst) => inst.mf?.dispose().catch(() => undefined)));
    for (const inst of this.draining) inst.watched?.release();
    this.draining.clear();
    await this.memory.close();
  }

  private async instance(dep: EdgeDeployment): Promise<Instance> {
    if (this.closed) throw new Error('edge runtime closed');
    const current = this.instances.get(dep.functionId);
    if (current && current.revision === dep.revision) {
      await current.ready;
      if (current.retiring && !current.replacing) current.replacing = this.replace(dep, current);
      return current;
    }
    if (current) await this.evict(dep.functionId, current);
    const inst = this.launch(dep);
    this.instances.set(dep.functionId, inst);
    try {
      await inst.ready;
    } catch (e) {
      if (this.instances.get(dep.functionId) === inst) this.instances.delete(dep.functionId);
      throw e;
    }
    return inst;
  }

  /** A new instance starting (starts are serialized so the new workerd child can be told apart from the others). */
  private launch(dep: EdgeDeployment): Instance {
    const inst: Instance = { revision: dep.revision, inflight: 0, served: 0, retiring: false, retired: false } as unknown as Instance;
    inst.ready = (this.startChain = this.startChain.then(
      () => this.start(dep, inst),
      () => this.start(dep, inst),
    )) as Promise<void>;
    return inst;
  }

  /** Starts a fresh instance beside `old`, then routes new invocations to it and lets `old` drain. */
  private async replace(dep: EdgeDeployment, old: Instance): Promise<void> {
    const fresh = this.launch(dep);
    try {
      await fresh.ready;
    } catch (err) {
      this.opts.logger.warn({ err, function_id: dep.functionId }, 'function instance could not be replaced; the old one keeps serving');
      old.replacing = undefined;
      return;
    }
    if (this.closed || this.instances.get(dep.functionId) !== old) {
      await fresh.mf.dispose().catch(() => undefined);
      fresh.watched?.release();
      return;
    }
    this.instances.set(dep.functionId, fresh);
    old.retired = true;
    this.draining.add(old);
    if (old.inflight === 0) this.disposeDrained(old);
  }

  private disposeDrained(inst: Instance): void {
    if (!this.draining.delete(inst)) return;
    void inst.mf
      .dispose()
      .catch(() => undefined)
      .finally(() => inst.watched?.release());
  }

  private async start(dep: EdgeDeployment, inst: Instance): Promise<void> {
    const before = childPids();
    // workerd reports a module that fails at start on its stderr: kept (bounded) for the deploy error.
    let stderr = '';
    inst.mf = new Miniflare({
      handleRuntimeStdio: (out, err) => {
        out.resume();
        err.on('data', (chunk: Buffer) => {
          if (stderr.length < 4_000) stderr += chunk.toString('utf8');
        });
      },
      modules: true,
      script: moduleOf(dep.code),
      compatibilityDate: COMPATIBILITY_DATE,
      // AsyncLocalStorage only (not the Node.js APIs): each invocation's console lines stay its own.
      compatibilityFlags: ['nodejs_als'],
      kvNamespaces: ['KV'],
      kvPersist: join(this.opts.dataDir, dep.functionId),
      bindings: dep.secrets,
      outboundService: this.opts.outbound,
      serviceBindings: this.opts.tableStore ? { [DB_SERVICE]: this.opts.tableStore(dep.projectId) } : {},
    });
    try {
      await inst.mf.ready;
    } catch (e) {
      await inst.mf.dispose().catch(() => undefined);
      const reported = stderr
        .split('\n')
        .map((l) => l.replace(/^service core:user:[^:]*:\s*/, '').trim())
        .find((l) => /error/i.test(l));
      throw new Error(reported ?? firstLine((e as Error).message));
    }
    for (const pid of childPids()) {
      if (before.has(pid)) continue;
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd')) inst.pid = pid;
      } catch {
        // exited already
      }
    }
    if (inst.pid) inst.watched = this.memory.watch(inst.pid, this.opts.memoryMb);
  }

  /** Instances past half their memory limit are replaced in the background (see {@link RECYCLE_AFTER}). */
  private markRetiring(): void {
    for (const inst of this.instances.values()) {
      const rss = inst.watched?.rssMb();
      if (rss !== undefined && rss > this.opts.memoryMb * SOFT_MEMORY_SHARE) inst.retiring = true;
    }
  }

  private async evict(functionId: string, inst: Instance, force = false): Promise<void> {
    if (this.instances.get(functionId) === inst) this.instances.delete(functionId);
    this.draining.delete(inst);
    if (force && inst.pid && !inst.killedFor && inst.watched?.killedAtMb() === undefined) {
      try {
        // A looping isolate never yields to dispose's graceful path: stop the process outright.
        process.kill(inst.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    await inst.mf?.dispose().catch(() => undefined);
    inst.watched?.release();
  }
}

function firstLine(message: string): string {
  return message.split('\n').find((l) => l.trim() !== '') ?? message;
}
