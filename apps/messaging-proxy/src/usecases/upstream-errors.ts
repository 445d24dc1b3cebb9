import { DomainError, upstreamFailed, validationFailed } from '@platform/errors';
import { UpstreamError } from '../infra/upstream/graph-client';

/**
 * Maps an upstream failure met while acting on a client's credentials to the public error:
 * rejected credentials and unreachable objects are the client's to fix (422, with the upstream
 * code); an unavailable upstream is a 502 the client may retry. Other errors pass through.
 */
export function upstreamToDomain(err: unknown, what: string): unknown {
  if (!(err instanceof UpstreamError)) return err;
  const fields = { upstream_error_code: err.code ?? null, upstream_error_subcode: err.subcode ?? null, upstream_trace_id: err.fbtraceId ?? null };
  if (err.isTokenError) {
    return validationFailed(`The upstream rejected the access token: it is invalid or expired (upstream code ${err.code}${err.subcode ? `/${err.subcode}` : ''}). Provide a valid access token`, fields);
  }
  if (err.isUnavailable) return upstreamFailed(`The upstream network is unavailable (${err.message}); retry the request`, { ...fields, error_kind: 'upstream_unavailable' });
  if (err.code === 100 || err.code === 200 || err.code === 10 || err.status === 403 || err.status === 404) {
    return validationFailed(`${what} is not reachable with this access token (upstream: ${err.message})`, fields);
  }
  return upstreamFailed(`The upstream network refused the request: ${err.message}`, { ...fields, error_kind: 'upstream_error' });
}

/** Re-throws anything mapped by {@link upstreamToDomain}. */
export function rethrowUpstream(err: unknown, what: string): never {
  const mapped = upstreamToDomain(err, what);
  if (mapped instanceof DomainError) throw mapped;
  throw mapped;
}
