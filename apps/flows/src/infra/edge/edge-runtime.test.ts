/**
 * The edge runtime on a real workerd: a function's console lines come back with its own invocation
 * (concurrent ones kept apart, bounded), its headers and body bytes as it sent them, and a function
 * allocating without end is stopped before its process holds 1.25x the memory limit.
 * Risk removed: a function nobody can debug, and one that takes twice its memory before it is stopped.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@platform/logger';
import { EdgeRuntime, MAX_CONSOLE_LINE, MAX_CONSOLE_LOGS, type EdgeDeployment } from './edge-runtime';

const LIMIT_MB = 128;
let dir: string;
let edge: EdgeRuntime;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'edge-runtime-'));
  edge = new EdgeRuntime({
    dataDir: dir,
    memoryMb: LIMIT_MB,
    logger: createLogger({ name: 'test', level: 'silent' }),
    outbound: async () => new Response('no network', { status: 403 }),
  });
});

afterAll(async () => {
  await edge?.close();
  rmSync(dir, { recursive: true, force: true });
});

function deployment(id: string, code: string, secrets: Record<string, string> = {}): EdgeDeployment {
  return { functionId: id, projectId: 'p', revision: `${id}:1`, code, secrets, timeoutMs: 10_000 };
}

/** workerd processes that are children of this process. */
function workerdChildren(): number[] {
  const out: number[] = [];
  for (const task of readdirSync('/proc/self/task')) {
    for (const p of readFileSync(`/proc/self/task/${task}/children`, 'utf8').split(/\s+/)) {
      if (!p) continue;
      try {
        if (readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('workerd')) out.push(Number(p));
      } catch {
        // gone
      }
    }
  }
  return out;
}

/**
 * The peak resident set of `pid` as the kernel counts it (VmHWM), read every 0.2 ms on a thread of
 * its own until the process is gone: the largest value read is what the process held at most, seen
 * independently of the runtime's own sampler.
 */
function watchPeak(pid: number): { stop: () => Promise<number> } {
  const flag = new SharedArrayBuffer(4);
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     const { readFileSync } = require('node:fs');
     const stop = new Int32Array(workerData.flag);
     let peak = 0;
     while (Atomics.load(stop, 0) === 0) {
       try {
         const m = /VmHWM:\\s+(\\d+) kB/.exec(readFileSync('/proc/' + workerData.pid + '/status', 'utf8'));
         if (m) peak = Math.max(peak, Number(m[1]));
       } catch {}
       Atomics.wait(stop, 0, 0, 0.2);
     }
     parentPort.postMessage(peak);`,
    { eval: true, workerData: { pid, flag } },
  );
  return {
    stop: () =>
      new Promise<number>((resolve) => {
        worker.once('message', (kb: number) => {
          void worker.terminate();
          resolve(kb / 1024);
        });
        const f = new Int32Array(flag);
        Atomics.store(f, 0, 1);
        Atomics.notify(f, 0);
      }),
  };
}

describe('console lines', () => {
  it('each invocation keeps its own console lines, levels and times, concurrent ones apart', async () => {
    const dep = deployment(
      'logs',
      `async function handler(request, env) {
  const { n } = await request.json();
  console.log('start', n, { n });
  await new Promise((r) => setTimeout(r, 20));
  console.warn('middle of', n);
  console.error(new Error('boom ' + n));
  return new Response('done ' + n, { status: 201, headers: { 'content-type': 'text/plain', 'x-trace': 't' + n } });
}`,
    );
    const before = Date.now();
    const [a, b] = await Promise.all([1, 2].map((n) => edge.invoke(dep, { method: 'POST', body: JSON.stringify({ n }) })));
    for (const [r, n] of [
      [a, 1],
      [b, 2],
    ] as const) {
      expect(r.error).toBeUndefined();
      expect(r.status).toBe(201);
      expect(r.body).toBe(`done ${n}`);
      expect(r.contentType).toBe('text/plain');
      expect(r.headers).toContainEqual(['x-trace', `t${n}`]);
      expect(r.consoleLogs.map((l) => [l.level, l.message.split('\n')[0]])).toEqual([
        ['log', `start ${n} {"n":${n}}`],
        ['warn', `middle of ${n}`],
        ['error', `Error: boom ${n}`],
      ]);
      for (const l of r.consoleLogs) expect(l.loggedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    }
  });

  it('keeps at most MAX_CONSOLE_LOGS lines of MAX_CONSOLE_LINE characters and says how many were dropped; a throw keeps the lines before it', async () => {
    const dep = deployment(
      'chatty',
      `async function handler(request, env) {
  const { mode } = await request.json();
  if (mode === 'throw') { console.info('about to fail'); throw new Error('nope'); }
  for (let i = 0; i < ${MAX_CONSOLE_LOGS + 25}; i++) console.log('line', i, 'x'.repeat(${MAX_CONSOLE_LINE}));
  return new Response('ok');
}`,
    );
    const many = await edge.invoke(dep, { method: 'POST', body: JSON.stringify({ mode: 'many' }) });
    expect(many.consoleLogs).toHaveLength(MAX_CONSOLE_LOGS + 1);
    expect(many.consoleLogs.slice(0, -1).every((l) => l.message.length === MAX_CONSOLE_LINE)).toBe(true);
    expect(many.consoleLogs.at(-1)).toMatchObject({ level: 'warn', message: expect.stringContaining('25 more console line(s) dropped') });
    const thrown = await edge.invoke(dep, { method: 'POST', body: JSON.stringify({ mode: 'throw' }) });
    expect(thrown).toMatchObject({ status: 500, error: 'nope' });
    expect(thrown.consoleLogs.map((l) => l.message)).toEqual(['about to fail']);
  });

  it('answers the function’s body bytes as it sent them', async () => {
    const dep = deployment(
      'bytes',
      `async function handler(request, env) { return new Response(new Uint8Array([0, 255, 1, 128]), { headers: { 'content-type': 'application/octet-stream' } }); }`,
    );
    const r = await edge.invoke(dep, { method: 'POST', body: '{}' });
    expect([...r.bodyBytes]).toEqual([0, 255, 1, 128]);
  });
});

describe('memory cap', () => {
  it('a function allocating without end is stopped before its process holds 1.25x the limit; the next call runs', { timeout: 60_000, retry: 2 }, async () => {
    const dep = deployment(
      'hungry',
      `async function handler(request, env) {
  const { grow } = await request.json();
  if (grow) { const a = []; for (;;) a.push(new Uint8Array(8 << 20).fill(1)); }
  return Response.json({ ok: true });
}`,
    );
    await edge.deploy(dep);
    const before = new Set(workerdChildren());
    expect((await edge.invoke(dep, { method: 'POST', body: '{}' })).body).toBe('{"ok":true}');
    const pids = workerdChildren().filter((p) => before.has(p));
    expect(pids.length).toBeGreaterThan(0);
    const peaks = pids.map(watchPeak);
    const r = await edge.invoke(dep, { method: 'POST', body: JSON.stringify({ grow: true }) });
    const peak = Math.max(...(await Promise.all(peaks.map((p) => p.stop()))));
    expect(r.status).toBe(500);
    expect(r.error).toBe(`function exceeded its memory limit of ${LIMIT_MB} MiB`);
    expect(peak).toBeGreaterThan(LIMIT_MB * 0.9);
    expect(peak).toBeLessThan(LIMIT_MB * 1.25);
    const next = await edge.invoke(dep, { method: 'POST', body: '{}' });
    expect(next.body).toBe('{"ok":true}');
    // Retried: the peak is read by a watcher thread, which a loaded box can starve for the ~100 ms the
    // function lives (CI once read 58 MiB of a process killed at its 128 MiB cap): a measuring miss, not the cap's.
  });
});
