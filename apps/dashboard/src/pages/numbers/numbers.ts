/**
 * What the Numbers pages know about a connected number (spec 2.8, decision 0201), its health check
 * (spec 4, `GET .../health`) and its display name requests, in words.
 */

/** A connected phone number (spec 2.8). */
export interface PhoneNumber {
  id: string;
  internal_id: string;
  phone_number_id: string;
  name: string;
  kind: string;
  upstream_app_id: string;
  business_account_id: string;
  is_coexistence: boolean;
  inbound_processing_enabled: boolean;
  calls_enabled: boolean;
  webhook_verified_at?: string | null;
  webhook_destination_url?: string | null;
  created_at: string;
  updated_at: string;
  customer_id: string;
  display_name: string;
  display_phone_number: string;
  display_phone_number_normalized: string;
  verified_name: string;
  quality_rating: string;
  code_verification_status: string;
  name_status: string;
  status: string;
  throughput_tier: string;
  is_official_business_account: boolean;
  is_pin_enabled: boolean;
  /** A tier label in reads (`TIER_10K`), an integer (null: unlimited) in the update's answer. */
  whatsapp_business_manager_messaging_limit: string | number | null;
}

/** One check of a health check. */
export interface HealthCheck {
  passed?: boolean | null;
  error?: string;
  overall_status?: string;
  details?: Record<string, unknown> | null;
}

export const HEALTH_CHECKS = [
  'phone_number_access',
  'token_validity',
  'messaging_health',
  'webhook_subscription',
  'webhook_verified',
  'phone_number_connection',
] as const;
export type HealthCheckName = (typeof HEALTH_CHECKS)[number];

/** `GET /messaging/phone_numbers/{id}/health`'s answer. */
export interface Health {
  status: 'healthy' | 'degraded' | 'unhealthy' | 'error';
  timestamp: string;
  error?: string;
  checks?: Partial<Record<HealthCheckName, HealthCheck>>;
}

/** A display name request (spec, decision 0201). */
export interface DisplayNameRequest {
  id: string;
  phone_number_id: string;
  requested_display_name: string;
  previous_display_name?: string | null;
  status: string;
  submitted_at: string;
  reviewed_at?: string | null;
  applied_at?: string | null;
  upstream_error_code?: number | null;
  upstream_error_subcode?: number | null;
  upstream_error_type?: string | null;
  upstream_error_message?: string | null;
}

/** What each check looks at, in words. */
export const CHECK_NAMES: Record<HealthCheckName, string> = {
  phone_number_access: 'The platform can read the number at the upstream',
  token_validity: 'The access token is valid',
  messaging_health: 'The upstream lets the number send messages',
  webhook_subscription: "The platform's app is subscribed to the business account",
  webhook_verified: 'The webhook was verified',
  phone_number_connection: 'The number is connected at the upstream',
};

/** A check's result in words: passed, failed (with its reason), or unknown. */
export function checkResult(c: HealthCheck | undefined): { words: string; colour: string } {
  if (!c) return { words: 'Not checked', colour: 'gray' };
  const extra = c.overall_status ? ` (${messagingHealthWords(c.overall_status)})` : '';
  if (c.passed === true) return { words: `Passed${extra}`, colour: 'green' };
  if (c.passed === false) return { words: `Failed${extra}${c.error ? `: ${c.error}` : ''}`, colour: 'red' };
  return { words: `Unknown${extra}${c.error ? `: ${c.error}` : ''}`, colour: 'gray' };
}

/** The upstream's messaging health overall status in words. */
export function messagingHealthWords(s: string): string {
  switch (s.toUpperCase()) {
    case 'AVAILABLE':
      return 'available: can send';
    case 'LIMITED':
      return 'limited: some sends are refused';
    case 'BLOCKED':
      return 'blocked: cannot send';
    default:
      return s.toLowerCase();
  }
}

/** The overall health in words. */
export function healthWords(status: string): { words: string; colour: string } {
  switch (status) {
    case 'healthy':
      return { words: 'Healthy: every check passed', colour: 'green' };
    case 'degraded':
      return { words: 'Degraded: the number works, but a check needs attention', colour: 'yellow' };
    case 'unhealthy':
      return { words: 'Unhealthy: the number cannot work as it is', colour: 'red' };
    case 'error':
      return { words: 'The check could not run', colour: 'red' };
    default:
      return { words: status, colour: 'gray' };
  }
}

/** The upstream's quality rating in words (colours are never the only sign). */
export function qualityWords(rating: string | null | undefined): { words: string; colour: string } {
  switch ((rating ?? '').toUpperCase()) {
    case 'GREEN':
      return { words: 'High (green)', colour: 'green' };
    case 'YELLOW':
      return { words: 'Medium (yellow)', colour: 'yellow' };
    case 'RED':
      return { words: 'Low (red)', colour: 'red' };
    case '':
    case 'UNKNOWN':
    case 'NA':
      return { words: 'Not rated yet', colour: 'gray' };
    default:
      return { words: rating!, colour: 'gray' };
  }
}

/** A tier label (`TIER_250`, `TIER_2K`, `TIER_UNLIMITED`) or the update's integer, as a count in words. */
export function tierWords(tier: string | number | null | undefined): string {
  if (tier === null) return 'Unlimited';
  if (tier === undefined || tier === '') return '—';
  if (typeof tier === 'number') return `${tier.toLocaleString('en-US')} per 24 hours`;
  if (/^TIER_UNLIMITED$/i.test(tier)) return `Unlimited (${tier})`;
  const m = /^TIER_(\d+)(K?)$/i.exec(tier.trim());
  if (!m) return tier;
  const n = Number(m[1]) * (m[2] ? 1000 : 1);
  return `${n.toLocaleString('en-US')} per 24 hours (${tier})`;
}

/** A display name request's status in words. */
export function displayNameStatusWords(r: Pick<DisplayNameRequest, 'status' | 'upstream_error_message'>): { words: string; colour: string } {
  switch (r.status) {
    case 'pending_review':
      return { words: 'Waiting for the upstream’s review', colour: 'blue' };
    case 'approved':
      return { words: 'Approved', colour: 'green' };
    case 'declined':
      return { words: 'Declined by the upstream', colour: 'red' };
    case 'failed':
      return { words: `Failed${r.upstream_error_message ? `: ${r.upstream_error_message}` : ''}`, colour: 'red' };
    default:
      return { words: r.status, colour: 'gray' };
  }
}

/** A details object of a check as `key: value` lines (the shapes differ per check). */
export function detailLines(details: Record<string, unknown> | null | undefined): string[] {
  if (!details) return [];
  return Object.entries(details).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`);
}
