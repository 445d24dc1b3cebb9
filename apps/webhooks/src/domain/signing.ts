/**
 * Standard Webhooks signing (pure, node:crypto only): `webhook-signature` is a space-separated list
 * of `v1,<base64 HMAC-SHA256>` over `<webhook-id>.<webhook-timestamp>.<body>`, one entry per valid
 * secret (two during a rotation overlap). Secrets are `whsec_` + base64 of 32 random bytes.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** Prefix of a symmetric Standard Webhooks secret. */
export const SECRET_PREFIX = 'whsec_';

/** Random bytes per secret: 256 bits (the spec allows 24–64 bytes). */
export const SECRET_BYTES = 32;

/** A new signing secret, `whsec_<base64>`. */
export function generateSecret(random: (n: number) => Buffer = randomBytes): string {
  return SECRET_PREFIX + random(SECRET_BYTES).toString('base64');
}

/** The HMAC key of a secret (the base64 after the prefix, decoded). */
export function secretKey(secret: string): Buffer {
  const b64 = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  return Buffer.from(b64, 'base64');
}

/** One `v1,<base64>` signature of `id.timestamp.body` with `secret`. */
export function signV1(secret: string, msgId: string, timestampS: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${msgId}.${timestampS}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The `webhook-signature` header value: one signature per secret, newest first. */
export function signatureHeader(secrets: string[], msgId: string, timestampS: number, body: string): string {
  return secrets.map((s) => signV1(s, msgId, timestampS, body)).join(' ');
}
