/** The navigation's rules against the gateway's own role table (the grants `GET /me` gives). */
import { describe, expect, it } from 'vitest';
import { grantsOfRole, type Role } from '@app/gateway';
import { pathAfterSignIn, pathAfterSwitch, sectionOf, sectionsFor } from '../src/shell/navigation';

/** A project as `GET /me` gives it for a role: the grants come from the gateway's own role table. */
const as = (role: Role) => ({ grants: grantsOfRole(role) });

describe('navigation', () => {
  it('an agent sees conversations only; a viewer and a developer every section but the audit log; owners and admins all', () => {
    expect(sectionsFor(as('agent')).map((s) => s.path)).toEqual(['conversations']);
    const all = sectionsFor(as('owner')).map((s) => s.path);
    expect(all).toContain('settings/audit');
    expect(all).toContain('mcp-approvals');
    expect(all).toHaveLength(21);
    expect(sectionsFor(as('admin')).map((s) => s.path)).toEqual(all);
    for (const role of ['developer', 'viewer'] as const)
      expect(
        sectionsFor(as(role)).map((s) => s.path),
        role,
      ).toEqual(all.filter((p) => p !== 'settings/audit'));
  });

  it('a path is in the longest section it starts with', () => {
    expect(sectionOf('settings/api-keys')?.label).toBe('API keys');
    expect(sectionOf('broadcasts/7f0c/recipients')?.path).toBe('broadcasts');
    expect(sectionOf('settings')).toBeUndefined();
    expect(sectionOf('broadcastsX')).toBeUndefined();
  });

  it('switching project keeps the section the role there sees, else goes to its first page', () => {
    const cases: Array<[string, Role, string]> = [
      ['notifications', 'owner', '/p/B/notifications'],
      ['notifications', 'agent', '/p/B/conversations'],
      ['settings/profile', 'viewer', '/p/B/settings/profile'],
      ['settings/profile', 'agent', '/p/B/conversations'],
      ['settings/audit', 'developer', '/p/B/overview'],
      ['broadcasts/0b6f8a52-5c0e-4a8e-9d53-1f2f7c0a9e11', 'viewer', '/p/B/broadcasts'],
      ['conversations/0b6f8a52-5c0e-4a8e-9d53-1f2f7c0a9e11', 'owner', '/p/B/conversations'],
      ['conversationsX', 'owner', '/p/B/overview'],
      ['', 'owner', '/p/B/overview'],
      ['', 'agent', '/p/B/conversations'],
    ];
    for (const [section, role, expected] of cases) expect(pathAfterSwitch(section, 'B', as(role)), `${section} as ${role}`).toBe(expected);
  });

  it('after sign-in: back to the page asked for, never to another site', () => {
    const cases: Array<[unknown, string]> = [
      [{ from: '/p/A/notifications' }, '/p/A/notifications'],
      [{ from: '//evil.example/x' }, '/'],
      [{ from: '/\\evil.example' }, '/'],
      [{ from: 'https://evil.example' }, '/'],
      [{ from: '/sign-in' }, '/'],
      [{ from: 42 }, '/'],
      [null, '/'],
      [undefined, '/'],
    ];
    for (const [state, expected] of cases) expect(pathAfterSignIn(state), JSON.stringify(state)).toBe(expected);
  });
});
