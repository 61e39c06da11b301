/**
 * The gallery as one zip: streamed with `archiver` (stored, not compressed: JPEG and
 * WebP do not shrink), photos in their gallery order, the web-size WebP files (no location in them) or, for
 * the owner only, the originals. A browser download cannot send the bearer header, so the owner can also
 * get a signed link valid for 15 minutes.
 */
import path from 'node:path';
import type { Writable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { GALLERY_NOT_FOUND } from '../../lib/contracts/photos';
import type { Order, Photo } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { lockBucket, recordHit, secondsUntilFree, tooManyRequests, type WindowLimit } from '../http/rateLimit';
import { logger } from '../logger';
import { expiryIsLive, MAX_SIGNATURE_SECONDS, mediaUrlSecret, sameSignature, signParts } from '../media/signing';
import { MediaNotFoundError, type MediaStorage } from '../media/storage';
import { findPhotographyOrder, galleryAccess, ownedGalleryOrder } from './access';
import { listOrderPhotos, webFileName } from './photos';

/** The route of the zip (its links are relative to the API's origin). */
export const ZIP_ROUTE = '/api/photo/zip';
/** Zips one client IP may start per hour (a gallery of originals is gigabytes). */
export const ZIP_LIMIT: WindowLimit = { max: 30, windowSeconds: 60 * 60 };

const PURPOSE = 'gallery-zip';

/** The signature of a zip link: the order, originals or not, and the expiry (unix seconds). */
export function zipToken(
  secret: string,
  { orderId, originals, expires }: { orderId: string; originals: boolean; expires: number },
): string {
  return signParts(secret, PURPOSE, [orderId, originals ? 1 : 0, expires]);
}

/**
 * A download link of the customer's gallery zip that needs no header (POST /api/photo/zip-link):
 * `/api/photo/zip?orderId=&originals=0|1&expires=&token=`, valid 15 minutes.
 * @throws HttpError 404 (`GALLERY_NOT_FOUND`) for an order that is not the customer's photography order.
 */
export async function createZipLink(
  db: Db,
  {
    orderId,
    userId,
    originals,
    now,
    secret = mediaUrlSecret(),
  }: { orderId: string; userId: string; originals: boolean; now: Date; secret?: string },
): Promise<{ url: string; expiresAt: string }> {
  await ownedGalleryOrder(db, { orderId, userId });
  const expires = Math.floor(now.getTime() / 1000) + MAX_SIGNATURE_SECONDS;
  const query = new URLSearchParams({
    orderId,
    originals: originals ? '1' : '0',
    expires: String(expires),
    token: zipToken(secret, { orderId, originals, expires }),
  });
  return { url: `${ZIP_ROUTE}?${query.toString()}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/** Who asks for a zip: the parsed query and the caller's user (bearer token), if any. */
export interface ZipRequest {
  /** Optional with `share` (the link's order). */
  orderId?: string;
  originals: boolean;
  share?: string;
  token?: string;
  expires?: number;
  userId?: string;
  now: Date;
}

/**
 * The order of a zip request, if the caller may have it: a signed link (its own order and
 * originals flag), else the owner, else a guest with a live share link (web size only).
 * @throws HttpError 404 (`GALLERY_NOT_FOUND`) for anyone else, a wrong or expired link; 403 for originals
 *   asked through a share link.
 */
export async function zipOrder(db: Db, request: ZipRequest, secret = mediaUrlSecret()): Promise<Order> {
  const { orderId, originals, token, expires, now } = request;
  if (token !== undefined || expires !== undefined) {
    if (orderId === undefined || token === undefined || expires === undefined) throw notFound(GALLERY_NOT_FOUND);
    const authentic = sameSignature(token, zipToken(secret, { orderId, originals, expires }));
    if (!authentic || !expiryIsLive(expires, now)) throw notFound(GALLERY_NOT_FOUND);
    // the signature stands for the owner, who asked for the link
    const order = await findPhotographyOrder(db, orderId);
    if (!order) throw notFound(GALLERY_NOT_FOUND);
    return order;
  }
  const access = await galleryAccess(db, { orderId, userId: request.userId, shareToken: request.share, now });
  if (access.readOnly && originals) throw new HttpError(403, 'A share link downloads the web-size photos only.');
  return access.order;
}

/**
 * Counts one zip for the client IP `ip` (at most `ZIP_LIMIT`, 30 an hour).
 * @throws HttpError 429 with Retry-After beyond it.
 */
export async function countZipDownload(db: Db, ip: string, now: Date): Promise<void> {
  const bucket = `gallery-zip:${ip}`;
  const wait = await db.transaction(async (tx) => {
    await lockBucket(tx, bucket);
    const seconds = await secondsUntilFree(tx, bucket, ZIP_LIMIT, now);
    if (seconds === 0) await recordHit(tx, bucket, ZIP_LIMIT, now);
    return seconds;
  });
  if (wait > 0) throw tooManyRequests('Too many gallery downloads from this address.', wait, now);
}

/** The name of a zip entry: the gallery position (zero-padded, so names sort in order and never collide) and the photo's name. */
export function zipEntryName(photo: Pick<Photo, 'fileName' | 'originalKey'>, index: number, count: number, originals: boolean): string {
  const number = String(index + 1).padStart(Math.max(3, String(count).length), '0');
  if (!originals) return `${number}-${webFileName(photo.fileName)}`;
  const extension = path.extname(photo.originalKey);
  const base = path.parse(photo.fileName).name || 'photo';
  return `${number}-${base}${extension}`;
}

/** What `prepareGalleryZip` found: the file name and the photos to write. */
export interface GalleryZip {
  fileName: string;
  photos: Photo[];
  originals: boolean;
}

/**
 * Everything a zip answer needs before its first byte: the caller's right to it (`zipOrder`), the client
 * IP's hourly count and the photos in order.
 * @throws HttpError 404, 403 as `zipOrder`; 404 for a gallery without photos; 429 beyond the hourly count.
 */
export async function prepareGalleryZip(db: Db, request: ZipRequest & { ip: string }, secret = mediaUrlSecret()): Promise<GalleryZip> {
  const order = await zipOrder(db, request, secret);
  const photos = await listOrderPhotos(db, order.id);
  if (photos.length === 0) throw notFound('There are no photos in this gallery yet.');
  await countZipDownload(db, request.ip, request.now);
  return { fileName: `photos-${order.orderNumber}.zip`, photos, originals: request.originals };
}

/**
 * Writes the zip of `zip.photos` to `output`, one photo at a time (each read from storage only when the
 * previous one is in), stored uncompressed. A photo missing from storage is left out (logged by id); a
 * closed `output` stops the work.
 * @returns how many photos went in.
 * @throws the storage's or archiver's error (the caller ends the broken response).
 */
export async function writeGalleryZip(storage: MediaStorage, zip: GalleryZip, output: Writable): Promise<number> {
  const archive = new ZipArchive({ store: true });
  let failure: unknown;
  let closed = false;
  const onClose = () => {
    closed = true;
    archive.abort();
  };
  output.once('close', onClose);
  archive.on('error', (error) => {
    failure ??= error;
  });
  archive.on('warning', (warning) => logger.warn({ err: warning }, 'zip warning'));
  archive.pipe(output);
  let written = 0;
  try {
    for (const [index, photo] of zip.photos.entries()) {
      if (closed || failure !== undefined) break;
      let object;
      try {
        object = await storage.get(zip.originals ? photo.originalKey : photo.webKey);
      } catch (error) {
        if (!(error instanceof MediaNotFoundError)) throw error;
        logger.warn({ photoId: photo.id }, 'photo file missing from storage: left out of the zip');
        continue;
      }
      const entered = new Promise<void>((resolve, reject) => {
        const onEntry = () => {
          archive.off('error', onError);
          resolve();
        };
        const onError = (error: unknown) => {
          archive.off('entry', onEntry);
          reject(error instanceof Error ? error : new Error(String(error)));
        };
        archive.once('entry', onEntry);
        archive.once('error', onError);
        object.body.once('error', onError);
      });
      archive.append(object.body, { name: zipEntryName(photo, index, zip.photos.length, zip.originals), date: photo.createdAt });
      await entered;
      written += 1;
    }
    if (failure !== undefined) throw failure;
    if (!closed) await archive.finalize();
    return written;
  } finally {
    output.off('close', onClose);
  }
}
