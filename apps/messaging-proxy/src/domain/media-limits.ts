/**
 * The upstream's media rules (Cloud API "supported media types"): which MIME types an upload may
 * have and how large each kind may be. The pass-through refuses an upload over its kind's limit
 * while it streams, before the upstream would (decision 0212). Pure; no I/O.
 */

/** Kind of a media object, by MIME type. */
export type MediaKind = 'audio' | 'document' | 'image' | 'sticker' | 'video';

const MB = 1024 * 1024;

/** Largest upload per kind, in bytes (audio and video 16 MB, documents 100 MB, images 5 MB, stickers 500 KB). */
export const MEDIA_LIMITS: Record<MediaKind, number> = {
  audio: 16 * MB,
  document: 100 * MB,
  image: 5 * MB,
  sticker: 500 * 1024,
  video: 16 * MB,
};

/** The largest upload of any kind: nothing bigger is read. */
export const MAX_MEDIA_BYTES = Math.max(...Object.values(MEDIA_LIMITS));

const KINDS: Array<[MediaKind, string[]]> = [
  ['audio', ['audio/aac', 'audio/amr', 'audio/mpeg', 'audio/mp4', 'audio/ogg']],
  ['image', ['image/jpeg', 'image/png']],
  ['sticker', ['image/webp']],
  ['video', ['video/3gpp', 'video/mp4']],
  [
    'document',
    [
      'text/plain',
      'application/pdf',
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
  ],
];

/** The kind of a MIME type (parameters such as `; codecs=opus` ignored), or undefined when the upstream does not take it. */
export function mediaKindOf(mimeType: string | undefined): MediaKind | undefined {
  const base = (mimeType ?? '').split(';')[0].trim().toLowerCase();
  return KINDS.find(([, types]) => types.includes(base))?.[0];
}

/** Every MIME type an upload may have (for error messages). */
export const SUPPORTED_MEDIA_TYPES: string[] = KINDS.flatMap(([, types]) => types);

/** `5 MB`, `500 KB`: a limit as people read it. */
export function formatBytes(n: number): string {
  return n >= MB ? `${n / MB} MB` : `${n / 1024} KB`;
}
