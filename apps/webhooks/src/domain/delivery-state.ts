/**
 * Webhook delivery state machine (pure). A delivery is one event for one webhook; its id is stable
 * across every attempt and manual redelivery.
 *
 * | State      | Trigger            | Condition                    | Next       | Effects                                        |
 * |------------|--------------------|------------------------------|------------|------------------------------------------------|
 * | pending    | attempt_succeeded  | 2xx                          | delivered  | delivered_at set; webhook failing_since cleared |
 * | pending    | attempt_failed     | attempts left                | pending    | next attempt per schedule or Retry-After        |
 * | pending    | attempt_failed     | schedule exhausted           | failed     |                                                |
 * | pending    | endpoint_gone      | 410 Gone                     | failed     | webhook disabled (reason `gone`)               |
 * | pending    | endpoint_inactive  | webhook inactive or deleted  | failed     | no request sent                                |
 * | delivered  | redeliver          | webhook active               | pending    | attempt now; attempt budget restarts            |
 * | failed     | redeliver          | webhook active               | pending    | attempt now; attempt budget restarts            |
 *
 * Every other (state, trigger) pair is rejected: e.g. a late attempt result for a delivery already
 * delivered (a lease expired and another dispatcher finished it) changes nothing.
 */

/** States of a delivery. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
/** A delivery state. */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Triggers of the delivery state machine. */
export const DELIVERY_TRIGGERS = ['attempt_succeeded', 'attempt_failed', 'endpoint_gone', 'endpoint_inactive', 'redeliver'] as const;
/** A trigger. */
export type DeliveryTrigger = (typeof DELIVERY_TRIGGERS)[number];

/** Outcome of applying a trigger. */
export type DeliveryTransition = { ok: true; next: DeliveryStatus } | { ok: false; reason: string };

/** The transition table; `attempt_failed` has two targets chosen by `attemptsLeft`. */
const TABLE: Record<DeliveryStatus, Partial<Record<DeliveryTrigger, (ctx: { attemptsLeft: boolean }) => DeliveryStatus>>> = {
  pending: {
    attempt_succeeded: () => 'delivered',
    attempt_failed: ({ attemptsLeft }) => (attemptsLeft ? 'pending' : 'failed'),
    endpoint_gone: () => 'failed',
    endpoint_inactive: () => 'failed',
  },
  delivered: { redeliver: () => 'pending' },
  failed: { redeliver: () => 'pending' },
};

/** Applies `trigger` to a delivery in `from`; `attemptsLeft` matters only for attempt_failed. */
export function transition(from: DeliveryStatus, trigger: DeliveryTrigger, ctx: { attemptsLeft: boolean } = { attemptsLeft: false }): DeliveryTransition {
  const rule = TABLE[from]?.[trigger];
  if (!rule) return { ok: false, reason: `${trigger} is not allowed in state ${from}` };
  return { ok: true, next: rule(ctx) };
}
