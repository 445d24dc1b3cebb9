import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for customer secrets at rest (upstream access tokens). The stored form is
 * `<keyId>:<iv b64>:<tag b64>:<ciphertext b64>`, so keys can rotate: new writes use the current
 * key, reads pick the key by id. The key id is also bound as additional authenticated data.
 */
export class TokenCipher {
  private readonly keys: Map<string, Buffer>;

  /** `current` encrypts; `previous` only decrypts (rotation). Keys are 32 bytes. */
  constructor(private readonly current: { id: string; key: Buffer }, previous: Array<{ id: string; key: Buffer }> = []) {
    for (const k of [current, ...previous]) if (k.key.length !== 32) throw new Error(`encryption key ${k.id} must be 32 bytes`);
    this.keys = new Map([...previous.map((k) => [k.id, k.key] as const), [current.id, current.key]]);
  }

  /** Builds a cipher from config values (`TOKEN_ENCRYPTION_PREVIOUS_KEYS` is `id:base64,id:base64`). */
  static fromConfig(keyB64: string, keyId: string, previous?: string): TokenCipher {
    const prev = (previous ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const i = s.indexOf(':');
        if (i <= 0) throw new Error('TOKEN_ENCRYPTION_PREVIOUS_KEYS entries must be id:base64');
        return { id: s.slice(0, i), key: Buffer.from(s.slice(i + 1), 'base64') };
      });
    return new TokenCipher({ id: keyId, key: Buffer.from(keyB64, 'base64') }, prev);
  }

  /** Id of the key new ciphertexts use. */
  get keyId(): string {
    return this.current.id;
  }

  /** Encrypts a secret with the current key. */
  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.current.key, iv);
    c.setAAD(Buffer.from(this.current.id));
    const ct = Buffer.concat([c.update(plaintext, 'utf8'), c.final()]);
    return [this.current.id, iv.toString('base64'), c.getAuthTag().toString('base64'), ct.toString('base64')].join(':');
  }

  /** Decrypts a stored secret; throws when the key id is unknown or the data was tampered with. */
  decrypt(stored: string): string {
    const [id, iv, tag, ct] = stored.split(':');
    const key = this.keys.get(id);
    if (!key || !iv || !tag || ct === undefined) throw new Error(`cannot decrypt secret (key ${id ?? '?'} unknown or malformed)`);
    const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    d.setAAD(Buffer.from(id));
    d.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([d.update(Buffer.from(ct, 'base64')), d.final()]).toString('utf8');
  }
}

/** SHA-256 hex of a secret we only ever compare (webhook verify tokens). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
