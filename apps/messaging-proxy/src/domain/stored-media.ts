/**
 * Rules of inbound media kept in the platform's storage (decision 0251): how large a fetched media
 * may be, when a failed fetch is tried again, and which rows retention deletes. Pure; no I/O.
 */
import { MAX_MEDIA_BYTES, MEDIA_LIMITS, mediaKindOf } from './media-limits';

/** Bytes `start` to `end` of a stored object, both included (an HTTP byte range, already within the object). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Delays before the 2nd, 3rd, … fetch attempt, ms (10 s, 1 min, 5 min, 30 min, 2 h, 6 h); after the last the fetch fails. */
export const DEFAULT_MEDIA_FETCH_SCHEDULE_MS = [10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];

/**
 * The most bytes kept of a media of MIME type `mimeType`: its kind's upstream limit (images 5 MB,
 * audio and video 16 MB, stickers 500 KB, documents 100 MB), the largest (100 MB) for a type the
 * upstream does not list (received media may carry types uploads may not).
 */
export function mediaByteCap(mimeType: string | undefined | null): number {
  const kind = mediaKindOf(mimeType ?? undefined);
  return kind ? MEDIA_LIMITS[kind] : MAX_MEDIA_BYTES;
}

/** When attempt `attempts` (1-based, just failed) is tried again, or undefined when the fetch gives up. */
export function nextFetchAttempt(now: Date, attempts: number, scheduleMs: readonly number[]): Date | undefined {
  const delay = scheduleMs[attempts - 1];
  return delay === undefined ? undefined : new Date(now.getTime() + delay);
}

/** Media received before this instant are past a retention of `days` days. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/**
 * How long a content stays safe from the sweep after a fetch meant to reference it (1 h): far longer
 * than a fetch takes (its deadline is 5 minutes), so the sweep never deletes bytes a fetch is about
 * to reference.
 */
export const OBJECT_TOUCH_GRACE_MS = 3_600_000;
