import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Ports are chosen below Linux's ephemeral range (32768–60999), where the OS picks the source ports of
 * outgoing connections: a port the OS handed out for `listen(0)` and that was released can be taken by any
 * process's next outgoing connection (Postgres, NATS, Redis clients of parallel tests) before the app that
 * was meant to bind it does (EADDRINUSE in CI, 2026-11-24). Below the range only other test code picks
 * ports, at random, with a bind check.
 *
 * A port is free when handed out, but the app meant to bind it may start tens of seconds later (a stack
 * under tsx on 2 cores). Two test files running in parallel could pick the same port in that window
 * (CI, 2026-11-30: a stack's simulator lost its port to another file's, and the stack talked to the wrong
 * simulator). So a port handed out is reserved for every process of the machine: a file in
 * {@link RESERVATIONS}, created exclusively, holding the owner's pid. A reservation lapses when its owner
 * has exited, or after {@link RESERVATION_MS}, by which time the app has bound the port (the bind check
 * then refuses it) or has failed; the owner removes its files when it exits.
 */
const LOW = 20_000;
const HIGH = 32_000;
const RESERVATIONS = join(tmpdir(), 'platform-test-ports');
const RESERVATION_MS = 10 * 60_000;
const handedOut = new Set<number>();
let cleanupHooked = false;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reserves `port` for this process; false when a live reservation of another process holds it. */
export function reservePort(port: number): boolean {
  mkdirSync(RESERVATIONS, { recursive: true });
  const file = join(RESERVATIONS, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    try {
      const owner = Number(readFileSync(file, 'utf8'));
      const lapsed = Date.now() - statSync(file).mtimeMs > RESERVATION_MS || (owner > 0 && !alive(owner));
      if (!lapsed) return false;
      unlinkSync(file);
    } catch {
      // removed meanwhile (its owner exited, or another process cleared it): try again
    }
  }
  return false;
}

function release(port: number): void {
  try {
    unlinkSync(join(RESERVATIONS, String(port)));
  } catch {
    /* already gone */
  }
}

/** Whether `port` can be bound on every interface (apps listen on 0.0.0.0 or 127.0.0.1). */
export function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '0.0.0.0', () => s.close(() => resolve(true)));
  });
}

/** A free TCP port (bound, then released), below the ephemeral range. */
export async function freePort(): Promise<number> {
  return (await freePortRange(1))[0];
}

/** `n` consecutive free ports, below the ephemeral range. */
export async function freePortRange(n: number): Promise<number[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const base = LOW + Math.floor(Math.random() * (HIGH - LOW - n));
    const ports = Array.from({ length: n }, (_, i) => base + i);
    if (ports.some((p) => handedOut.has(p))) continue;
    const free = await Promise.all(ports.map(bindable));
    if (!free.every(Boolean)) continue;
    const reserved = ports.filter(reservePort);
    if (reserved.length === n) {
      for (const p of ports) handedOut.add(p);
      if (!cleanupHooked) {
        cleanupHooked = true;
        process.once('exit', () => handedOut.forEach(release));
      }
      return ports;
    }
    reserved.forEach(release);
  }
  throw new Error(`no ${n} consecutive free ports found in ${LOW}-${HIGH}`);
}
