import type { funding } from '@platform/contracts';
import type { EntryRow } from '../infra/db/credits.repository';

/** An entry as the RPCs answer it. */
export function entryToWire(e: EntryRow): funding.CreditEntry {
  return {
    id: e.id,
    kind: e.kind,
    amount_micros: e.amountMicros.toString(),
    balance_after_micros: e.balanceAfterMicros.toString(),
    currency: e.currency,
    hold_id: e.holdId ?? undefined,
    message_id: e.messageId ?? undefined,
    category: e.category ?? undefined,
    region: e.region ?? undefined,
    note: e.note ?? undefined,
    reference: e.reference ?? undefined,
    created_at: e.createdAt.toISOString(),
  };
}
