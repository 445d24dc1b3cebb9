import { join } from 'node:path';
import type { Config } from '../../config';
import { FilesystemMediaStorage } from './filesystem-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-storage';

/**
 * The media storage MEDIA_STORAGE names (decision 0251), or undefined for `none`. `filesystem` keeps
 * objects under MEDIA_STORAGE_DIR (default `<DATA_DIR>/media`); `s3` needs MEDIA_S3_BUCKET and both
 * static credentials or neither (the SDK's default chain then).
 */
export function mediaStorageFromConfig(config: Config): MediaStorage | undefined {
  switch (config.MEDIA_STORAGE) {
    case 'none':
      return undefined;
    case 'filesystem':
      return new FilesystemMediaStorage(config.MEDIA_STORAGE_DIR ?? join(config.DATA_DIR, 'media'));
    case 's3': {
      if (!config.MEDIA_S3_BUCKET) throw new Error('MEDIA_STORAGE=s3 needs MEDIA_S3_BUCKET');
      const id = config.MEDIA_S3_ACCESS_KEY_ID;
      const secret = config.MEDIA_S3_SECRET_ACCESS_KEY;
      if (Boolean(id) !== Boolean(secret)) throw new Error('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY are set together or not at all');
      return new S3MediaStorage({
        bucket: config.MEDIA_S3_BUCKET,
        region: config.MEDIA_S3_REGION,
        endpoint: config.MEDIA_S3_ENDPOINT,
        forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
        credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
        prefix: config.MEDIA_S3_PREFIX,
      });
    }
  }
}
