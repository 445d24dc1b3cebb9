import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher';

describe('TokenCipher (solution tokens at rest)', () => {
  const key = randomBytes(32).toString('base64');
  it('round-trips, never stores the plain token, and uses a fresh IV each time', () => {
    const c = new TokenCipher(key);
    const a = c.encrypt('EAAsecret-token');
    const b = c.encrypt('EAAsecret-token');
    expect(a).not.toContain('EAAsecret');
    expect(a).not.toBe(b);
    expect(c.decrypt(a)).toBe('EAAsecret-token');
  });
  it('rejects a wrong key and a tampered value', () => {
    const a = new TokenCipher(key).encrypt('t');
    expect(() => new TokenCipher(randomBytes(32).toString('base64')).decrypt(a)).toThrow();
    const parts = a.split('.');
    parts[3] = Buffer.from('x').toString('base64url');
    expect(() => new TokenCipher(key).decrypt(parts.join('.'))).toThrow();
  });
  it('refuses keys that are not 32 bytes', () => {
    expect(() => new TokenCipher(randomBytes(16).toString('base64'))).toThrow();
  });
});
