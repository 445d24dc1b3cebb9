import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, DELIVERY_TRIGGERS, transition, type DeliveryStatus, type DeliveryTrigger } from './delivery-state';

/** The full expected table: every (state, trigger) pair, including the rejected ones. */
const EXPECTED: Record<DeliveryStatus, Record<DeliveryTrigger, DeliveryStatus | null | { left: DeliveryStatus; none: DeliveryStatus }>> = {
  pending: {
    attempt_succeeded: 'delivered',
    attempt_failed: { left: 'pending', none: 'failed' },
    endpoint_gone: 'failed',
    endpoint_inactive: 'failed',
    redeliver: null,
  },
  delivered: { attempt_succeeded: null, attempt_failed: null, endpoint_gone: null, endpoint_inactive: null, redeliver: 'pending' },
  failed: { attempt_succeeded: null, attempt_failed: null, endpoint_gone: null, endpoint_inactive: null, redeliver: 'pending' },
};

describe('delivery state machine (exhaustive)', () => {
  for (const from of DELIVERY_STATUSES) {
    for (const trigger of DELIVERY_TRIGGERS) {
      const want = EXPECTED[from][trigger];
      it(`${from} + ${trigger} → ${want === null ? 'rejected' : typeof want === 'string' ? want : `${want.left}/${want.none}`}`, () => {
        for (const attemptsLeft of [true, false]) {
          const t = transition(from, trigger, { attemptsLeft });
          if (want === null) expect(t.ok).toBe(false);
          else expect(t).toEqual({ ok: true, next: typeof want === 'string' ? want : attemptsLeft ? want.left : want.none });
        }
      });
    }
  }
});
