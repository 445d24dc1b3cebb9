import { describe, expect, it } from 'vitest';
import { checkJsonSize, checkName, inputsOf, placeholdersOf, substitute } from './integration';

describe('integration inputs', () => {
  const props = { channel: '{{channel}}', text: 'Hi {{ name }}, score {{score}}', nested: { list: ['{{tags}}'] } };

  it('finds placeholders at any depth; types default to string', () => {
    expect([...placeholdersOf(props)].sort()).toEqual(['channel', 'name', 'score', 'tags']);
    expect(inputsOf(props, { score: 'number', tags: { type: 'array' } })).toEqual({ channel: 'string', name: 'string', score: 'number', tags: 'array' });
  });

  it('refuses definitions without a placeholder and unknown types', () => {
    expect(() => inputsOf(props, { ghost: 'string' })).toThrow(/no \{\{ghost\}\}/);
    expect(() => inputsOf(props, { score: 'date' })).toThrow(/one of/);
  });

  it('substitutes typed values for whole placeholders and text inside strings', () => {
    const types = inputsOf(props, { score: 'number', tags: 'array' });
    expect(substitute(props, types, { channel: 'C1', name: 'Ann', score: 7, tags: ['a'] })).toEqual({
      channel: 'C1',
      text: 'Hi Ann, score 7',
      nested: { list: [['a']] },
    });
  });

  it('requires every input with its type and refuses unknown ones', () => {
    const types = inputsOf(props, { score: 'integer' });
    const ok = { channel: 'C1', name: 'Ann', score: 7, tags: 'x' };
    expect(() => substitute(props, types, { ...ok, score: 7.5 })).toThrow(/score must be an integer/);
    expect(() => substitute(props, types, { ...ok, extra: 1 })).toThrow(/extra is not a variable/);
    const { channel: _omit, ...missing } = ok;
    expect(() => substitute(props, types, missing)).toThrow(/channel is required/);
  });

  it('bounds JSON fields in size and nesting', () => {
    const nest = (n: number): unknown => (n === 0 ? 1 : { a: nest(n - 1) });
    expect(() => checkJsonSize('metadata', nest(32))).not.toThrow();
    expect(() => checkJsonSize('metadata', nest(33))).toThrow(/deeper than 32/);
    expect(() => checkJsonSize('metadata', { s: 'x'.repeat(70_000) })).toThrow(/bytes/);
  });

  it('bounds names at 100 characters', () => {
    expect(checkName(' Alert ')).toBe('Alert');
    expect(() => checkName('x'.repeat(101))).toThrow(/100/);
    expect(() => checkName('  ')).toThrow(/empty/);
  });
});
