/**
 * The photos of a gallery: pages of thumbnails with signed URLs, the customer's
 * galleries, favourites up to the package's edited-photo count, and edit requests on favourites.
 */
import path from 'node:path';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_TYPE } from '../../lib/constants';
import { PHOTO_NOT_FOUND, type GalleryPhoto, type GallerySummary, type ThumbnailsPage } from '../../lib/contracts/photos';
import { advisoryXactLock } from '../db/locks';
import { orders, photos, type Order, type Photo } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { PHOTO_FORMATS } from '../media/images';
import { MAX_SIGNED_URL_SECONDS, type MediaStorage } from '../media/storage';
import { favouriteLimitOf } from '../../lib/gallery';
import { galleryAccess, serviceOf } from './access';
import { signedJpegUrl } from './jpeg';

/** Validity of the photo URLs of an answer, in seconds (at most 15 minutes; reused for 5). */
export const PHOTO_URL_SECONDS = MAX_SIGNED_URL_SECONDS;

/** The download name of a photo's web size: its own name with `.webp`. */
export function webFileName(fileName: string): string {
  const base = path.parse(fileName).name || 'photo';
  return `${base}.webp`;
}

/**
 * The download name of an original: its own name with the extension of the content type detected at
 * upload (a JPEG/HTML polyglot uploaded as `polyglot.html` downloads as `polyglot.jpg`,
 * so no browser or file manager treats it as a page). `photo` for an unknown type's base.
 */
export function originalFileName(fileName: string, contentType: string): string {
  const base = path.parse(fileName).name || 'photo';
  const format = Object.values(PHOTO_FORMATS).find((f) => f.contentType === contentType);
  return `${base}.${format?.extension ?? 'bin'}`;
}

/**
 * A photo as the gallery shows it: its signed thumbnail and web-size URLs (the web size downloads under its
 * name) and, for the owner only (`withOriginal`), the original as uploaded (with its EXIF: the customer's choice),
 * as an attachment named with its detected type's extension.
 */
export async function toGalleryPhoto(storage: MediaStorage, photo: Photo, now: Date, { withOriginal = true } = {}): Promise<GalleryPhoto> {
  const [thumb, web, original] = await Promise.all([
    storage.signedUrl(photo.thumbKey, { expiresInSeconds: PHOTO_URL_SECONDS, now }),
    storage.signedUrl(photo.webKey, { expiresInSeconds: PHOTO_URL_SECONDS, downloadName: webFileName(photo.fileName), now }),
    withOriginal
      ? storage.signedUrl(photo.originalKey, {
          expiresInSeconds: PHOTO_URL_SECONDS,
          downloadName: originalFileName(photo.fileName, photo.contentType),
          now,
        })
      : Promise.resolve(null),
  ]);
  return {
    _id: photo.id,
    fileName: photo.fileName,
    width: photo.width,
    height: photo.height,
    thumbUrl: thumb.url,
    webUrl: web.url,
    jpegUrl: signedJpegUrl(photo, { expiresInSeconds: PHOTO_URL_SECONDS, now }),
    originalUrl: original?.url ?? null,
    favourite: photo.favourite,
    editRequest: photo.editRequest,
  };
}

const favouriteCount = sql<number>`count(*) filter (where ${photos.favourite})`.mapWith(Number);

/** How many photos an order's gallery has, and how many of them are favourites. */
export async function galleryCounts(db: Db, orderId: string): Promise<{ total: number; favourites: number }> {
  const [row] = await db.select({ total: count(), favourites: favouriteCount }).from(photos).where(eq(photos.orderId, orderId));
  return { total: row?.total ?? 0, favourites: row?.favourites ?? 0 };
}

/** Every photo of an order in gallery order (position, then id). */
export async function listOrderPhotos(db: Db, orderId: string): Promise<Photo[]> {
  return db.select().from(photos).where(eq(photos.orderId, orderId)).orderBy(asc(photos.position), asc(photos.id));
}

/**
 * One page of an order's gallery (`GET /api/photo/thumbnailsWithinProject`) for its owner
 * (`userId`) or a guest with a live share token (`readOnly`; `orderId` optional then): thumbnails in position order with URLs signed
 * for at most 15 minutes, the pagination (`totalPages` is 0 for an empty gallery; a page past the end is
 * empty) and what the page shows of the order.
 * @throws HttpError 404 (`GALLERY_NOT_FOUND`) for anyone else, whatever the reason.
 */
export async function thumbnailsPage(
  db: Db,
  storage: MediaStorage,
  query: { orderId?: string; page: number; limit: number; userId?: string; shareToken?: string; now: Date },
): Promise<ThumbnailsPage> {
  const { order, readOnly } = await galleryAccess(db, query);
  const { page, limit, now } = query;
  const [counts, rows] = await Promise.all([
    galleryCounts(db, order.id),
    db
      .select()
      .from(photos)
      .where(eq(photos.orderId, order.id))
      .orderBy(asc(photos.position), asc(photos.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const shown = await Promise.all(rows.map((photo) => toGalleryPhoto(storage, photo, now, { withOriginal: !readOnly })));
  return {
    // a guest sees the photos, never the host's favourites or the notes of their edit requests
    thumbnails: readOnly ? shown.map((photo) => ({ ...photo, favourite: false, editRequest: null })) : shown,
    pagination: { currentPage: page, totalPages: Math.ceil(counts.total / limit), totalItems: counts.total, limit },
    order: {
      orderNumber: order.orderNumber,
      eventDate: order.eventDate,
      favouriteLimit: favouriteLimitOf(order),
      favourites: readOnly ? 0 : counts.favourites,
      readOnly,
    },
  };
}

/**
 * The customer's galleries (`GET /api/photo/galleries`): photography orders with at least one
 * photo, newest event first, each with its count, favourites, limit and the first photo's signed thumbnail.
 */
export async function listGalleries(
  db: Db,
  storage: MediaStorage,
  { userId, now }: { userId: string; now: Date },
): Promise<GallerySummary[]> {
  const rows = await db
    .select({ order: orders, photoCount: count(photos.id), favourites: favouriteCount })
    .from(orders)
    .innerJoin(photos, eq(photos.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.orderType, ORDER_TYPE.PHOTOGRAPHY)))
    .groupBy(orders.id)
    .orderBy(desc(orders.eventDate), desc(orders.createdAt));
  if (rows.length === 0) return [];
  const covers = await db
    .selectDistinctOn([photos.orderId], { orderId: photos.orderId, thumbKey: photos.thumbKey })
    .from(photos)
    .where(
      inArray(
        photos.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(photos.orderId, asc(photos.position), asc(photos.id));
  const coverOf = new Map(covers.map((cover) => [cover.orderId, cover.thumbKey]));
  return Promise.all(
    rows.map(async ({ order, photoCount, favourites }) => {
      const cover = coverOf.get(order.id);
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        service: serviceOf(order),
        eventDate: order.eventDate,
        photoCount,
        coverThumbUrl: cover ? (await storage.signedUrl(cover, { expiresInSeconds: PHOTO_URL_SECONDS, now })).url : null,
        favouriteLimit: favouriteLimitOf(order),
        favourites,
      };
    }),
  );
}

/**
 * Runs `change` on one of the customer's photos under its order's favourites lock (so two tabs cannot pass
 * the limit together), with the photo as it is once locked.
 * @throws HttpError 404 (`PHOTO_NOT_FOUND`) for an unknown photo or another customer's.
 */
async function withOwnedPhoto<T>(
  db: Db,
  { photoId, userId }: { photoId: string; userId: string },
  change: (tx: Db, photo: Photo, order: Order) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: photos.orderId })
      .from(photos)
      .innerJoin(orders, eq(orders.id, photos.orderId))
      .where(and(eq(photos.id, photoId), eq(orders.userId, userId), eq(orders.orderType, ORDER_TYPE.PHOTOGRAPHY)))
      .limit(1);
    if (!found) throw notFound(PHOTO_NOT_FOUND);
    await advisoryXactLock(tx, `gallery:favourites:${found.orderId}`);
    const [row] = await tx
      .select({ photo: photos, order: orders })
      .from(photos)
      .innerJoin(orders, eq(orders.id, photos.orderId))
      .where(eq(photos.id, photoId));
    if (!row) throw notFound(PHOTO_NOT_FOUND);
    return change(tx, row.photo, row.order);
  });
}

/**
 * Marks (or unmarks) one of the customer's photos as a favourite for editing, up to the order's
 * limit (its package's edited-photo count). Unmarking drops the photo's edit request: only favourites are edited.
 * @returns the photo as the gallery shows it.
 * @throws HttpError 404 for an unknown photo or another customer's; 409 "You can choose up to N favourites
 *   for editing." when marking one more would pass the limit.
 */
export async function setFavourite(
  db: Db,
  storage: MediaStorage,
  { photoId, userId, favourite, now }: { photoId: string; userId: string; favourite: boolean; now: Date },
): Promise<GalleryPhoto> {
  const updated = await withOwnedPhoto(db, { photoId, userId }, async (tx, photo, order) => {
    if (favourite === photo.favourite) return photo;
    if (favourite) {
      const limit = favouriteLimitOf(order);
      const [marked] = await tx
        .select({ n: count() })
        .from(photos)
        .where(and(eq(photos.orderId, order.id), eq(photos.favourite, true)));
      if ((marked?.n ?? 0) >= limit) throw new HttpError(409, `You can choose up to ${limit} favourites for editing.`);
    }
    const [row] = await tx
      .update(photos)
      .set(favourite ? { favourite: true } : { favourite: false, editRequest: null, editRequestedAt: null })
      .where(eq(photos.id, photo.id))
      .returning();
    return row!;
  });
  return toGalleryPhoto(storage, updated, now);
}

/**
 * Records the customer's edit request on one of their favourite photos, replacing an earlier one.
 * @param note plain text, 3-500 characters (the contract checks it).
 * @returns the photo as the gallery shows it.
 * @throws HttpError 404 for an unknown photo or another customer's; 409 when the photo is not a favourite.
 */
export async function requestEdit(
  db: Db,
  storage: MediaStorage,
  { photoId, userId, note, now }: { photoId: string; userId: string; note: string; now: Date },
): Promise<GalleryPhoto> {
  const updated = await withOwnedPhoto(db, { photoId, userId }, async (tx, photo) => {
    if (!photo.favourite) throw new HttpError(409, 'Mark this photo as a favourite first: edits are made on favourites.');
    const [row] = await tx.update(photos).set({ editRequest: note, editRequestedAt: now }).where(eq(photos.id, photo.id)).returning();
    return row!;
  });
  return toGalleryPhoto(storage, updated, now);
}
