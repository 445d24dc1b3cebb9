import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { presentedKey } from './api-key-guard';

const req = (headers: Record<string, string>) => ({ header: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

describe('presentedKey', () => {
  it('{base_url} reads X-API-Key only: a Bearer header is no key there', () => {
    expect(presentedKey(req({ 'x-api-key': 'k1' }), false)).toBe('k1');
    expect(presentedKey(req({ authorization: 'Bearer k1' }), false)).toBeUndefined();
  });

  it('{proxy_url} also reads Authorization: Bearer, case-insensitively, X-API-Key winning when both are sent', () => {
    expect(presentedKey(req({ authorization: 'Bearer k1' }), true)).toBe('k1');
    expect(presentedKey(req({ authorization: 'bearer   k1  ' }), true)).toBe('k1');
    expect(presentedKey(req({ 'x-api-key': 'k2', authorization: 'Bearer k1' }), true)).toBe('k2');
    expect(presentedKey(req({}), true)).toBeUndefined();
  });

  it('a malformed or non-Bearer Authorization is a key that will not resolve, never "no key"', () => {
    expect(presentedKey(req({ authorization: 'Basic dXNlcjpwYXNz' }), true)).toBe('Basic dXNlcjpwYXNz');
    expect(presentedKey(req({ authorization: 'Bearer a b' }), true)).toBe('Bearer a b');
    expect(presentedKey(req({ authorization: 'Bearer' }), true)).toBe('Bearer');
  });
});
