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
 * Run by the bench as `tsx bench/lib/naive-send.ts` with NAIVE_ROLE=gateway|proxy and:
 *  gateway: HTTP_PORT, REDIS_URL, REDIS_PREFIX, NAIVE_KEYS (JSON file: { [sha256 hex]: projectId }), PROXY_URL;
 *  proxy: HTTP_PORT, UPSTREAM_BASE_URL, NAIVE_TOKENS (JSON file: { [phone_number_id]: token }),
 *         NAIVE_RECORD (1: one insert per send), DATABASE_URL, DB_SCHEMA.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import express from 'express';
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
  const record = process.env.NAIVE_RECORD === '1';
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

const role = process.env.NAIVE_ROLE;
(role === 'proxy' ? proxyProcess() : role === 'gateway' ? gatewayProcess() : Promise.reject(new Error('NAIVE_ROLE must be gateway or proxy'))).catch((err) => {
  console.error(err);
  process.exit(1);
});
