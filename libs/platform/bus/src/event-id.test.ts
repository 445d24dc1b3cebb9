import { describe, expect, it } from 'vitest';
import { derivedUuid } from './event-id';
import { RetryLater } from './retry-later';

describe('derivedUuid', () => {
  it('is a version-8 RFC 4122 UUID, the same for the same seed', () => {
    // Pinned values: ids already published must keep their value (consumers dedupe on them).
    expect(derivedUuid('message.sent:123:wamid.1')).toBe(derivedUuid('message.sent:123:wamid.1'));
    expect(derivedUuid('a')).toBe('ca978112-ca1b-8dca-bac2-31b39a23dc4d');
    expect(derivedUuid('')).toBe('e3b0c442-98fc-8c14-9afb-f4c8996fb924');
    for (const seed of ['a', 'b', 'x:y:z', '']) {
      expect(derivedUuid(seed)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(derivedUuid('a')).not.toBe(derivedUuid('b'));
  });
});

describe('RetryLater', () => {
  it('is an Error named RetryLater carrying its reason', () => {
    const e = new RetryLater('run not visible yet');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('RetryLater');
    expect(e.message).toBe('run not visible yet');
  });
});
