import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';

/**
 * Inodes of the sockets listening on TCP `port` (any address, IPv4 or IPv6), from `/proc/net/tcp{,6}`.
 * Null where /proc is not there to read (not Linux).
 */
function listeningInodes(port: number): Set<string> | null {
  const inodes = new Set<string>();
  let read = false;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
      read = true;
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // f[1] = local address "0100007F:1F90", f[3] = state ("0A" = LISTEN), f[9] = inode
      if (f.length < 10 || f[3] !== '0A') continue;
      if (parseInt(f[1].slice(f[1].lastIndexOf(':') + 1), 16) === port) inodes.add(f[9]);
    }
  }
  return read ? inodes : null;
}

/** `pid` and every process descending from it (a `tsx` CLI runs the app in a child). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    } catch {
      /* ended meanwhile */
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/**
 * Who listens on `port`: `'own'` when a process of `pid`'s tree holds a listening socket on it, `'other'`
 * when only other processes do, `'none'` when nothing listens, `'unknown'` where /proc cannot be read.
 */
export function listenerOf(port: number, pid: number): 'own' | 'other' | 'none' | 'unknown' {
  const inodes = listeningInodes(port);
  if (inodes === null) return 'unknown';
  if (inodes.size === 0) return 'none';
  for (const p of processTree(pid)) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${p}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const link = readlinkSync(`/proc/${p}/fd/${fd}`);
        if (link.startsWith('socket:[') && inodes.has(link.slice(8, -1))) return 'own';
      } catch {
        /* closed meanwhile */
      }
    }
  }
  return 'other';
}

/**
 * Waits until `proc` itself (or a process it started) listens on `port`. Something else listening there
 * does not count: two parallel test files can be handed the same port, and a check that only connects
 * would take the other file's app for this one (whose own start then fails with EADDRINUSE). Fails when
 * `proc` exits first (its `output()` in the error), or after `timeoutMs`, naming the port's other holder.
 */
export async function waitForOwnListener(opts: { port: number; proc: ChildProcess; name: string; timeoutMs: number; output: () => string }): Promise<void> {
  const { port, proc, name } = opts;
  const deadline = Date.now() + opts.timeoutMs;
  let seen: ReturnType<typeof listenerOf> = 'none';
  while (Date.now() < deadline) {
    if (proc.exitCode !== null || proc.signalCode !== null)
      throw new Error(
        `${name} exited (${proc.exitCode ?? proc.signalCode}) during startup${seen === 'other' ? ` (port ${port} is held by another process)` : ''}:\n${opts.output()}`,
      );
    seen = proc.pid === undefined ? 'none' : listenerOf(port, proc.pid);
    // Without /proc, whoever answers on the port is taken for the app.
    if (seen === 'own' || (seen === 'unknown' && (await connects(port)))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `${name} did not listen on ${port} within ${opts.timeoutMs} ms${seen === 'other' ? ` (another process listens there)` : ''}:\n${opts.output()}`,
  );
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = connect(port, '127.0.0.1');
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('error', () => resolve(false));
  });
}
