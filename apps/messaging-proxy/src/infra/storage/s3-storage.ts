import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ByteRange } from '../../domain/stored-media';
import { objectPath, type MediaStorage, type StoredObject } from './media-storage';

/** Options of {@link S3MediaStorage} (MEDIA_S3_* settings). */
export interface S3MediaStorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, ...); unset: AWS. */
  endpoint?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Static credentials; unset: the SDK's default chain (environment, web identity, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Key prefix inside the bucket (e.g. `media/`). */
  prefix: string;
}

/** Media objects in an S3-compatible bucket through the AWS SDK v3: production's storage. */
export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;

  constructor(private readonly opts: S3MediaStorageOptions) {
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      credentials: opts.credentials,
      // Checksums only where S3 requires them: the default (CRC32 trailers in aws-chunked uploads)
      // is not understood by many S3-compatible servers, which then store the chunk framing as the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private keyOf(key: string): string {
    return `${this.opts.prefix}${objectPath(key)}`;
  }

  async put(key: string, path: string, size: number, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.opts.bucket, Key: this.keyOf(key), Body: createReadStream(path), ContentLength: size, ContentType: contentType }),
    );
  }

  async open(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    try {
      const r = await this.client.send(
        new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      if (!r.Body) return undefined;
      // A ranged read answers `Content-Range: bytes 0-9/1234`: the object's size is after the slash.
      const total = range ? Number(/\/(\d+)$/.exec(r.ContentRange ?? '')?.[1]) : r.ContentLength;
      return { body: r.Body as Readable, size: Number.isFinite(total) ? Number(total) : 0 };
    } catch (err) {
      if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: this.keyOf(key) }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
