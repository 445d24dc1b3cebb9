/**
 * The table store through workflows-agent's generated gRPC client (issue 21). Risks removed: an
 * upsert that duplicates rows (sequential and 100 concurrent), a filter operator that disagrees with
 * its reference, filters or names reaching SQL as text, one project reading or writing another's
 * tables, limits that are not enforced, a filterless bulk DELETE.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { fromStruct, loadContracts, toStruct, type workflowsAgent } from '@platform/contracts';
import type { DomainError } from '@platform/errors';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';

let svc: RunningService;
let client: workflowsAgent.WorkflowsAgentServiceClient;
const env = serviceTestEnv('wfats');
const A = randomUUID();
const B = randomUUID();

beforeAll(async () => {
  svc = await run(configSchema.parse(env));
  const { contracts } = loadContracts();
  client = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 20_000, idempotentMethods: [] });
});

afterAll(async () => {
  client?.close();
  await svc?.stop();
  await dropSchema(env.DB_SCHEMA);
});

type Row = Record<string, unknown>;
const qp = (q: Record<string, string | string[]>) =>
  Object.entries(q).flatMap(([key, v]) => (Array.isArray(v) ? v.map((value) => ({ key, value })) : [{ key, value: v }]));

async function insert(project: string, table: string, rows: Row[], q: Record<string, string> = {}): Promise<Row[]> {
  const r = await callUnary(client, 'DbInsert', { project_id: project, table, params: qp(q), rows: rows.map((x) => toStruct(x)) });
  return r.rows.map(fromStruct);
}
async function upsert(project: string, table: string, rows: Row[], q: Record<string, string>): Promise<Row[]> {
  const r = await callUnary(client, 'DbUpsert', { project_id: project, table, params: qp(q), rows: rows.map((x) => toStruct(x)) });
  return r.rows.map(fromStruct);
}
async function select(project: string, table: string, q: Record<string, string | string[]> = {}): Promise<Row[]> {
  const r = await callUnary(client, 'DbSelect', { project_id: project, table, params: qp(q) });
  return r.rows.map(fromStruct);
}
async function patch(project: string, table: string, body: Row, q: Record<string, string>): Promise<Row[]> {
  const r = await callUnary(client, 'DbUpdate', { project_id: project, table, params: qp(q), patch: toStruct(body) });
  return r.rows.map(fromStruct);
}
async function del(project: string, table: string, q: Record<string, string>): Promise<Row[]> {
  const r = await callUnary(client, 'DbDelete', { project_id: project, table, params: qp(q) });
  return r.rows.map(fromStruct);
}
const invalid = { code: grpc.status.INVALID_ARGUMENT };
const missing = { code: grpc.status.NOT_FOUND };

describe('upsert', () => {
  it('twice with the same filter: one row, updated, key column stored', async () => {
    const [first] = await upsert(A, 'users', [{ name: 'Ann', plan: 'free' }], { email: 'eq.ann@example.com' });
    expect(first).toMatchObject({ email: 'ann@example.com', name: 'Ann', plan: 'free' });
    const [second] = await upsert(A, 'users', [{ plan: 'pro' }], { email: 'eq.ann@example.com' });
    expect(second).toMatchObject({ id: first.id, email: 'ann@example.com', name: 'Ann', plan: 'pro', created_at: first.created_at });
    const rows = await select(A, 'users', { email: 'eq.ann@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0].plan).toBe('pro');
  });

  it('100 concurrent upserts on one key leave one row', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => upsert(A, 'counters', [{ last: i }], { key: 'eq.k1' })));
    expect(results.every((r) => r.length === 1)).toBe(true);
    const rows = await select(A, 'counters', { key: 'eq.k1' });
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r[0].id))).toEqual(new Set([rows[0].id]));
  });

  it('on_conflict upserts an array by each row’s own key; a row contradicting the filter is refused', async () => {
    await upsert(
      A,
      'skus',
      [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
      ],
      { on_conflict: 'sku' },
    );
    const again = await upsert(
      A,
      'skus',
      [
        { sku: 'a', qty: 10 },
        { sku: 'c', qty: 3 },
      ],
      { on_conflict: 'sku' },
    );
    expect(again.map((r) => [r.sku, r.qty])).toEqual([
      ['a', 10],
      ['c', 3],
    ]);
    expect((await select(A, 'skus', { order: 'sku' })).map((r) => [r.sku, r.qty])).toEqual([
      ['a', 10],
      ['b', 2],
      ['c', 3],
    ]);
    await expect(upsert(A, 'skus', [{ sku: 'z' }], { sku: 'eq.a' })).rejects.toMatchObject(invalid);
    await expect(upsert(A, 'skus', [{ qty: 1 }], { sku: 'gt.a' })).rejects.toMatchObject(invalid);
    await expect(upsert(A, 'skus', [{ qty: 1 }], {})).rejects.toMatchObject(invalid);
    await expect(upsert(A, 'skus', [{ qty: 1 }], { on_conflict: 'sku' })).rejects.toMatchObject(invalid);
  });

  it('upserts by id: inserts with that id, then updates it', async () => {
    const id = randomUUID();
    const [a] = await upsert(A, 'byid', [{ v: 1 }], { id: `eq.${id}` });
    const [b] = await upsert(A, 'byid', [{ v: 2 }], { id: `eq.${id}` });
    expect([a.id, b.id, b.v]).toEqual([id, id, 2]);
  });
});

describe('filters against a reference', () => {
  const T = 'people';
  const seed: Row[] = [
    { name: 'alice', age: 30, score: 1.5, active: true, city: 'Paris', joined: '2024-01-10' },
    { name: 'bob', age: 25, score: 2, active: false, city: 'Berlin', joined: '2024-03-01' },
    { name: 'carol', age: 35, active: true, city: null, joined: '2023-12-31' },
    { name: 'dave', age: '40', score: -1, city: 'paris', joined: '2024-02-29' },
    { name: 'Eve', age: 9, score: 100, active: false, city: 'Rome', tags: ['x'], meta: { k: 1 } },
    { name: 'frank%', age: 10.5, city: 'PARIS' },
    { name: 'g,h "q"', age: 0, city: 'Oslo' },
  ];
  let byName: Map<string, Row>;

  beforeAll(async () => {
    const rows = await insert(A, T, seed);
    byName = new Map(rows.map((r) => [r.name as string, r]));
  });

  // The reference: decision 0700's comparison rules written out in plain JavaScript.
  const text = (v: unknown) => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));
  const likeRe = (p: string, flags: string) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, flags);
  const cmp = (op: string, a: number | string, b: number | string) => (op === 'gt' ? a > b : op === 'gte' ? a >= b : op === 'lt' ? a < b : a <= b);
  const ref: Record<string, (col: string, value: string) => (r: Row) => boolean | null> = {
    eq: (c, v) => (r) => (text(r[c]) === null ? null : text(r[c]) === v),
    neq: (c, v) => (r) => (text(r[c]) === null ? null : text(r[c]) !== v),
    gt: (c, v) => range('gt', c, v),
    gte: (c, v) => range('gte', c, v),
    lt: (c, v) => range('lt', c, v),
    lte: (c, v) => range('lte', c, v),
    like: (c, v) => (r) => (text(r[c]) === null ? null : likeRe(v, '').test(text(r[c])!)),
    ilike: (c, v) => (r) => (text(r[c]) === null ? null : likeRe(v, 'i').test(text(r[c])!)),
    in: (c, v) => (r) => (text(r[c]) === null ? null : v.slice(1, -1).split(',').includes(text(r[c])!)),
    is: (c, v) => (r) => (v === 'null' ? r[c] === undefined || r[c] === null : r[c] === (v === 'true')),
  };
  function range(op: string, c: string, v: string) {
    const numeric = /^-?\d+(\.\d+)?$/.test(v);
    return (r: Row): boolean | null => {
      const x = r[c];
      if (x === undefined || x === null) return null;
      // A value of another type than the filter value's compares as null (matches neither way).
      if (numeric) return typeof x === 'number' ? cmp(op, x, Number(v)) : null;
      return typeof x === 'string' ? cmp(op, Buffer.from(x).toString('latin1'), Buffer.from(v).toString('latin1')) : null;
    };
  }
  const cases: [string, string, string][] = [
    ['name', 'eq', 'alice'],
    ['age', 'eq', '40'],
    ['age', 'eq', '30'],
    ['active', 'eq', 'true'],
    ['city', 'neq', 'Paris'],
    ['age', 'gt', '25'],
    ['age', 'gte', '25'],
    ['age', 'lt', '10'],
    ['age', 'lte', '10.5'],
    ['score', 'gt', '-1'],
    ['joined', 'gte', '2024-01-10'],
    ['joined', 'lt', '2024-02-29'],
    ['city', 'like', '*aris'],
    ['city', 'like', '%aris'],
    ['city', 'like', 'P*'],
    ['city', 'ilike', 'paris'],
    ['name', 'like', 'frank%'],
    ['name', 'like', 'frank*'],
    ['name', 'like', '_ob'],
    ['name', 'like', '*ob'],
    ['city', 'in', '(Paris,Rome,Nowhere)'],
    ['city', 'is', 'null'],
    ['active', 'is', 'true'],
    ['active', 'is', 'false'],
  ];
  it.each(cases)('%s %s %s (and its negation) match the reference', async (col, op, value) => {
    const pred = ref[op](col, value);
    const expected = seed
      .filter((r) => pred(r) === true)
      .map((r) => r.name)
      .sort();
    const got = (await select(A, T, { [col]: `${op}.${value}` })).map((r) => r.name).sort();
    expect(got).toEqual(expected);
    // Negation: SQL semantics, a null comparison stays null, except `is`, which is null-safe.
    const negated = seed
      .filter((r) => {
        const p = pred(r);
        return op === 'is' ? !p : p === false;
      })
      .map((r) => r.name)
      .sort();
    const gotNot = (await select(A, T, { [col]: `not.${op}.${value}` })).map((r) => r.name).sort();
    expect(gotNot).toEqual(negated);
  });

  it('quoted in-lists, several filters on one column, select, order, limit, offset', async () => {
    expect((await select(A, T, { name: 'in.("g,h \\"q\\"",bob)' })).map((r) => r.name).sort()).toEqual(['bob', 'g,h "q"']);
    expect((await select(A, T, { age: ['gte.9', 'lt.30'], order: 'age.desc' })).map((r) => r.name)).toEqual(['bob', 'frank%', 'Eve']);
    const page = await select(A, T, { select: 'name,age', order: 'age.asc', limit: '2', offset: '1' });
    expect(page).toEqual([
      { name: 'Eve', age: 9 },
      { name: 'frank%', age: 10.5 },
    ]);
    const missingCol = await select(A, T, { select: 'name,nothing', name: 'eq.bob' });
    expect(missingCol).toEqual([{ name: 'bob', nothing: null }]);
    // Numbers order before strings; nulls last ascending.
    expect((await select(A, T, { order: 'age.asc', select: 'name' })).map((r) => r.name).slice(-1)).toEqual(['dave']);
    const id = byName.get('carol')!.id as string;
    expect((await select(A, T, { id: `eq.${id}` })).map((r) => r.name)).toEqual(['carol']);
    const r = await callUnary(client, 'DbGetRow', { project_id: A, table: T, row_id: id, params: qp({ select: 'name' }) });
    expect(fromStruct(r.row)).toEqual({ name: 'carol' });
    expect((await select(A, T, { created_at: `gte.${byName.get('alice')!.created_at as string}` })).length).toBe(seed.length);
  });

  it('malformed filters are 400s naming the part; injection attempts never execute', async () => {
    for (const q of [
      { age: 'between.1.2' },
      { age: 'eq' },
      { 'age;drop': 'eq.1' },
      { "x')--": 'eq.1' },
      { city: 'in.(a,"b)' },
      { city: 'in.a,b' },
      { city: 'is.maybe' },
      { id: 'eq.1 OR 1=1' },
      { created_at: 'gt.yesterday' },
      { order: 'age.sideways' },
      { order: 'age;drop table x' },
      { select: 'name,(select 1)' },
      { limit: '0' },
      { limit: '1001' },
      { offset: '-1' },
      { limit: ['1', '2'] },
    ] as Record<string, string | string[]>[]) {
      await expect(select(A, T, q), JSON.stringify(q)).rejects.toMatchObject(invalid);
    }
    // Values are literals: a hostile value matches nothing and changes nothing.
    for (const v of ["x' OR '1'='1", "'); DROP TABLE store_tables; --", '%', '\\', '$1']) {
      expect(await select(A, T, { name: `eq.${v}` })).toEqual([]);
    }
    expect((await select(A, T, { name: 'like.*' })).length).toBe(seed.length);
    // `*` is the only like wildcard: `%`, `_` and `\` (trailing or inner) are literals, never a 500.
    expect(await select(A, T, { name: 'like.%' })).toEqual([]);
    expect(await select(A, T, { name: 'ilike.\\' })).toEqual([]);
    await expect(select(A, "people'; DROP TABLE store_tables; --", {})).rejects.toMatchObject(invalid);
    await expect(select(A, 'a'.repeat(64), {})).rejects.toMatchObject(invalid);
    await expect(insert(A, T, [{ "bad'col": 1 }])).rejects.toMatchObject(invalid);
    await expect(insert(A, T, [{ created_at: 'x' }])).rejects.toMatchObject(invalid);
    const stored = await insert(A, 'literal', [{ v: "'); DROP TABLE store_tables; --" }]);
    expect((await select(A, 'literal', { v: `eq.${stored[0].v as string}` }))[0].id).toBe(stored[0].id);
    expect((await callUnary(client, 'ListDbTables', { project_id: A })).tables.length).toBeGreaterThan(0);
  });
});

describe('like patterns (decision 0700: * is the only wildcard)', () => {
  it('backslashes (trailing or inner), % and _ are literals; never a 500', async () => {
    const names = ['a\\', 'a\\b', 'ab', '100%', '1000', 'x_y', 'xzy', 'A\\B'];
    await insert(
      A,
      'likes',
      names.map((name) => ({ name })),
    );
    const match = async (v: string) => (await select(A, 'likes', { name: v })).map((r) => r.name).sort();
    expect(await match('like.a\\')).toEqual(['a\\']);
    expect(await match('like.*\\')).toEqual(['a\\']);
    expect(await match('like.a\\*')).toEqual(['a\\', 'a\\b']);
    expect(await match('like.a\\b')).toEqual(['a\\b']);
    expect(await match('ilike.a\\b')).toEqual(['A\\B', 'a\\b']);
    expect(await match('like.\\')).toEqual([]);
    expect(await match('like.100%')).toEqual(['100%']);
    expect(await match('like.1*%')).toEqual(['100%']);
    expect(await match('like.x_y')).toEqual(['x_y']);
    expect(await match('like.*_*')).toEqual(['x_y']);
    expect(await match('not.like.*\\*')).toEqual(['100%', '1000', 'ab', 'x_y', 'xzy']);
  });
});

describe('filter values Postgres would refuse', () => {
  it('years before 0001 or after 9999 and numbers out of range are 400 naming the filter, never a 500', async () => {
    const [row] = await insert(A, 'ranges', [{ n: 5 }]);
    for (const [col, v] of [
      ['created_at', 'gt.0000-01-01'],
      ['updated_at', 'lt.0001-01-01T00:30+01:00'],
      ['created_at', 'lt.9999-12-31T23:00-05:00'],
      ['n', 'gt.1e-20000'],
      ['n', 'gt.1e400'],
    ]) {
      const err = await select(A, 'ranges', { [col]: v }).then(
        () => undefined,
        (e: DomainError) => e,
      );
      expect(err, `${col}=${v}`).toMatchObject(invalid);
      expect(err!.message).toContain(`Invalid filter ${col}`);
    }
    expect((await select(A, 'ranges', { created_at: 'gte.0001-01-01' })).map((r) => r.id)).toEqual([row.id]);
    expect((await select(A, 'ranges', { n: 'gt.1e-300' })).map((r) => r.id)).toEqual([row.id]);
    expect(await select(A, 'ranges', { n: 'gt.1e300' })).toEqual([]);
  });
});

describe('writes', () => {
  it('PATCH merges into the matching rows; DELETE removes them; filterless bulk needs all=true', async () => {
    await insert(A, 'tasks', [
      { t: 1, done: false },
      { t: 2, done: false },
      { t: 3, done: true },
    ]);
    const changed = await patch(A, 'tasks', { done: true, by: 'x' }, { done: 'eq.false' });
    expect(changed.map((r) => r.t).sort()).toEqual([1, 2]);
    expect(changed.every((r) => r.done === true && r.by === 'x')).toBe(true);
    await expect(patch(A, 'tasks', { done: false }, {})).rejects.toMatchObject(invalid);
    await expect(del(A, 'tasks', {})).rejects.toMatchObject(invalid);
    expect(await select(A, 'tasks')).toHaveLength(3);
    expect((await del(A, 'tasks', { t: 'eq.3' })).map((r) => r.t)).toEqual([3]);
    expect(await del(A, 'tasks', { all: 'true' })).toHaveLength(2);
    expect(await select(A, 'tasks')).toEqual([]);
  });

  it('reads, PATCH and DELETE of an unknown table are 404; POST creates it; tables list their inferred columns', async () => {
    await expect(select(A, 'nope')).rejects.toMatchObject(missing);
    await expect(del(A, 'nope', { all: 'true' })).rejects.toMatchObject(missing);
    await insert(A, 'typed', [
      { n: 1, s: 'x' },
      { n: 'one', o: { a: 1 } },
    ]);
    const { table } = await callUnary(client, 'GetDbTable', { project_id: A, table: 'typed' });
    expect(table!.columns).toEqual([
      { name: 'n', types: ['number', 'string'] },
      { name: 'o', types: ['object'] },
      { name: 's', types: ['string'] },
    ]);
    await callUnary(client, 'DeleteDbTable', { project_id: A, table: 'typed' });
    await expect(callUnary(client, 'GetDbTable', { project_id: A, table: 'typed' })).rejects.toMatchObject(missing);
  });

  it('a chosen id is kept; a duplicate id is a conflict', async () => {
    const id = randomUUID();
    expect((await insert(A, 'ids', [{ id, v: 1 }]))[0].id).toBe(id);
    await expect(insert(A, 'ids', [{ id, v: 2 }])).rejects.toMatchObject({ code: grpc.status.ALREADY_EXISTS });
  });
});

describe('limits', () => {
  it('row size, rows per request, columns per table, tables per project', async () => {
    await expect(insert(A, 'big', [{ s: 'x'.repeat(64 * 1024) }])).rejects.toMatchObject(invalid);
    await expect(
      insert(
        A,
        'big',
        Array.from({ length: 1001 }, () => ({ a: 1 })),
      ),
    ).rejects.toMatchObject(invalid);
    const nest = (n: number): unknown => (n === 0 ? 1 : { a: nest(n - 1) });
    await expect(insert(A, 'big', [{ d: nest(32) }])).rejects.toMatchObject(invalid);
    await insert(A, 'big', [{ d: nest(31) }]);
    await insert(A, 'wide', [Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`c${i}`, i]))]);
    await expect(insert(A, 'wide', [{ extra: 1 }])).rejects.toMatchObject(invalid);
    const P = randomUUID();
    for (let i = 0; i < 100; i++) await insert(P, `t${i}`, [{ a: 1 }]);
    await expect(insert(P, 't100', [{ a: 1 }])).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
    await insert(P, 't5', [{ a: 2 }]);
  }, 60_000);
});

describe('isolation', () => {
  it('project B cannot read, list or write project A’s tables; the same name is B’s own table', async () => {
    await insert(A, 'secret', [{ k: 'a' }]);
    await expect(select(B, 'secret')).rejects.toMatchObject(missing);
    await expect(patch(B, 'secret', { k: 'b' }, { all: 'true' })).rejects.toMatchObject(missing);
    await expect(del(B, 'secret', { all: 'true' })).rejects.toMatchObject(missing);
    await expect(callUnary(client, 'GetDbTable', { project_id: B, table: 'secret' })).rejects.toMatchObject(missing);
    await expect(callUnary(client, 'DeleteDbTable', { project_id: B, table: 'secret' })).rejects.toMatchObject(missing);
    const [aRow] = await select(A, 'secret');
    await expect(callUnary(client, 'DbGetRow', { project_id: B, table: 'secret', row_id: aRow.id as string, params: [] })).rejects.toMatchObject(missing);
    expect((await callUnary(client, 'ListDbTables', { project_id: B })).tables).toEqual([]);
    await upsert(B, 'secret', [{ v: 1 }], { k: 'eq.a' });
    // Most recent first (spec section 1), not by name.
    await new Promise((r) => setTimeout(r, 5));
    await insert(B, 'alpha', [{ k: 'x' }]);
    expect((await callUnary(client, 'ListDbTables', { project_id: B })).tables.map((t) => t.name)).toEqual(['alpha', 'secret']);
    expect((await select(A, 'secret')).map((r) => [r.k, r.v ?? null])).toEqual([['a', null]]);
    expect((await select(B, 'secret')).map((r) => r.k)).toEqual(['a']);
  });
});
