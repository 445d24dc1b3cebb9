import type { Readable } from 'node:stream';
import type { ByteRange } from '../../domain/stored-media';

/** A stored object opened for reading. */
export interface StoredObject {
  /** The bytes (of `range` when one was asked for), streamed. */
  body: Readable;
  /** Size in bytes of the whole object. */
  size: number;
}

/**
 * Where inbound media bytes are kept (decision 0251): one object per content, keyed by its SHA-256
 * (hex). Two backends: the filesystem (`filesystem-storage.ts`, the all-in-one's default under
 * DATA_DIR) and S3-compatible (`s3-storage.ts`, production).
 */
export interface MediaStorage {
  /** Stores the file at `path` (already complete on disk) as `key`; idempotent (the same key holds the same bytes). */
  put(key: string, path: string, size: number, contentType: string): Promise<void>;
  /** Opens `key` (only `range` of it, when given), or undefined when it is not stored. */
  open(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Deletes `key`; a missing key is no error. */
  delete(key: string): Promise<void>;
  /** Releases clients and sockets. */
  close(): Promise<void>;
}

/** Whether `key` is a SHA-256 in lower-case hex: the only keys the storage takes (no path tricks). */
export function isObjectKey(key: string): boolean {
  return /^[0-9a-f]{64}$/.test(key);
}

/** `ab/cd/abcd…`: the object path of a key (two fan-out levels, so no directory grows too large). */
export function objectPath(key: string): string {
  if (!isObjectKey(key)) throw new Error('media storage: the key must be a SHA-256 in hex');
  return `${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`;
}
