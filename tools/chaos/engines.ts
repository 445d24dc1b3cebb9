/**
 * The chaos harness's own engines: a Postgres cluster (initdb into a temp dir, run as the `postgres`
 * user), a Redis without persistence and a NATS JetStream server, each on a free port, never the shared
 * ones other tests use. Each runs in its own process group, so a stop, SIGKILL or SIGSTOP covers every
 * process of the engine (Postgres's backends included). Everything is removed at exit, also on Ctrl-C
 * or a failure ({@link killEnginesNow}).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@platform/testing';
import { stopGroup } from '../../bench/lib/procs';

/** One engine: a command run in its own process group, restartable with the same port and data. */
export interface Engine {
  name: 'postgres' | 'redis' | 'nats';
  port: number;
  /** Connection URL the services use. */
  url: string;
  start(): Promise<void>;
  /** Graceful stop (Postgres: fast shutdown), SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL of the whole group. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT of the whole group. */
  freeze(): void;
  thaw(): void;
  running(): boolean;
  output(): string;
}

const groups = new Set<number>();
const dirs = new Set<string>();

/** Kills every engine group and removes their directories, synchronously (exit handlers). */
export function killEnginesNow(): void {
  for (const pgid of groups) {
    for (const sig of ['SIGCONT', 'SIGKILL'] as const) {
      try {
        process.kill(-pgid, sig);
      } catch {
        /* gone */
      }
    }
  }
  groups.clear();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs.clear();
}

async function waitPort(port: number, timeoutMs: number, proc: () => ChildProcess | null, out: () => string, name: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const p = proc();
    if (!p || p.exitCode !== null || p.signalCode !== null) throw new Error(`${name} exited during startup:\n${out()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not listen on ${port} within ${timeoutMs} ms:\n${out()}`);
}

function engine(name: Engine['name'], port: number, url: string, argv: () => { cmd: string; args: string[] }, ready?: () => Promise<void>): Engine {
  let proc: ChildProcess | null = null;
  const out: string[] = [];
  const pgid = () => proc?.pid ?? 0;
  const e: Engine = {
    name,
    port,
    url,
    async start() {
      const { cmd, args } = argv();
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      proc = child;
      groups.add(child.pid!);
      child.stdout!.on('data', (d) => out.push(String(d)));
      child.stderr!.on('data', (d) => out.push(String(d)));
      child.once('exit', () => groups.delete(child.pid!));
      await waitPort(port, 60_000, () => proc, e.output, name);
      await ready?.();
    },
    async stop(graceMs = 10_000) {
      // Postgres: SIGINT = fast shutdown (every session cut, a clean checkpoint).
      if (proc) await stopGroup(proc, name === 'postgres' ? 'SIGINT' : 'SIGTERM', graceMs);
    },
    async kill() {
      if (proc) await stopGroup(proc, 'SIGKILL', 0);
    },
    freeze() {
      if (pgid()) process.kill(-pgid(), 'SIGSTOP');
    },
    thaw() {
      if (pgid()) process.kill(-pgid(), 'SIGCONT');
    },
    running: () => proc !== null && proc.exitCode === null && proc.signalCode === null,
    output: () => out.join('').slice(-4000),
  };
  return e;
}

/** The three engines, started. */
export interface Engines {
  postgres: Engine;
  redis: Engine;
  nats: Engine;
  dir: string;
}

/** Creates and starts the harness's own Postgres, Redis and NATS (ports chosen free). */
export async function startEngines(): Promise<Engines> {
  const dir = mkdtempSync(join(tmpdir(), 'chaos-engines-'));
  dirs.add(dir);
  const [pgPort, redisPort, natsPort] = [await freePort(), await freePort(), await freePort()];

  // Postgres: a fresh cluster owned by the postgres user (we run as root; Postgres refuses root).
  const pgDir = join(dir, 'pg');
  const pgData = join(pgDir, 'data');
  mkdirSync(pgDir, { recursive: true });
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  chownSync(pgDir, uid, gid);
  const asPostgres = (cmd: string, args: string[]) => ({ cmd: 'runuser', args: ['-u', 'postgres', '--', cmd, ...args] });
  const init = asPostgres('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  execFileSync(init.cmd, init.args, { stdio: 'pipe' });
  const postgres = engine('postgres', pgPort, `postgres://postgres@127.0.0.1:${pgPort}/postgres`, () =>
    asPostgres('postgres', [
      '-D',
      pgData,
      '-p',
      String(pgPort),
      '-k',
      pgDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=400',
      '-c',
      'fsync=off',
      '-c',
      'shared_buffers=64MB',
    ]),
  );

  const redis = engine('redis', redisPort, `redis://127.0.0.1:${redisPort}`, () => ({
    cmd: 'redis-server',
    args: ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
  }));

  const natsDir = join(dir, 'nats');
  mkdirSync(natsDir, { recursive: true });
  const nats = engine('nats', natsPort, `nats://127.0.0.1:${natsPort}`, () => ({
    cmd: 'nats-server',
    args: ['-a', '127.0.0.1', '-p', String(natsPort), '-js', '-sd', natsDir],
  }));

  await Promise.all([postgres.start(), redis.start(), nats.start()]);
  return { postgres, redis, nats, dir };
}
