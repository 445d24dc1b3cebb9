/**
 * Workflow executions benchmark (issue 19). Not part of the test suite: `npx tsx bench/workflows.ts`.
 *
 * Runs workflows-agent as a child process (its production bundle, built first; BENCH_RUNTIME=tsx runs the
 * sources) on the real Postgres and NATS, with messaging-proxy
 * replaced by a gRPC fake in this process (it accepts every SendMessage at once and records when each
 * send was forwarded, so the figure is the engine's, not the upstream's). One active workflow:
 * start → send "q" → wait for a reply → send "ack {{vars.r}}" → wait … (BENCH_ROUNDS replies).
 * Prints:
 *  (start) BENCH_CONVERSATIONS (200) executions started at once through StartWorkflowExecution:
 *          executions started per second (accepted starts / wall time) and the time from the start
 *          call to the first send forwarded (p50/p95/p99);
 *  (step)  for each round, every conversation replies at once (contacts' messaging.message.received
 *          published on the CONTACTS stream, as contacts does): step latency = inbound published →
 *          the next send forwarded, p50/p95/p99 over all conversations and rounds (target p99 ≤ 300 ms).
 *          A burst of N replies at once: its tail is N steps' work queued on the box's cores.
 *  (paced) for BENCH_PACED_SECONDS (30) the same N conversations each reply after a think time
 *          (uniform BENCH_THINK_MIN..BENCH_THINK_MAX, 2-8 s: N/5 steps/s): the same step latency when the
 *          conversations are concurrent but their replies are not simultaneous.
 * Load-independent figures beside the latencies: CPU ms of the workflows-agent process per start and per
 * step, and Postgres statements and transactions per start and per step (counted by a proxy in front of
 * Postgres, `lib/pg-count-proxy.ts`; the idle background — timer sweeps, outbox polls — is measured
 * alone and given separately). BENCH_CPU_PROF_DIR: a `--cpu-prof` profile of workflows-agent is written
 * there (`npx tsx bench/profile-top.ts <dir> --by=fn`).
 * TEST_DATABASE_URL / TEST_NATS_URL (loopback defaults). Drops its schema and stops its process at the end
 * (its JetStream streams stay under their own namespace, like the test suite's).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import knex from 'knex';
import { createBus, envelopeHeaders } from '@platform/bus';
import { encodeEvent, fromStruct, loadContracts, toStruct, type messagingProxy, type workflowsAgent } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { testInfra, uniqueName } from '@platform/testing';
import { startPgCountProxy, type PgCounts } from './lib/pg-count-proxy';
import { freePort, killAll, ROOT, startProc, waitQuiet, type Runtime } from './lib/procs';

const N = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** (paced) phase: seconds, and each conversation's think time before a reply (uniform, seconds). */
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 30);
const THINK_MIN = Number(process.env.BENCH_THINK_MIN ?? 2);
const THINK_MAX = Number(process.env.BENCH_THINK_MAX ?? 8);
const RUNTIME: Runtime = process.env.BENCH_RUNTIME === 'tsx' ? 'tsx' : 'dist';
const PROF_DIR = process.env.BENCH_CPU_PROF_DIR;
const NUMBER = '106540352242922';
const infra = testInfra();
const id = uniqueName('bench_wf').replace(/[^a-z0-9_]/g, '_');
const namespace = id.replace(/_/g, '');
const project = randomUUID();
const { contracts } = loadContracts();

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
}
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(0)} ms, p95 ${pct(xs, 95).toFixed(0)} ms, p99 ${pct(xs, 99).toFixed(0)} ms (n=${xs.length})`;

/** messaging-proxy at its gRPC contract: accepts every send, records (to, text, time). */
async function fakeProxy(onSend: (to: string, text: string, at: number) => void): Promise<{ address: string; close(): void }> {
  const server = new grpc.Server();
  let seq = 0;
  const impl: Partial<messagingProxy.MessagingProxyServiceHandlers> = {
    SendMessage(call, cb) {
      const m = fromStruct(call.request.message) as { to?: string; text?: { body?: string } };
      onSend(String(m.to), String(m.text?.body ?? ''), performance.now());
      const wamid = `wamid.bench.${++seq}`;
      cb(null, {
        accepted: true,
        wamid,
        http_status: 200,
        code: '',
        body: toStruct({ messages: [{ id: wamid }] }),
        upstream_error_code: 0,
        retry_after_seconds: 0,
      });
    },
  };
  server.addService(contracts.messagingProxy.MessagingProxyService.service, impl as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((ok, fail) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? fail(e) : ok(p))),
  );
  return { address: `127.0.0.1:${port}`, close: () => server.forceShutdown() };
}

/** CPU of the app and statements sent, per operation, since `a` (Postgres' own CPU is not attributable on a shared server). */
function costSince(a: Snapshot, b: Snapshot, per: number): string {
  return (
    `workflows-agent CPU ${(((b.app - a.app) / per) * 1000).toFixed(2)} ms, ` +
    `${((b.q.statements - a.q.statements) / per).toFixed(1)} statements in ${((b.q.transactions - a.q.transactions) / per).toFixed(2)} transactions`
  );
}
interface Snapshot {
  app: number;
  q: PgCounts;
  at: number;
}

async function main(): Promise<void> {
  const busy = await waitQuiet(15, 60_000, (b) => console.log(`waiting for a quieter machine (busy ${b.toFixed(0)} %)...`));
  console.log(
    `machine busy before start: ${busy.toFixed(0)} %, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (2 cores shared with other helpers)`,
  );
  if (RUNTIME === 'dist') {
    execFileSync(process.execPath, [join(ROOT, 'tools/build-app.mjs'), 'workflows-agent'], { cwd: ROOT, stdio: 'inherit' });
    console.log('runtime: production bundle (node apps/workflows-agent/dist/main.js), built just now');
  } else console.log('runtime: sources under tsx');
  const pgProxy = await startPgCountProxy(infra.databaseUrl);
  /** Forward times per contact, in order. */
  const sends = new Map<string, { text: string; at: number }[]>();
  const waiters = new Map<string, { count: number; resolve: (at: number) => void }>();
  const proxy = await fakeProxy((to, text, at) => {
    const list = sends.get(to) ?? [];
    list.push({ text, at });
    sends.set(to, list);
    const w = waiters.get(to);
    if (w && list.length >= w.count) {
      waiters.delete(to);
      w.resolve(at);
    }
  });
  /** Resolves with the forward time of the contact's `count`-th send. */
  const nthSend = (to: string, count: number) =>
    new Promise<number>((resolve, reject) => {
      const have = sends.get(to) ?? [];
      if (have.length >= count) return resolve(have[count - 1]!.at);
      const timer = setTimeout(() => reject(new Error(`no send #${count} to ${to} within 60 s`)), 60_000);
      waiters.set(to, {
        count,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      });
    });

  const port = await freePort();
  const env = {
    DATABASE_URL: pgProxy.url,
    NATS_URL: infra.natsUrl,
    REDIS_URL: infra.redisUrl,
    DB_SCHEMA: id,
    BUS_NAMESPACE: namespace,
    GRPC_PORT: String(port),
    GRPC_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    OTEL_SDK_DISABLED: 'true',
    MESSAGING_PROXY_GRPC_ADDRESS: proxy.address,
    AGENT_RUN_CONCURRENCY: '0',
  };
  const wa = await startProc('workflows-agent', 'apps/workflows-agent/src/main.ts', port, env, {
    runtime: RUNTIME,
    nodeArgs: PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROF_DIR}`] : [],
  });
  const snap = (): Snapshot => ({ app: wa.cpuSeconds(), q: pgProxy.counts(), at: performance.now() });
  const sql = knex({ client: 'pg', connection: infra.databaseUrl, searchPath: [id], pool: { min: 0, max: 2 } });
  const bus = await createBus({ url: infra.natsUrl, namespace });
  const client: workflowsAgent.WorkflowsAgentServiceClient = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${port}`, {
    defaultDeadlineMs: 30_000,
    idempotentMethods: [],
  });
  try {
    await bus.ensureStream({ name: 'CONTACTS', subjects: ['contacts.>'] });
    const wf = randomUUID();
    const node = (nid: string, type: string, config: Record<string, unknown> = {}) => ({
      id: nid,
      position: { x: 0, y: 0 },
      data: { node_type: type, config },
    });
    const now = new Date();
    await sql('workflows').insert({
      id: wf,
      project_id: project,
      name: 'bench',
      status: 'active',
      lock_version: 1,
      definition: JSON.stringify({
        nodes: [
          node('start', 'start'),
          node('q', 'send_text', { message: 'q' }),
          node('wait', 'wait_for_response', { save_response_to: 'r' }),
          node('ack', 'send_text', { message: 'ack {{vars.r}}' }),
        ],
        edges: [
          { source: 'start', target: 'q', label: 'next' },
          { source: 'q', target: 'wait', label: 'next' },
          { source: 'wait', target: 'ack', label: 'next' },
          { source: 'ack', target: 'wait', label: 'next' },
        ],
      }),
      created_at: now,
      updated_at: now,
    });
    const phones = Array.from({ length: N }, (_, i) => `1555${String(i).padStart(7, '0')}`);

    // (start) N executions at once.
    const s0 = snap();
    const t0 = performance.now();
    const startedAt = new Map<string, number>();
    const ids = await Promise.all(
      phones.map(async (phone) => {
        startedAt.set(phone, performance.now());
        const r = await callUnary(client, 'StartWorkflowExecution', { project_id: project, workflow_id: wf, phone_number: phone, phone_number_id: NUMBER });
        return r.execution!.id;
      }),
    );
    const startWall = (performance.now() - t0) / 1000;
    await Promise.all(phones.map((p) => nthSend(p, 1)));
    const firstSend = phones.map((p) => sends.get(p)![0]!.at - startedAt.get(p)!);
    console.log(`(start) ${ids.length} executions started in ${startWall.toFixed(2)} s: ${(ids.length / startWall).toFixed(0)} executions/s`);
    console.log(`(start) start call → first send forwarded: ${fmt(firstSend)}`);
    // Every execution waits before the replies begin.
    for (;;) {
      const [{ n }] = await sql('workflow_executions').where({ workflow_id: wf, status: 'waiting' }).count({ n: '*' });
      if (Number(n) === N) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // Backstop work items and the relay settle, then the idle background alone (sweeps, polls).
    await new Promise((r) => setTimeout(r, 2000));
    const s1 = snap();
    console.log(`(start) cost per start (incl. reaching the first wait): ${costSince(s0, s1, N)}`);
    await new Promise((r) => setTimeout(r, 3000));
    const s2 = snap();
    const idleSeconds = (s2.at - s1.at) / 1000;
    const idlePerSecond = (s2.q.statements - s1.q.statements) / idleSeconds;
    console.log(
      `(idle) background: ${idlePerSecond.toFixed(1)} statements/s, workflows-agent CPU ${(((s2.app - s1.app) / idleSeconds) * 1000).toFixed(1)} ms/s`,
    );

    /** contacts' messaging.message.received for the contact, as contacts publishes it; resolves with the publish time. */
    const reply = async (phone: string, text: string): Promise<number> => {
      const eventId = randomUUID();
      const fields = {
        message: { id: `wamid.in.${eventId}`, type: 'text', text: { body: text }, svc: { direction: 'inbound', content: text } },
        conversation: { id: null, phone_number: phone, phone_number_id: NUMBER },
        phone_number_id: NUMBER,
      };
      const type = 'svc.contacts.v1.CustomerEvent';
      const at = new Date().toISOString();
      const sent = performance.now();
      await bus.publish(
        'contacts.customer_event.created',
        encodeEvent(type, {
          event_id: eventId,
          project_id: project,
          name: 'messaging.message.received',
          fields_json: JSON.stringify(fields),
          phone_number_ids: [NUMBER],
          occurred_at: at,
        }),
        { msgId: eventId, headers: envelopeHeaders({ id: eventId, type, occurredAt: at, projectId: project, headers: {} }) },
      );
      return sent;
    };

    // (step) rounds of replies from every conversation at once.
    const latencies: number[] = [];
    const s3 = snap();
    for (let round = 1; round <= ROUNDS; round++) {
      await Promise.all(
        phones.map(async (phone) => {
          const sent = await reply(phone, `r${round}`);
          latencies.push((await nthSend(phone, round + 1)) - sent);
        }),
      );
      // The next round starts when every execution waits again.
      for (;;) {
        const [{ n }] = await sql('workflow_executions').where({ workflow_id: wf, status: 'waiting' }).count({ n: '*' });
        if (Number(n) === N) break;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    // Backstop items of the last round settle (counted: they are part of a step's cost).
    await new Promise((r) => setTimeout(r, 2000));
    const s4 = snap();
    const steps = N * ROUNDS;
    const stepSeconds = (s4.at - s3.at) / 1000;
    console.log(`(step) cost per step: ${costSince(s3, s4, steps)}`);
    console.log(
      `(step) of which idle background over the phase (${stepSeconds.toFixed(1)} s): ${((idlePerSecond * stepSeconds) / steps).toFixed(2)} statements per step`,
    );
    console.log(`(step) inbound → next send forwarded, ${N} concurrent conversations × ${ROUNDS} rounds: ${fmt(latencies)} (target p99 ≤ 300 ms)`);

    // (paced) the same conversations, each replying after a think time (uniform THINK_MIN..THINK_MAX s).
    const expected = new Map(phones.map((p) => [p, ROUNDS + 1]));
    const paced: number[] = [];
    const s5 = snap();
    const end = performance.now() + PACED_SECONDS * 1000;
    await Promise.all(
      phones.map(async (phone) => {
        for (;;) {
          await new Promise((r) => setTimeout(r, (THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)) * 1000));
          if (performance.now() >= end) return;
          const n = expected.get(phone)! + 1;
          expected.set(phone, n);
          const sent = await reply(phone, `p${n}`);
          paced.push((await nthSend(phone, n)) - sent);
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 2000));
    const s6 = snap();
    if (paced.length) {
      const rate = paced.length / ((s6.at - s5.at - 2000) / 1000);
      console.log(
        `(paced) inbound → next send forwarded, ${N} concurrent conversations replying after ${THINK_MIN}-${THINK_MAX} s (${rate.toFixed(0)} steps/s): ${fmt(paced)} (target p99 ≤ 300 ms)`,
      );
      console.log(`(paced) cost per step (incl. idle background): ${costSince(s5, s6, paced.length)}`);
    }
    const wrong = phones.filter((p) => (sends.get(p) ?? []).length !== expected.get(p)).length;
    console.log(`conversations with a send missing or repeated: ${wrong} (target 0)`);
  } finally {
    client.close();
    await bus.close();
    await wa.stop();
    await sql.raw('drop schema if exists ?? cascade', [id]);
    await sql.destroy();
    proxy.close();
    await pgProxy.close();
  }
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    killAll();
    process.exit(1);
  });
