/** What the Webhooks pages say about a webhook, a delivery and a recovery job (pure logic, tested beside). */

/** A webhook as the API answers it (spec: project webhooks; `svc.webhooks.v1.Webhook`). */
export interface Webhook {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  payload_version: 'v1' | 'v2';
  phone_number_id?: string | null;
  disabled_reason?: string | null;
  disabled_at?: string | null;
  failing_since?: string | null;
  previous_secret_expires_at?: string | null;
  created_at: string;
  updated_at: string;
}

/** One attempt of a delivery. */
export interface DeliveryAttempt {
  number: number;
  started_at: string;
  duration_ms: number;
  response_status?: number | null;
  error?: string | null;
  response_body?: string | null;
}

/** A delivery of the deliveries log. */
export interface Delivery {
  id: string;
  webhook_id: string;
  event_id: string;
  event: string;
  payload_version: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  response_status?: number | null;
  last_error?: string | null;
  next_attempt_at?: string | null;
  last_attempt_at?: string | null;
  delivered_at?: string | null;
  created_at: string;
  updated_at: string;
  test: boolean;
  url: string;
  payload: Record<string, unknown> | null;
  request_id?: string | null;
  attempt_log?: DeliveryAttempt[];
}

/** A recovery job (decision 0304). */
export interface Recovery {
  id: string;
  webhook_id: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  since: string;
  until: string;
  total: number;
  resent: number;
  succeeded: number;
  failed: number;
  skipped: number;
  error?: string | null;
  created_at: string;
  started_at?: string | null;
  finished_at?: string | null;
}

/** A state in words and the colour that goes with it (the words are always shown). */
export interface Said {
  label: string;
  color: string;
}

/** A webhook's health: off by the person, disabled by the platform (and why), failing, or healthy. */
export function webhookState(w: Pick<Webhook, 'active' | 'disabled_reason' | 'failing_since'>): Said {
  if (w.disabled_reason === 'gone') return { label: 'Disabled: the endpoint answered 410 Gone', color: 'red' };
  if (w.disabled_reason === 'failing') return { label: 'Disabled: failing for too long', color: 'red' };
  if (w.disabled_reason) return { label: `Disabled: ${w.disabled_reason}`, color: 'red' };
  if (!w.active) return { label: 'Inactive', color: 'gray' };
  if (w.failing_since) return { label: 'Failing', color: 'orange' };
  return { label: 'Active', color: 'green' };
}

/** A delivery's status in words. */
export function deliveryState(status: string): Said {
  switch (status) {
    case 'delivered':
      return { label: 'Delivered', color: 'green' };
    case 'failed':
      return { label: 'Failed', color: 'red' };
    case 'pending':
      return { label: 'Pending', color: 'blue' };
    default:
      return { label: status, color: 'gray' };
  }
}

/** A recovery job's status in words. */
export function recoveryState(status: string): Said {
  switch (status) {
    case 'queued':
      return { label: 'Queued', color: 'gray' };
    case 'running':
      return { label: 'Running', color: 'blue' };
    case 'completed':
      return { label: 'Completed', color: 'green' };
    case 'failed':
      return { label: 'Failed', color: 'red' };
    default:
      return { label: status, color: 'gray' };
  }
}

/** Whether a recovery job is still moving (its page refetches only then). */
export function recoveryRunning(status: string): boolean {
  return status === 'queued' || status === 'running';
}

/** How far a recovery job is, 0–100: deliveries handled (resent or skipped) of those found. */
export function recoveryPercent(r: Pick<Recovery, 'status' | 'total' | 'resent' | 'skipped'>): number {
  if (r.status === 'completed') return 100;
  if (r.total <= 0) return 0;
  return Math.min(100, Math.round(((r.resent + r.skipped) / r.total) * 100));
}

/** An HTTP answer of an attempt in words: `503 Service Unavailable`-style status, or why none came. */
export function attemptAnswer(status: number | null | undefined, error: string | null | undefined): string {
  if (status === null || status === undefined || status === 0) return error ? `No answer: ${error}` : 'No answer';
  const ok = status >= 200 && status < 300;
  return `HTTP ${status} (${ok ? 'success' : 'failure'})`;
}

/** A `datetime-local` input's value (`2026-01-31T12:00`) of an instant, in the browser's time zone. */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ISO 8601 instant of a `datetime-local` value read in the browser's time zone; null when unreadable. */
export function fromLocalInput(v: string): string | null {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(v)) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * The default recovery window as `datetime-local` values: the last 24 hours (the API takes at most 7 days
 * within the last 30). The end is the next minute, so that this minute's deliveries are in it (the form
 * sends an end in the future as the moment of sending).
 */
export function defaultRecoveryWindow(now: Date): { since: string; until: string } {
  return { since: toLocalInput(new Date(now.getTime() - 24 * 3_600_000)), until: toLocalInput(new Date(now.getTime() + 60_000)) };
}

/** Checks a recovery window before sending it (the API checks again): a sentence, or null when fine. */
export function recoveryWindowProblem(since: string | null, until: string | null, now: Date): string | null {
  if (!since || !until) return 'Give both the start and the end of the window.';
  const s = Date.parse(since);
  const u = Date.parse(until);
  if (s >= u) return 'The start must be before the end.';
  if (u - s > 7 * 86_400_000) return 'The window spans at most 7 days.';
  if (now.getTime() - s > 30 * 86_400_000) return 'The window starts within the last 30 days.';
  return null;
}
