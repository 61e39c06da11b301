/**
 * The media storage adapter: one interface over the local disk (`MEDIA_DIR`, the default)
 * and any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO; `MEDIA_S3_*`). Objects are private: they are read
 * only through short-lived signed URLs (at most 15 minutes), never through a public or guessable path.
 */
import path from 'node:path';
import { getConfig, type ServerConfig } from '../config';
import type { MediaStorage } from './objects';
import { mediaUrlSecret } from './signing';

// the shared shapes and keys, for the callers that have always imported them from here
export {
  MAX_SIGNED_URL_SECONDS,
  MediaNotFoundError,
  parsePhotoKey,
  PHOTO_VARIANTS,
  photoKey,
  wallPhotoKey,
  type MediaObject,
  type MediaStorage,
  type PhotoVariant,
  type SignedUrl,
  type SignedUrlOptions,
} from './objects';

/** The S3 settings that must all be set once any is (a half-configured bucket stops the server). */
export const MEDIA_S3_REQUIRED = ['MEDIA_S3_BUCKET', 'MEDIA_S3_REGION', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const;

/**
 * What stops the server from starting, each naming its variables: a partly configured bucket
 * (any of `MEDIA_S3_BUCKET`, `_REGION`, `_ENDPOINT`, `_ACCESS_KEY_ID`, `_SECRET_ACCESS_KEY` set without all
 * of the required four). Checked in every environment: a half-set bucket is a mistake, never a default.
 */
export function mediaStartupProblems(config: ServerConfig): string[] {
  const anySet = [...MEDIA_S3_REQUIRED, 'MEDIA_S3_ENDPOINT' as const].some((name) => Boolean(config[name]));
  if (!anySet) return [];
  const missing = MEDIA_S3_REQUIRED.filter((name) => !config[name]);
  if (missing.length === 0) return [];
  return [
    `MEDIA_S3_* is only partly set: ${missing.join(', ')} missing (set all of ${MEDIA_S3_REQUIRED.join(', ')}, or none for the local disk)`,
  ];
}

let cached: { config: ServerConfig; storage: Promise<MediaStorage> } | undefined;

async function createConfiguredStorage(config: ServerConfig): Promise<MediaStorage> {
  const problems = mediaStartupProblems(config);
  if (problems.length > 0) throw new Error(problems.join('; '));
  if (config.MEDIA_S3_BUCKET) {
    // loaded only when a bucket is configured: the SDK is large and a local install never needs it
    const { createS3Storage, s3ClientFromConfig } = await import('./s3Storage');
    return createS3Storage({ client: s3ClientFromConfig(config), bucket: config.MEDIA_S3_BUCKET });
  }
  const { createLocalStorage } = await import('./localStorage');
  return createLocalStorage({
    dir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.MEDIA_DIR),
    secret: mediaUrlSecret(config),
  });
}

/**
 * The media store of this process, chosen by the configuration: an S3-compatible bucket when `MEDIA_S3_BUCKET`
 * is set, else the local disk at `MEDIA_DIR` (default `.data/media`). Made again when the configuration is
 * re-read (tests).
 * @throws Error for a partly configured bucket (the start-up check reports it first), or in production
 *   without `MEDIA_URL_SECRET` nor `JWT_SECRET` to sign local URLs with.
 */
export function getMediaStorage(): Promise<MediaStorage> {
  const config = getConfig();
  if (!cached || cached.config !== config) {
    const storage = createConfiguredStorage(config);
    cached = { config, storage };
    storage.catch(() => {
      if (cached?.storage === storage) cached = undefined;
    });
  }
  return cached.storage;
}
