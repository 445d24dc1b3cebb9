/** Snooze choices and the inbox status in words. */
import type { InboxStatus } from '../inbox-api';

export interface SnoozeChoice {
  label: string;
  /** ISO time; null = until the customer writes. */
  until: string | null;
}

/** In one hour, this evening (18:00, when still ahead), tomorrow 09:00, next Monday 09:00, until the customer writes. */
export function snoozeChoices(now: Date): SnoozeChoice[] {
  const at = (days: number, hour: number) => {
    const d = new Date(now);
    d.setDate(d.getDate() + days);
    d.setHours(hour, 0, 0, 0);
    return d;
  };
  const out: SnoozeChoice[] = [{ label: 'For one hour', until: new Date(now.getTime() + 3_600_000).toISOString() }];
  const evening = at(0, 18);
  if (evening.getTime() - now.getTime() > 2 * 3_600_000) out.push({ label: 'Until this evening (18:00)', until: evening.toISOString() });
  out.push({ label: 'Until tomorrow (09:00)', until: at(1, 9).toISOString() });
  const toMonday = (8 - now.getDay()) % 7 || 7;
  out.push({ label: 'Until next Monday (09:00)', until: at(toMonday, 9).toISOString() });
  out.push({ label: 'Until the customer writes', until: null });
  return out;
}

/**
 * A `datetime-local` input's value (local time) as an ISO time, with the API's bounds in words
 * (in the future, at most 90 days ahead): `{ until }` or `{ error }`.
 */
export function snoozeUntilFromInput(value: string, now: Date): { until: string } | { error: string } {
  if (!value) return { error: 'Choose a date and time.' };
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return { error: 'That is not a date and time.' };
  if (d.getTime() <= now.getTime()) return { error: 'Choose a time in the future.' };
  if (d.getTime() > now.getTime() + 90 * 86_400_000) return { error: 'A snooze lasts at most 90 days.' };
  return { until: d.toISOString() };
}

const STATUS_WORDS: Record<InboxStatus, string> = { open: 'Open', pending: 'Pending', resolved: 'Resolved', snoozed: 'Snoozed' };

/** "Open", "Snoozed until Tue 3 Mar, 09:00", "Snoozed until the customer writes". */
export function inboxStatusText(status: InboxStatus, snoozedUntil?: string | null): string {
  if (status !== 'snoozed') return STATUS_WORDS[status] ?? status;
  if (!snoozedUntil) return 'Snoozed until the customer writes';
  return `Snoozed until ${new Date(snoozedUntil).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}`;
}
