import { Worker } from 'node:worker_threads';

/** Processes watched at once (one per live workerd instance). */
const MAX_SLOTS = 512;
/** Int32 fields of one slot: pid, limit (KiB), invocations running, last resident set (KiB), resident set when killed (KiB). */
const FIELDS = 5;
const PID = 0;
const LIMIT_KB = 1;
const BUSY = 2;
const RSS_KB = 3;
const KILLED_KB = 4;
/** Sampling period while an invocation runs on a watched process, and while none does (ms). */
const BUSY_PERIOD_MS = 2;
const IDLE_PERIOD_MS = 100;

/**
 * The sampler, run on its own thread so that neither the service's event loop nor a burst of its
 * work can delay it: it reads each watched process's resident set from `/proc/<pid>/status` every
 * {@link BUSY_PERIOD_MS} ms while an invocation runs there (every {@link IDLE_PERIOD_MS} ms
 * otherwise) and SIGKILLs a process at its limit. `ctl[0]` is a wake-up counter: the main thread
 * bumps it (and notifies) when an invocation starts, so the fast period begins at once.
 */
const SAMPLER = `
const { workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const slots = new Int32Array(workerData.slots);
const ctl = new Int32Array(workerData.ctl);
const F = ${FIELDS}, MAX = ${MAX_SLOTS};
const rssKb = (pid) => {
  try {
    const m = /VmRSS:\\s+(\\d+) kB/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'));
    return m ? Number(m[1]) : -1;
  } catch { return -1; }
};
for (;;) {
  if (Atomics.load(ctl, 1) === 1) break;
  let busy = false;
  for (let i = 0; i < MAX; i++) {
    const o = i * F;
    const pid = Atomics.load(slots, o + ${PID});
    if (pid <= 0 || Atomics.load(slots, o + ${KILLED_KB}) > 0) continue;
    if (Atomics.load(slots, o + ${BUSY}) > 0) busy = true;
    const rss = rssKb(pid);
    if (rss < 0) continue;
    Atomics.store(slots, o + ${RSS_KB}, rss);
    if (rss >= Atomics.load(slots, o + ${LIMIT_KB})) {
      Atomics.store(slots, o + ${KILLED_KB}, rss);
      try { process.kill(pid, 'SIGKILL'); } catch {}
    }
  }
  Atomics.wait(ctl, 0, Atomics.load(ctl, 0), busy ? ${BUSY_PERIOD_MS} : ${IDLE_PERIOD_MS});
}
`;

/** One watched process. */
export interface WatchedProcess {
  /** An invocation starts on the process (sampling goes to the fast period) / ends. */
  enter(): void;
  leave(): void;
  /** Its last sampled resident set, in MiB (undefined before the first sample). */
  rssMb(): number | undefined;
  /** The resident set it was killed at, in MiB, when the watchdog killed it. */
  killedAtMb(): number | undefined;
  /** Stops watching (the process is gone or about to be). */
  release(): void;
}

/**
 * The memory limit of functions' workerd processes as a cap, not an after-the-fact check (decision
 * 0601): workerd offers no isolate heap limit through miniflare, and the runtime image (distroless)
 * has no `prlimit` or cgroup rights, so a sampler thread watches each process's resident set every
 * 2 ms while it serves and kills it when it reaches its limit. A function allocating as fast as V8
 * can grows by a few MiB in that time, far below the quarter of the limit the cap allows.
 */
export class MemoryWatchdog {
  private readonly slots = new Int32Array(new SharedArrayBuffer(MAX_SLOTS * FIELDS * 4));
  private readonly ctl = new Int32Array(new SharedArrayBuffer(8));
  private readonly worker: Worker;

  constructor() {
    this.worker = new Worker(SAMPLER, { eval: true, workerData: { slots: this.slots.buffer, ctl: this.ctl.buffer } });
    this.worker.unref();
  }

  /** Watches `pid`, killed once its resident set reaches `limitMb`; undefined when every slot is taken. */
  watch(pid: number, limitMb: number): WatchedProcess | undefined {
    const s = this.slots;
    for (let i = 0; i < MAX_SLOTS; i++) {
      const o = i * FIELDS;
      if (Atomics.compareExchange(s, o + PID, 0, -1) !== 0) continue;
      Atomics.store(s, o + LIMIT_KB, Math.floor(limitMb * 1024));
      Atomics.store(s, o + BUSY, 0);
      Atomics.store(s, o + RSS_KB, 0);
      Atomics.store(s, o + KILLED_KB, 0);
      Atomics.store(s, o + PID, pid);
      let released = false;
      return {
        enter: () => {
          Atomics.add(s, o + BUSY, 1);
          this.wake();
        },
        leave: () => void Atomics.sub(s, o + BUSY, 1),
        rssMb: () => {
          const kb = Atomics.load(s, o + RSS_KB);
          return released || kb <= 0 ? undefined : kb / 1024;
        },
        killedAtMb: () => {
          const kb = Atomics.load(s, o + KILLED_KB);
          return kb > 0 ? kb / 1024 : undefined;
        },
        release: () => {
          if (released) return;
          released = true;
          Atomics.store(s, o + PID, 0);
        },
      };
    }
    return undefined;
  }

  private wake(): void {
    Atomics.add(this.ctl, 0, 1);
    Atomics.notify(this.ctl, 0);
  }

  /** Stops the sampler thread. */
  async close(): Promise<void> {
    Atomics.store(this.ctl, 1, 1);
    this.wake();
    await this.worker.terminate();
  }
}
