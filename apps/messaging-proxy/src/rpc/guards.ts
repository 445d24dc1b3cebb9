// Field guards of messaging-proxy's RPCs beyond the project and UUID ids, which the @platform/grpc
// handler wrapper checks for every RPC (declared in server.ts).
import { invalidArgument } from '@platform/errors';

/** An upstream id (digits). */
export function requireDigits(v: string, name: string): void {
  if (!/^\d{1,32}$/.test(v)) throw invalidArgument(`INVALID_${name.toUpperCase()}`, `${name} must be a digit string`);
}

/** An absolute http(s) URL. */
export function requireUrl(v: string, name: string): void {
  let ok = false;
  try {
    const u = new URL(v);
    ok = u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    ok = false;
  }
  if (!ok || v.length > 2048) throw invalidArgument(`INVALID_${name.toUpperCase()}`, `${name} must be an absolute http(s) URL`);
}
