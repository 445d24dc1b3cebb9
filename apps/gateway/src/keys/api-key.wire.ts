import type { ApiKeyRecord } from './api-keys.repository';

/** Where a key is in its life: usable, usable until its rotation's grace period ends, or refused. */
export type ApiKeyStatus = 'active' | 'rotating' | 'expired' | 'revoked';

/** The status of a key at `now`: revoked wins; a rotated key is `rotating` until `expires_at`, then `expired`. */
export function apiKeyStatus(key: Pick<ApiKeyRecord, 'revoked_at' | 'expires_at'>, now: Date): ApiKeyStatus {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at) return new Date(key.expires_at) > now ? 'rotating' : 'expired';
  return 'active';
}

/** A key as the API shows it (`/api_keys`): its record without the project, and its status at `now`. */
export function apiKeyToWire(key: ApiKeyRecord, now: Date) {
  const { project_id: _project, ...shown } = key;
  return { ...shown, status: apiKeyStatus(key, now) };
}
