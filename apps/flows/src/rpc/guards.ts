import { invalidArgument } from '@platform/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The project id the gateway took from the API key: required, and a UUID before it reaches the database. */
export function requireProject(projectId: string): void {
  if (!projectId) throw invalidArgument('PROJECT_REQUIRED', 'project_id is required');
  requireUuid(projectId, 'project_id');
}

/** A UUID field; anything else is INVALID_ARGUMENT, never a lookup. */
export function requireUuid(v: string, name: string): void {
  if (!UUID.test(v)) throw invalidArgument(`INVALID_${name.toUpperCase()}`, `${name} must be a UUID`);
}
