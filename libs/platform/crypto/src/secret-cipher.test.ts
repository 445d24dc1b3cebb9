import { describe, expect, it } from 'vitest';
import { KeyRing, SecretCipher, SecretDecryptionError } from './secret-cipher';

const K1 = Buffer.alloc(32, 1).toString('base64');
const K0 = Buffer.alloc(32, 7).toString('base64');

/**
 * Ciphertexts written by the three helpers this library replaced (produced with their code before it
 * was deleted, with the keys above): what is stored today must keep decrypting.
 */
const LEGACY = {
  // funding TokenCipher: `v1.<iv>.<tag>.<ct>` base64url, no associated data, no key id.
  funding: { stored: 'v1.JqMt0Q6HiTcXenWd.ZQVtxUINHDDIYtYuKuUJTQ.YMdWyNgyzJ2T7qvC87vcXw', plain: 'EAAfunding-token' },
  // messaging-proxy TokenCipher: `<key id>:<iv>:<tag>:<ct>` base64, key id as associated data.
  mpCurrent: { stored: 'k1:+aSJY53zoRpYAdsa:9K2i9j41jVZwXXuJaWu6qw==:z1DMkZ6IOtbYKRw=', plain: 'EAAmp-token' },
  mpRotated: { stored: 'k0:o4p8/mZMVgHBQPvJ:RAe/B5PKwgT7M978Xku0ig==:ZqmrjSyG6NhvocpdiHeZfg==', plain: 'EAAold-key-token' },
  // webhooks SecretBox: `v1.<iv>.<tag>.<ct>` base64, webhook id as associated data.
  webhooks: { stored: 'v1.sVbzGrbp5okiS3CL.ETx9E/hql+mWv8jXT4bBJA==.hUBrrL2OSvEw', plain: 'whsec_abc', aad: 'b1c1a4e8-0d5e-4f8e-9a53-0d2f5c8e7a10' },
};

const cipher = (prev?: string) => new SecretCipher(KeyRing.fromConfig(K1, 'k1', prev));

describe('secrets stored in the old formats still decrypt', () => {
  it('funding solution tokens (v1, no associated data)', () => {
    expect(cipher().open(LEGACY.funding.stored, 'funding.solution_token')).toBe(LEGACY.funding.plain);
    expect(cipher().open(LEGACY.funding.stored)).toBe(LEGACY.funding.plain);
  });
  it('messaging-proxy access tokens (key id format), including one under a rotated-out key', () => {
    expect(cipher().open(LEGACY.mpCurrent.stored)).toBe(LEGACY.mpCurrent.plain);
    expect(cipher(`k0:${K0}`).open(LEGACY.mpRotated.stored)).toBe(LEGACY.mpRotated.plain);
    expect(() => cipher().open(LEGACY.mpRotated.stored)).toThrow(/key "k0" is not configured/);
  });
  it('webhook signing secrets (v1 bound to the webhook id); another row’s id does not open them', () => {
    expect(cipher().open(LEGACY.webhooks.stored, LEGACY.webhooks.aad)).toBe(LEGACY.webhooks.plain);
    expect(() => cipher().open(LEGACY.webhooks.stored, '00000000-0000-4000-8000-000000000000')).toThrow(SecretDecryptionError);
  });
  it('every legacy value needs rotation, and rotates into the current format', () => {
    const c = cipher(`k0:${K0}`);
    for (const l of Object.values(LEGACY)) {
      expect(c.needsRotation(l.stored)).toBe(true);
      const aad = 'aad' in l ? l.aad : '';
      const rotated = c.rotate(l.stored, aad);
      expect(rotated).toMatch(/^v2\.k1\./);
      expect(c.needsRotation(rotated)).toBe(false);
      expect(c.open(rotated, aad)).toBe(l.plain);
    }
  });
});

describe('the current format', () => {
  it('round-trips, names its key, and is bound to its associated data', () => {
    const c = cipher();
    const s = c.seal('secret value ✓', 'row-1');
    expect(s.split('.')).toHaveLength(5);
    expect(s.startsWith('v2.k1.')).toBe(true);
    expect(s).not.toContain('secret');
    expect(c.open(s, 'row-1')).toBe('secret value ✓');
    expect(() => c.open(s, 'row-2')).toThrow(SecretDecryptionError);
    expect(() => c.open(s)).toThrow(SecretDecryptionError);
    expect(c.seal('x', 'a')).not.toBe(c.seal('x', 'a')); // fresh IV each time
  });
  it('rotation: after a new primary key, old values open through the previous keys', () => {
    const old = cipher().seal('tok', 'p');
    const K2 = Buffer.alloc(32, 2).toString('base64');
    const next = new SecretCipher(KeyRing.fromConfig(K2, 'k2', `k1:${K1}`));
    expect(next.open(old, 'p')).toBe('tok');
    expect(next.needsRotation(old)).toBe(true);
    expect(next.rotate(old, 'p').startsWith('v2.k2.')).toBe(true);
  });
  it('refuses tampering, unknown keys, unknown formats and bad keys', () => {
    const c = cipher();
    const s = c.seal('tok');
    const parts = s.split('.');
    const flipped = Buffer.from(parts[4], 'base64url');
    flipped[0] ^= 1;
    expect(() => c.open([...parts.slice(0, 4), flipped.toString('base64url')].join('.'))).toThrow(SecretDecryptionError);
    expect(() => c.open(s.replace('v2.k1.', 'v2.k9.'))).toThrow(/not configured/);
    expect(() => c.open('plaintext')).toThrow(/unrecognised format/);
    expect(() => c.open(`${s}.extra`)).toThrow(/malformed/);
    const shortTag = Buffer.from(parts[3], 'base64url').subarray(0, 4).toString('base64url');
    expect(() => c.open([...parts.slice(0, 3), shortTag, parts[4]].join('.'))).toThrow(SecretDecryptionError);
    expect(() => KeyRing.fromConfig(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => KeyRing.fromConfig(K1, 'bad id!')).toThrow(/key id/);
    expect(() => KeyRing.fromConfig(K1, 'k1', `k1:${K0}`)).toThrow(/two different keys/);
  });
  it('a value relabelled with another configured key id does not open (the key id is authenticated)', () => {
    const c = cipher(`k0:${K1}`); // same key bytes under two ids: only the AAD tells them apart
    const s = c.seal('tok', 'p');
    expect(() => c.open(s.replace('v2.k1.', 'v2.k0.'), 'p')).toThrow(SecretDecryptionError);
  });
});
