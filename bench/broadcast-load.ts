/**
 * Broadcast commands during a large send on the all-in-one (issue 32 item 2). Not part of the test
 * suite: `npx tsx bench/broadcast-load.ts`.
 *
 * Starts `apps/platform` (what `npm start` runs) on embedded engines (PGlite, in-process bus and
 * stores, the upstream simulator in-process) on free ports, connects a simulator number at the
 * BENCH_TIER tier (HIGH: 1,000/s) with an approved template, creates a broadcast of BENCH_RECIPIENTS
 * (5,000) recipients and sends it. While it sends (at most BENCH_SECONDS, 180), another broadcast is
 * created, given one recipient and sent, again and again, through the gateway; prints p50/p99/max of
 * each call against its route deadline (5 s create and send, 15 s recipients), the 504s, and whether
 * any 504 was applied after all (a phantom write: the broadcast of a 504'd create exists, or a 504'd
 * send left it sending). Simulator status webhooks stay on (sent, delivered, read), as with `npm start`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, freePortRange } from '@platform/testing';
import { ROOT, stopGroup } from './lib/procs';

const N = Number(process.env.BENCH_RECIPIENTS ?? 5000);
const TIER = process.env.BENCH_TIER === 'STANDARD' ? 'STANDARD' : 'HIGH';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 180);

type Answer = { status: number; body: any; ms: number };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-aio-'));
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
  };
  const clean = { ...process.env };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'NATS_URL', 'UPSTREAM_BASE_URL']) delete clean[k];
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/platform/src/main.ts'], {
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
      await new Promise((r) => setTimeout(r, 200));
    }
    const key = /shown only this once:\s*\n\s*(mpk_\S+)/.exec(out)![1];
    const base = `http://127.0.0.1:${port}/platform/v1`;
    const api = async (method: string, path: string, body?: unknown): Promise<Answer> => {
      const t = performance.now();
      const r = await fetch(`${base}${path}`, {
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
      await new Promise((r) => setTimeout(r, 100));
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
    const big = (await must('POST', '/messaging/broadcasts', draft('big'))).body.data.id as string;
    for (let i = 0; i < N; i += 1000) {
      const recipients = Array.from({ length: Math.min(1000, N - i) }, (_, k) => ({ phone_number: `+1555${String(i + k).padStart(7, '0')}` }));
      await must('POST', `/messaging/broadcasts/${big}/recipients`, { broadcast: { recipients } });
    }
    await must('POST', `/messaging/broadcasts/${big}/send`);
    console.log(`all-in-one (embedded), ${N} recipients at the ${TIER} tier sending; measuring for at most ${SECONDS} s`);

    const lat = { create: [] as number[], recipients: [] as number[], send: [] as number[] };
    const timedOut = { create: [] as string[], recipients: 0, send: [] as string[] };
    let other = 0;
    const t0 = Date.now();
    let progress: any;
    for (let round = 0; Date.now() - t0 < SECONDS * 1000; round++) {
      const name = `small ${round}`;
      const c = await api('POST', '/messaging/broadcasts', draft(name));
      lat.create.push(c.ms);
      if (c.status === 504) timedOut.create.push(name);
      else if (c.status !== 201) other++;
      if (c.status === 201) {
        const id = c.body.data.id as string;
        const a = await api('POST', `/messaging/broadcasts/${id}/recipients`, {
          broadcast: { recipients: [{ phone_number: `+1666${String(round).padStart(7, '0')}` }] },
        });
        lat.recipients.push(a.ms);
        if (a.status === 504) timedOut.recipients++;
        else if (a.status !== 200) other++;
        const s = await api('POST', `/messaging/broadcasts/${id}/send`);
        lat.send.push(s.ms);
        if (s.status === 504) timedOut.send.push(id);
        else if (s.status !== 200) other++;
      }
      const g = await api('GET', `/messaging/broadcasts/${big}`);
      if (g.status === 200) progress = g.body.data;
      if (progress && progress.status !== 'sending') break;
    }
    const wall = (Date.now() - t0) / 1000;
    // Phantom writes: after things settle, no 504'd create exists and no 504'd send started its broadcast.
    await new Promise((r) => setTimeout(r, 10_000));
    const names = new Set<string>();
    for (let page = 1; ; page++) {
      const l = await must('GET', `/messaging/broadcasts?per_page=100&page=${page}`);
      for (const b of l.body.data as Array<{ name: string }>) names.add(b.name);
      if (l.body.data.length < 100) break;
    }
    const phantomCreates = timedOut.create.filter((n) => names.has(n)).length;
    let phantomSends = 0;
    for (const id of timedOut.send) if ((await must('GET', `/messaging/broadcasts/${id}`)).body.data.status !== 'draft') phantomSends++;
    const line = (k: keyof typeof lat, deadline: number) =>
      `  ${k.padEnd(10)} n=${String(lat[k].length).padStart(3)}  p50 ${pct(lat[k], 50).toFixed(0)} ms, p99 ${pct(lat[k], 99).toFixed(0)} ms, max ${Math.max(...lat[k]).toFixed(0)} ms (deadline ${deadline} ms)`;
    console.log(
      [
        `while the big broadcast sent (${wall.toFixed(0)} s; it reached ${progress?.sent ?? '?'} sent, status ${progress?.status ?? '?'}):`,
        line('create', 5000),
        line('recipients', 15000),
        line('send', 5000),
        `  504s: create ${timedOut.create.length}, recipients ${timedOut.recipients}, send ${timedOut.send.length}; other errors ${other}`,
        `  phantom writes (504 applied after all): creates ${phantomCreates}, sends ${phantomSends}`,
      ].join('\n'),
    );
  } finally {
    await stopGroup(proc, 'SIGINT', 30_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
