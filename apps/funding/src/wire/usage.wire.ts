import type { funding } from '@platform/contracts';
import type { UsageDailyRow } from '../infra/db/usage.repository';

function emptyBreakdown(type: 'messaging' | 'calling', currency: string): funding.UsageBreakdown {
  return { type, amount_micros: '0', currency, quantity: '0', billable_quantity: '0', duration_seconds: '0', last_recorded_at: undefined };
}

/** Folds daily rows into entries (one per day and currency, newest first), each with both breakdown items. */
export function usageToWire(rows: UsageDailyRow[]): { entries: funding.UsageEntry[]; freshness: funding.UsageFreshness } {
  const entries = new Map<string, { date: string; currency: string; total: bigint; messaging: funding.UsageBreakdown; calling: funding.UsageBreakdown }>();
  let messagingLast: Date | null = null;
  let callingLast: Date | null = null;
  for (const r of rows) {
    const k = `${r.day}|${r.currency}`;
    let e = entries.get(k);
    if (!e) {
      e = { date: r.day, currency: r.currency, total: 0n, messaging: emptyBreakdown('messaging', r.currency), calling: emptyBreakdown('calling', r.currency) };
      entries.set(k, e);
    }
    const b = r.kind === 'messaging' ? e.messaging : e.calling;
    b.amount_micros = (BigInt(String(b.amount_micros)) + r.amountMicros).toString();
    b.quantity = (BigInt(String(b.quantity)) + r.quantity).toString();
    b.billable_quantity = (BigInt(String(b.billable_quantity)) + r.billableQuantity).toString();
    b.duration_seconds = (BigInt(String(b.duration_seconds)) + r.durationSeconds).toString();
    const prev = b.last_recorded_at ? new Date(b.last_recorded_at) : null;
    if (!prev || r.lastRecordedAt > prev) b.last_recorded_at = r.lastRecordedAt.toISOString();
    e.total += r.amountMicros;
    if (r.kind === 'messaging' && (!messagingLast || r.lastRecordedAt > messagingLast)) messagingLast = r.lastRecordedAt;
    if (r.kind === 'calling' && (!callingLast || r.lastRecordedAt > callingLast)) callingLast = r.lastRecordedAt;
  }
  const list = [...entries.values()]
    .sort((a, b) => (a.date === b.date ? a.currency.localeCompare(b.currency) : b.date.localeCompare(a.date)))
    .map((e) => ({ date: e.date, currency: e.currency, amount_micros: e.total.toString(), breakdown: [e.messaging, e.calling] }));
  return {
    entries: list,
    freshness: { messaging_last_recorded_at: messagingLast?.toISOString(), calling_last_recorded_at: callingLast?.toISOString() },
  };
}
