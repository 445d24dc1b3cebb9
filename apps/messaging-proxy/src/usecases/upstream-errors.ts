import { DomainError, upstreamFailed, validationFailed } from '@platform/errors';
import { GraphError } from '@platform/graph';
import type { UpstreamProblem } from '../domain/health';

/**
 * How messaging-proxy reads a failed upstream call, from @platform/graph's category (the code
 * table is the library's, docs/decisions/0007):
 * - `token`: the access token is invalid or expired (authorization);
 * - `unavailable`: no answer, a server fault, or any 5xx;
 * - `unreachable`: the token cannot reach the object: a permission error, HTTP 403/404, or Graph
 *   100 (an unknown object, one the token cannot load, or a field the object lacks: the id given
 *   does not work with this token);
 * - `refused`: any other refusal of the request (throttling included).
 */
export type UpstreamFailure = 'token' | 'unavailable' | 'unreachable' | 'refused';

/** Reads a library failure as one of messaging-proxy's {@link UpstreamFailure}s. */
export function upstreamFailure(err: GraphError): UpstreamFailure {
  if (err.category === 'authorization') return 'token';
  if (err.category === 'transport' || err.category === 'server' || err.httpStatus >= 500) return 'unavailable';
  if (err.category === 'permission' || err.code === 100 || err.httpStatus === 403 || err.httpStatus === 404) return 'unreachable';
  return 'refused';
}

/**
 * True when the upstream answered and refused this request itself (a Graph client error with a
 * code), as opposed to rejecting the token or being unavailable.
 */
export function isUpstreamRefusal(err: unknown): err is GraphError {
  if (!(err instanceof GraphError) || err.code === undefined) return false;
  const failure = upstreamFailure(err);
  return failure === 'unreachable' || failure === 'refused';
}

/** `190/463`: the code and subcode for a message. */
function codeText(err: GraphError): string {
  return `${err.code ?? 'none'}${err.subcode ? `/${err.subcode}` : ''}`;
}

/**
 * Maps an upstream failure met while acting on a client's credentials to the public error:
 * rejected credentials and unreachable objects are the client's to fix (422, with the upstream
 * code); an unavailable upstream is a 502 the client may retry. Other errors pass through.
 */
export function upstreamToDomain(err: unknown, what: string): unknown {
  if (!(err instanceof GraphError)) return err;
  const fields = { upstream_error_code: err.code ?? null, upstream_error_subcode: err.subcode ?? null, upstream_trace_id: err.traceId ?? null };
  switch (upstreamFailure(err)) {
    case 'token':
      return validationFailed(
        `The upstream rejected the access token: it is invalid or expired (upstream code ${codeText(err)}). Provide a valid access token`,
        fields,
      );
    case 'unavailable':
      return upstreamFailed(`The upstream network is unavailable (${err.message}); retry the request`, { ...fields, error_kind: 'upstream_unavailable' });
    case 'unreachable':
      return validationFailed(`${what} is not reachable with this access token (upstream: ${err.message})`, fields);
    case 'refused':
      return upstreamFailed(`The upstream network refused the request: ${err.message}`, { ...fields, error_kind: 'upstream_error' });
  }
}

/**
 * The answer for a phone number an access token cannot reach (422), built from the upstream's code
 * alone: no upstream message or trace id, so that connecting a number another project holds answers
 * exactly the same with the code the upstream gives a valid token for an object it cannot load
 * (Graph 100/33) — docs/decisions/0204-existence-oracles.md. The upstream's own answer, with its
 * trace id, is logged by the caller.
 */
export function numberNotReachable(phoneNumberId: string, code: number | undefined = 100, subcode: number | undefined = 33): DomainError {
  return validationFailed(
    `Phone number ${phoneNumberId} is not reachable with this access token (upstream code ${code ?? 'none'}${subcode ? `/${subcode}` : ''})`,
    { upstream_error_code: code ?? null, upstream_error_subcode: subcode ?? null, upstream_trace_id: null },
  );
}

/** Re-throws anything mapped by {@link upstreamToDomain}. */
export function rethrowUpstream(err: unknown, what: string): never {
  const mapped = upstreamToDomain(err, what);
  if (mapped instanceof DomainError) throw mapped;
  throw mapped;
}

/** A failed health-check call as the health evaluation reads it (spec 4.9). */
export function upstreamProblem(err: unknown): UpstreamProblem {
  if (!(err instanceof GraphError)) return { kind: 'unavailable', message: 'Unexpected failure while calling the upstream' };
  switch (upstreamFailure(err)) {
    case 'token':
      return { kind: 'token', message: `The access token is invalid or expired (upstream code ${codeText(err)}): ${err.message}`, code: err.code };
    case 'unavailable':
      return { kind: 'unavailable', message: err.message, code: err.code };
    case 'unreachable':
      return { kind: 'denied', message: `Not reachable with this access token: ${err.message}`, code: err.code };
    case 'refused':
      return { kind: 'other', message: err.message, code: err.code };
  }
}
