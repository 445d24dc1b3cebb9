/**
 * The inbox status of a conversation (decision 0507), beside its lifecycle (`active`/`ended`):
 * `open`, `pending`, `resolved`, `snoozed` (until a time, or until the customer's next message).
 * Pure rules; time passed in.
 */

/** The inbox statuses, in the order the counts list them. */
export const INBOX_STATUSES = ['open', 'pending', 'resolved', 'snoozed'] as const;

/** One inbox status. */
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Whether a string is an inbox status. */
export function isInboxStatus(v: string): v is InboxStatus {
  return (INBOX_STATUSES as readonly string[]).includes(v);
}

/** Longest snooze: 90 days ahead. */
export const MAX_SNOOZE_MS = 90 * 86_400_000;

/** What a `PATCH /conversations/{id}` asks, or why it cannot be. */
export type InboxStatusDecision =
  | { ok: true; inbox_status: InboxStatus; snoozed_until: Date | null }
  | { ok: false; reason: 'INVALID_INBOX_STATUS' | 'INVALID_SNOOZED_UNTIL'; message: string };

/**
 * Decides the new inbox status: `snoozed_until` only with `snoozed` (absent: until the customer's
 * next message), a valid time after `now` and at most {@link MAX_SNOOZE_MS} ahead.
 */
export function decideInboxStatus(input: { inbox_status: string; snoozed_until?: string | null }, now: Date): InboxStatusDecision {
  if (!isInboxStatus(input.inbox_status))
    return { ok: false, reason: 'INVALID_INBOX_STATUS', message: `inbox_status must be one of ${INBOX_STATUSES.join(', ')}` };
  const until = input.snoozed_until ?? null;
  if (input.inbox_status !== 'snoozed') {
    if (until !== null) return { ok: false, reason: 'INVALID_SNOOZED_UNTIL', message: 'snoozed_until is only for inbox_status snoozed' };
    return { ok: true, inbox_status: input.inbox_status, snoozed_until: null };
  }
  if (until === null) return { ok: true, inbox_status: 'snoozed', snoozed_until: null };
  const at = new Date(until);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(until) || Number.isNaN(at.getTime()))
    return { ok: false, reason: 'INVALID_SNOOZED_UNTIL', message: 'snoozed_until must be an ISO 8601 time' };
  if (at.getTime() <= now.getTime()) return { ok: false, reason: 'INVALID_SNOOZED_UNTIL', message: 'snoozed_until must be in the future' };
  if (at.getTime() - now.getTime() > MAX_SNOOZE_MS) return { ok: false, reason: 'INVALID_SNOOZED_UNTIL', message: 'snoozed_until must be within 90 days' };
  return { ok: true, inbox_status: 'snoozed', snoozed_until: at };
}

/** The status a customer's new message leaves: a resolved or snoozed conversation reopens. */
export function inboxStatusAfterInbound(s: InboxStatus): InboxStatus {
  return s === 'resolved' || s === 'snoozed' ? 'open' : s;
}
