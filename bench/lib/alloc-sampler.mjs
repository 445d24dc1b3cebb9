/**
 * Preload that measures what a process allocates per HTTP request (`node --import <this file> ...`): V8's
 * sampling heap profiler with the objects later collected kept (minor and major GC), so the profile is every
 * allocation, not what survived; the HTTP requests the process served in the same window are counted. Bytes
 * allocated per request do not depend on the box's load, so two builds can be compared while other work runs.
 *
 * Sampling starts ALLOC_AFTER_MS (15000) after start, so module loading and warm-up are left out, and lasts
 * ALLOC_FOR_MS (25000); the profile is then written to ALLOC_DIR (/tmp) as `<ALLOC_TAG>-<pid>.json`
 * (`{ requests, profile }`). ALLOC_INTERVAL (4096) is the mean bytes between samples. Read it with
 * `npx tsx bench/alloc-top.ts <file> [--by=fn|pkg]`. With `--no-turbo-inlining` on the same command line each
 * function is charged its own allocations (an optimized frame otherwise carries what its inlined callees
 * allocate; the totals then also grow by what inlining would have let escape analysis remove).
 *
 * Plain JavaScript: a production bundle runs it under plain node.
 */
import dc from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const dir = process.env.ALLOC_DIR ?? '/tmp';
const tag = process.env.ALLOC_TAG ?? 'alloc';
let requests = 0;
dc.subscribe('http.server.request.start', () => {
  requests += 1;
});
const session = new Session();
session.connect();
session.post('HeapProfiler.enable');
let started = false;
let done = false;

function dump() {
  if (done || !started) return;
  done = true;
  session.post('HeapProfiler.stopSampling', (err, result) => {
    if (err) return console.error('alloc-sampler:', err.message);
    writeFileSync(`${dir}/${tag}-${process.pid}.json`, JSON.stringify({ requests, profile: result.profile }));
  });
}

setTimeout(
  () => {
    session.post('HeapProfiler.startSampling', {
      samplingInterval: Number(process.env.ALLOC_INTERVAL ?? 4096),
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    started = true;
    requests = 0;
    setTimeout(dump, Number(process.env.ALLOC_FOR_MS ?? 25_000)).unref();
  },
  Number(process.env.ALLOC_AFTER_MS ?? 15_000),
).unref();
process.prependListener('SIGTERM', dump);
process.on('exit', dump);
