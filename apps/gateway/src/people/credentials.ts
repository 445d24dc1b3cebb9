/**
 * People's credentials (decision 0015): argon2id password hashes, opaque tokens (session ids,
 * invitation and reset links) stored only as SHA-256, and TOTP codes. No I/O beyond hashing.
 */
import { hash as digest, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';

/** argon2id at the OWASP-recommended cost (19 MiB, 2 passes, 1 lane): ~20-40 ms per hash here. */
const ARGON2 = { algorithm: 2 /* Algorithm.Argon2id (a const enum, not importable here) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Shortest and longest password accepted (characters). */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

/** argon2id PHC string of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** A hash of a random password, computed once: signing in as an unknown address verifies against it, so both take one argon2 verification. */
const dummyHash = hashPassword(randomBytes(24).toString('base64url'));

/**
 * Whether `password` matches `stored`. Without a stored hash (unknown address, a person who never set
 * a password) it still runs one verification, against a dummy, and answers false: the answer takes
 * the same time either way.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** An opaque token (256 random bits, base64url) and its SHA-256, the only stored form. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** SHA-256 hex of a presented token (high-entropy, so a fast unsalted hash is right, as for API keys). */
export function hashToken(token: string): string {
  return digest('sha256', token, 'hex');
}

/** Constant-time equality of two strings (CSRF tokens). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** TOTP parameters (RFC 6238 defaults every authenticator app reads): SHA-1, 6 digits, 30 s steps. */
const TOTP_PERIOD = 30;

/** A new TOTP seed (160 bits, base32) and its `otpauth://` URI for an authenticator app. */
export function newTotpSeed(account: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ issuer: 'Messaging platform', label: account, secret, period: TOTP_PERIOD });
  return { secret: secret.base32, uri: totp.toString() };
}

/**
 * The time step of a valid `code` for `secret` at `now` (one step of drift either way), or null. The
 * caller refuses a step not after the last one accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = new TOTP({ secret: Secret.fromBase32(secret), period: TOTP_PERIOD });
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / TOTP_PERIOD) + delta;
}

/** The current code of a seed (tests and the CLI; never logged). */
export function totpCode(secret: string, now: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), period: TOTP_PERIOD }).generate({ timestamp: now.getTime() });
}
