import { describe, expect, it } from 'vitest';
import { unstorableStringPath } from './input-guard';

describe('unstorableStringPath (issue 13: the field a NUL or an unpaired surrogate is in)', () => {
  it('is undefined for clean input of any shape', () => {
    for (const v of [undefined, null, 1, true, '', 'text 😀', [], {}, { a: ['x', { b: 'y' }], c: { d: 2 } }]) expect(unstorableStringPath(v)).toBeUndefined();
  });

  it('names the path of the first bad string, keys joined by dots and indexes in brackets', () => {
    expect(unstorableStringPath('a\u0000')).toBe('(value)');
    expect(unstorableStringPath({ name: 'a\u0000' })).toBe('name');
    expect(unstorableStringPath({ a: { b: [1, 'ok', { c: 'x\ud800' }] } })).toBe('a.b[2].c');
    expect(unstorableStringPath(['ok', ['\u0000']])).toBe('[1][0]');
    expect(unstorableStringPath([{ a: '\u0000' }])).toBe('[0].a');
    expect(unstorableStringPath({ a: 'ok', b: '\u0000', c: '\u0000' })).toBe('b');
  });

  it('prefixes the path it is given', () => {
    expect(unstorableStringPath({ a: '\u0000' }, 'body')).toBe('body.a');
    expect(unstorableStringPath(['\u0000'], 'items')).toBe('items[0]');
    expect(unstorableStringPath('\u0000', 'name')).toBe('name');
  });

  it('names a bad key by the key itself, without the bad character, bounded', () => {
    expect(unstorableStringPath({ 'ke\u0000y': 'v' })).toBe('ke?y');
    expect(unstorableStringPath({ a: { ['\ud800'.repeat(2) + 'x'.repeat(80)]: 1 } })).toBe(`a.??${'x'.repeat(62)}…`);
    expect(unstorableStringPath({ '[0]': { b: '\u0000' } })).toBe('[0].b');
  });

  it('reads own keys only', () => {
    const proto = { inherited: '\u0000' };
    expect(unstorableStringPath(Object.create(proto) as object)).toBeUndefined();
    const bare = Object.assign(Object.create(null) as object, { q: 'x\u0000' });
    expect(unstorableStringPath(bare)).toBe('q');
  });
});
