import { describe, expect, it } from 'vitest';
import { MAX_MEDIA_BYTES, MEDIA_LIMITS, mediaKindOf } from './media-limits';

describe('media kinds and limits', () => {
  it('classifies the upstream supported types, parameters ignored', () => {
    expect(mediaKindOf('image/png')).toBe('image');
    expect(mediaKindOf('image/webp')).toBe('sticker');
    expect(mediaKindOf('audio/ogg; codecs=opus')).toBe('audio');
    expect(mediaKindOf('application/pdf')).toBe('document');
    expect(mediaKindOf('VIDEO/MP4')).toBe('video');
    expect(mediaKindOf('application/x-msdownload')).toBeUndefined();
    expect(mediaKindOf(undefined)).toBeUndefined();
  });

  it('limits per kind, documents the largest', () => {
    expect(MEDIA_LIMITS.image).toBe(5 * 1024 * 1024);
    expect(MEDIA_LIMITS.sticker).toBe(500 * 1024);
    expect(MAX_MEDIA_BYTES).toBe(MEDIA_LIMITS.document);
  });
});
