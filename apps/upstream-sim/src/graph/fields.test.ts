import { describe, expect, it } from 'vitest';
import { listEdge, parseFields, selectFields } from './fields';
import { GraphError } from './graph-error';

describe('parseFields', () => {
  it('parses flat and nested selections', () => {
    expect(parseFields('id, name,throughput{level},owner{id,info{a,b}},x')).toEqual([
      { name: 'id', sub: null },
      { name: 'name', sub: null },
      { name: 'throughput', sub: [{ name: 'level', sub: null }] },
      {
        name: 'owner',
        sub: [
          { name: 'id', sub: null },
          {
            name: 'info',
            sub: [
              { name: 'a', sub: null },
              { name: 'b', sub: null },
            ],
          },
        ],
      },
      { name: 'x', sub: null },
    ]);
  });
});

describe('selectFields', () => {
  const node = {
    id: () => '1',
    a: () => ({ b: 1, c: 2 }),
    lazy: () => {
      throw new Error('computed although not requested');
    },
  };

  it('computes only requested fields and always adds id', () => {
    expect(selectFields('T', node, 'a{c}', [])).toEqual({ a: { c: 2 }, id: '1' });
  });

  it('uses the defaults without fields', () => {
    expect(selectFields('T', node, undefined, ['a'])).toEqual({ a: { b: 1, c: 2 }, id: '1' });
  });

  it('refuses a field the node lacks with code 100', () => {
    expect(() => selectFields('T', node, 'nope', [])).toThrow(GraphError);
  });
});

describe('listEdge', () => {
  it('pages with after cursors', () => {
    const first = listEdge([1, 2, 3], { limit: '2' });
    expect(first.data).toEqual([1, 2]);
    const after = (first.paging as { cursors: { after: string } }).cursors.after;
    expect(listEdge([1, 2, 3], { limit: '2', after }).data).toEqual([3]);
  });
});
