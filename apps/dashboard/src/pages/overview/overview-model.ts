/** The overview's figures (decision 0025, Overview) → what the page shows: the period of the URL, chart series, rates and spend in words (pure). */

export const PERIODS = ['24h', '7d', '30d'] as const;
export type Period = (typeof PERIODS)[number];

/** The period of the URL's `?period=`; 24h when absent or unknown. */
export function periodOf(v: string | null | undefined): Period {
  return (PERIODS as readonly string[]).includes(v ?? '') ? (v as Period) : '24h';
}

/** The period in words. */
export const PERIOD_WORDS: Record<Period, string> = { '24h': 'last 24 hours', '7d': 'last 7 days', '30d': 'last 30 days' };

export interface Counts {
  received: number;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  pending: number;
}
export type Bucket = { start: string } & Counts;
export type Unavailable = { available: false; error: string };
export type Part<T> = ({ available: true } & T) | Unavailable;

/** `GET /projects/{id}/overview`'s data. */
export interface Overview {
  period: Period;
  since: string;
  until: string;
  bucket: 'hour' | 'day';
  messages: Part<{
    buckets: Bucket[];
    totals: Counts;
    delivery_rate: number | null;
    read_rate: number | null;
    failure_reasons: Array<{ code: number; title: string; count: number }>;
  }>;
  spend: Part<{
    currency: string | null;
    charged_micros: string;
    charges: number;
    complete: boolean;
    balance_micros: string | null;
    available_micros: string | null;
  }>;
  findings: Part<{ open: number; by_signal: Record<string, number>; complete: boolean }>;
  numbers: Part<{
    total: number;
    complete: boolean;
    needing_attention: Array<{
      phone_number_id: string;
      name: string;
      display_phone_number: string;
      verified_name: string;
      status: string;
      quality_rating: string;
      reasons: string[];
    }>;
  }>;
  webhooks: Part<{
    total: number;
    failing: Array<{
      id: string;
      url: string;
      active: boolean;
      phone_number_id: string | null;
      disabled_reason: string | null;
      disabled_at: string | null;
      failing_since: string | null;
      reason: string;
    }>;
    failed_deliveries: number;
    failed_deliveries_complete: boolean;
    complete: boolean;
  }>;
}

/** A bucket's start as a chart label: the hour (`14:00`) for hourly buckets, the date (`Nov 24`) for daily ones, in UTC like the buckets. */
export function bucketLabel(start: string, bucket: 'hour' | 'day', locale?: string): string {
  const d = new Date(start);
  if (Number.isNaN(d.getTime())) return start;
  return bucket === 'hour'
    ? d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' })
    : d.toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A ratio (0..1) as a percentage in words; a dash when there is nothing to rate. */
export function percent(r: number | null | undefined): string {
  if (r === null || r === undefined || !Number.isFinite(r)) return '—';
  const p = r * 100;
  return `${p === 100 || p === 0 ? p.toFixed(0) : p.toFixed(1)}%`;
}

/** The messages chart's rows: one per bucket, with its label. */
export function volumeSeries(buckets: Bucket[], bucket: 'hour' | 'day', locale?: string) {
  return buckets.map((b) => ({ label: bucketLabel(b.start, bucket, locale), start: b.start, Sent: b.sent, Received: b.received, Failed: b.failed }));
}

/** The rates chart's rows: delivery (delivered of sent + failed) and read (read of delivered) per bucket, in percent; null where nothing to rate. */
export function rateSeries(buckets: Bucket[], bucket: 'hour' | 'day', locale?: string) {
  const pct = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 1000) / 10 : null);
  return buckets.map((b) => ({
    label: bucketLabel(b.start, bucket, locale),
    start: b.start,
    Delivered: pct(b.delivered, b.sent + b.failed),
    Read: pct(b.read, b.delivered),
  }));
}

/** Millionths of a currency as the unit amount (`"20000"` → 0.02). */
export function fromMicros(micros: string | null | undefined): number | null {
  if (micros === null || micros === undefined || micros === '' || !/^-?\d+$/.test(micros)) return null;
  return Number(BigInt(micros)) / 1_000_000;
}

/** A count with its noun (`1 message`, `3 messages`), `at least` when the figure is a lower bound. */
export function countWords(n: number, noun: string, complete = true, plural = `${noun}s`): string {
  return `${complete ? '' : 'at least '}${n} ${n === 1 ? noun : plural}`;
}

/** The log search's link of a failure reason: its error code as the text (none for a failure without code), problems only, the same period. */
export function failureSearch(code: number, period: Period): string {
  const q = new URLSearchParams();
  if (code) q.set('q', String(code));
  q.set('problems_only', 'true');
  q.set('period', period);
  return `logs/search?${q.toString()}`;
}

/** A one-sentence summary of the messages chart (its text equivalent for screen readers). */
export function volumeSummary(totals: Counts, period: Period, buckets: Bucket[], bucket: 'hour' | 'day'): string {
  let busiest: Bucket | undefined;
  for (const b of buckets) if (b.sent + b.received > 0 && (!busiest || b.sent + b.received > busiest.sent + busiest.received)) busiest = b;
  const base = `Messages in the ${PERIOD_WORDS[period]}: ${totals.sent} sent, ${totals.received} received, ${totals.failed} failed.`;
  return busiest ? `${base} Busiest ${bucket}: ${bucketLabel(busiest.start, bucket)} UTC with ${busiest.sent + busiest.received}.` : base;
}
