/**
 * Table store benchmark (issue 21). Not part of the test suite: `npx tsx bench/table-store.ts`.
 *
 * Runs workflows-agent as a child process on the real Postgres, fills one table with BENCH_ROWS
 * (100,000) rows through DbInsert (1,000 per call), then measures over gRPC (the gateway adds its own
 * constant hop, measured by bench/gateway.bench.ts):
 *  (a) filtered reads, BENCH_READS (2,000) each, one at a time: an equality filter
 *      (`email=eq.<random existing>`) and a numeric range (`score=gte.x&score=lt.x+50&limit=20`),
 *      ordered by the ranged column and in the default insertion order; p50/p99 in ms (target p99 ≤ 20 ms);
 *  (b) upserts per second: BENCH_UPSERTS (5,000) `PUT ?email=eq.<key>` with BENCH_CONCURRENCY (16)
 *      in flight, half of them updating existing rows, half inserting.
 * TEST_DATABASE_URL (loopback default). The schema is dropped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import knex from 'knex';
import { loadContracts, toStruct, type workflowsAgent } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import { freePort, testInfra, uniqueName } from '@platform/testing';

const ROOT = join(__dirname, '..');
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const READS = Number(process.env.BENCH_READS ?? 2000);
const UPSERTS = Number(process.env.BENCH_UPSERTS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const infra = testInfra();
const schema = uniqueName('bench_tables');
const project = randomUUID();

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function main(): Promise<void> {
  const port = await freePort();
  const tsx = join(ROOT, 'node_modules/tsx/dist');
  const proc: ChildProcess = spawn(
    process.execPath,
    ['--require', join(tsx, 'preflight.cjs'), '--import', pathToFileURL(join(tsx, 'loader.mjs')).href, join(ROOT, 'apps/workflows-agent/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: infra.databaseUrl,
        DB_SCHEMA: schema,
        GRPC_HOST: '127.0.0.1',
        GRPC_PORT: String(port),
        LOG_LEVEL: 'warn',
        OTEL_SDK_DISABLED: 'true',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const { contracts } = loadContracts();
  const client: workflowsAgent.WorkflowsAgentServiceClient = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${port}`, {
    defaultDeadlineMs: 60_000,
    idempotentMethods: [],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        await callUnary(client, 'ListDbTables', { project_id: project });
        break;
      } catch (e) {
        if (i > 300) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const t0 = Date.now();
    for (let i = 0; i < ROWS; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, ROWS - i) }, (_, j) => {
        const n = i + j;
        return toStruct({ email: `user${n}@example.com`, score: n % 10_000, name: `User ${n}`, plan: n % 3 ? 'free' : 'pro' });
      });
      await callUnary(client, 'DbInsert', { project_id: project, table: 'bench', params: [], rows });
    }
    console.log(`seeded ${ROWS} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // First use of each column builds its indexes (once); not measured.
    await callUnary(client, 'DbSelect', { project_id: project, table: 'bench', params: [{ key: 'email', value: 'eq.x' }] });
    await callUnary(client, 'DbSelect', {
      project_id: project,
      table: 'bench',
      params: [
        { key: 'score', value: 'gte.0' },
        { key: 'limit', value: '1' },
      ],
    });

    const measure = async (name: string, params: () => { key: string; value: string }[]) => {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < READS; i++) {
        const s = process.hrtime.bigint();
        const r = await callUnary(client, 'DbSelect', { project_id: project, table: 'bench', params: params() });
        times.push(Number(process.hrtime.bigint() - s) / 1e6);
        rows += r.rows.length;
      }
      console.log(`(a) ${name}: p50 ${pct(times, 50).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms, ${(rows / READS).toFixed(1)} rows/read`);
    };
    const rnd = (n: number) => Math.floor(Math.random() * n);
    await measure('equality  email=eq.<existing>', () => [{ key: 'email', value: `eq.user${rnd(ROWS)}@example.com` }]);
    for (const order of ['score', undefined]) {
      await measure(`range     score=gte.x&score=lt.x+50&limit=20${order ? `&order=${order}` : ' (insertion order)'}`, () => {
        const x = rnd(9_950);
        return [
          { key: 'score', value: `gte.${x}` },
          { key: 'score', value: `lt.${x + 50}` },
          { key: 'limit', value: '20' },
          ...(order ? [{ key: 'order', value: order }] : []),
        ];
      });
    }

    let next = 0;
    const u0 = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < UPSERTS) {
          const i = next++;
          const email = i % 2 ? `user${rnd(ROWS)}@example.com` : `new${i}@example.com`;
          await callUnary(client, 'DbUpsert', {
            project_id: project,
            table: 'bench',
            params: [{ key: 'email', value: `eq.${email}` }],
            rows: [toStruct({ visits: i })],
          });
        }
      }),
    );
    const secs = (Date.now() - u0) / 1000;
    console.log(`(b) upserts: ${UPSERTS} in ${secs.toFixed(1)} s = ${Math.round(UPSERTS / secs)}/s with ${CONCURRENCY} in flight`);
  } finally {
    client.close();
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
    const db = knex({ client: 'pg', connection: infra.databaseUrl });
    await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [schema]);
    await db.destroy();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
