import { describe, expect, it } from 'vitest';
import { canHandleKey, graceWords, keyStatusWords, scopesOfRole } from './keys-logic';

describe('API keys rules', () => {
  it.each([
    ['owner', true, ['full', 'read_only', 'messaging', 'automation', 'billing']],
    ['admin', true, ['full', 'read_only', 'messaging', 'automation', 'billing']],
    ['developer', true, ['read_only', 'messaging', 'automation']],
    ['viewer', false, []],
    ['agent', false, []],
  ] as const)('%s offers %j', (role, w, scopes) => expect(scopesOfRole(role, w)).toEqual(scopes));

  it.each([
    ['developer', ['messaging'], true],
    ['developer', ['full'], false],
    ['developer', ['billing', 'messaging'], false],
    ['admin', ['full'], true],
  ] as const)('%s handles a key of %j: %s', (role, scopes, ok) => expect(canHandleKey(role, true, scopes)).toBe(ok));

  it.each([
    [0, 'at once'],
    [300, '5 min'],
    [3600, '1 h'],
    [5400, '1 h 30 min'],
    [86_400, '24 h'],
  ])('grace %s s is %s', (s, w) => expect(graceWords(s)).toBe(w));

  it('statuses in words', () => {
    expect(keyStatusWords('rotating')).toMatch(/grace/);
    expect(keyStatusWords('revoked')).toBe('Revoked');
  });
});
