import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32).toString('base64'));
  it('round-trips and never stores the plaintext', () => {
    const sealed = box.seal('whsec_abc', 'w1');
    expect(sealed).not.toContain('whsec_abc');
    expect(box.open(sealed, 'w1')).toBe('whsec_abc');
  });
  it('refuses a ciphertext moved to another row (associated data) or tampered with', () => {
    const sealed = box.seal('whsec_abc', 'w1');
    expect(() => box.open(sealed, 'w2')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('x').toString('base64');
    expect(() => box.open(parts.join('.'), 'w1')).toThrow();
  });
  it('refuses a key of the wrong size', () => {
    expect(() => createSecretBox(randomBytes(16).toString('base64'))).toThrow();
  });
});
