/**
 * The overview's figures (pure, decision 0025 Overview): the window of a period, the numbers needing
 * attention and why, the webhook endpoints failing and why.
 */

/** The periods of the overview. */
export const OVERVIEW_PERIODS = ['24h', '7d', '30d'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** Whether `v` names a period. */
export function isOverviewPeriod(v: unknown): v is OverviewPeriod {
  return typeof v === 'string' && (OVERVIEW_PERIODS as readonly string[]).includes(v);
}

const DAY = 86_400_000;

/** The window of a period ending at `now`: its start, end and bucket (hours for 24 h, days otherwise). */
export function windowOf(period: OverviewPeriod, now: Date): { since: Date; until: Date; bucket: 'hour' | 'day' } {
  const days = period === '24h' ? 1 : period === '7d' ? 7 : 30;
  return { since: new Date(now.getTime() - days * DAY), until: now, bucket: period === '24h' ? 'hour' : 'day' };
}

/** A number's fields the overview reads. */
export interface NumberFields {
  phone_number_id: string;
  name: string;
  display_phone_number: string;
  verified_name: string;
  status: string;
  quality_rating: string;
  name_status: string;
  code_verification_status: string;
}

/** Why a number needs attention (spec 2.8: CONNECTED is the working status, GREEN the good quality). */
export function numberAttention(n: NumberFields): string[] {
  const why: string[] = [];
  const status = (n.status || '').toUpperCase();
  if (status && status !== 'CONNECTED') why.push(`status ${status}`);
  if (!status) why.push('status unknown');
  const q = (n.quality_rating || '').toUpperCase();
  if (q === 'YELLOW' || q === 'RED') why.push(`quality ${q}`);
  return why;
}

/** A webhook's fields the overview reads. */
export interface WebhookFields {
  id: string;
  url: string;
  active: boolean;
  phone_number_id?: string | null;
  disabled_reason?: string | null;
  disabled_at?: string | null;
  failing_since?: string | null;
}

/** Why a webhook endpoint is failing: the platform disabled it, or its attempts fail since a moment. Inactive by choice is not failing. */
export function webhookFailure(w: WebhookFields): string | null {
  if (w.disabled_reason === 'gone') return 'disabled: the endpoint answered 410 Gone';
  if (w.disabled_reason) return `disabled after prolonged failure (${w.disabled_reason})`;
  if (w.active && w.failing_since) return `failing since ${w.failing_since}`;
  return null;
}
