/**
 * Gateway benchmark (issue 3, item 7). Not part of the test suite: `npm run bench:gateway`.
 *
 * Runs flows and the gateway as child processes on the real Postgres and Redis, seeds enterprise
 * projects (4000 req/min each) with API keys and flows, and measures in one run:
 *  (a) closed-loop throughput of GET /platform/v1/messaging/flows?per_page=5 (key → Redis plan limit →
 *      request log → gRPC ListFlows → Postgres) and its ratio to a bare Express 5 hello;
 *  (b) the latency the gateway adds over calling ListFlows directly, open loop at a fixed rate;
 *  (c) the cost of request logging and of tracing (selective vs all auto-instrumentations).
 * See bench/README.md for what each figure means and the last recorded results.
 *
 * Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50),
 * BENCH_PROJECTS (200), BENCH_FLOWS_PER_PROJECT (20), BENCH_OPEN_RATE (2000),
 * TEST_DATABASE_URL / TEST_REDIS_URL (loopback defaults).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import * as grpc from '@grpc/grpc-js';
import autocannon from 'autocannon';
import knex, { type Knex } from 'knex';
import { createClient as createRedis } from 'redis';
import { idempotentMethodsOf, loadContracts, type flows } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { testInfra } from '@platform/testing';
// bench/ is tooling, not an Nx project: it reuses the gateway's key scheme so seeded keys authenticate.
// eslint-disable-next-line no-restricted-imports
import { generateApiKey } from '../apps/gateway/src/keys/api-key';
import { openLoop, type OpenLoopResult } from './lib/open-loop';
import { startOtlpSink, type OtlpSink } from './lib/otlp-sink';
import { boxCpu, freePort, killAll, startProc, type Proc } from './lib/procs';

const num = (name: string, def: number): number => {
  const v = process.env[name];
  return v === undefined || v === '' ? def : Number(v);
};
const SECONDS = num('BENCH_SECONDS', 10);
const WARMUP = num('BENCH_WARMUP_SECONDS', 3);
const CONNECTIONS = num('BENCH_CONNECTIONS', 50);
const PROJECTS = num('BENCH_PROJECTS', 200);
const FLOWS_PER_PROJECT = num('BENCH_FLOWS_PER_PROJECT', 20);
const OPEN_RATE = num('BENCH_OPEN_RATE', 2000);
const PATH = '/platform/v1/messaging/flows?per_page=5';

type Otel = 'off' | 'selective' | 'all';

/** One configuration of the gateway (and flows) measured closed-loop. */
interface Variant {
  key: string;
  label: string;
  log: boolean;
  gwOtel: Otel;
  flowsOtel: Otel;
}

/** A closed-loop (autocannon) measurement. */
interface Closed {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  warmupNon2xx: number;
  errors: number;
  gwCpu?: number;
  flowsCpu?: number;
  boxCpu: number;
  spans?: string;
}

const infra = testInfra();
const id = `bench${randomBytes(4).toString('hex')}`;
const gwSchema = `${id}_gateway`;
const flowsSchema = `${id}_flows`;
const procs: { gateway?: Proc; flows?: Proc; hello?: Proc } = {};
let flowsOtel: Otel | undefined;
let sink: OtlpSink | undefined;
let db: Knex | undefined;
let restarts = 0;

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

async function ensureFlows(mode: Otel): Promise<Proc> {
  if (procs.flows && flowsOtel === mode) return procs.flows;
  const port = procs.flows?.port ?? (await freePort());
  if (procs.flows) await procs.flows.stop();
  procs.flows = await startProc('flows', 'apps/flows/src/main.ts', port, {
    DATABASE_URL: infra.databaseUrl,
    DB_SCHEMA: flowsSchema,
    REDIS_URL: infra.redisUrl,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: String(port),
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '3000',
    ...otelEnv(mode),
  });
  flowsOtel = mode;
  return procs.flows;
}

async function startGateway(v: Pick<Variant, 'log' | 'gwOtel'>): Promise<Proc> {
  if (procs.gateway) await procs.gateway.stop();
  const port = await freePort();
  restarts++;
  procs.gateway = await startProc('gateway', 'apps/gateway/src/main.ts', port, {
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: String(port),
    DATABASE_URL: infra.databaseUrl,
    DB_SCHEMA: gwSchema,
    REDIS_URL: infra.redisUrl,
    // A fresh prefix per start: every variant begins with empty rate-limit windows.
    REDIS_PREFIX: `${id}_${restarts}`,
    FLOWS_GRPC_ADDRESS: `127.0.0.1:${procs.flows!.port}`,
    LOG_LEVEL: 'warn',
    API_LOG_ENABLED: String(v.log),
    SHUTDOWN_GRACE_MS: '5000',
    ...otelEnv(v.gwOtel),
  });
  return procs.gateway;
}

async function seed(): Promise<{ keys: string[]; projectIds: string[] }> {
  db = knex({ client: 'pg', connection: infra.databaseUrl, pool: { min: 0, max: 4 } });
  const now = new Date();
  const projects: Array<Record<string, unknown>> = [];
  const apiKeys: Array<Record<string, unknown>> = [];
  const flowRows: Array<Record<string, unknown>> = [];
  const keys: string[] = [];
  for (let i = 0; i < PROJECTS; i++) {
    const projectId = randomUUID();
    projects.push({ id: projectId, name: `Bench ${i}`, plan: 'enterprise', created_at: now, updated_at: now });
    const g = generateApiKey();
    keys.push(g.secret);
    apiKeys.push({ id: randomUUID(), project_id: projectId, name: 'bench', display_prefix: g.displayPrefix, key_hash: g.hash, created_at: now, revoked_at: null });
    for (let f = 0; f < FLOWS_PER_PROJECT; f++) {
      const t = new Date(now.getTime() - f * 60_000);
      flowRows.push({
        id: randomUUID(),
        project_id: projectId,
        upstream_flow_id: String(10_000_000_000 + i * 1000 + f),
        name: `Flow ${f} of project ${i}`,
        status: f % 2 ? 'published' : 'draft',
        json_version: '7.1',
        data_api_version: '3.0',
        business_account_id: '102290129340398',
        phone_number_id: '106540352242922',
        preview_url: null,
        data_endpoint_function_id: null,
        data_endpoint_url: null,
        flows_encryption_configured: false,
        published_at: f % 2 ? t : null,
        last_synced_at: t,
        created_at: t,
        updated_at: t,
      });
    }
  }
  await db.batchInsert(`${gwSchema}.projects`, projects, 500);
  await db.batchInsert(`${gwSchema}.api_keys`, apiKeys, 500);
  await db.batchInsert(`${flowsSchema}.flows`, flowRows, 500);
  await db.raw(`analyze "${flowsSchema}".flows`);
  await db.raw(`analyze "${gwSchema}".api_keys`);
  return { keys, projectIds: projects.map((p) => p.id as string) };
}

async function probe(url: string, key: string): Promise<void> {
  const res = await fetch(`${url}${PATH}`, { headers: { 'x-api-key': key } });
  const body = (await res.json()) as { data?: unknown[] };
  if (res.status !== 200 || body.data?.length !== 5) throw new Error(`probe failed: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
}

async function closedLoop(label: string, url: string, requests: Array<{ method: string; path: string; headers?: Record<string, string> }>): Promise<Closed> {
  const warm = await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, requests });
  sink?.reset();
  const gw0 = procs.gateway?.cpuSeconds();
  const fl0 = procs.flows?.cpuSeconds();
  const box0 = boxCpu();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  const box1 = boxCpu();
  const secs = r.duration;
  const ok = r['2xx'];
  const s = sink?.stats();
  return {
    label,
    rps: ok / secs,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    warmupNon2xx: warm.non2xx + warm.errors,
    errors: r.errors + r.timeouts,
    gwCpu: gw0 === undefined ? undefined : ((procs.gateway!.cpuSeconds() - gw0) / secs) * 100,
    flowsCpu: fl0 === undefined ? undefined : ((procs.flows!.cpuSeconds() - fl0) / secs) * 100,
    boxCpu: ((box1.busy - box0.busy) / (box1.total - box0.total)) * 100,
    spans: s && s.requests ? `${s.requests} exports, ${(s.bytes / 1e6).toFixed(1)} MB` : undefined,
  };
}

function table(header: string[], rows: string[][]): string {
  const w = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => '| ' + r.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i]))).join(' | ') + ' |';
  return [line(header), '|' + w.map((n, i) => (i === 0 ? '-'.repeat(n + 2) : '-'.repeat(n + 1) + ':')).join('|') + '|', ...rows.map(line)].join('\n');
}

const f0 = (n: number) => Math.round(n).toLocaleString('en-US');
const f2 = (n: number) => n.toFixed(2);
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

function machine(): string {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /model name\s*:\s*(.*)/.exec(cpuinfo)?.[1] ?? cpus()[0]?.model ?? 'unknown';
  const nproc = cpus().length;
  const mem = /MemTotal:\s*(\d+)/.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1];
  return `${nproc} CPU (${model}), ${mem ? Math.round(Number(mem) / 1048576) : '?'} GiB, Node ${process.version}`;
}

async function cleanup(): Promise<void> {
  await Promise.all([procs.gateway?.stop(), procs.flows?.stop(), procs.hello?.stop()]);
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
  console.log(`gateway bench ${id}: ${machine()}`);
  console.log(`  ${SECONDS} s per measurement after ${WARMUP} s warm-up, ${CONNECTIONS} connections, ${PROJECTS} enterprise projects, open loop at ${OPEN_RATE} req/s\n`);

  sink = await startOtlpSink();
  const helloPort = await freePort();
  procs.hello = await startProc('express-hello', 'bench/lib/express-hello.ts', helloPort, { PORT: String(helloPort) });

  await ensureFlows('off');
  await startGateway({ log: true, gwOtel: 'off' }); // runs the gateway migrations
  const { keys, projectIds } = await seed();
  const requests = keys.map((k) => ({ method: 'GET', path: PATH, headers: { 'x-api-key': k } }));

  // Bare Express 5 reference, measured the same way.
  const hello = await closedLoop('bare Express 5 hello', `http://127.0.0.1:${helloPort}`, [{ method: 'GET', path: '/hello' }]);
  console.log(`  ${hello.label}: ${f0(hello.rps)} req/s`);
  await procs.hello.stop();
  procs.hello = undefined;

  const variants: Variant[] = [
    { key: 'base', label: 'gateway: logging on, tracing off', log: true, gwOtel: 'off', flowsOtel: 'off' },
    { key: 'nolog', label: 'gateway: logging off, tracing off', log: false, gwOtel: 'off', flowsOtel: 'off' },
    { key: 'sel', label: 'gateway: logging on, tracing selective (gw + flows)', log: true, gwOtel: 'selective', flowsOtel: 'selective' },
    { key: 'selgw', label: 'gateway: logging on, tracing selective (gw only)', log: true, gwOtel: 'selective', flowsOtel: 'off' },
    { key: 'all', label: 'gateway: logging on, tracing all (gw + flows)', log: true, gwOtel: 'all', flowsOtel: 'all' },
    { key: 'base2', label: 'gateway: logging on, tracing off (repeat)', log: true, gwOtel: 'off', flowsOtel: 'off' },
  ];
  const closed: Record<string, Closed> = { hello };
  for (const v of variants) {
    await ensureFlows(v.flowsOtel);
    const gw = await startGateway(v);
    await probe(`http://127.0.0.1:${gw.port}`, keys[0]);
    closed[v.key] = await closedLoop(v.label, `http://127.0.0.1:${gw.port}`, requests);
    const c = closed[v.key];
    console.log(`  ${c.label}: ${f0(c.rps)} req/s, non-2xx ${c.non2xx}${c.spans ? `, sink got ${c.spans}` : ''}`);
  }

  // (b) Open loop: gateway vs direct gRPC at the same fixed arrival rate, fresh untraced processes.
  await ensureFlows('off');
  const gw = await startGateway({ log: true, gwOtel: 'off' });
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let k = 0;
  const viaGateway = () =>
    new Promise<boolean>((resolve) => {
      const req = request({ host: '127.0.0.1', port: gw.port, path: PATH, method: 'GET', agent, headers: { 'x-api-key': keys[k++ % keys.length] } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200));
        res.on('error', () => resolve(false));
      });
      req.on('error', () => resolve(false));
      req.end();
    });
  const { contracts } = loadContracts();
  const client = createClient(contracts.flows.FlowsService, `127.0.0.1:${procs.flows!.port}`, { defaultDeadlineMs: 5_000, idempotentMethods: idempotentMethodsOf(contracts.flows.FlowsService.service) });
  let j = 0;
  const direct = (): Promise<boolean> => {
    const metadata = new grpc.Metadata();
    metadata.set('x-request-id', randomUUID());
    const req: flows.ListFlowsRequest = { project_id: projectIds[j++ % projectIds.length], page: { page: 1, per_page: 5 } };
    return callUnary(client, 'ListFlows', req, { deadlineMs: 5_000, metadata }).then(
      (r) => r.flows.length === 5,
      () => false,
    );
  };
  await openLoop({ rate: OPEN_RATE, seconds: WARMUP, fire: viaGateway });
  const openGw = await openLoop({ rate: OPEN_RATE, seconds: SECONDS, fire: viaGateway });
  console.log(`  open loop via gateway: p50 ${f2(openGw.p50)} ms, p99 ${f2(openGw.p99)} ms`);
  await openLoop({ rate: OPEN_RATE, seconds: WARMUP, fire: direct });
  const openDirect = await openLoop({ rate: OPEN_RATE, seconds: SECONDS, fire: direct });
  console.log(`  open loop direct gRPC: p50 ${f2(openDirect.p50)} ms, p99 ${f2(openDirect.p99)} ms\n`);
  client.close();
  agent.destroy();

  // Report.
  const ref = (closed.base.rps + closed.base2.rps) / 2;
  const rows = Object.values(closed).map((c) => [
    c.label,
    f0(c.rps),
    c === hello ? '' : f2(c.rps / ref),
    f2(c.rps / hello.rps),
    String(c.p50),
    String(c.p99),
    `${c.non2xx}/${c.warmupNon2xx}`,
    String(c.errors),
    c.gwCpu === undefined ? '' : `${Math.round(c.gwCpu)}`,
    c === hello || c.flowsCpu === undefined ? '' : `${Math.round(c.flowsCpu)}`,
    `${Math.round(c.boxCpu)}`,
  ]);
  console.log(`Closed loop (autocannon, ${CONNECTIONS} connections, ${SECONDS} s; GET ${PATH} spread over ${PROJECTS} enterprise keys):`);
  console.log(
    table(['variant', 'req/s', 'vs base', 'vs Express', 'p50 ms', 'p99 ms', 'non-2xx meas/warm', 'errors', 'gw CPU %', 'flows CPU %', 'box CPU %'], rows),
  );
  const ol = (name: string, r: OpenLoopResult) => [name, f0(r.rate), `${r.ok}/${r.sent}`, String(r.failed), f2(r.p50), f2(r.p90), f2(r.p99), f2(r.max), f2(r.maxSendLagMs)];
  console.log(`\nOpen loop at ${OPEN_RATE} req/s for ${SECONDS} s (latency from each request's scheduled time):`);
  console.log(table(['path', 'done req/s', 'ok/sent', 'failed', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'max send lag ms'], [ol('via gateway (HTTP)', openGw), ol('direct ListFlows (gRPC)', openDirect)]));

  const addedP50 = openGw.p50 - openDirect.p50;
  const addedP99 = openGw.p99 - openDirect.p99;
  const logCost = 1 - ref / closed.nolog.rps;
  const selCost = 1 - closed.sel.rps / ref;
  const selGwCost = 1 - closed.selgw.rps / ref;
  const allCost = 1 - closed.all.rps / ref;
  const non2xx = variants.reduce((n, v) => n + closed[v.key].non2xx + closed[v.key].warmupNon2xx + closed[v.key].errors, 0);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const summary = [
    ['(a) gateway throughput, logged, untraced (mean of 2 runs)', `${f0(ref)} req/s`, '>= 4000', verdict(ref >= 4000)],
    ['(a) ratio to bare Express 5 hello', f2(ref / hello.rps), '>= 0.3', verdict(ref / hello.rps >= 0.3)],
    ['(a) non-2xx + errors, all gateway runs incl. warm-up', String(non2xx), '0', verdict(non2xx === 0)],
    ['(b) added latency p50 (gateway - direct)', `${f2(addedP50)} ms`, '<= 2 ms', verdict(addedP50 <= 2)],
    ['(b) added latency p99 (gateway - direct)', `${f2(addedP99)} ms`, '<= 10 ms', verdict(addedP99 <= 10)],
    ['(c) request logging cost (1 - on/off)', pct(logCost), '<= 10 %', verdict(logCost <= 0.1)],
    ['(c) tracing cost, selective, gw + flows', pct(selCost), '<= 15 %', verdict(selCost <= 0.15)],
    ['(c) tracing cost, selective, gw only', pct(selGwCost), '(info)', ''],
    ['(c) tracing cost, all instrumentations, gw + flows', pct(allCost), '(info)', ''],
    ['    throughput with selective tracing vs Express', f2(closed.sel.rps / hello.rps), '(info)', ''],
  ];
  console.log(`\nSummary (${machine()}):`);
  console.log(table(['figure', 'value', 'target', ''], summary));
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
    for (const p of Object.values(procs)) if (p) console.error(`--- ${p.name} output ---\n${p.output()}`);
    process.exitCode = 1;
    await finish();
  })
  .then(() => process.exit());
