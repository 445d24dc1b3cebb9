/**
 * The send path's floor (bench/send-path.ts, phase `floor`): the hops the design fixes for a send —
 * client → gateway (Express) → messaging-proxy → upstream — written as directly as the stack allows, with
 * none of the product: API keys in a Map loaded at start (no revocation, no request log), a bare
 * INCR/PEXPIRE plan-limit script in Redis, a plain keep-alive `node:http` hop to the proxy, and a proxy
 * that forwards the body with the number's token and answers the upstream's bytes (no routing by owner,
 * no thread check, no classification, no opt-out, no hold, no event). With NAIVE_RECORD=1 the proxy
 * also commits one row per accepted send to Postgres before answering (the least durable record any
 * send path keeps). It shows what this stack can carry on this machine, so the product's figure can be
 * read against it.
 *
 * With NAIVE_RECORD=design the floor does, with none of the product's code, the durable work and the hops
 * the design asks of every send (the "design floor", issue 40), each write one prepared statement on `pg`:
 * the proxy holds the send's price in funding (one gRPC call, JSON bytes; funding's one statement moves the
 * account's held sum and inserts the hold), writes the send's record before the forward (crash safety,
 * decision 0240), forwards, writes the record `accepted` with its two outbox events (one statement) and
 * answers; its outbox relay then takes the events of whatever accepted meanwhile (one statement per batch)
 * and publishes each to JetStream; funding's consumer confirms each batch of holds (one statement) and
 * contacts' consumer records each batch of outbound messages as the inbox keeps them (one statement), both
 * acknowledging after their write. Optimistic on purpose: no request log, no validation, no routing by
 * owner, thread, window or opt-out check, no consumer de-duplication, no protobuf. NAIVE_RECORD=design-redis
 * does the same with the hold as one Redis script in the proxy instead of the gRPC call and its statement
 * (the available credits per project in Redis, the price carried by `send.accepted`), the holds made
 * durable by funding's batch that confirms them: what the design would cost with issue 40's first candidate.
 * Run by the bench as `tsx bench/lib/naive-send.ts` with NAIVE_ROLE=gateway|proxy and:
 *  gateway: HTTP_PORT, REDIS_URL, REDIS_PREFIX, NAIVE_KEYS (JSON file: { [sha256 hex]: projectId }), PROXY_URL;
 *  proxy: HTTP_PORT, UPSTREAM_BASE_URL, NAIVE_TOKENS (JSON file: { [phone_number_id]: token }),
 *         NAIVE_RECORD (1: one insert per send; design | design-redis: the design floor), DATABASE_URL, DB_SCHEMA,
 *         and for the design floor NAIVE_PROJECTS (JSON file: [projectId]), NATS_URL, REDIS_URL, FUNDING_ADDRESS;
 *  funding (design floor): GRPC_PORT, NAIVE_RECORD, NAIVE_PROJECTS, DATABASE_URL, DB_SCHEMA, NATS_URL;
 *  contacts (design floor): HTTP_PORT (health), DATABASE_URL, DB_SCHEMA, NATS_URL.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import * as grpc from '@grpc/grpc-js';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect as connectNats } from '@nats-io/transport-node';
import express from 'express';
import { outboxRelay, rawUnaryService, turnBatches } from './naive-parts';
import pg from 'pg';
import { createClient as createRedis } from 'redis';

const env = (k: string): string => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is required`);
  return v;
};

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** One keep-alive POST; resolves with the status, content type and the answer's bytes. */
function post(agent: Agent, url: URL, headers: Record<string, string>, body: Buffer): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (res) => {
        readBody(res).then((b) => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? 'application/json'), body: b }), reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function gatewayProcess(): Promise<void> {
  const keys = new Map(Object.entries(JSON.parse(readFileSync(env('NAIVE_KEYS'), 'utf8')) as Record<string, string>));
  const redis = createRedis({ url: env('REDIS_URL') });
  await redis.connect();
  const prefix = env('REDIS_PREFIX');
  const LIMIT = 4000;
  const proxy = new URL(env('PROXY_URL'));
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.post('/upstream/messaging/:version/:pn/messages', (req, res) => {
    const projectId = keys.get(
      createHash('sha256')
        .update(req.header('x-api-key') ?? '')
        .digest('hex'),
    );
    if (!projectId) return void res.status(401).json({ error: 'Invalid API key' });
    Promise.all([
      redis.eval("local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], 60000) end return n", {
        keys: [`${prefix}:${projectId}`],
      }),
      readBody(req),
    ])
      .then(async ([n, body]) => {
        if (Number(n) > LIMIT) return void res.status(429).json({ error: 'Rate limit exceeded' });
        const url = new URL(`/proxy/${req.params.version}/${req.params.pn}/messages`, proxy);
        const answer = await post(agent, url, { 'content-type': 'application/json', 'x-project-id': projectId }, body);
        res.status(answer.status).type(answer.type).end(answer.body);
      })
      .catch(() => res.status(502).json({ error: 'Bad gateway' }));
  });
  const server = app.listen(Number(env('HTTP_PORT')), '127.0.0.1');
  server.keepAliveTimeout = 65_000;
  process.on('SIGTERM', () => server.close(() => void redis.close().finally(() => process.exit(0))));
}

async function proxyProcess(): Promise<void> {
  const tokens = new Map(Object.entries(JSON.parse(readFileSync(env('NAIVE_TOKENS'), 'utf8')) as Record<string, string>));
  const upstream = env('UPSTREAM_BASE_URL');
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const mode = process.env.NAIVE_RECORD ?? '0';
  if (mode === 'design' || mode === 'design-redis') return designProxy(tokens, upstream, agent, mode === 'design-redis');
  const record = mode === '1';
  const pool = record ? new pg.Pool({ connectionString: env('DATABASE_URL'), max: 10 }) : undefined;
  const table = record ? `"${env('DB_SCHEMA')}".naive_sends` : '';
  if (pool) {
    await pool.query(`create schema if not exists "${env('DB_SCHEMA')}"`);
    await pool.query(
      `create table if not exists ${table} (wamid text primary key, project_id uuid not null, body jsonb not null, created_at timestamptz not null default now())`,
    );
  }
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const m = /^\/proxy\/([^/]+)\/([^/]+)\/messages$/.exec(req.url ?? '');
    const token = m ? tokens.get(m[2]) : undefined;
    const body = await readBody(req);
    if (!m || !token) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Phone number not found"}');
      return;
    }
    const answer = await post(
      agent,
      new URL(`${upstream}/${m[1]}/${m[2]}/messages`),
      { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    );
    if (pool && answer.status === 200) {
      const wamid = (JSON.parse(answer.body.toString('utf8')) as { messages: Array<{ id: string }> }).messages[0].id;
      await pool.query({
        name: 'record',
        text: `insert into ${table} (wamid, project_id, body) values ($1, $2, $3)`,
        values: [wamid, req.headers['x-project-id'], body.toString('utf8')],
      });
    }
    res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":"Bad gateway"}');
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(env('HTTP_PORT')), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => void (pool?.end() ?? Promise.resolve()).finally(() => process.exit(0))));
}

/** What a send holds (the bench's utility template in its card: 0.004 USD). */
const PRICE_MICROS = 4000;
const CREDITS_MICROS = 1_000_000_000_000;
/** funding's one unary method of the design floor, JSON bytes (no protobuf). */
const HOLD_SERVICE = rawUnaryService('hold', '/naive.Funding/Hold');

/** The design floor's stream (created by whichever process comes first) and its two subjects. */
async function designStream(schema: string) {
  const nc = await connectNats({ servers: env('NATS_URL'), noAsyncTraces: true });
  const jsm = await jetstreamManager(nc);
  const stream = `NAIVE_${schema.toUpperCase()}`;
  await jsm.streams.add({ name: stream, subjects: [`${schema}.>`] }).catch(async () => {
    await jsm.streams.info(stream);
  });
  return { nc, jsm, stream, js: jetstream(nc) };
}

/**
 * A JetStream consumer of `subject` that hands each batch (whatever arrived while the previous one was
 * written) to `write` and acknowledges it after: one statement per batch, as the design's consumers do.
 */
async function consumeBatches<T>(schema: string, name: string, subject: string, write: (rows: T[]) => Promise<unknown>): Promise<() => Promise<void>> {
  const { nc, jsm, stream, js } = await designStream(schema);
  await jsm.consumers.add(stream, {
    durable_name: name,
    filter_subject: `${schema}.${subject}`,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    max_ack_pending: 10_000,
  });
  const messages = await (await js.consumers.get(stream, name)).consume({ max_messages: 1000 });
  const add = turnBatches(write);
  void (async () => {
    for await (const m of messages)
      add(m.json<T>()).then(
        () => m.ack(),
        (err: unknown) => console.error(name, err),
      );
  })();
  return async () => {
    await nc.close();
  };
}

/**
 * funding of the design floor (NAIVE_ROLE=funding): the hold (one statement, over gRPC) and, from
 * `send.accepted`, the holds confirmed (one statement per batch); with NAIVE_RECORD=design-redis no hold
 * call comes: the batch inserts the holds, durable from then on, and moves each account's held sum once.
 */
async function designFunding(): Promise<void> {
  const schema = env('DB_SCHEMA');
  const redisHold = process.env.NAIVE_RECORD === 'design-redis';
  const projects = JSON.parse(readFileSync(env('NAIVE_PROJECTS'), 'utf8')) as string[];
  const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 10 });
  const q = `"${schema}"`;
  await pool.query(`create schema if not exists ${q}`);
  await pool.query(`drop table if exists ${q}.accounts, ${q}.holds`);
  await pool.query(`create table ${q}.accounts (project_id uuid primary key, balance_micros bigint not null, held_micros bigint not null default 0,
      updated_at timestamptz not null default now(), check (held_micros >= 0 and held_micros <= balance_micros))`);
  await pool.query(`create table ${q}.holds (id uuid primary key, project_id uuid not null, send_key text not null, amount_micros bigint not null,
      status text not null, message_id text, created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
      unique (project_id, send_key))`);
  await pool.query(`create unique index on ${q}.holds (project_id, message_id) where message_id is not null`);
  await pool.query(`create index on ${q}.holds (status, updated_at)`);
  await pool.query(`insert into ${q}.accounts (project_id, balance_micros) select unnest($1::uuid[]), $2`, [projects, CREDITS_MICROS]);
  type Accepted = { p: string; k: string; m: string; a: number };
  const stop = await consumeBatches<Accepted>(schema, 'funding', 'send.accepted', (rows) =>
    redisHold
      ? pool.query({
          name: 'settle-redis',
          text: `with h as (insert into ${q}.holds (id, project_id, send_key, amount_micros, status, message_id)
                   select gen_random_uuid(), p, k, a, 'sent', m from unnest($1::uuid[], $2::text[], $3::text[], $4::bigint[]) v(p, k, m, a)
                   on conflict (project_id, send_key) do nothing returning project_id, amount_micros)
                 update ${q}.accounts set held_micros = held_micros + s.sum, updated_at = now()
                   from (select project_id, sum(amount_micros) as sum from h group by project_id) s where accounts.project_id = s.project_id`,
          values: [rows.map((a) => a.p), rows.map((a) => a.k), rows.map((a) => a.m), rows.map((a) => a.a)],
        })
      : pool.query({
          name: 'confirm',
          text: `update ${q}.holds set status = 'sent', message_id = v.m, updated_at = now()
                   from unnest($1::uuid[], $2::text[], $3::text[]) v(p, k, m) where holds.project_id = v.p and holds.send_key = v.k and holds.status = 'held'`,
          values: [rows.map((a) => a.p), rows.map((a) => a.k), rows.map((a) => a.m)],
        }),
  );
  const server = new grpc.Server();
  server.addService(HOLD_SERVICE as unknown as grpc.ServiceDefinition, {
    hold: (call: grpc.ServerUnaryCall<Buffer, Buffer>, cb: grpc.sendUnaryData<Buffer>) => {
      const req = JSON.parse(call.request.toString('utf8')) as { p: string; k: string };
      pool
        .query({
          name: 'hold',
          text: `with acc as (update ${q}.accounts set held_micros = held_micros + $3, updated_at = now()
                   where project_id = $1 and balance_micros - held_micros >= $3 returning project_id)
                 insert into ${q}.holds (id, project_id, send_key, amount_micros, status) select $4, project_id, $2, $3, 'held' from acc returning id`,
          values: [req.p, req.k, PRICE_MICROS, randomUUID()],
        })
        .then(
          (r) => cb(null, Buffer.from(r.rowCount === 1 ? '{"held":true}' : '{"held":false}')),
          (err: Error) => cb({ code: grpc.status.INTERNAL, message: err.message }),
        );
    },
  });
  await new Promise<void>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${env('GRPC_PORT')}`, grpc.ServerCredentials.createInsecure(), (err) => (err ? reject(err) : resolve())),
  );
  process.on('SIGTERM', () => server.tryShutdown(() => void Promise.allSettled([stop(), pool.end()]).finally(() => process.exit(0))));
}

/** contacts of the design floor (NAIVE_ROLE=contacts): the outbound messages from `message.sent`, one statement per batch; HTTP_PORT a health port. */
async function designContacts(): Promise<void> {
  const schema = env('DB_SCHEMA');
  const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 2 });
  const q = `"${schema}"`;
  await pool.query(`create schema if not exists ${q}`);
  await pool.query(`drop table if exists ${q}.messages`);
  await pool.query(`create table ${q}.messages (project_id uuid not null, wamid text not null, phone_number_id text not null, body jsonb not null,
      created_at timestamptz not null default now(), primary key (project_id, wamid))`);
  type Sent = { p: string; m: string; n: string; b: string };
  const stop = await consumeBatches<Sent>(schema, 'contacts', 'message.sent', (rows) =>
    pool.query({
      name: 'inbox',
      text: `insert into ${q}.messages (project_id, wamid, phone_number_id, body)
               select p, m, n, b::jsonb from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) v(p, m, n, b) on conflict do nothing`,
      values: [rows.map((x) => x.p), rows.map((x) => x.m), rows.map((x) => x.n), rows.map((x) => x.b)],
    }),
  );
  const health = createServer((_req, res) => res.end('ok')).listen(Number(env('HTTP_PORT')), '127.0.0.1');
  process.on('SIGTERM', () => health.close(() => void Promise.allSettled([stop(), pool.end()]).finally(() => process.exit(0))));
}

/** messaging-proxy of the design floor (NAIVE_ROLE=proxy, NAIVE_RECORD=design | design-redis): see the file's comment. */
async function designProxy(tokens: Map<string, string>, upstream: string, agent: Agent, redisHold: boolean): Promise<void> {
  const schema = env('DB_SCHEMA');
  const projects = JSON.parse(readFileSync(env('NAIVE_PROJECTS'), 'utf8')) as string[];
  const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 10 });
  const q = `"${schema}"`;
  await pool.query(`create schema if not exists ${q}`);
  await pool.query(`drop table if exists ${q}.sends, ${q}.outbox`);
  await pool.query(`create table ${q}.sends (project_id uuid not null, send_key text not null, state text not null, phone_number_id text not null,
      wamid text, request_json text not null, lease_until timestamptz not null, created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(), primary key (project_id, send_key))`);
  await pool.query(`create index on ${q}.sends (phone_number_id, wamid)`);
  await pool.query(`create table ${q}.outbox (id bigserial primary key, subject text not null, payload bytea not null)`);

  const redis = createRedis({ url: env('REDIS_URL') });
  await redis.connect();
  const credits = (p: string) => `${schema}:credits:${p}`;
  if (redisHold) for (const p of projects) await redis.set(credits(p), String(CREDITS_MICROS));
  const Funding = grpc.makeGenericClientConstructor(HOLD_SERVICE as unknown as grpc.ServiceDefinition, 'Funding');
  const funding = redisHold
    ? undefined
    : (new Funding(env('FUNDING_ADDRESS'), grpc.credentials.createInsecure()) as unknown as {
        hold(req: Buffer, cb: (err: grpc.ServiceError | null, res?: Buffer) => void): void;
      });
  const hold = (projectId: string, sendKey: string): Promise<boolean> =>
    redisHold
      ? redis
          .eval(
            "local b = tonumber(redis.call('GET', KEYS[1]) or '0') if b < tonumber(ARGV[1]) then return 0 end redis.call('DECRBY', KEYS[1], ARGV[1]) return 1",
            { keys: [credits(projectId)], arguments: [String(PRICE_MICROS)] },
          )
          .then((r) => r === 1)
      : new Promise((resolve, reject) =>
          funding!.hold(Buffer.from(JSON.stringify({ p: projectId, k: sendKey })), (err, res) =>
            err ? reject(err) : resolve((JSON.parse(res!.toString('utf8')) as { held: boolean }).held),
          ),
        );
  const { nc, jsm, stream, js } = await designStream(schema);

  // The outbox relay: batches over whatever accepted meanwhile (never two at once).
  const relaySoon = outboxRelay(
    async () =>
      (
        await pool.query<{ subject: string; payload: Buffer }>({
          name: 'take',
          text: `delete from ${q}.outbox where id in (select id from ${q}.outbox order by id limit 256 for update skip locked) returning subject, payload`,
        })
      ).rows,
    (rows) => Promise.all(rows.map((r) => js.publish(`${schema}.${r.subject}`, r.payload))),
    256,
  );

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const m = /^\/proxy\/([^/]+)\/([^/]+)\/messages$/.exec(req.url ?? '');
    const token = m ? tokens.get(m[2]) : undefined;
    const projectId = String(req.headers['x-project-id'] ?? '');
    const body = await readBody(req);
    if (!m || !token) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Phone number not found"}');
      return;
    }
    const sendKey = `send:${randomUUID()}`;
    if (!(await hold(projectId, sendKey))) return void res.writeHead(402, { 'content-type': 'application/json' }).end('{"error":"Insufficient credits"}');
    // The record before the forward.
    const text = body.toString('utf8');
    await pool.query({
      name: 'forwarding',
      text: `insert into ${q}.sends (project_id, send_key, state, phone_number_id, request_json, lease_until) values ($1, $2, 'forwarding', $3, $4, now() + interval '30 seconds')`,
      values: [projectId, sendKey, m[2], text],
    });
    const answer = await post(
      agent,
      new URL(`${upstream}/${m[1]}/${m[2]}/messages`),
      { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    );
    if (answer.status === 200) {
      const wamid = (JSON.parse(answer.body.toString('utf8')) as { messages: Array<{ id: string }> }).messages[0].id;
      // The record accepted with its two events, in one statement.
      await pool.query({
        name: 'accepted',
        text: `with s as (update ${q}.sends set state = 'accepted', wamid = $3, updated_at = now() where project_id = $1 and send_key = $2 and state <> 'accepted' returning 1)
               insert into ${q}.outbox (subject, payload) select x.subject, x.payload from s, (values ('message.sent', $4::bytea), ('send.accepted', $5::bytea)) x(subject, payload)`,
        values: [
          projectId,
          sendKey,
          wamid,
          Buffer.from(JSON.stringify({ p: projectId, m: wamid, n: m[2], b: text })),
          Buffer.from(JSON.stringify({ p: projectId, k: sendKey, m: wamid, a: PRICE_MICROS })),
        ],
      });
      relaySoon();
    }
    res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":"Bad gateway"}');
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(env('HTTP_PORT')), '127.0.0.1');
  process.on('SIGTERM', () =>
    server.close(
      () =>
        void Promise.allSettled([jsm.streams.delete(stream)])
          .then(() => Promise.allSettled([nc.close(), redis.close(), pool.end()]))
          .finally(() => process.exit(0)),
    ),
  );
}

const role = process.env.NAIVE_ROLE;
const roles: Record<string, () => Promise<void>> = { proxy: proxyProcess, gateway: gatewayProcess, funding: designFunding, contacts: designContacts };
(roles[role ?? ''] ?? (() => Promise.reject(new Error('NAIVE_ROLE must be gateway, proxy, funding or contacts'))))().catch((err) => {
  console.error(err);
  process.exit(1);
});
