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
 * Run by the bench as `tsx bench/lib/naive-path.ts` with NAIVE_ROLE=gateway|flows and the variables below.
 */
import * as grpc from '@grpc/grpc-js';
import express from 'express';
import pg from 'pg';
import { createClient as createRedis } from 'redis';
import { loadContracts, type flows } from '@platform/contracts';
import { createHash, randomUUID } from 'node:crypto';

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

/** Request log entries buffered and flushed in batches, as the product's writer does (no retries, no splitting). */
function requestLog(pool: pg.Pool): (entry: Record<string, unknown>) => void {
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
      .query({ name: 'log', text: LOG_SQL, values: [JSON.stringify(batch)] })
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

async function gatewayProcess(): Promise<void> {
  const schema = env('DB_SCHEMA');
  const db = new pg.Client({ connectionString: env('DATABASE_URL') });
  await db.connect();
  const keys = new Map<string, { projectId: string; plan: string; keyId: string; keyName: string }>();
  const { rows } = await db.query(
    `select k.id, k.name, k.key_hash, k.project_id, p.plan from "${schema}".api_keys k join "${schema}".projects p on p.id = k.project_id where k.revoked_at is null`,
  );
  for (const r of rows) keys.set(String(r.key_hash).trim(), { projectId: r.project_id, plan: r.plan, keyId: r.id, keyName: r.name });
  await db.end();
  const design = process.env.NAIVE_DESIGN === '1';
  const log = design ? requestLog(new pg.Pool({ connectionString: env('DATABASE_URL'), max: 2, options: `-c search_path=${schema}` })) : undefined;
  const redis = createRedis({ url: env('REDIS_URL') });
  await redis.connect();
  const prefix = env('REDIS_PREFIX');
  const LIMIT = 4000;
  const { contracts } = loadContracts();
  const client = new contracts.flows.FlowsService(env('FLOWS_GRPC_ADDRESS'), grpc.credentials.createInsecure(), { 'grpc.enable_channelz': 0 });
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.get('/platform/v1/messaging/flows', (req, res) => {
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
      .eval("local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], 60000) end return n", { keys: [`${prefix}:${key.projectId}`] })
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
  });
  const server = app.listen(Number(env('HTTP_PORT')), '127.0.0.1');
  server.keepAliveTimeout = 65_000;
  process.on('SIGTERM', () => server.close(() => void redis.close().finally(() => process.exit(0))));
}

const role = process.env.NAIVE_ROLE;
(role === 'flows' ? flowsProcess() : role === 'gateway' ? gatewayProcess() : Promise.reject(new Error('NAIVE_ROLE must be gateway or flows'))).catch((err) => {
  console.error(err);
  process.exit(1);
});
