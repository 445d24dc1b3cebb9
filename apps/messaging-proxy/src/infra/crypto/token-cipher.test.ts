import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenCipher } from './token-cipher';

describe('TokenCipher', () => {
  const k1 = randomBytes(32);
  const k2 = randomBytes(32);
  it('round-trips and never contains the plaintext', () => {
    const c = new TokenCipher({ id: 'k1', key: k1 });
    const stored = c.encrypt('EAAsecret');
    expect(stored).not.toContain('EAAsecret');
    expect(stored.startsWith('k1:')).toBe(true);
    expect(c.decrypt(stored)).toBe('EAAsecret');
  });
  it('rotation: old ciphertexts decrypt with a previous key; tampering fails', () => {
    const old = new TokenCipher({ id: 'k1', key: k1 }).encrypt('EAAold');
    const rotated = new TokenCipher({ id: 'k2', key: k2 }, [{ id: 'k1', key: k1 }]);
    expect(rotated.decrypt(old)).toBe('EAAold');
    expect(rotated.encrypt('x').startsWith('k2:')).toBe(true);
    const parts = old.split(':');
    parts[3] = Buffer.from('tampered').toString('base64');
    expect(() => rotated.decrypt(parts.join(':'))).toThrow();
    expect(() => new TokenCipher({ id: 'k2', key: k2 }).decrypt(old)).toThrow(/k1/);
  });
});
