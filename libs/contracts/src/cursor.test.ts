import { randomUUID } from 'node:crypto';
import { DomainError } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import { afterCursorOf, decodeCursor, encodeAfterCursor, encodeCursor, keysetCursors, keysetPageRequest } from './cursor';

const ID = '0b6f3c3e-9a51-4f5e-8d2a-3c1e2f4a5b6c';
const AT = '2026-11-24T14:00:00.123Z';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('list cursor (Base64 of {"t","i"})', () => {
  it('keeps the wire form cursors were always issued in, so a cursor a client holds still decodes', () => {
    // The exact bytes the five former copies produced.
    const wire = b64(`{"t":"${AT}","i":"${ID}"}`);
    expect(encodeCursor(AT, ID)).toBe(wire);
    expect(encodeCursor(new Date(AT), ID)).toBe(wire);
    expect(decodeCursor(wire)).toEqual({ at: new Date(AT), id: ID });
    // base64url spelling and upper-case ids are read too.
    expect(decodeCursor(Buffer.from(`{"t":"${AT}","i":"${ID.toUpperCase()}"}`).toString('base64url'))?.id).toBe(ID.toUpperCase());
  });

  it('refuses anything that is not one of ours', () => {
    for (const bad of [
      'not base64!',
      b64('not json'),
      b64('null'),
      b64(`{"t":"${AT}"}`),
      b64(`{"t":"${AT}","i":"not-a-uuid"}`),
      b64(`{"t":"1","i":"${ID}"}`),
      b64(`{"t":"0000-01-01T00:00:00Z","i":"${ID}"}`),
      b64(`{"t":1,"i":"${ID}"}`),
      b64(`{"t":"${AT}","i":"${ID}","pad":"${'x'.repeat(400)}"}`),
    ])
      expect(decodeCursor(bad)).toBeUndefined();
  });
});

// Moved from apps/webhooks/src/domain/cursor.test.ts (the deliveries log's copy of this codec).
describe('list cursor: forged cursors', () => {
  const forged = (t: unknown, i: unknown = randomUUID()) => Buffer.from(JSON.stringify({ t, i })).toString('base64');

  it('round-trips our own cursors', () => {
    const p = { at: new Date('2026-11-24T14:00:00.123Z'), id: randomUUID() };
    expect(decodeCursor(encodeCursor(p.at, p.id))).toEqual(p);
  });

  it('a forged but decodable cursor whose time is not a strict UTC instant is refused (never bound raw, so never a 500)', () => {
    for (const t of ['1', 'Jan 1 2020 (x)', '0000-01-01T00:00:00Z', '2020-01-01', '2020-01-01T00:00:00+01:00', '+275760-09-13T00:00:00Z', 12, null]) {
      expect(decodeCursor(forged(t)), String(t)).toBeUndefined();
    }
    expect(decodeCursor(forged('2026-11-24T14:00:00.123Z', 'x'))).toBeUndefined();
  });

  it('binds the parsed instant, not the client text', () => {
    const id = randomUUID();
    const p = decodeCursor(forged('2026-11-24T14:00:00Z', id));
    expect(p).toEqual({ at: new Date('2026-11-24T14:00:00.000Z'), id });
    expect(p?.at).toBeInstanceOf(Date);
  });
});

describe('after cursor (base64url of "t|i")', () => {
  it('keeps its wire form and decodes what was issued', () => {
    const wire = Buffer.from(`${AT}|${ID}`).toString('base64url');
    expect(encodeAfterCursor(new Date(AT), ID)).toBe(wire);
    expect(afterCursorOf(wire)).toEqual({ at: new Date(AT), id: ID });
  });

  it('answers 400 INVALID_CURSOR on field after otherwise', () => {
    for (const bad of ['', 'xyz', Buffer.from(`${AT}|nope`).toString('base64url'), Buffer.from(`yesterday|${ID}`).toString('base64url')]) {
      const err = (() => {
        try {
          afterCursorOf(bad);
        } catch (e) {
          return e;
        }
      })() as DomainError;
      expect(err).toBeInstanceOf(DomainError);
      expect(err.reason).toBe('INVALID_CURSOR');
      expect(err.message).toBe('after is not a cursor of this list');
    }
  });
});

describe('keysetPageRequest', () => {
  const reasonOf = (req: Parameters<typeof keysetPageRequest>[0]) => {
    try {
      keysetPageRequest(req);
      return undefined;
    } catch (e) {
      return [(e as DomainError).reason, (e as DomainError).message];
    }
  };

  it('defaults the limit to 20 and decodes the cursor', () => {
    expect(keysetPageRequest({})).toEqual({ limit: 20, before: undefined, after: undefined });
    expect(keysetPageRequest({ limit: 5, after: encodeCursor(AT, ID) })).toEqual({ limit: 5, before: undefined, after: { at: new Date(AT), id: ID } });
  });

  it('refuses out-of-range limits, two cursors and foreign cursors with the same reasons and messages', () => {
    expect(reasonOf({ limit: 101 })).toEqual(['INVALID_LIMIT', 'limit must be from 1 to 100']);
    expect(reasonOf({ limit: -1 })).toEqual(['INVALID_LIMIT', 'limit must be from 1 to 100']);
    expect(reasonOf({ before: 'a', after: 'b' })).toEqual(['INVALID_CURSOR', 'use either before or after, not both']);
    expect(reasonOf({ before: 'abc' })).toEqual(['INVALID_CURSOR', 'cursor is not valid']);
    expect(reasonOf({ limit: 0, after: 'abc' })).toEqual(['INVALID_CURSOR', 'cursor is not valid']);
  });
});

describe('keysetCursors', () => {
  it('puts before at the first item and after at the last; empty strings on an empty page', () => {
    const items = [
      { t: '2026-01-02T00:00:00.000Z', id: ID },
      { t: '2026-01-01T00:00:00.000Z', id: ID },
    ];
    expect(keysetCursors({ items, hasOlder: true, hasNewer: false }, (i) => ({ at: i.t, id: i.id }))).toEqual({
      before_cursor: encodeCursor(items[0].t, ID),
      after_cursor: encodeCursor(items[1].t, ID),
      has_older: true,
      has_newer: false,
    });
    expect(keysetCursors({ items: [], hasOlder: false, hasNewer: true }, () => ({ at: AT, id: ID }))).toEqual({
      before_cursor: '',
      after_cursor: '',
      has_older: false,
      has_newer: true,
    });
  });
});
