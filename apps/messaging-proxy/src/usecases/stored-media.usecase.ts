import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { runWithRequestScope } from '@platform/grpc';
import { mediaByteCap, nextFetchAttempt, OBJECT_TOUCH_GRACE_MS, retentionCutoff, type ByteRange } from '../domain/stored-media';
import { mediaObjectSchema } from '../domain/untrusted-json';
import type { StoredMediaRepository, StoredMediaRow } from '../infra/db/stored-media.repository';
import type { MediaStorage, StoredObject } from '../infra/storage/media-storage';
import type { GraphStream } from '../infra/upstream/graph-stream';
import type { UsecaseContext } from './context';

/** Options of {@link StoredMediaUsecase}. */
export interface StoredMediaOptions {
  repo: StoredMediaRepository;
  storage: MediaStorage;
  /** The upstream transport (the pass-through's): media object read, then its URL with the token. */
  upstream: Pick<GraphStream, 'send' | 'fetchMedia' | 'isUpstreamMediaUrl' | 'defaultVersion'>;
  /** Delays before the 2nd, 3rd, … fetch attempt; after the last the fetch is recorded as failed. */
  scheduleMs: readonly number[];
  /** Days a received media is kept (MEDIA_RETENTION_DAYS). */
  retentionDays: number;
  /** Where a fetch writes the bytes while it hashes them. */
  tmpDir: string;
  /** How often the worker looks for due fetches, ms. */
  pollMs: number;
  /** Fetches run at once per pass. */
  concurrency?: number;
}

/** A fetch that cannot succeed by trying again (too large, number gone): recorded as failed at once. */
class FetchRefused extends Error {}

/** A stored media opened for a download. */
export interface OpenedMedia extends StoredObject {
  mimeType: string;
  /** The part of the object `body` holds, when a range was asked for and satisfiable; else the whole. */
  range?: ByteRange;
}

/**
 * Inbound media kept in the platform's storage (issue 37 item 3, decision 0251). The receiver queues
 * a fetch for every media id a number receives, in its transaction; this worker claims due fetches
 * (SKIP LOCKED, so replicas share them), reads the media object with the owner number's token,
 * downloads its URL into a temporary file while hashing and counting (capped at the kind's upstream
 * limit), stores the content once per SHA-256 and records the row. A failed fetch is retried on the
 * schedule, then recorded as failed; no fetch waits for another. The signed download link (0243)
 * serves the stored copy ({@link openStored}); the retention sweep ({@link sweep}) deletes rows past
 * MEDIA_RETENTION_DAYS and contents no row references.
 */
export class StoredMediaUsecase {
  private timer?: NodeJS.Timeout;
  private claiming?: Promise<void>;
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly ctx: UsecaseContext,
    private readonly opts: StoredMediaOptions,
  ) {}

  /** Starts polling for due fetches. */
  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.opts.pollMs);
    this.timer.unref();
  }

  /**
   * Claims due fetches for the free slots (`concurrency`, 4 by default) unless a claim is running.
   * Each fetch runs on its own and frees its slot when done, so a slow upstream answer holds one
   * slot, never the fetches behind it.
   */
  wake(): void {
    if (this.stopped || this.claiming) return;
    this.claiming = this.claim()
      .catch((err) => this.ctx.logger.warn({ err }, 'media fetch claim failed; retried on the next tick'))
      .finally(() => (this.claiming = undefined));
  }

  /** Stops claiming, waits for the fetches in flight, releases the storage. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.claiming;
    await Promise.all([...this.inFlight]);
    await this.opts.storage.close();
  }

  private async claim(): Promise<void> {
    const free = (this.opts.concurrency ?? 4) - this.inFlight.size;
    if (free <= 0) return;
    // The lease outlasts a fetch's deadlines (the media object, then up to 5 minutes of bytes).
    const rows = await this.opts.repo.claimDue(this.ctx.clock.now(), free, 10 * 60_000);
    for (const row of rows) {
      const running: Promise<void> = this.attempt(row).finally(() => {
        this.inFlight.delete(running);
        this.wake();
      });
      this.inFlight.add(running);
    }
  }

  /** The stored copy of the project's media id, opened, or undefined when it is not stored (yet). */
  /** The stored copy of a media id, or undefined; `rangeOf(size)` picks the part to read (an HTTP Range), if any. */
  async openStored(projectId: string, mediaId: string, rangeOf?: (size: number) => ByteRange | undefined): Promise<OpenedMedia | undefined> {
    const row = await this.opts.repo.get(projectId, mediaId);
    if (!row || row.status !== 'stored' || !row.sha256) return undefined;
    const range = rangeOf && row.size !== null && row.size !== undefined ? rangeOf(row.size) : undefined;
    const object = await this.opts.storage.open(row.sha256, range);
    return object ? { ...object, mimeType: row.mimeType ?? 'application/octet-stream', range } : undefined;
  }

  /** What is stored of the project's media id (content hash, size, MIME type), or undefined when it is not stored (yet). */
  async describeStored(projectId: string, mediaId: string): Promise<{ sha256: string; size: number; mimeType: string } | undefined> {
    const row = await this.opts.repo.get(projectId, mediaId);
    if (!row || row.status !== 'stored' || !row.sha256) return undefined;
    return { sha256: row.sha256, size: row.size ?? 0, mimeType: row.mimeType ?? 'application/octet-stream' };
  }

  /** Deletes media rows past the retention, then contents no row references; answers both counts. */
  async sweep(): Promise<{ rows: number; objects: number }> {
    const now = this.ctx.clock.now();
    let rows = 0;
    for (let n = -1; n !== 0;) {
      n = await this.opts.repo.deleteReceivedBefore(retentionCutoff(now, this.opts.retentionDays), 1_000);
      rows += n;
    }
    let objects = 0;
    for (let n = -1; n !== 0;) {
      const deleted = await this.opts.repo.deleteUnreferencedObjects(new Date(now.getTime() - OBJECT_TOUCH_GRACE_MS), 100, async (hashes) => {
        for (const h of hashes) await this.opts.storage.delete(h);
      });
      n = deleted.length;
      objects += n;
    }
    if (rows || objects) this.ctx.logger.info({ rows, objects }, 'media retention: deleted rows and contents');
    return { rows, objects };
  }

  private async attempt(row: StoredMediaRow): Promise<void> {
    const attempts = row.attemptCount + 1;
    try {
      // Under the project's scope, so the upstream calls land in its external API log (decision 0250).
      await runWithRequestScope({ projectId: row.projectId }, () => this.fetchAndStore(row, attempts));
    } catch (err) {
      const now = this.ctx.clock.now();
      const error = err instanceof Error ? err.message : String(err);
      const nextAttemptAt = err instanceof FetchRefused ? undefined : nextFetchAttempt(now, attempts, this.opts.scheduleMs);
      await this.opts.repo.markAttemptFailed(row, { attempts, error, nextAttemptAt, now });
      if (!nextAttemptAt) this.ctx.logger.warn({ media_id: row.mediaId, attempts, error }, 'media fetch failed for good');
    }
  }

  private async fetchAndStore(row: StoredMediaRow, attempts: number): Promise<void> {
    const number = await this.ctx.phoneNumbers.get(row.projectId, row.phoneNumberId);
    if (!number) throw new FetchRefused('the number that received the media is no longer connected');
    const token = this.ctx.tokens.open(number);
    const up = this.opts.upstream;
    const meta = await up.send('GET', up.defaultVersion, encodeURIComponent(row.mediaId), token);
    const metaBody = Buffer.from(await meta.arrayBuffer());
    if (!meta.ok) throw new Error(`the upstream answered ${meta.status} for the media object`);
    let parsed: { url?: unknown; mime_type?: unknown };
    try {
      parsed = mediaObjectSchema.parse(JSON.parse(metaBody.toString('utf8')));
    } catch {
      throw new Error('the upstream answered the media object without JSON');
    }
    const url = parsed.url;
    if (typeof url !== 'string' || !up.isUpstreamMediaUrl(url)) throw new Error('the upstream answered the media object without a usable url');
    const mimeType = typeof parsed.mime_type === 'string' && parsed.mime_type ? parsed.mime_type : (row.mimeType ?? 'application/octet-stream');
    const cap = mediaByteCap(mimeType);
    const bytes = await up.fetchMedia(url, token);
    if (!bytes.ok || !bytes.body) {
      await bytes.body?.cancel().catch(() => undefined);
      throw new Error(`the upstream answered ${bytes.status} for the media url`);
    }
    const declared = Number(bytes.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > cap) {
      await bytes.body.cancel().catch(() => undefined);
      throw new FetchRefused(`the media is larger than its kind's limit of ${cap} bytes`);
    }
    await mkdir(this.opts.tmpDir, { recursive: true });
    const tmp = join(this.opts.tmpDir, `${randomUUID()}.part`);
    try {
      const hash = createHash('sha256');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > cap) return done(new FetchRefused(`the media is larger than its kind's limit of ${cap} bytes`));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(Readable.fromWeb(bytes.body as WebReadableStream<Uint8Array>), counter, createWriteStream(tmp));
      const sha256 = hash.digest('hex');
      const now = this.ctx.clock.now();
      const { stored } = await this.opts.repo.touchObject(sha256, size, now);
      if (!stored) {
        await this.opts.storage.put(sha256, tmp, size, mimeType);
        await this.opts.repo.objectStored(sha256, this.ctx.clock.now());
      }
      await this.opts.repo.markStored(row, { sha256, size, mimeType, attempts, now: this.ctx.clock.now() });
    } finally {
      await rm(tmp, { force: true });
    }
  }
}
