/**
 * The chaos harness (issue 31, item 4): `npm run chaos` starts its own Postgres, Redis and NATS, every
 * service as its own process (production bundles), seeds a project, then runs each scenario: loads
 * (client sends, inbound messages, a broadcast, workflow executions), one fault at a random point under
 * load, recovery, drain, counts. Prints one table and, last, the line
 * `chaos: <N> scenarios, <L> lost, <D> duplicated, <U> uncharged, <S> double-sent`; exits 1 when any of
 * them is above zero or a scenario could not run. docs/operations.md, "Chaos harness".
 *
 * Options: --short (the scenarios marked short), --scenario <name> (repeatable), --help.
 * Environment: CHAOS_DRAIN_MS (drain deadline after the fault, default 240000), CHAOS_SEED (random seed),
 * CHAOS_SCALE (load multiplier, default 1; 0.5 with --short), CHAOS_LOG_LEVEL (services' log level, default warn), CHAOS_DUMP_DIR
 * (each scenario's observations and its workflow executions that did not end written there as JSON, each
 * service's whole output as `<app>.log`).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';
import { killAll } from '../../bench/lib/procs';
import { computeCounts, type ClientSend, type Counts, type Delivery, type InjectedInbound, type Observed, type StartedExecution } from './counts';
import { killEnginesNow, startEngines, type Engines } from './engines';
import { clientSend, injectInbound, openLoop, prepareBroadcast, recipientOf, startExecution, api, type Target } from './loads';
import { broadcastStatus, clearUpstreamLog, heldSince, pendingWork, readHolds, readMessages, readRecipients, readUpstream } from './observe';
import { summary, table, type ScenarioResult } from './report';
import { SCENARIOS, type Scenario } from './scenarios';
import { seed, startReceiver, type Receiver } from './seed';
import { APPS, buildBundles, startPlatform, type Platform } from './services';

/** CHAOS_DUMP_DIR: each scenario's observations (tools/chaos/counts.ts `Observed`) and unended executions are written there as JSON; services' output as `<app>.log`. */
const DUMP_DIR = process.env.CHAOS_DUMP_DIR;
const DRAIN_MS = Number(process.env.CHAOS_DRAIN_MS ?? 240_000);
/** Load multiplier: CHAOS_SCALE, else 0.5 for --short (its time budget: under 4 minutes on 2 cores), else 1. */
const SCALE = Number(process.env.CHAOS_SCALE ?? (process.argv.includes('--short') ? 0.5 : 1));
/** Per-scenario loads: counts and rates. */
const LOAD = {
  sends: { n: Math.round(240 * SCALE), perSecond: 12 },
  inbound: { n: Math.round(80 * SCALE), perSecond: 4 },
  broadcast: { n: Math.round(250 * SCALE) },
  workflows: { n: Math.round(30 * SCALE), perSecond: 1.5 },
};
/** Upstream latency of every send during a scenario (a real network's), so sends are in flight when the fault lands. */
const BASE_LATENCY = { match: { method: 'POST', path: '/messages' }, kind: 'latency', latencyMs: 150 };

const log = (s: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${s}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small seeded PRNG (mulberry32), so a run's fault points can be replayed with CHAOS_SEED. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function usage(): string {
  return [
    'usage: npm run chaos -- [--short] [--scenario <name>]... [--help]',
    '',
    'scenarios (* = part of --short):',
    ...SCENARIOS.map((s) => `  ${s.short ? '*' : ' '} ${s.name.padEnd(32)} ${s.description}`),
    '',
    'env: CHAOS_DRAIN_MS (default 240000), CHAOS_SEED, CHAOS_SCALE (default 1, 0.5 with --short), CHAOS_LOG_LEVEL (default warn)',
  ].join('\n');
}

function parseArgs(argv: string[]): { scenarios: Scenario[]; help: boolean } {
  let short = false;
  const named: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') return { scenarios: [], help: true };
    else if (a === '--short') short = true;
    else if (a === '--scenario') named.push(argv[++i] ?? '');
    else if (a.startsWith('--scenario=')) named.push(a.slice('--scenario='.length));
    else throw new Error(`unknown argument ${a}\n${usage()}`);
  }
  for (const n of named) if (!SCENARIOS.some((s) => s.name === n)) throw new Error(`unknown scenario ${n}\n${usage()}`);
  const scenarios = named.length ? SCENARIOS.filter((s) => named.includes(s.name)) : short ? SCENARIOS.filter((s) => s.short) : SCENARIOS;
  return { scenarios, help: false };
}

/** Restarts services that exit on their own (an orchestrator would), noting which. */
function supervise(p: Platform, restarts: () => string[]): { stop(): void } {
  let on = true;
  const busy = new Set<string>();
  const timer = setInterval(() => {
    if (!on) return;
    for (const a of APPS) {
      const s = p.services[a];
      const proc = s.proc?.proc;
      if (!proc || busy.has(a) || proc.exitCode === null) continue;
      // Exited with a code (not our SIGKILL): crashed or gave up; start it again.
      busy.add(a);
      restarts().push(a);
      log(`${a} exited (${proc.exitCode}); restarting it`);
      s.start()
        .catch((err) => log(`${a} failed to restart: ${(err as Error).message.split('\n')[0]}`))
        .finally(() => busy.delete(a));
    }
  }, 1000);
  return {
    stop() {
      on = false;
      clearInterval(timer);
    },
  };
}

async function runScenario(
  idx: number,
  sc: Scenario,
  ctx: { engines: Engines; platform: Platform; target: Target; receiver: Receiver; db: Knex; rnd: () => number; run: string },
): Promise<ScenarioResult> {
  const { platform: p, target: t, receiver, db } = ctx;
  const restarts: string[] = [];
  const sup = supervise(p, () => restarts);
  const token = (kind: 's' | 'i' | 'w', n: number) => `CK.${ctx.run}.${idx}.${kind}.${n}`;
  try {
    await clearUpstreamLog(p);
    await fetch(`${p.simUrl}/__sim/faults`, { method: 'DELETE' });
    await fetch(`${p.simUrl}/__sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BASE_LATENCY) });
    const deliveriesFrom = receiver.deliveries.length;
    const since = new Date(Date.now() - 1000);
    const otherFailures: string[] = [];
    const phones = sc.loads.broadcast ? Array.from({ length: LOAD.broadcast.n }, (_, i) => recipientOf(idx, 3, i)) : [];
    const broadcastId = sc.loads.broadcast ? await prepareBroadcast(t, `chaos ${sc.name}`, phones, otherFailures) : null;

    let drainDeadline = Number.MAX_SAFE_INTEGER;
    const deadline = () => drainDeadline;
    const loadSeconds = Math.max(
      sc.loads.sends ? LOAD.sends.n / LOAD.sends.perSecond : 0,
      sc.loads.inbound ? LOAD.inbound.n / LOAD.inbound.perSecond : 0,
      sc.loads.broadcast ? LOAD.broadcast.n / 25 : 0,
      sc.loads.workflows ? LOAD.workflows.n / LOAD.workflows.perSecond : 0,
    );
    const t0 = Date.now();
    const sends: Promise<ClientSend[]> = sc.loads.sends
      ? openLoop(LOAD.sends.n, LOAD.sends.perSecond, (i) => clientSend(t, token('s', i), recipientOf(idx, 1, i), deadline, sc.clientTimeoutMs))
      : Promise.resolve([]);
    const inbound: Promise<Array<InjectedInbound | null>> = sc.loads.inbound
      ? openLoop(LOAD.inbound.n, LOAD.inbound.perSecond, (i) => injectInbound(t, token('i', i), recipientOf(idx, 2, i), otherFailures))
      : Promise.resolve([]);
    const executions: Promise<StartedExecution[]> = sc.loads.workflows
      ? openLoop(LOAD.workflows.n, LOAD.workflows.perSecond, (i) => startExecution(t, token('w', i), recipientOf(idx, 4, i), otherFailures))
      : Promise.resolve([]);
    if (broadcastId) {
      const sent = await api(t, 'POST', `/messaging/broadcasts/${broadcastId}/send`, undefined, otherFailures);
      if (sent.status !== 200) throw new Error(`broadcast send: ${sent.status} ${JSON.stringify(sent.body)}`);
    }

    // The fault, at a random point of the load's first 20-60 %.
    const at = (0.2 + 0.4 * ctx.rnd()) * loadSeconds * 1000;
    await sleep(Math.max(0, t0 + at - Date.now()));
    log(`${sc.name}: fault at ${(at / 1000).toFixed(1)} s of ${loadSeconds.toFixed(0)} s of load`);
    await sc.fault({
      engines: ctx.engines,
      platform: p,
      log,
      async simFault(spec) {
        await fetch(`${p.simUrl}/__sim/faults`, { method: 'DELETE' });
        for (const f of [spec, BASE_LATENCY])
          await fetch(`${p.simUrl}/__sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(f) });
      },
    });
    const recovered = Date.now();
    drainDeadline = recovered + DRAIN_MS;
    log(`${sc.name}: recovered; draining (at most ${(DRAIN_MS / 1000).toFixed(0)} s)`);

    // Drain: every client done, no hold of the scenario still held, the broadcast no longer sending, and
    // the counts complete (nothing missing) or unchanged for 10 s.
    let done = false;
    const all = Promise.all([sends, inbound, executions]).then((x) => {
      done = true;
      return x;
    });
    let observed: Observed | null = null;
    let counts: Counts | null = null;
    let drainedAt: number | null = null;
    let stableSince = 0;
    let lastNote = Date.now();
    let last = '';
    const observe = async (): Promise<void> => {
      const [s, i, e] = done ? await all : [[], [], []];
      const upstream = await readUpstream(p, t.broadcastNumber);
      const wamids = upstream.filter((u) => u.messageId).map((u) => u.messageId!);
      const inb = (i as Array<InjectedInbound | null>).filter((x): x is InjectedInbound => x !== null);
      observed = {
        sends: s as ClientSend[],
        upstream,
        holds: await readHolds(db, p, wamids),
        outbound: await readMessages(db, p, wamids, 'outbound'),
        inbound: inb,
        inboundStored: (
          await readMessages(
            db,
            p,
            inb.map((x) => x.wamid),
            'inbound',
          )
        ).map((r) => r.wamid),
        deliveries: receiver.deliveries.slice(deliveriesFrom) as Delivery[],
        broadcastNumber: t.broadcastNumber,
        broadcastRecipients: broadcastId ? await readRecipients(db, p, broadcastId) : [],
        executions: e as StartedExecution[],
        otherFailures: [...otherFailures],
      };
      counts = computeCounts(observed);
    };
    while (Date.now() < drainDeadline) {
      await sleep(2000);
      if (!done) continue;
      let held = 0;
      let bStatus = 'none';
      let pending: string[] = [];
      try {
        await observe();
        held = await heldSince(db, p, since);
        if (broadcastId) bStatus = await broadcastStatus(db, p, broadcastId);
        pending = await pendingWork(db, p, ctx.engines.nats.url);
      } catch (err) {
        log(`${sc.name}: reading the records failed (${(err as Error).message.split('\n')[0]}); retrying`);
        continue;
      }
      const c = counts!;
      const key = JSON.stringify({ ...c, failures: undefined });
      if (key !== last) {
        last = key;
        stableSince = Date.now();
      }
      const complete = c.lost === 0 && c.undelivered === 0 && c.uncharged === 0 && c.unresolved === 0;
      if (held === 0 && bStatus !== 'sending' && pending.length === 0 && (complete || Date.now() - stableSince >= 10_000)) {
        drainedAt = Date.now();
        break;
      }
      if (Date.now() - lastNote >= 30_000) {
        lastNote = Date.now();
        const why = [...(held ? [`${held} holds held`] : []), ...(bStatus === 'sending' ? ['broadcast sending'] : []), ...pending];
        log(`${sc.name}: draining${why.length ? `: ${why.join('; ')}` : ' (counts settling)'}`);
      }
    }
    if (!counts) {
      // The deadline passed before the clients finished: count what is there (unfinished sends unresolved).
      done = true;
      await observe().catch(() => undefined);
    }
    const drainSeconds = drainedAt === null ? null : (drainedAt - recovered) / 1000;
    if (DUMP_DIR && observed) {
      writeFileSync(join(DUMP_DIR, `${sc.name}.json`), JSON.stringify(observed, null, 1));
      // The scenario's workflow executions that did not end (failed ones carry their error), to tell why one never sent.
      const unended = await db
        .withSchema(p.schema('workflows-agent'))
        .table('workflow_executions')
        .where('created_at', '>=', since)
        .whereNot('status', 'ended')
        .select()
        .catch((err: Error) => [{ error: err.message }]);
      writeFileSync(join(DUMP_DIR, `${sc.name}.executions.json`), JSON.stringify(unended, null, 1));
    }
    const c = counts as Counts | null;
    if (c)
      log(
        `${sc.name}: ${c.messages} messages, lost ${c.lost}${lostDetail(c)}, duplicated ${c.duplicated}, uncharged ${c.uncharged}, charged twice ${c.chargedTwice}, keys sent twice ${c.keysSentTwice}, recipients sent twice ${c.recipientsSentTwice}, undelivered ${c.undelivered}, drain ${drainSeconds === null ? 'timeout' : `${drainSeconds.toFixed(0)} s`}`,
      );
    return { name: sc.name, counts: c, drainSeconds, restarts, ...(c ? {} : { error: 'no observation before the drain deadline' }) };
  } catch (err) {
    log(`${sc.name}: could not run: ${(err as Error).message}`);
    return { name: sc.name, counts: null, error: (err as Error).message.split('\n')[0], drainSeconds: null, restarts };
  } finally {
    sup.stop();
    // Every service up again for the next scenario.
    for (const a of APPS) {
      const proc = p.services[a].proc?.proc;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) await p.services[a].start().catch(() => undefined);
    }
  }
}

/** Which kinds the lost ones are, e.g. ` (workflows 1)`; empty when none is lost. */
function lostDetail(c: Counts): string {
  const kinds = Object.entries(c.lostBy).filter(([, n]) => n > 0);
  return kinds.length ? ` (${kinds.map(([k, n]) => `${k} ${n}`).join(', ')})` : '';
}

async function main(): Promise<number> {
  const { scenarios, help } = parseArgs(process.argv.slice(2));
  if (help) {
    console.log(usage());
    return 0;
  }
  const started = Date.now();
  const seedValue = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const rnd = prng(seedValue);
  const run = (seedValue % 1_000_000).toString(36);
  log(`${scenarios.length} scenarios, seed ${seedValue}, drain deadline ${DRAIN_MS / 1000} s`);
  if (DUMP_DIR) mkdirSync(DUMP_DIR, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'chaos-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const results: ScenarioResult[] = [];
  try {
    buildBundles(log);
    const engines = await startEngines();
    log(`engines: postgres ${engines.postgres.port}, redis ${engines.redis.port}, nats ${engines.nats.port} (own instances, ${engines.dir})`);
    const receiver = await startReceiver();
    const platform = await startPlatform(engines, dir);
    log(`services up: ${APPS.join(', ')}`);
    const db = knex({ client: 'pg', connection: engines.postgres.url, pool: { min: 0, max: 2 } });
    const target = await seed(platform, engines.postgres.url, receiver);
    log('project seeded');
    for (const [i, sc] of scenarios.entries()) {
      log(`scenario ${i + 1}/${scenarios.length}: ${sc.name} — ${sc.description}`);
      results.push(await runScenario(i + 1, sc, { engines, platform, target, receiver, db, rnd, run }));
    }
    await db.destroy().catch(() => undefined);
    await platform.stopAll();
    await receiver.close();
  } catch (err) {
    // The engines or the platform could not start: every scenario left could not run.
    console.error(err);
    for (const sc of scenarios.slice(results.length))
      results.push({ name: sc.name, counts: null, error: `setup failed: ${(err as Error).message.split('\n')[0]}`, drainSeconds: null, restarts: [] });
  }
  console.log('');
  console.log(table(results));
  console.log(`(seed ${seedValue}; ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const { line, ok } = summary(results);
  console.log(line);
  return ok ? 0 : 1;
}

const cleanups: Array<() => void> = [];
function cleanupNow(): void {
  killAll();
  killEnginesNow();
  for (const c of cleanups.splice(0)) c();
}
process.on('exit', cleanupNow);
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    cleanupNow();
    process.exit(130);
  });

main().then(
  (code) => {
    cleanupNow();
    process.exit(code);
  },
  (err) => {
    console.error(err);
    cleanupNow();
    process.exit(1);
  },
);
