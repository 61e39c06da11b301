/**
 * The media storage adapter (issue 14 "Gallery"): one interface over the local disk (`MEDIA_DIR`, the default)
 * and any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO; `MEDIA_S3_*`). Objects are private: they are read
 * only through short-lived signed URLs (at most 15 minutes), never through a public or guessable path.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PHOTO_VARIANT_NAMES } from '../../lib/contracts/photos';
import { getConfig, type ServerConfig } from '../config';
import { mediaUrlSecret } from './signing';

/** The renditions of a photo: the file as uploaded, a 400 px WebP thumbnail and a 1600 px WebP web size. */
export const PHOTO_VARIANTS = PHOTO_VARIANT_NAMES;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/** Longest validity of a signed URL, in seconds (issue 14: at most 15 minutes). */
export const MAX_SIGNED_URL_SECONDS = 15 * 60;

/** What `signedUrl` gives: the URL and the instant it stops working. */
export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

/** Options of `signedUrl`. */
export interface SignedUrlOptions {
  /** Validity in seconds, 1 to `MAX_SIGNED_URL_SECONDS` (longer is cut to it). */
  expiresInSeconds: number;
  /** Served as an attachment under this name (Content-Disposition); inline otherwise. */
  downloadName?: string;
  /** The clock (tests). */
  now?: Date;
}

/** An object read back: its bytes as a stream, its type and (when known) its length in bytes. */
export interface MediaObject {
  body: Readable;
  contentType: string;
  bytes?: number;
}

/** An object that is not in the store (`get` of a missing key). */
export class MediaNotFoundError extends Error {
  constructor(readonly key: string) {
    super('media object not found');
    this.name = 'MediaNotFoundError';
  }
}

/**
 * One media store. Keys are ours (`photoKey`), never a client's. Every method throws the store's own error
 * on an I/O failure (a 500 for the caller), and `get` throws `MediaNotFoundError` for a missing key.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key` (replacing it), private. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Opens `key` for reading. @throws MediaNotFoundError when it does not exist. */
  get(key: string): Promise<MediaObject>;
  /** Deletes `key` (a missing key is not an error). */
  delete(key: string): Promise<void>;
  /** A URL that reads `key` for at most `expiresInSeconds` (≤ 900). */
  signedUrl(key: string, options: SignedUrlOptions): Promise<SignedUrl>;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// `orders/` keys are gallery photos; `events/{eventId}/{itemId}/` keys are event wall photos (issue 21), signed alike
const PHOTO_KEY = new RegExp(`^(?:orders|events)/(${UUID})/(${UUID})/(original|thumb|web)\\.(jpg|png|webp|heic)$`);

/**
 * The storage key of a photo's rendition: `orders/{orderId}/{photoId}/original.{extension}`, `.../thumb.webp`
 * or `.../web.webp` (issue 14). Unguessable because the photo id is a random uuid, and private anyway.
 * @param extension of the original (`jpg`, `png`, `webp`, `heic`); the renditions are always WebP.
 */
export function photoKey(orderId: string, photoId: string, variant: PhotoVariant, extension = 'jpg'): string {
  return `orders/${orderId}/${photoId}/${variant === 'original' ? `original.${extension}` : `${variant}.webp`}`;
}

/**
 * The event wall's key of a photo rendition (issue 21 "Guest" 5): `events/{eventId}/{itemId}/thumb.webp` or
 * `.../web.webp`; the wall keeps no original (so no EXIF).
 */
export function wallPhotoKey(eventId: string, itemId: string, variant: 'thumb' | 'web'): string {
  return `events/${eventId}/${itemId}/${variant}.webp`;
}

/** The order (or event, for a wall photo), photo and rendition a key of `photoKey` names, or null for any other string. */
export function parsePhotoKey(key: string): { orderId: string; photoId: string; variant: PhotoVariant } | null {
  const match = PHOTO_KEY.exec(key);
  if (!match) return null;
  return { orderId: match[1]!, photoId: match[2]!, variant: match[3] as PhotoVariant };
}

/** The S3 settings that must all be set once any is (issue 14: a half-configured bucket stops the server). */
export const MEDIA_S3_REQUIRED = ['MEDIA_S3_BUCKET', 'MEDIA_S3_REGION', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const;

/**
 * What stops the server from starting (issue 14), each naming its variables: a partly configured bucket
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
