import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed media download links of {proxy_url} (decision 0243): messaging-proxy signs the `url` of a
 * media object it hands out, the gateway verifies it, so the link downloads with no header at all
 * (what Cloud API client libraries send to a media URL on a host other than their vendor's), for a
 * few minutes, for one media id of one project only.
 *
 * The signature is HMAC-SHA256 under the deployment's media link key (MEDIA_LINK_KEY, shared by the
 * two services and nothing else) of `media-download:v1`, the project id, the media id and the expiry
 * (epoch seconds), newline-separated; it travels base64url-encoded. It is compared in constant time.
 */

/** The query parameters of a signed link, in the order they are written. */
export const MEDIA_LINK_PARAMS = ['project_id', 'expires', 'signature'] as const;

/** What a link grants: `mediaId` of `projectId`, until `expires` (epoch seconds). */
export interface MediaLink {
  projectId: string;
  mediaId: string;
  expires: number;
}

/** Outcome of checking a link: its grant, or why it is refused (`expired` only for a genuine link). */
export type MediaLinkCheck = { ok: true; link: MediaLink } | { ok: false; reason: 'invalid' | 'expired' };

/** Smallest accepted key, in bytes (HMAC-SHA256 gains nothing beyond its 32-byte output either). */
export const MEDIA_LINK_KEY_MIN_BYTES = 32;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXPIRES = /^[1-9]\d{0,11}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The key from its configured form (base64 of at least 32 bytes); throws on anything shorter. */
export function mediaLinkKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length < MEDIA_LINK_KEY_MIN_BYTES) throw new Error(`a media link key must be at least ${MEDIA_LINK_KEY_MIN_BYTES} bytes, base64-encoded`);
  return key;
}

function mac(key: Buffer, link: MediaLink): Buffer {
  return createHmac('sha256', key).update(`media-download:v1\n${link.projectId}\n${link.mediaId}\n${link.expires}`, 'utf8').digest();
}

/** The query string (without `?`) that makes `{media_id}/download` a signed link granting `link`. */
export function signMediaLink(key: Buffer, link: MediaLink): string {
  const q = new URLSearchParams({ project_id: link.projectId, expires: String(link.expires), signature: mac(key, link).toString('base64url') });
  return q.toString();
}

/** Whether a query carries any parameter of a signed link (then the link is judged, whatever else is sent). */
export function hasMediaLinkParams(query: Record<string, unknown>): boolean {
  return MEDIA_LINK_PARAMS.some((p) => query[p] !== undefined);
}

/**
 * Checks the link parameters of a request for `mediaId` at `nowMs`: `invalid` when a parameter is
 * missing, repeated or malformed, or the signature is not the key's for this project, media id and
 * expiry (a changed media id, project or expiry, or another deployment's key); `expired` when the
 * signature is right but `expires` has passed.
 */
export function verifyMediaLink(key: Buffer, mediaId: string, query: Record<string, unknown>, nowMs: number): MediaLinkCheck {
  const { project_id: projectId, expires, signature } = query;
  if (typeof projectId !== 'string' || !UUID.test(projectId)) return { ok: false, reason: 'invalid' };
  if (typeof expires !== 'string' || !EXPIRES.test(expires)) return { ok: false, reason: 'invalid' };
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) return { ok: false, reason: 'invalid' };
  const link: MediaLink = { projectId, mediaId, expires: Number(expires) };
  // The encodings are compared (same length by the pattern), so a non-canonical spelling of the right MAC is refused too.
  if (!timingSafeEqual(Buffer.from(signature, 'latin1'), Buffer.from(mac(key, link).toString('base64url'), 'latin1'))) return { ok: false, reason: 'invalid' };
  if (nowMs >= link.expires * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, link };
}
