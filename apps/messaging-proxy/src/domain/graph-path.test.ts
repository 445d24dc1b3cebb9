import { describe, expect, it } from 'vitest';
import { NOT_FOUND, parseGraphPath, stripCredentialParams } from './graph-path';

describe('parseGraphPath', () => {
  it('takes an optional version segment before the node id', () => {
    expect(parseGraphPath(['v23.0', '123', 'messages'])).toEqual({ ok: true, version: 'v23.0', head: '123', rest: ['messages'] });
    expect(parseGraphPath(['123'])).toEqual({ ok: true, version: undefined, head: '123', rest: [] });
  });

  it('a non-digit id is the unknown-object 404; dot segments and odd characters in edges are 400', () => {
    expect(parseGraphPath(['v24.0'])).toEqual({ ok: false, status: 404, error: NOT_FOUND });
    expect(parseGraphPath(['debug_token'])).toEqual({ ok: false, status: 404, error: NOT_FOUND });
    expect(parseGraphPath(['v24.0', 'v23.0', '1'])).toEqual({ ok: false, status: 404, error: NOT_FOUND });
    expect(parseGraphPath(['1', '..'])).toMatchObject({ ok: false, status: 400 });
    expect(parseGraphPath(['1', 'a b'])).toMatchObject({ ok: false, status: 400 });
  });
});

describe('stripCredentialParams', () => {
  it('drops the client credential parameters and keeps the rest in order', () => {
    expect(stripCredentialParams('?fields=id&access_token=x&limit=2&appsecret_proof=y')).toBe('?fields=id&limit=2');
    expect(stripCredentialParams('?access_token=x')).toBe('');
    expect(stripCredentialParams('')).toBe('');
  });
});
