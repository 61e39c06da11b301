/**
 * A photo's web size as a JPEG (6.10: "Download photo" saved a `.webp`, which many phones' galleries and
 * messaging apps do not open). Made on request from the stored WebP with sharp, through a URL this server signs
 * (whatever the storage: local disk or a bucket), valid as long as the gallery's other photo URLs.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PHOTO_NOT_FOUND } from '../../lib/contracts/photos';
import { photos, type Photo } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { decodeDownloadName } from '../media/localStorage';
import { contentDisposition, expiryIsLive, mediaUrlSecret, sameSignature, signingWindow, signParts } from '../media/signing';
import { MediaNotFoundError, type MediaStorage } from '../media/storage';
import type { PhotoFile } from './files';
import { LINK_INVALID } from './files';

/** The route that answers the JPEG (pages/api/photo/jpeg/[photoId].ts). */
export const PHOTO_JPEG_ROUTE = '/api/photo/jpeg';
/** JPEG quality of the conversion: visually the same as the web size, a third of a PNG. */
export const PHOTO_JPEG_QUALITY = 90;
const PURPOSE = 'photo-jpeg';

/** The download name of a photo's JPEG: its own name with `.jpg`. */
export function jpegFileName(fileName: string): string {
  return `${path.parse(fileName).name || 'photo'}.jpg`;
}

const signatureOf = (secret: string, photoId: string, expires: number, download: string) =>
  signParts(secret, PURPOSE, [photoId, expires, download]);

/** A signed URL of the JPEG of `photo`, valid for `expiresInSeconds` (cut to 15 minutes, as every photo URL). */
export function signedJpegUrl(
  photo: Pick<Photo, 'id' | 'fileName'>,
  { expiresInSeconds, now }: { expiresInSeconds: number; now: Date },
  secret = mediaUrlSecret(),
): string {
  const { expiresAt } = signingWindow(now, expiresInSeconds);
  const download = Buffer.from(jpegFileName(photo.fileName), 'utf8').toString('base64url');
  const query = new URLSearchParams({
    expires: String(expiresAt),
    download,
    signature: signatureOf(secret, photo.id, expiresAt, download),
  });
  return `${PHOTO_JPEG_ROUTE}/${photo.id}?${query.toString()}`;
}

/**
 * Opens the JPEG a signed URL names: checks the signature (constant time) and expiry first, then converts the
 * stored web size as it streams. Headers: `image/jpeg`, a private cache no longer than the URL, `nosniff`, and an
 * attachment under the signed `.jpg` name.
 * @throws HttpError 403 (`LINK_INVALID`) for a wrong, tampered or expired signature; 404 for a photo (or file) that no
 *   longer exists.
 */
export async function openPhotoJpeg(
  db: Db,
  storage: MediaStorage,
  request: { photoId: string; expires: number; signature: string; download?: string; now: Date },
  secret = mediaUrlSecret(),
): Promise<PhotoFile> {
  const { photoId, expires, signature, download = '', now } = request;
  const authentic = sameSignature(signature, signatureOf(secret, photoId, expires, download));
  if (!authentic || !expiryIsLive(expires, now)) throw new HttpError(403, LINK_INVALID);
  const [photo] = await db.select().from(photos).where(eq(photos.id, photoId)).limit(1);
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  let source;
  try {
    source = await storage.get(photo.webKey);
  } catch (error) {
    if (error instanceof MediaNotFoundError) throw notFound(PHOTO_NOT_FOUND);
    throw error;
  }
  const body = source.body.pipe(sharp().jpeg({ quality: PHOTO_JPEG_QUALITY }));
  const secondsLeft = Math.max(0, expires - Math.floor(now.getTime() / 1000));
  const name = decodeDownloadName(download) ?? jpegFileName(photo.fileName);
  return {
    object: { body, contentType: 'image/jpeg' },
    headers: {
      'Content-Type': 'image/jpeg',
      'Cache-Control': `private, max-age=${secondsLeft}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': contentDisposition(name),
    },
  };
}
