import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shape } from './route';

describe('shape (gRPC reply → public JSON of the response schema)', () => {
  const item = z.object({ id: z.string(), count: z.number(), note: z.string().nullable(), extra: z.string().optional(), level: z.number().default(1) });
  const schema = z.object({ data: z.array(item), meta: z.object({ total_count: z.number() }).nullable() });

  it('turns unset nullable fields into null, int64 strings into numbers, and drops what the schema does not name', () => {
    const reply = {
      data: [{ id: 'a', count: '9007199254740', note: undefined, _note: 'note', secret: 'x', level: undefined }],
      meta: { total_count: '3', other: 1 },
    };
    expect(shape(schema, reply)).toEqual({ data: [{ id: 'a', count: 9007199254740, note: null }], meta: { total_count: 3 } });
  });

  it('keeps present values, optional ones included, and answers the same when called again (compiled once)', () => {
    const reply = { data: [{ id: 'b', count: 2, note: 'n', extra: 'e', level: 3 }], meta: null };
    const expected = { data: [{ id: 'b', count: 2, note: 'n', extra: 'e', level: 3 }], meta: null };
    expect(shape(schema, reply)).toEqual(expected);
    expect(shape(schema, reply)).toEqual(expected);
  });

  it('answers an empty array for a missing list and null for a missing object', () => {
    expect(shape(schema, { meta: undefined })).toEqual({ data: [], meta: null });
    expect(shape(z.object({ a: z.object({ b: z.string() }) }), { a: undefined })).toEqual({ a: null });
  });

  it('follows transforms and recursive (lazy) schemas', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const tree = { name: 'root', x: 1, children: [{ name: 'leaf', children: [], y: 2 }] };
    expect(shape(node, tree)).toEqual({ name: 'root', children: [{ name: 'leaf', children: [] }] });
    const effect = z.object({ n: z.number() }).transform((v) => v);
    expect(shape(effect, { n: '5', drop: true })).toEqual({ n: 5 });
  });

  it('reads and writes fields whose names are not identifiers, and never more than the schema names', () => {
    const odd = z.object({ 'a"b': z.string(), 'x-y': z.number(), 'missing one': z.string().nullable(), 'back\\slash': z.boolean() });
    const reply = { 'a"b': 'q', 'x-y': '7', 'back\\slash': true, toString: 'no', extra: 1 };
    expect(shape(odd, reply)).toEqual({ 'a"b': 'q', 'x-y': 7, 'missing one': null, 'back\\slash': true });
    expect(Object.keys(shape(odd, reply) as object)).toEqual(['a"b', 'x-y', 'missing one', 'back\\slash']);
  });

  it('leaves absent optional fields out of the JSON, in the schema order', () => {
    const reply = { data: [{ level: 2, note: undefined, count: '1', id: 'c' }], meta: { total_count: 1 } };
    expect(JSON.stringify(shape(schema, reply))).toBe('{"data":[{"id":"c","count":1,"note":null,"level":2}],"meta":{"total_count":1}}');
  });

  it('writes a field named __proto__ as a field, never as the prototype', () => {
    const odd = z.object({ ['__proto__']: z.string(), id: z.string() });
    const reply = JSON.parse('{"__proto__":"p","id":"i"}') as Record<string, unknown>;
    const out = shape(odd, reply) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(out, '__proto__')).toBe(true);
    expect(JSON.stringify(out)).toBe('{"__proto__":"p","id":"i"}');
  });
});
