/**
 * Log search benchmark (issue 36 item 3, decision 0019). Not part of the test suite:
 * `npx tsx bench/log-search.ts`.
 *
 * Starts the platform (gateway and the five services that own log sources, the upstream simulator)
 * as child processes on the real Postgres and NATS, creates one project, and seeds BENCH_EVENTS
 * (1,000,000) events for it across the ten sources straight into the owning services' tables (in the
 * shares below), plus 10 % as many for a second project (its rows must never slow or leak into the
 * first's searches). Then asks `GET /log_search` BENCH_QUERIES (60) times per kind of question, one
 * at a time, and prints p50 / p95 / p99 per kind and over all, against the target p99 ≤ 300 ms, and
 * the floor of the same run: `GET /api_logs?limit=20` (one indexed list through the same gateway).
 *
 * Kinds: the newest page; the next page (cursor); a wamid's story (two phases: its request ids, then
 * every source); a request id; a rare word; a common word; a substring (trigram); problems only over
 * 7 days; a window around a moment with a highlight; one source with a `filter=status=…`.
 */
import { createHash } from 'node:crypto';
import knex, { type Knex } from 'knex';
// The whole platform as the e2e suite starts it (one process per app, the simulators): a benchmark is
// tooling like the e2e harness, and this is its one way to start every service with its schema.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startStack, type Stack } from '@app/e2e';
import { testInfra } from '@platform/testing';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 60);
const TARGET_P99_MS = 300;
const DAY_MS = 86_400_000;
/** Spread of the seeded events: the last 30 days. */
const SPAN_DAYS = 30;

/** One source's share of the events and how its rows are made. */
interface SeedSpec {
  source: string;
  service: 'gateway' | 'messaging-proxy' | 'contacts' | 'webhooks' | 'workflows-agent' | 'flows';
  table: string;
  share: number;
  /** Column → SQL expression over `i` (the row number, 1..n) and `t` (its instant); others get type defaults. */
  columns: Record<string, string>;
  /** Rows of a parent table to write first (same column rules), e.g. the messages of message statuses. */
  parent?: { table: string; per: number; columns: Record<string, string> };
}

/** The instant of row i of n: spread over SPAN_DAYS, newest last. */
const T = `(now() - (interval '${SPAN_DAYS} days') * (1 - i::float8 / n))`;
/**
 * A wamid shared by the sources of one message: message k = i / 4 (four lifecycle rows per message).
 * Like the upstream's (base64 of the number and a message id), it is high-entropy text: `HBgL` and the
 * base64 of md5(k). A zero-padded counter would make every substring's trigrams common to all rows.
 */
const wamidOf = (k: string) => `'wamid.HBgL' || encode(decode(md5((${k})::text), 'hex'), 'base64')`;
const WAMID = wamidOf('i / 4');
/** The request id of message k's send. */
const REQ = `'req-' || lpad(((i / 4))::text, 10, '0')`;
/** Statuses in proportion: 1 failed in 50. */
const STATUS = `(array['sent','delivered','read','delivered','read'])[1 + i % 5]`;

const SPECS: SeedSpec[] = [
  {
    source: 'request_log',
    service: 'gateway',
    table: 'api_logs',
    share: 0.15,
    columns: {
      endpoint: `'/platform/v1/messaging/' || (array['phone_numbers','broadcasts','conversations','contacts'])[1 + i % 4]`,
      http_method: `(array['GET','POST'])[1 + i % 2]`,
      response_status: `case when i % 50 = 0 then 500 when i % 7 = 0 then 404 else 200 end`,
      response_time_ms: `20 + i % 200`,
      ip_address: `'10.0.0.' || (i % 250)`,
      request_id: REQ,
    },
  },
  {
    source: 'external_api_log',
    service: 'messaging-proxy',
    table: 'external_api_logs',
    share: 0.15,
    columns: {
      method: `'POST'`,
      path: `'/' || (1000 + i % 20) || '/messages'`,
      status: `case when i % 50 = 0 then 400 else 200 end`,
      duration_ms: `80 + i % 300`,
      error_code: `case when i % 50 = 0 then 131026 end`,
      error_message: `case when i % 50 = 0 then 'Message undeliverable' end`,
      fbtrace_id: `'AbC' || i`,
      phone_number_id: `(1000 + i % 20)::text`,
      request_id: REQ,
    },
  },
  {
    source: 'upstream_webhook_event',
    service: 'messaging-proxy',
    table: 'upstream_webhook_events',
    share: 0.15,
    columns: {
      request_id: `'in_' || i`,
      field: `'messages'`,
      kind: `'status:' || ${STATUS}`,
      status: STATUS,
      phone_number_id: `(1000 + i % 20)::text`,
      wamid: WAMID,
      wa_id: `'1555' || lpad((i % 100000)::text, 7, '0')`,
      payload_excerpt: `'{"statuses":[{"id":"' || ${WAMID} || '"}]}'`,
    },
  },
  {
    source: 'message_event',
    service: 'contacts',
    table: 'message_statuses',
    share: 0.15,
    // Four statuses per message: message k = i / 4 is written first (its id derived from k).
    parent: {
      table: 'messages',
      per: 4,
      columns: {
        id: `md5(p::text || 'm' || i)::uuid`,
        wamid: wamidOf('i'),
        phone_number_id: `(1000 + i % 20)::text`,
        direction: `'outbound'`,
        origin: `'cloud_api'`,
        type: `'text'`,
        status: `case when i % 50 = 0 then 'failed' else 'read' end`,
        request_id: `'req-' || lpad(i::text, 10, '0')`,
      },
    },
    columns: {
      message_id: `md5(p::text || 'm' || (i / 4))::uuid`,
      wamid: WAMID,
      status: `case when (i / 4) % 50 = 0 and i % 4 = 3 then 'failed' else (array['sent','delivered','read','read'])[1 + i % 4] end`,
      raw: `case when (i / 4) % 50 = 0 and i % 4 = 3 then '{"errors":[{"code":131026,"title":"Message undeliverable"}]}'::jsonb else '{}'::jsonb end`,
      received_at: 't',
    },
  },
  {
    source: 'webhook_delivery',
    service: 'webhooks',
    table: 'deliveries',
    share: 0.15,
    columns: {
      event_name: `(array['messaging.message.sent','messaging.message.delivered','messaging.message.read'])[1 + i % 3]`,
      payload_version: `'v2'`,
      status: `case when i % 40 = 0 then 'failed' else 'delivered' end`,
      response_status: `case when i % 40 = 0 then 500 else 200 end`,
      last_error: `case when i % 40 = 0 then 'HTTP 500' end`,
      last_failed: `i % 40 = 0`,
      url: `'https://hooks.example.com/in'`,
      request_id: REQ,
      wamid: WAMID,
      phone_number_id: `(1000 + i % 20)::text`,
    },
  },
  {
    source: 'workflow_step',
    service: 'workflows-agent',
    table: 'workflow_execution_events',
    share: 0.08,
    // Ten steps per execution: execution k = i / 10 is written first.
    parent: {
      table: 'workflow_executions',
      per: 10,
      columns: {
        id: `md5(p::text || 'x' || i)::uuid`,
        workflow_id: `md5(p::text || 'w' || (i % 50))::uuid`,
        status: `case when i % 40 = 0 then 'failed' else 'ended' end`,
        request_id: `'req-' || lpad((i * 3)::text, 10, '0')`,
      },
    },
    columns: {
      execution_id: `md5(p::text || 'x' || (i / 10))::uuid`,
      event_type: `case when (i / 10) % 40 = 0 and i % 10 = 9 then 'step_failed' else (array['node_entered','node_exited'])[1 + i % 2] end`,
      direction: `'out'`,
      node_id: `'node_' || (i % 10)`,
      node_type: `(array['send_text','wait_for_response','call_function','decide','webhook'])[1 + i % 5]`,
      step: `i % 10`,
    },
  },
  {
    source: 'agent_run',
    service: 'workflows-agent',
    table: 'agent_runs',
    share: 0.02,
    columns: {
      status: `case when i % 30 = 0 then 'failed' else 'completed' end`,
      prompt: `'Answer the customer about order ' || i`,
      metadata: `'{}'::jsonb`,
      settings: `'{"model":"gpt-sim"}'::jsonb`,
      tools: `'[]'::jsonb`,
      error_code: `case when i % 30 = 0 then 'provider_error' end`,
      error_message: `case when i % 30 = 0 then 'The model provider answered 529' end`,
      request_id: `'req-' || lpad((i * 5)::text, 10, '0')`,
    },
  },
  {
    source: 'function_invocation',
    service: 'flows',
    table: 'function_invocations',
    share: 0.05,
    columns: {
      function_id: `md5(p::text || 'f' || (i % 10))::uuid`,
      status_code: `case when i % 25 = 0 then 500 else 200 end`,
      success: `i % 25 <> 0`,
      duration_ms: `5 + i % 40`,
      request_body: `'{}'::jsonb`,
      response_body: `'{}'::jsonb`,
      error_message: `case when i % 25 = 0 then 'TypeError: cannot read properties of undefined' end`,
      edge_ray_id: `'ray' || i`,
      request_id: `'req-' || lpad((i * 7)::text, 10, '0')`,
    },
  },
  {
    source: 'function_log',
    service: 'flows',
    table: 'function_logs',
    share: 0.05,
    // Two console lines per invocation, of invocations written first.
    parent: {
      table: 'function_invocations',
      per: 2,
      columns: {
        id: `md5(p::text || 'v' || i)::uuid`,
        function_id: `md5(p::text || 'f' || (i % 10))::uuid`,
        status_code: `200`,
        success: `true`,
        duration_ms: `5`,
        request_body: `'{}'::jsonb`,
        response_body: `'{}'::jsonb`,
        edge_ray_id: `'ray-l' || i`,
      },
    },
    columns: {
      invocation_id: `md5(p::text || 'v' || (i / 2))::uuid`,
      function_id: `md5(p::text || 'f' || ((i / 2) % 10))::uuid`,
      position: `i % 2`,
      level: `case when i % 60 = 0 then 'error' else 'log' end`,
      message: `case when i % 60 = 0 then 'lookup failed for customer ' || i else 'computed quote ' || i end`,
      logged_at: 't',
    },
  },
  {
    source: 'flow_data_exchange',
    service: 'flows',
    table: 'flow_data_exchanges',
    share: 0.05,
    columns: {
      flow_id: `md5(p::text || 'fl' || (i % 10))::uuid`,
      phone_number_id: `(1000 + i % 20)::text`,
      action: `(array['INIT','data_exchange','data_exchange','BACK'])[1 + i % 4]`,
      screen: `'SCREEN_' || (i % 5)`,
      status: `case when i % 45 = 0 then 'error' else 'answered' end`,
      http_status: `case when i % 45 = 0 then 500 else 200 end`,
      error_message: `case when i % 45 = 0 then 'endpoint answered 500' end`,
      request_id: `'in_' || md5(i::text)`,
      duration_ms: `30 + i % 100`,
    },
  },
];

/** Default of a NOT NULL column without a default, by type: the seed fills every column it does not name. */
function typeDefault(dataType: string, column: string): string {
  if (column === 'id') return 'gen_random_uuid()';
  switch (dataType) {
    case 'uuid':
      return 'gen_random_uuid()';
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
      return '0';
    case 'boolean':
      return 'false';
    case 'jsonb':
    case 'json':
      return `'{}'`;
    case 'ARRAY':
      return `'{}'`;
    case 'timestamp with time zone':
      return 't';
    default:
      return `'bench'`;
  }
}

async function seed(db: Knex, schemaOf: (s: SeedSpec['service']) => string, spec: SeedSpec, projectId: string, n: number): Promise<void> {
  if (spec.parent) await seedTable(db, schemaOf(spec.service), spec.parent.table, spec.parent.columns, projectId, Math.ceil(n / spec.parent.per) + 1, 0);
  await seedTable(db, schemaOf(spec.service), spec.table, spec.columns, projectId, n, spec.parent ? spec.parent.per : 0);
}

/** Writes n rows of one table for the project in one statement (`i` from 1, or from `per` when a parent's rows start at 1). */
async function seedTable(db: Knex, schema: string, table: string, columns: Record<string, string>, projectId: string, n: number, from: number): Promise<void> {
  const cols = (await db('information_schema.columns')
    .select('column_name', 'data_type', 'is_nullable', 'column_default')
    .where({ table_schema: schema, table_name: table })) as { column_name: string; data_type: string; is_nullable: string; column_default: string | null }[];
  if (cols.length === 0) throw new Error(`no table ${schema}.${table}`);
  const exprs: Record<string, string> = { project_id: 'p' };
  for (const c of cols) {
    if (c.column_name in columns) exprs[c.column_name] = columns[c.column_name];
    else if (c.column_name === 'project_id') continue;
    else if (c.data_type === 'timestamp with time zone' && /^(created_at|updated_at|received_at|timestamp|started_at|logged_at)$/.test(c.column_name))
      exprs[c.column_name] = 't';
    else if (c.is_nullable === 'NO' && c.column_default === null) exprs[c.column_name] = typeDefault(c.data_type, c.column_name);
  }
  const names = Object.keys(exprs);
  const sql = `insert into "${schema}"."${table}" (${names.map((c) => `"${c}"`).join(', ')})
    select ${names.map((c) => exprs[c]).join(', ')}
    from (select i, n, p, ${T} as t from (select i, ${n + from}::int as n, '${projectId}'::uuid as p from generate_series(${from || 1}, ${n + from - (from ? 1 : 0)}) as i) a) g`;
  await db.raw(sql);
  // What autovacuum does in production: GIN's pending list merged, statistics fresh.
  await db.raw(`vacuum analyze "${schema}"."${table}"`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(stack: Stack, apiKey: string, path: string): Promise<{ ms: number; body: any }> {
  const start = performance.now();
  const r = await stack.api(apiKey, 'GET', path);
  const ms = performance.now() - start;
  if (r.status !== 200) throw new Error(`${path} → ${r.status} ${JSON.stringify(r.body)}`);
  return { ms, body: r.body };
}

async function main(): Promise<void> {
  const stack = await startStack({ services: ['messaging-proxy', 'contacts', 'webhooks', 'workflows-agent', 'flows'] });
  const db = knex({ client: 'pg', connection: testInfra().databaseUrl, pool: { min: 0, max: 4 } });
  try {
    const a = await stack.createProject('enterprise', 'Bench A');
    const b = await stack.createProject('enterprise', 'Bench B');
    const schemaOf = (s: SeedSpec['service']) => `${stack.id}_${s.replace(/-/g, '_')}`;
    const total = SPECS.reduce((sum, s) => sum + s.share, 0);
    const seedStart = performance.now();
    for (const spec of SPECS) {
      const n = Math.round((EVENTS * spec.share) / total);
      await seed(db, schemaOf, spec, a.projectId, n);
      await seed(db, schemaOf, spec, b.projectId, Math.round(n / 10));
      console.log(`seeded ${spec.source}: ${n} + ${Math.round(n / 10)} rows`);
    }
    console.log(`seeded ${EVENTS} events in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);

    const msg = (k: number) => `wamid.HBgL${createHash('md5').update(String(k)).digest('base64')}`;
    const req = (k: number) => `req-${String(k).padStart(10, '0')}`;
    // Messages are numbered 1..(message_event rows / 4): four lifecycle rows each (the seeds above).
    const pick = (q: number) => 1 + ((q * 7919) % Math.floor((EVENTS * 0.15) / 4));
    const around = new Date(Date.now() - 3 * DAY_MS).toISOString();
    const first = await timed(stack, a.apiKey, '/log_search?limit=20');
    const cursor = first.body.paging?.cursors?.after as string | undefined;
    const kinds: Record<string, (q: number) => string> = {
      newest: () => '/log_search?limit=20',
      next_page: () => `/log_search?limit=20&after=${encodeURIComponent(cursor ?? '')}`,
      wamid_story: (q) => `/log_search?wamid=${msg(pick(q))}&order=asc&limit=50`,
      request_id: (q) => `/log_search?request_id=${req(pick(q))}`,
      rare_word: () => '/log_search?q=undeliverable&limit=20',
      common_word: () => '/log_search?q=delivered&limit=20',
      // A piece of a wamid, as someone pastes it from a screenshot or a customer's message.
      substring: (q) => `/log_search?q=${encodeURIComponent(msg(pick(q)).slice(12, 24))}&limit=20`,
      problems_7d: () => '/log_search?problems_only=true&period=7d&limit=20',
      around: (q) => `/log_search?around=${encodeURIComponent(around)}&window=15m&highlight=${msg(pick(q))}&limit=50`,
      one_source_filter: () => '/log_search?sources=webhook_delivery&filter=status%3Dfailed&limit=20',
    };
    const floor: number[] = [];
    const all: number[] = [];
    const rows: string[] = [];
    for (const [kind, path] of Object.entries(kinds)) {
      const ms: number[] = [];
      for (let q = 0; q < QUERIES; q++) {
        ms.push((await timed(stack, a.apiKey, path(q))).ms);
        floor.push((await timed(stack, a.apiKey, '/api_logs?limit=20')).ms);
      }
      ms.sort((x, y) => x - y);
      all.push(...ms);
      rows.push(
        `${kind.padEnd(18)} p50 ${percentile(ms, 50).toFixed(1).padStart(7)}  p95 ${percentile(ms, 95).toFixed(1).padStart(7)}  p99 ${percentile(ms, 99).toFixed(1).padStart(7)} ms`,
      );
    }
    all.sort((x, y) => x - y);
    floor.sort((x, y) => x - y);
    const story = await timed(stack, a.apiKey, `/log_search?wamid=${msg(pick(1))}&order=asc&limit=50`);
    console.log(`\nlog search over ${EVENTS} events of one project (${QUERIES} queries per kind, one at a time)`);
    for (const r of rows) console.log(r);
    const p99 = percentile(all, 99);
    const floorP50 = percentile(floor, 50);
    console.log(
      `${'all'.padEnd(18)} p50 ${percentile(all, 50).toFixed(1).padStart(7)}  p95 ${percentile(all, 95).toFixed(1).padStart(7)}  p99 ${p99.toFixed(1).padStart(7)} ms  (target p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'})`,
    );
    console.log(
      `floor: GET /api_logs?limit=20 p50 ${floorP50.toFixed(1)} ms, p99 ${percentile(floor, 99).toFixed(1)} ms; search p50 / floor p50 = ${(percentile(all, 50) / floorP50).toFixed(2)}`,
    );
    console.log(
      `a wamid story: ${story.body.data.length} hits from ${new Set(story.body.data.map((h: { source: string }) => h.source)).size} sources; sources ${story.body.sources.map((s: { source: string; status: string }) => `${s.source}:${s.status}`).join(' ')}`,
    );
  } finally {
    await db.destroy();
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
