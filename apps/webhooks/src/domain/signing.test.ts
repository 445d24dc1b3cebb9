/** Signatures verified by the official `standardwebhooks` library (the receivers' reference), 6-case vector. */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { generateSecret, SECRET_PREFIX, signatureHeader, signV1 } from './signing';

const body = JSON.stringify({ event: 'messaging.account.disabled', business_account_id: '1', phone_numbers: [] });
const id = 'b1f0c3de-0000-4000-8000-000000000001';

function headers(sig: string, ts: number) {
  return { 'webhook-id': id, 'webhook-timestamp': String(ts), 'webhook-signature': sig };
}

describe('Standard Webhooks signing', () => {
  const secret = generateSecret();
  const now = Math.floor(Date.now() / 1000);

  it('generates whsec_ secrets of 32 random bytes', () => {
    expect(secret.startsWith(SECRET_PREFIX)).toBe(true);
    expect(Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64')).toHaveLength(32);
    expect(generateSecret()).not.toBe(secret);
  });

  it('1. a valid delivery verifies', () => {
    expect(new Webhook(secret).verify(body, headers(signatureHeader([secret], id, now, body), now))).toEqual(JSON.parse(body));
  });

  it('2. several signatures, one valid (rotation overlap), verifies with either secret', () => {
    const old = generateSecret();
    const sig = signatureHeader([secret, old], id, now, body);
    expect(sig.split(' ')).toHaveLength(2);
    expect(() => new Webhook(secret).verify(body, headers(sig, now))).not.toThrow();
    expect(() => new Webhook(old).verify(body, headers(sig, now))).not.toThrow();
  });

  it('3. a tampered body fails', () => {
    expect(() => new Webhook(secret).verify(body.replace('"1"', '"2"'), headers(signatureHeader([secret], id, now, body), now))).toThrow(
      WebhookVerificationError,
    );
  });

  it('4. a wrong secret fails', () => {
    expect(() => new Webhook(generateSecret()).verify(body, headers(signatureHeader([secret], id, now, body), now))).toThrow(WebhookVerificationError);
  });

  it('5. a timestamp outside the 5 min tolerance fails (too old and too new)', () => {
    for (const ts of [Math.floor(Date.now() / 1000) - 600, Math.floor(Date.now() / 1000) + 600])
      expect(() => new Webhook(secret).verify(body, headers(signatureHeader([secret], id, ts, body), ts))).toThrow(WebhookVerificationError);
  });

  it('6. missing headers fail', () => {
    expect(() => new Webhook(secret).verify(body, { 'webhook-id': id, 'webhook-timestamp': String(now) })).toThrow(WebhookVerificationError);
  });

  it('matches the library’s own signer byte for byte', () => {
    const lib = new Webhook(secret).sign(id, new Date(now * 1000), body);
    expect(signV1(secret, id, now, body)).toBe(lib);
  });
});
