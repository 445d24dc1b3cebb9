/**
 * Preload (`node --import tsx --import ./bench/lib/loop-delay.ts <entry>`) that measures the event-loop
 * delay of the process it runs in, for benchmarks of the all-in-one (`bench/broadcast-load.ts`). With
 * `BENCH_LOOP_DELAY_FILE` set it writes `{ p50, p99, max, mean, count }` (milliseconds; `count` samples)
 * to that file every second; SIGUSR2 starts a new window (the histogram is reset), so a benchmark
 * measures only its phase, not the start's migrations. Without the variable it does nothing.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  // 10 ms sampling: a delay is the time a 10 ms timer fired late, so what a request waiting on the loop waits.
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const write = () =>
    writeFileSync(
      file,
      JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
        count: histogram.count,
      }),
    );
  process.on('SIGUSR2', () => {
    histogram.reset();
    write();
  });
  setInterval(write, 1000).unref();
}
