/**
 * The reference "naive" path of the gateway benchmark: the same request (API key → Redis per-minute
 * count → gRPC ListFlows → Postgres) and the same response, written as directly as the stack allows,
 * with none of the product around it (its answer is the product's, byte for byte; the bench checks it): keys
 * loaded into a Map at start (no revocation), a bare
 * INCR/PEXPIRE script, no request log, no validation, a plain grpc-js client (no deadline or retry
 * interceptors), a service without error mapping, and one prepared statement on a pg Pool. It shows
 * what this stack can do on this machine, so the gateway's figure can be read against it.
 *
 * With NAIVE_DESIGN=1 it is the **design floor**: the same, plus the one durable thing the spec asks of every
 * request beyond the call itself, its request log entry (spec 2.3), written as the product writes it — each
 * request's entry buffered, flushed every API_LOG_FLUSH_MS (250) or at API_LOG_BATCH_SIZE (500) entries into the
 * gateway's own `api_logs` table (with the indexes log search reads by) as one statement with one JSON parameter.
 * Still no revocation, validation, roles, key usage, audit or error mapping.
 *
 * With NAIVE_FEATURES=1 it is the **features floor**: the design floor plus what the spec asks of this request
 * beyond its log entry, each written as directly as the design floor's parts, none of the product's code:
 * a presented key checked for its shape, resolved through a per-replica cache whose entries are trusted for at
 * most 4 s and re-read every second in one statement for every key in use (revocation and rotation reach every
 * replica within the bound), refused when revoked or past its rotation's grace; the key's last use noted and
 * written every 5 s in one statement; its scopes checked against the route's group and access; the listing's
 * query validated (page, per_page, status, ids, name, created_after/before; storable strings); a well-formed
 * client `X-Request-Id` kept, a UUIDv7 log entry id; the gRPC call with its deadline and the request id in its
 * metadata, its failure mapped to an HTTP status; the log entry with every column the product writes.
 *
 * Run by the bench as `tsx bench/lib/naive-path.ts` with NAIVE_ROLE=gateway|flows and the variables below.
 */
import * as grpc from '@grpc/grpc-js';
import express from 'express';
import pg from 'pg';
import { createClient as createRedis } from 'redis';
import { loadContracts, type flows } from '@platform/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

const env = (k: string): string => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is required`);
  return v;
};

const LIST_SQL = `select *, count(*) over () as total_count from flows where project_id = $1 order by created_at desc, id desc limit $2 offset $3`;
const iso = (v: unknown) => (v ? (v as Date).toISOString() : undefined);

async function flowsProcess(): Promise<void> {
  const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 10, options: `-c search_path=${env('DB_SCHEMA')}` });
  const { contracts } = loadContracts();
  const server = new grpc.Server({ 'grpc.enable_channelz': 0 });
  const impl: Partial<flows.FlowsServiceHandlers> = {
    ListFlows(call, cb) {
      const perPage = call.request.page?.per_page || 20;
      const page = call.request.page?.page || 1;
      pool.query({ name: 'list', text: LIST_SQL, values: [call.request.project_id, perPage, (page - 1) * perPage] }).then(
        ({ rows }) => {
          const total = rows.length ? Number(rows[0].total_count) : 0;
          cb(null, {
            flows: rows.map((r) => ({
              ...r,
              status: `FLOW_STATUS_${String(r.status).toUpperCase()}`,
              created_at: iso(r.created_at),
              updated_at: iso(r.updated_at),
              published_at: iso(r.published_at),
              last_synced_at: iso(r.last_synced_at),
            })),
            meta: { page, per_page: perPage, total_count: total, total_pages: Math.ceil(total / perPage) },
          });
        },
        (err: Error) => cb({ code: grpc.status.INTERNAL, details: err.message }),
      );
    },
  };
  server.addService(contracts.flows.FlowsService.service, impl as flows.FlowsServiceHandlers);
  await new Promise<number>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${env('GRPC_PORT')}`, grpc.ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
  );
  process.on('SIGTERM', () => server.tryShutdown(() => void pool.end().then(() => process.exit(0))));
}

/** The product's request log statement (apps/gateway/src/logs/api-log.repository.ts), on the columns spec 2.3 names. */
const LOG_SQL = `insert into api_logs (id, project_id, api_key_id, api_key_name, endpoint, http_method, response_status, response_time_ms, created_at, ip_address, error_message, request_id, source)
  select id, project_id, api_key_id, api_key_name, endpoint, http_method, response_status, response_time_ms, created_at, ip_address, error_message, request_id, source
  from json_populate_recordset(null::api_logs, $1::json)`;

/** The same statement with every column the product writes (the features floor). */
const FULL_LOG_SQL = `insert into api_logs (id, project_id, api_key_id, api_key_name, api_key_scopes, user_id, endpoint, http_method, response_status, response_time_ms, created_at, ip_address, error_message, idempotent_replay, request_id, source)
  select id, project_id, api_key_id, api_key_name, api_key_scopes, user_id, endpoint, http_method, response_status, response_time_ms, created_at, ip_address, error_message, coalesce(idempotent_replay, false), request_id, source
  from json_populate_recordset(null::api_logs, $1::json)`;

/** Request log entries buffered and flushed in batches, as the product's writer does (no retries, no splitting). */
function requestLog(pool: pg.Pool, sql = LOG_SQL): (entry: Record<string, unknown>) => void {
  const flushMs = Number(process.env.API_LOG_FLUSH_MS ?? 250);
  const batchSize = Number(process.env.API_LOG_BATCH_SIZE ?? 500);
  let buffer: Array<Record<string, unknown>> = [];
  let flushing = false;
  const flush = (): void => {
    if (flushing || buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    flushing = true;
    pool
      .query({ name: 'log', text: sql, values: [JSON.stringify(batch)] })
      .catch((err: Error) => console.error('request log flush failed', err.message))
      .finally(() => {
        flushing = false;
      });
  };
  setInterval(flush, flushMs).unref();
  return (entry) => {
    buffer.push(entry);
    if (buffer.length >= batchSize) flush();
  };
}

/**
 * The listing's flow as the spec writes it (spec 2.5), the product's answer byte for byte: the enum's public value,
 * absent optional fields as null, the proto reader's oneof markers (`_published_at`, ...) left out.
 */
function publicFlow(f: flows.Flow__Output): Record<string, unknown> {
  return {
    id: f.id,
    upstream_flow_id: f.upstream_flow_id,
    name: f.name,
    status: f.status.slice('FLOW_STATUS_'.length).toLowerCase(),
    created_at: f.created_at,
    updated_at: f.updated_at,
    published_at: f.published_at ?? null,
    last_synced_at: f.last_synced_at ?? null,
    json_version: f.json_version,
    data_api_version: f.data_api_version,
    business_account_id: f.business_account_id,
    preview_url: f.preview_url ?? null,
    data_endpoint_function_id: f.data_endpoint_function_id ?? null,
    phone_number_id: f.phone_number_id ?? null,
    data_endpoint_url: f.data_endpoint_url ?? null,
    has_data_endpoint: f.has_data_endpoint,
    flows_encryption_configured: f.flows_encryption_configured,
    categories: f.categories,
  };
}

type CachedKey = { projectId: string; plan: string; keyId: string; keyName: string; scopes: string[]; revoked: boolean; expiresAt: number | null };

const KEYS_SQL = `select k.key_hash, k.id, k.name, k.project_id, p.plan, k.scopes, k.expires_at, k.revoked_at is not null as revoked
  from api_keys k join projects p on p.id = k.project_id where k.key_hash = any($1::bpchar[])`;
const TOUCH_SQL = `update api_keys k set last_used_at = v.at from (select unnest($1::uuid[]) as id, unnest($2::timestamptz[]) as at) v
  where k.id = v.id and (k.last_used_at is null or k.last_used_at < v.at)`;

/**
 * The features floor's keys: looked up by hash, cached per replica, an entry trusted for at most 4 s, every key
 * in use re-read each second in one statement; concurrent first requests of a key share its lookup. Last uses
 * are kept per key and written every 5 s in one statement.
 */
function keyStore(pool: pg.Pool) {
  const cache = new Map<string, { key: CachedKey | null; at: number }>();
  const lookups = new Map<string, Promise<{ key: CachedKey | null; at: number }>>();
  const read = async (hashes: string[]) => {
    const { rows } = await pool.query({ name: 'keys', text: KEYS_SQL, values: [hashes] });
    const found = new Map<string, CachedKey>();
    for (const r of rows)
      found.set(String(r.key_hash).trim(), {
        projectId: r.project_id,
        plan: r.plan,
        keyId: r.id,
        keyName: r.name,
        scopes: String(r.scopes).split(' '),
        revoked: r.revoked,
        expiresAt: r.expires_at ? new Date(r.expires_at).getTime() : null,
      });
    return found;
  };
  setInterval(() => {
    const hashes = [...cache.keys()];
    const at = performance.now();
    if (hashes.length)
      read(hashes).then(
        (found) => hashes.forEach((h) => cache.set(h, { key: found.get(h) ?? null, at })),
        (err: Error) => console.error('key revalidation failed', err.message),
      );
  }, 1000).unref();
  const used = new Map<string, Date>();
  setInterval(() => {
    if (used.size === 0) return;
    const batch = [...used];
    used.clear();
    pool
      .query({ name: 'touch', text: TOUCH_SQL, values: [batch.map(([id]) => id), batch.map(([, at]) => at.toISOString())] })
      .catch((err: Error) => console.error('last use write failed', err.message));
  }, 5000).unref();
  return {
    async resolve(hash: string): Promise<CachedKey | null> {
      const entry = cache.get(hash);
      if (entry && performance.now() - entry.at <= 4000) return entry.key;
      let lookup = lookups.get(hash);
      if (!lookup) {
        const at = performance.now();
        lookup = read([hash]).then((found) => {
          const fresh = { key: found.get(hash) ?? null, at };
          cache.set(hash, fresh);
          return fresh;
        });
        lookups.set(hash, lookup);
        const done = () => lookups.delete(hash);
        lookup.then(done, done);
      }
      return (await lookup).key;
    },
    used(keyId: string, at: Date): void {
      const seen = used.get(keyId);
      if (!seen || seen < at) used.set(keyId, at);
    },
  };
}

/** Scopes granting a read of the messaging group (the listing's). */
const MESSAGING_READ = new Set(['full', 'read_only', 'messaging']);
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const DIGITS = /^\d{1,32}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const FLOW_STATUSES = new Set(['draft', 'published', 'deprecated']);
/** A NUL or an unpaired surrogate: a string Postgres cannot store. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A query value as a string: undefined when absent, null when not a storable string. */
function queryText(q: Record<string, unknown>, k: string): string | undefined | null {
  const v = q[k];
  if (v === undefined) return undefined;
  return typeof v === 'string' && !UNSTORABLE.test(v) ? v : null;
}

/** A query value as an integer within bounds: its default when absent, null when not one. */
function queryInt(q: Record<string, unknown>, k: string, min: number, max: number, dflt: number): number | null {
  const v = queryText(q, k);
  if (v === undefined) return dflt;
  const n = v === null || v === '' ? NaN : Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

const isInstant = (v: string) => INSTANT.test(v) && !Number.isNaN(Date.parse(v));
const isName = (v: string) => v.length >= 1 && v.length <= 200;
const isDigits = (v: string) => DIGITS.test(v);
/** The listing's filters and the check of each (built once). */
const LISTING_FILTERS: ReadonlyArray<readonly [string, (v: string) => boolean]> = [
  ['status', (v) => FLOW_STATUSES.has(v)],
  ['business_account_id', isDigits],
  ['phone_number_id', isDigits],
  ['name_contains', isName],
  ['name', isName],
  ['created_after', isInstant],
  ['created_before', isInstant],
];

/** The listing's query, checked as the spec documents it; the 400 message when it is not. */
function listingQuery(
  q: Record<string, unknown>,
): { ok: true; page: number; perPage: number; filters: Record<string, string | undefined> } | { ok: false; error: string } {
  // Every value the request carries, named or not, must be storable (it reaches the request log and the services).
  for (const v of Object.values(q))
    if (typeof v === 'string' && UNSTORABLE.test(v)) return { ok: false, error: 'Invalid query: a value contains a NUL byte or an unpaired surrogate' };
  const perPage = queryInt(q, 'per_page', 1, 100, 20);
  if (perPage === null) return { ok: false, error: 'Invalid query: per_page must be an integer from 1 to 100' };
  const page = queryInt(q, 'page', 1, 1_000_000, 1);
  if (page === null) return { ok: false, error: 'Invalid query: page must be a positive integer' };
  const filters: Record<string, string | undefined> = {};
  for (const [k, ok] of LISTING_FILTERS) {
    const v = queryText(q, k);
    if (v === null || (v !== undefined && !ok(v))) return { ok: false, error: `Invalid query: ${k} is not valid` };
    filters[k] = v;
  }
  return { ok: true, page, perPage, filters };
}

/** The HTTP status of a failed gRPC call. */
function httpStatusOfGrpc(code: grpc.status): number {
  switch (code) {
    case grpc.status.INVALID_ARGUMENT:
      return 400;
    case grpc.status.NOT_FOUND:
      return 404;
    case grpc.status.DEADLINE_EXCEEDED:
      return 504;
    case grpc.status.UNAVAILABLE:
      return 503;
    default:
      return 500;
  }
}

const connectRedis = () => createRedis({ url: env('REDIS_URL') });
type Deps = {
  redis: ReturnType<typeof connectRedis>;
  prefix: string;
  client: flows.FlowsServiceClient;
};
const LIMIT = 4000;
const RATE_SCRIPT = "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], 60000) end return n";

/** The naive path's handler (and, with a request log, the design floor's): keys from a Map loaded at start. */
function naiveHandler(
  { redis, prefix, client }: Deps,
  keys: Map<string, { projectId: string; plan: string; keyId: string; keyName: string }>,
  log: ((entry: Record<string, unknown>) => void) | undefined,
): express.RequestHandler {
  return (req, res) => {
    if (log) {
      const started = performance.now();
      const requestId = randomUUID();
      res.setHeader('X-Request-Id', requestId);
      res.on('finish', () => {
        const k = res.locals.key as { projectId: string; keyId: string; keyName: string } | undefined;
        if (!k) return;
        log({
          id: randomUUID(),
          project_id: k.projectId,
          api_key_id: k.keyId,
          api_key_name: k.keyName,
          endpoint: req.path,
          http_method: req.method,
          response_status: res.statusCode,
          response_time_ms: Math.round(performance.now() - started),
          created_at: new Date().toISOString(),
          ip_address: req.ip,
          error_message: null,
          request_id: requestId,
          source: 'api',
        });
      });
    }
    const key = keys.get(
      createHash('sha256')
        .update(req.header('x-api-key') ?? '')
        .digest('hex'),
    );
    if (!key) return void res.status(401).json({ error: 'Invalid API key' });
    res.locals.key = key;
    redis
      .eval(RATE_SCRIPT, { keys: [`${prefix}:${key.projectId}`] })
      .then((n) => {
        const used = Number(n);
        res.setHeader('X-RateLimit-Limit', String(LIMIT));
        res.setHeader('X-RateLimit-Remaining', String(Math.max(0, LIMIT - used)));
        if (used > LIMIT) return void res.status(429).json({ error: 'Rate limit exceeded' });
        const perPage = Number(req.query.per_page ?? 20);
        client.ListFlows(
          { project_id: key.projectId, page: { page: 1, per_page: perPage } },
          (err: grpc.ServiceError | null, out?: flows.ListFlowsResponse__Output) => {
            if (err || !out) return void res.status(500).json({ error: 'Internal error' });
            res.json({ data: out.flows.map(publicFlow), meta: out.meta });
          },
        );
      })
      .catch(() => res.status(503).json({ error: 'Rate limiting unavailable' }));
  };
}

/** The features floor's handler: the design floor plus the rest of what the spec asks of the listing. */
function featuresHandler({ redis, prefix, client }: Deps, pool: pg.Pool): express.RequestHandler {
  const log = requestLog(pool, FULL_LOG_SQL);
  const store = keyStore(pool);
  return (req, res) => {
    const started = performance.now();
    const startedAt = new Date();
    const incoming = req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const id = uuidv7();
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const k = res.locals.key as CachedKey | undefined;
      if (!k) return;
      log({
        id,
        project_id: k.projectId,
        api_key_id: k.keyId,
        api_key_name: k.keyName,
        api_key_scopes: k.scopes.join(' '),
        user_id: null,
        idempotent_replay: false,
        endpoint: req.path,
        http_method: req.method,
        response_status: res.statusCode,
        response_time_ms: Math.round(performance.now() - started),
        created_at: startedAt.toISOString(),
        ip_address: req.ip,
        error_message: res.statusCode >= 400 ? ((res.locals.error as string | undefined) ?? null) : null,
        request_id: requestId,
        source: 'api',
      });
    });
    const refuse = (status: number, error: string) => {
      res.locals.error = error;
      res.status(status).json({ error });
    };
    const presented = req.header('x-api-key') ?? '';
    if (!/^mpk_[A-Za-z0-9_-]{22,124}$/.test(presented)) return refuse(401, presented ? 'Invalid API key' : 'Missing API key');
    const go = (key: CachedKey | null) => {
      if (!key) return refuse(401, 'Invalid API key');
      if (key.revoked) return refuse(401, 'API key has been revoked');
      if (key.expiresAt !== null && Date.now() >= key.expiresAt) return refuse(401, 'API key has expired');
      res.locals.key = key;
      store.used(key.keyId, startedAt);
      redis
        .eval(RATE_SCRIPT, { keys: [`${prefix}:${key.projectId}`] })
        .then((n) => {
          const used = Number(n);
          res.setHeader('X-RateLimit-Limit', String(LIMIT));
          res.setHeader('X-RateLimit-Remaining', String(Math.max(0, LIMIT - used)));
          if (used > LIMIT) return refuse(429, 'Rate limit exceeded');
          if (!key.scopes.some((s) => MESSAGING_READ.has(s))) return refuse(403, 'This key has no scope that reads messaging');
          const query = listingQuery(req.query as Record<string, unknown>);
          if (!query.ok) return refuse(400, query.error);
          const metadata = new grpc.Metadata();
          metadata.set('x-request-id', requestId);
          const { filters } = query;
          client.ListFlows(
            {
              project_id: key.projectId,
              status: filters.status ? (`FLOW_STATUS_${filters.status.toUpperCase()}` as flows.FlowStatus) : undefined,
              business_account_id: filters.business_account_id,
              phone_number_id: filters.phone_number_id,
              name: filters.name_contains ?? filters.name,
              created_after: filters.created_after,
              created_before: filters.created_before,
              page: { page: query.page, per_page: query.perPage },
            },
            metadata,
            { deadline: Date.now() + 5000 },
            (err: grpc.ServiceError | null, out?: flows.ListFlowsResponse__Output) => {
              if (err || !out) return err ? refuse(httpStatusOfGrpc(err.code), err.details) : refuse(500, 'Internal error');
              res.json({ data: out.flows.map(publicFlow), meta: out.meta });
            },
          );
        })
        .catch(() => refuse(503, 'Rate limiting unavailable'));
    };
    store.resolve(createHash('sha256').update(presented).digest('hex')).then(go, (err: Error) => {
      console.error('key lookup failed', err.message);
      refuse(503, 'Service unavailable');
    });
  };
}

async function gatewayProcess(): Promise<void> {
  const schema = env('DB_SCHEMA');
  const features = process.env.NAIVE_FEATURES === '1';
  const design = process.env.NAIVE_DESIGN === '1';
  // The naive path and the design floor load the keys once (no revocation); the features floor looks them up.
  const keys = new Map<string, { projectId: string; plan: string; keyId: string; keyName: string }>();
  if (!features) {
    const db = new pg.Client({ connectionString: env('DATABASE_URL') });
    await db.connect();
    const { rows } = await db.query(
      `select k.id, k.name, k.key_hash, k.project_id, p.plan from "${schema}".api_keys k join "${schema}".projects p on p.id = k.project_id where k.revoked_at is null`,
    );
    for (const r of rows) keys.set(String(r.key_hash).trim(), { projectId: r.project_id, plan: r.plan, keyId: r.id, keyName: r.name });
    await db.end();
  }
  const pool = features || design ? new pg.Pool({ connectionString: env('DATABASE_URL'), max: 2, options: `-c search_path=${schema}` }) : undefined;
  const redis = connectRedis();
  await redis.connect();
  const { contracts } = loadContracts();
  const client = new contracts.flows.FlowsService(env('FLOWS_GRPC_ADDRESS'), grpc.credentials.createInsecure(), {
    'grpc.enable_channelz': 0,
  }) as unknown as flows.FlowsServiceClient;
  const deps: Deps = { redis, prefix: env('REDIS_PREFIX'), client };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.get('/platform/v1/messaging/flows', features ? featuresHandler(deps, pool!) : naiveHandler(deps, keys, pool && requestLog(pool)));
  const server = app.listen(Number(env('HTTP_PORT')), '127.0.0.1');
  server.keepAliveTimeout = 65_000;
  process.on('SIGTERM', () => server.close(() => void redis.close().finally(() => process.exit(0))));
}

const role = process.env.NAIVE_ROLE;
(role === 'flows' ? flowsProcess() : role === 'gateway' ? gatewayProcess() : Promise.reject(new Error('NAIVE_ROLE must be gateway or flows'))).catch((err) => {
  console.error(err);
  process.exit(1);
});
