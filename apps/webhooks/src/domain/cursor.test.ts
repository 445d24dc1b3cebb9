import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const forged = (t: unknown, i: unknown = randomUUID()) => Buffer.from(JSON.stringify({ t, i })).toString('base64');

describe('deliveries cursor', () => {
  it('round-trips our own cursors', () => {
    const p = { createdAt: '2026-11-24T14:00:00.123Z', id: randomUUID() };
    expect(decodeCursor(encodeCursor(p))).toEqual(p);
  });

  it('a forged but decodable cursor whose time is not a strict UTC instant is refused (never bound raw, so never a 500)', () => {
    for (const t of ['1', 'Jan 1 2020 (x)', '0000-01-01T00:00:00Z', '2020-01-01', '2020-01-01T00:00:00+01:00', '+275760-09-13T00:00:00Z', 12, null]) {
      expect(decodeCursor(forged(t)), String(t)).toBeUndefined();
    }
    expect(decodeCursor(forged('2026-11-24T14:00:00.123Z', 'x'))).toBeUndefined();
  });

  it('binds the re-serialised instant, not the client text', () => {
    const id = randomUUID();
    expect(decodeCursor(forged('2026-11-24T14:00:00Z', id))).toEqual({ createdAt: '2026-11-24T14:00:00.000Z', id });
  });
});
