import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasMediaLinkParams, mediaLinkKey, signMediaLink, verifyMediaLink } from './media-link';

const KEY = mediaLinkKey(Buffer.alloc(32, 3).toString('base64'));
const OTHER_KEY = mediaLinkKey(Buffer.alloc(32, 4).toString('base64'));
const P1 = '0b6f9c1e-4f7a-4c4e-9d8e-2a1b3c4d5e6f';
const P2 = '1c7a0d2f-5a8b-4d5f-8e9f-3b2c4d5e6f70';
const NOW = 1_800_000_000_000;
const link = { projectId: P1, mediaId: '1234567890123456', expires: NOW / 1000 + 300 };
const query = (q: string) => Object.fromEntries(new URLSearchParams(q));

describe('signed media links', () => {
  it('a signed link grants its media of its project until it expires, then reads as expired', () => {
    const q = query(signMediaLink(KEY, link));
    expect(Object.keys(q)).toEqual(['project_id', 'expires', 'signature']);
    expect(q.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyMediaLink(KEY, link.mediaId, q, NOW)).toEqual({ ok: true, link });
    expect(verifyMediaLink(KEY, link.mediaId, q, link.expires * 1000 - 1)).toEqual({ ok: true, link });
    expect(verifyMediaLink(KEY, link.mediaId, q, link.expires * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('another media id, project, expiry, key or signature is invalid, whatever the time', () => {
    const q = query(signMediaLink(KEY, link));
    const invalid = { ok: false, reason: 'invalid' };
    expect(verifyMediaLink(KEY, '1234567890123457', q, NOW)).toEqual(invalid);
    expect(verifyMediaLink(KEY, link.mediaId, { ...q, project_id: P2 }, NOW)).toEqual(invalid);
    expect(verifyMediaLink(KEY, link.mediaId, { ...q, expires: String(link.expires + 3600) }, NOW)).toEqual(invalid);
    expect(verifyMediaLink(OTHER_KEY, link.mediaId, q, NOW)).toEqual(invalid);
    // An expired link with a changed signature is invalid, not expired: nothing is told about it.
    expect(verifyMediaLink(KEY, link.mediaId, { ...q, signature: `A${q.signature.slice(1)}` }, link.expires * 1000 + 1)).toEqual(invalid);
    // A non-canonical spelling of the right MAC (its last character's unused bits set) is refused too.
    const last = q.signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1];
    expect(Buffer.from(q.signature.slice(0, -1) + sibling, 'base64url').equals(Buffer.from(q.signature, 'base64url'))).toBe(true);
    expect(verifyMediaLink(KEY, link.mediaId, { ...q, signature: q.signature.slice(0, -1) + sibling }, NOW)).toEqual(invalid);
  });

  it('missing, repeated or malformed parameters are invalid', () => {
    const q = query(signMediaLink(KEY, link));
    for (const bad of [
      { ...q, project_id: undefined },
      { ...q, expires: undefined },
      { ...q, signature: undefined },
      { ...q, signature: [q.signature, q.signature] },
      { ...q, expires: `0${q.expires}` },
      { ...q, expires: '1e10' },
      { ...q, project_id: P1.toUpperCase() },
      { ...q, signature: `${q.signature}=` },
    ]) {
      expect(verifyMediaLink(KEY, link.mediaId, bad, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('any query is judged without throwing; only the signed one passes', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('project_id', 'expires', 'signature', 'x'), fc.oneof(fc.string(), fc.array(fc.string()))), (q) => {
        expect(verifyMediaLink(KEY, link.mediaId, q, NOW).ok).toBe(false);
      }),
    );
  });

  it('a query with any link parameter is a link to judge; keys shorter than 32 bytes are refused', () => {
    expect(hasMediaLinkParams({})).toBe(false);
    expect(hasMediaLinkParams({ fields: 'url' })).toBe(false);
    expect(hasMediaLinkParams({ expires: '1' })).toBe(true);
    expect(hasMediaLinkParams({ signature: '' })).toBe(true);
    expect(() => mediaLinkKey(Buffer.alloc(16).toString('base64'))).toThrow(/at least 32 bytes/);
  });
});
