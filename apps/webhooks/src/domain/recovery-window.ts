/**
 * The window of a webhook recovery (decision 0304), pure. Deliveries are chosen by their creation
 * time in [since, until). Bounds: both ISO 8601 instants with a time zone, since < until, at most
 * {@link MAX_WINDOW_MS} apart, since no older than {@link MAX_AGE_MS} (the longest period the
 * deliveries log offers), until not beyond now (+ {@link CLOCK_SKEW_MS} for the caller's clock).
 */

/** Longest window of one recovery: 7 days. */
const MAX_WINDOW_MS = 7 * 24 * 3600 * 1000;
/** Oldest `since` accepted: 30 days back, the deliveries log's longest period. */
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;
/** Tolerance for a caller's clock ahead of ours. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A valid window, or the message of why it is not. */
type WindowCheck = { ok: true; since: Date; until: Date } | { ok: false; field: 'since' | 'until'; message: string };

function instant(v: string | undefined): Date | undefined {
  if (!v || !ISO.test(v)) return undefined;
  const [y, m, day] = v.slice(0, 10).split('-').map(Number);
  // Date rolls 02-30 over to March: the calendar day must exist.
  if (m < 1 || m > 12 || day < 1 || day > new Date(Date.UTC(y, m, 0)).getUTCDate()) return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** Checks a requested window against `now`. */
export function checkRecoveryWindow(sinceRaw: string | undefined, untilRaw: string | undefined, now: Date): WindowCheck {
  const since = instant(sinceRaw);
  if (!since) return { ok: false, field: 'since', message: 'since is required: an ISO 8601 date-time with a time zone' };
  const until = instant(untilRaw);
  if (!until) return { ok: false, field: 'until', message: 'until is required: an ISO 8601 date-time with a time zone' };
  if (since.getTime() >= until.getTime()) return { ok: false, field: 'until', message: 'until must be later than since' };
  if (until.getTime() - since.getTime() > MAX_WINDOW_MS) return { ok: false, field: 'until', message: 'the window may span at most 7 days' };
  if (since.getTime() < now.getTime() - MAX_AGE_MS) return { ok: false, field: 'since', message: 'since may be at most 30 days ago' };
  if (until.getTime() > now.getTime() + CLOCK_SKEW_MS) return { ok: false, field: 'until', message: 'until may not be in the future' };
  return { ok: true, since, until };
}
