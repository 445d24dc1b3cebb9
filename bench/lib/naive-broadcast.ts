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
 * With NAIVE_DESIGN=features (the "features floor"), the design floor also writes the rows the spec's features ask of
 * a broadcast send, into copies of the product's own tables (their columns, constraints, indexes and foreign keys:
 * {@link createFeatureTables}), each kind as one set-based statement per batch, nothing read twice:
 *   engine: the opt-out read (spec: never sent to an opted-out contact), one SELECT per page of recipients
 *     (the product asks contacts per recipient);
 *   proxy: the upstream call's log row (`external_api_logs`: GET /external_api_logs, log search; decision 0250),
 *     in the statement that marks the sends accepted;
 *   consumer (contacts' part, the inbox and webhooks): per batch of events, one statement that records each
 *     event once (`processed_events`), finds or creates the contact and its number, opens or counts the
 *     conversation, stores the outbound message, and writes `messaging.conversation.created` (a new conversation)
 *     and `messaging.message.sent` to contacts' outbox, relayed to JetStream in batches.
 * Still no thread or window check, no price, no per-recipient parameters, no retries: a floor under the product.
 *
 * Run by the bench as `tsx bench/lib/naive-broadcast.ts` with NAIVE_ROLE=engine|proxy|consumer and
 * DATABASE_URL, DB_SCHEMA, NATS_URL, NAIVE_NS, NAIVE_DESIGN (`0`, `1` or `features`; each mode publishes and
 * consumes its own subject, so the modes' processes can run side by side); proxy: GRPC_PORT, UPSTREAM_BASE_URL, NAIVE_TOKENS (JSON file
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
/** The status of an answer never sent: the recipient opted out (features floor). */
const SKIPPED = -1;
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

/** The floor's mode (NAIVE_DESIGN): the floor, the design floor, or the design floor with the features' rows. */
type Mode = 'floor' | 'design' | 'features';
const modeOf = (v: string | undefined): Mode => (v === 'features' ? 'features' : v === '1' ? 'design' : 'floor');
/** The subject the proxy of a mode publishes its sends to, and the consumer of that mode reads. */
const sentSubject = (ns: string, mode: Mode): string => `${ns}.naive.sent.${mode}`;

/** Tables copied from messaging-proxy's schema, and from contacts', for the features floor. */
const FEATURE_TABLES = {
  mp: ['external_api_logs'],
  contacts: ['contacts', 'marketing_preferences', 'contact_numbers', 'conversations', 'messages', 'processed_events', 'outbox'],
};

/**
 * Creates the features floor's tables in schema `s` as copies of the product's (`LIKE … INCLUDING ALL`: columns,
 * defaults, constraints, indexes), with the foreign keys the product's tables have between them (LIKE leaves them out).
 * `mp` and `contacts` are the product's migrated schemas. Idempotent.
 */
export async function createFeatureTables(query: (sql: string) => Promise<unknown>, s: string, mp: string, contacts: string): Promise<void> {
  for (const [from, tables] of [
    [mp, FEATURE_TABLES.mp],
    [contacts, FEATURE_TABLES.contacts],
  ] as const)
    for (const t of tables) await query(`create table if not exists ${s}.${t} (like ${from}.${t} including all)`);
  const fks: Array<[string, string, string]> = [
    ['marketing_preferences', 'contact_id', 'contacts'],
    ['contact_numbers', 'contact_id', 'contacts'],
    ['conversations', 'contact_id', 'contacts'],
    ['messages', 'conversation_id', 'conversations'],
    ['messages', 'contact_id', 'contacts'],
  ];
  for (const [table, column, parent] of fks) {
    const name = `${table}_${column}_fk`;
    await query(
      `do $$ begin if not exists (select 1 from pg_constraint where conname = '${name}' and connamespace = '${s.replace(/"/g, '')}'::regnamespace) then
         alter table ${s}.${table} add constraint ${name} foreign key (${column}) references ${s}.${parent} (id) on delete cascade; end if; end $$`,
    );
  }
}

/**
 * An outbox `table` relayed to JetStream in batches of 256: each batch taken in order of `order` with one
 * `DELETE … RETURNING`, each row published with `msgIdColumn` as its de-duplication id.
 */
function tableRelay(pool: pg.Pool, js: ReturnType<typeof jetstream>, table: string, order: string, msgIdColumn: string): () => void {
  return outboxRelay(
    async () =>
      (
        await pool.query<{ subject: string; msg_id: string; payload: Buffer }>({
          name: `take ${table}`,
          text: `delete from ${table} where ${order} in (select ${order} from ${table} order by ${order} limit 256 for update skip locked)
                 returning subject, ${msgIdColumn} as msg_id, payload`,
        })
      ).rows,
    (rows) => Promise.all(rows.map((r) => js.publish(r.subject, r.payload, { msgID: r.msg_id }))),
    256,
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
  const mode = modeOf(process.env.NAIVE_DESIGN);
  const subject = sentSubject(ns, mode);
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
    await Promise.all(rows.map((r) => js.publish(subject, JSON.stringify({ wamid: r.wamid, project_id: project, to: r.to, pn: r.pn }), { msgID: r.wamid })));
  });

  // The design floor (NAIVE_DESIGN=1): the record before the forward and the accepted record with its outbox
  // event, each one statement per event-loop turn, and the outbox relayed in batches.
  const design = mode !== 'floor';
  const forwarding = turnBatches<{ key: string; pn: string; to: string; body: string }>((rows) =>
    pool.query({
      name: 'forwarding',
      text: `insert into ${s}.naive_sends (send_key, phone_number_id, recipient, body, state, created_at, updated_at)
             select k, p, t, b::jsonb, 'forwarding', now(), now() from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as x(k, p, t, b)`,
      values: [rows.map((r) => r.key), rows.map((r) => r.pn), rows.map((r) => r.to), rows.map((r) => r.body)],
    }),
  );
  const relaySoon = tableRelay(pool, js, `${s}.naive_outbox`, 'id', 'msg_id');
  // The features floor also writes the upstream call's log row (external_api_logs) in the same statement.
  const callLog =
    mode === 'features'
      ? `, l as (insert into ${s}.external_api_logs (id, project_id, method, path, status, duration_ms, phone_number_id, created_at)
                 select gen_random_uuid(), $4::uuid, 'POST', '/' || x.p || '/messages', 200, x.d, x.p, now() from unnest($5::text[], $6::int[]) as x(p, d))`
      : '';
  const acceptedRecord = turnBatches<{ key: string; wamid: string; to: string; pn: string; ms: number }>(async (rows) => {
    await pool.query({
      name: 'accepted',
      text: `with u as (update ${s}.naive_sends n set state = 'accepted', wamid = x.w, updated_at = now()
                         from unnest($1::text[], $2::text[]) as x(k, w) where n.send_key = x.k and n.state <> 'accepted' returning n.wamid, n.recipient, n.phone_number_id)${callLog}
             insert into ${s}.naive_outbox (subject, msg_id, payload)
             select $3, u.wamid, convert_to(json_build_object('wamid', u.wamid, 'project_id', $4::text, 'to', u.recipient, 'pn', u.phone_number_id)::text, 'UTF8') from u`,
      values: [
        rows.map((r) => r.key),
        rows.map((r) => r.wamid),
        subject,
        project,
        ...(mode === 'features' ? [rows.map((r) => r.pn), rows.map((r) => r.ms)] : []),
      ],
    });
    relaySoon();
  });

  const sendOne = async (pn: string, token: string, item: SendItem): Promise<SendAnswer> => {
    const key = `${pn}:${item.seq}:${item.to}`;
    if (design) await forwarding({ key, pn, to: item.to, body: item.body });
    const started = performance.now();
    const answer = await post(agent, new URL(`${upstream}/v24.0/${pn}/messages`), token, item.body);
    if (answer.status !== 200) return { seq: item.seq, status: answer.status };
    const wamid = (JSON.parse(answer.text) as { messages: Array<{ id: string }> }).messages[0].id;
    if (design) await acceptedRecord({ key, wamid, to: item.to, pn, ms: Math.round(performance.now() - started) });
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

/**
 * The features floor's recording of a batch of sent events as contacts keeps them (the inbox, webhooks), in one
 * statement: each event once per consumer, the contact found or created and its number, the conversation opened
 * (its counts at one) or counted, the message stored, and its events in the outbox.
 */
function featuresRecording(s: string): string {
  return `with ev as (select * from unnest($1::text[], $2::text[], $3::text[]) as x(w, t, pn)),
    fresh as (insert into ${s}.processed_events (consumer, event_id) select 'contacts', w from ev on conflict do nothing returning event_id),
    e as (select ev.* from ev join fresh on fresh.event_id = ev.w),
    c as (insert into ${s}.contacts (id, project_id, phone_number, created_at, updated_at)
          select gen_random_uuid(), $4::uuid, t, now(), now() from e
          on conflict (project_id, phone_number) do update set updated_at = excluded.updated_at returning id, phone_number),
    ec as (select e.*, c.id as contact_id from e join c on c.phone_number = e.t),
    n as (insert into ${s}.contact_numbers (contact_id, project_id, phone_number_id, last_seen_at)
          select contact_id, $4::uuid, pn, now() from ec
          on conflict (contact_id, phone_number_id) do update set last_seen_at = excluded.last_seen_at),
    cv as (insert into ${s}.conversations (id, project_id, phone_number_id, contact_id, status, last_active_at, last_outbound_at, messages_count,
                outbound_count, last_message_type, last_message_at, last_message_direction, created_at, updated_at)
          select gen_random_uuid(), $4::uuid, pn, contact_id, 'active', now(), now(), 1, 1, 'template', now(), 'outbound', now(), now() from ec
          on conflict (project_id, phone_number_id, contact_id) where status = 'active' do update set
            messages_count = ${s}.conversations.messages_count + 1, outbound_count = ${s}.conversations.outbound_count + 1,
            last_active_at = excluded.last_active_at, last_outbound_at = excluded.last_outbound_at, last_message_type = excluded.last_message_type,
            last_message_at = excluded.last_message_at, last_message_direction = excluded.last_message_direction, updated_at = excluded.updated_at
          returning id, contact_id, (xmax = 0) as opened),
    m as (insert into ${s}.messages (id, project_id, wamid, conversation_id, contact_id, phone_number_id, direction, origin, type, status, timestamp, created_at, updated_at)
          select gen_random_uuid(), $4::uuid, ec.w, cv.id, ec.contact_id, ec.pn, 'outbound', 'broadcast', 'template', 'sent', now(), now(), now()
          from ec join cv on cv.contact_id = ec.contact_id
          on conflict (project_id, wamid) do nothing returning wamid, conversation_id, contact_id)
    insert into ${s}.outbox (id, subject, type, project_id, payload, occurred_at)
    select gen_random_uuid(), $5, 'messaging.conversation.created', $4::text, convert_to(json_build_object('conversation_id', id, 'contact_id', contact_id)::text, 'UTF8'), now()
      from cv where opened
    union all
    select gen_random_uuid(), $5, 'messaging.message.sent', $4::text, convert_to(json_build_object('wamid', wamid, 'conversation_id', conversation_id)::text, 'UTF8'), now()
      from m`;
}

async function consumerProcess(): Promise<void> {
  const ns = env('NAIVE_NS');
  const mode = modeOf(process.env.NAIVE_DESIGN);
  const project = env('NAIVE_PROJECT');
  const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 2 });
  const s = schema();
  await createTables((q) => pool.query(q), s);
  const nc = await connect({ servers: env('NATS_URL'), noAsyncTraces: true });
  const jsm = await jetstreamManager(nc);
  const js = jetstream(nc);
  const stream = `${ns}_NAIVE`;
  await jsm.streams.add({ name: stream, subjects: [`${ns}.naive.>`], storage: StorageType.File, duplicate_window: 120_000_000_000 }).catch(async () => {
    await jsm.streams.info(stream);
  });
  const durable = `contacts-${mode}`;
  await jsm.consumers.add(stream, {
    durable_name: durable,
    filter_subject: sentSubject(ns, mode),
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    max_ack_pending: 10_000,
  });
  const consumer = await js.consumers.get(stream, durable);
  const messages = await consumer.consume({ max_messages: 1000 });
  const health = createServer((_req, res) => res.end('ok')).listen(Number(env('HTTP_PORT')), '127.0.0.1');
  process.on('SIGTERM', () => health.close(() => void Promise.all([pool.end(), nc.close()]).finally(() => process.exit(0))));
  // The features floor's outbox (contacts' events for webhooks), relayed in batches.
  const relaySoon = tableRelay(pool, js, `${s}.outbox`, 'seq', 'id');
  // One statement per batch: whatever arrived while the previous batch was written; each event acked after it.
  const add = turnBatches<{ wamid: string; project_id: string; to: string; pn: string }>(async (rows) => {
    if (mode === 'features') {
      await pool.query({
        name: 'record',
        text: featuresRecording(s),
        values: [rows.map((r) => r.wamid), rows.map((r) => r.to), rows.map((r) => r.pn), project, `${ns}.naive.webhooks`],
      });
      return relaySoon();
    }
    await pool.query({
      name: 'messages',
      text: `insert into ${s}.naive_messages (wamid, project_id, recipient, direction, created_at)
             select w, p::uuid, t, 'outbound', now() from unnest($1::text[], $2::text[], $3::text[]) as x(w, p, t) on conflict do nothing`,
      values: [rows.map((r) => r.wamid), rows.map((r) => r.project_id), rows.map((r) => r.to)],
    });
  });
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
  const features = modeOf(process.env.NAIVE_DESIGN) === 'features';
  const project = env('NAIVE_PROJECT');
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
        values: [
          rows.map((o) => o.seq),
          rows.map((o) => (o.status === 200 ? 'sent' : o.status === SKIPPED ? 'skipped' : 'failed')),
          rows.map((o) => o.wamid ?? null),
        ],
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
      // The features floor: the page's opted-out recipients, in one read; they are not sent.
      if (features) {
        const stopped = await pool.query<{ phone_number: string }>({
          name: 'opted-out',
          text: `select c.phone_number from ${s}.contacts c join ${s}.marketing_preferences m on m.contact_id = c.id
                 where c.project_id = $1 and c.phone_number = any($2::text[]) and m.phone_number_id = $3 and m.status = 'stopped'`,
          values: [project, rows.map((r) => r.phone), pn],
        });
        if (stopped.rows.length > 0) {
          const out = new Set(stopped.rows.map((r) => r.phone_number));
          for (const r of rows) if (out.has(r.phone)) outcomes.push({ seq: Number(r.seq), status: SKIPPED });
          rows.splice(0, rows.length, ...rows.filter((r) => !out.has(r.phone)));
        }
      }
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
