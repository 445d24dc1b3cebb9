/**
 * Child processes of the benchmark: each app runs in its own process group (its bundle under node, or
 * `tsx <entry>`, which starts a node child), so stopping or CPU-accounting a group covers every process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForOwnListener } from '@platform/testing';

/** Repository root. */
export const ROOT = join(__dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CLK_TCK = 100;

/** Free ports below the ephemeral range (see `@platform/testing`). */
export { freePort } from '@platform/testing';

/** A spawned process group. */
export interface Proc {
  name: string;
  proc: ChildProcess;
  port: number;
  /** Last output (for diagnostics). */
  output(): string;
  /** CPU seconds used so far by every process of the group. */
  cpuSeconds(): number;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves when the group's leader has exited. */
  stop(graceMs?: number): Promise<void>;
}

const live = new Set<Proc>();

/** Kills every group still running (exit handlers). */
export function killAll(): void {
  for (const p of live) {
    try {
      process.kill(-p.proc.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  live.clear();
}

/** CPU seconds (user + system) of all processes whose process group is `pgid`. */
export function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // f[0] = state (field 3), f[2] = pgrp (field 5), f[11] = utime (14), f[12] = stime (15)
      if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]);
    } catch {
      /* process ended meanwhile */
    }
  }
  return ticks / CLK_TCK;
}

/** Busy and total jiffies of the whole machine (/proc/stat), for box-wide CPU use. */
export function boxCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = v[3] + (v[4] ?? 0);
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * How an app runs: `dist` = its production bundle (`node --enable-source-maps apps/<app>/dist/main.js`,
 * as the Dockerfile runs it; built by `nx run-many -t build`), `tsx` = its TypeScript source through tsx.
 */
export type Runtime = 'dist' | 'tsx';

/** Command line of `entry` (a `.ts` path relative to the repo root) for a runtime. */
function commandOf(entry: string, runtime: Runtime, nodeArgs: string[]): { cmd: string; args: string[] } {
  const bundle = /^apps\/([^/]+)\/src\/main\.ts$/.exec(entry);
  if (runtime === 'dist' && bundle) {
    const main = join(ROOT, 'apps', bundle[1], 'dist/main.js');
    if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx nx run-many -t build\` first, or BENCH_RUNTIME=tsx`);
    return { cmd: process.execPath, args: [...deployedNodeArgs(bundle[1]), ...nodeArgs, main] };
  }
  return { cmd: TSX, args: [...nodeArgs, join(ROOT, entry)] };
}

/**
 * The node arguments an app runs with as deployed, less the script: its Deployment's `args:` in
 * `deploy/k8s/base/<app>/deployment.yaml` when it sets them, else the image's (the Dockerfile's `CMD`),
 * e.g. `--enable-source-maps --heap-growing-percent=100` for the gateway. A benchmark runs a bundle so.
 */
export function deployedNodeArgs(app: string): string[] {
  const deployment = join(ROOT, 'deploy/k8s/base', app, 'deployment.yaml');
  const args = existsSync(deployment) ? /^\s*args:\s*(\[.*\])\s*$/m.exec(readFileSync(deployment, 'utf8')) : null;
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  const list = args?.[1] ?? cmd?.[1];
  if (!list) throw new Error('Dockerfile: no CMD ["...", "dist/main.js"] line');
  return (JSON.parse(list) as string[]).filter((a) => a !== 'dist/main.js');
}

/**
 * The `NODE_OPTIONS` an app's Kubernetes base sets (`deploy/k8s/base/<app>/kustomization.yaml`, e.g.
 * its heap cap), so a benchmark runs the app as deployed; empty when the app has none.
 */
export function deployedNodeOptions(app: string): Record<string, string> {
  const file = join(ROOT, 'deploy/k8s/base', app, 'kustomization.yaml');
  if (!existsSync(file)) return {};
  const m = /^\s*-\s*NODE_OPTIONS=(.+)$/m.exec(readFileSync(file, 'utf8'));
  return m ? { NODE_OPTIONS: m[1].trim() } : {};
}

/**
 * Spawns `entry` (relative to the repo root; apps' `src/main.ts` run as their bundle when `runtime` is
 * `dist`) with `env` over the current environment and waits for `port`. `nodeArgs` (e.g.
 * `--cpu-prof`, which NODE_OPTIONS refuses) go to the app's node process (tsx passes them on). With
 * `logFile`, its whole output is appended there too (diagnostics keep only the last 4,000 characters).
 */
export async function startProc(
  name: string,
  entry: string,
  port: number,
  env: Record<string, string>,
  opts: { runtime?: Runtime; nodeArgs?: string[]; logFile?: string } = {},
): Promise<Proc> {
  let tail = '';
  const { cmd, args } = commandOf(entry, opts.runtime ?? 'tsx', opts.nodeArgs ?? []);
  const proc = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log = opts.logFile ? createWriteStream(opts.logFile, { flags: 'a' }) : null;
  const keep = (d: Buffer) => {
    tail = (tail + String(d)).slice(-4000);
    log?.write(d);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const p: Proc = {
    name,
    proc,
    port,
    output: () => tail,
    cpuSeconds: () => groupCpuSeconds(proc.pid!),
    async stop(graceMs = 10_000) {
      await stopGroup(proc, 'SIGTERM', graceMs);
      live.delete(p);
    },
  };
  live.add(p);
  try {
    await waitForOwnListener({ port, proc, name, timeoutMs: 60_000, output: p.output });
  } catch (err) {
    await p.stop(1000);
    throw err;
  }
  return p;
}

/**
 * Stops the process group led by `child`: SIGCONT (a frozen group could not act on the signal), then
 * `signal`, SIGKILL after `graceMs`; resolves once the leader exited and the group is empty (a
 * grandchild may outlive its parent by a moment: it is killed after 5 s).
 */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const send = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* gone */
    }
  };
  if (signal !== 'SIGKILL') send('SIGCONT');
  send(signal);
  const timer = signal === 'SIGKILL' ? undefined : setTimeout(() => send('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  for (let i = 0; i < 50 && groupAlive(child.pid!); i++) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(child.pid!)) send('SIGKILL');
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** CPU ticks per pid of the processes whose command name starts with one of `names`. */
function commandTicks(names: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!names.some((n) => comm.startsWith(n))) continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(d, Number(f[11]) + Number(f[12]));
    } catch {
      /* process ended meanwhile */
    }
  }
  return out;
}

/** CPU ticks of processes by command name (e.g. postgres, redis-server): infrastructure shared with others. */
export function commandCpuSeconds(names: string[]): number {
  let ticks = 0;
  for (const t of commandTicks(names).values()) ticks += t;
  return ticks / CLK_TCK;
}

/**
 * A meter of the CPU seconds used since its creation by processes by command name, counted per process:
 * a process that ends meanwhile (a Postgres backend whose pool connection closed) takes its own CPU out of
 * a plain sum ({@link commandCpuSeconds}), which can make a difference of two sums negative.
 */
export function commandCpuMeter(names: string[]): () => number {
  const base = commandTicks(names);
  return () => {
    let ticks = 0;
    for (const [pid, t] of commandTicks(names)) ticks += t - (base.get(pid) ?? 0);
    return ticks / CLK_TCK;
  };
}

/**
 * Waits until the machine is quiet (busy below `maxBusyPct` over a 1 s sample) or `maxWaitMs` passed;
 * returns the last busy percentage. Other work on a shared 2-core box distorts every figure.
 */
export async function waitQuiet(maxBusyPct: number, maxWaitMs: number, onWait: (busy: number) => void): Promise<number> {
  const deadline = Date.now() + maxWaitMs;
  let told = false;
  for (;;) {
    const a = boxCpu();
    await new Promise((r) => setTimeout(r, 1000));
    const b = boxCpu();
    const busy = ((b.busy - a.busy) / Math.max(1, b.total - a.total)) * 100;
    if (busy <= maxBusyPct || Date.now() >= deadline) return busy;
    if (!told) onWait(busy);
    told = true;
  }
}
