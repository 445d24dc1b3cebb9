/**
 * A large broadcast on the all-in-one (`npm start`) on embedded engines (issue 32 item 2, issue 40 item
 * 3). Not part of the test suite: `npx tsx bench/broadcast-load.ts`.
 *
 * Starts `apps/platform` (what `npm start` runs) on embedded engines (PGlite, in-process bus and
 * stores, the upstream simulator in-process) on free ports, with `bench/lib/loop-delay.ts` preloaded
 * (its event-loop delay), connects a simulator number at the BENCH_TIER tier (HIGH: 1,000/s) with an
 * approved template, creates a broadcast of BENCH_RECIPIENTS recipients and sends it. Simulator status
 * webhooks stay on (sent, delivered, read), as with `npm start`. Then one of two phases
 * (`BENCH_PHASE`):
 *
 * - `finish` (the default; 1,000 recipients, at most BENCH_SECONDS = 600): the broadcast runs to its end
 *   while a reader calls `GET /messaging/broadcasts/{id}` and `GET /messaging/broadcasts` (alternately,
 *   one started every BENCH_READ_EVERY_MS = 250 ms, whatever the previous one is doing). Prints the time
 *   to finish, the reads' p50/p99/max and non-200s, the main thread's event-loop delay p50/p99/max over
 *   the send, the upstream calls that timed out (the platform's view: `GET /external_api_logs`, status 0
 *   "timeout"; the simulator's: send requests it never answered or answered after the platform's 10 s),
 *   and the recipients not sent exactly once (the simulator's messages per recipient). Issue 40's target:
 *   0 timeouts, reads p99 < 1 s.
 * - `commands` (5,000 recipients, at most BENCH_SECONDS = 180): while it sends, another broadcast is
 *   created, given one recipient and sent, again and again (a round at most every BENCH_ROUND_EVERY_MS =
 *   1,000 ms), through the gateway; prints p50/p99/max of
 *   each call against its route deadline (5 s create and send, 15 s recipients), the 504s, and whether
 *   any 504 was applied after all (a phantom write: the broadcast of a 504'd create exists, or a 504'd
 *   send left it sending). Decision 0806.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, freePortRange } from '@platform/testing';
import { groupCpuSeconds, ROOT, stopGroup } from './lib/procs';

const PHASE = process.env.BENCH_PHASE === 'commands' ? 'commands' : 'finish';
const N = Number(process.env.BENCH_RECIPIENTS ?? (PHASE === 'finish' ? 1000 : 5000));
const TIER = process.env.BENCH_TIER === 'STANDARD' ? 'STANDARD' : 'HIGH';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (PHASE === 'finish' ? 600 : 180));
const READ_EVERY_MS = Number(process.env.BENCH_READ_EVERY_MS ?? 250);
const ROUND_EVERY_MS = Number(process.env.BENCH_ROUND_EVERY_MS ?? 1000);
/** messaging-proxy's upstream call deadline (`UPSTREAM_TIMEOUT_MS`' default): an answer later than this was a timeout for the platform. */
const UPSTREAM_DEADLINE_MS = 10_000;

type Answer = { status: number; body: any; ms: number };
type Api = (method: string, path: string, body?: unknown) => Promise<Answer>;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const stats = (xs: number[]) =>
  `n=${xs.length}, p50 ${pct(xs, 50).toFixed(0)} ms, p99 ${pct(xs, 99).toFixed(0)} ms, max ${xs.length ? Math.max(...xs).toFixed(0) : 'NaN'} ms`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-aio-'));
  const loopFile = join(dataDir, 'loop-delay.json');
  const [port, sim, conn, llm, tel, mp, flows, admin] = await Promise.all(Array.from({ length: 8 }, () => freePort()));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: String(port),
    SIM_PORT: String(sim),
    CONNECTOR_SIM_PORT: String(conn),
    LLM_SIM_PORT: String(llm),
    TELEPHONY_SIM_PORT: String(tel),
    MESSAGING_PROXY_HTTP_PORT: String(mp),
    FLOWS_HTTP_PORT: String(flows),
    ADMIN_PORT: String(admin),
    GRPC_BASE_PORT: String((await freePortRange(7))[0]),
    LOG_LEVEL: 'warn',
    OTEL_SDK_DISABLED: 'true',
    DATABASE_URL: '',
    REDIS_URL: '',
    NATS_URL: '',
    UPSTREAM_BASE_URL: '',
    BENCH_LOOP_DELAY_FILE: loopFile,
  };
  const clean = { ...process.env };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'NATS_URL', 'UPSTREAM_BASE_URL']) delete clean[k];
  const proc = spawn(process.execPath, ['--import', 'tsx', '--import', './bench/lib/loop-delay.ts', 'apps/platform/src/main.ts'], {
    cwd: ROOT,
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  try {
    while (!out.includes('Ctrl-C stops')) {
      if (proc.exitCode !== null) throw new Error(`the platform exited:\n${out}`);
      await sleep(200);
    }
    const key = /shown only this once:\s*\n\s*(mpk_\S+)/.exec(out)![1];
    const origin = `http://127.0.0.1:${port}`;
    const base = `${origin}/platform/v1`;
    const api: Api = async (method, path, body) => {
      const t = performance.now();
      const r = await fetch(path.startsWith('/platform/') ? `${origin}${path}` : `${base}${path}`, {
        method,
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      return { status: r.status, body: text ? JSON.parse(text) : undefined, ms: performance.now() - t };
    };
    /** Setup calls are retried until they answer 2xx (their latency is not what is measured). */
    const must = async (method: string, path: string, body?: unknown): Promise<Answer> => {
      for (;;) {
        const r = await api(method, path, body);
        if (r.status < 300) return r;
        if (r.status !== 504 && r.status !== 503) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
      }
    };
    const simc = async (method: string, path: string, body?: unknown, token?: string) => {
      const r = await fetch(`http://127.0.0.1:${sim}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await r.json()) as any;
    };
    const fx = await simc('POST', '/__sim/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{ throughput_level: TIER }] }] }], tokens: [{}] });
    const [pn, waba, token] = [fx.phone_numbers[0].id as string, fx.wabas[0].id as string, fx.tokens[0].value as string];
    await simc(
      'POST',
      `/v24.0/${waba}/message_templates`,
      { name: 'promo', language: 'en_US', category: 'MARKETING', components: [{ type: 'BODY', text: 'Hi {{1}}' }] },
      token,
    );
    for (;;) {
      const l = await simc('GET', `/v24.0/${waba}/message_templates?name=promo&fields=status`, undefined, token);
      if (l.data?.[0]?.status === 'APPROVED') break;
      await sleep(100);
    }
    const customer = await must('POST', '/customers', { customer: { name: 'Load Co' } });
    await must('POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
      messaging_phone_number: { name: 'Sales', kind: 'production', phone_number_id: pn, business_account_id: waba, access_token: token },
    });
    const draft = (name: string) => ({
      broadcast: {
        name,
        phone_number_id: pn,
        template: { name: 'promo', language: 'en_US' },
        template_parameters: [{ type: 'body', parameters: [{ type: 'text', text: 'friend' }] }],
      },
    });
    const phone = (i: number) => `+1555${String(i).padStart(7, '0')}`;
    const big = (await must('POST', '/messaging/broadcasts', draft('big'))).body.data.id as string;
    for (let i = 0; i < N; i += 1000) {
      const recipients = Array.from({ length: Math.min(1000, N - i) }, (_, k) => ({ phone_number: phone(i + k) }));
      await must('POST', `/messaging/broadcasts/${big}/recipients`, { broadcast: { recipients } });
    }
    await sleep(2000); // the recipients' own writes settle before the window opens
    const load0 = loadavg();
    const cpu0 = groupCpuSeconds(proc.pid!);
    process.kill(proc.pid!, 'SIGUSR2'); // a new event-loop delay window: the send only
    await must('POST', `/messaging/broadcasts/${big}/send`);
    console.log(
      `all-in-one (embedded), ${N} recipients at the ${TIER} tier sending; phase ${PHASE}, at most ${SECONDS} s (load average ${load0[0].toFixed(2)})`,
    );

    if (PHASE === 'finish') await finish({ api, must, simc, big, started: Date.now(), n: N, phone });
    else await commands({ api, must, draft, big });

    const loop = JSON.parse(readFileSync(loopFile, 'utf8')) as { p50: number; p99: number; max: number; mean: number };
    const load1 = loadavg();
    console.log(
      [
        `  event-loop delay of the platform's main thread over the phase: p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms (mean ${loop.mean} ms)`,
        `  platform CPU over the phase: ${(groupCpuSeconds(proc.pid!) - cpu0).toFixed(1)} s; load average ${load0[0].toFixed(2)} at the start, ${load1[0].toFixed(2)} at the end`,
      ].join('\n'),
    );
  } finally {
    await stopGroup(proc, 'SIGINT', 30_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Phase `finish`: the broadcast runs to its end under a steady stream of reads; what issue 40 item 3 asks of it. */
async function finish(o: {
  api: Api;
  must: (method: string, path: string, body?: unknown) => Promise<Answer>;
  simc: (method: string, path: string) => Promise<any>;
  big: string;
  started: number;
  n: number;
  phone: (i: number) => string;
}): Promise<void> {
  const { api, must, simc, big, started } = o;
  const reads = { get: [] as number[], list: [] as number[] };
  const failed: Record<string, number> = {};
  let progress: any;
  let done = false;
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; !done && Date.now() - started < SECONDS * 1000; i++) {
    const kind = i % 2 === 0 ? 'get' : 'list';
    const p = api('GET', kind === 'get' ? `/messaging/broadcasts/${big}` : '/messaging/broadcasts?per_page=20').then(
      (r) => {
        reads[kind].push(r.ms);
        if (r.status !== 200) failed[r.status] = (failed[r.status] ?? 0) + 1;
        else if (kind === 'get') {
          progress = r.body.data;
          if (progress.status !== 'sending') done = true;
        }
      },
      () => {
        failed.network = (failed.network ?? 0) + 1;
      },
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    await sleep(READ_EVERY_MS);
  }
  const finishedIn = (Date.now() - started) / 1000;
  await Promise.all(inFlight);
  await sleep(2000); // the external API log is written every 250 ms; the last status webhooks land

  // The platform's view: upstream calls recorded without an answer because the deadline passed.
  let platformTimeouts = 0;
  let platformNoAnswer = 0;
  for (let next: string | null = '/external_api_logs?status=0&limit=100'; next;) {
    const page: Answer = await must('GET', next);
    for (const e of page.body.data as Array<{ error_message: string | null }>) {
      platformNoAnswer++;
      if (e.error_message?.startsWith('timeout')) platformTimeouts++;
    }
    next = page.body.paging.next;
  }
  // The simulator's view: send requests it never answered (the caller hung up) or answered after the caller's deadline.
  const sends = (await simc('GET', '/__sim/requests?path=/messages&method=POST')).data as Array<{ status: number | null; duration_ms?: number | null }>;
  const simUnanswered = sends.filter((r) => r.status === null).length;
  const simLate = sends.filter((r) => (r.duration_ms ?? 0) >= UPSTREAM_DEADLINE_MS).length;
  const simSlowest = Math.max(0, ...sends.map((r) => r.duration_ms ?? 0));
  // Exactly once: the simulator's messages per recipient of the broadcast.
  const messages = (await simc('GET', '/__sim/state')).messages as Array<{ to: string }>;
  const perRecipient = new Map<string, number>();
  for (const m of messages) perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
  let missing = 0;
  let duplicated = 0;
  for (let i = 0; i < o.n; i++) {
    const count = perRecipient.get(o.phone(i).slice(1)) ?? 0;
    if (count === 0) missing++;
    else if (count > 1) duplicated++;
  }
  const finalState = (await must('GET', `/messaging/broadcasts/${big}`)).body.data;
  console.log(
    [
      `broadcast ${finalState.status} after ${finishedIn.toFixed(0)} s: sent ${finalState.sent}, failed ${finalState.failed} of ${finalState.total_recipients}${done ? '' : ' (NOT finished within BENCH_SECONDS)'}`,
      `  recipients not sent exactly once (simulator): ${missing} never, ${duplicated} more than once`,
      `  upstream timeouts: platform ${platformTimeouts} (external API log, status 0 "timeout"; ${platformNoAnswer} without an answer in all); simulator ${simUnanswered} send requests unanswered, ${simLate} answered after ${UPSTREAM_DEADLINE_MS / 1000} s (slowest ${simSlowest} ms; ${sends.length} send requests)`,
      `  reads, one every ${READ_EVERY_MS} ms: GET /messaging/broadcasts/{id} ${stats(reads.get)}; GET /messaging/broadcasts ${stats(reads.list)}`,
      `  reads, both: ${stats([...reads.get, ...reads.list])}; not 200: ${JSON.stringify(failed)}`,
    ].join('\n'),
  );
}

/** Phase `commands`: another broadcast's create, recipients and send, again and again, during the send (decision 0806). */
async function commands(o: {
  api: Api;
  must: (method: string, path: string) => Promise<Answer>;
  draft: (name: string) => unknown;
  big: string;
}): Promise<void> {
  const { api, must, draft, big } = o;
  const lat = { create: [] as number[], recipients: [] as number[], send: [] as number[] };
  const timedOut = { create: [] as string[], recipients: 0, send: [] as string[] };
  const other: Record<string, number> = {};
  const otherError = (status: number) => (other[status] = (other[status] ?? 0) + 1);
  const t0 = Date.now();
  let progress: any;
  for (let round = 0; Date.now() - t0 < SECONDS * 1000; round++) {
    // At most one round per BENCH_ROUND_EVERY_MS: a client's pace, below the demo plan's rate limit once calls are fast.
    const roundStarted = Date.now();
    const name = `small ${round}`;
    const c = await api('POST', '/messaging/broadcasts', draft(name));
    lat.create.push(c.ms);
    if (c.status === 504) timedOut.create.push(name);
    else if (c.status !== 201) otherError(c.status);
    if (c.status === 201) {
      const id = c.body.data.id as string;
      const a = await api('POST', `/messaging/broadcasts/${id}/recipients`, {
        broadcast: { recipients: [{ phone_number: `+1666${String(round).padStart(7, '0')}` }] },
      });
      lat.recipients.push(a.ms);
      if (a.status === 504) timedOut.recipients++;
      else if (a.status !== 200) otherError(a.status);
      const s = await api('POST', `/messaging/broadcasts/${id}/send`);
      lat.send.push(s.ms);
      if (s.status === 504) timedOut.send.push(id);
      else if (s.status !== 200) otherError(s.status);
    }
    const g = await api('GET', `/messaging/broadcasts/${big}`);
    if (g.status === 200) progress = g.body.data;
    if (progress && progress.status !== 'sending') break;
    await sleep(ROUND_EVERY_MS - (Date.now() - roundStarted));
  }
  const wall = (Date.now() - t0) / 1000;
  // Phantom writes: after things settle, no 504'd create exists and no 504'd send started its broadcast.
  await sleep(10_000);
  const names = new Set<string>();
  for (let page = 1; ; page++) {
    const l = await must('GET', `/messaging/broadcasts?per_page=100&page=${page}`);
    for (const b of l.body.data as Array<{ name: string }>) names.add(b.name);
    if (l.body.data.length < 100) break;
  }
  const phantomCreates = timedOut.create.filter((n) => names.has(n)).length;
  let phantomSends = 0;
  for (const id of timedOut.send) if ((await must('GET', `/messaging/broadcasts/${id}`)).body.data.status !== 'draft') phantomSends++;
  const line = (k: keyof typeof lat, deadline: number) => `  ${k.padEnd(10)} ${stats(lat[k])} (deadline ${deadline} ms)`;
  console.log(
    [
      `while the big broadcast sent (${wall.toFixed(0)} s; it reached ${progress?.sent ?? '?'} sent, status ${progress?.status ?? '?'}):`,
      line('create', 5000),
      line('recipients', 15000),
      line('send', 5000),
      `  504s: create ${timedOut.create.length}, recipients ${timedOut.recipients}, send ${timedOut.send.length}; other errors by status ${JSON.stringify(other)}`,
      `  phantom writes (504 applied after all): creates ${phantomCreates}, sends ${phantomSends}`,
    ].join('\n'),
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
