import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';

/** One AES-256 key and the id stored with what it encrypts. */
export interface RingKey {
  id: string;
  key: Buffer;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The keys secrets at rest are encrypted with: one primary key for new writes, older keys still
 * accepted for reads during a rotation. Keys are 32 bytes; ids are short tokens stored in clear.
 */
export class KeyRing {
  private readonly byId: Map<string, Buffer>;

  constructor(
    /** Encrypts everything new. */
    readonly primary: RingKey,
    /** Decrypt only. */
    readonly previous: RingKey[] = [],
  ) {
    const seen = new Map<string, Buffer>();
    for (const k of [primary, ...previous]) {
      if (!KEY_ID.test(k.id)) throw new Error(`encryption key id "${k.id}" must be 1-32 letters, digits, _ or -`);
      if (k.key.length !== 32) throw new Error(`encryption key ${k.id} must be 32 bytes`);
      // One id naming two keys would leave the values under one of them unreadable.
      const other = seen.get(k.id);
      if (other && !other.equals(k.key)) throw new Error(`encryption key id ${k.id} is given two different keys`);
      seen.set(k.id, k.key);
    }
    this.byId = new Map([...previous.map((k) => [k.id, k.key] as const), [primary.id, primary.key]]);
  }

  /**
   * From configuration: the primary key (base64 of 32 bytes), its id, and previous keys as
   * `id:base64,id:base64` (the TOKEN_ENCRYPTION_KEY / _KEY_ID / _PREVIOUS_KEYS variables).
   */
  static fromConfig(keyB64: string, keyId = 'k1', previous?: string): KeyRing {
    const prev = (previous ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const i = s.indexOf(':');
        if (i <= 0) throw new Error('previous encryption keys must be id:base64 entries');
        return { id: s.slice(0, i), key: Buffer.from(s.slice(i + 1), 'base64') };
      });
    return new KeyRing({ id: keyId, key: Buffer.from(keyB64, 'base64') }, prev);
  }

  /** The key with this id, if the ring has it. */
  get(id: string): Buffer | undefined {
    return this.byId.get(id);
  }

  /** Every key, primary first (for formats that stored no key id). */
  all(): Buffer[] {
    return [this.primary.key, ...this.previous.map((k) => k.key)];
  }
}

/** Raised when a stored secret cannot be decrypted (unknown key, wrong associated data, tampering, unknown format). */
export class SecretDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretDecryptionError';
  }
}

const VERSION = 'v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for secrets at rest, one format for the whole platform:
 *
 *   `v2.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts, 96-bit random IV)
 *
 * The associated data is `v2|<key id>|<caller's associated data>`: a ciphertext only opens under the
 * key it names and for the row/purpose the caller binds it to (e.g. a webhook id), so a value copied
 * onto another row does not decrypt. Legacy formats written before this library still open (read
 * only; `needsRotation` says they should be rewritten):
 * - `v1.<iv>.<tag>.<ct>` with the caller's associated data (webhooks' signing secrets) or none
 *   (funding's solution tokens); no key id, so every ring key is tried;
 * - `<key id>:<iv>:<tag>:<ct>` with the key id as associated data (messaging-proxy's access tokens).
 */
export class SecretCipher {
  constructor(private readonly ring: KeyRing) {}

  /** Id of the key new ciphertexts use (stored beside them where a column exists). */
  get keyId(): string {
    return this.ring.primary.id;
  }

  /** Encrypts `plaintext` under the primary key, bound to `aad`. */
  seal(plaintext: string, aad = ''): string {
    const { id, key } = this.ring.primary;
    const iv = randomBytes(IV_BYTES);
    const c = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    c.setAAD(Buffer.from(`${VERSION}|${id}|${aad}`));
    const ct = Buffer.concat([c.update(plaintext, 'utf8'), c.final()]);
    return [VERSION, id, iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
  }

  /** Decrypts a stored secret (any supported format) bound to `aad`. */
  open(stored: string, aad = ''): string {
    if (stored.startsWith(`${VERSION}.`)) {
      const parts = stored.split('.');
      if (parts.length !== 5) throw new SecretDecryptionError('cannot decrypt secret: malformed value');
      const [, id, iv, tag, ct] = parts;
      const key = this.ring.get(id);
      if (!key) throw new SecretDecryptionError(`cannot decrypt secret: key "${id}" is not configured`);
      if (!iv || !tag) throw new SecretDecryptionError('cannot decrypt secret: malformed value');
      return this.tryOpen(key, iv, tag, ct, `${VERSION}|${id}|${aad}`) ?? fail();
    }
    if (stored.startsWith('v1.')) {
      const parts = stored.split('.');
      const [, iv, tag, ct] = parts;
      if (parts.length !== 4 || !iv || !tag) throw new SecretDecryptionError('cannot decrypt secret: malformed value');
      for (const key of this.ring.all()) {
        for (const legacyAad of aad ? [aad, null] : [null]) {
          const plain = this.tryOpen(key, iv, tag, ct, legacyAad);
          if (plain !== undefined) return plain;
        }
      }
      return fail();
    }
    const parts = stored.split(':');
    if (parts.length === 4) {
      const [id, iv, tag, ct] = parts;
      const key = this.ring.get(id);
      if (!key) throw new SecretDecryptionError(`cannot decrypt secret: key "${id}" is not configured`);
      return this.tryOpen(key, iv, tag, ct, id) ?? fail();
    }
    throw new SecretDecryptionError('cannot decrypt secret: unrecognised format');
  }

  /** True when `stored` should be rewritten: a legacy format, or a key other than the primary. */
  needsRotation(stored: string): boolean {
    if (!stored.startsWith(`${VERSION}.`)) return true;
    return stored.split('.')[1] !== this.ring.primary.id;
  }

  /** Re-encrypts under the primary key in the current format (rotation). */
  rotate(stored: string, aad = ''): string {
    return this.seal(this.open(stored, aad), aad);
  }

  private tryOpen(key: Buffer, iv: string, tag: string, ct: string, aad: string | null): string | undefined {
    try {
      // Node's base64 decoder reads both alphabets: base64url (v1 funding, v2) and base64 (v1 webhooks, legacy keyed).
      // authTagLength pins the full 128-bit tag: Node would otherwise accept a truncated one.
      const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'), { authTagLength: TAG_BYTES });
      if (aad !== null) d.setAAD(Buffer.from(aad));
      d.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([d.update(Buffer.from(ct, 'base64')), d.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

function fail(): never {
  throw new SecretDecryptionError('cannot decrypt secret: wrong key or associated data, or the value was altered');
}

/** SHA-256 hex of a secret that is only ever compared, never read back (verify tokens). */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}
