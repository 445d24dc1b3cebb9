import { describe, expect, it } from 'vitest';
import { grantsOfRole, roleAllows, ROLES } from './roles';

describe('grantsOfRole (what GET /me gives the dashboard per project)', () => {
  it('lists exactly what roleAllows answers, area by area', () => {
    const areas = ['messaging', 'conversations', 'automation', 'billing', 'logs', 'keys', 'users', 'audit'] as const;
    for (const role of ROLES)
      for (const area of areas)
        for (const [method, access] of [
          ['GET', 'read'],
          ['POST', 'write'],
        ] as const)
          expect(grantsOfRole(role).includes(`${area}:${access}`), `${role} ${area}:${access}`).toBe(roleAllows(role, area, method));
  });

  it('an agent holds the conversations only; a viewer no write; only owners and admins read the audit log', () => {
    expect(grantsOfRole('agent')).toEqual(['conversations:read', 'conversations:write']);
    expect(grantsOfRole('viewer').filter((g) => g.endsWith(':write'))).toEqual([]);
    expect(grantsOfRole('developer')).not.toContain('audit:read');
    expect(grantsOfRole('admin')).toContain('audit:read');
  });
});
