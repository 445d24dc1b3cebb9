import { invalidArgument } from '@platform/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every tenant-scoped request carries the project id the gateway took from the API key. */
export function requireProject(projectId: string): void {
  if (!UUID.test(projectId)) throw invalidArgument('PROJECT_REQUIRED', 'project_id is required');
}

/** A UUID field; anything else is a 400, never a lookup. */
export function requireUuid(v: string, name: string): void {
  if (!UUID.test(v)) throw invalidArgument(`INVALID_${name.toUpperCase()}`, `${name} must be a UUID`);
}

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
