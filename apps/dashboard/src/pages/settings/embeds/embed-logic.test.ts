import { describe, expect, it } from 'vitest';
import { iframeSnippet, isLanguageTag, isoToLocal, localToIso, parseOrigins } from './embed-logic';

describe('embed origins', () => {
  it.each([
    ['https://shop.example.com', [], ['https://shop.example.com']],
    ['https://a.example.com\nhttps://a.example.com/\n\nhttp://localhost:3000', [], ['https://a.example.com', 'http://localhost:3000']],
    ['https://*.example.com, https://b.example.org:8443', [], ['https://*.example.com', 'https://b.example.org:8443']],
  ])('%j is accepted', (text, errors, origins) => expect(parseOrigins(text)).toEqual({ origins, errors }));

  it.each([['http://shop.example.com'], ['https://shop.example.com/path'], ['*'], ['https://10.0.0.1'], ['']])('%j is refused with a sentence', (text) => {
    expect(parseOrigins(text).errors.length).toBeGreaterThan(0);
  });

  it('more than 20 is refused', () => {
    const many = Array.from({ length: 21 }, (_, i) => `https://s${i}.example.com`).join('\n');
    expect(parseOrigins(many).errors).toContain('At most 20 origins.');
  });
});

describe('snippet, expiry and language', () => {
  it('the iframe names itself and escapes the URL', () => {
    expect(iframeSnippet('https://x.test/app/embed/emb_a"b')).toBe(
      '<iframe src="https://x.test/app/embed/emb_a&quot;b" title="Inbox" width="100%" height="640" style="border:0" allow="clipboard-write"></iframe>',
    );
  });
  it('local time round-trips through ISO', () => {
    expect(localToIso('')).toBeNull();
    const iso = localToIso('2030-05-01T10:30')!;
    expect(isoToLocal(iso)).toBe('2030-05-01T10:30');
    expect(isoToLocal(null)).toBe('');
  });
  it.each([
    ['en', true],
    ['pt-BR', true],
    ['english!', false],
    ['e', false],
  ])('language %s: %s', (v, ok) => expect(isLanguageTag(v)).toBe(ok));
});
