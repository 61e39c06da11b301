/**
 * Photo uploads by operations (issue 14 "Gallery"): a multipart body read as a stream with `busboy`, its
 * limits (100 files, 25 MB each) enforced while it streams, at most two photos processed at once (a third
 * file is not read until one is done, so memory stays bounded), each stored as the original plus its two
 * WebP renditions. All or nothing: one bad file stores none, and what was already stored is deleted.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS, ORDER_STATUS_LABEL, type OrderStatus } from '../../lib/constants';
import { UPLOAD_FIELD as PHOTOS_FIELD, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES, type PhotoUploaded } from '../../lib/contracts/photos';
import { bidiControlMessage, hasBidiControl } from '../../lib/validation';
import { advisoryXactLock } from '../db/locks';
import { photos, type Photo } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { logger } from '../logger';
import { processPhoto } from '../media/images';
import { photoKey, type MediaStorage } from '../media/storage';
import { recordAudit, type AuditActor } from '../audit/audit';
import { findPhotographyOrder } from './access';
import { enqueueJob } from '../jobs/queue';

/** Photos processed at the same time within one upload (issue 14: bounded concurrency of 2). */
export const UPLOAD_CONCURRENCY = 2;

/** Orders that take no photos: never booked, or called off. */
const CLOSED_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.EXPIRED, ORDER_STATUS.CANCELLED];

/** One file of an upload, read whole. */
export interface IncomingPhoto {
  /** 0-based position in the request. */
  index: number;
  fileName: string;
  data: Buffer;
}

/** Limits of `receivePhotos`. */
export interface ReceiveLimits {
  maxFiles: number;
  maxFileBytes: number;
  concurrency: number;
  /** The multipart field of the files (default `photos`; the event wall's is `image`, issue 21). */
  field?: string;
}

/**
 * A file name as we keep and show it: its last path segment, without control characters, at most 200
 * characters; `photo-{n}` when nothing is left.
 */
export function cleanFileName(raw: string | undefined, index: number): string {
  const base = path.posix.basename((raw ?? '').replace(/\\/g, '/'));
  const clean = base
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
    .trim()
    .slice(-200);
  return clean === '' || clean === '.' || clean === '..' ? `photo-${index + 1}` : clean;
}

/** A counting gate: at most `size` holders at once; `acquire` resolves with the function that releases. */
function gate(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    acquire(): Promise<() => void> {
      if (free > 0) {
        free -= 1;
        return Promise.resolve(release);
      }
      return new Promise((resolve) => waiting.push(() => resolve(release)));
    },
  };
}

/** Reads one file stream whole. @throws HttpError 413 when busboy cut it at the size limit; 400 when it broke off. */
function readFile(stream: Readable, fileName: string, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('limit', () => reject(new HttpError(413, `${fileName} is larger than ${maxBytes / 1024 / 1024} MB.`)));
    stream.once('error', (error) => reject(new HttpError(400, 'The upload broke off before its end.', { cause: error })));
    stream.once('end', () => {
      if ((stream as Readable & { truncated?: boolean }).truncated) return;
      resolve(Buffer.concat(chunks));
    });
  });
}

/** The 413 of a request larger than its limits allow: "A photo may be at most 10 MB." for one photo, else the count and size. */
export function tooLargeRequestMessage({ maxFiles, maxFileBytes }: Pick<ReceiveLimits, 'maxFiles' | 'maxFileBytes'>): string {
  const mb = maxFileBytes / 1024 / 1024;
  return maxFiles === 1 ? `A photo may be at most ${mb} MB.` : `At most ${maxFiles} photos of up to ${mb} MB each per request.`;
}

/**
 * Streams the photos of a `multipart/form-data` request (field `photos`) through `handle`, in the order they
 * were sent, at most `limits.concurrency` at once; a file waits unread until a slot is free (backpressure on
 * the request). On the first problem it stops reading the request and, once every started file has settled,
 * rejects with that problem.
 * @returns what `handle` returned for each file, in request order.
 * @throws HttpError 415 for a body that is not multipart; 413 for a file over `maxFileBytes`, more than
 *   `maxFiles` files or a body larger than they can add up to; 400 for another field, no file, or a broken
 *   body; whatever `handle` throws for a file.
 */
export function receivePhotos<T>(req: IncomingMessage, handle: (photo: IncomingPhoto) => Promise<T>, limits: ReceiveLimits): Promise<T[]> {
  const UPLOAD_FIELD = limits.field ?? PHOTOS_FIELD;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'multipart/form-data') {
    return Promise.reject(new HttpError(415, `Send the photos as multipart/form-data, in the field ${UPLOAD_FIELD}.`));
  }
  // every file at its largest, plus room for the part headers
  const ceiling = limits.maxFiles * (limits.maxFileBytes + 16 * 1024);
  if (Number(req.headers['content-length']) > ceiling) {
    return Promise.reject(new HttpError(413, tooLargeRequestMessage(limits)));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: 20, fieldSize: 1024, parts: limits.maxFiles + 20 },
    });
  } catch (error) {
    return Promise.reject(new HttpError(400, 'The upload is not a valid multipart/form-data body.', { cause: error }));
  }
  const slots = gate(limits.concurrency);

  return new Promise<T[]>((resolve, reject) => {
    const tasks: Promise<T>[] = [];
    let failure: unknown;
    let finishing = false;

    const finish = async () => {
      if (finishing) return;
      finishing = true;
      const results = await Promise.allSettled(tasks);
      if (failure === undefined && tasks.length === 0) failure = new HttpError(400, `Choose at least one photo (field ${UPLOAD_FIELD}).`);
      if (failure !== undefined) reject(failure);
      else resolve(results.map((result) => (result as PromiseFulfilledResult<T>).value));
    };
    const fail = (error: unknown) => {
      if (failure !== undefined) return;
      failure = error;
      // stop reading: the answer goes out with Connection: close (the rest of the body is never read)
      req.unpipe(parser);
      req.pause();
      parser.destroy();
    };

    parser.on('file', (field, stream, info) => {
      // a file waiting for its slot has no reader yet: when the upload stops, busboy destroys it with an error
      stream.on('error', () => undefined);
      if (failure !== undefined || info.filename === '') {
        stream.resume();
        return;
      }
      if (field !== UPLOAD_FIELD) {
        stream.resume();
        fail(new HttpError(400, `Send the photos in the field ${UPLOAD_FIELD}.`));
        return;
      }
      // a file name that displays other than it reads ("photo\u202Egpj.exe" shows as "photoexe.jpg")
      if (hasBidiControl(info.filename ?? '')) {
        stream.resume();
        fail(
          new HttpError(400, bidiControlMessage('A file name'), {
            errors: [{ path: UPLOAD_FIELD, message: bidiControlMessage('A file name') }],
          }),
        );
        return;
      }
      const index = tasks.length;
      const fileName = cleanFileName(info.filename, index);
      const task = (async () => {
        const release = await slots.acquire();
        try {
          if (failure !== undefined) throw failure;
          const data = await readFile(stream, fileName, limits.maxFileBytes);
          if (failure !== undefined) throw failure;
          return await handle({ index, fileName, data });
        } finally {
          release();
        }
      })();
      task.catch((error: unknown) => {
        stream.resume();
        fail(error);
      });
      tasks.push(task);
    });
    parser.on('field', () => undefined);
    parser.on('filesLimit', () => fail(new HttpError(413, `At most ${limits.maxFiles} photos per request.`)));
    parser.on('partsLimit', () => fail(new HttpError(413, `At most ${limits.maxFiles} photos per request.`)));
    parser.on('fieldsLimit', () => fail(new HttpError(400, 'Too many form fields: send the photos only.')));
    parser.on('error', (error: unknown) =>
      fail(new HttpError(400, 'The upload is not a valid multipart/form-data body.', { cause: error })),
    );
    parser.on('close', () => void finish());
    req.on('aborted', () => fail(new HttpError(400, 'The upload broke off before its end.')));
    req.on('error', (error) => fail(new HttpError(400, 'The upload broke off before its end.', { cause: error })));
    req.pipe(parser);
  });
}

/** An error answered before the request was read to its end: the connection is closed after the answer. */
export function closingConnection(error: unknown, req: IncomingMessage): unknown {
  if (!(error instanceof HttpError) || req.complete) return error;
  return new HttpError(error.status, error.message, {
    ...error.options,
    headers: { ...error.options.headers, Connection: 'close' },
    cause: error.options.cause,
  });
}

/** A stored photo waiting for its row. */
type StoredPhoto = Omit<Photo, 'position' | 'favourite' | 'editRequest' | 'editRequestedAt' | 'createdAt'>;
/** One file of the request: stored now, or the same bytes as a photo the gallery already holds. */
type ReceivedPhoto = { kind: 'new'; photo: StoredPhoto } | { kind: 'existing'; id: string; fileName: string; sha256: string };

/**
 * What an upload did: the answer (the photos-ready message is a queued job), and the ids of the photos it
 * added (for the audit line; a file already in the gallery adds nothing).
 */
export type UploadOutcome = PhotoUploaded & { addedIds: string[] };

/** Hex sha256 of a file's bytes: the same file sent again to an order is the photo already there. */
export function photoSha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Adds the photos of a multipart request to a photography order's gallery (issue 14: POST
 * /api/photo/upload): each photo's original and WebP renditions go to `storage`, then all rows are inserted
 * in one transaction after the gallery's last position, in request order, with the job of the customer's
 * WhatsApp message (`gallery.photos_ready`: at most once per order per 24 hours). A file whose bytes the gallery
 * already holds (a retry whose first answer was lost, issue 22 "resumable per file") is that photo: answered with
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
      // issue 20 section 5: the photos-ready message goes through the queue like every other message,
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
