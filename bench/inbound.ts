/**
 * Inbound benchmark (issue 14). Not part of the test suite: `npx tsx bench/inbound.ts`.
 *
 * Runs the upstream simulator, messaging-proxy and contacts as child processes on the real Postgres
 * and NATS, connects one number, then posts signed upstream `messages` webhooks (one inbound text
 * message each, signed like the simulator signs them: X-Hub-Signature-256 with the app secret) to
 * the receiver. Path measured: receiver → outbox → NATS → contacts consumer → Postgres. Prints:
 *  (a) sustained throughput: BENCH_MESSAGES (6000) webhooks sent by BENCH_CONCURRENCY (32) closed-loop
 *      senders; messages stored per second = messages / (last stored − first sent) (target ≥ 1000/s);
 *  (b) open loop at BENCH_RATE (300) webhooks/s for BENCH_SECONDS (10): receipt-to-stored latency
 *      (the send → the message row's created_at in contacts) p50/p99 (target p99 ≤ 1 s), and the
 *      receiver's 200 latency p50/p99 (target p99 ≤ 250 ms).
 * Before (a): 200 webhooks to open connections, then BENCH_WARMUP_MESSAGES (2000) more, stored, and ANALYZE of the
 * apps' schemas (warm processes and tables with statistics, as on a deployed platform).
 * BENCH_PG_COUNT=1 puts a statement-counting proxy (`lib/pg-count-proxy.ts`) between each app and Postgres
 * (so over loopback TCP: rates are not comparable with the socket's) and also prints statements and
 * transactions per message of each app in (a).
 * TEST_DATABASE_URL / TEST_NATS_URL / TEST_REDIS_URL (loopback defaults).
 */
import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import knex from 'knex';
import { loadContracts } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { testInfra, uniqueName } from '@platform/testing';
import { benchInfra } from './lib/infra';
import { keepAlivePoster } from './lib/http-post';
import { PgCounters } from './lib/pg-count-proxy';
import { boxCpu, commandCpuSeconds, deployedNodeOptions, freePort, killAll, ROOT, startProc, waitQuiet, type Proc, type Runtime } from './lib/procs';
import { analyzeSchemas } from './lib/analyze';

/** The production bundles (built first), as the images run them; BENCH_RUNTIME=tsx runs the sources. */
const RUNTIME: Runtime = process.env.BENCH_RUNTIME === 'tsx' ? 'tsx' : 'dist';
/** BENCH_CPU_PROF_DIR: `--cpu-prof` profiles of every app process are written there (one folder per app). */
const PROF_DIR = process.env.BENCH_CPU_PROF_DIR;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 6000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_COUNT = process.env.BENCH_PG_COUNT === '1';
/** Webhooks of the warm-up before (a), stored, after which the apps' schemas are analyzed (BENCH_WARMUP_MESSAGES; 0: none). */
const WARMUP_MESSAGES = Number(process.env.BENCH_WARMUP_MESSAGES ?? 2000);

const infra = benchInfra();
const id = uniqueName('bench_inbound');
const mpSchema = `${id}_mp`;
const contactsSchema = `${id}_contacts`;
const namespace = id.replace(/_/g, '');
const appSecret = `bench-${randomUUID()}`;
const appId = '100000000000777';
const procs: Proc[] = [];
/** The statement-counting proxies by app (BENCH_PG_COUNT=1). */
const pgCounters = new PgCounters({ databaseUrl: infra.databaseUrl, proxiedUrl: testInfra().databaseUrl }, PG_COUNT);

async function startApp(app: string, port: number, env: Record<string, string>): Promise<Proc> {
  const nodeArgs = PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(PROF_DIR, app)}`] : [];
  const p = await startProc(
    app,
    `apps/${app}/src/main.ts`,
    port,
    { ...deployedNodeOptions(app), LOG_LEVEL: 'warn', OTEL_SDK_DISABLED: 'true', ...env },
    { runtime: RUNTIME, nodeArgs },
  );
  procs.push(p);
  return p;
}

async function stopAll(): Promise<void> {
  await Promise.all(procs.map((p) => p.stop()));
}

/** CPU seconds so far of the apps, the shared servers and this process (the webhook senders). */
function cpuNow(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of procs) out[p.name] = p.cpuSeconds();
  out.postgres = commandCpuSeconds(['postgres']);
  out.nats = commandCpuSeconds(['nats-server']);
  out.redis = commandCpuSeconds(['redis-server']);
  const u = process.cpuUsage();
  out['bench client'] = (u.user + u.system) / 1e6;
  return out;
}

/** CPU per message (µs) of each process between two {@link cpuNow} readings. */
function cpuPerMessage(a: Record<string, number>, b: Record<string, number>, n: number): string {
  return Object.keys(a)
    .map((k) => `${k} ${(((b[k] - a[k]) / n) * 1e6).toFixed(0)}`)
    .join(', ');
}

async function waitHttp(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

const pct = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main(): Promise<void> {
  console.log(`Postgres over ${infra.pgTransport} (BENCH_PG=tcp for loopback TCP)`);
  const busy = await waitQuiet(15, 60_000, (b) => console.log(`waiting for a quieter machine (busy ${b.toFixed(0)} %)...`));
  console.log(`box busy ${busy.toFixed(0)} % before start; runtime ${RUNTIME}`);
  if (RUNTIME === 'dist') {
    for (const app of ['upstream-sim', 'messaging-proxy', 'contacts'])
      execFileSync(process.execPath, [join(ROOT, 'tools/build-app.mjs'), app], { cwd: ROOT, stdio: 'inherit' });
  }
  const [simPort, mpHttp, mpGrpc, contactsGrpc] = [await freePort(), await freePort(), await freePort(), await freePort()];
  await startApp('upstream-sim', simPort, { PORT: String(simPort), HOST: '127.0.0.1', SIM_APP_SECRET: appSecret, SIM_APP_ID: appId });
  const simUrl = `http://127.0.0.1:${simPort}`;
  const shared = { NATS_URL: infra.natsUrl, REDIS_URL: infra.redisUrl, BUS_NAMESPACE: namespace, GRPC_HOST: '127.0.0.1' };
  await startApp('contacts', contactsGrpc, {
    ...shared,
    DATABASE_URL: await pgCounters.urlOf('contacts'),
    GRPC_PORT: String(contactsGrpc),
    DB_SCHEMA: contactsSchema,
  });
  await startApp('messaging-proxy', mpHttp, {
    ...shared,
    DATABASE_URL: await pgCounters.urlOf('messaging-proxy'),
    GRPC_PORT: String(mpGrpc),
    HTTP_PORT: String(mpHttp),
    HTTP_HOST: '127.0.0.1',
    DB_SCHEMA: mpSchema,
    KV_PREFIX: id,
    UPSTREAM_BASE_URL: simUrl,
    UPSTREAM_APP_ID: appId,
    UPSTREAM_APP_SECRET: appSecret,
    CONTACTS_GRPC_ADDRESS: `127.0.0.1:${contactsGrpc}`,
  });
  const mpUrl = `http://127.0.0.1:${mpHttp}`;
  await waitHttp(`${mpUrl}/healthz`);

  // One connected number.
  const control = async (method: string, path: string, body?: unknown) =>
    (
      await fetch(`${simUrl}/__sim${path}`, { method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined })
    ).json() as Promise<any>;
  const seeded = await control('POST', '/fixtures', { businesses: [{ wabas: [{ phone_numbers: [{}] }] }], tokens: [{}] });
  const { contracts } = loadContracts();
  const mp = createClient(contracts.messagingProxy.MessagingProxyService, `127.0.0.1:${mpGrpc}`, { defaultDeadlineMs: 30_000, idempotentMethods: [] });
  const project = randomUUID();
  const customer = (await callUnary(mp, 'CreateCustomer', { project_id: project, name: 'bench' })).customer!;
  const wabaId: string = seeded.wabas[0].id;
  const pn: string = seeded.phone_numbers[0].id;
  await callUnary(mp, 'ConnectPhoneNumber', {
    project_id: project,
    customer_id: customer.id!,
    phone_number_id: pn,
    business_account_id: wabaId,
    access_token: seeded.tokens[0].value,
  });
  mp.close();

  const db = knex({ client: 'pg', connection: infra.databaseUrl, pool: { min: 0, max: 2 } });
  const storedAt = async (prefix: string) =>
    (await db.withSchema(contactsSchema).table('messages').where('wamid', 'like', `${prefix}%`).select('wamid', 'created_at')) as {
      wamid: string;
      created_at: Date;
    }[];

  // node:http with keep-alive (the upstream's side costs this box's CPU too: fetch costs ~3× as much per request).
  const poster = keepAlivePoster();
  const target = new URL(`${mpUrl}/upstream/webhooks`);
  const postWebhook = (body: string, sig: string) => poster(target, { 'x-hub-signature-256': sig }, body);

  let seq = 0;
  const post = async (prefix: string): Promise<{ wamid: string; sentAt: number; ms: number; status: number }> => {
    const n = seq++;
    const wamid = `${prefix}${n}`;
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: wabaId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550000000', phone_number_id: pn },
                contacts: [{ profile: { name: `User ${n % 500}` }, wa_id: `1555${String(1_000_000 + (n % 500))}` }],
                messages: [
                  {
                    from: `1555${String(1_000_000 + (n % 500))}`,
                    id: wamid,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: `m ${n}` },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const sig = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
    const sentAt = Date.now();
    const status = await postWebhook(body, sig);
    return { wamid, sentAt, ms: Date.now() - sentAt, status };
  };

  // Warm-up: connections, then WARMUP_MESSAGES more (JIT), stored, then the tables' statistics (analyzeSchemas).
  await Promise.all(Array.from({ length: 200 }, () => post('wamid.warm.')));
  if (WARMUP_MESSAGES > 0) {
    let warmLeft = WARMUP_MESSAGES;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (warmLeft-- > 0) await post('wamid.warm2.');
      }),
    );
    for (let i = 0; i < 240 && (await storedAt('wamid.warm2.')).length < WARMUP_MESSAGES; i++) await new Promise((r) => setTimeout(r, 250));
    await analyzeSchemas(db, [contactsSchema, mpSchema]);
  }

  // (a) sustained throughput, closed loop.
  const prefixA = `wamid.a.${randomBytes(3).toString('hex')}.`;
  const cpuA0 = cpuNow();
  const countsA0 = pgCounters.now();
  const boxA0 = boxCpu();
  const t0 = Date.now();
  let left = MESSAGES;
  const okA: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) {
        const r = await post(prefixA);
        if (r.status === 200) okA.push(r.ms);
      }
    }),
  );
  const sentDone = Date.now();
  let rows: { wamid: string; created_at: Date }[] = [];
  for (let i = 0; i < 600; i++) {
    rows = await storedAt(prefixA);
    if (rows.length >= MESSAGES) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const lastStored = Math.max(...rows.map((r) => new Date(r.created_at).getTime()));
  const cpuA1 = cpuNow();
  const countsA1 = pgCounters.now();
  const boxA1 = boxCpu();
  console.log(`(a) ${MESSAGES} webhooks, ${CONCURRENCY} senders: accepted ${okA.length}, stored ${rows.length}`);
  console.log(
    `    receiver accepted ${(okA.length / ((sentDone - t0) / 1000)).toFixed(0)}/s; stored ${(rows.length / ((lastStored - t0) / 1000)).toFixed(0)} messages/s end to end`,
  );
  console.log(`    receiver 200 latency p50 ${pct(okA, 50)} ms, p99 ${pct(okA, 99)} ms (closed loop, saturated)`);
  console.log(
    `    CPU per message (µs): ${cpuPerMessage(cpuA0, cpuA1, MESSAGES)}; box busy ${((100 * (boxA1.busy - boxA0.busy)) / Math.max(1, boxA1.total - boxA0.total)).toFixed(0)} %`,
  );

  if (PG_COUNT) console.log(`    statements / transactions per message: ${pgCounters.perUnit(countsA0, countsA1, MESSAGES)}`);

  // (b) open loop at RATE/s.
  const prefixB = `wamid.b.${randomBytes(3).toString('hex')}.`;
  const sends: Promise<{ wamid: string; sentAt: number; ms: number; status: number }>[] = [];
  const start = Date.now();
  const total = RATE * SECONDS;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sends.push(post(prefixB));
  }
  const results = await Promise.all(sends);
  for (let i = 0; i < 200; i++) {
    rows = await storedAt(prefixB);
    if (rows.length >= total) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const stored = new Map(rows.map((r) => [r.wamid, new Date(r.created_at).getTime()]));
  const lat = results.filter((r) => stored.has(r.wamid)).map((r) => stored.get(r.wamid)! - r.sentAt);
  const rec = results.filter((r) => r.status === 200).map((r) => r.ms);
  console.log(`(b) open loop ${RATE}/s for ${SECONDS} s: sent ${total}, 200s ${rec.length}, stored ${stored.size}`);
  console.log(`    receipt-to-stored p50 ${pct(lat, 50)} ms, p99 ${pct(lat, 99)} ms (target p99 ≤ 1000)`);
  console.log(`    receiver 200 p50 ${pct(rec, 50)} ms, p99 ${pct(rec, 99)} ms (target p99 ≤ 250)`);
  await db.destroy();
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopAll();
    killAll();
    await pgCounters.close();
    const db = knex({ client: 'pg', connection: infra.databaseUrl });
    for (const s of [mpSchema, contactsSchema]) await db.raw(`drop schema if exists "${s}" cascade`);
    await db.destroy();
  });
