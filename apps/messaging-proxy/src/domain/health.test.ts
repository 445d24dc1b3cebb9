import { describe, expect, it } from 'vitest';
import { connectionPassed, evaluateHealth, type HealthInputs } from './health';

const now = new Date('2026-01-01T00:00:00Z');
const good: HealthInputs = {
  access: {
    ok: true,
    node: {
      id: '1',
      status: 'CONNECTED',
      health_status: { can_send_message: 'AVAILABLE', entities: [{ entity_type: 'PHONE_NUMBER', id: '1', can_send_message: 'AVAILABLE' }] },
    },
  },
  token: { valid: true },
  subscription: { ok: true, appId: '9', subscribed: true },
  webhookVerifiedAt: '2025-12-31T00:00:00.000Z',
};

describe('evaluateHealth', () => {
  it('healthy when every check passes', () => {
    const r = evaluateHealth(good, now);
    expect(r.status).toBe('healthy');
    expect(r.timestamp).toBe(now.toISOString());
  });
  it('connection: CONNECTED true, DISCONNECTED false, anything else null (rule 3)', () => {
    expect(connectionPassed('CONNECTED')).toBe(true);
    expect(connectionPassed('DISCONNECTED')).toBe(false);
    expect(connectionPassed('UNKNOWN')).toBeNull();
    expect(connectionPassed(undefined)).toBeNull();
  });
  it.each([
    ['DISCONNECTED number', { access: { ok: true, node: { ...(good.access as { node: object }).node, id: '1', status: 'DISCONNECTED' } } }, 'unhealthy'],
    ['invalid token', { token: { valid: false, reason: 'expired' } }, 'unhealthy'],
    [
      'token error on access',
      { access: { ok: false, problem: { kind: 'token', message: 'expired', code: 190 } }, token: { valid: null, reason: 'n/a' } },
      'unhealthy',
    ],
    ['BLOCKED', { access: { ok: true, node: { id: '1', status: 'CONNECTED', health_status: { can_send_message: 'BLOCKED', entities: [] } } } }, 'unhealthy'],
    ['LIMITED', { access: { ok: true, node: { id: '1', status: 'CONNECTED', health_status: { can_send_message: 'LIMITED', entities: [] } } } }, 'degraded'],
    ['not subscribed', { subscription: { ok: true, appId: '9', subscribed: false } }, 'degraded'],
    ['webhook never verified', { webhookVerifiedAt: null }, 'degraded'],
    [
      'UNKNOWN connection',
      { access: { ok: true, node: { id: '1', status: 'PENDING', health_status: { can_send_message: 'AVAILABLE', entities: [] } } } },
      'degraded',
    ],
    [
      'upstream unavailable',
      { access: { ok: false, problem: { kind: 'unavailable', message: 'timeout' } }, token: { valid: null, reason: 'timeout' } },
      'error',
    ],
  ] as Array<[string, Partial<HealthInputs>, string]>)('%s → %s', (_name, patch, status) => {
    expect(evaluateHealth({ ...good, ...patch }, now).status).toBe(status);
  });
});
