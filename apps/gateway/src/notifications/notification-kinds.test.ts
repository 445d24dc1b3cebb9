import { describe, expect, it } from 'vitest';
import { ROLES } from '../keys/roles';
import { channelsFor, defaultEnabled, NOTIFICATION_KINDS } from './notification-kinds';

/** Decision 0020's defaults, written out: kind → [in_app, email] for owners and admins. */
const OWNER_DEFAULTS: Record<(typeof NOTIFICATION_KINDS)[number], [boolean, boolean]> = {
  finding_opened: [true, false],
  webhook_failing: [true, false],
  webhook_disabled: [true, true],
  number_disconnected: [true, true],
  number_restricted: [true, true],
  number_quality_dropped: [true, false],
  credits_low: [true, true],
  funding_revoked: [true, true],
  funding_failed: [true, true],
  template_rejected: [true, true],
};

describe('notification defaults by role (decision 0020)', () => {
  it('owners and admins: in_app for every kind, email for the kinds that need a person now', () => {
    expect([...NOTIFICATION_KINDS].sort()).toEqual(Object.keys(OWNER_DEFAULTS).sort());
    for (const role of ['owner', 'admin'] as const)
      for (const kind of NOTIFICATION_KINDS)
        expect([role, kind, defaultEnabled(role, kind, 'in_app'), defaultEnabled(role, kind, 'email')]).toEqual([role, kind, ...OWNER_DEFAULTS[kind]]);
  });

  it('developers, viewers and agents: nothing unless they turn it on', () => {
    for (const role of ['developer', 'viewer', 'agent'] as const)
      for (const kind of NOTIFICATION_KINDS) expect([defaultEnabled(role, kind, 'in_app'), defaultEnabled(role, kind, 'email')]).toEqual([false, false]);
  });

  it('a person’s own setting wins over the default, except for agents, who never receive', () => {
    expect(channelsFor('owner', 'credits_low', { email: false })).toEqual({ in_app: true, email: false });
    expect(channelsFor('admin', 'webhook_failing', { in_app: false, email: true })).toEqual({ in_app: false, email: true });
    expect(channelsFor('developer', 'webhook_failing', { in_app: true })).toEqual({ in_app: true, email: false });
    expect(channelsFor('viewer', 'template_rejected', { email: true })).toEqual({ in_app: false, email: true });
    expect(channelsFor('agent', 'template_rejected', { in_app: true, email: true })).toEqual({ in_app: false, email: false });
    expect(ROLES).toHaveLength(5);
  });
});
