import { describe, expect, it } from 'vitest';
import { decideRevoke, effectiveSetupLinkStatus, nextSetupLinkStatus, onboardingBlocker, SETUP_LINK_STATUSES, type SetupLinkEvent } from './setup-link';

const EVENTS: SetupLinkEvent[] = ['complete', 'revoke', 'expire'];
const EXPECTED: Record<string, string | null> = {
  'active:complete': 'used',
  'active:revoke': 'revoked',
  'active:expire': 'expired',
  'used:complete': null,
  'used:revoke': null,
  'used:expire': null,
  'expired:complete': null,
  'expired:revoke': null,
  'expired:expire': null,
  'revoked:complete': null,
  'revoked:revoke': null,
  'revoked:expire': null,
};

describe('setup link state machine', () => {
  it.each(SETUP_LINK_STATUSES.flatMap((s) => EVENTS.map((e) => [s, e] as const)))('%s + %s', (s, e) => {
    expect(nextSetupLinkStatus(s, e)).toBe(EXPECTED[`${s}:${e}`]);
  });
  it('an active link past expires_at reads as expired; terminal states are kept', () => {
    const at = new Date('2030-01-01T00:00:00Z');
    expect(effectiveSetupLinkStatus('active', at, new Date('2029-12-31T23:59:59Z'))).toBe('active');
    expect(effectiveSetupLinkStatus('active', at, at)).toBe('expired');
    expect(effectiveSetupLinkStatus('used', at, new Date('2031-01-01'))).toBe('used');
    expect(effectiveSetupLinkStatus('revoked', at, new Date('2031-01-01'))).toBe('revoked');
  });
  it('onboarding blockers map to the documented failure codes', () => {
    expect(onboardingBlocker('active')).toBeNull();
    expect(onboardingBlocker('used')).toBe('already_used');
    expect(onboardingBlocker('expired')).toBe('link_expired');
    expect(onboardingBlocker('revoked')).toBe('link_expired');
  });
  it('an explicit revocation: active is revoked, revoked is answered unchanged (a retry), used and expired are refused', () => {
    expect(decideRevoke('active')).toEqual({ kind: 'revoke' });
    expect(decideRevoke('revoked')).toEqual({ kind: 'unchanged' });
    expect(decideRevoke('used')).toEqual({ kind: 'refused', status: 'used' });
    expect(decideRevoke('expired')).toEqual({ kind: 'refused', status: 'expired' });
  });
});
