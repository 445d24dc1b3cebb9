/**
 * Functions and data-endpoint benchmark (issue 18). Not part of the test suite: `npx tsx bench/flows-functions.ts`.
 *
 * Runs the flows service as a child process on the real Postgres (functions on workerd through
 * miniflare), deploys a trivial function, then measures:
 *  (a) function invocations per second over gRPC (InvokeFunction: workerd + the invocation record),
 *      BENCH_INVOCATIONS (3,000) with BENCH_CONCURRENCY (16) in flight, and the latency of one at a time;
 *  (b) the data endpoint as the upstream calls it (signature check → RSA-OAEP unwrap → AES-GCM decrypt
 *      → workerd → record → encrypt with the flipped IV), BENCH_EXCHANGES (2,000) one at a time:
 *      p50/p99 in ms (target p99 ≤ 50 ms, the upstream's timeout is 10 s), then with concurrency.
 * The flow and its key are seeded in the database directly (no upstream needed). Schema dropped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants, createCipheriv, createDecipheriv, createHmac, generateKeyPairSync, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import knex from 'knex';
import { loadContracts, toStruct, type flows } from '@platform/contracts';
import { KeyRing, SecretCipher } from '@platform/crypto';
import { callUnary, createClient } from '@platform/grpc';
import { freePort, testInfra, uniqueName } from '@platform/testing';

const ROOT = join(__dirname, '..');
const INVOCATIONS = Number(process.env.BENCH_INVOCATIONS ?? 3000);
const EXCHANGES = Number(process.env.BENCH_EXCHANGES ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const KEY = randomBytes(32).toString('base64');
const APP_SECRET = 'bench-app-secret';

const infra = testInfra();
const schema = uniqueName('bench_flows');
const project = randomUUID();

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function pool(n: number, concurrency: number, one: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await one(next++);
    }),
  );
  return (n / (performance.now() - started)) * 1000;
}

async function main(): Promise<void> {
  const grpcPort = await freePort();
  const httpPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-flows-'));
  const tsx = join(ROOT, 'node_modules/tsx/dist');
  const proc: ChildProcess = spawn(
    process.execPath,
    ['--require', join(tsx, 'preflight.cjs'), '--import', pathToFileURL(join(tsx, 'loader.mjs')).href, join(ROOT, 'apps/flows/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: infra.databaseUrl,
        DB_SCHEMA: schema,
        NATS_URL: infra.natsUrl,
        BUS_NAMESPACE: schema.replace(/_/g, ''),
        GRPC_HOST: '127.0.0.1',
        GRPC_PORT: String(grpcPort),
        HTTP_HOST: '127.0.0.1',
        HTTP_PORT: String(httpPort),
        PUBLIC_URL: `http://127.0.0.1:${httpPort}`,
        UPSTREAM_APP_SECRET: APP_SECRET,
        FLOWS_ENCRYPTION_KEY: KEY,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        OTEL_SDK_DISABLED: 'true',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const { contracts } = loadContracts();
  const client: flows.FlowsServiceClient = createClient(contracts.flows.FlowsService, `127.0.0.1:${grpcPort}`, {
    defaultDeadlineMs: 60_000,
    idempotentMethods: [],
  });
  const db = knex({ client: 'pg', connection: infra.databaseUrl, searchPath: [schema], pool: { min: 0, max: 2 } });
  try {
    for (let i = 0; ; i++) {
      try {
        await callUnary(client, 'ListFunctions', { project_id: project });
        break;
      } catch (e) {
        if (i > 100) throw e;
        await new Promise((r) => setTimeout(r, 300));
      }
    }
    const code = `async function handler(request, env) {
  const req = await request.json();
  const ex = req.data_exchange ?? {};
  return Response.json({ version: '3.0', screen: 'NEXT', data: { echo: ex.data ?? req } });
}`;
    const fn = (await callUnary(client, 'CreateFunction', { project_id: project, name: 'bench', code })).function!;
    const deployed = (await callUnary(client, 'DeployFunction', { project_id: project, function_id: fn.id })).function!;
    if (deployed.status !== 'FUNCTION_STATUS_DEPLOYED') throw new Error(`deploy failed: ${deployed.deploy_error}`);

    // (a) invocations over gRPC
    for (let i = 0; i < 50; i++) await callUnary(client, 'InvokeFunction', { project_id: project, function_id: fn.id, body: toStruct({ i }) });
    const single: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = performance.now();
      await callUnary(client, 'InvokeFunction', { project_id: project, function_id: fn.id, body: toStruct({ i }) });
      single.push(performance.now() - t);
    }
    const rate = await pool(INVOCATIONS, CONCURRENCY, async (i) => {
      const res = await callUnary(client, 'InvokeFunction', { project_id: project, function_id: fn.id, body: toStruct({ i }) });
      if (res.status_code !== 200) throw new Error(`invocation ${i}: ${res.status_code} ${res.error_message}`);
    });
    console.log(
      `(a) InvokeFunction: ${rate.toFixed(0)} invocations/s at concurrency ${CONCURRENCY}; one at a time p50 ${pct(single, 50).toFixed(1)} ms, p99 ${pct(single, 99).toFixed(1)} ms`,
    );

    // (b) the data endpoint
    const pnid = '1555000111';
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const cipher = new SecretCipher(KeyRing.fromConfig(KEY, 'k1'));
    const flowId = randomUUID();
    const now = new Date();
    await db('encryption_keys').insert({
      project_id: project,
      phone_number_id: pnid,
      public_key_pem: publicKey,
      private_key_ciphertext: cipher.seal(privateKey, `flows.private_key:${project}:${pnid}`),
      created_at: now,
    });
    const url = `http://127.0.0.1:${httpPort}/data_endpoints/${flowId}`;
    await db('flows').insert({
      id: flowId,
      project_id: project,
      upstream_flow_id: '1234567890',
      name: 'bench',
      status: 'published',
      json_version: '7.3',
      data_api_version: '3.0',
      business_account_id: '1',
      phone_number_id: pnid,
      data_endpoint_function_id: fn.id,
      data_endpoint_url: url,
      flows_encryption_configured: true,
      created_at: now,
      updated_at: now,
    });
    const exchange = async (i: number): Promise<number> => {
      const aesKey = randomBytes(16);
      const iv = randomBytes(16);
      const c = createCipheriv('aes-128-gcm', aesKey, iv);
      const payload = JSON.stringify({ version: '3.0', action: 'data_exchange', screen: 'A', data: { i }, flow_token: `t${i}` });
      const body = JSON.stringify({
        encrypted_flow_data: Buffer.concat([c.update(payload), c.final(), c.getAuthTag()]).toString('base64'),
        encrypted_aes_key: publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey).toString('base64'),
        initial_vector: iv.toString('base64'),
      });
      const sig = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
      const t = performance.now();
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': sig }, body });
      const text = await res.text();
      const elapsed = performance.now() - t;
      if (res.status !== 200) throw new Error(`exchange ${i}: ${res.status} ${text}`);
      const buf = Buffer.from(text, 'base64');
      const d = createDecipheriv('aes-128-gcm', aesKey, Buffer.from(iv.map((b) => ~b & 0xff)));
      d.setAuthTag(buf.subarray(buf.length - 16));
      const reply = JSON.parse(Buffer.concat([d.update(buf.subarray(0, buf.length - 16)), d.final()]).toString('utf8')) as { data: { echo: { i: number } } };
      if (reply.data.echo.i !== i) throw new Error(`exchange ${i}: wrong reply`);
      return elapsed;
    };
    for (let i = 0; i < 50; i++) await exchange(i);
    const lat: number[] = [];
    for (let i = 0; i < EXCHANGES; i++) lat.push(await exchange(i));
    const exRate = await pool(EXCHANGES, CONCURRENCY, async (i) => void (await exchange(i)));
    console.log(
      `(b) data endpoint (signature, decrypt, workerd, record, encrypt; timed from the POST to the reply body, the client's own crypto excluded): one at a time p50 ${pct(lat, 50).toFixed(1)} ms, p99 ${pct(lat, 99).toFixed(1)} ms, max ${Math.max(...lat).toFixed(1)} ms; ${exRate.toFixed(0)} exchanges/s at concurrency ${CONCURRENCY}`,
    );
  } finally {
    client.close();
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
    await db.raw('drop schema if exists ?? cascade', [schema]);
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
