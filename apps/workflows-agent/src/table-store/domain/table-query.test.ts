import { describe, expect, it } from 'vitest';
import { checkRows, depthOf, likePattern, mergeColumnTypes, parseFilter, parseInList, parseTableQuery } from './table-query';

const q = (pairs: [string, string][]) => parseTableQuery(pairs.map(([key, value]) => ({ key, value })));

describe('table store grammar', () => {
  it('parses every operator, negation and the * wildcard', () => {
    expect(parseFilter('age', 'gte.18')).toMatchObject({ op: 'gte', negate: false, number: 18, text: '18' });
    expect(parseFilter('day', 'lt.2024-01-01')).toMatchObject({ op: 'lt', text: '2024-01-01' });
    expect(parseFilter('day', 'lt.2024-01-01')).not.toHaveProperty('number');
    expect(parseFilter('name', 'not.like.A*')).toMatchObject({ op: 'like', negate: true, text: 'A%' });
    expect(parseFilter('name', 'eq.a.b.c')).toMatchObject({ op: 'eq', text: 'a.b.c' });
    expect(parseFilter('x', 'is.null')).toMatchObject({ op: 'is', is: 'null' });
    expect(parseFilter('id', 'in.(00000000-0000-4000-8000-000000000001)')).toMatchObject({ system: true, op: 'in' });
  });

  it('like patterns: * is the only wildcard; backslash, % and _ are literals (decision 0700)', () => {
    expect(likePattern('A*')).toBe('A%');
    expect(likePattern('\\')).toBe('\\\\');
    expect(likePattern('a\\b*')).toBe('a\\\\b%');
    expect(likePattern('100%')).toBe('100\\%');
    expect(likePattern('a_b')).toBe('a\\_b');
    expect(likePattern('*\\*')).toBe('%\\\\%');
    expect(parseFilter('name', 'ilike.\\')).toMatchObject({ op: 'ilike', text: '\\\\' });
    expect(parseFilter('name', 'not.like.*_*')).toMatchObject({ op: 'like', negate: true, text: '%\\_%' });
  });

  it('refuses dates and numbers Postgres would refuse, naming the filter; keeps the normalised value', () => {
    for (const [col, v] of [
      ['created_at', 'gt.0000-01-01'],
      ['created_at', 'gt.0000-12-31T23:59:59Z'],
      ['updated_at', 'lt.0001-01-01T00:30+01:00'],
      ['created_at', 'lt.9999-12-31T23:00-05:00'],
      ['created_at', 'gt.2024-02-30'],
      ['created_at', 'gt.2023-02-29'],
      ['created_at', 'gt.2024-13-01'],
      ['age', 'gt.1e-20000'],
      ['age', 'gt.1e400'],
      ['age', 'lte.-1e400'],
      ['age', 'not.gte.1.5e-400'],
    ]) {
      expect(() => parseFilter(col, v), `${col}=${v}`).toThrow(new RegExp(`Invalid filter ${col}`));
    }
    expect(parseFilter('created_at', 'gte.0001-01-01')).toMatchObject({ values: ['0001-01-01T00:00:00.000Z'] });
    expect(parseFilter('created_at', 'lt.9999-12-31T23:59:59Z')).toMatchObject({ values: ['9999-12-31T23:59:59.000Z'] });
    expect(parseFilter('created_at', 'gt.2024-02-29')).toMatchObject({ values: ['2024-02-29T00:00:00.000Z'] });
    expect(parseFilter('age', 'gt.0e-20000')).toMatchObject({ number: 0 });
    expect(parseFilter('age', 'gt.1e308')).toMatchObject({ number: 1e308 });
    expect(parseFilter('age', 'gt.5e-324')).toMatchObject({ number: 5e-324 });
  });

  it('splits in-lists with quotes and escapes; refuses malformed ones', () => {
    expect(parseInList('(a,"b,c","d \\"e\\"",)'.replace(',)', ')'), 'c')).toEqual(['a', 'b,c', 'd "e"']);
    expect(parseInList('()', 'c')).toEqual([]);
    expect(parseInList('(,a)', 'c')).toEqual(['', 'a']);
    for (const bad of ['a,b', '(a,"b)', '(a,)', '("a"b)', '(a"b)']) expect(() => parseInList(bad, 'c'), bad).toThrow(/in/);
  });

  it('refuses unknown operators, bad names and bad system values without echoing them', () => {
    for (const [col, v] of [
      ['age', 'between.1'],
      ['age', 'eq'],
      ['a;b', 'eq.1'],
      ['__proto__', 'eq.1'],
      ['id', 'gt.00000000-0000-4000-8000-000000000001'],
      ['id', 'eq.nope'],
      ['created_at', 'gt.soon'],
      ['created_at', 'like.x'],
      ['x', 'is.maybe'],
    ]) {
      expect(() => parseFilter(col, v), `${col}=${v}`).toThrow();
    }
    try {
      parseFilter("x');drop", 'eq.1');
    } catch (e) {
      expect((e as Error).message).not.toContain('drop');
    }
  });

  it('reads select, order, limit, offset, on_conflict and all once each', () => {
    const parsed = q([
      ['select', 'id,name'],
      ['order', 'age.desc.nullslast,name'],
      ['limit', '10'],
      ['offset', '20'],
      ['age', 'gt.1'],
      ['age', 'lt.9'],
    ]);
    expect(parsed).toMatchObject({ select: ['id', 'name'], limit: 10, offset: 20, all: false });
    expect(parsed.order).toEqual([
      { column: 'age', system: false, dir: 'desc', nulls: 'last' },
      { column: 'name', system: false, dir: 'asc', nulls: 'last' },
    ]);
    expect(parsed.filters).toHaveLength(2);
    for (const bad of [
      [['limit', '0']],
      [['limit', '1001']],
      [['offset', '100001']],
      [['limit', '1e2']],
      [
        ['limit', '1'],
        ['limit', '2'],
      ],
      [['all', 'yes']],
      [['on_conflict', 'id,name']],
    ] as [string, string][][]) {
      expect(() => q(bad), JSON.stringify(bad)).toThrow();
    }
  });

  it('checks rows: objects, names, system columns, size, nesting; infers column types', () => {
    expect(checkRows([{ a: 1, id: '00000000-0000-4000-8000-000000000001' }], { allowId: true, where: 'POST' })).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', data: { a: 1 } },
    ]);
    expect(() => checkRows([{ id: 'x' }], { allowId: true, where: 'POST' })).toThrow(/UUID/);
    expect(() => checkRows([{ created_at: 'x' }], { allowId: false, where: 'PUT' })).toThrow(/set by the store/);
    expect(() => checkRows([[1]], { allowId: false, where: 'PUT' })).toThrow(/not an object/);
    expect(() => checkRows([], { allowId: false, where: 'PUT' })).toThrow(/at least one/);
    expect(() => checkRows([{ s: 'x'.repeat(70_000) }], { allowId: false, where: 'PUT' })).toThrow(/bytes/);
    expect(depthOf({ a: { b: [1] } })).toBe(3);
    expect(mergeColumnTypes({ a: ['number'] }, [{ a: 'x', b: null }])).toEqual({ columns: { a: ['number', 'string'], b: ['null'] }, added: true });
    expect(mergeColumnTypes({ a: ['number'] }, [{ a: 2 }]).added).toBe(false);
  });
});
