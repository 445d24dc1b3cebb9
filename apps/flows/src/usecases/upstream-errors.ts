import { failedPrecondition, upstreamFailed, validationFailed, type DomainError } from '@platform/errors';
import { GraphError } from '@platform/graph';

/**
 * How a failed Flows API call reads to the caller: the upstream refused the request itself (a
 * Graph error with a code: name not unique, 139001 published, 139002 publish invalid, ...) → 422
 * with the upstream's own message, never swallowed; no answer, a token problem or a server fault
 * → 502. Anything that is not a GraphError is rethrown as is.
 */
export function fromUpstream(err: unknown, what: string): DomainError {
  if (!(err instanceof GraphError)) throw err;
  const refused =
    err.code !== undefined && err.category !== 'authorization' && err.category !== 'server' && err.category !== 'transport' && err.httpStatus < 500;
  if (refused) {
    const detail = err.details && err.details !== err.message ? `${err.message}: ${err.details}` : err.message;
    return validationFailed(`${what} refused by the upstream: ${detail} (code ${err.code}${err.subcode ? `/${err.subcode}` : ''})`);
  }
  return upstreamFailed(`${what} failed: the upstream is unavailable (${err.kind})`);
}

/** No system token configured: nothing can be synced with the upstream. */
export function notConfigured(): DomainError {
  return failedPrecondition('UPSTREAM_NOT_CONFIGURED', 'The Flows API is not configured on this platform (UPSTREAM_SYSTEM_TOKEN)');
}
