/** Request parsing shared by several contacts rpc handlers (paging and filters: ./paging). */
import { invalidArgument } from '@platform/errors';

/** The contact identifier of a request (phone number or business-scoped user id); INVALID_ARGUMENT when missing or too long. */
export function identifierOf(req: { identifier?: string }): string {
  if (!req.identifier || req.identifier.length > 256) throw invalidArgument('INVALID_IDENTIFIER', 'identifier is required (at most 256 characters)');
  return req.identifier;
}

/** An optional phone number filter (digits, + allowed); INVALID_ARGUMENT when malformed. */
export const phoneFilter = (v: string | null | undefined) => {
  if (!v) return undefined;
  if (!/^\+?\d{3,20}$/.test(v)) throw invalidArgument('INVALID_ARGUMENT', 'phone_number must be a phone number (digits, + allowed)');
  return v;
};
