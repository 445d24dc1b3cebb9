import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets at rest (solution access tokens). Stored form: `v1.<iv>.<tag>.<ciphertext>`
 * (base64url parts), so the algorithm can change later without ambiguity.
 */
export class TokenCipher {
  private readonly key: Buffer;

  /** `keyBase64`: 32 random bytes, base64 (TOKEN_ENCRYPTION_KEY). */
  constructor(keyBase64: string) {
    this.key = Buffer.from(keyBase64, 'base64');
    if (this.key.length !== 32) throw new Error('token encryption key must be 32 bytes');
  }

  /** Encrypts a secret with a fresh 96-bit IV. */
  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
  }

  /** Decrypts what {@link encrypt} produced; throws on a wrong key or tampered value. */
  decrypt(stored: string): string {
    const [v, iv, tag, ct] = stored.split('.');
    if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('unrecognised encrypted token format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  }
}
