/**
 * One photo file through a signed URL (local disk storage): the signature and expiry are
 * checked in constant time before anything is looked up, then the bytes stream with their type and a
 * private cache lifetime no longer than the URL's.
 */
import { eq } from 'drizzle-orm';
import { PHOTO_NOT_FOUND } from '../../lib/contracts/photos';
import { eventWallItems, photos } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { decodeDownloadName, verifyLocalFileGrant } from '../media/localStorage';
import { contentDisposition, mediaUrlSecret } from '../media/signing';
import { MediaNotFoundError, type MediaObject, type MediaStorage, type PhotoVariant } from '../media/storage';

/** A file ready to stream: its bytes and the headers of the answer. */
export interface PhotoFile {
  object: MediaObject;
  headers: Record<string, string>;
}

/** The one answer to a URL we did not sign, or signed for a time that is over. */
export const LINK_INVALID = 'This photo link has expired or is not valid: reload the gallery.';

/**
 * Opens the photo file a signed URL names (GET /api/photo/file/{photoId}/{variant}).
 * Headers: its content type (`image/webp` for the renditions, the original's own type), length,
 * `Cache-Control: private, max-age=<seconds left>`, `X-Content-Type-Options: nosniff`, and
 * `Content-Disposition` (attachment under the signed name, else inline).
 * @throws HttpError 403 (`LINK_INVALID`) for a wrong, tampered or expired signature; 404 for a photo (or
 *   file) that no longer exists.
 */
export async function openPhotoFile(
  db: Db,
  storage: MediaStorage,
  request: { photoId: string; variant: PhotoVariant; expires: number; signature: string; download?: string; now: Date },
  secret = mediaUrlSecret(),
): Promise<PhotoFile> {
  const { photoId, variant, expires, signature, download, now } = request;
  if (!verifyLocalFileGrant(secret, { photoId, variant, expires, download }, signature, now)) throw new HttpError(403, LINK_INVALID);
  const [photo] = await db.select().from(photos).where(eq(photos.id, photoId)).limit(1);
  // not a gallery photo: an event wall photo, signed the same way, renditions only
  const [wall] = photo ? [] : await db.select().from(eventWallItems).where(eq(eventWallItems.id, photoId)).limit(1);
  const key = photo
    ? variant === 'original'
      ? photo.originalKey
      : variant === 'thumb'
        ? photo.thumbKey
        : photo.webKey
    : variant === 'thumb'
      ? wall?.thumbKey
      : variant === 'web'
        ? wall?.webKey
        : null;
  if (!key) throw notFound(PHOTO_NOT_FOUND);
  let object: MediaObject;
  try {
    object = await storage.get(key);
  } catch (error) {
    if (error instanceof MediaNotFoundError) throw notFound(PHOTO_NOT_FOUND);
    throw error;
  }
  const secondsLeft = Math.max(0, expires - Math.floor(now.getTime() / 1000));
  const name = decodeDownloadName(download);
  const headers: Record<string, string> = {
    'Content-Type': variant === 'original' && photo ? photo.contentType : 'image/webp',
    'Cache-Control': `private, max-age=${secondsLeft}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': name ? contentDisposition(name) : 'inline',
  };
  if (object.bytes !== undefined) headers['Content-Length'] = String(object.bytes);
  return { object, headers };
}
