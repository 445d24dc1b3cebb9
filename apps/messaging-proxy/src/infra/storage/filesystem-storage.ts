import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ByteRange } from '../../domain/stored-media';
import { objectPath, type MediaStorage, type StoredObject } from './media-storage';

/**
 * Media objects as files under `root` (`root/ab/cd/<sha256>`): the all-in-one's storage, under
 * DATA_DIR. A put copies to a temporary name beside the target and renames it, so a reader never
 * sees half a file.
 */
export class FilesystemMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  async put(key: string, path: string): Promise<void> {
    const target = join(this.root, objectPath(key));
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${randomUUID()}.tmp`;
    try {
      await copyFile(path, tmp);
      await rename(tmp, target);
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async open(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const file = join(this.root, objectPath(key));
    try {
      const s = await stat(file);
      return { body: createReadStream(file, range ? { start: range.start, end: range.end } : {}), size: s.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.root, objectPath(key)), { force: true });
  }

  async close(): Promise<void> {}
}
