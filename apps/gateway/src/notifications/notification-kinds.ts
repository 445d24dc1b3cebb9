/**
 * Notifications (decision 0020): the kinds, the channels, who receives a kind by default and on which
 * channel. Pure: no I/O.
 */
import type { Role } from '../keys/roles';

/** What a notification tells. */
export const NOTIFICATION_KINDS = [
  'finding_opened',
  'webhook_failing',
  'webhook_disabled',
  'number_disconnected',
  'number_restricted',
  'number_quality_dropped',
  'credits_low',
  'funding_revoked',
  'funding_failed',
  'template_rejected',
] as const;

/** One of {@link NOTIFICATION_KINDS}. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a notification reaches its person: the dashboard (list and live stream) or a mail. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;

/** One of {@link NOTIFICATION_CHANNELS}. */
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Kinds mailed by default: what stops messages or money from flowing and needs a person now. Failing
 * webhooks (a disabled one is mailed), quality drops and findings are noisier: dashboard only unless
 * the person turns mail on.
 */
const EMAIL_BY_DEFAULT: ReadonlySet<NotificationKind> = new Set([
  'webhook_disabled',
  'number_disconnected',
  'number_restricted',
  'credits_low',
  'funding_revoked',
  'funding_failed',
  'template_rejected',
]);

/**
 * Roles that receive every kind without asking (owners and admins run the project). Developers and
 * viewers receive a kind only on the channels they turned on; agents (conversations only) never.
 */
const RECEIVES_BY_DEFAULT: ReadonlySet<Role> = new Set(['owner', 'admin']);

/** Roles that may turn a kind on for themselves. */
const MAY_OPT_IN: ReadonlySet<Role> = new Set(['owner', 'admin', 'developer', 'viewer']);

/** Whether a person of `role` may receive notifications at all (agents may not). */
export function mayReceive(role: Role): boolean {
  return MAY_OPT_IN.has(role);
}

/** The setting a channel of a kind has for a person of `role` who never set it. */
export function defaultEnabled(role: Role, kind: NotificationKind, channel: NotificationChannel): boolean {
  if (!RECEIVES_BY_DEFAULT.has(role)) return false;
  return channel === 'in_app' ? true : EMAIL_BY_DEFAULT.has(kind);
}

/** The channels a person receives a kind on: their own settings where set, else the defaults of their role. */
export function channelsFor(role: Role, kind: NotificationKind, set: Partial<Record<NotificationChannel, boolean>>): { in_app: boolean; email: boolean } {
  if (!mayReceive(role)) return { in_app: false, email: false };
  return {
    in_app: set.in_app ?? defaultEnabled(role, kind, 'in_app'),
    email: set.email ?? defaultEnabled(role, kind, 'email'),
  };
}
