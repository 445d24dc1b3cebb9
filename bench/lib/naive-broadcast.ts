/**
 * The broadcast's floor (bench/broadcasts.ts, phase `floor`): the hops and durable writes the design fixes
 * for a broadcast send, written as directly as the stack allows, with none of the product:
 *
 *   engine (the broadcasts service's part): claims recipients from Postgres in pages (one UPDATE … FOR UPDATE
 *     SKIP LOCKED per page), takes the page's throughput from one shared Redis counter (one INCRBY per page,
 *     the least a limiter shared by replicas costs), sends each recipient over gRPC to the proxy (or
 *     NAIVE_BATCH recipients per call), records the outcomes in one UPDATE per batch of answers;
 *   proxy (messaging-proxy's part): forwards each body to the upstream with the number's token (keep-alive
 *     node:http), records the accepted sends in one multi-row INSERT per event-loop turn (a group commit)
 *     and publishes one JetStream event per accepted send after it, then answers the wamid;
 *   consumer (contacts' part): a JetStream consumer that records each batch of events in one INSERT.
 *
 * Nothing else: no opt-out check, no ownership or thread check, no classification or price, no outbox,
 * no per-recipient parameters, no pair limit, no retries; the gRPC messages are raw JSON bytes (no
 * protobuf). It shows what this stack carries for a broadcast on this machine, so the product's figure
 * can be read against it.
 *
 * With NAIVE_DESIGN=1 the proxy does the rest of the durable work the design asks of a send (the "design
 * floor", issue 40): the send's record before the forward (decision 0240; one multi-row INSERT per
 * event-loop turn), and after the upstream accepted, the record marked accepted with its event written to
 * an outbox in the same statement (one per turn), the outbox relayed to JetStream in batches (one DELETE …
 * RETURNING per batch) — instead of publishing straight after the insert. Still no checks, no price.
 *
 * Run by the bench as `tsx bench/lib/naive-broadcast.ts` with NAIVE_ROLE=engine|proxy|consumer and
 * DATABASE_URL, DB_SCHEMA, NATS_URL, NAIVE_NS; proxy: GRPC_PORT, UPSTREAM_BASE_URL, NAIVE_TOKENS (JSON file
 * { [phone_number_id]: token }), NAIVE_PROJECT; consumer: HTTP_PORT (a health port); engine: HTTP_PORT,
 * PROXY_ADDRESS, REDIS_URL, REDIS_PREFIX, NAIVE_PN, NAIVE_BATCH (recipients per gRPC call, default 1),
 * NAIVE_INFLIGHT (sends in flight, default 64). The engine starts sending at `POST /start` on its health
 * port and answers `GET /done` with `{ done, sent, failed }`.
 */
import { readFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import * as grpc from '@grpc/grpc-js';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, StorageType } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { outboxRelay, rawUnaryService, turnBatches } from './naive-parts';
import { createClient as createRedis } from 'redis';

const env = (k: string): string => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is required`);
  return v;
};
const schema = (): string => `"${env('DB_SCHEMA')}"`;
/** One unary method whose messages are JSON bytes. */
const SERVICE = rawUnaryService('send', '/naive.Proxy/Send');

interface SendItem {
  seq: number;
  to: string;
  body: string;
}
interface SendAnswer {
  seq: number;
  status: number;
  wamid?: string;
}

/** Creates the floor's tables (idempotent); the bench seeds `naive_recipients`. */
export async function createTables(query: (sql: string) => Promise<unknown>, s: string): Promise<void> {
  await query(`create schema if not exists ${s}`);
  await query(
    `create table if not exists ${s}.naive_recipients (seq bigint primary key, phone text not null, status text not null, wamid text, updated_at timestamptz)`,
  );
  await query(`create index if not exists naive_recipients_status on ${s}.naive_recipients (status, seq)`);
  await query(
    `create table if not exists ${s}.naive_outbound (wamid text primary key, project_id uuid not null, phone_number_id text not null, recipient text not null, body jsonb not null, created_at timestamptz not null)`,
  );
  await query(
    `create table if not exists ${s}.naive_sends (send_key text primary key, phone_number_id text not null, recipient text not null, body jsonb not null, state text not null, wamid text, created_at timestamptz not null, updated_at timestamptz not null)`,
  );
  await query(`create table if not exists ${s}.naive_outbox (id bigserial primary key, subject text not null, msg_id text not null, payload bytea not null)`);
  await query(
    `create table if not exists ${s}.naive_messages (wamid text primary key, project_id uuid not null, recipient text not null, direction text not null, created_at timestamptz not null)`,
  );
}

function post(agent: Agent, url: URL, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const buf = Buffer.from(body);
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-length': String(buf.length) },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(buf);
  });
}

async function proxyProcess(): Promise<void> {
  const tokens = new Map(Object.entries(JSON.parse(readFileSync(env('NAIVE_TOKENS'), 'utf8')) as Record<string, string>));
  const upstream = env('UPSTREAM_BASE_URL');
  const project = env('NAIVE_PROJECT');
  const ns = env('NAIVE_NS');
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 4 });
  const s = schema();
  await createTables((q) => pool.query(q), s);
  const nc = await connect({ servers: env('NATS_URL'), noAsyncTraces: true });
  const js = jetstream(nc);

  // The group commit: every accepted send of one event-loop turn in one INSERT, then its events.
  const record = turnBatches<{ wamid: string; pn: string; to: string; body: string }>(async (rows) => {
    await pool.query({
      name: 'outbound',
      text: `insert into ${s}.naive_outbound (wamid, project_id, phone_number_id, recipient, body, created_at)
             select w, $2, p, t, b::jsonb, now() from unnest($1::text[], $3::text[], $4::text[], $5::text[]) as x(w, p, t, b)`,
      values: [rows.map((r) => r.wamid), project, rows.map((r) => r.pn), rows.map((r) => r.to), rows.map((r) => r.body)],
    });
    await Promise.all(rows.map((r) => js.publish(`${ns}.naive.sent`, JSON.stringify({ wamid: r.wamid, project_id: project, to: r.to }), { msgID: r.wamid })));
  });

  // The design floor (NAIVE_DESIGN=1): the record before the forward and the accepted record with its outbox
  // event, each one statement per event-loop turn, and the outbox relayed in batches.
  const design = process.env.NAIVE_DESIGN === '1';
  const forwarding = turnBatches<{ key: string; pn: string; to: string; body: string }>((rows) =>
    pool.query({
      name: 'forwarding',
      text: `insert into ${s}.naive_sends (send_key, phone_number_id, recipient, body, state, created_at, updated_at)
             select k, p, t, b::jsonb, 'forwarding', now(), now() from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as x(k, p, t, b)`,
      values: [rows.map((r) => r.key), rows.map((r) => r.pn), rows.map((r) => r.to), rows.map((r) => r.body)],
    }),
  );
  const relaySoon = outboxRelay(
    async () =>
      (
        await pool.query<{ subject: string; msg_id: string; payload: Buffer }>({
          name: 'take',
          text: `delete from ${s}.naive_outbox where id in (select id from ${s}.naive_outbox order by id limit 256 for update skip locked) returning subject, msg_id, payload`,
        })
      ).rows,
    (rows) => Promise.all(rows.map((r) => js.publish(r.subject, r.payload, { msgID: r.msg_id }))),
    256,
  );
  const acceptedRecord = turnBatches<{ key: string; wamid: string; to: string }>(async (rows) => {
    await pool.query({
      name: 'accepted',
      text: `with u as (update ${s}.naive_sends n set state = 'accepted', wamid = x.w, updated_at = now()
                         from unnest($1::text[], $2::text[]) as x(k, w) where n.send_key = x.k and n.state <> 'accepted' returning n.wamid, n.recipient)
             insert into ${s}.naive_outbox (subject, msg_id, payload)
             select $3, u.wamid, convert_to(json_build_object('wamid', u.wamid, 'project_id', $4::text, 'to', u.recipient)::text, 'UTF8') from u`,
      values: [rows.map((r) => r.key), rows.map((r) => r.wamid), `${ns}.naive.sent`, project],
    });
    relaySoon();
  });

  const sendOne = async (pn: string, token: string, item: SendItem): Promise<SendAnswer> => {
    const key = `${pn}:${item.seq}:${item.to}`;
    if (design) await forwarding({ key, pn, to: item.to, body: item.body });
    const answer = await post(agent, new URL(`${upstream}/v24.0/${pn}/messages`), token, item.body);
    if (answer.status !== 200) return { seq: item.seq, status: answer.status };
    const wamid = (JSON.parse(answer.text) as { messages: Array<{ id: string }> }).messages[0].id;
    if (design) await acceptedRecord({ key, wamid, to: item.to });
    else await record({ wamid, pn, to: item.to, body: item.body });
    return { seq: item.seq, status: 200, wamid };
  };
  const server = new grpc.Server();
  server.addService(SERVICE as unknown as grpc.ServiceDefinition, {
    send: (call: grpc.ServerUnaryCall<Buffer, Buffer>, cb: grpc.sendUnaryData<Buffer>) => {
      const req = JSON.parse(call.request.toString('utf8')) as { pn: string; items: SendItem[] };
      const token = tokens.get(req.pn);
      if (!token) return cb({ code: grpc.status.NOT_FOUND, message: 'phone number not found' });
      Promise.all(req.items.map((i) => sendOne(req.pn, token, i))).then(
        (answers) => cb(null, Buffer.from(JSON.stringify(answers))),
        (err: Error) => cb({ code: grpc.status.INTERNAL, message: err.message }),
      );
    },
  });
  await new Promise<void>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${env('GRPC_PORT')}`, grpc.ServerCredentials.createInsecure(), (err) => (err ? reject(err) : resolve())),
  );
  process.on('SIGTERM', () => server.tryShutdown(() => void Promise.all([pool.end(), nc.close()]).finally(() => process.exit(0))));
}

async function consumerProcess(): Promise<void> {
  const ns = env('NAIVE_NS');
  const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 2 });
  const s = schema();
  await createTables((q) => pool.query(q), s);
  const nc = await connect({ servers: env('NATS_URL'), noAsyncTraces: true });
  const jsm = await jetstreamManager(nc);
  const stream = `${ns}_NAIVE`;
  await jsm.streams.add({ name: stream, subjects: [`${ns}.naive.>`], storage: StorageType.File, duplicate_window: 120_000_000_000 }).catch(async () => {
    await jsm.streams.info(stream);
  });
  await jsm.consumers.add(stream, { durable_name: 'contacts', ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, max_ack_pending: 10_000 });
  const consumer = await jetstream(nc).consumers.get(stream, 'contacts');
  const messages = await consumer.consume({ max_messages: 1000 });
  const health = createServer((_req, res) => res.end('ok')).listen(Number(env('HTTP_PORT')), '127.0.0.1');
  process.on('SIGTERM', () => health.close(() => void Promise.all([pool.end(), nc.close()]).finally(() => process.exit(0))));
  // One INSERT per batch: whatever arrived while the previous batch was written; each event acked after it.
  const add = turnBatches<{ wamid: string; project_id: string; to: string }>((rows) =>
    pool.query({
      name: 'messages',
      text: `insert into ${s}.naive_messages (wamid, project_id, recipient, direction, created_at)
             select w, p::uuid, t, 'outbound', now() from unnest($1::text[], $2::text[], $3::text[]) as x(w, p, t) on conflict do nothing`,
      values: [rows.map((r) => r.wamid), rows.map((r) => r.project_id), rows.map((r) => r.to)],
    }),
  );
  for await (const m of messages)
    add(m.json()).then(
      () => m.ack(),
      (err: unknown) => console.error('consumer', err),
    );
}

async function engineProcess(): Promise<void> {
  const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 4 });
  const s = schema();
  const redis = createRedis({ url: env('REDIS_URL') });
  await redis.connect();
  const limiterKey = `${env('REDIS_PREFIX')}:naive:throughput`;
  const pn = env('NAIVE_PN');
  const batchSize = Number(process.env.NAIVE_BATCH ?? 1);
  // NAIVE_INFLIGHT counts sends: calls in flight = sends in flight / sends per call.
  const inflightMax = Math.max(1, Math.ceil(Number(process.env.NAIVE_INFLIGHT ?? 64) / batchSize));
  const Client = grpc.makeGenericClientConstructor(SERVICE as unknown as grpc.ServiceDefinition, 'Proxy');
  const client = new Client(env('PROXY_ADDRESS'), grpc.credentials.createInsecure()) as unknown as {
    send(req: Buffer, cb: (err: grpc.ServiceError | null, res?: Buffer) => void): void;
  };
  const call = (items: SendItem[]): Promise<SendAnswer[]> =>
    new Promise((resolve, reject) =>
      client.send(Buffer.from(JSON.stringify({ pn, items })), (err, res) => (err ? reject(err) : resolve(JSON.parse(res!.toString('utf8')) as SendAnswer[]))),
    );
  const state = { done: false, sent: 0, failed: 0 };

  // Outcomes: one UPDATE for every answer that arrived while the previous one was written.
  let outcomes: SendAnswer[] = [];
  let recording: Promise<void> = Promise.resolve();
  const recordOutcomes = (): Promise<void> => {
    recording = recording.then(async () => {
      if (outcomes.length === 0) return;
      const rows = outcomes;
      outcomes = [];
      await pool.query({
        name: 'outcomes',
        text: `update ${s}.naive_recipients r set status = x.st, wamid = x.w, updated_at = now()
               from unnest($1::bigint[], $2::text[], $3::text[]) as x(q, st, w) where r.seq = x.q`,
        values: [rows.map((o) => o.seq), rows.map((o) => (o.status === 200 ? 'sent' : 'failed')), rows.map((o) => o.wamid ?? null)],
      });
    });
    return recording;
  };

  const run = async (): Promise<void> => {
    let inflight = 0;
    let wake: (() => void) | undefined;
    const settle = () => {
      inflight -= 1;
      wake?.();
      wake = undefined;
    };
    for (;;) {
      const { rows } = await pool.query<{ seq: string; phone: string }>({
        name: 'claim',
        text: `update ${s}.naive_recipients set status = 'sending', updated_at = now() where seq in (
                 select seq from ${s}.naive_recipients where status = 'pending' order by seq limit 200 for update skip locked)
               returning seq, phone`,
      });
      if (rows.length === 0) break;
      await redis.incrBy(limiterKey, rows.length);
      for (let i = 0; i < rows.length; i += batchSize) {
        while (inflight >= inflightMax) await new Promise<void>((r) => (wake = r));
        const items = rows.slice(i, i + batchSize).map((r) => ({
          seq: Number(r.seq),
          to: r.phone,
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            to: r.phone,
            type: 'template',
            template: { name: 'bench_promo', language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'friend' }] }] },
            biz_opaque_callback_data: `b:${r.seq}`,
          }),
        }));
        inflight += 1;
        call(items)
          .then(
            (answers) => {
              for (const a of answers) {
                if (a.status === 200) state.sent++;
                else state.failed++;
                outcomes.push(a);
              }
            },
            () => {
              state.failed += items.length;
              for (const i of items) outcomes.push({ seq: i.seq, status: 0 });
            },
          )
          .then(() => {
            if (outcomes.length > 0) void recordOutcomes();
            settle();
          });
      }
    }
    while (inflight > 0) await new Promise<void>((r) => (wake = r));
    await recordOutcomes();
    state.done = true;
  };
  const health = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/start') {
      run().catch((err) => {
        console.error(err);
        process.exit(1);
      });
      return void res.end('{}');
    }
    res.setHeader('content-type', 'application/json').end(JSON.stringify(state));
  }).listen(Number(env('HTTP_PORT')), '127.0.0.1');
  process.on('SIGTERM', () => health.close(() => void Promise.all([pool.end(), redis.close()]).finally(() => process.exit(0))));
}

const role = process.env.NAIVE_ROLE;
const main = role === 'proxy' ? proxyProcess : role === 'consumer' ? consumerProcess : role === 'engine' ? engineProcess : undefined;
if (main)
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
