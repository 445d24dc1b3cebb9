/**
 * Fuzzing suite (issue 13): every operation of the served OpenAPI document, the {proxy_url}
 * pass-through, the MCP endpoint's tool calls (decision 0029) and the raw HTTP edge, driven with schema-generated and hostile input from two
 * projects against the whole stack on the real engines. It fails on any 5xx, any 4xx whose body is
 * not `{ "error": string }` (plus the extras spec 7 names), any answer slower than 10 s, any 2xx to
 * one project for an id of the other, and — the sentinel — when, after the run, a request of the
 * second project does not reach its request log within the flush interval.
 *
 * Deterministic for a seed: every failure prints FUZZ_SEED and a replay line. FUZZ_ONLY=<operationId,...>
 * replays single operations (each operation draws from its own seed-derived stream). FUZZ_RUNS caps the
 * samples per operation (default 80), FUZZ_BUDGET_MS bounds the operation phase (default 75 s, split
 * over the operations), FUZZ_REPORT=<file> writes every failure as markdown, FUZZ_TRACE=<file> every
 * request with its status (JSON lines). It grows by itself with every route the route table (hence
 * the OpenAPI document) gains.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { randomInt, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDING_TEST_ENV, fundingFixtures, startStack, type Stack } from '../src';
import {
  assertSupported,
  bodyKillers,
  bodyLocations,
  boundaryArbitrary,
  fullArbitrary,
  HOSTILE_IDS,
  hostileArbitrary,
  jsonRpcErrorShape,
  hostileNumericString,
  hostileString,
  PATH_KILLERS,
  rawRequest,
  send,
  sendRaw,
  setAt,
  textKillers,
  UNKNOWN_KEYS,
  validArbitrary,
  verdict,
  wrongShape,
  type Schema,
  type Surface,
  type WireResponse,
} from '../src/fuzz';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 75_000);
const ONLY = process.env.FUZZ_ONLY?.split(',').filter(Boolean);
const CONCURRENCY = 3;
/** The gateway's request-log flush interval in this stack (the production default). */
const FLUSH_MS = 250;
const REPLAY = `FUZZ_SEED=${SEED} npx vitest run apps/e2e/test/fuzz.e2e.test.ts`;
/**
 * Requests per minute each project may send, below its plan's limit (enterprise: 4000/min): with
 * over a hundred operations the run could otherwise outpace the limiter and test 429s, not routes.
 */
const PER_PROJECT_PER_MINUTE = 3_600;
const nextSendAt: Record<'A' | 'B', number> = { A: 0, B: 0 };
/** An id no project has, shaped like `id` (digits for an upstream id, else a UUID): the control of an isolation check. */
function unknownIdLike(id: string): string {
  return /^\d+$/.test(id) ? `7${randomInt(10 ** 9, 10 ** 10 - 1)}${randomInt(10 ** 5)}` : randomUUID();
}

/** Waits for the project's next send slot (evenly spaced). */
async function pace(p: 'A' | 'B'): Promise<void> {
  const gap = 60_000 / PER_PROJECT_PER_MINUTE;
  const now = Date.now();
  const at = Math.max(now, nextSendAt[p]);
  nextSendAt[p] = at + gap;
  if (at > now) await new Promise((r) => setTimeout(r, at - now));
}

type Param = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema };
type Operation = {
  method: string;
  path: string;
  operationId: string;
  parameters?: Param[];
  requestBody?: { required?: boolean; content: { 'application/json': { schema: Schema } } };
};
type Project = { name: 'A' | 'B'; projectId: string; apiKey: string };
type Failure = { where: string; request: string; problem: string; body: string };

let stack: Stack;
let projects: Record<'A' | 'B', Project>;
let operations: Operation[] = [];
/** Ids each project owns, by path parameter name (seeded, then harvested from every 2xx answer). */
const owned: Record<'A' | 'B', Map<string, string[]>> = { A: new Map(), B: new Map() };
/**
 * Path parameters that name a resource in the caller's own namespace (not ids another project could own):
 * a table store table (decision 0700) and a model provider (`anthropic`, `openai`: each project sets its
 * own key per provider, decision 0732; B writing A's provider name sets B's own key). Their isolation is
 * asserted in tenant-isolation.e2e (provider keys read back per project) and agents.e2e.
 */
const NAMESPACED_PARAMS = new Set(['table', 'provider']);
/**
 * Ids never put in a path: the API keys the run authenticates with. Rotating or revoking them
 * (`/api_keys/{api_key_id}`, decision 0011) would lock the run out; their rotation and revocation are
 * tested in the gateway's api-keys integration test. Every key the run creates itself is fair game.
 */
const PROTECTED_IDS = new Set<string>();
/** Path parameter name a collection's `id`s fill, by the collection's last path segment. */
const paramOfSegment = new Map<string, string>();

function ownId(p: 'A' | 'B', param: string, id: unknown): void {
  if (typeof id !== 'string' && typeof id !== 'number') return;
  const list = owned[p].get(param) ?? [];
  if (!list.includes(String(id))) owned[p].set(param, [...list, String(id)].slice(-20));
}

/**
 * Records the ids of a 2xx answer: `id` of the collection's objects, and every field named like a
 * path parameter — except values the request carried in its path (an answer that echoes an id, like
 * the funding status of any account, does not make it the project's).
 */
function harvest(p: 'A' | 'B', opPath: string, body: unknown, echoed: string[]): void {
  const own = (param: string, id: unknown) => {
    if (!echoed.includes(String(id))) ownId(p, param, id);
  };
  const collection =
    opPath
      .replace(/\/\{[^}]+\}$/, '')
      .split('/')
      .pop() ?? '';
  const idParam = paramOfSegment.get(collection);
  const data = (body as { data?: unknown })?.data;
  for (const o of Array.isArray(data) ? data : [data]) if (idParam && o && typeof o === 'object') own(idParam, (o as { id?: unknown }).id);
  const walk = (v: unknown, depth: number): void => {
    if (!v || typeof v !== 'object' || depth > 5) return;
    for (const [k, x] of Object.entries(v)) {
      if ([...paramOfSegment.values()].includes(k)) own(k, x);
      walk(x, depth + 1);
    }
  };
  walk(body, 0);
}

beforeAll(async () => {
  stack = await startStack({
    services: ['funding', 'messaging-proxy', 'flows', 'broadcasts', 'contacts', 'workflows-agent', 'webhooks'],
    env: FUNDING_TEST_ENV,
    appEnv: { gateway: { API_LOG_FLUSH_MS: String(FLUSH_MS) } },
  });
  const [a, b] = [await stack.createProject('enterprise', 'Fuzz A'), await stack.createProject('enterprise', 'Fuzz B')];
  projects = { A: { name: 'A', ...a }, B: { name: 'B', ...b } };
  PROTECTED_IDS.add(a.apiKeyId).add(b.apiKeyId);

  const doc = (await (await fetch(`${stack.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
  for (const op of operations) {
    for (const p of op.parameters ?? []) assertSupported(p.schema, `${op.operationId} ${p.in} parameter ${p.name}`);
    if (op.requestBody) assertSupported(op.requestBody.content['application/json'].schema, `${op.operationId} request body`);
    for (const m of op.path.matchAll(/\/([^/{}]+)\/\{([^}]+)\}/g)) paramOfSegment.set(m[1], m[2]);
  }

  // A world to reach past the "not found" checks: per project a customer, a connected phone number
  // (simulator fixture) and a funding portfolio/account; the rest is harvested as the run creates it.
  const funding = fundingFixtures(stack);
  for (const p of Object.values(projects)) {
    const customer = await stack.api(p.apiKey, 'POST', '/customers', { customer: { name: `Fuzz ${p.name}` } });
    ownId(p.name, 'customer_id', customer.body.data.id);
    const seeded = await stack.sim('POST', '/__sim/fixtures', {
      businesses: [{ wabas: [{ phone_numbers: [{ display_phone_number: `+1 555-010-${p.name === 'A' ? '1111' : '2222'}` }] }] }],
      tokens: [{}],
    });
    const connected = await stack.api(p.apiKey, 'POST', `/customers/${customer.body.data.id}/messaging/phone_numbers`, {
      messaging_phone_number: {
        name: 'Fuzz',
        kind: 'production',
        phone_number_id: seeded.phone_numbers[0].id,
        business_account_id: seeded.wabas[0].id,
        access_token: seeded.tokens[0].value,
      },
    });
    expect(connected.status, JSON.stringify(connected.body)).toBe(201);
    ownId(p.name, 'phone_number_id', seeded.phone_numbers[0].id);
    ownId(p.name, 'waba_id', seeded.wabas[0].id);
    const fx = await funding.setup(p.projectId);
    ownId(p.name, 'portfolio_id', fx.portfolioId);
    ownId(p.name, 'waba_id', fx.wabaId);
    // A webhook (the stack allows loopback targets), so webhook-scoped operations (recover, recoveries) find one.
    const webhook = await stack.api(p.apiKey, 'POST', '/webhooks', { webhook: { url: 'http://127.0.0.1:9/hook', events: ['agent.run.completed'] } });
    expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
    ownId(p.name, 'webhook_id', webhook.body.data.id);
    // A live listener (decision 0028), so its read, stream, replay and delete find one.
    const listener = await stack.api(p.apiKey, 'POST', '/webhook_listeners', { events: ['agent.run.completed'] });
    expect(listener.status, JSON.stringify(listener.body)).toBe(201);
    ownId(p.name, 'listener_id', listener.body.data.id);
  }
  funding.close();
  // Valid creations of every POST, so the fuzzed reads, updates and deletes find objects.
  for (const op of operations.filter((o) => o.method === 'POST')) {
    for (const p of Object.values(projects)) {
      const pathArb = fc.record(Object.fromEntries(pathParams(op).map((x) => [x.name, validArbitrary(x.schema)])));
      const bodyArb = op.requestBody ? validArbitrary(op.requestBody.content['application/json'].schema) : fc.constant(undefined);
      for (const [i, [path, body]] of fc.sample(fc.tuple(pathArb, bodyArb), { seed: SEED, numRuns: 3 }).entries()) {
        const url =
          stack.baseUrl +
          op.path.replace(/\{([^}]+)\}/g, (_m, n: string) =>
            encodeURIComponent(owned[p.name].get(n)?.find((id) => !PROTECTED_IDS.has(id)) ?? String((path as Record<string, unknown>)[n])),
          );
        await pace(p.name);
        const r = await send(op.method, url, { 'x-api-key': p.apiKey, 'idempotency-key': `seed-${SEED}-${op.operationId}-${p.name}-${i}` }, body);
        if (typeof r.status === 'number' && r.status < 300) harvest(p.name, op.path, parse(r.text), []);
      }
    }
  }
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const pathParams = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'path');

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A path id: the caller's own object, the other project's, a schema-valid unknown one, or hostile text. */
type PathChoice = { ref: 'own' | 'foreign'; n: number } | { value: string };
function pathArbitrary(s: Schema): fc.Arbitrary<PathChoice> {
  const text = (a: fc.Arbitrary<unknown>) => a.map((v) => ({ value: typeof v === 'string' ? v : JSON.stringify(v) }));
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ ref: fc.constant('own' as const), n: fc.nat(19) }) },
    { weight: 2, arbitrary: fc.record({ ref: fc.constant('foreign' as const), n: fc.nat(19) }) },
    { weight: 2, arbitrary: text(validArbitrary(s)) },
    { weight: 1, arbitrary: text(fc.uuid()) },
    { weight: 2, arbitrary: text(fc.constantFrom(...HOSTILE_IDS)) },
    { weight: 2, arbitrary: text(hostileString.filter((x) => x.length > 0 && x.length < 5000)) },
    { weight: 1, arbitrary: text(hostileNumericString.filter((x) => x.length > 0)) },
  );
}

/** A query parameter: absent, valid, out of bounds, hostile, repeated (`?a=1&a=2`) or bracketed (`?a[x]=1`). */
type QueryChoice = undefined | { pairs: Array<[string, string]> };
function queryArbitrary(name: string, s: Schema): fc.Arbitrary<QueryChoice> {
  const text = validArbitrary(s).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  const one = (a: fc.Arbitrary<string>) => a.map((v) => ({ pairs: [[name, v]] as Array<[string, string]> }));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: one(text) },
    { weight: 2, arbitrary: one(boundaryArbitrary(s).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))) },
    { weight: 2, arbitrary: one(hostileString.filter((x) => x.length < 5000)) },
    { weight: 2, arbitrary: one(hostileNumericString) },
    {
      weight: 1,
      arbitrary: fc.tuple(text, hostileNumericString).map(([x, y]) => ({
        pairs: [
          [name, x],
          [name, y],
        ] as Array<[string, string]>,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('[]', '[x]', '[0]', '[__proto__]'), text)
        .map(([br, v]) => ({ pairs: [[`${name}${br}`, v]] as Array<[string, string]> })),
    },
  );
}

/** A header parameter: what `fetch` can carry (NUL and CR/LF go through the raw wire cases instead). */
function headerArbitrary(s: Schema): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: validArbitrary(s).map((v) => `fuzz-${String(v)}`.replace(/[^\x20-\x7e]/g, '_')) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.constantFrom('', 'x'.repeat(256), 'x'.repeat(8000), 'ÿþ', 'fuzz-reused', '../../x', "'; --", '\u00a0') },
  );
}

/** A body: the schema with hostile mutations, or text that is not the JSON the schema wants. */
function bodyArbitrary(op: Operation): fc.Arbitrary<unknown> {
  const rawText = fc.constantFrom(
    '{"customer":',
    'not json',
    '',
    'null',
    '"x"',
    '1e308',
    '\u0000',
    '{"a":1}{"b":2}',
    '{"a":"\\ud800"}',
    '{"__proto__":{"admin":true}}',
    '['.repeat(20_000),
  );
  const raw = rawText.map((t) => ({ raw: t }));
  if (!op.requestBody && (op.method === 'GET' || op.method === 'HEAD')) return fc.constant(undefined);
  if (!op.requestBody) return fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: wrongShape }, { weight: 1, arbitrary: raw });
  return fc.oneof({ weight: 8, arbitrary: hostileArbitrary(op.requestBody.content['application/json'].schema) }, { weight: 1, arbitrary: raw });
}

/** encodeURIComponent, except that an unpaired surrogate goes on the wire as its (invalid) UTF-8 bytes. */
function encodePathSegment(v: string): string {
  return v.replace(/[\ud800-\udfff]|[^\ud800-\udfff]+/g, (part) =>
    part.length === 1 && /[\ud800-\udfff]/.test(part)
      ? [0xe0 | (part.charCodeAt(0) >> 12), 0x80 | ((part.charCodeAt(0) >> 6) & 0x3f), 0x80 | (part.charCodeAt(0) & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(part),
  );
}

function queryString(pairs: Array<[string, string]>): string {
  return pairs.map(([k, v]) => `${encodePathSegment(k)}=${encodePathSegment(v)}`).join('&');
}

function hash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
  return Math.abs(h);
}

const show = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? 'undefined');
  return s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s;
};

/** Runs the jobs with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, job: (t: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await job(items[next++]);
    }),
  );
}

describe('fuzzing every operation of the OpenAPI document, the pass-through and the HTTP edge', () => {
  it('never 5xx, always { error } on 4xx, never slower than 10 s, never another project’s object; the request log keeps working', async () => {
    expect(operations.length).toBeGreaterThan(20);
    const failures: Failure[] = [];
    const byStatus = new Map<number | string, number>();
    /** MCP tool calls whose input was refused (the API's 400/422 through the tool, or JSON-RPC -32602): 200s on the wire. */
    let refusedThroughMcp = 0;
    let sent = 0;
    const trace = process.env.FUZZ_TRACE;
    if (trace) writeFileSync(trace, '');
    const record = (where: string, request: string, r: WireResponse, problem: string | undefined) => {
      if (trace) appendFileSync(trace, `${JSON.stringify({ where, request, status: r.status, ms: r.ms, problem })}\n`);
      sent++;
      byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
      if (problem) failures.push({ where, request, problem: `${r.status}: ${problem}`, body: r.text.slice(0, 400) });
    };

    /** One concrete request of an operation: path ids as choices, query pairs, header values, body. */
    type Concrete = {
      project: 'A' | 'B';
      path: Record<string, PathChoice>;
      pairs: Array<[string, string]>;
      headers: Record<string, string | undefined>;
      body: unknown;
    };
    /** Sends it, harvests ids from a 2xx, judges the answer (and checks isolation with a control request). */
    const fire = async (op: Operation, q: Concrete, label: string, forbidden = false) => {
      const me = projects[q.project];
      const other = q.project === 'A' ? 'B' : 'A';
      const foreign: string[] = [];
      const values: string[] = [];
      /** The path; `control` puts a never-seen id where the other project's id would go. */
      const buildPath = (control: boolean) =>
        op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
          const c = q.path[name];
          if ('value' in c) return encodePathSegment(c.value);
          const mine = (owned[q.project].get(name) ?? []).filter((id) => !PROTECTED_IDS.has(id));
          const theirs = (owned[other].get(name) ?? []).filter((id) => !mine.includes(id) && !PROTECTED_IDS.has(id));
          const from = c.ref === 'own' ? mine : theirs;
          if (!from.length) return encodeURIComponent(randomUUID());
          // A DELETE never takes a project's first (seeded) object, so later operations still find one.
          const keep = op.method === 'DELETE' && c.ref === 'own' && from.length > 1 ? 1 : 0;
          const id = from[keep + (c.n % (from.length - keep))];
          if (c.ref === 'foreign' && control && !NAMESPACED_PARAMS.has(name)) return unknownIdLike(id);
          // A table store table is a name in the caller's own namespace, not an id (decision 0700):
          // B writing to the name of A's table makes B's own table. Its isolation is asserted in
          // tenant-isolation.e2e and the workflows-agent table store tests.
          if (c.ref === 'foreign' && !NAMESPACED_PARAMS.has(name)) foreign.push(`${name}=${id}`);
          values.push(id);
          return encodeURIComponent(id);
        });
      const qs = q.pairs.length ? `?${queryString(q.pairs)}` : '';
      const url = `${stack.baseUrl}${buildPath(false)}${qs}`;
      const headers: Record<string, string> = { 'x-api-key': me.apiKey };
      for (const [k, v] of Object.entries(q.headers)) if (v !== undefined) headers[k] = v;
      await pace(q.project);
      const r = await send(op.method, url, headers, q.body);
      const ok = (x: WireResponse) => typeof x.status === 'number' && x.status < 300;
      const body = ok(r) ? parse(r.text) : undefined;
      if (body !== undefined) harvest(q.project, op.path, body, values);
      let problem = verdict(r, 'api', op.method);
      if (!problem && forbidden && ok(r)) problem = `accepted a value the OpenAPI document (or the input rules) forbid`;
      if (!problem && foreign.length && ok(r)) {
        // Isolation: a 2xx for the other project's object is a leak unless a never-seen id gets one too.
        await pace(q.project);
        const control = await send(op.method, `${stack.baseUrl}${buildPath(true)}${qs}`, { ...headers, 'idempotency-key': `control-${randomUUID()}` }, q.body);
        if (!ok(control)) problem = `project ${q.project} got ${r.status} for project ${other}'s ${foreign.join(', ')} (an unknown id gets ${control.status})`;
      }
      record(
        `${op.method} ${op.path} (${op.operationId})`,
        `${label} project ${q.project}: ${op.method} ${show(url.slice(stack.baseUrl.length))} headers=${show(Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'x-api-key')))} body=${show(q.body)}`,
        r,
        problem,
      );
    };

    // 1. Every operation, from both projects, within its share of the budget: first one mutation at a
    // time on a valid request (every parameter and body field × the known-dangerous values), then
    // random samples that mutate everything at once.
    const selected = operations.filter((op) => !ONLY || ONLY.includes(op.operationId));
    const opBudgetMs = (BUDGET_MS * CONCURRENCY) / Math.max(selected.length, CONCURRENCY);
    await pool(selected, CONCURRENCY, async (op) => {
      const deadline = Date.now() + opBudgetMs;
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content['application/json'].schema;
      const base = fc.sample(
        fc.record({
          query: fc.record(Object.fromEntries(params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, fullArbitrary(p.schema)]))),
          headers: fc.record(Object.fromEntries(params.filter((p) => p.in === 'header').map((p) => [p.name, fullArbitrary(p.schema)]))),
          body: bodySchema ? fullArbitrary(bodySchema) : fc.constant(undefined),
          minimalBody: bodySchema ? fullArbitrary(bodySchema, 0, true) : fc.constant(undefined),
        }),
        { seed: SEED + hash(op.operationId), numRuns: 1 },
      )[0];
      const valid = (project: 'A' | 'B', k: number): Concrete => ({
        project,
        path: Object.fromEntries(pathParams(op).map((p) => [p.name, { ref: 'own' as const, n: 0 }])),
        pairs: Object.entries(base.query).map(([n, v]) => [n, typeof v === 'string' ? v : JSON.stringify(v)]),
        headers: Object.fromEntries(
          Object.entries(base.headers).map(([n, v]) => [n, `fuzz-${SEED}-${op.operationId}-${k}-${String(v)}`.replace(/[^\x21-\x7e]/g, '_').slice(0, 200)]),
        ),
        // Alternately every optional field present, and only the required ones.
        body: (k >> 1) % 2 ? base.minimalBody : base.body,
      });
      const mutations: Array<[string, (q: Concrete) => Concrete, boolean]> = [];
      for (const p of params) {
        if (p.in === 'path') {
          for (const v of PATH_KILLERS)
            mutations.push([`path ${p.name}=${show(v)}`, (q) => ({ ...q, path: { ...q.path, [p.name]: { value: v } } }), /[\u0000\ud800]/.test(v)]);
          mutations.push([`path ${p.name}=<the other project's>`, (q) => ({ ...q, path: { ...q.path, [p.name]: { ref: 'foreign', n: 0 } } }), false]);
        } else if (p.in === 'query') {
          for (const k of textKillers(p.schema, 'query'))
            mutations.push([
              `query ${p.name}=${show(k.value)}`,
              (q) => ({ ...q, pairs: [...q.pairs.filter(([n]) => n !== p.name), [p.name, k.value]] }),
              k.forbidden,
            ]);
          mutations.push([`query ${p.name} twice`, (q) => ({ ...q, pairs: [...q.pairs, [p.name, '1'], [p.name, '2']] }), false]);
          mutations.push([`query ${p.name}[x]`, (q) => ({ ...q, pairs: [...q.pairs, [`${p.name}[x]`, '1']] }), false]);
        } else {
          for (const k of [...textKillers(p.schema, 'header'), { value: undefined, forbidden: !!p.required }])
            mutations.push([`header ${p.name}=${show(k.value)}`, (q) => ({ ...q, headers: { ...q.headers, [p.name]: k.value } }), k.forbidden]);
        }
      }
      if (bodySchema)
        for (const loc of bodyLocations(bodySchema))
          if (loc.in === 'body')
            for (const k of bodyKillers(loc.schema, loc.pointer.length === 0))
              mutations.push([`body /${loc.pointer.join('/')}=${show(k.value)}`, (q) => ({ ...q, body: setAt(q.body, loc.pointer, k.value) }), k.forbidden]);
      mutations.push(['valid', (q) => q, false]);
      for (const [i, [label, mutate, forbidden]] of mutations.entries()) await fire(op, mutate(valid(i % 2 ? 'B' : 'A', i)), `[${label}]`, forbidden);

      const arb = fc.record({
        project: fc.constantFrom<'A' | 'B'>('A', 'B'),
        path: fc.record(Object.fromEntries(pathParams(op).map((p) => [p.name, pathArbitrary(p.schema)]))),
        query: fc.tuple(
          ...params.filter((p) => p.in === 'query').map((p) => queryArbitrary(p.name, p.schema)),
          fc.option(
            fc.tuple(
              fc.constantFrom(...UNKNOWN_KEYS.filter((k) => k.length < 100)),
              hostileString.filter((x) => x.length < 100),
            ),
            { freq: 8 },
          ),
        ),
        headers: fc.record(Object.fromEntries(params.filter((p) => p.in === 'header').map((p) => [p.name, headerArbitrary(p.schema)]))),
        body: bodyArbitrary(op),
      });
      const samples = fc.sample(arb, { seed: SEED + hash(op.operationId), numRuns: RUNS });
      for (const [i, s] of samples.entries()) {
        if (Date.now() > deadline && i >= 10) break;
        const pairs = (s.query as Array<QueryChoice | [string, string] | null>).flatMap((q) =>
          q === null || q === undefined ? [] : Array.isArray(q) ? [q] : q.pairs,
        );
        await fire(
          op,
          { project: s.project, path: s.path as Record<string, PathChoice>, pairs, headers: s.headers as Record<string, string | undefined>, body: s.body },
          `#${i}`,
        );
      }
    });

    // 2. {proxy_url}: both projects' numbers, the other's, unknown and hostile ids, paths, queries and bodies.
    if (!ONLY || ONLY.includes('proxy')) {
      const message: Schema = {
        type: 'object',
        properties: {
          messaging_product: { enum: ['whatsapp'] },
          to: { type: 'string', pattern: '^\\+[1-9]\\d{6,14}$' },
          type: { enum: ['text', 'interactive', 'template'] },
          text: { type: 'object', properties: { body: { type: 'string', maxLength: 4096 } } },
          messaging_account_id: { enum: ['own', 'foreign', '1', '99999999999999999999999999999999'] },
          interactive: {
            type: 'object',
            properties: {
              type: { enum: ['voice_call', 'button'] },
              action: {
                type: 'object',
                properties: {
                  name: { enum: ['voice_call'] },
                  parameters: {
                    type: 'object',
                    properties: {
                      display_text: { type: 'string', maxLength: 20 },
                      ttl_minutes: { type: 'integer', minimum: 1, maximum: 43200 },
                      payload: { type: 'string', maxLength: 512 },
                    },
                  },
                },
              },
            },
          },
        },
        required: ['messaging_product', 'to', 'type'],
      };
      const arb = fc.record({
        project: fc.constantFrom<'A' | 'B'>('A', 'B'),
        number: pathArbitrary({ type: 'string', pattern: '^\\d{1,32}$' }),
        tail: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom('messages', 'thread_control', 'calls', 'media', 'whatsapp_business_profile', 'register', '') },
          {
            weight: 2,
            arbitrary: fc.constantFrom(
              'a/../../b',
              '%2e%2e/%2e%2e/admin',
              '..%2F..%2F',
              'messages/..',
              'messages%00',
              'ﬀ',
              'x'.repeat(5000),
              '%ff%fe',
              '%',
              '%zz',
            ),
          },
          { weight: 1, arbitrary: hostileString.filter((x) => x.length < 1000).map(encodePathSegment) },
        ),
        method: fc.constantFrom('GET', 'POST', 'POST', 'DELETE', 'PATCH', 'PUT'),
        query: fc.option(
          fc.tuple(
            fc.constantFrom('call_id', 'fields', 'limit', 'after', 'access_token'),
            fc.oneof(
              hostileString.filter((x) => x.length < 1000),
              hostileNumericString,
            ),
          ),
          { freq: 3 },
        ),
        body: fc.oneof(
          { weight: 6, arbitrary: hostileArbitrary(message) },
          { weight: 1, arbitrary: wrongShape },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
      });
      const samples = fc.sample(arb, { seed: SEED + hash('proxy'), numRuns: RUNS * 2 });
      const deadline = Date.now() + 15_000;
      for (const [i, s] of samples.entries()) {
        if (Date.now() > deadline && i >= 20) break;
        const other = s.project === 'A' ? 'B' : 'A';
        const c = s.number;
        const ownPn = owned[s.project].get('phone_number_id')![0];
        const number = 'value' in c ? encodePathSegment(c.value) : c.ref === 'own' ? ownPn : owned[other].get('phone_number_id')![0];
        let body = s.method === 'GET' || s.method === 'DELETE' ? undefined : s.body;
        if (body && typeof body === 'object' && 'messaging_account_id' in body) {
          const m = (body as Record<string, unknown>).messaging_account_id;
          const pick = (p: 'A' | 'B') => owned[p].get('waba_id')![0];
          body = { ...body, messaging_account_id: m === 'own' ? pick(s.project) : m === 'foreign' ? pick(other) : m };
        }
        const url = `${stack.proxyUrl}/${number}${s.tail ? `/${s.tail}` : ''}${s.query ? `?${queryString([s.query])}` : ''}`;
        await pace(s.project);
        const r = await send(s.method, url, { 'x-api-key': projects[s.project].apiKey }, body);
        let problem = verdict(r, 'proxy', s.method);
        if (!problem && 'ref' in c && c.ref === 'foreign' && typeof r.status === 'number' && r.status < 300)
          problem = `project ${s.project} got ${r.status} through project ${other}'s phone number`;
        record(
          `${s.method} {proxy_url}/{phone_number_id}/…`,
          `#${i} project ${s.project}: ${s.method} ${show(url.slice(stack.proxyUrl.length))} body=${show(body)}`,
          r,
          problem,
        );
      }
    }

    // 2b. {proxy_url} signed media links (decision 0243): GET|HEAD {media_id}/download with forged,
    // hostile or foreign link parameters, without a key (what client libraries send) or with either
    // project's key. None is genuine, so none may succeed; every refusal is `{ error }`.
    if (!ONLY || ONLY.includes('media_links')) {
      const root = stack.proxyUrl.replace(/\/v\d+\.\d+$/, '');
      const arb = fc.record({
        method: fc.constantFrom('GET', 'HEAD'),
        version: fc.constantFrom('v24.0/', 'v23.0/', ''),
        media: fc.oneof(fc.constantFrom('1234567890123456', '0', '%ff%fe', '%00', '..%2F..', 'x'.repeat(3000)), hostileNumericString.map(encodePathSegment)),
        project: fc.oneof(
          fc.constantFrom<'A' | 'B' | 'none'>('A', 'B', 'none'),
          hostileString.filter((x) => x.length < 500),
        ),
        expires: fc.oneof(hostileNumericString, fc.constantFrom(String(Math.floor(Date.now() / 1000) + 300), '99999999999', '-1', '1e9', '')),
        signature: fc.oneof(
          hostileString.filter((x) => x.length < 500),
          fc.constantFrom('A'.repeat(43), '_'.repeat(43), 'A'.repeat(44), ''),
        ),
        repeat: fc.boolean(),
        key: fc.constantFrom<'none' | 'A' | 'B'>('none', 'none', 'A', 'B'),
      });
      const samples = fc.sample(arb, { seed: SEED + hash('media_links'), numRuns: Math.min(RUNS, 60) });
      for (const [i, s] of samples.entries()) {
        const q = new URLSearchParams();
        if (s.project !== 'none') q.set('project_id', s.project === 'A' || s.project === 'B' ? projects[s.project].projectId : s.project);
        q.set('expires', s.expires);
        q.set('signature', s.signature);
        if (s.repeat) q.append('signature', s.signature);
        const url = `${root}/${s.version}${s.media}/download?${q.toString()}`;
        if (s.key !== 'none') await pace(s.key);
        const r = await send(s.method, url, s.key === 'none' ? {} : { 'x-api-key': projects[s.key].apiKey }, undefined);
        let problem = verdict(r, 'proxy', s.method);
        if (!problem && typeof r.status === 'number' && r.status < 300) problem = `a forged media link answered ${r.status}`;
        record(`${s.method} {proxy_url}/{media_id}/download?<signed link>`, `#${i} key ${s.key}: ${s.method} ${show(url.slice(root.length))}`, r, problem);
      }
    }

    // 2c. The MCP endpoint (decision 0029): calls of every tool with hostile arguments from both
    // projects, half of them with the other project's ids where the tool's path takes one. Never a 5xx
    // (of the MCP POST or, through the tool, of the API), never a JSON-RPC internal error, never
    // another project's object.
    if (!ONLY || ONLY.includes('mcp')) {
      const mcpUrl = `${stack.baseUrl}/mcp?toolsets=all`;
      const mcpHeaders = (p: 'A' | 'B') => ({ 'x-api-key': projects[p].apiKey, accept: 'application/json, text/event-stream' });
      type ListedTool = { name: string; inputSchema: { properties?: { path?: { properties?: Record<string, unknown> } } } };
      await pace('A');
      const listed = parse((await send('POST', mcpUrl, mcpHeaders('A'), { jsonrpc: '2.0', id: 0, method: 'tools/list' })).text) as
        { result?: { tools?: ListedTool[] } } | undefined;
      const tools = listed?.result?.tools ?? [];
      expect(tools.length).toBeGreaterThan(20);
      const pathParams = new Map(tools.map((t) => [t.name, Object.keys(t.inputSchema.properties?.path?.properties ?? {})]));
      const hostileValue = fc.oneof(hostileString, fc.constantFrom(...HOSTILE_IDS), fc.jsonValue({ maxDepth: 3 }));
      const args = fc.oneof(
        fc.jsonValue({ maxDepth: 4 }),
        fc.record(
          {
            path: fc.oneof(fc.dictionary(fc.oneof(hostileString, fc.string()), hostileValue, { maxKeys: 4 }), hostileValue),
            query: fc.oneof(fc.dictionary(fc.oneof(hostileString, fc.string()), hostileValue, { maxKeys: 4 }), hostileValue),
            body: fc.jsonValue({ maxDepth: 4 }),
            dry_run: fc.oneof(fc.boolean(), hostileValue),
            approval_id: fc.oneof(fc.uuid(), hostileValue),
            idempotency_key: hostileValue,
          },
          { requiredKeys: [] },
        ),
      );
      const arb = fc.record({ tool: fc.constantFrom(...tools.map((t) => t.name)), project: fc.constantFrom<'A' | 'B'>('A', 'B'), args, foreign: fc.boolean() });
      const samples = fc.sample(arb, { seed: SEED + hash('mcp'), numRuns: Math.min(RUNS * 2, 160) });
      /** The tool's answer: the JSON-RPC error, or the API's status through the tool. */
      const callTool = async (project: 'A' | 'B', tool: string, toolArgs: unknown) => {
        await pace(project);
        await pace(project);
        const r = await send('POST', mcpUrl, mcpHeaders(project), { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: toolArgs } });
        const body =
          typeof r.status === 'number' && r.status < 300
            ? (parse(r.text) as { error?: unknown; result?: { structuredContent?: { status?: number } } })
            : undefined;
        return { r, body, apiStatus: body?.result?.structuredContent?.status };
      };
      for (const [i, s] of samples.entries()) {
        const other = s.project === 'A' ? 'B' : 'A';
        let toolArgs: unknown = s.args;
        const foreign: string[] = [];
        const foreignIds = new Map<string, string>();
        const names = pathParams.get(s.tool) ?? [];
        const withPath = (pick: (name: string) => string | undefined) => {
          const path: Record<string, string> = {};
          for (const name of names) {
            const id = pick(name);
            if (id !== undefined) path[name] = id;
          }
          return { ...(typeof s.args === 'object' && s.args !== null && !Array.isArray(s.args) ? s.args : {}), path };
        };
        if (s.foreign && names.length) {
          toolArgs = withPath((name) => {
            const mine = owned[s.project].get(name) ?? [];
            const id = (owned[other].get(name) ?? []).find((x) => !mine.includes(x) && !PROTECTED_IDS.has(x) && !NAMESPACED_PARAMS.has(name));
            if (id !== undefined) {
              foreign.push(`${name}=${id}`);
              foreignIds.set(name, id);
            }
            return id;
          });
        }
        const { r, body, apiStatus } = await callTool(s.project, s.tool, toolArgs);
        if (apiStatus === 400 || apiStatus === 422 || (body?.error as { code?: number } | undefined)?.code === -32602) refusedThroughMcp++;
        let problem = verdict(r, 'mcp', 'POST');
        if (!problem && body !== undefined) {
          if (body.error !== undefined) problem = jsonRpcErrorShape(body.error);
          else if (typeof apiStatus === 'number' && apiStatus >= 500) problem = `the API answered ${apiStatus} through the tool`;
        }
        if (!problem && foreign.length && typeof apiStatus === 'number' && apiStatus < 300) {
          // Isolation: a 2xx for the other project's object is a leak unless a never-seen id gets one too.
          const control = await callTool(
            s.project,
            s.tool,
            withPath((name) => {
              const id = foreignIds.get(name);
              return id === undefined ? undefined : unknownIdLike(id);
            }),
          );
          if (!(typeof control.apiStatus === 'number' && control.apiStatus < 300))
            problem = `project ${s.project} got ${apiStatus} through ${s.tool} for project ${other}'s ${foreign.join(', ')} (an unknown id gets ${control.apiStatus})`;
        }
        record(`POST {base_url}/mcp tools/call`, `#${i} project ${s.project}: ${s.tool} arguments=${show(toolArgs)}`, r, problem);
      }
    }

    // 3. The HTTP edge: what only Node's parser and the body parsers see (fetch cannot send these).
    if (!ONLY || ONLY.includes('edge')) {
      const port = Number(new URL(stack.gatewayUrl).port);
      const key = projects.A.apiKey;
      const api = '/platform/v1';
      const proxy = new URL(stack.proxyUrl).pathname;
      const pn = owned.A.get('phone_number_id')![0];
      const customer = owned.A.get('customer_id')![0];
      const json: [string, string] = ['Content-Type', 'application/json'];
      const k: [string, string] = ['X-API-Key', key];
      const mcpAccept: [string, string] = ['Accept', 'application/json, text/event-stream'];
      const cases: Array<[string, string, string | Buffer, Array<[string, string]>, (string | Buffer)?]> = [
        ['NUL in a header value', 'GET', `${api}/customers`, [k, ['X-Fuzz', 'a\u0000b']]],
        ['bare CR in a header value', 'GET', `${api}/customers`, [k, ['X-Fuzz', 'a\rb']]],
        ['NUL in the API key', 'GET', `${api}/customers`, [['X-API-Key', `${key}\u0000`]]],
        ['latin1 bytes in the API key', 'GET', `${api}/customers`, [['X-API-Key', 'ÿþ\u0080']]],
        ['two API keys (both projects)', 'GET', `${api}/customers`, [k, ['X-API-Key', projects.B.apiKey]]],
        ['NUL in the idempotency key', 'POST', `${api}/customers`, [k, json, ['Idempotency-Key', 'a\u0000b']], '{"customer":{"name":"x"}}'],
        // Idempotency-Key (decision 0013): what fetch cannot send, and reuse across routes.
        [
          'two idempotency keys',
          'POST',
          `${api}/customers`,
          [k, json, ['Idempotency-Key', 'edge-a'], ['Idempotency-Key', 'edge-b']],
          '{"customer":{"name":"x"}}',
        ],
        ['latin1 bytes in the idempotency key', 'POST', `${api}/customers`, [k, json, ['Idempotency-Key', 'ÿþ\u0080']], '{"customer":{"name":"x"}}'],
        ['bare CR in the idempotency key', 'POST', `${api}/customers`, [k, json, ['Idempotency-Key', 'a\rb']], '{"customer":{"name":"x"}}'],
        ['empty idempotency key', 'POST', `${api}/customers`, [k, json, ['Idempotency-Key', '']], '{"customer":{"name":"x"}}'],
        ['idempotency key of 256 characters', 'POST', `${api}/customers`, [k, json, ['Idempotency-Key', 'k'.repeat(256)]], '{"customer":{"name":"x"}}'],
        [
          'idempotency key reused on another route',
          'POST',
          `${api}/webhooks`,
          [k, json, ['Idempotency-Key', 'ÿþ\u0080']],
          '{"webhook":{"url":"https://example.com/h"}}',
        ],
        ['idempotency key with a malformed body', 'POST', `${api}/customers`, [k, json, ['Idempotency-Key', 'edge-malformed']], '{"customer":'],
        ['URL over 16 KB', 'GET', `${api}/customers?x=${'A'.repeat(20_000)}`, [k]],
        ['headers over 16 KB', 'GET', `${api}/customers`, [k, ['X-Fuzz', 'A'.repeat(20_000)]]],
        ['raw invalid UTF-8 in the path', 'GET', Buffer.concat([Buffer.from(`${api}/customers/`), Buffer.from([0xff, 0xfe, 0xc0, 0x80])]), [k]],
        ['raw invalid UTF-8 in the query', 'GET', Buffer.concat([Buffer.from(`${api}/messaging/flows?name=`), Buffer.from([0xff, 0xc0, 0x80])]), [k]],
        ['malformed percent-encoding in the path', 'GET', `${api}/customers/%ff%fe`, [k]],
        ['truncated percent-encoding in the path', 'GET', `${api}/customers/%`, [k]],
        ['percent-encoded lone surrogate in the path', 'GET', `${api}/messaging/contacts/%ED%A0%80`, [k]],
        ['percent-encoded NUL in the query', 'GET', `${api}/api_logs?endpoint=%00`, [k]],
        ['encoded slashes and dot segments', 'GET', `${api}/customers/..%2f..%2fapi_logs`, [k]],
        ['dot segments', 'GET', `${api}/customers/../../../etc/passwd`, [k]],
        ['absolute-form request target', 'GET', `http://evil.example${api}/customers`, [k]],
        ['asterisk-form request target', 'OPTIONS', '*', [k]],
        ['unknown method', 'PROPFIND', `${api}/customers`, [k]],
        ['OPTIONS on an operation', 'OPTIONS', `${api}/customers`, [k]],
        ['HEAD on an operation', 'HEAD', `${api}/customers`, [k]],
        ['TRACE on an operation', 'TRACE', `${api}/customers`, [k]],
        ['truncated JSON', 'POST', `${api}/customers`, [k, json], '{"customer":'],
        [
          'JSON with invalid UTF-8 bytes',
          'POST',
          `${api}/customers`,
          [k, json],
          Buffer.concat([Buffer.from('{"customer":{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}}')]),
        ],
        ['JSON with an escaped NUL', 'POST', `${api}/customers`, [k, json], '{"customer":{"name":"a\\u0000b"}}'],
        ['JSON with an escaped lone surrogate', 'PATCH', `${api}/customers/${customer}`, [k, json], '{"customer":{"name":"\\ud800"}}'],
        ['JSON nested 100000 deep', 'POST', `${api}/customers`, [k, json], '['.repeat(100_000) + ']'.repeat(100_000)],
        ['JSON body over the limit', 'POST', `${api}/customers`, [k, json], `{"customer":{"name":"${'x'.repeat(6_000_000)}"}}`],
        ['JSON with duplicate keys', 'POST', `${api}/customers`, [k, json], '{"customer":{"name":"a"},"customer":[1]}'],
        ['JSON as text/plain', 'POST', `${api}/customers`, [k, ['Content-Type', 'text/plain']], '{"customer":{"name":"x"}}'],
        ['JSON declared UTF-16', 'POST', `${api}/customers`, [k, ['Content-Type', 'application/json; charset=utf-16']], '{"customer":{"name":"x"}}'],
        [
          'JSON declared as an unknown charset',
          'POST',
          `${api}/customers`,
          [k, ['Content-Type', 'application/json; charset=x-unknown']],
          '{"customer":{"name":"x"}}',
        ],
        ['gzip-encoded garbage', 'POST', `${api}/customers`, [k, json, ['Content-Encoding', 'gzip']], 'not gzip at all'],
        ['unknown content encoding', 'POST', `${api}/customers`, [k, json, ['Content-Encoding', 'br, x-evil']], '{}'],
        ['empty JSON body', 'POST', `${api}/customers`, [k, json], ''],
        ['malformed chunked body', 'POST', `${api}/customers`, [k, json, ['Transfer-Encoding', 'chunked']], 'zz\r\n{}\r\n0\r\n\r\n'],
        ['conflicting Content-Length headers', 'POST', `${api}/customers`, [k, json, ['Content-Length', '2'], ['Content-Length', '3']], '{}'],
        [
          'Content-Length and chunked together',
          'POST',
          `${api}/customers`,
          [k, json, ['Content-Length', '2'], ['Transfer-Encoding', 'chunked']],
          '2\r\n{}\r\n0\r\n\r\n',
        ],
        ['pass-through: raw invalid UTF-8 in the path', 'GET', Buffer.concat([Buffer.from(`${proxy}/${pn}/`), Buffer.from([0xff, 0xfe])]), [k]],
        ['pass-through: NUL in a header value', 'POST', `${proxy}/${pn}/messages`, [k, json, ['X-Svc-Take-Control', 'true\u0000']], '{}'],
        ['pass-through: body over the limit', 'POST', `${proxy}/${pn}/messages`, [k, json], `{"to":"${'1'.repeat(6_000_000)}"}`],
        ['pass-through: truncated JSON', 'POST', `${proxy}/${pn}/messages`, [k, json], '{"to":'],
        // Signed media links (decision 0243), no key: bytes fetch cannot send.
        [
          'media link: raw invalid UTF-8 in the signature',
          'GET',
          Buffer.concat([
            Buffer.from(`${proxy}/1234567890/download?project_id=${projects.A.projectId}&expires=9999999999&signature=`),
            Buffer.from([0xff, 0xfe, 0xc0]),
          ]),
          [],
        ],
        [
          'media link: NUL in the media id',
          'GET',
          `${proxy}/12%0034/download?project_id=${projects.A.projectId}&expires=9999999999&signature=${'A'.repeat(43)}`,
          [],
        ],
        ['media link: bracketed parameters', 'GET', `${proxy}/1234/download?project_id[a]=1&expires[]=2&signature[__proto__]=3`, []],
        ['media link: 1000 parameters', 'GET', `${proxy}/1234/download?${Array.from({ length: 1000 }, (_, i) => `signature=${i}`).join('&')}`, []],
        // {app_url} (decision 0220): hostile call ids, artifacts and queries; the same key guard.
        ['app_url: malformed percent-encoding in the call id', 'GET', '/app/api/v1/messaging_calls/%ff%fe', [k]],
        ['app_url: encoded slashes and dot segments', 'GET', '/app/api/v1/messaging_calls/..%2f..%2fartifacts%2frecording', [k]],
        ['app_url: NUL in the call id', 'GET', '/app/api/v1/messaging_calls/%00/artifacts/recording', [k]],
        ['app_url: call id of 5000 digits', 'GET', `/app/api/v1/messaging_calls/${'9'.repeat(5000)}`, [k]],
        ['app_url: unknown artifact', 'GET', `/app/api/v1/messaging_calls/${randomUUID()}/artifacts/%ff`, [k]],
        ['app_url: download given twice', 'GET', `/app/api/v1/messaging_calls/${randomUUID()}/artifacts/transcription?download=true&download=1`, [k]],
        ['app_url: POST with truncated JSON', 'POST', `/app/api/v1/messaging_calls/${randomUUID()}`, [k, json], '{"x":'],
        ['app_url: no key', 'GET', `/app/api/v1/messaging_calls/${randomUUID()}`, []],
        ['app_url: calls list with hostile filters', 'GET', `${proxy}/${pn}/calls?since=%00&status=%ff&limit=-1&after=%7B%7D`, [k]],
        // {app_url}/api/v1 notifications (decision 0020): no session or a forged one, hostile queries and bodies.
        ['app_url: notifications with hostile query, no session', 'GET', '/app/api/v1/notifications?status=%ff&limit=-1&cursor=%00&project_id[a]=1', []],
        ['app_url: notification stream with a forged session cookie', 'GET', '/app/api/v1/notifications/stream', [['Cookie', `mp_session=${'A'.repeat(43)}`]]],
        ['app_url: notification read with NUL id', 'POST', '/app/api/v1/notifications/%00/read', [json], '{}'],
        ['app_url: notification preferences with truncated JSON', 'PUT', '/app/api/v1/notification_preferences', [json], '{"project_id":'],
        // {app_url}/api/v1 live conversations (decision 0022): forged session, hostile ids and Last-Event-ID.
        ['app_url: live stream with a forged session cookie', 'GET', `/app/api/v1/projects/${randomUUID()}/live`, [['Cookie', `mp_session=${'A'.repeat(43)}`]]],
        [
          'app_url: live stream with a NUL project id and a hostile Last-Event-ID',
          'GET',
          '/app/api/v1/projects/%00/live',
          [['Last-Event-ID', `${'9'.repeat(200)}.%ff`]],
        ],
        // A listener's stream (decision 0028) with a hostile Last-Event-ID: refused before the stream opens.
        [
          'listener stream with a hostile Last-Event-ID',
          'GET',
          `${api}/webhook_listeners/${owned.A.get('listener_id')?.[0] ?? randomUUID()}/stream`,
          [k, ['Last-Event-ID', `${'9'.repeat(200)}.%ff`]],
        ],
        // The MCP endpoint (decision 0029): bytes and shapes an MCP client library never sends.
        [
          'mcp: a batch of 20 messages (each counted against the plan)',
          'POST',
          `${api}/mcp`,
          [k, json, mcpAccept],
          `[${Array.from({ length: 20 }, (_, i) => `{"jsonrpc":"2.0","id":${i},"method":"tools/list"}`).join(',')}]`,
        ],
        ['mcp: truncated JSON', 'POST', `${api}/mcp`, [k, json, mcpAccept], '{"jsonrpc":'],
        ['mcp: empty batch', 'POST', `${api}/mcp`, [k, json, mcpAccept], '[]'],
        ['mcp: JSON nested 100000 deep', 'POST', `${api}/mcp`, [k, json, mcpAccept], '['.repeat(100_000) + ']'.repeat(100_000)],
        ['mcp: body over the limit', 'POST', `${api}/mcp`, [k, json, mcpAccept], `{"jsonrpc":"2.0","id":1,"method":"${'x'.repeat(6_000_000)}"}`],
        [
          'mcp: NUL in the toolsets header',
          'POST',
          `${api}/mcp`,
          [k, json, mcpAccept, ['X-MCP-Toolsets', 'all\u0000']],
          '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
        ],
        ['mcp: bracketed toolsets', 'POST', `${api}/mcp?toolsets[a]=1&toolsets[]=2`, [k, json, mcpAccept], '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'],
        ['mcp: without Accept', 'POST', `${api}/mcp`, [k, json], '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'],
        [
          'mcp: a forged client address',
          'POST',
          `${api}/mcp`,
          [k, json, mcpAccept, ['X-Platform-Internal-Client-Ip', '10.0.0.1']],
          '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
        ],
        ['mcp: GET with an event-stream Accept', 'GET', `${api}/mcp`, [k, ['Accept', 'text/event-stream']]],
      ];
      for (const [name, method, target, headers, body] of cases) {
        const r = await sendRaw(port, rawRequest(method, target, headers, body));
        const surface: Surface = String(target).startsWith(proxy) ? 'proxy' : String(target).startsWith(`${api}/mcp`) ? 'mcp' : 'api';
        record(
          `edge: ${name}`,
          `${method} ${show(Buffer.isBuffer(target) ? target.toString('latin1') : target)} headers=${show(headers.filter(([h]) => h !== 'X-API-Key'))} body=${show(body === undefined ? undefined : String(body))}`,
          r,
          verdict(r, surface, method),
        );
      }
    }

    // 4. Sentinel: a request of project B after all of the above reaches B's request log (and only B's)
    // within the flush interval (plus the round trip of the read).
    const marker = randomUUID();
    // A run may spend a project's per-minute allowance (more operations, faster routes); the sentinel
    // checks the request log, not the limiter: a 429 waits out the window once (Retry-After).
    const afterLimit = async (apiKey: string, path: string) => {
      const r = await stack.api(apiKey, 'GET', path);
      if (r.status !== 429) return r;
      await new Promise((res) => setTimeout(res, Number(r.headers.get('retry-after') ?? 60) * 1000 + 200));
      return stack.api(apiKey, 'GET', path);
    };
    const mark = await afterLimit(projects.B.apiKey, `/customers/${marker}`);
    const markAt = Date.now();
    let logged = false;
    while (!logged && Date.now() - markAt < FLUSH_MS + 1_000) {
      const logs = await stack.api(projects.B.apiKey, 'GET', `/api_logs?limit=5&endpoint=${marker}`);
      logged = logs.status === 200 && (logs.body.data as Array<{ endpoint: string }>).some((e) => e.endpoint.includes(marker));
      if (!logged) await new Promise((r) => setTimeout(r, 50));
    }
    const inA = await afterLimit(projects.A.apiKey, `/api_logs?limit=5&endpoint=${marker}`);

    const grouped = new Map<string, Failure[]>();
    for (const f of failures) grouped.set(f.where, [...(grouped.get(f.where) ?? []), f]);
    const describe = (fs: Failure[], max: number) =>
      fs
        .slice(0, max)
        .map((f) => `    ${f.problem}\n      ${f.request}\n      → ${f.body}`)
        .join('\n');
    const report = [...grouped.entries()].map(([where, fs]) => `${where}: ${fs.length} failure(s)\n${describe(fs, 3)}`).join('\n');
    const statuses = [...byStatus.entries()].map(([s, n]) => `${s}×${n}`).join(' ');
    if (process.env.FUZZ_REPORT) {
      writeFileSync(
        process.env.FUZZ_REPORT,
        `# Fuzz run FUZZ_SEED=${SEED} (${sent} requests; ${statuses})\n\nReplay: \`${REPLAY}\`\n\n` +
          `Sentinel: project B's request ${logged ? 'reached' : 'did NOT reach'} its request log within ${FLUSH_MS + 1_000} ms.\n\n` +
          [...grouped.entries()].map(([where, fs]) => `## ${where}: ${fs.length} failure(s)\n\n\`\`\`\n${describe(fs, 20)}\n\`\`\`\n`).join('\n'),
      );
    }
    const header = `FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (${sent} requests; ${statuses})\nreplay: ${REPLAY}  (one operation: FUZZ_ONLY=<operationId>|proxy|media_links|mcp|edge)\n`;
    expect(report, `${header}${report}`).toBe('');
    expect(mark.status).toBe(404);
    expect(logged, `${header}project B's request did not reach its request log within ${FLUSH_MS} ms flush interval (+1 s) after the run`).toBe(true);
    expect(inA.body.data, 'project B’s request appears in project A’s log').toEqual([]);
    // The run exercised the routes, not just the key check or the rate limiter (not asked of a replay of the
    // HTTP edge alone, FUZZ_ONLY=edge: its cases send keyless and forged requests on purpose).
    if (ONLY?.length && ONLY.every((o) => o === 'edge')) return;
    const count = (pred: (s: number) => boolean) => [...byStatus.entries()].filter(([k]) => typeof k === 'number' && pred(k)).reduce((n, [, v]) => n + v, 0);
    expect(
      count((st) => st === 401 || st === 429),
      `${header}requests refused for the key or the rate limit`,
    ).toBeLessThan(sent / 20);
    expect(
      count((st) => st >= 200 && st < 300),
      `${header}successful requests`,
    ).toBeGreaterThan(sent / 20);
    expect(
      count((st) => st === 400 || st === 422) + refusedThroughMcp,
      `${header}refused inputs (${refusedThroughMcp} of them MCP tool calls)`,
    ).toBeGreaterThan(sent / 4);
  }, 300_000);
});
