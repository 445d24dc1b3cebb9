import { hash, randomBytes } from 'node:crypto';

/** Recognisable prefix of every platform API key (secret scanners and humans can spot it). */
export const API_KEY_PREFIX = 'mpk_';

/** A freshly generated key: the secret (shown once) and what is stored. */
export interface GeneratedKey {
  /** The full secret; returned once at creation, never stored. */
  secret: string;
  /** SHA-256 hex of the secret; the only stored form. */
  hash: string;
  /** First characters for listings (`mpk_AbCd`). */
  displayPrefix: string;
  /** Last four characters, shown beside the prefix so people can tell keys apart (24 of 192 bits). */
  lastFour: string;
}

/** Generates a key with 192 random bits (base64url), above the 128-bit floor. */
export function generateApiKey(): GeneratedKey {
  const secret = API_KEY_PREFIX + randomBytes(24).toString('base64url');
  return { secret, hash: hashApiKey(secret), displayPrefix: secret.slice(0, API_KEY_PREFIX.length + 4), lastFour: secret.slice(-4) };
}

/** SHA-256 hex of a presented key. Keys are high-entropy, so a fast unsalted hash is the right tool. */
export function hashApiKey(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** Cheap shape check before any lookup: rejects junk without touching the database. */
export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX) && value.length >= API_KEY_PREFIX.length + 22 && value.length <= 128 && /^[A-Za-z0-9_-]+$/.test(value);
}
