/**
 * Display name request lifecycle (spec 2.9, 3.6). Statuses are driven by the upstream:
 *
 *   (new) ──submitted upstream──▶ pending_review ──APPROVED──▶ approved
 *     │                               │ ──REJECTED──▶ declined
 *     │                               └ ──DEFERRED / PENDING──▶ pending_review
 *     └──upstream refused the submission──▶ failed (upstream_error_* recorded)
 * approved, declined and failed are terminal.
 */

/** Statuses of a display name request. */
export const DISPLAY_NAME_STATUSES = ['pending_review', 'approved', 'declined', 'failed'] as const;
/** A display name request status. */
export type DisplayNameStatus = (typeof DISPLAY_NAME_STATUSES)[number];

/** Upstream review decisions of `phone_number_name_update`. */
export type NameDecision = 'APPROVED' | 'REJECTED' | 'DEFERRED' | 'PENDING';

/** Transition table for upstream decisions; absent = ignored (already decided). */
export const DISPLAY_NAME_TRANSITIONS: Readonly<Record<DisplayNameStatus, Partial<Record<NameDecision, DisplayNameStatus>>>> = {
  pending_review: { APPROVED: 'approved', REJECTED: 'declined', DEFERRED: 'pending_review', PENDING: 'pending_review' },
  approved: {},
  declined: {},
  failed: {},
};

/** Status after `decision`, or null when the request is no longer open to decisions. */
export function applyNameDecision(from: DisplayNameStatus, decision: NameDecision): DisplayNameStatus | null {
  return DISPLAY_NAME_TRANSITIONS[from][decision] ?? null;
}

/** True when `d` is a decision value the upstream sends. */
export function isNameDecision(d: unknown): d is NameDecision {
  return d === 'APPROVED' || d === 'REJECTED' || d === 'DEFERRED' || d === 'PENDING';
}
