import { createHmac, timingSafeEqual } from 'node:crypto';

/** `X-Hub-Signature-256` value: `sha256=` + hex HMAC-SHA256 of the raw body keyed by the app secret. */
export function hubSignature(appSecret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Constant-time check of an `X-Hub-Signature-256` header against a raw body. */
export function verifyHubSignature(appSecret: string, rawBody: string | Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(hubSignature(appSecret, rawBody));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
