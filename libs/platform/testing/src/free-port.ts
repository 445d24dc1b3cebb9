import { createServer } from 'node:net';

/**
 * Ports are chosen below Linux's ephemeral range (32768–60999), where the OS picks the source ports of
 * outgoing connections: a port the OS handed out for `listen(0)` and that was released can be taken by any
 * process's next outgoing connection (Postgres, NATS, Redis clients of parallel tests) before the app that
 * was meant to bind it does (EADDRINUSE in CI, 2026-11-24). Below the range only other test code picks
 * ports, at random, with a bind check; a process never hands out the same port twice.
 */
const LOW = 20_000;
const HIGH = 32_000;
const handedOut = new Set<number>();

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
    if (free.every(Boolean)) {
      for (const p of ports) handedOut.add(p);
      return ports;
    }
  }
  throw new Error(`no ${n} consecutive free ports found in ${LOW}-${HIGH}`);
}
