/**
 * What every media store shares (spec section "Gallery"): the store's interface, its errors and signed URLs, and
 * the keys of photo renditions. Apart from server/media/storage.ts so that the adapters (localStorage.ts,
 * s3Storage.ts) import these without importing the module that chooses and loads them.
 */
import type { Readable } from 'node:stream';
import { PHOTO_VARIANT_NAMES } from '../../lib/contracts/photos';

/** The renditions of a photo: the file as uploaded, a 400 px WebP thumbnail and a 1600 px WebP web size. */
export const PHOTO_VARIANTS = PHOTO_VARIANT_NAMES;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/** Longest validity of a signed URL, in seconds (at most 15 minutes). */
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
// `orders/` keys are gallery photos; `events/{eventId}/{itemId}/` keys are event wall photos, signed alike
const PHOTO_KEY = new RegExp(`^(?:orders|events)/(${UUID})/(${UUID})/(original|thumb|web)\\.(jpg|png|webp|heic)$`);

/**
 * The storage key of a photo's rendition: `orders/{orderId}/{photoId}/original.{extension}`, `.../thumb.webp`
 * or `.../web.webp`. Unguessable because the photo id is a random uuid, and private anyway.
 * @param extension of the original (`jpg`, `png`, `webp`, `heic`); the renditions are always WebP.
 */
export function photoKey(orderId: string, photoId: string, variant: PhotoVariant, extension = 'jpg'): string {
  return `orders/${orderId}/${photoId}/${variant === 'original' ? `original.${extension}` : `${variant}.webp`}`;
}

/**
 * The event wall's key of a photo rendition: `events/{eventId}/{itemId}/thumb.webp` or
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
