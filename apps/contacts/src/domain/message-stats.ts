/**
 * The overview's message statistics (pure): the window of a request checked, and the grouped rows of
 * the repository spread over every bucket of the window (empty ones included) so that a chart has
 * one point per hour or day (decision 0025, Overview).
 */

/** A bucket width. */
export type StatsBucket = 'hour' | 'day';

/** Longest window answered (a 30-day period plus the partial first day). */
export const MAX_STATS_WINDOW_MS = 32 * 86_400_000;

/** Most buckets in one answer (24 hours of hours, 32 days of days, with room). */
export const MAX_STATS_BUCKETS = 800;

const STEP: Record<StatsBucket, number> = { hour: 3_600_000, day: 86_400_000 };

/** Counts of one bucket. */
export interface StatsCounts {
  received: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  pending: number;
}

/** The start of the UTC bucket holding `t`. */
export function bucketStart(t: Date, bucket: StatsBucket): Date {
  const step = STEP[bucket];
  return new Date(Math.floor(t.getTime() / step) * step);
}

/** Every bucket start from the one holding `since` to the last one before `until`. */
export function bucketStarts(since: Date, until: Date, bucket: StatsBucket): Date[] {
  const out: Date[] = [];
  const step = STEP[bucket];
  for (let t = bucketStart(since, bucket).getTime(); t < until.getTime() && out.length < MAX_STATS_BUCKETS; t += step) out.push(new Date(t));
  return out;
}

const ZERO: StatsCounts = { received: 0, sent: 0, delivered: 0, read: 0, failed: 0, pending: 0 };

/** The grouped rows (by bucket start) spread over every bucket of the window, in order. */
export function fillBuckets(
  since: Date,
  until: Date,
  bucket: StatsBucket,
  rows: Array<{ start: Date | string } & Partial<StatsCounts>>,
): Array<{ start: string } & StatsCounts> {
  const byStart = new Map(rows.map((r) => [new Date(r.start).getTime(), r]));
  return bucketStarts(since, until, bucket).map((s) => {
    const r = byStart.get(s.getTime());
    const counts = { ...ZERO };
    for (const k of Object.keys(ZERO) as Array<keyof StatsCounts>) counts[k] = Number(r?.[k] ?? 0);
    return { start: s.toISOString(), ...counts };
  });
}
