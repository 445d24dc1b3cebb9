import { describe, expect, it } from 'vitest';
import { assignableRoles, canManage, memberStatusWords } from './roles';

describe('roles offered', () => {
  it.each([
    ['owner', true, ['owner', 'admin', 'developer', 'agent', 'viewer']],
    ['admin', true, ['admin', 'developer', 'agent', 'viewer']],
    ['developer', false, []],
    ['viewer', false, []],
  ] as const)('%s (users:write %s) offers %j', (caller, w, roles) => expect(assignableRoles(caller, w)).toEqual(roles));

  it.each([
    ['owner', 'owner', true, true],
    ['admin', 'owner', true, false],
    ['admin', 'developer', true, true],
    ['viewer', 'agent', false, false],
  ] as const)('%s manages %s: %s', (caller, target, w, ok) => expect(canManage(caller, target, w)).toBe(ok));

  it('status in words, an expired invitation named so', () => {
    const now = Date.parse('2026-01-10T00:00:00Z');
    expect(memberStatusWords('active', null, now)).toBe('Active');
    expect(memberStatusWords('invited', '2026-01-11T00:00:00Z', now)).toBe('Invited');
    expect(memberStatusWords('invited', '2026-01-09T00:00:00Z', now)).toBe('Invitation expired');
  });
});
