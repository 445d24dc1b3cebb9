import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_FETCH_SCHEDULE_MS, mediaByteCap, nextFetchAttempt, retentionCutoff } from './stored-media';

describe('stored media rules', () => {
  it('caps bytes by the kind of the MIME type, 100 MB for a type the upstream does not list', () => {
    const table: Array<[string | null, number]> = [
      ['image/jpeg', 5 * 1024 * 1024],
      ['image/webp', 500 * 1024],
      ['audio/ogg; codecs=opus', 16 * 1024 * 1024],
      ['video/mp4', 16 * 1024 * 1024],
      ['application/pdf', 100 * 1024 * 1024],
      ['application/zip', 100 * 1024 * 1024],
      [null, 100 * 1024 * 1024],
    ];
    for (const [mime, cap] of table) expect([mime, mediaByteCap(mime)]).toEqual([mime, cap]);
  });

  it('retries on the schedule, then gives up', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(nextFetchAttempt(now, 1, DEFAULT_MEDIA_FETCH_SCHEDULE_MS)).toEqual(new Date('2026-01-01T00:00:10Z'));
    expect(nextFetchAttempt(now, 6, DEFAULT_MEDIA_FETCH_SCHEDULE_MS)).toEqual(new Date('2026-01-01T06:00:00Z'));
    expect(nextFetchAttempt(now, 7, DEFAULT_MEDIA_FETCH_SCHEDULE_MS)).toBeUndefined();
    expect(nextFetchAttempt(now, 1, [])).toBeUndefined();
  });

  it('retention counts whole days back', () => {
    expect(retentionCutoff(new Date('2026-12-31T12:00:00Z'), 365)).toEqual(new Date('2025-12-31T12:00:00Z'));
  });
});
