/**
 * Open-loop load at a fixed arrival rate (wrk2/k6 constant-arrival-rate style): request i is due at
 * start + i/rate and is fired then whether or not earlier ones completed; its latency is measured
 * from the time it was DUE, so a stall shows up in every request it delayed (no coordinated omission).
 */

/** Result of one open-loop run. */
export interface OpenLoopResult {
  sent: number;
  ok: number;
  failed: number;
  /** Achieved completion rate (req/s). */
  rate: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Largest delay between a request's due time and its actual send (timer/event-loop lag of the generator). */
  maxSendLagMs: number;
  /** Every completed request's latency, ascending (for pooling several runs). */
  latencies: Float64Array;
  /** Wall seconds from the first due time to the last completion. */
  seconds: number;
}

/** One result for several runs at the same rate (e.g. interleaved chunks): latencies pooled, counts summed. */
export function poolOpenLoop(runs: OpenLoopResult[]): OpenLoopResult {
  const n = runs.reduce((a, r) => a + r.latencies.length, 0);
  const lat = new Float64Array(n);
  let i = 0;
  for (const r of runs) {
    lat.set(r.latencies, i);
    i += r.latencies.length;
  }
  lat.sort();
  const secs = runs.reduce((a, r) => a + r.seconds, 0);
  return {
    sent: runs.reduce((a, r) => a + r.sent, 0),
    ok: runs.reduce((a, r) => a + r.ok, 0),
    failed: runs.reduce((a, r) => a + r.failed, 0),
    rate: secs ? n / secs : 0,
    p50: quantile(lat, 0.5),
    p90: quantile(lat, 0.9),
    p99: quantile(lat, 0.99),
    max: n ? lat[n - 1] : NaN,
    maxSendLagMs: Math.max(0, ...runs.map((r) => r.maxSendLagMs)),
    latencies: lat,
    seconds: secs,
  };
}

/** The value at quantile q of an ascending array. */
export function quantile(sorted: Float64Array | number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Fires `fire()` `rate` times per second for `seconds`; `fire` resolves true on success. */
export async function openLoop(opts: { rate: number; seconds: number; fire: () => Promise<boolean>; drainTimeoutMs?: number }): Promise<OpenLoopResult> {
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const latencies = new Float64Array(total);
  let done = 0;
  let ok = 0;
  let failed = 0;
  let sent = 0;
  let maxSendLag = 0;
  const start = performance.now() + 5;
  let resolveAll!: () => void;
  const allDone = new Promise<void>((r) => (resolveAll = r));

  const record = (due: number, success: boolean) => {
    latencies[done++] = performance.now() - due;
    if (success) ok++;
    else failed++;
    if (done === total) resolveAll();
  };

  await new Promise<void>((resolveSent) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        maxSendLag = Math.max(maxSendLag, now - due);
        sent++;
        opts.fire().then(
          (s) => record(due, s),
          () => record(due, false),
        );
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else resolveSent();
    };
    setTimeout(tick, 5);
  });
  const drained = await Promise.race([allDone.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), opts.drainTimeoutMs ?? 15_000))]);
  const elapsed = (performance.now() - start) / 1000;
  const lat = latencies.slice(0, done).sort();
  return {
    sent,
    ok,
    failed: failed + (drained ? 0 : total - done),
    rate: done / elapsed,
    p50: quantile(lat, 0.5),
    p90: quantile(lat, 0.9),
    p99: quantile(lat, 0.99),
    max: lat.length ? lat[lat.length - 1] : NaN,
    maxSendLagMs: maxSendLag,
    latencies: lat,
    seconds: elapsed,
  };
}
