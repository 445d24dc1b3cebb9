/**
 * Send-path benchmark (issue 15). Not part of the test suite: `npx tsx bench/send-path.ts`.
 *
 * Runs the upstream simulator, contacts, funding, messaging-proxy and the gateway as child processes on
 * the real Postgres, Redis and NATS, seeds BENCH_PROJECTS (40) enterprise projects, each with an API key,
 * one connected number (simulator throughput raised so the simulator never refuses), a rate card and
 * credits, and sends one utility template per request (`POST {proxy_url}/{phone_number_id}/messages`) to a
 * fresh recipient each time. The measured path: gateway (API key, plan limit, request log) → messaging-proxy
 * (routing by owner, thread check, template category (cached), the window (Redis), funding HoldCredits,
 * forward, the outbound record with `send.accepted`, from which funding confirms the hold: decision 0239)
 * → simulator. Prints:
 *  (b) first: sustained sends/s through one gateway and one messaging-proxy, BENCH_CONNECTIONS (64) closed-loop
 *      senders (target ≥ 1,000/s), with the CPU per send of each process; against the simulator alone under the
 *      same load and (BENCH_FLOOR=0 skips them; BENCH_FLOORS narrows them) the floors of bench/lib/naive-send.ts:
 *      the same hops with none of the product, forward only (`0`), with one durable insert per send (`1`, and
 *      that without the gateway hop), and the design floors — the durable work and the hops the design asks of
 *      a send with none of the product's code (`design`), and the same with the hold in Redis (`design-redis`).
 *      Every contender is started first, then all are loaded in turns, BENCH_B_ROUNDS (3) rounds of one
 *      BENCH_SUSTAIN_SECONDS (6) burst each, the order rotated every round, figures pooled over the bursts, so
 *      the VM's drifts weigh on all alike; ratios product/floor and design floor/insert floor;
 *  (a) added latency, open loop at BENCH_RATE (200) sends/s: p50/p99 through the gateway minus p50/p99 of
 *      the same sends straight to the simulator (same token, same body), in BENCH_ROUNDS (4) interleaved
 *      chunks of BENCH_CHUNK_SECONDS (4) each (targets: p50 ≤ 3 ms, p99 ≤ 15 ms); when BENCH_RATE is above
 *      70 % of the capacity (b) measured, once more at half that capacity (beyond it both paths queue);
 *  (c) one at a time: BENCH_SERIAL (300) sequential sends per path, back to back (the previous send's after-work
 *      still running), then a third as many lone sends, each BENCH_GAP_MS (100) after the previous answer; the
 *      design floors' lone sends likewise (target p50 ≤ 5 ms).
 * Each phase waits for the previous one's requests to complete, so no backlog loads the next.
 * The simulator's status webhooks are not delivered (no webhook URL): settlement is not measured here.
 * Runs the production bundles (`node apps/<app>/dist/main.js`, built first with tools/build-app.mjs, as the
 * images run them); BENCH_RUNTIME=tsx runs the sources under tsx instead. CPU per send is printed per app and
 * for the shared Postgres, Redis and NATS servers (whole servers: run on an otherwise idle box).
 * TEST_DATABASE_URL / TEST_NATS_URL / TEST_REDIS_URL (loopback defaults).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { loadContracts } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { createKv } from '@platform/kv';
import { uniqueName } from '@platform/testing';
import { keepAlivePoster } from './lib/http-post';
import { benchInfra } from './lib/infra';
// The gateway's own key scheme, so seeded keys authenticate (bench/ is a composition project).
import { generateApiKey } from '@app/gateway';
import { openLoop, poolOpenLoop, quantile, type OpenLoopResult } from './lib/open-loop';
import { boxCpu, commandCpuMeter, deployedNodeOptions, freePort, killAll, ROOT, startProc, waitQuiet, type Proc, type Runtime } from './lib/procs';
import { analyzeSchemas } from './lib/analyze';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 40);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CHUNK_SECONDS = Number(process.env.BENCH_CHUNK_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SUSTAIN_SECONDS = Number(process.env.BENCH_SUSTAIN_SECONDS ?? 6);
const SERIAL = Number(process.env.BENCH_SERIAL ?? 300);
/** BENCH_FLOOR=0 skips the floor phase (the same hops with none of the product: bench/lib/naive-send.ts). */
const FLOOR = process.env.BENCH_FLOOR !== '0';
/** The floors measured (NAIVE_RECORD of bench/lib/naive-send.ts); BENCH_FLOORS narrows them (comma list). */
type FloorMode = '0' | '1' | 'design' | 'design-redis';
const FLOOR_MODES = (process.env.BENCH_FLOORS ?? '0,1,design,design-redis').split(',') as FloorMode[];
/** Seconds each contender of (b) is loaded before the rounds (not measured), after which the bench's schemas are analyzed (BENCH_WARMUP_SECONDS; 0: none). */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 4);
/** Rounds of (b): every contender loaded once per round, SUSTAIN_SECONDS each, in rotated order. */
const B_ROUNDS = Number(process.env.BENCH_B_ROUNDS ?? 3);
/** Lone sends of (c) and of the design floors: each one BENCH_GAP_MS after the previous answer. */
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 100);

/** One burst of (b). */
interface Sustained {
  rate: number;
  secs: number;
  ok: number;
  failed: number;
  p50: number;
  p99: number;
  cpu: Array<{ name: string; usPerSend: number }>;
  boxPct: number;
}

/**
 * A path's own latency one send at a time, taking turns with the simulator directly: `count` sends each, the
 * next one `gapMs` after the previous answer (0: back to back, so the previous send's after-work — its events,
 * contacts' and funding's consumers — still runs; a gap lets it end: a lone send). Added = path − direct.
 */
async function loneAdded(fire: () => Promise<unknown>, direct: () => Promise<unknown>, count: number, gapMs: number) {
  const lf: number[] = [];
  const ld: number[] = [];
  for (let i = 0; i < count; i++) {
    for (const [f, l] of [
      [fire, lf],
      [direct, ld],
    ] as const) {
      if (gapMs > 0) await new Promise((r) => setTimeout(r, gapMs));
      const t = performance.now();
      await f();
      l.push(performance.now() - t);
    }
  }
  lf.sort((a, b) => a - b);
  ld.sort((a, b) => a - b);
  return { p50: quantile(lf, 0.5) - quantile(ld, 0.5), p99: quantile(lf, 0.99) - quantile(ld, 0.99) };
}

/** Bursts of one contender pooled: sends over seconds, CPU weighted by sends, latency quantiles and box CPU averaged. */
function pool(runs: Sustained[]): Sustained {
  const ok = runs.reduce((n, r) => n + r.ok, 0);
  const secs = runs.reduce((n, r) => n + r.secs, 0);
  const avg = (f: (r: Sustained) => number) => runs.reduce((n, r) => n + f(r), 0) / runs.length;
  return {
    rate: ok / secs,
    secs,
    ok,
    failed: runs.reduce((n, r) => n + r.failed, 0),
    p50: avg((r) => r.p50),
    p99: avg((r) => r.p99),
    cpu: runs[0].cpu.map((c, i) => ({ name: c.name, usPerSend: runs.reduce((n, r) => n + r.cpu[i].usPerSend * r.ok, 0) / Math.max(1, ok) })),
    boxPct: avg((r) => r.boxPct),
  };
}
const RUNTIME: Runtime = process.env.BENCH_RUNTIME === 'tsx' ? 'tsx' : 'dist';
const APPS = ['upstream-sim', 'contacts', 'funding', 'messaging-proxy', 'gateway'];
const VERSION = 'v24.0';

const infra = benchInfra();
const id = uniqueName('bench_send');
const schemas = { gateway: `${id}_gw`, mp: `${id}_mp`, contacts: `${id}_ct`, funding: `${id}_fd`, naive: `${id}_nv` };
const namespace = id.replace(/_/g, '');
const appSecret = `bench-${randomUUID()}`;
const appId = '100000000000777';
const procs: Proc[] = [];
const dir = mkdtempSync(join(tmpdir(), 'bench-send-'));

/** One sender: its API key, its number and the number's token (for the direct sends). */
interface Sender {
  projectId: string;
  wabaId: string;
  key: string;
  keyHash: string;
  pn: string;
  token: string;
}

const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(2) : 'n/a');

async function waitHttp(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** BENCH_CPU_PROF_DIR: `--cpu-prof` profiles of every app process are written there (one folder per app). */
const PROF_DIR = process.env.BENCH_CPU_PROF_DIR;

async function start(name: string, app: string, port: number, env: Record<string, string>): Promise<Proc> {
  const nodeArgs = PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(PROF_DIR, name)}`] : [];
  const p = await startProc(
    name,
    `apps/${app}/src/main.ts`,
    port,
    { ...deployedNodeOptions(app), LOG_LEVEL: 'warn', OTEL_SDK_DISABLED: 'true', ...env },
    { runtime: RUNTIME, nodeArgs },
  );
  procs.push(p);
  return p;
}

async function main(): Promise<void> {
  console.log(`Postgres over ${infra.pgTransport} (BENCH_PG=tcp for loopback TCP)`);
  const busy = await waitQuiet(15, 60_000, (b) => console.log(`waiting for a quieter machine (busy ${b.toFixed(0)} %)...`));
  console.log(`machine busy before start: ${busy.toFixed(0)} % (other helpers' work shares these 2 cores)`);
  if (RUNTIME === 'dist') {
    for (const app of APPS) execFileSync(process.execPath, [join(ROOT, 'tools/build-app.mjs'), app], { cwd: ROOT, stdio: 'inherit' });
    console.log(`runtime: production bundles (node apps/<app>/dist/main.js), built just now`);
  } else console.log('runtime: sources under tsx');

  const [simPort, ctPort, fdPort, mpGrpc, mpHttp, gwPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort(), freePort()]);
  const bus = { DATABASE_URL: infra.databaseUrl, NATS_URL: infra.natsUrl, REDIS_URL: infra.redisUrl, BUS_NAMESPACE: namespace, GRPC_HOST: '127.0.0.1' };
  const sim = await start('upstream-sim', 'upstream-sim', simPort, { PORT: String(simPort), HOST: '127.0.0.1', SIM_APP_SECRET: appSecret, SIM_APP_ID: appId });
  const simUrl = `http://127.0.0.1:${simPort}`;
  const cardFile = join(dir, 'card.json');
  writeFileSync(cardFile, JSON.stringify({ currency: 'USD', rates: { US: { marketing: '0.025', utility: '0.004', authentication: '0.004', service: '0' } } }));
  const [contacts, funding] = await Promise.all([
    start('contacts', 'contacts', ctPort, { ...bus, GRPC_PORT: String(ctPort), DB_SCHEMA: schemas.contacts }),
    start('funding', 'funding', fdPort, {
      ...bus,
      GRPC_PORT: String(fdPort),
      DB_SCHEMA: schemas.funding,
      UPSTREAM_BASE_URL: simUrl,
      FUNDING_RATE_CARD_FILE: cardFile,
    }),
  ]);
  // Steady state: messaging-proxy has been recording inbound messages for more than 24 h (decision 0236), so a
  // recipient without a record is outside the window without asking contacts. A fresh deployment asks contacts
  // for its first 24 h.
  const kv = await createKv({ url: infra.redisUrl, prefix: id });
  await kv.set('svc-window-since', String(Date.now() - 25 * 3_600_000), 3_600_000);
  await kv.close();
  const mp = await start('messaging-proxy', 'messaging-proxy', mpGrpc, {
    ...bus,
    GRPC_PORT: String(mpGrpc),
    HTTP_PORT: String(mpHttp),
    HTTP_HOST: '127.0.0.1',
    DB_SCHEMA: schemas.mp,
    KV_PREFIX: id,
    UPSTREAM_BASE_URL: simUrl,
    UPSTREAM_APP_ID: appId,
    UPSTREAM_APP_SECRET: appSecret,
    UPSTREAM_GRAPH_VERSION: VERSION,
    CONTACTS_GRPC_ADDRESS: `127.0.0.1:${ctPort}`,
    FUNDING_GRPC_ADDRESS: `127.0.0.1:${fdPort}`,
  });
  await waitHttp(`http://127.0.0.1:${mpHttp}/healthz`);
  const gw = await start('gateway', 'gateway', gwPort, {
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: String(gwPort),
    DATABASE_URL: infra.databaseUrl,
    DB_SCHEMA: schemas.gateway,
    REDIS_URL: infra.redisUrl,
    REDIS_PREFIX: id,
    MESSAGING_PROXY_GRPC_ADDRESS: `127.0.0.1:${mpGrpc}`,
    MESSAGING_PROXY_HTTP_URL: `http://127.0.0.1:${mpHttp}`,
    CONTACTS_GRPC_ADDRESS: `127.0.0.1:${ctPort}`,
    FUNDING_GRPC_ADDRESS: `127.0.0.1:${fdPort}`,
    PUBLIC_URL: `http://127.0.0.1:${gwPort}`,
    SHUTDOWN_GRACE_MS: '3000',
  });
  const gwUrl = `http://127.0.0.1:${gwPort}`;

  // Seeding: one account with PROJECTS business accounts of one number each (throughput raised), one token.
  const control = async (method: string, path: string, body?: unknown) =>
    (await (
      await fetch(`${simUrl}/__sim${path}`, { method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined })
    ).json()) as any;
  const fx = await control('POST', '/fixtures', {
    businesses: [
      {
        wabas: Array.from({ length: PROJECTS }, () => ({
          phone_numbers: [{ throughput_level: 'HIGH', throughput_mps: 100_000 }],
          templates: [{ name: 'order_update', category: 'UTILITY' }],
        })),
      },
    ],
    tokens: [{}],
  });
  const token: string = fx.tokens[0].value;
  const { contracts } = loadContracts();
  const mpRpc = createClient(contracts.messagingProxy.MessagingProxyService, `127.0.0.1:${mpGrpc}`, { defaultDeadlineMs: 30_000, idempotentMethods: [] });
  const fdRpc = createClient(contracts.funding.FundingService, `127.0.0.1:${fdPort}`, { defaultDeadlineMs: 30_000, idempotentMethods: [] });
  const db = knex({ client: 'pg', connection: infra.databaseUrl, pool: { min: 0, max: 2 } });
  const senders: Sender[] = [];
  const now = new Date();
  for (let i = 0; i < PROJECTS; i++) {
    const projectId = randomUUID();
    const g = generateApiKey();
    await db
      .withSchema(schemas.gateway)
      .table('projects')
      .insert({ id: projectId, name: `Send bench ${i}`, plan: 'enterprise', created_at: now, updated_at: now });
    await db
      .withSchema(schemas.gateway)
      .table('api_keys')
      .insert({ id: randomUUID(), project_id: projectId, name: 'bench', display_prefix: g.displayPrefix, key_hash: g.hash, created_at: now, revoked_at: null });
    const customer = (await callUnary(mpRpc, 'CreateCustomer', { project_id: projectId, name: `bench ${i}` })).customer!;
    const pn: string = fx.phone_numbers[i].id;
    await callUnary(mpRpc, 'ConnectPhoneNumber', {
      project_id: projectId,
      customer_id: customer.id!,
      phone_number_id: pn,
      business_account_id: fx.wabas[i].id,
      access_token: token,
    });
    await callUnary(fdRpc, 'TopUpCredits', {
      project_id: projectId,
      amount_micros: 1_000_000_000_000,
      reference: `bench-${projectId}`,
      note: 'send-path bench',
    });
    senders.push({ projectId, wabaId: fx.wabas[i].id, key: g.secret, keyHash: g.hash, pn, token });
  }
  mpRpc.close();

  let seq = 0;
  const body = () =>
    JSON.stringify({
      messaging_product: 'whatsapp',
      to: `1555${String(1_000_000 + (seq++ % 9_000_000)).padStart(7, '0')}`,
      type: 'template',
      template: { name: 'order_update', language: { code: 'en_US' } },
    });
  let turn = 0;
  let inFlight = 0;
  /** Waits until every request fired so far has completed (a phase's backlog never loads the next one). */
  const drained = async () => {
    for (let i = 0; i < 1200 && inFlight > 0; i++) await new Promise((r) => setTimeout(r, 100));
  };
  const counted = (fire: () => Promise<boolean>) => async (): Promise<boolean> => {
    inFlight++;
    try {
      return await fire();
    } finally {
      inFlight--;
    }
  };
  // The load generator shares the two cores with the path: keep-alive node:http, not fetch (~3× its CPU per request).
  const post = keepAlivePoster();
  const viaGateway = counted(async (): Promise<boolean> => {
    const s = senders[turn++ % senders.length];
    return (await post(new URL(`${gwUrl}/upstream/messaging/${VERSION}/${s.pn}/messages`), { 'x-api-key': s.key }, body())) === 200;
  });
  /** Straight to messaging-proxy's /proxy (what the gateway forwards to), for the one-at-a-time split. */
  const viaMessagingProxy = counted(async (): Promise<boolean> => {
    const s = senders[turn++ % senders.length];
    return (await post(new URL(`http://127.0.0.1:${mpHttp}/proxy/${VERSION}/${s.pn}/messages`), { 'x-project-id': s.projectId }, body())) === 200;
  });
  /** funding's part of a send's request path: HoldCredits (the hold is confirmed later, from the send's event: decision 0239). */
  const fundingHold = async (): Promise<boolean> => {
    const s = senders[turn++ % senders.length];
    await callUnary(fdRpc, 'HoldCredits', {
      project_id: s.projectId,
      send_key: `send:${randomUUID()}`,
      category: 'utility',
      window: 'closed',
      recipient: '15551234567',
      waba_id: s.wabaId,
      phone_number_id: s.pn,
      waba_timezone: '',
    });
    return true;
  };
  const direct = counted(async (): Promise<boolean> => {
    const s = senders[turn++ % senders.length];
    return (await post(new URL(`${simUrl}/${VERSION}/${s.pn}/messages`), { authorization: `Bearer ${s.token}` }, body())) === 200;
  });

  // Warm-up (template categories cached, connections open, JIT).
  const probe = await fetch(`${gwUrl}/upstream/messaging/${VERSION}/${senders[0].pn}/messages`, {
    method: 'POST',
    headers: { 'x-api-key': senders[0].key, 'content-type': 'application/json' },
    body: body(),
  });
  if (probe.status !== 200) throw new Error(`probe send failed: ${probe.status} ${await probe.text()}`);
  for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: senders.length * 2 }, () => viaGateway()));
  await openLoop({ rate: RATE, seconds: 2, fire: viaGateway });
  await openLoop({ rate: RATE, seconds: 2, fire: direct });

  // (a) open loop, interleaved chunks.
  const openLoopAt = async (rate: number) => {
    const gwRuns: OpenLoopResult[] = [];
    const directRuns: OpenLoopResult[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 === 0 ? (['gw', 'direct'] as const) : (['direct', 'gw'] as const);
      for (const which of order) {
        if (which === 'gw') gwRuns.push(await openLoop({ rate, seconds: CHUNK_SECONDS, fire: viaGateway }));
        else directRuns.push(await openLoop({ rate, seconds: CHUNK_SECONDS, fire: direct }));
        await drained();
      }
    }
    const g = poolOpenLoop(gwRuns);
    const d = poolOpenLoop(directRuns);
    console.log(`\n(a) open loop ${rate.toFixed(0)} sends/s, ${ROUNDS} × ${CHUNK_SECONDS} s per path, interleaved (${PROJECTS} projects, one number each):`);
    console.log(`    through the gateway: ${g.ok}/${g.sent} ok, p50 ${fmt(g.p50)} ms, p90 ${fmt(g.p90)} ms, p99 ${fmt(g.p99)} ms, max ${fmt(g.max)} ms`);
    console.log(`    simulator directly:  ${d.ok}/${d.sent} ok, p50 ${fmt(d.p50)} ms, p90 ${fmt(d.p90)} ms, p99 ${fmt(d.p99)} ms, max ${fmt(d.max)} ms`);
    console.log(
      `    added latency: p50 ${fmt(g.p50 - d.p50)} ms (target ≤ 3), p99 ${fmt(g.p99 - d.p99)} ms (target ≤ 15); generator max send lag ${fmt(Math.max(g.maxSendLagMs, d.maxSendLagMs))} ms`,
    );
  };

  // (b) sustained, closed loop: one burst.
  const sustain = async (fire: () => Promise<boolean>, watched: Proc[], seconds = SUSTAIN_SECONDS) => {
    const cpu0 = watched.map((p) => p.cpuSeconds());
    const meters = { postgres: commandCpuMeter(['postgres']), redis: commandCpuMeter(['redis-server']), nats: commandCpuMeter(['nats-server']) };
    const box0 = boxCpu();
    const self0 = process.cpuUsage();
    const lat: number[] = [];
    let ok = 0;
    let failed = 0;
    const t0 = performance.now();
    const end = t0 + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const s = performance.now();
          const good = await fire().catch(() => false);
          lat.push(performance.now() - s);
          if (good) ok++;
          else failed++;
        }
      }),
    );
    const secs = (performance.now() - t0) / 1000;
    const box1 = boxCpu();

    const cpu = watched.map((p, i) => ({ name: p.name, usPerSend: ok ? ((p.cpuSeconds() - cpu0[i]) / ok) * 1e6 : NaN }));
    for (const k of ['postgres', 'redis', 'nats'] as const) cpu.push({ name: k, usPerSend: ok ? (meters[k]() / ok) * 1e6 : NaN });
    const self = process.cpuUsage(self0);
    cpu.push({ name: 'load generator (this process)', usPerSend: ok ? (self.user + self.system) / ok : NaN });
    lat.sort((a, b) => a - b);
    return {
      rate: ok / secs,
      secs,
      ok,
      failed,
      p50: quantile(lat, 0.5),
      p99: quantile(lat, 0.99),
      cpu,
      boxPct: ((box1.busy - box0.busy) / Math.max(1, box1.total - box0.total)) * 100,
    };
  };
  // (b) and the floors: every contender started first, then loaded in turns, B_ROUNDS rounds of one
  // SUSTAIN_SECONDS burst each, the order rotated every round, so the slow drifts of this shared VM (the same
  // path moved by up to 1.5× from one minute to the next) weigh on all alike; figures pooled over the bursts.
  type Contender = { label: string; fire: () => Promise<boolean>; watched: Proc[]; mode?: FloorMode };
  const contenders: Contender[] = [
    { label: 'product', fire: viaGateway, watched: [gw, mp, funding, contacts, sim] },
    { label: 'simulator directly', fire: direct, watched: [sim] },
  ];
  const floorLabels: Record<FloorMode, string> = {
    '0': 'floor, forward only',
    '1': 'floor + one durable insert per send',
    design: "design floor: the design's durable work per send, none of the product's code",
    'design-redis': 'design floor with the hold in Redis (issue 40, candidate 1)',
  };
  if (FLOOR) {
    const keysFile = join(dir, 'naive-keys.json');
    const tokensFile = join(dir, 'naive-tokens.json');
    const projectsFile = join(dir, 'naive-projects.json');
    writeFileSync(keysFile, JSON.stringify(Object.fromEntries(senders.map((s) => [s.keyHash, s.projectId]))));
    writeFileSync(tokensFile, JSON.stringify(Object.fromEntries(senders.map((s) => [s.pn, s.token]))));
    writeFileSync(projectsFile, JSON.stringify(senders.map((s) => s.projectId)));
    for (const mode of FLOOR_MODES) {
      const [npPort, ngPort, nfPort, ncPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
      const floorSchema = `${schemas.naive}_${mode.replace('-', '_')}`;
      // A design floor's funding and contacts (bench/lib/naive-send.ts), started before the proxy that calls funding.
      const designParts = mode.startsWith('design')
        ? await Promise.all([
            startProc('naive-funding', 'bench/lib/naive-send.ts', nfPort, {
              NAIVE_ROLE: 'funding',
              GRPC_PORT: String(nfPort),
              NAIVE_RECORD: mode,
              NAIVE_PROJECTS: projectsFile,
              DATABASE_URL: infra.databaseUrl,
              DB_SCHEMA: floorSchema,
              NATS_URL: infra.natsUrl,
            }),
            startProc('naive-contacts', 'bench/lib/naive-send.ts', ncPort, {
              NAIVE_ROLE: 'contacts',
              HTTP_PORT: String(ncPort),
              DATABASE_URL: infra.databaseUrl,
              DB_SCHEMA: floorSchema,
              NATS_URL: infra.natsUrl,
            }),
          ])
        : [];
      procs.push(...designParts);
      const np = await startProc(`naive-proxy`, 'bench/lib/naive-send.ts', npPort, {
        NAIVE_ROLE: 'proxy',
        HTTP_PORT: String(npPort),
        UPSTREAM_BASE_URL: simUrl,
        NAIVE_TOKENS: tokensFile,
        NAIVE_RECORD: mode,
        DATABASE_URL: infra.databaseUrl,
        DB_SCHEMA: floorSchema,
        NAIVE_PROJECTS: projectsFile,
        NATS_URL: infra.natsUrl,
        REDIS_URL: infra.redisUrl,
        FUNDING_ADDRESS: `127.0.0.1:${nfPort}`,
      });
      const ng = await startProc('naive-gateway', 'bench/lib/naive-send.ts', ngPort, {
        NAIVE_ROLE: 'gateway',
        HTTP_PORT: String(ngPort),
        REDIS_URL: infra.redisUrl,
        REDIS_PREFIX: `${id}_naive_${mode}`,
        NAIVE_KEYS: keysFile,
        PROXY_URL: `http://127.0.0.1:${npPort}`,
      });
      procs.push(np, ng);
      const viaFloor = counted(async (): Promise<boolean> => {
        const s = senders[turn++ % senders.length];
        return (await post(new URL(`http://127.0.0.1:${ngPort}/upstream/messaging/${VERSION}/${s.pn}/messages`), { 'x-api-key': s.key }, body())) === 200;
      });
      for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: CONNECTIONS }, () => viaFloor()));
      contenders.push({ label: floorLabels[mode], fire: viaFloor, watched: [ng, np, ...designParts, sim], mode });
      if (mode === '1') {
        // Without the gateway hop (what the platform's own senders, broadcasts and workflows, pay: they call messaging-proxy).
        const viaProxy = counted(async (): Promise<boolean> => {
          const s = senders[turn++ % senders.length];
          return (await post(new URL(`http://127.0.0.1:${npPort}/proxy/${VERSION}/${s.pn}/messages`), { 'x-project-id': s.projectId }, body())) === 200;
        });
        contenders.push({ label: 'floor + one durable insert, no gateway hop', fire: viaProxy, watched: [np, sim] });
      }
    }
    await drained();
  }
  // Every contender loaded once (not measured), then the statistics a deployed platform's tables have (analyzeSchemas).
  if (WARMUP_SECONDS > 0) {
    for (const c of contenders) {
      await sustain(c.fire, c.watched, WARMUP_SECONDS);
      await drained();
    }
    await analyzeSchemas(db, [...Object.values(schemas), ...FLOOR_MODES.map((mode) => `${schemas.naive}_${mode.replace('-', '_')}`)]);
  }
  const bursts = new Map<string, Sustained[]>(contenders.map((c) => [c.label, []]));
  for (let r = 0; r < B_ROUNDS; r++) {
    const k = r % contenders.length;
    for (const c of [...contenders.slice(k), ...contenders.slice(0, k)]) {
      bursts.get(c.label)!.push(await sustain(c.fire, c.watched));
      await drained();
    }
  }
  const pooled = new Map(contenders.map((c) => [c.label, pool(bursts.get(c.label)!)]));
  const through = pooled.get('product')!;
  const alone = pooled.get('simulator directly')!;
  console.log(`\n(b) sustained, ${CONNECTIONS} closed-loop senders, ${B_ROUNDS} rounds of ${SUSTAIN_SECONDS} s bursts taking turns:`);
  console.log(
    `    through one gateway + one messaging-proxy: ${through.rate.toFixed(0)} sends/s (target ≥ 1000), ${through.failed} failed, p50 ${fmt(through.p50)} ms, p99 ${fmt(through.p99)} ms, box CPU ${through.boxPct.toFixed(0)} %`,
  );
  console.log(`    CPU per send: ${through.cpu.map((c) => `${c.name} ${c.usPerSend.toFixed(0)} µs`).join(', ')}`);
  console.log(
    `    simulator directly: ${alone.rate.toFixed(0)} sends/s, ${alone.failed} failed, p50 ${fmt(alone.p50)} ms, p99 ${fmt(alone.p99)} ms (through/direct = ${(through.rate / alone.rate).toFixed(2)})`,
  );
  if (FLOOR) {
    console.log(`    the same hops with none of the product (bench/lib/naive-send.ts: keys in a Map, bare INCR, plain node:http hops):`);
    for (const c of contenders.slice(2)) {
      const r = pooled.get(c.label)!;
      console.log(
        `    ${c.label}: ${r.rate.toFixed(0)} sends/s, ${r.failed} failed, p50 ${fmt(r.p50)} ms, box CPU ${r.boxPct.toFixed(0)} %${c.mode ? ` (product/floor = ${(through.rate / r.rate).toFixed(2)})` : ''}`,
      );
      console.log(`      CPU per send: ${r.cpu.map((x) => `${x.name} ${x.usPerSend.toFixed(0)} µs`).join(', ')}`);
      // A design floor's lone send: its added latency one at a time, back to back and spaced (see loneAdded).
      if (c.mode?.startsWith('design') && SERIAL > 0) {
        const [b2b, spaced] = [await loneAdded(c.fire, direct, SERIAL, 0), await loneAdded(c.fire, direct, Math.ceil(SERIAL / 3), GAP_MS)];
        console.log(
          `      one at a time, added latency: back to back p50 ${fmt(b2b.p50)} ms, p99 ${fmt(b2b.p99)} ms; ${GAP_MS} ms apart p50 ${fmt(spaced.p50)} ms, p99 ${fmt(spaced.p99)} ms`,
        );
      }
    }
    const withInsert = pooled.get(floorLabels['1']);
    for (const mode of ['design', 'design-redis'] as const) {
      const d = pooled.get(floorLabels[mode]);
      if (withInsert && d) console.log(`    ${floorLabels[mode]} / floor + one insert = ${(d.rate / withInsert.rate).toFixed(2)}`);
    }
  }

  // (c) one at a time: the path's own latency without any queue (what a lone send pays). The paths take
  // turns send by send, so background work left by earlier phases weighs on each alike.
  if (SERIAL > 0) {
    // Let the consumers finish what (b) left them (contacts records every send after its answer).
    await new Promise((r) => setTimeout(r, 5000));
    const paths = { g: viaGateway, m: viaMessagingProxy, f: fundingHold, d: direct } as const;
    const lat: Record<keyof typeof paths, number[]> = { g: [], m: [], f: [], d: [] };
    for (let i = 0; i < SERIAL; i++) {
      for (const k of Object.keys(paths) as Array<keyof typeof paths>) {
        const t = performance.now();
        await paths[k]();
        lat[k].push(performance.now() - t);
      }
    }
    for (const l of Object.values(lat)) l.sort((a, b) => a - b);
    const { g, m, f, d } = lat;
    const q = (l: number[]) => `p50 ${fmt(quantile(l, 0.5))} ms, p99 ${fmt(quantile(l, 0.99))} ms`;
    console.log(`\n(c) one at a time, ${SERIAL} sends per path, taking turns:`);
    console.log(`    through the gateway: ${q(g)}; straight to messaging-proxy: ${q(m)}; simulator directly: ${q(d)}`);
    console.log(`    funding alone (HoldCredits, its part of the request path): ${q(f)}`);
    console.log(`    added latency: p50 ${fmt(quantile(g, 0.5) - quantile(d, 0.5))} ms, p99 ${fmt(quantile(g, 0.99) - quantile(d, 0.99))} ms`);
    // A lone send: each one GAP_MS after the previous answer, so the previous send's after-work has ended.
    const spaced = await loneAdded(viaGateway, direct, Math.ceil(SERIAL / 3), GAP_MS);
    console.log(`    ${Math.ceil(SERIAL / 3)} sends ${GAP_MS} ms apart (lone sends), added latency: p50 ${fmt(spaced.p50)} ms, p99 ${fmt(spaced.p99)} ms`);
  }

  await openLoopAt(RATE);
  // Beyond the box's capacity both paths queue and the difference means little: again at half the capacity measured.
  if (RATE > through.rate * 0.7) await openLoopAt(Math.max(1, Math.floor(through.rate / 2)));
  fdRpc.close();
  await db.destroy();
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await Promise.all(procs.map((p) => p.stop(5000)));
    killAll();
    rmSync(dir, { recursive: true, force: true });
    const db = knex({ client: 'pg', connection: infra.databaseUrl });
    for (const s of Object.values(schemas)) await db.raw(`drop schema if exists "${s}" cascade`);
    // The floors' own schemas (one per floor).
    for (const mode of FLOOR_MODES) await db.raw(`drop schema if exists "${schemas.naive}_${mode.replace('-', '_')}" cascade`);
    await db.destroy();
  });
