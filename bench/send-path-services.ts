/**
 * funding's and contacts' parts of a send, alone (issue 15; decisions 0106, 0502, 0503). Not part of the test
 * suite: `npx tsx bench/send-path-services.ts`.
 *
 * Runs funding and contacts as production bundles (`node apps/<app>/dist/main.js`, built first; with
 * SVC_BUNDLE_ROOT=<another checkout> that checkout's bundles, e.g. a git worktree of an older commit, to
 * compare) on the real Postgres and NATS, and measures CPU per operation — the app process and the
 * Postgres backends of its own connections (found by `application_name`, so other work on the server is
 * not counted), which stays meaningful on a box shared with other work, unlike wall-clock rates:
 *  1. funding: SVC_CONNECTIONS (32) closed-loop callers for SVC_SECONDS (10) of HoldCredits then
 *     ConfirmCreditHold (a utility template, window closed, fresh send key), over SVC_PROJECTS (40)
 *     topped-up projects — as messaging-proxy calls them per send;
 *  2. contacts, the outbound record: SVC_EVENTS (3000) OutboundMessageSent events (fresh recipients, the
 *     projects round robin) published at once, then consumed; CPU until all are stored;
 *  3. contacts, the window read: SVC_CONNECTIONS callers of ListConversations by a recipient's number (as
 *     the send path asks it) for SVC_SECONDS, after (2) stored its contacts.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { createBus, envelopeHeaders } from '@platform/bus';
import { encodeEvent, loadContracts } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { uniqueName } from '@platform/testing';
import { benchInfra } from './lib/infra';
import { boxCpu, deployedNodeArgs, freePort, groupCpuSeconds, killAll, ROOT, type Proc } from './lib/procs';

const PROJECTS = Number(process.env.SVC_PROJECTS ?? 40);
const CONNECTIONS = Number(process.env.SVC_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.SVC_SECONDS ?? 10);
const EVENTS = Number(process.env.SVC_EVENTS ?? 3000);
/** SVC_SERIAL: sends of the one-caller latency phase (1b). */
const SERIAL = Number(process.env.SVC_SERIAL ?? 500);
const BUNDLE_ROOT = process.env.SVC_BUNDLE_ROOT ?? ROOT;
/** SVC_CPU_PROF_DIR: `--cpu-prof` profiles of both apps are written there (one folder per app). */
const PROF_DIR = process.env.SVC_CPU_PROF_DIR;

const infra = benchInfra();
const id = uniqueName('bench_svc');
const namespace = id.replace(/_/g, '');
const dir = mkdtempSync(join(tmpdir(), 'bench-svc-'));
const procs: Proc[] = [];

/** The database URL with an application_name, so the backends of one app can be told apart. */
const dbUrl = (app: string) => `${infra.databaseUrl}${infra.databaseUrl.includes('?') ? '&' : '?'}application_name=${app}_${namespace}`;

/** CPU seconds so far of the Postgres backends whose application_name is `name` (by pid, from /proc). */
async function backendCpu(admin: knex.Knex, name: string, seen: Map<number, number>): Promise<number> {
  const pids = (await admin('pg_stat_activity').where({ application_name: name }).pluck('pid')) as number[];
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      seen.set(pid, (Number(f[11]) + Number(f[12])) / 100);
    } catch {
      /* gone */
    }
  }
  return [...seen.values()].reduce((a, b) => a + b, 0);
}

async function measure(
  admin: knex.Knex,
  app: Proc,
  dbName: string,
  run: () => Promise<number>,
): Promise<{ ops: number; appMs: number; pgMs: number; secs: number; busy: number }> {
  const seen = new Map<number, number>();
  const pg0 = await backendCpu(admin, dbName, seen);
  const app0 = app.cpuSeconds();
  const box0 = boxCpu();
  const t0 = performance.now();
  const ops = await run();
  const secs = (performance.now() - t0) / 1000;
  const app1 = app.cpuSeconds();
  const pg1 = await backendCpu(admin, dbName, seen);
  const box1 = boxCpu();
  const busy = (100 * (box1.busy - box0.busy)) / Math.max(1, box1.total - box0.total);
  return { ops, appMs: ((app1 - app0) * 1000) / ops, pgMs: ((pg1 - pg0) * 1000) / ops, secs, busy };
}

async function main(): Promise<void> {
  console.log(`Postgres over ${infra.pgTransport} (BENCH_PG=tcp for loopback TCP)`);
  for (const app of ['funding', 'contacts'])
    execFileSync(process.execPath, [join(BUNDLE_ROOT, 'tools/build-app.mjs'), app], { cwd: BUNDLE_ROOT, stdio: 'inherit' });
  console.log(`bundles of ${BUNDLE_ROOT}`);
  const admin = knex({ client: 'pg', connection: infra.databaseUrl, pool: { min: 0, max: 2 } });
  const [fdPort, ctPort] = await Promise.all([freePort(), freePort()]);
  const cardFile = join(dir, 'card.json');
  writeFileSync(cardFile, JSON.stringify({ currency: 'USD', rates: { US: { marketing: '0.025', utility: '0.004', authentication: '0.004', service: '0' } } }));
  const common = { NATS_URL: infra.natsUrl, REDIS_URL: infra.redisUrl, BUS_NAMESPACE: namespace, GRPC_HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  // The bundles of BUNDLE_ROOT, run with node (startProc's dist mode would take this checkout's).
  const startBundle = async (app: string, port: number, env: Record<string, string>): Promise<Proc> => {
    const { spawn } = await import('node:child_process');
    const child = spawn(
      process.execPath,
      [...deployedNodeArgs(app), ...(PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(PROF_DIR, app)}`] : []), join(BUNDLE_ROOT, 'apps', app, 'dist/main.js')],
      {
        cwd: BUNDLE_ROOT,
        env: { ...process.env, ...common, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      },
    );
    const p: Proc = {
      name: app,
      proc: child,
      port,
      output: () => '',
      cpuSeconds: () => groupCpuSeconds(child.pid!),
      async stop() {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          /* gone */
        }
        await new Promise((r) => setTimeout(r, 500));
      },
    };
    const net = await import('node:net');
    for (let i = 0; i < 600; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.destroy();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      });
      if (ok) return p;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${app} did not listen`);
  };
  const funding = await startBundle('funding', fdPort, {
    DATABASE_URL: dbUrl('funding'),
    GRPC_PORT: String(fdPort),
    DB_SCHEMA: `${id}_fd`,
    UPSTREAM_BASE_URL: 'http://127.0.0.1:9',
    FUNDING_RATE_CARD_FILE: cardFile,
  });
  procs.push(funding);
  const contacts = await startBundle('contacts', ctPort, { DATABASE_URL: dbUrl('contacts'), GRPC_PORT: String(ctPort), DB_SCHEMA: `${id}_ct` });
  procs.push(contacts);

  const { contracts } = loadContracts();
  const fd = createClient(contracts.funding.FundingService, `127.0.0.1:${fdPort}`, { defaultDeadlineMs: 30_000, idempotentMethods: [] });
  const ct = createClient(contracts.contacts.ContactsService, `127.0.0.1:${ctPort}`, { defaultDeadlineMs: 30_000, idempotentMethods: [] });
  const projects = Array.from({ length: PROJECTS }, () => randomUUID());
  for (const p of projects) await callUnary(fd, 'TopUpCredits', { project_id: p, amount_micros: 1_000_000_000_000, reference: '', note: 'bench' });
  const PN = '106540352242922';
  /** The HoldCredits request of one utility send to a closed window (both funding measurements). */
  const holdRequest = (projectId: string, sendKey: string) => ({
    project_id: projectId,
    send_key: sendKey,
    category: 'utility',
    window: 'closed',
    recipient: '15551234567',
    waba_id: '',
    phone_number_id: PN,
    waba_timezone: '',
  });

  // 1. funding.
  let turn = 0;
  const pair = async () => {
    const projectId = projects[turn++ % projects.length];
    const sendKey = `send:${randomUUID()}`;
    await callUnary(fd, 'HoldCredits', holdRequest(projectId, sendKey));
    await callUnary(fd, 'ConfirmCreditHold', { project_id: projectId, send_key: sendKey, message_id: `wamid.${randomUUID()}` });
  };
  const loop = async (f: () => Promise<void>, seconds: number) => {
    const end = performance.now() + seconds * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          await f();
          n++;
        }
      }),
    );
    return n;
  };
  await loop(pair, 2); // warm-up
  const f = await measure(admin, funding, `funding_${namespace}`, () => loop(pair, SECONDS));
  console.log(
    `funding, HoldCredits + ConfirmCreditHold, ${CONNECTIONS} callers ${SECONDS} s: ${(f.ops / f.secs).toFixed(0)} pairs/s; CPU per pair: funding ${(f.appMs * 1000).toFixed(0)} µs, its Postgres backends ${(f.pgMs * 1000).toFixed(0)} µs (box busy ${f.busy.toFixed(0)} %)`,
  );

  // 1b. funding, one caller: each call's latency (a lone send's share of funding).
  const lat = { hold: [] as number[], confirm: [] as number[] };
  for (let i = 0; i < SERIAL; i++) {
    const projectId = projects[i % projects.length];
    const sendKey = `send:${randomUUID()}`;
    const t0 = performance.now();
    await callUnary(fd, 'HoldCredits', holdRequest(projectId, sendKey));
    const t1 = performance.now();
    await callUnary(fd, 'ConfirmCreditHold', { project_id: projectId, send_key: sendKey, message_id: `wamid.${randomUUID()}` });
    const t2 = performance.now();
    lat.hold.push(t1 - t0);
    lat.confirm.push(t2 - t1);
  }
  const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))].toFixed(2);
  console.log(
    `funding, one caller, ${SERIAL} sends: HoldCredits p50 ${pct(lat.hold, 0.5)} ms, p99 ${pct(lat.hold, 0.99)} ms; ConfirmCreditHold p50 ${pct(lat.confirm, 0.5)} ms, p99 ${pct(lat.confirm, 0.99)} ms`,
  );

  // 2. contacts, the outbound record.
  const bus = await createBus({ url: infra.natsUrl, namespace });
  const TYPE = 'svc.messaging_proxy.v1.OutboundMessageSent';
  const recipients: Array<{ projectId: string; to: string }> = [];
  const publishAll = async (n: number, tag: string) => {
    for (let i = 0; i < n; i++) {
      const projectId = projects[i % projects.length];
      const to = `1555${String(1_000_000 + recipients.length).padStart(7, '0')}`;
      recipients.push({ projectId, to });
      const eventId = randomUUID();
      const wamid = `wamid.${tag}.${i}`;
      await bus.publish(
        'messaging_proxy.message.sent',
        encodeEvent(TYPE, {
          event_id: eventId,
          project_id: projectId,
          waba_id: '100',
          phone_number_id: PN,
          wamid,
          to,
          request_json: JSON.stringify({ messaging_product: 'whatsapp', to, type: 'template', template: { name: 'hello', language: { code: 'en' } } }),
          occurred_at: new Date().toISOString(),
        }),
        { msgId: eventId, headers: envelopeHeaders({ id: eventId, type: TYPE, occurredAt: new Date().toISOString(), projectId, headers: {} }) },
      );
    }
  };
  const stored = async () => Number((await admin(`${id}_ct.messages`).count({ n: '*' }))[0].n);
  await publishAll(200, 'warm');
  while ((await stored()) < 200) await new Promise((r) => setTimeout(r, 100));
  const c = await measure(admin, contacts, `contacts_${namespace}`, async () => {
    await publishAll(EVENTS, 'run');
    while ((await stored()) < 200 + EVENTS) await new Promise((r) => setTimeout(r, 50));
    return EVENTS;
  });
  console.log(
    `contacts, ${EVENTS} outbound records published at once: ${(c.ops / c.secs).toFixed(0)} records/s; CPU per record: contacts ${(c.appMs * 1000).toFixed(0)} µs, its Postgres backends ${(c.pgMs * 1000).toFixed(0)} µs (box busy ${c.busy.toFixed(0)} %)`,
  );
  await bus.close();

  // 3. contacts, the window read.
  let r = 0;
  const read = async () => {
    const x = recipients[(r += 7919) % recipients.length];
    await callUnary(ct, 'ListConversations', { project_id: x.projectId, phone_number_id: PN, phone_number: x.to, status: 'active', limit: 1 });
  };
  await loop(read, 1);
  const w = await measure(admin, contacts, `contacts_${namespace}`, () => loop(read, SECONDS));
  console.log(
    `contacts, ListConversations by recipient (${recipients.length} contacts), ${CONNECTIONS} callers ${SECONDS} s: ${(w.ops / w.secs).toFixed(0)} reads/s; CPU per read: contacts ${(w.appMs * 1000).toFixed(0)} µs, its Postgres backends ${(w.pgMs * 1000).toFixed(0)} µs (box busy ${w.busy.toFixed(0)} %)`,
  );

  for (const p of procs) await p.stop();
  await admin.raw(`DROP SCHEMA IF EXISTS "${id}_fd" CASCADE`);
  await admin.raw(`DROP SCHEMA IF EXISTS "${id}_ct" CASCADE`);
  await admin.destroy();
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const p of procs) await p.stop().catch(() => undefined);
    killAll();
    rmSync(dir, { recursive: true, force: true });
  });
