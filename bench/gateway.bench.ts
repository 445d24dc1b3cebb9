/**
 * Gateway benchmark (issue 3, item 7). Not part of the test suite: `npm run bench:gateway`.
 *
 * Runs flows and the gateway (their production bundles) as child processes on the real Postgres and
 * Redis, seeds enterprise projects (4000 req/min each) with API keys and flows, and measures in one run:
 *  (a) closed-loop throughput of GET /platform/v1/messaging/flows?per_page=5 (key → Redis plan limit →
 *      request log → gRPC ListFlows → Postgres) and its ratio to a bare Express 5 hello;
 *  (b) the latency the gateway adds over calling ListFlows directly, open loop at a fixed rate;
 *  (c) the cost of request logging and of tracing (selective vs all auto-instrumentations).
 *
 * Every figure is a comparison, and every comparison is interleaved: both contenders run at once and
 * are loaded in alternating short bursts (A B, B A, ...), so the slow drifts of a shared VM (steal
 * time moved single runs by 2× here) hit both alike. See bench/README.md for the figures' meaning and
 * the last results.
 *
 * Environment: BENCH_SECONDS (4; one burst), BENCH_ROUNDS (5; alternations per comparison),
 * BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50), BENCH_PROJECTS (200), BENCH_FLOWS_PER_PROJECT (20),
 * BENCH_OPEN_RATE (2000), BENCH_ONLY (comma list of hello, naive, design, features, replicas, nolog, sel, selgw, all, open),
 * BENCH_RUNTIME (dist | tsx), BENCH_CPU_PROF_DIR (profile the gateway and flows processes there),
 * TEST_DATABASE_URL / TEST_REDIS_URL (loopback defaults).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import autocannon from 'autocannon';
import knex, { type Knex } from 'knex';
import { createClient as createRedis } from 'redis';
import { idempotentMethodsOf, loadContracts, type flows } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { testInfra } from '@platform/testing';
import { openLoop, poolOpenLoop, type OpenLoopResult } from './lib/open-loop';
import { startOtlpSink, type OtlpSink } from './lib/otlp-sink';
import { boxCpu, commandCpuSeconds, deployedNodeOptions, freePort, killAll, startProc, waitQuiet, type Proc, type Runtime } from './lib/procs';
import { seedProjects } from './lib/seed';

const num = (name: string, def: number): number => {
  const v = process.env[name];
  return v === undefined || v === '' ? def : Number(v);
};
const SECONDS = num('BENCH_SECONDS', 4);
const ROUNDS = num('BENCH_ROUNDS', 5);
const WARMUP = num('BENCH_WARMUP_SECONDS', 3);
const CONNECTIONS = num('BENCH_CONNECTIONS', 50);
const PROJECTS = num('BENCH_PROJECTS', 200);
const FLOWS_PER_PROJECT = num('BENCH_FLOWS_PER_PROJECT', 20);
const OPEN_RATE = num('BENCH_OPEN_RATE', 2000);
const RUNTIME: Runtime = process.env.BENCH_RUNTIME === 'tsx' ? 'tsx' : 'dist';
const PROF_DIR = process.env.BENCH_CPU_PROF_DIR;
const ALL_MEASUREMENTS = ['hello', 'naive', 'design', 'features', 'replicas', 'nolog', 'sel', 'selgw', 'all', 'open'];
/** Measurements to run besides the base gateway (default: every one). */
const ONLY = new Set((process.env.BENCH_ONLY || ALL_MEASUREMENTS.join(',')).split(',').map((s) => s.trim()));
const PATH = '/platform/v1/messaging/flows?per_page=5';

type Otel = 'off' | 'selective' | 'all';
type Req = { method: string; path: string; headers?: Record<string, string> };

/** Something loaded closed-loop: its URLs (one per replica), and the processes its CPU is attributed to. */
interface Contender {
  key: string;
  label: string;
  /** One per replica; the connections are split evenly over them, as a load balancer would. */
  urls: string[];
  requests: Req[];
  /** The HTTP servers (gateway replicas, Express hello, naive gateway) and the gRPC service behind them. */
  servers: Proc[];
  service?: Proc;
}

/** Totals of a contender's bursts. */
interface Totals {
  label: string;
  ok: number;
  secs: number;
  non2xx: number;
  errors: number;
  /** Request-weighted means of the bursts' p50 and p99 (ms). */
  p50: number;
  p99: number;
  serverCpu: number;
  serviceCpu: number;
  infraCpu: number;
  redisCpu: number;
  loadGenCpu: number;
  boxBusy: number;
  boxSecs: number;
  otherCpu: number;
  spans: { requests: number; bytes: number };
}

const rps = (t: Totals) => t.ok / t.secs;
const usPerReq = (cpu: number, t: Totals) => (t.ok ? (cpu / t.ok) * 1e6 : NaN);

const infra = testInfra();
const id = `bench${randomBytes(4).toString('hex')}`;
const gwSchema = `${id}_gateway`;
const flowsSchema = `${id}_flows`;
const live = new Set<Proc>();
let sink: OtlpSink | undefined;
let db: Knex | undefined;
let gateways = 0;

function otelEnv(mode: Otel): Record<string, string> {
  if (mode === 'off') return { OTEL_SDK_DISABLED: 'true', OTEL_INSTRUMENTATIONS: 'none' };
  return {
    OTEL_SDK_DISABLED: 'false',
    OTEL_INSTRUMENTATIONS: mode,
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
    OTEL_EXPORTER_OTLP_ENDPOINT: sink!.url,
    OTEL_METRICS_EXPORTER: 'none',
    OTEL_LOGS_EXPORTER: 'none',
  };
}

/** `--cpu-prof` into `BENCH_CPU_PROF_DIR/<name>` when it is set (one folder per kind of process). */
function profArgs(name: string): string[] {
  return PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(PROF_DIR, name)}`] : [];
}

/** How the gateway and flows run: their bundles or their sources, profiled when BENCH_CPU_PROF_DIR is set. */
function procOpts(name: string): { runtime: Runtime; nodeArgs: string[] } {
  return { runtime: RUNTIME, nodeArgs: profArgs(name) };
}

async function track(p: Promise<Proc>): Promise<Proc> {
  const proc = await p;
  live.add(proc);
  return proc;
}

async function stop(...ps: Array<Proc | undefined>): Promise<void> {
  await Promise.all(ps.filter((p): p is Proc => !!p).map((p) => (live.delete(p), p.stop())));
}

async function startFlows(mode: Otel): Promise<Proc> {
  const port = await freePort();
  return track(
    startProc(
      'flows',
      'apps/flows/src/main.ts',
      port,
      {
        ...deployedNodeOptions('flows'),
        DATABASE_URL: infra.databaseUrl,
        DB_SCHEMA: flowsSchema,
        REDIS_URL: infra.redisUrl,
        GRPC_HOST: '127.0.0.1',
        GRPC_PORT: String(port),
        LOG_LEVEL: 'warn',
        SHUTDOWN_GRACE_MS: '3000',
        ...otelEnv(mode),
      },
      procOpts('flows'),
    ),
  );
}

async function startGateway(flowsProc: Proc, opts: { log: boolean; otel: Otel; redisPrefix?: string }): Promise<Proc> {
  const port = await freePort();
  gateways++;
  return track(
    startProc(
      'gateway',
      'apps/gateway/src/main.ts',
      port,
      {
        ...deployedNodeOptions('gateway'),
        HTTP_HOST: '127.0.0.1',
        HTTP_PORT: String(port),
        DATABASE_URL: infra.databaseUrl,
        DB_SCHEMA: gwSchema,
        REDIS_URL: infra.redisUrl,
        // Each contender counts in its own windows (replicas of one contender share theirs, as in a cluster).
        REDIS_PREFIX: opts.redisPrefix ?? `${id}_${gateways}`,
        FLOWS_GRPC_ADDRESS: `127.0.0.1:${flowsProc.port}`,
        LOG_LEVEL: 'warn',
        API_LOG_ENABLED: String(opts.log),
        SHUTDOWN_GRACE_MS: '5000',
        ...otelEnv(opts.otel),
      },
      procOpts('gateway'),
    ),
  );
}

/** One request through a contender; its body (checked: 200 and a page of 5). */
async function probe(url: string, key: string): Promise<string> {
  const res = await fetch(`${url}${PATH}`, { headers: { 'x-api-key': key } });
  const text = await res.text();
  const body = JSON.parse(text) as { data?: unknown[] };
  if (res.status !== 200 || body.data?.length !== 5) throw new Error(`probe failed: ${res.status} ${text.slice(0, 500)}`);
  return text;
}

function emptyTotals(label: string): Totals {
  return {
    label,
    ok: 0,
    secs: 0,
    non2xx: 0,
    errors: 0,
    p50: 0,
    p99: 0,
    serverCpu: 0,
    serviceCpu: 0,
    infraCpu: 0,
    redisCpu: 0,
    loadGenCpu: 0,
    boxBusy: 0,
    boxSecs: 0,
    otherCpu: 0,
    spans: { requests: 0, bytes: 0 },
  };
}

/** One closed-loop burst of `c`, added to `t`. */
async function burst(c: Contender, t: Totals, seconds: number): Promise<void> {
  sink?.reset();
  const snap = () => ({
    box: boxCpu(),
    server: c.servers.reduce((n, p) => n + p.cpuSeconds(), 0),
    service: c.service?.cpuSeconds() ?? 0,
    infra: commandCpuSeconds(['postgres', 'redis-server']),
    redis: commandCpuSeconds(['redis-server']),
    self: process.cpuUsage(),
  });
  const a = snap();
  const r = await load(c, seconds);
  const b = snap();
  const self = process.cpuUsage(a.self);
  const boxBusy = (b.box.busy - a.box.busy) / 100;
  const boxSecs = (b.box.total - a.box.total) / 100 / cpus().length;
  const mine = b.server - a.server + (b.service - a.service) + (b.infra - a.infra) + (self.user + self.system) / 1e6;
  const ok = r['2xx'];
  t.p50 = (t.p50 * t.ok + r.latency.p50 * ok) / Math.max(1, t.ok + ok);
  t.p99 = (t.p99 * t.ok + r.latency.p99 * ok) / Math.max(1, t.ok + ok);
  t.ok += ok;
  t.secs += r.duration;
  t.non2xx += r.non2xx;
  t.errors += r.errors + r.timeouts;
  t.serverCpu += b.server - a.server;
  t.serviceCpu += b.service - a.service;
  t.infraCpu += b.infra - a.infra;
  t.redisCpu += b.redis - a.redis;
  t.loadGenCpu += (self.user + self.system) / 1e6;
  t.boxBusy += boxBusy;
  t.boxSecs += boxSecs;
  t.otherCpu += Math.max(0, boxBusy - mine);
  const s = sink?.stats();
  if (s) {
    t.spans.requests += s.requests;
    t.spans.bytes += s.bytes;
  }
}

/** Closed-loop load of `c` for `seconds`: the connections split evenly over its replicas, results merged. */
async function load(
  c: Contender,
  seconds: number,
): Promise<{ '2xx': number; duration: number; non2xx: number; errors: number; timeouts: number; latency: { p50: number; p99: number } }> {
  const runs = await Promise.all(
    c.urls.map((url) => autocannon({ url, connections: Math.ceil(CONNECTIONS / c.urls.length), duration: seconds, requests: c.requests })),
  );
  const ok = runs.reduce((n, r) => n + r['2xx'], 0);
  // Latency quantiles of the merged runs: request-weighted means of each run's (close for equal replicas).
  const weighted = (q: 'p50' | 'p99') => runs.reduce((n, r) => n + r.latency[q] * r['2xx'], 0) / Math.max(1, ok);
  return {
    '2xx': ok,
    duration: Math.max(...runs.map((r) => r.duration)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    timeouts: runs.reduce((n, r) => n + r.timeouts, 0),
    latency: { p50: weighted('p50'), p99: weighted('p99') },
  };
}

/**
 * Base against `other`, interleaved: warm both up, then ROUNDS alternations of one SECONDS burst each
 * (order swapped every round). Returns both sides' totals; the ratio of the two is the figure.
 */
async function compare(base: Contender, other: Contender): Promise<{ base: Totals; other: Totals }> {
  for (const c of [base, other]) await load(c, WARMUP);
  await waitQuiet(25, 10_000, () => undefined);
  const totals = { base: emptyTotals(base.label), other: emptyTotals(other.label) };
  for (let r = 0; r < ROUNDS; r++) {
    const order: Array<['base' | 'other', Contender]> =
      r % 2
        ? [
            ['other', other],
            ['base', base],
          ]
        : [
            ['base', base],
            ['other', other],
          ];
    for (const [k, c] of order) await burst(c, totals[k], SECONDS);
  }
  const ratio = rps(totals.other) / rps(totals.base);
  console.log(
    `  ${other.label}: ${f0(rps(totals.other))} req/s vs base ${f0(rps(totals.base))} req/s (× ${f2(ratio)}), ${ROUNDS} interleaved rounds of ${SECONDS} s`,
  );
  return totals;
}

function add(into: Totals, t: Totals): void {
  const n = into.ok + t.ok;
  into.p50 = (into.p50 * into.ok + t.p50 * t.ok) / Math.max(1, n);
  into.p99 = (into.p99 * into.ok + t.p99 * t.ok) / Math.max(1, n);
  for (const k of [
    'ok',
    'secs',
    'non2xx',
    'errors',
    'serverCpu',
    'serviceCpu',
    'infraCpu',
    'redisCpu',
    'loadGenCpu',
    'boxBusy',
    'boxSecs',
    'otherCpu',
  ] as const)
    into[k] += t[k];
}

function table(header: string[], rows: string[][]): string {
  const w = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => '| ' + r.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i]))).join(' | ') + ' |';
  return [line(header), '|' + w.map((n, i) => (i === 0 ? '-'.repeat(n + 2) : '-'.repeat(n + 1) + ':')).join('|') + '|', ...rows.map(line)].join('\n');
}

const f0 = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

function machine(): string {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /model name\s*:\s*(.*)/.exec(cpuinfo)?.[1] ?? cpus()[0]?.model ?? 'unknown';
  const mem = /MemTotal:\s*(\d+)/.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1];
  return `${cpus().length} CPU (${model}), ${mem ? Math.round(Number(mem) / 1048576) : '?'} GiB, Node ${process.version}`;
}

/** Share of the machine's CPU time stolen by the hypervisor since `since` (other guests on the host). */
function stealSince(since: number[]): number {
  const v = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const d = v.map((x, i) => x - (since[i] ?? 0));
  const total = d.reduce((a, b) => a + b, 0);
  return total ? (d[7] ?? 0) / total : 0;
}

async function cleanup(): Promise<void> {
  await stop(...live);
  killAll();
  await sink?.close();
  const pg = db ?? knex({ client: 'pg', connection: infra.databaseUrl, pool: { min: 0, max: 1 } });
  try {
    await pg.raw(`drop schema if exists "${gwSchema}" cascade`);
    await pg.raw(`drop schema if exists "${flowsSchema}" cascade`);
  } finally {
    await pg.destroy();
  }
  const redis = createRedis({ url: infra.redisUrl });
  await redis.connect();
  try {
    for await (const batch of redis.scanIterator({ MATCH: `${id}_*`, COUNT: 1000 })) if (batch.length) await redis.del(batch);
  } finally {
    await redis.close();
  }
}

async function main(): Promise<void> {
  const stat0 = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  console.log(`gateway bench ${id}: ${machine()}`);
  console.log(
    `  ${RUNTIME === 'dist' ? 'production bundles (node --enable-source-maps apps/<app>/dist/main.js)' : 'sources under tsx'}; every comparison ${ROUNDS} interleaved rounds of ${SECONDS} s bursts after ${WARMUP} s warm-up, ${CONNECTIONS} connections, ${PROJECTS} enterprise keys`,
  );
  console.log(`  load average at start: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}\n`);

  sink = await startOtlpSink();
  const flowsOff = await startFlows('off');
  const baseGw = await startGateway(flowsOff, { log: true, otel: 'off' }); // also runs the gateway migrations
  db = knex({ client: 'pg', connection: infra.databaseUrl, pool: { min: 0, max: 4 } });
  const { keys, projectIds } = await seedProjects(db, { gatewaySchema: gwSchema, flowsSchema, projects: PROJECTS, flowsPerProject: FLOWS_PER_PROJECT });
  const requests: Req[] = keys.map((k) => ({ method: 'GET', path: PATH, headers: { 'x-api-key': k } }));
  const productAnswer = await probe(`http://127.0.0.1:${baseGw.port}`, keys[0]);
  const base: Contender = {
    key: 'base',
    label: 'gateway: logging on, tracing off',
    urls: [`http://127.0.0.1:${baseGw.port}`],
    requests,
    servers: [baseGw],
    service: flowsOff,
  };

  const results: Record<string, { base: Totals; other: Totals }> = {};
  const baseAll = emptyTotals(base.label);
  const run = async (key: string, make: () => Promise<{ c: Contender; procs: Proc[] }>) => {
    if (!ONLY.has(key)) return;
    const { c, procs } = await make();
    try {
      results[key] = await compare(base, c);
      add(baseAll, results[key].base);
    } finally {
      await stop(...procs);
    }
  };

  await run('hello', async () => {
    const port = await freePort();
    const p = await track(startProc('express-hello', 'bench/lib/express-hello.ts', port, { PORT: String(port) }));
    return {
      c: { key: 'hello', label: 'bare Express 5 hello', urls: [`http://127.0.0.1:${port}`], requests: [{ method: 'GET', path: '/hello' }], servers: [p] },
      procs: [p],
    };
  });
  /**
   * The naive path (or, with `design`, its design floor: the naive path + its request log; with `features`, the
   * features floor: the design floor + the rest of what the spec asks of the request) as a contender.
   */
  const naiveContender = async (key: 'naive' | 'design' | 'features', label: string) => {
    const nfPort = await freePort();
    const nf = await track(
      startProc(
        `${key}-flows`,
        'bench/lib/naive-path.ts',
        nfPort,
        { NAIVE_ROLE: 'flows', DATABASE_URL: infra.databaseUrl, DB_SCHEMA: flowsSchema, GRPC_PORT: String(nfPort) },
        { nodeArgs: profArgs(`${key}-flows`) },
      ),
    );
    const ngPort = await freePort();
    const ng = await track(
      startProc(
        `${key}-gateway`,
        'bench/lib/naive-path.ts',
        ngPort,
        {
          NAIVE_ROLE: 'gateway',
          ...(key === 'design' ? { NAIVE_DESIGN: '1' } : key === 'features' ? { NAIVE_FEATURES: '1' } : {}),
          DATABASE_URL: infra.databaseUrl,
          DB_SCHEMA: gwSchema,
          REDIS_URL: infra.redisUrl,
          REDIS_PREFIX: `${id}_${key}`,
          FLOWS_GRPC_ADDRESS: `127.0.0.1:${nfPort}`,
          HTTP_PORT: String(ngPort),
        },
        { nodeArgs: profArgs(`${key}-gateway`) },
      ),
    );
    // A floor answers what the product answers, or it would be a floor of less work.
    const answer = await probe(`http://127.0.0.1:${ngPort}`, keys[0]);
    if (answer !== productAnswer)
      throw new Error(`the ${key} path answers otherwise than the product:\n${answer.slice(0, 800)}\n${productAnswer.slice(0, 800)}`);
    return { c: { key, label, urls: [`http://127.0.0.1:${ngPort}`], requests, servers: [ng], service: nf }, procs: [ng, nf] };
  };
  await run('naive', () => naiveContender('naive', 'naive path (same request, none of the product)'));
  // The design floor: the naive path plus the request log the spec asks of every request, written as the
  // product writes it (bench/lib/naive-path.ts, NAIVE_DESIGN=1).
  await run('design', () => naiveContender('design', 'design floor (the naive path + its request log)'));
  // The features floor: the design floor plus the rest of what the spec asks of this request (key cache with
  // revocation, last use, scopes, query validation, request id, deadline, error mapping), none of the product's code.
  await run('features', () => naiveContender('features', "features floor (the design floor + the spec's other features)"));
  // Per-service scaling: the gateway as two replicas sharing Redis (one limit window), one flows, on the
  // same 2 cores. Kept running for the open loop of (b) when that runs too.
  let replicas: Proc[] = [];
  if (ONLY.has('replicas')) {
    const prefix = `${id}_replicas`;
    replicas = [
      await startGateway(flowsOff, { log: true, otel: 'off', redisPrefix: prefix }),
      await startGateway(flowsOff, { log: true, otel: 'off', redisPrefix: prefix }),
    ];
    for (const r of replicas) await probe(`http://127.0.0.1:${r.port}`, keys[0]);
    const label = 'gateway x2 replicas: logging on, tracing off';
    results.replicas = await compare(base, {
      key: 'replicas',
      label,
      urls: replicas.map((r) => `http://127.0.0.1:${r.port}`),
      requests,
      servers: replicas,
      service: flowsOff,
    });
    add(baseAll, results.replicas.base);
  }
  const variant = (key: string, label: string, log: boolean, gwOtel: Otel, flowsOtel: Otel) =>
    run(key, async () => {
      const fl = flowsOtel === 'off' ? flowsOff : await startFlows(flowsOtel);
      const gw = await startGateway(fl, { log, otel: gwOtel });
      await probe(`http://127.0.0.1:${gw.port}`, keys[0]);
      return { c: { key, label, urls: [`http://127.0.0.1:${gw.port}`], requests, servers: [gw], service: fl }, procs: fl === flowsOff ? [gw] : [gw, fl] };
    });
  await variant('nolog', 'gateway: logging off, tracing off', false, 'off', 'off');
  await variant('sel', 'gateway: logging on, tracing selective (gw + flows)', true, 'selective', 'selective');
  await variant('selgw', 'gateway: logging on, tracing selective (gw only)', true, 'selective', 'off');
  await variant('all', 'gateway: logging on, tracing all (gw + flows)', true, 'all', 'all');

  // (b) Open loop, gateway vs direct gRPC at the same fixed arrival rate, in interleaved chunks.
  const open: { rate: number; gw: OpenLoopResult; direct: OpenLoopResult; replicas: number }[] = [];
  if (ONLY.has('open')) {
    const { contracts } = loadContracts();
    const agent = new Agent({ keepAlive: true, maxSockets: 256 });
    let k = 0;
    let ports = [baseGw.port];
    // Requests spread round-robin over the gateway replicas in `ports`, as a load balancer would.
    const viaGateway = () =>
      new Promise<boolean>((resolve) => {
        const req = request(
          { host: '127.0.0.1', port: ports[k % ports.length], path: PATH, method: 'GET', agent, headers: { 'x-api-key': keys[k++ % keys.length] } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode === 200));
            res.on('error', () => resolve(false));
          },
        );
        req.on('error', () => resolve(false));
        req.end();
      });
    const client = createClient(contracts.flows.FlowsService, `127.0.0.1:${flowsOff.port}`, {
      defaultDeadlineMs: 5_000,
      idempotentMethods: idempotentMethodsOf(contracts.flows.FlowsService.service),
    });
    let j = 0;
    const direct = (): Promise<boolean> => {
      // As the gateway calls it: request id metadata, route deadline.
      const metadata = new grpc.Metadata();
      metadata.set('x-request-id', randomUUID());
      const req: flows.ListFlowsRequest = { project_id: projectIds[j++ % projectIds.length], page: { page: 1, per_page: 5 } };
      return callUnary(client, 'ListFlows', req, { deadlineMs: 5_000, metadata }).then(
        (r) => r.flows.length === 5,
        () => false,
      );
    };
    const openPair = async (rate: number) => {
      await openLoop({ rate, seconds: WARMUP, fire: viaGateway });
      await openLoop({ rate, seconds: WARMUP, fire: direct });
      const gw: OpenLoopResult[] = [];
      const dr: OpenLoopResult[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const order = r % 2 ? (['direct', 'gw'] as const) : (['gw', 'direct'] as const);
        for (const o of order) {
          if (o === 'gw') gw.push(await openLoop({ rate, seconds: SECONDS, fire: viaGateway }));
          else dr.push(await openLoop({ rate, seconds: SECONDS, fire: direct }));
          await new Promise((res) => setTimeout(res, 500)); // let a backlog drain before the other side
        }
      }
      const res = { rate, gw: poolOpenLoop(gw), direct: poolOpenLoop(dr), replicas: ports.length };
      console.log(
        `  open loop at ${f0(rate)} req/s, ${ports.length} gateway replica(s): via gateway p50 ${f2(res.gw.p50)} / p99 ${f2(res.gw.p99)} ms, direct p50 ${f2(res.direct.p50)} / p99 ${f2(res.direct.p99)} ms`,
      );
      open.push(res);
    };
    await openPair(OPEN_RATE);
    // When the box cannot sustain OPEN_RATE end to end both paths queue and the difference means
    // nothing; then the same comparison at half the measured capacity shows what the gateway adds.
    const capacity = baseAll.ok ? rps(baseAll) : OPEN_RATE;
    if (capacity * 0.6 < OPEN_RATE) await openPair(Math.max(50, Math.floor((capacity * 0.5) / 50) * 50));
    if (replicas.length) {
      ports = replicas.map((r) => r.port);
      await openPair(OPEN_RATE);
    }
    client.close();
    agent.destroy();
  }

  // Report.
  const rows: string[][] = [];
  const row = (t: Totals, ref: number | undefined, against: string) =>
    rows.push([
      t.label,
      f0(rps(t)),
      ref === undefined ? '' : `${f2(rps(t) / ref)} ${against}`,
      f0(t.p50),
      f0(t.p99),
      `${t.non2xx + t.errors}`,
      f0(usPerReq(t.serverCpu, t)),
      f0(usPerReq(t.serviceCpu, t)),
      f0(usPerReq(t.infraCpu - t.redisCpu, t)),
      f0(usPerReq(t.redisCpu, t)),
      f0(usPerReq(t.loadGenCpu, t)),
      f0((t.boxBusy / (t.boxSecs * cpus().length)) * 100),
      f0((t.otherCpu / (t.boxSecs * cpus().length)) * 100),
    ]);
  await stop(...replicas);
  if (baseAll.ok) row(baseAll, undefined, '');
  for (const r of Object.values(results)) row(r.other, rps(r.base), '× base');
  console.log(
    `\nClosed loop (autocannon, ${CONNECTIONS} connections; GET ${PATH} over ${PROJECTS} enterprise keys). Each row's ratio is to the base gateway's bursts interleaved with it:`,
  );
  console.log(
    table(
      [
        'contender',
        'req/s',
        'ratio',
        'p50 ms',
        'p99 ms',
        'non-2xx + errors',
        'server µs/req',
        'service µs/req',
        'postgres µs/req',
        'redis µs/req',
        'load gen µs/req',
        'box CPU %',
        'other load %',
      ],
      rows,
    ),
  );
  for (const [key, r] of Object.entries(results))
    if (r.other.spans.requests)
      console.log(`  ${key}: the OTLP sink received ${r.other.spans.requests} export requests, ${(r.other.spans.bytes / 1e6).toFixed(1)} MB`);
  if (open.length) {
    const ol = (name: string, r: OpenLoopResult) => [
      name,
      f0(r.rate),
      `${r.ok}/${r.sent}`,
      String(r.failed),
      f2(r.p50),
      f2(r.p90),
      f2(r.p99),
      f2(r.max),
      f2(r.maxSendLagMs),
    ];
    for (const o of open) {
      console.log(
        `\nOpen loop at ${f0(o.rate)} req/s, ${o.replicas} gateway replica(s), ${ROUNDS} interleaved chunks of ${SECONDS} s per path (latency from each request's scheduled time):`,
      );
      console.log(
        table(
          ['path', 'done req/s', 'ok/sent', 'failed', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'max send lag ms'],
          [ol('via gateway (HTTP)', o.gw), ol('direct ListFlows (gRPC)', o.direct)],
        ),
      );
    }
  }

  const steal = stealSince(stat0);
  console.log(
    `\nSummary (${machine()}; CPU stolen by the hypervisor during the run ${pct(steal)}; load average now ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}):`,
  );
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const summary: string[][] = [];
  const cost = (key: string, inverse = false) =>
    results[key] ? (inverse ? 1 - rps(results[key].base) / rps(results[key].other) : 1 - rps(results[key].other) / rps(results[key].base)) : NaN;
  const bad = baseAll.non2xx + baseAll.errors + Object.values(results).reduce((n, r) => n + r.other.non2xx + r.other.errors, 0);
  summary.push(['(a) gateway throughput, logged, untraced (all base bursts)', `${f0(rps(baseAll))} req/s`, '>= 4000', verdict(rps(baseAll) >= 4000)]);
  if (results.hello) {
    const ratio = rps(results.hello.base) / rps(results.hello.other);
    summary.push([
      '(a) ratio to bare Express 5 hello (interleaved)',
      `${f2(ratio)} (hello ${f0(rps(results.hello.other))} req/s)`,
      '>= 0.3',
      verdict(ratio >= 0.3),
    ]);
  }
  if (results.naive) {
    const naive = rps(results.naive.other) / rps(results.naive.base);
    summary.push(['    naive path / gateway (what the product costs over the bare stack)', `× ${f2(naive)}`, '(info)', '']);
    if (results.hello)
      summary.push([
        "    naive path ratio to bare Express 5 hello (the stack's ceiling here)",
        f2((rps(results.naive.other) / rps(results.hello.other)) * (rps(results.hello.base) / rps(results.naive.base))),
        '(info)',
        '',
      ]);
  }
  // The floors, each against the base gateway it was interleaved with, and against the naive path.
  const floors = [
    { key: 'design', name: 'design floor', what: 'the naive path + its request log', reach: "the most the product's ratio can reach" },
    {
      key: 'features',
      name: 'features floor',
      what: "the design floor + the spec's other features",
      reach: "the most the product's ratio can reach with its features",
    },
  ];
  for (const floor of floors.filter((f) => results[f.key])) {
    const ratio = rps(results[floor.key].other) / rps(results[floor.key].base);
    summary.push([`    ${floor.name} / gateway (${floor.what})`, `× ${f2(ratio)}`, '(info)', '']);
    if (results.naive)
      summary.push([`    ${floor.name} / naive path (${floor.reach})`, f2(ratio / (rps(results.naive.other) / rps(results.naive.base))), '(info)', '']);
  }
  if (results.naive) {
    const naive = rps(results.naive.other) / rps(results.naive.base);
    summary.push(['    gateway / naive path (the ratio issue 40 asks ≥ 0.85 of)', f2(1 / naive), '>= 0.85', verdict(1 / naive >= 0.85)]);
  }
  if (results.replicas) {
    const r = rps(results.replicas.other);
    summary.push([
      '(a) throughput with 2 gateway replicas (per-service scaling, same 2 cores)',
      `${f0(r)} req/s (× ${f2(r / rps(results.replicas.base))} one replica)`,
      '>= 4000',
      verdict(r >= 4000),
    ]);
    if (results.hello)
      summary.push([
        '(a) ratio to bare Express 5 hello, 2 gateway replicas',
        f2((r / rps(results.hello.other)) * (rps(results.hello.base) / rps(results.replicas.base))),
        '>= 0.3',
        verdict((r / rps(results.hello.other)) * (rps(results.hello.base) / rps(results.replicas.base)) >= 0.3),
      ]);
  }
  summary.push(['(a) non-2xx + errors, every closed-loop gateway burst', String(bad), '0', verdict(bad === 0)]);
  for (const o of open) {
    const p50 = o.gw.p50 - o.direct.p50;
    const p99 = o.gw.p99 - o.direct.p99;
    const at = `at ${f0(o.rate)} req/s${o.rate === OPEN_RATE ? '' : ' (half capacity)'}${o.replicas > 1 ? `, ${o.replicas} gateway replicas` : ''}`;
    summary.push([`(b) added latency p50 ${at}`, `${f2(p50)} ms`, '<= 2 ms', verdict(p50 <= 2)]);
    summary.push([`(b) added latency p99 ${at}`, `${f2(p99)} ms`, '<= 10 ms', verdict(p99 <= 10)]);
    summary.push([`    failed / sent ${at} (gateway, direct)`, `${o.gw.failed}/${o.gw.sent}, ${o.direct.failed}/${o.direct.sent}`, '(info)', '']);
  }
  if (results.nolog) summary.push(['(c) request logging cost (1 - on/off)', pct(cost('nolog', true)), '<= 10 %', verdict(cost('nolog', true) <= 0.1)]);
  if (results.sel) summary.push(['(c) tracing cost, selective (default), gw + flows', pct(cost('sel')), '<= 15 %', verdict(cost('sel') <= 0.15)]);
  if (results.selgw) summary.push(['    tracing cost, selective, gateway only', pct(cost('selgw')), '(info)', '']);
  if (results.all) summary.push(['    tracing cost, all instrumentations, gw + flows', pct(cost('all')), '(info)', '']);
  console.log(table(['figure', 'value', 'target', ''], summary));
  if (ONLY.size < ALL_MEASUREMENTS.length) console.log(`\n(partial run: BENCH_ONLY=${[...ONLY].join(',')})`);
}

let cleaning: Promise<void> | undefined;
const finish = () => (cleaning ??= cleanup().catch((err) => console.error('cleanup failed:', err)));
process.on('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    console.error(`\n${sig}: stopping`);
    void finish().then(() => process.exit(130));
  });
}

main()
  .then(finish, async (err) => {
    console.error(err instanceof Error ? err.stack : err);
    for (const p of live) console.error(`--- ${p.name} output ---\n${p.output()}`);
    process.exitCode = 1;
    await finish();
  })
  .then(() => process.exit());
