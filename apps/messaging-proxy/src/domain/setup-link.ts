/**
 * Setup link lifecycle (spec 2.10, 3.5). Pure: the transition table decides, callers persist.
 *
 *   (new) ──create──▶ active ──complete (the page connected a number)──▶ used
 *                       │ ──revoke (PATCH status revoked, or a newer link for the customer)──▶ revoked
 *                       └ ──expire (expires_at passed: read as expired at once, stored by the sweeper)──▶ expired
 * used, expired and revoked are terminal.
 */

/** States of a setup link. */
export const SETUP_LINK_STATUSES = ['active', 'used', 'expired', 'revoked'] as const;
/** A setup link state. */
export type SetupLinkStatus = (typeof SETUP_LINK_STATUSES)[number];

/** Events that move a setup link. */
export type SetupLinkEvent = 'complete' | 'revoke' | 'expire';

/** The transition table: state × event → next state; absent = not allowed. */
export const SETUP_LINK_TRANSITIONS: Readonly<Record<SetupLinkStatus, Partial<Record<SetupLinkEvent, SetupLinkStatus>>>> = {
  active: { complete: 'used', revoke: 'revoked', expire: 'expired' },
  used: {},
  expired: {},
  revoked: {},
};

/** Next state, or null when the event is not allowed in `from`. */
export function nextSetupLinkStatus(from: SetupLinkStatus, event: SetupLinkEvent): SetupLinkStatus | null {
  return SETUP_LINK_TRANSITIONS[from][event] ?? null;
}

/** The status a reader sees: an active link past its expiry reads as expired, even before it is persisted. */
export function effectiveSetupLinkStatus(stored: SetupLinkStatus, expiresAt: Date, now: Date): SetupLinkStatus {
  if (stored === 'active' && expiresAt.getTime() <= now.getTime()) return 'expired';
  return stored;
}

/** Failure codes of the failure redirect (reference 1.4). */
export type OnboardingErrorCode =
  'facebook_auth_failed' | 'phone_verification_failed' | 'waba_limit_reached' | 'token_exchange_failed' | 'link_expired' | 'already_used';

/** Why an onboarding attempt on a link in `status` cannot start, as a failure-redirect code; null when it can. */
export function onboardingBlocker(status: SetupLinkStatus): OnboardingErrorCode | null {
  switch (status) {
    case 'active':
      return null;
    case 'used':
      return 'already_used';
    case 'expired':
    case 'revoked':
      return 'link_expired';
  }
}

/** What an explicit revocation does to a link whose status (as of now) is `status`. */
export type RevokeDecision = { kind: 'revoke' } | { kind: 'unchanged' } | { kind: 'refused'; status: 'used' | 'expired' };

/**
 * The revocation rule (decision 0202): an active link is revoked; a revoked one is answered as it is,
 * so a retried revocation succeeds; a used or expired link is refused (it stays what it is).
 */
export function decideRevoke(status: SetupLinkStatus): RevokeDecision {
  switch (status) {
    case 'active':
      return { kind: 'revoke' };
    case 'revoked':
      return { kind: 'unchanged' };
    case 'used':
    case 'expired':
      return { kind: 'refused', status };
  }
}
