import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { Miniflare } from 'miniflare';
import type { Logger } from '@platform/logger';

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

/** The outcome of one invocation: the function's reply or why there is none. */
export interface EdgeResult {
  status: number;
  contentType: string;
  body: string;
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

/** Marks a reply the wrapper produced for a handler failure (not the function's own answer). */
const FAILURE_HEADER = 'x-edge-runtime-failure';
const HANDLER_SIGNATURE = /^\s*async\s+function\s+handler\s*\(\s*request\s*,\s*env\s*\)\s*\{/;
const COMPATIBILITY_DATE = '2025-09-01';
const WATCHDOG_MS = 100;
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

/** The module workerd runs: the function's code and an entry point that calls `handler`. */
function moduleOf(code: string): string {
  return `${code}
${DB_CLIENT}
export default {
  async fetch(request, env) {
    try {
      if (env.${DB_SERVICE}) {
        const { ${DB_SERVICE}: service, ...rest } = env;
        env = { ...rest, DB: __edgeTableStoreClient(service) };
      }
      const res = await handler(request, env);
      if (!(res instanceof Response)) {
        return new Response(JSON.stringify({ error: 'handler must return a Response' }), { status: 500, headers: { '${FAILURE_HEADER}': '1', 'content-type': 'application/json' } });
      }
      return res;
    } catch (e) {
      const message = e && e.message ? String(e.message) : String(e);
      return new Response(JSON.stringify({ error: message }), { status: 500, headers: { '${FAILURE_HEADER}': '1', 'content-type': 'application/json' } });
    }
  },
};
`;
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

function rssMb(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** A `cf-ray` style id: 16 hex digits and a location code. */
function newRayId(): string {
  return `${randomBytes(8).toString('hex')}-LCL`;
}

/**
 * Functions on a real edge runtime: each deployed function runs in its own `workerd` process
 * (through miniflare), isolated from the platform process, with `env.KV` (persisted per function),
 * `env.DB` (its project's table store) and its secrets as `env.NAME`. Limits: a wall-clock deadline per invocation (the process is killed
 * and restarted on the next call, so a loop never outlives it) and a resident-memory limit enforced
 * by a watchdog (the process is killed when over). Outbound fetches go through the SSRF guard.
 * Instances start lazily and are replaced when the deployment's revision changes (decision 0601).
 */
export class EdgeRuntime {
  private readonly instances = new Map<string, Instance>();
  /** Replaced instances still finishing their invocations. */
  private readonly draining = new Set<Instance>();
  private startChain: Promise<unknown> = Promise.resolve();
  private readonly watchdog: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly opts: EdgeRuntimeOptions) {
    this.watchdog = setInterval(() => this.checkMemory(), WATCHDOG_MS);
    this.watchdog.unref();
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
    const done = (r: Omit<EdgeResult, 'durationMs' | 'rayId'>): EdgeResult => ({ ...r, durationMs: Math.round(performance.now() - started), rayId });
    let inst: Instance;
    try {
      inst = await this.instance(dep);
    } catch (e) {
      return done({ status: 500, contentType: 'application/json', body: '', error: `function failed to start: ${(e as Error).message}` });
    }
    inst.inflight++;
    if (++inst.served >= RECYCLE_AFTER) inst.retiring = true;
    try {
      return await this.dispatch(dep, inst, req, rayId, done);
    } finally {
      inst.inflight--;
      if (inst.retired && inst.inflight === 0) this.disposeDrained(inst);
    }
  }

  private async dispatch(
    dep: EdgeDeployment,
    inst: Instance,
    req: EdgeRequest,
    rayId: string,
    done: (r: Omit<EdgeResult, 'durationMs' | 'rayId'>) => EdgeResult,
  ): Promise<EdgeResult> {
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
      .then(async (r) => ({ status: r.status, contentType: r.headers.get('content-type') ?? '', failure: r.headers.has(FAILURE_HEADER), body: await r.text() }))
      .catch((e: unknown) => ({ crash: e as Error }));
    const r = await Promise.race([call, deadline]);
    clearTimeout(timer);
    if (r === 'timeout') {
      await this.evict(dep.functionId, inst, true);
      return done({ status: 504, contentType: 'application/json', body: '', error: `function exceeded its time limit of ${dep.timeoutMs} ms` });
    }
    if ('crash' in r) {
      const why = inst.killedFor ?? 'the function runtime stopped';
      await this.evict(dep.functionId, inst, true);
      return done({ status: 500, contentType: 'application/json', body: '', error: why });
    }
    if (r.failure) {
      let message = r.body;
      try {
        message = String((JSON.parse(r.body) as { error?: unknown }).error ?? r.body);
      } catch {
        // keep the raw text
      }
      return done({ status: 500, contentType: r.contentType, body: r.body, error: message });
    }
    return done({ status: r.status, contentType: r.contentType, body: r.body });
  }

  /** Stops a function's instance (a new deploy or deletion). */
  async stop(functionId: string): Promise<void> {
    const inst = this.instances.get(functionId);
    if (inst) await this.evict(functionId, inst);
  }

  /** Stops every instance. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watchdog);
    await Promise.all([...this.instances.entries()].map(([id, inst]) => this.evict(id, inst)));
    await Promise.all([...this.draining].map((inst) => inst.mf?.dispose().catch(() => undefined)));
    this.draining.clear();
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
      return;
    }
    this.instances.set(dep.functionId, fresh);
    old.retired = true;
    this.draining.add(old);
    if (old.inflight === 0) this.disposeDrained(old);
  }

  private disposeDrained(inst: Instance): void {
    if (!this.draining.delete(inst)) return;
    void inst.mf.dispose().catch(() => undefined);
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
  }

  private checkMemory(): void {
    for (const [id, inst] of this.instances) {
      if (!inst.pid || inst.killedFor) continue;
      const rss = rssMb(inst.pid);
      if (rss !== undefined && rss > this.opts.memoryMb * SOFT_MEMORY_SHARE) inst.retiring = true;
      if (rss !== undefined && rss > this.opts.memoryMb) {
        inst.killedFor = `function exceeded its memory limit of ${this.opts.memoryMb} MiB`;
        this.opts.logger.warn({ function_id: id, rss_mb: Math.round(rss) }, 'function over its memory limit: workerd stopped');
        try {
          process.kill(inst.pid, 'SIGKILL');
        } catch {
          // gone already
        }
      }
    }
  }

  private async evict(functionId: string, inst: Instance, force = false): Promise<void> {
    if (this.instances.get(functionId) === inst) this.instances.delete(functionId);
    this.draining.delete(inst);
    if (force && inst.pid && !inst.killedFor) {
      try {
        // A looping isolate never yields to dispose's graceful path: stop the process outright.
        process.kill(inst.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    await inst.mf?.dispose().catch(() => undefined);
  }
}

function firstLine(message: string): string {
  return message.split('\n').find((l) => l.trim() !== '') ?? message;
}
