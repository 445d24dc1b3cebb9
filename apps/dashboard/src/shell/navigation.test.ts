import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, pathAfterSwitch, sectionsFor } from './navigation';

describe('navigation', () => {
  it('an agent sees conversations only; every other role the three sections', () => {
    expect(sectionsFor('agent').map((s) => s.path)).toEqual(['conversations']);
    for (const role of ['owner', 'admin', 'developer', 'viewer'] as const)
      expect(
        sectionsFor(role).map((s) => s.path),
        role,
      ).toEqual(['conversations', 'notifications', 'settings/profile']);
  });

  it('switching project keeps the section the role there sees, else goes to its conversations', () => {
    const cases: Array<[string, 'owner' | 'agent' | 'viewer', string]> = [
      ['notifications', 'owner', '/p/B/notifications'],
      ['notifications', 'agent', '/p/B/conversations'],
      ['settings/profile', 'viewer', '/p/B/settings/profile'],
      ['settings/profile', 'agent', '/p/B/conversations'],
      ['conversations/0b6f8a52-5c0e-4a8e-9d53-1f2f7c0a9e11', 'owner', '/p/B/conversations'],
      ['conversationsX', 'owner', '/p/B/conversations'],
      ['', 'owner', '/p/B/conversations'],
    ];
    for (const [section, role, expected] of cases) expect(pathAfterSwitch(section, 'B', role), `${section} as ${role}`).toBe(expected);
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
