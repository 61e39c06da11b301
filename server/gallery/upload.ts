/**
 * Photo uploads by operations: the multipart body read by ../http/multipart.ts (limits
 * enforced while it streams: 100 files, 25 MB each, at most two photos processed at once), each photo stored as the
 * original plus its two WebP renditions. All or nothing: one bad file stores none, and what was already stored is
 * deleted.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS, ORDER_STATUS_LABEL, type OrderStatus } from '../../lib/constants';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES, type PhotoUploaded } from '../../lib/contracts/photos';
import { advisoryXactLock } from '../db/locks';
import { photos, type Photo } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { closingConnection, photoSha256, receivePhotos, type IncomingPhoto, type ReceiveLimits } from '../http/multipart';
import { logger } from '../logger';
import { processPhoto } from '../media/images';
import { photoKey, type MediaStorage } from '../media/storage';
import { recordAudit, type AuditActor } from '../audit/audit';
import { findPhotographyOrder } from './access';
import { enqueueJob } from '../jobs/queue';

/** Photos processed at the same time within one upload (bounded concurrency of 2). */
export const UPLOAD_CONCURRENCY = 2;

/** Orders that take no photos: never booked, or called off. */
const CLOSED_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.EXPIRED, ORDER_STATUS.CANCELLED];

/** A stored photo waiting for its row. */
type StoredPhoto = Omit<Photo, 'position' | 'favourite' | 'editRequest' | 'editRequestedAt' | 'createdAt'>;
/** One file of the request: stored now, or the same bytes as a photo the gallery already holds. */
type ReceivedPhoto = { kind: 'new'; photo: StoredPhoto } | { kind: 'existing'; id: string; fileName: string; sha256: string };

/**
 * What an upload did: the answer (the photos-ready message is a queued job), and the ids of the photos it
 * added (for the audit line; a file already in the gallery adds nothing).
 */
export type UploadOutcome = PhotoUploaded & { addedIds: string[] };

/**
 * Adds the photos of a multipart request to a photography order's gallery (POST
 * /api/photo/upload): each photo's original and WebP renditions go to `storage`, then all rows are inserted
 * in one transaction after the gallery's last position, in request order, with the job of the customer's
 * WhatsApp message (`gallery.photos_ready`: at most once per order per 24 hours). A file whose bytes the gallery
 * already holds (a retry whose first answer was lost) is that photo: answered with
 * its id, not stored again. `photos` lists every file of the request, in request order; `uploaded` counts the new.
 * @throws HttpError 404 for an unknown order or one that is not a photography order; 409 for an order not
 *   booked (awaiting payment, expired, cancelled); 413, 415 or 400 as `receivePhotos` and `processPhoto`
 *   (nothing is kept then).
 */
export async function uploadPhotos(
  db: Db,
  storage: MediaStorage,
  req: IncomingMessage,
  { orderId, now = new Date(), limits }: { orderId: string; now?: Date; limits?: Partial<ReceiveLimits> },
): Promise<UploadOutcome> {
  const order = await findPhotographyOrder(db, orderId);
  if (!order) throw closingConnection(notFound('No photography order with this id.'), req);
  if (CLOSED_STATUSES.includes(order.status)) {
    const label = ORDER_STATUS_LABEL[order.status].toLowerCase();
    throw closingConnection(new HttpError(409, `Photos can be added to booked orders only: this one is ${label}.`), req);
  }
  const written: string[] = [];
  const findExisting = async (executor: Db, hashes: string[]) =>
    hashes.length === 0
      ? []
      : executor
          .select({ id: photos.id, sha256: photos.sha256 })
          .from(photos)
          .where(and(eq(photos.orderId, orderId), inArray(photos.sha256, hashes)));
  const store = async ({ fileName, data }: IncomingPhoto): Promise<ReceivedPhoto> => {
    const sha256 = photoSha256(data);
    // a retried file (its first answer was lost) is the photo already there: nothing processed or stored again
    const [existing] = await findExisting(db, [sha256]);
    if (existing) return { kind: 'existing', id: existing.id, fileName, sha256 };
    const processed = await processPhoto(data, fileName);
    const id = randomUUID();
    const keys = {
      originalKey: photoKey(orderId, id, 'original', processed.extension),
      thumbKey: photoKey(orderId, id, 'thumb'),
      webKey: photoKey(orderId, id, 'web'),
    };
    written.push(keys.originalKey, keys.thumbKey, keys.webKey);
    await Promise.all([
      storage.put(keys.originalKey, data, processed.contentType),
      storage.put(keys.thumbKey, processed.thumb.data, 'image/webp'),
      storage.put(keys.webKey, processed.web.data, 'image/webp'),
    ]);
    const photo = {
      id,
      orderId,
      fileName,
      contentType: processed.contentType,
      bytes: data.length,
      width: processed.width,
      height: processed.height,
      sha256,
      ...keys,
    };
    return { kind: 'new', photo };
  };
  let received: ReceivedPhoto[];
  /** The gallery photo each file of the request is, in request order. */
  let answer: { _id: string; fileName: string }[] = [];
  const added: string[] = [];
  try {
    received = await receivePhotos(req, store, {
      maxFiles: UPLOAD_MAX_FILES,
      maxFileBytes: UPLOAD_MAX_FILE_BYTES,
      concurrency: UPLOAD_CONCURRENCY,
      ...limits,
    });
    await db.transaction(async (tx) => {
      await advisoryXactLock(tx, `gallery:photos:${orderId}`);
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${photos.position}), 0)`.mapWith(Number) })
        .from(photos)
        .where(eq(photos.orderId, orderId));
      const start = last?.position ?? 0;
      // under the lock: the same bytes twice in this request, or sent meanwhile by a concurrent retry, are one photo
      const fresh = received.flatMap((file) => (file.kind === 'new' ? [file.photo] : []));
      const taken = new Map(
        (
          await findExisting(
            tx,
            fresh.map((photo) => photo.sha256!),
          )
        ).map((row) => [row.sha256!, row.id]),
      );
      const inserted: StoredPhoto[] = [];
      for (const photo of fresh) {
        if (taken.has(photo.sha256!)) continue;
        taken.set(photo.sha256!, photo.id);
        inserted.push(photo);
      }
      if (inserted.length > 0) {
        await tx.insert(photos).values(inserted.map((photo, i) => ({ ...photo, position: start + i + 1, createdAt: now })));
      }
      added.push(...inserted.map((photo) => photo.id));
      answer = received.map((file) =>
        file.kind === 'new'
          ? { _id: taken.get(file.photo.sha256!)!, fileName: file.photo.fileName }
          : { _id: file.id, fileName: file.fileName },
      );
      // The photos-ready message goes through the queue like every other message,
      // enqueued with the photos it announces (one queued per order; ./notify.ts sends at most one a day)
      await enqueueJob(tx, { name: 'gallery.photos_ready', payload: { orderId }, runAt: now, dedupeKey: `photos-ready:${orderId}` });
    });
  } catch (error) {
    const removed = await Promise.allSettled(written.map((key) => storage.delete(key)));
    const leftovers = removed.filter((result) => result.status === 'rejected').length;
    if (leftovers > 0) logger.warn({ orderId, leftovers }, 'could not delete the files of a failed upload');
    throw closingConnection(error, req);
  }
  // the files of photos that turned out to be there already (a concurrent retry) are not kept twice
  const unused = received.flatMap((file) => (file.kind === 'new' && !added.includes(file.photo.id) ? [file.photo] : []));
  await Promise.allSettled(unused.flatMap((photo) => [photo.originalKey, photo.thumbKey, photo.webKey].map((key) => storage.delete(key))));
  return { uploaded: added.length, photos: answer, addedIds: added };
}

/**
 * The 201 answer of an upload route and its audit line (`gallery.upload`, actor the staff member, API key or
 * provider, the added photos' ids; none when every file was already in the gallery).
 */
export async function answerUpload(
  db: Db,
  actor: AuditActor,
  { orderId, outcome, now }: { orderId: string; outcome: UploadOutcome; now: Date },
): Promise<{ status: 201; message: string; data: PhotoUploaded }> {
  const { uploaded, photos: files, addedIds } = outcome;
  if (uploaded > 0) {
    const after = { uploaded, photoIds: addedIds };
    await recordAudit(db, actor, { action: 'gallery.upload', entityType: 'order', entityId: orderId, before: null, after }, now);
  }
  const already = files.length - uploaded;
  const added = uploaded === 1 ? '1 photo added' : `${uploaded} photos added`;
  const message = already === 0 ? added : `${added}, ${already} already in the gallery`;
  return { status: 201, message, data: { uploaded, photos: files } };
}
