import { describe, expect, it } from 'vitest';
import { apiKeyStatus } from './api-key.wire';

const now = new Date('2030-01-01T12:00:00.000Z');

describe('apiKeyStatus', () => {
  it.each([
    [null, null, 'active'],
    [null, '2030-01-01T12:00:00.001Z', 'rotating'],
    [null, '2030-01-01T12:00:00.000Z', 'expired'],
    [null, '2029-12-31T00:00:00.000Z', 'expired'],
    ['2029-12-31T00:00:00.000Z', null, 'revoked'],
    ['2029-12-31T00:00:00.000Z', '2030-01-02T00:00:00.000Z', 'revoked'],
  ] as const)('revoked_at %s, expires_at %s → %s', (revoked_at, expires_at, status) => {
    expect(apiKeyStatus({ revoked_at, expires_at }, now)).toBe(status);
  });
});
