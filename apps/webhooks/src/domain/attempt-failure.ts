/**
 * What the bus is told about a failed attempt (pure): the kind of failure and the endpoint's host.
 * Operational signals only (decision 0740): the kind is a small closed set a finding can group by,
 * the host never carries the URL's path, query or credentials.
 */

/** Kinds of a failed attempt (events.proto `DeliveryAttemptFailed.error_kind`). */
export const FAILURE_KINDS = ['http_status', 'timeout', 'dns', 'connection_refused', 'connection_reset', 'tls', 'blocked', 'platform', 'network'] as const;
/** A failure kind. */
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** The failed attempt as the sender reported it. */
export interface FailedAttempt {
  status?: number;
  error?: string;
  /** Node's error code when no response arrived (ETIMEDOUT for the sender's own timeout). */
  code?: string;
  /** The SSRF guard refused the target (or the URL was unusable). */
  blocked?: boolean;
  /** The platform could not prepare the attempt (nothing was sent). */
  platform?: boolean;
}

const TLS = /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH)/;

/**
 * The kind of a failed attempt: an answer that was not 2xx is `http_status` (the status says the
 * rest); otherwise by the transport's error code, then by its message for errors without one.
 */
export function failureKindOf(a: FailedAttempt): FailureKind {
  if (a.platform) return 'platform';
  if (a.status !== undefined) return 'http_status';
  if (a.blocked) return 'blocked';
  const code = a.code ?? '';
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT' || /^timeout\b/i.test(a.error ?? '')) return 'timeout';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return 'dns';
  if (code === 'ECONNREFUSED') return 'connection_refused';
  if (code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/i.test(a.error ?? '')) return 'connection_reset';
  if (TLS.test(code) || /certificate|ssl|tls/i.test(a.error ?? '')) return 'tls';
  return 'network';
}

/** The host (host[:port]) of an endpoint URL; empty when it does not parse. Never path, query or userinfo. */
export function endpointHostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
