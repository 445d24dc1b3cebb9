/** Checks of a cursor-style list request (limit and cursors; the api_logs cursor form). */
import { invalidArgument } from '@platform/errors';

/**
 * limit (1..100, default 20) and the decoded cursors, 400 on anything else; and the cursor fields of
 * a list response. One implementation for every keyset list, in @platform/contracts.
 */
export { keysetPageRequest as pageOf, keysetCursors as cursorsOf } from '@platform/contracts';

/** An optional ISO 8601 time filter; 400 when it is not one. */
export function timeFilter(name: string, v: string | null | undefined): Date | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(v)) throw invalidArgument('INVALID_TIME', `${name} must be an ISO 8601 date-time`);
  return d;
}

/** An optional digits-only upstream id; 400 when it is not one. */
export function digitsFilter(name: string, v: string | null | undefined): string | undefined {
  if (!v) return undefined;
  if (!/^\d{1,32}$/.test(v)) throw invalidArgument('INVALID_ARGUMENT', `${name} must be a digit string`);
  return v;
}
