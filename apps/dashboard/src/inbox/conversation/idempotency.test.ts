import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { keyAfterSend, keyForSend, type ComposeKey } from './idempotency';

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

describe('one idempotency key per compose', () => {
  it('a retry of the same message after no answer reuses the key; acceptance starts a new one', () => {
    const next = keys();
    let s: ComposeKey = { key: 'k0', message: null };
    s = keyForSend(s, 'A', next);
    expect(s.key).toBe('k0');
    s = keyAfterSend(s, new ApiError(0, 'no answer'), next);
    s = keyForSend(s, 'A', next);
    expect(s.key).toBe('k0');
    s = keyAfterSend(s, new ApiError(503, 'down'), next);
    s = keyForSend(s, 'A', next);
    expect(s.key).toBe('k0');
    s = keyAfterSend(s, undefined, next);
    s = keyForSend(s, 'B', next);
    expect(s.key).toBe('k1');
  });

  it('a clear refusal starts a new key', () => {
    const next = keys();
    let s = keyForSend({ key: 'k0', message: null }, 'A', next);
    s = keyAfterSend(s, new ApiError(409, 'held by another app'), next);
    expect(keyForSend(s, 'A', next).key).toBe('k1');
  });

  it('an edited message after an undecided failure is another send: a new key', () => {
    const next = keys();
    let s = keyForSend({ key: 'k0', message: null }, 'A', next);
    s = keyAfterSend(s, new ApiError(0, 'no answer'), next);
    s = keyForSend(s, 'A, edited', next);
    expect(s).toEqual({ key: 'k1', message: 'A, edited' });
  });
});
