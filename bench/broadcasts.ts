/**
 * Broadcasts benchmark (issue 17). Not part of the test suite: `npx tsx bench/broadcasts.ts`.
 *
 * Runs the upstream simulator, messaging-proxy, contacts and one or two broadcasts replicas as child
 * processes (the production bundles, built first; BENCH_RUNTIME=tsx runs the sources) on the real
 * Postgres, NATS and Redis, with one connected number at the upgraded
 * 1,000 messages/s tier (`throughput.level = HIGH`) and an approved marketing template. Every send
 * takes the platform path: broadcasts → messaging-proxy SendMessage (opt-out check in contacts) →
 * simulator. Prints, per phase:
 *  (one) BENCH_RECIPIENTS (20,000) recipients, one replica: achieved rate = accepted sends /
 *        (last − first acceptance, the simulator's clock) against the tier (target ≥ 95 %), the
 *        busiest sliding second, throttled answers (130429 / 131056; target 0), recipients accepted
 *        more or less than once (target 0), and the CPU per accepted send of each process and of the
 *        shared Postgres, NATS and Redis servers;
 *  (two) the same with two replicas sharing the broadcast and the pacing (target: the same rate, 0 throttled);
 *  (rss) BENCH_RSS_RECIPIENTS (100,000) recipients, one replica: RSS growth of the broadcasts
 *        process group from before the send to its peak during the send (target < 50 MB). Run after
 *        (one), on the same replica, so start-up and first-send warm-up are not counted as growth.
 *  (floor) the hops and durable writes the design fixes for a broadcast send with none of the product
 *        (bench/lib/naive-broadcast.ts) on a simulator number without a throughput cap, one send and
 *        BENCH_FLOOR_BATCHES sends per gRPC call: what this box carries at all, to read the product against.
 * Status webhooks are turned off in the simulator (`auto_statuses: []`) so the box's two cores go
 * to the send path being measured; funding is not started (sends are not priced).
 * BENCH_PG_COUNT=1 puts a statement-counting proxy (lib/pg-count-proxy.ts) between each app and Postgres and prints
 * each app's statements and transactions per accepted send (a load-independent cost figure; the proxy costs CPU,
 * so read the rates of such a run as a count, not a throughput).
 * BENCH_ONLY=one,two,rss,floor selects phases; BENCH_BUILD=0 reuses the bundles already built. TEST_DATABASE_URL / TEST_NATS_URL / TEST_REDIS_URL (loopback defaults).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect as connectNats } from '@nats-io/transport-node';
import knex from 'knex';
import { loadContracts, toStruct, type broadcasts, type messagingProxy } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { testInfra, uniqueName } from '@platform/testing';
import { benchInfra } from './lib/infra';
import { createFeatureTables, createTables } from './lib/naive-broadcast';
import { PgCounters } from './lib/pg-count-proxy';
import { boxCpu, commandCpuMeter, deployedNodeOptions, freePort, killAll, ROOT, startProc, type Proc, type Runtime } from './lib/procs';
import { analyzeSchemas } from './lib/analyze';

const N = Number(process.env.BENCH_RECIPIENTS ?? 20_000);
const RSS_N = Number(process.env.BENCH_RSS_RECIPIENTS ?? 100_000);
const ONLY = new Set((process.env.BENCH_ONLY ?? 'one,two,rss,floor').split(','));
/** Phase `floor`: recipients per gRPC call of each run (BENCH_FLOOR_BATCHES, comma separated). */
const FLOOR_BATCHES = (process.env.BENCH_FLOOR_BATCHES ?? '1,50').split(',').map(Number);
/**
 * Phase `floor`: recipients per gRPC call of each run of the design floor (BENCH_FLOOR_DESIGN_BATCHES; empty: none):
 * the floor plus the record before the forward and the outbox (bench/lib/naive-broadcast.ts, NAIVE_DESIGN=1).
 */
const FLOOR_DESIGN_BATCHES = (process.env.BENCH_FLOOR_DESIGN_BATCHES ?? '1').split(',').filter(Boolean).map(Number);
/**
 * Phase `floor`: recipients per gRPC call of each run of the features floor (BENCH_FLOOR_FEATURES_BATCHES; empty: none):
 * the design floor plus the rows the spec's features ask of a send, in copies of the product's tables (NAIVE_DESIGN=features).
 */
const FLOOR_FEATURES_BATCHES = (process.env.BENCH_FLOOR_FEATURES_BATCHES ?? '1').split(',').filter(Boolean).map(Number);
/** Phase `floor`: rounds of its runs (BENCH_FLOOR_ROUNDS), interleaved: floor, design floor, features floor, floor, … */
const FLOOR_ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS ?? 1);
/**
 * BENCH_ABLATE (an experiment, not a product figure): `gin` drops the bench schemas' GIN indexes (log search's trigram
 * indexes), `secondary` every index that is neither a primary key, unique nor partial, after the apps created them and
 * before the phases, so Postgres's CPU per send shows what maintaining them costs.
 */
const ABLATE = process.env.BENCH_ABLATE === 'gin' || process.env.BENCH_ABLATE === 'secondary' ? process.env.BENCH_ABLATE : undefined;
/** Recipients of the warm-up broadcast before the measured phases, after which the product's tables are analyzed (BENCH_WARMUP_RECIPIENTS; 0: none). */
const WARMUP_N = Number(process.env.BENCH_WARMUP_RECIPIENTS ?? 1000);
/** Phase `floor`: sends in flight (BENCH_FLOOR_INFLIGHT). */
const FLOOR_INFLIGHT = Number(process.env.BENCH_FLOOR_INFLIGHT ?? 64);
const TIER = 1000;
/** The production bundles (built first), as the images run them; BENCH_RUNTIME=tsx runs the sources. */
const RUNTIME: Runtime = process.env.BENCH_RUNTIME === 'tsx' ? 'tsx' : 'dist';
/** BENCH_CPU_PROF_DIR: `--cpu-prof` profiles of every app process are written there (one folder per app). */
const PROF_DIR = process.env.BENCH_CPU_PROF_DIR;

const infra = benchInfra();
/** BENCH_PG_COUNT=1: statements and transactions per send of each app, through counting proxies. */
const pgCounters = new PgCounters({ databaseUrl: infra.databaseUrl, proxiedUrl: testInfra().databaseUrl }, process.env.BENCH_PG_COUNT === '1');
const id = uniqueName('bench_bc').replace(/[^a-z0-9_]/g, '_');
const project = randomUUID();
/** Bus namespace of the floor's stream (phase `floor`). */
const naiveNs = `${id.replace(/_/g, '')}nv`;
const { contracts } = loadContracts();

/** Sum of a CPU-seconds record's values. */
const sumCpu = (cpu: Record<string, number>): number => Object.values(cpu).reduce((a, b) => a + b, 0);
/** The whole box's busy share (%) since `from` (a {@link boxCpu} reading). */
function boxPct(from: { busy: number; total: number }): number {
  const now = boxCpu();
  return ((now.busy - from.busy) / Math.max(1, now.total - from.total)) * 100;
}

/** Resident memory (bytes) of every process in group `pgid`. */
function groupRss(pgid: number): number {
  let kb = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${d}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      /* process ended meanwhile */
    }
  }
  return kb * 1024;
}

async function main(): Promise<void> {
  console.log(`Postgres over ${infra.pgTransport} (BENCH_PG=tcp for loopback TCP); runtime ${RUNTIME}`);
  if (RUNTIME === 'dist' && process.env.BENCH_BUILD !== '0') {
    for (const app of ['upstream-sim', 'contacts', 'messaging-proxy', 'broadcasts'])
      execFileSync(process.execPath, [join(ROOT, 'tools/build-app.mjs'), app], { cwd: ROOT, stdio: 'inherit' });
  }
  const [simPort, mpPort, mpHttpPort, contactsPort, bc1Port, bc2Port] = await Promise.all(Array.from({ length: 6 }, () => freePort()));
  const simUrl = `http://127.0.0.1:${simPort}`;
  const mpHttp = `http://127.0.0.1:${mpHttpPort}`;
  const appSecret = randomBytes(16).toString('hex');
  const verify = `verify-${id}`;
  const shared: Record<string, string> = {
    DATABASE_URL: infra.databaseUrl,
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    BUS_NAMESPACE: id.replace(/_/g, ''),
    KV_PREFIX: id,
    REDIS_PREFIX: id,
    LOG_LEVEL: 'warn',
    OTEL_SDK_DISABLED: 'true',
    GRPC_HOST: '127.0.0.1',
    UPSTREAM_BASE_URL: simUrl,
    UPSTREAM_APP_ID: '100000000000001',
    UPSTREAM_APP_SECRET: appSecret,
    UPSTREAM_WEBHOOK_VERIFY_TOKEN: verify,
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: mpHttp,
    MESSAGING_PROXY_GRPC_ADDRESS: `127.0.0.1:${mpPort}`,
    CONTACTS_GRPC_ADDRESS: `127.0.0.1:${contactsPort}`,
  };
  const procs: Proc[] = [];
  const start = async (name: string, entry: string, port: number, env: Record<string, string>) => {
    const nodeArgs = PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(PROF_DIR, name)}`] : [];
    const databaseUrl = await pgCounters.urlOf(name.replace(/-\d+$/, ''));
    const p = await startProc(name, entry, port, { ...shared, DATABASE_URL: databaseUrl, ...env }, { runtime: RUNTIME, nodeArgs });
    procs.push(p);
    return p;
  };
  const db = knex({ client: 'pg', connection: infra.databaseUrl, pool: { min: 0, max: 2 } });
  /**
   * A CPU meter from now: each call answers the CPU seconds used since by every running app and by the shared
   * Postgres, NATS and Redis servers (counted per process, so a server process that ends meanwhile cannot make
   * a figure negative; whole servers: run on an idle box).
   */
  const cpuMeter = (): (() => Record<string, number>) => {
    const base = new Map(procs.filter((p) => p.proc.exitCode === null).map((p) => [p, p.cpuSeconds()]));
    const servers = { postgres: commandCpuMeter(['postgres']), nats: commandCpuMeter(['nats-server']), redis: commandCpuMeter(['redis-server']) };
    return () => {
      const out: Record<string, number> = {};
      // Processes of one name (the floors' proxies and consumers of each mode) add up.
      for (const [p, at] of base) if (p.proc.exitCode === null) out[p.name] = (out[p.name] ?? 0) + p.cpuSeconds() - at;
      for (const [k, m] of Object.entries(servers)) out[k] = m();
      return out;
    };
  };
  try {
    await start('upstream-sim', 'apps/upstream-sim/src/main.ts', simPort, {
      PORT: String(simPort),
      SIM_APP_SECRET: appSecret,
      SIM_APP_ID: shared.UPSTREAM_APP_ID,
      SIM_WEBHOOK_URL: `${mpHttp}/upstream/webhooks`,
      SIM_WEBHOOK_VERIFY_TOKEN: verify,
    });
    await start('messaging-proxy', 'apps/messaging-proxy/src/main.ts', mpPort, {
      DB_SCHEMA: `${id}_mp`,
      GRPC_PORT: String(mpPort),
      HTTP_PORT: String(mpHttpPort),
      HTTP_HOST: '127.0.0.1',
    });
    await start('contacts', 'apps/contacts/src/main.ts', contactsPort, { DB_SCHEMA: `${id}_contacts`, GRPC_PORT: String(contactsPort) });
    const replica = (n: number, port: number) =>
      start(`broadcasts-${n}`, 'apps/broadcasts/src/main.ts', port, {
        // As deployed (the Kubernetes base's heap cap), so RSS is what a pod would show.
        ...deployedNodeOptions('broadcasts'),
        DB_SCHEMA: `${id}_bc`,
        GRPC_PORT: String(port),
        BROADCAST_POLL_MS: '100',
        BROADCAST_WORKER_ID: `bench-${n}`,
      });
    const bc1 = await replica(1, bc1Port);

    // The world: a number at the 1,000/s tier, an approved template, the number connected to the project.
    const sim = async (method: string, path: string, body?: unknown, token?: string) => {
      const r = await fetch(`${simUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!r.ok) throw new Error(`sim ${method} ${path}: ${r.status} ${await r.text()}`);
      return (await r.json()) as any;
    };
    await sim('PUT', '/__sim/settings', { auto_statuses: [] });
    const fx = await sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{ throughput_level: 'HIGH' }] }] }], tokens: [{}] });
    const pn = fx.phone_numbers[0].id as string;
    const waba = fx.wabas[0].id as string;
    const token = fx.tokens[0].value as string;
    await sim(
      'POST',
      `/v24.0/${waba}/message_templates`,
      { name: 'bench_promo', language: 'en_US', category: 'MARKETING', components: [{ type: 'BODY', text: 'Hi {{1}}' }] },
      token,
    );
    for (let i = 0; ; i++) {
      const l = await sim('GET', `/v24.0/${waba}/message_templates?name=bench_promo&fields=status`, undefined, token);
      if (l.data?.[0]?.status === 'APPROVED') break;
      if (i > 100) throw new Error('template not approved');
      await new Promise((r) => setTimeout(r, 100));
    }
    const mp = createClient(contracts.messagingProxy.MessagingProxyService, `127.0.0.1:${mpPort}`, { defaultDeadlineMs: 10_000, idempotentMethods: [] });
    const customer = await callUnary(mp, 'CreateCustomer', { project_id: project, name: 'Bench Co' } as messagingProxy.CreateCustomerRequest);
    await callUnary(mp, 'ConnectPhoneNumber', {
      project_id: project,
      customer_id: customer.customer!.id,
      name: 'Bench',
      kind: 'production',
      phone_number_id: pn,
      business_account_id: waba,
      access_token: token,
    });
    mp.close();

    if (ABLATE) {
      // An experiment, never a figure of the product: the indexes of one kind dropped from the bench's schemas,
      // so Postgres's CPU per send without them shows what keeping them costs.
      const { rows } = await db.raw(
        `select n.nspname as schema, c.relname as index, t.relname as table from pg_index i
           join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
           join pg_namespace n on n.oid = c.relnamespace join pg_am a on a.oid = c.relam
          where n.nspname like ? and ${ABLATE === 'gin' ? `a.amname = 'gin'` : `not i.indisprimary and not i.indisunique and i.indpred is null`}`,
        [`${id}%`],
      );
      for (const r of rows as Array<{ schema: string; index: string; table: string }>) await db.raw('drop index ??.??', [r.schema, r.index]);
      console.log(
        `BENCH_ABLATE=${ABLATE}: dropped ${rows.length} indexes (${(rows as Array<{ table: string; index: string }>).map((r) => `${r.table}.${r.index}`).join(', ')})`,
      );
    }

    const client = (port: number) =>
      createClient(contracts.broadcasts.BroadcastsService, `127.0.0.1:${port}`, {
        defaultDeadlineMs: 30_000,
        idempotentMethods: [],
      }) as broadcasts.BroadcastsServiceClient;
    const c1 = client(bc1Port);

    /** The simulator's accepted sends from `number` to recipients starting with `prefix`: times, count per recipient, busiest second, rate. */
    const accepted = async (number: string, prefix: string) => {
      const state = await sim('GET', '/__sim/state');
      const times: number[] = [];
      const per = new Map<string, number>();
      for (const m of state.messages as Array<{ phone_number_id: string; to: string; created_at: string }>) {
        if (m.phone_number_id !== number || !m.to.startsWith(prefix)) continue;
        times.push(Date.parse(m.created_at));
        per.set(m.to, (per.get(m.to) ?? 0) + 1);
      }
      times.sort((a, b) => a - b);
      let busiest = 0;
      for (let i = 0, j = 0; i < times.length; i++) {
        while (times[i] - times[j] >= 1000) j++;
        busiest = Math.max(busiest, i - j + 1);
      }
      const span = (times[times.length - 1] - times[0]) / 1000;
      return { times, per, busiest, rate: span > 0 ? times.length / span : 0 };
    };
    /**
     * Row writes by table of the bench's schemas so far (the server's statistics, flushed after a second), with
     * each table's index count: with BENCH_PG_COUNT=1, where Postgres's work per send goes.
     */
    type TableStats = { writes: number; indexes: number; seqScans: number; seqRows: number; idxScans: number };
    const rowWrites = async (): Promise<Map<string, TableStats>> => {
      await new Promise((r) => setTimeout(r, 1500));
      const { rows } = await db.raw(
        `select t.schemaname || '.' || t.relname as name, t.n_tup_ins + t.n_tup_upd + t.n_tup_del as writes,
                (select count(*) from pg_index i where i.indrelid = t.relid)::int as indexes,
                t.seq_scan as seq_scans, t.seq_tup_read as seq_rows, coalesce(t.idx_scan, 0) as idx_scans
           from pg_stat_user_tables t where t.schemaname like ?`,
        [`${id}%`],
      );
      return new Map(
        (rows as Array<{ name: string; writes: string; indexes: number; seq_scans: string; seq_rows: string; idx_scans: string }>).map((r) => [
          r.name.slice(id.length + 1),
          { writes: Number(r.writes), indexes: r.indexes, seqScans: Number(r.seq_scans), seqRows: Number(r.seq_rows), idxScans: Number(r.idx_scans) },
        ]),
      );
    };
    const rowLine = (a: Map<string, TableStats>, b: Map<string, TableStats>, sends: number) =>
      [...b]
        .map(([k, v]) => {
          const was = a.get(k);
          const per = (f: keyof TableStats) => (v[f] - (was?.[f] ?? 0)) / Math.max(1, sends);
          return { k, per: per('writes'), indexes: v.indexes, seqScans: per('seqScans'), seqRows: per('seqRows'), idxScans: per('idxScans') };
        })
        .filter((r) => r.per >= 0.01 || r.seqRows >= 0.01)
        .sort((x, y) => y.per - x.per)
        .map(
          (r) =>
            `      ${r.per.toFixed(2)}  ${r.k} (${r.indexes} indexes; per send: ${r.idxScans.toFixed(2)} index scans, ${r.seqScans.toFixed(2)} sequential scans reading ${r.seqRows.toFixed(1)} rows)`,
        )
        .join('\n');
    /** CPU per accepted send (µs) of each process, then of all of them. */
    const cpuLine = (cpu: Record<string, number>, sends: number) =>
      `${Object.entries(cpu)
        .map(([k, v]) => `${k} ${((v / Math.max(1, sends)) * 1e6).toFixed(0)}`)
        .join(', ')}, all ${((sumCpu(cpu) / Math.max(1, sends)) * 1e6).toFixed(0)}`;

    const phase = async (label: string, n: number, prefix: string, group: Proc[]) => {
      const b = (
        await callUnary(c1, 'CreateBroadcast', {
          project_id: project,
          name: label,
          phone_number_id: pn,
          template: { name: 'bench_promo', language: 'en_US' },
          template_parameters: [toStruct({ type: 'body', parameters: [{ type: 'text', text: 'friend' }] })],
        })
      ).broadcast!;
      const phones = Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(7, '0')}`);
      for (let i = 0; i < n; i += 1000) {
        await callUnary(c1, 'AddRecipients', {
          project_id: project,
          broadcast_id: b.id,
          recipients: phones.slice(i, i + 1000).map((p) => ({ phone_number: p })),
        });
      }
      const rssBefore = group.map((p) => groupRss(p.proc.pid!));
      const rssPeak = [...rssBefore];
      const sampler = setInterval(() => group.forEach((p, i) => (rssPeak[i] = Math.max(rssPeak[i], groupRss(p.proc.pid!)))), 200);
      const cpu = cpuMeter();
      const box0 = boxCpu();
      const counts0 = pgCounters.now();
      const texts0 = pgCounters.texts();
      const rows0 = pgCounters.enabled ? await rowWrites() : undefined;
      const t0 = Date.now();
      await callUnary(c1, 'SendBroadcast', { project_id: project, broadcast_id: b.id });
      let last: broadcasts.Broadcast__Output | undefined;
      for (;;) {
        await new Promise((r) => setTimeout(r, 1000));
        last = (await callUnary(c1, 'GetBroadcast', { project_id: project, broadcast_id: b.id })).broadcast!;
        if (last.status !== 'sending') break;
        if (Date.now() - t0 > Math.max(600_000, n * 20)) throw new Error(`${label}: not completed in time (${last.sent}/${n} sent)`);
      }
      clearInterval(sampler);
      const used = cpu();
      const counts1 = pgCounters.now();
      const texts1 = pgCounters.texts();
      const rows1 = pgCounters.enabled ? await rowWrites() : undefined;
      const wall = (Date.now() - t0) / 1000;
      const { times, per, busiest, rate } = await accepted(pn, prefix);
      const [{ throttled }] = await db.withSchema(`${id}_bc`).table('broadcast_recipients').where({ broadcast_id: b.id }).sum({ throttled: 'send_seq' });
      const notOnce = phones.filter((p) => per.get(p) !== 1).length;
      console.log(
        [
          `${label}: ${n} recipients, status ${last!.status}, sent ${last!.sent}, failed ${last!.failed}, wall ${wall.toFixed(1)} s`,
          `  achieved rate ${rate.toFixed(0)}/s = ${((rate / TIER) * 100).toFixed(1)} % of the ${TIER}/s tier; busiest second ${busiest}`,
          `  throttled answers (130429 + 131056): ${Number(throttled ?? 0)}; recipients not accepted exactly once: ${notOnce}`,
          `  CPU per accepted send (µs): ${cpuLine(used, times.length)}; box CPU ${boxPct(box0).toFixed(0)} %`,
          ...(pgCounters.enabled
            ? [
                `  statements / transactions per accepted send: ${pgCounters.perUnit(counts0, counts1, times.length)}`,
                `  statements per accepted send, by text:\n${pgCounters.topTexts(texts0, texts1, times.length)}`,
                `  rows written per accepted send (inserted + updated + deleted), the table's indexes and its scans:\n${rowLine(rows0!, rows1!, times.length)}`,
              ]
            : []),
          ...group.map(
            (p, i) =>
              `  ${p.name} RSS ${(rssBefore[i] / 2 ** 20).toFixed(0)} MB before, peak ${(rssPeak[i] / 2 ** 20).toFixed(0)} MB, growth ${((rssPeak[i] - rssBefore[i]) / 2 ** 20).toFixed(1)} MB`,
          ),
        ].join('\n'),
      );
    };

    if (WARMUP_N > 0 && (ONLY.has('one') || ONLY.has('two') || ONLY.has('rss'))) {
      // A warm-up broadcast, then the statistics a deployed platform's tables have (analyzeSchemas).
      await phase('warm-up (not measured: it only fills the tables before their statistics)', WARMUP_N, '1554', [bc1]);
      await analyzeSchemas(db, [`${id}_mp`, `${id}_contacts`, `${id}_bc`]);
    }
    if (ONLY.has('one')) await phase('one replica', N, '1555', [bc1]);
    if (ONLY.has('two')) {
      const bc2 = await replica(2, bc2Port);
      await phase('two replicas', N, '1556', [bc1, bc2]);
      await bc2.stop();
    }
    if (ONLY.has('rss')) await phase('memory', RSS_N, '1557', [bc1]);

    // The floor: the hops and durable writes the design fixes for a broadcast send, with none of the product
    // (bench/lib/naive-broadcast.ts), on a number without a throughput cap, so it shows what the box carries.
    if (ONLY.has('floor')) {
      const openFx = await sim('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{ throughput_mps: 1_000_000 }] }] }], tokens: [{}] });
      const openPn = openFx.phone_numbers[0].id as string;
      const dir = mkdtempSync(join(tmpdir(), 'bench-bc-'));
      const tokensFile = join(dir, 'naive-tokens.json');
      writeFileSync(tokensFile, JSON.stringify({ [openPn]: openFx.tokens[0].value }));
      const naiveSchema = `${id}_nv`;
      await createTables((q) => db.raw(q), `"${naiveSchema}"`);
      const naiveEnv = { DB_SCHEMA: naiveSchema, NAIVE_NS: naiveNs, NAIVE_PROJECT: project };
      type Mode = 'floor' | 'design' | 'features';
      const label: Record<Mode, string> = { floor: 'floor', design: 'design floor', features: 'features floor' };
      const runsOf = (mode: Mode, batches: number[]) => batches.map((batch) => ({ batch, mode, warmup: false }));
      const round = [...runsOf('floor', FLOOR_BATCHES), ...runsOf('design', FLOOR_DESIGN_BATCHES), ...runsOf('features', FLOOR_FEATURES_BATCHES)];
      const modes = [...new Set(round.map((r) => r.mode))];
      if (modes.includes('features')) await createFeatureTables((q) => db.raw(q), `"${naiveSchema}"`, `"${id}_mp"`, `"${id}_contacts"`);
      // Each mode's proxy and consumer run side by side (each on its own subject), so the modes' runs interleave; the idle
      // ones cost nothing. The product's processes idle meanwhile; the floors are measured alone.
      const sides = new Map<Mode, { proxyPort: number; procs: Proc[] }>();
      for (const mode of modes) {
        const [consumerPort, proxyPort] = await Promise.all([freePort(), freePort()]);
        const modeEnv = { ...naiveEnv, NAIVE_DESIGN: mode === 'features' ? 'features' : mode === 'design' ? '1' : '0' };
        const consumer = await start('naive-consumer', 'bench/lib/naive-broadcast.ts', consumerPort, {
          ...modeEnv,
          NAIVE_ROLE: 'consumer',
          HTTP_PORT: String(consumerPort),
        });
        const proxy = await start('naive-proxy', 'bench/lib/naive-broadcast.ts', proxyPort, {
          ...modeEnv,
          NAIVE_ROLE: 'proxy',
          GRPC_PORT: String(proxyPort),
          NAIVE_TOKENS: tokensFile,
        });
        sides.set(mode, { proxyPort, procs: [consumer, proxy] });
      }
      // Their tables get what the product's got: a warm-up run of each mode, then ANALYZE (see the product's warm-up).
      const runs = [
        ...(WARMUP_N > 0 ? modes.map((mode) => ({ batch: 1, mode, warmup: true })) : []),
        ...Array.from({ length: FLOOR_ROUNDS }, () => round).flat(),
      ];
      const rates = new Map<Mode, number[]>();
      for (const [i, { batch, mode, warmup }] of runs.entries()) {
        const count = warmup ? WARMUP_N : N;
        const prefix = `1558${String(i).padStart(2, '0')}`;
        await db.raw(`insert into ?? (seq, phone, status) select ? + g, ? || lpad(g::text, 6, '0'), 'pending' from generate_series(1, ?) g`, [
          `${naiveSchema}.naive_recipients`,
          i * 10_000_000,
          prefix,
          count,
        ]);
        const enginePort = await freePort();
        const engine = await start(`naive-engine`, 'bench/lib/naive-broadcast.ts', enginePort, {
          ...naiveEnv,
          NAIVE_DESIGN: mode === 'features' ? 'features' : mode === 'design' ? '1' : '0',
          NAIVE_ROLE: 'engine',
          HTTP_PORT: String(enginePort),
          PROXY_ADDRESS: `127.0.0.1:${sides.get(mode)!.proxyPort}`,
          NAIVE_PN: openPn,
          NAIVE_BATCH: String(batch),
          NAIVE_INFLIGHT: String(FLOOR_INFLIGHT),
        });
        const cpu = cpuMeter();
        const box0 = boxCpu();
        const t0 = Date.now();
        await fetch(`http://127.0.0.1:${enginePort}/start`, { method: 'POST' });
        let st: { done: boolean; sent: number; failed: number };
        for (;;) {
          await new Promise((r) => setTimeout(r, 500));
          st = (await (await fetch(`http://127.0.0.1:${enginePort}/done`)).json()) as typeof st;
          if (st.done) break;
          if (Date.now() - t0 > 600_000) throw new Error(`floor: not done in time (${st.sent} sent)`);
        }
        // The consumer's writes trail the sends by a moment: wait until every event is recorded.
        const recorded = () =>
          mode === 'features'
            ? db
                .withSchema(naiveSchema)
                .table('messages as m')
                .join('contacts as c', 'c.id', 'm.contact_id')
                .where('c.phone_number', 'like', `${prefix}%`)
                .count({ n: '*' })
            : db.withSchema(naiveSchema).table('naive_messages').where('recipient', 'like', `${prefix}%`).count({ n: '*' });
        for (let w = 0; w < 100; w++) {
          const [{ n }] = await recorded();
          if (Number(n) >= st.sent) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        const used = cpu();
        const box = boxPct(box0);
        const { times, per, rate } = await accepted(openPn, prefix);
        const notOnce = Array.from({ length: count }, (_, k) => `${prefix}${String(k + 1).padStart(6, '0')}`).filter((p) => per.get(p) !== 1).length;
        const all = ['naive-engine', 'naive-proxy', 'naive-consumer', 'upstream-sim', 'postgres', 'nats', 'redis'];
        const pick = (c: Record<string, number>) => Object.fromEntries(all.map((k) => [k, c[k] ?? 0]));
        console.log(
          [
            `${warmup ? `${label[mode]} warm-up (not measured)` : label[mode]}, ${batch === 1 ? 'one send per gRPC call' : `${batch} sends per gRPC call`}: ${count} recipients, sent ${st.sent}, failed ${st.failed}, not exactly once ${notOnce}`,
            `  achieved ${rate.toFixed(0)} sends/s (uncapped number), box CPU ${box.toFixed(0)} %`,
            `  CPU per accepted send (µs): ${cpuLine(pick(used), times.length)}`,
          ].join('\n'),
        );
        if (!warmup && batch === 1) rates.set(mode, [...(rates.get(mode) ?? []), rate]);
        await engine.stop(3000);
        procs.splice(procs.indexOf(engine), 1);
        if (warmup && i === modes.length - 1) await analyzeSchemas(db, [naiveSchema]);
      }
      // Each floor against the plain floor of its round (one send per gRPC call).
      const floorRates = rates.get('floor') ?? [];
      for (const mode of ['design', 'features'] as const) {
        const r = rates.get(mode) ?? [];
        if (r.length && floorRates.length)
          console.log(`${label[mode]} ÷ floor per round (one send per call): ${r.map((x, k) => (x / floorRates[k]).toFixed(2)).join(', ')}`);
      }
      await Promise.all([...sides.values()].flatMap((side) => side.procs.map((p) => p.stop(3000))));
    }
    c1.close();
  } finally {
    for (const p of procs.reverse()) await p.stop().catch(() => undefined);
    await pgCounters.close();
    for (const s of ['mp', 'contacts', 'bc', 'nv']) await db.raw('drop schema if exists ?? cascade', [`${id}_${s}`]);
    // The streams of the product's bus namespace and of the floor.
    const nc = await connectNats({ servers: infra.natsUrl });
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names())
      if (name.startsWith(`${shared.BUS_NAMESPACE}_`) || name.startsWith(`${naiveNs}_`)) await jsm.streams.delete(name);
    await nc.close();
    await db.destroy();
    killAll();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    killAll();
    process.exit(1);
  },
);
