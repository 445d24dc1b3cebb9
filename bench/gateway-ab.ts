/**
 * A/B comparison of two gateway builds or settings on a noisy machine (`npm run bench:gateway-ab`).
 *
 * On a shared VM the same closed-loop run can differ by 2× from one minute to the next (steal time),
 * so two sequential runs cannot tell a 5 % change. This runs both sides at once, each with its own
 * flows service, on the same Postgres and Redis and the same seeded data, and measures them in
 * alternating short bursts (A B, B A, A B, ...): slow drifts of the machine hit both sides alike.
 * It prints req/s and gateway CPU per request for each side and the B/A ratios.
 *
 * Environment:
 *   A, B            gateway bundles (default: apps/gateway/dist/main.js for both; copy a build aside
 *                   to compare it with the current one)
 *   FLOWS_A, FLOWS_B flows bundles (default apps/flows/dist/main.js)
 *   ENV_A, ENV_B    JSON objects of extra environment for each side's gateway, e.g. '{"API_LOG_ENABLED":"false"}'
 *   FLOWS_ENV_A, FLOWS_ENV_B  the same for each side's flows
 *   ARGS_A, ARGS_B  JSON arrays of node arguments for each side's gateway and flows instead of the deployed
 *                   ones (deployment `args:`, else the Dockerfile's CMD), e.g. '["--enable-source-maps"]' to compare without a flag
 *   AB_ROUNDS (8), AB_SECONDS (3), AB_CONNECTIONS (50), AB_PROJECTS (200)
 *   AB_STDOUT=1     the processes' stdout on this one's (e.g. with '--trace-gc' in ARGS_A/ARGS_B)
 *
 * A floor on one side (which process bounds the ratio, bench/README.md): the naive path's or the design
 * floor's gateway as B with `B=$PWD/bench/lib/naive-path.ts ENV_B='{"NAIVE_ROLE":"gateway","NAIVE_DESIGN":"1"}'
 * ARGS_B='["--import","tsx","--enable-source-maps","--heap-growing-percent=100"]'` (NAIVE_DESIGN left out: the
 * naive path; `"NAIVE_FEATURES":"1"` instead: the features floor), or its flows with
 * `FLOWS_B=$PWD/bench/lib/naive-path.ts FLOWS_ENV_B='{"NAIVE_ROLE":"flows"}'` and the same ARGS_B. Side A is always a
 * product gateway and flows: they migrate the schemas the seed fills.
 * Allocation per request of both sides: `bench/alloc-top.ts` (its header has the variables). CPU profiles of both
 * sides: `"--cpu-prof","--cpu-prof-dir=<dir>"` in ARGS_A and ARGS_B (the processes are stopped with SIGTERM, so they
 * write them), read with `npx tsx bench/profile-top.ts <dir> --from=12`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import autocannon from 'autocannon';
import knex from 'knex';
import { testInfra } from '@platform/testing';
import { deployedNodeArgs, deployedNodeOptions, freePort, groupCpuSeconds, ROOT } from './lib/procs';
import { seedProjects } from './lib/seed';

const infra = testInfra();
const id = `ab${randomBytes(4).toString('hex')}`;
const num = (k: string, d: number) => (process.env[k] ? Number(process.env[k]) : d);
const ROUNDS = num('AB_ROUNDS', 8);
const SECONDS = num('AB_SECONDS', 3);
const CONNECTIONS = num('AB_CONNECTIONS', 50);
const PROJECTS = num('AB_PROJECTS', 200);
const PATH = '/platform/v1/messaging/flows?per_page=5';
const json = (k: string): Record<string, string> => JSON.parse(process.env[k] || '{}') as Record<string, string>;
const groups: number[] = [];

function spawnBundle(tag: 'A' | 'B', app: 'gateway' | 'flows', main: string, env: Record<string, string>): number {
  const args = process.env[`ARGS_${tag}`] ? (JSON.parse(process.env[`ARGS_${tag}`]!) as string[]) : deployedNodeArgs(app);
  // From the bundle's own directory, as its image runs it: a bundle finds its protos there, not the tree's.
  const p = spawn(process.execPath, [...args, main], {
    cwd: dirname(main),
    env: { ...process.env, LOG_LEVEL: 'warn', OTEL_SDK_DISABLED: 'true', ...env },
    stdio: ['ignore', process.env.AB_STDOUT === '1' ? 'inherit' : 'ignore', 'inherit'],
    detached: true,
  });
  groups.push(p.pid!);
  return p.pid!;
}

async function listening(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

async function side(tag: 'A' | 'B'): Promise<{ port: number; pid: number; flowsPid: number }> {
  const flowsPort = await freePort();
  // Its HTTP port (functions' data endpoints) too: the default one may be taken by a running platform.
  const flowsHttpPort = await freePort();
  const flowsPid = spawnBundle(tag, 'flows', process.env[`FLOWS_${tag}`] || join(ROOT, 'apps/flows/dist/main.js'), {
    ...deployedNodeOptions('flows'),
    DATABASE_URL: infra.databaseUrl,
    DB_SCHEMA: `${id}_flows`,
    REDIS_URL: infra.redisUrl,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: String(flowsPort),
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: String(flowsHttpPort),
    ...json(`FLOWS_ENV_${tag}`),
  });
  await listening(flowsPort);
  const port = await freePort();
  const pid = spawnBundle(tag, 'gateway', process.env[tag] || join(ROOT, 'apps/gateway/dist/main.js'), {
    ...deployedNodeOptions('gateway'),
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: String(port),
    DATABASE_URL: infra.databaseUrl,
    DB_SCHEMA: `${id}_gateway`,
    REDIS_URL: infra.redisUrl,
    REDIS_PREFIX: `${id}_${tag}`,
    FLOWS_GRPC_ADDRESS: `127.0.0.1:${flowsPort}`,
    ...json(`ENV_${tag}`),
  });
  await listening(port);
  return { port, pid, flowsPid };
}

async function main(): Promise<void> {
  // Sides start one after the other: the first run of each schema's migrations must not race.
  const a = await side('A');
  const db = knex({ client: 'pg', connection: infra.databaseUrl, pool: { min: 0, max: 2 } });
  try {
    const { keys } = await seedProjects(db, { gatewaySchema: `${id}_gateway`, flowsSchema: `${id}_flows`, projects: PROJECTS, flowsPerProject: 20 });
    // B after the seed: a floor's gateway (bench/lib/naive-path.ts) reads the keys once, when it starts.
    const b = await side('B');
    const requests = keys.map((k) => ({ method: 'GET', path: PATH, headers: { 'x-api-key': k } }));
    const total = { A: { ok: 0, secs: 0, cpu: 0, flowsCpu: 0, bad: 0 }, B: { ok: 0, secs: 0, cpu: 0, flowsCpu: 0, bad: 0 } };
    for (const s of [a, b]) await autocannon({ url: `http://127.0.0.1:${s.port}`, connections: CONNECTIONS, duration: 2, requests });
    for (let r = 0; r < ROUNDS; r++) {
      const order: Array<['A' | 'B', { port: number; pid: number; flowsPid: number }]> =
        r % 2
          ? [
              ['B', b],
              ['A', a],
            ]
          : [
              ['A', a],
              ['B', b],
            ];
      for (const [tag, s] of order) {
        const c0 = groupCpuSeconds(s.pid);
        const f0 = groupCpuSeconds(s.flowsPid);
        const res = await autocannon({ url: `http://127.0.0.1:${s.port}`, connections: CONNECTIONS, duration: SECONDS, requests });
        const cpu = groupCpuSeconds(s.pid) - c0;
        const flowsCpu = groupCpuSeconds(s.flowsPid) - f0;
        const t = total[tag];
        t.ok += res['2xx'];
        t.secs += res.duration;
        t.cpu += cpu;
        t.flowsCpu += flowsCpu;
        t.bad += res.non2xx + res.errors + res.timeouts;
        console.log(
          `  round ${r + 1} ${tag}: ${Math.round(res['2xx'] / res.duration)} req/s, gateway ${Math.round((cpu / Math.max(1, res['2xx'])) * 1e6)} µs/req, flows ${Math.round((flowsCpu / Math.max(1, res['2xx'])) * 1e6)} µs/req`,
        );
      }
    }
    const rps = (t: typeof total.A) => t.ok / t.secs;
    const us = (t: typeof total.A) => (t.cpu / Math.max(1, t.ok)) * 1e6;
    const flowsUs = (t: typeof total.A) => (t.flowsCpu / Math.max(1, t.ok)) * 1e6;
    for (const tag of ['A', 'B'] as const)
      console.log(
        `${tag}: ${Math.round(rps(total[tag]))} req/s, gateway ${Math.round(us(total[tag]))} µs/req, flows ${Math.round(flowsUs(total[tag]))} µs/req, non-2xx + errors ${total[tag].bad}`,
      );
    console.log(
      `B/A: throughput ${(rps(total.B) / rps(total.A)).toFixed(3)}, gateway CPU per request ${(us(total.B) / us(total.A)).toFixed(3)}, flows ${(flowsUs(total.B) / flowsUs(total.A)).toFixed(3)}`,
    );
    if (total.A.bad + total.B.bad > 0) process.exitCode = 1;
  } finally {
    await stopGroups();
    await db.raw(`drop schema if exists "${id}_gateway" cascade`);
    await db.raw(`drop schema if exists "${id}_flows" cascade`);
    await db.destroy();
  }
}

/** Sends every process group a signal; false when none is left. */
function signalGroups(signal: NodeJS.Signals | 0): boolean {
  let alive = false;
  for (const g of groups) {
    try {
      process.kill(-g, signal);
      alive = true;
    } catch {
      /* gone */
    }
  }
  return alive;
}

/**
 * Stops the processes: SIGTERM first, so a process run with `--cpu-prof` writes its profile as it exits
 * (each side's services close on SIGTERM), SIGKILL for what is still there after 10 s.
 */
async function stopGroups(): Promise<void> {
  signalGroups('SIGTERM');
  const until = Date.now() + 10_000;
  while (Date.now() < until && signalGroups(0)) await new Promise((r) => setTimeout(r, 100));
  signalGroups('SIGKILL');
}

main().then(
  () => process.exit(),
  (err) => {
    console.error(err);
    for (const g of groups) {
      try {
        process.kill(-g, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    process.exit(1);
  },
);
