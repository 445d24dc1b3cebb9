import { describe, expect, it } from 'vitest';
import { ActiveEmbedOrigins, type ActiveOriginsRow } from './active-origins';

function setup(rows: ActiveOriginsRow[]) {
  let t = 1_000_000;
  let reads = 0;
  const cache = new ActiveEmbedOrigins(
    async () => {
      reads++;
      return rows;
    },
    { ttlMs: 10_000, missRecheckMs: 1_000, now: () => new Date(t) },
  );
  return { cache, rows, advance: (ms: number) => void (t += ms), reads: () => reads, at: () => t };
}

describe('ActiveEmbedOrigins', () => {
  it('grants an allowed origin and a subdomain of a wildcard, never the wildcard’s own domain or another scheme or port', async () => {
    const s = setup([{ origins: ['https://shop.example.com', 'https://*.partner.example'], expiresAt: null }]);
    expect(await s.cache.allows('https://shop.example.com')).toBe(true);
    expect(await s.cache.allows('https://eu.partner.example')).toBe(true);
    for (const o of ['https://partner.example', 'http://shop.example.com', 'https://shop.example.com:8443', 'https://evil.example'])
      expect(await s.cache.allows(o), o).toBe(false);
  });

  it('reads once per TTL while origins are granted; a refused origin reads again at most once per recheck interval', async () => {
    const s = setup([{ origins: ['https://a.example'], expiresAt: null }]);
    for (let i = 0; i < 5; i++) await s.cache.allows('https://a.example');
    expect(s.reads()).toBe(1);
    for (let i = 0; i < 5; i++) await s.cache.allows('https://b.example');
    expect(s.reads()).toBe(1);
    s.advance(1_000);
    s.rows.push({ origins: ['https://b.example'], expiresAt: null });
    expect(await s.cache.allows('https://b.example')).toBe(true);
    expect(s.reads()).toBe(2);
    s.advance(10_000);
    await s.cache.allows('https://a.example');
    expect(s.reads()).toBe(3);
  });

  it('stops granting an origin when its only embed expires, without a new read', async () => {
    const s = setup([{ origins: ['https://a.example'], expiresAt: new Date(1_000_000 + 500) }]);
    expect(await s.cache.allows('https://a.example')).toBe(true);
    s.advance(600);
    expect(await s.cache.allows('https://a.example')).toBe(false);
    expect(s.reads()).toBe(1);
  });

  it('concurrent preflights share one read', async () => {
    const s = setup([{ origins: ['https://a.example'], expiresAt: null }]);
    await Promise.all([1, 2, 3, 4].map(() => s.cache.allows('https://a.example')));
    expect(s.reads()).toBe(1);
  });
});
