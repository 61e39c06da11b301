/**
 * The event wall: hosts and guests who answered Going (with a place) or Maybe post photos and
 * thank-you notes; anyone else gets 403. Photos go through the gallery's upload pipeline (busboy stream with its
 * size limit, type sniffed from the bytes, jpg/png/webp/heic, sharp renditions): only the 400 px and 1600 px WebP
 * renditions are kept, which carry no metadata, so no EXIF (location) is ever stored. At most 50 posts per member
 * in any 24 hours (429) and 2,000 items per event (409). Hosts remove anything, guests their own.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { WALL_DAILY_UPLOADS, WALL_MAX_FILE_BYTES, WALL_MAX_ITEMS, WALL_UPLOAD_FIELD, type WallItem } from '../../lib/contracts/events';
import { eventGuests, eventWallItems, type EventWallItem, type InviteEvent } from '../db/schema';
import type { Db } from '../db/types';
import { closingConnection, receivePhotos } from '../http/multipart';
import { HttpError } from '../http/errors';
import { lockBucket, recordHit, secondsUntilFree, tooManyRequests, type WindowLimit } from '../http/rateLimit';
import { logger } from '../logger';
import { processPhoto } from '../media/images';
import { wallPhotoKey, type MediaStorage } from '../media/storage';
import { eventNotFound, isHost, roleOf, type EventRole } from './access';
import { findEvent, lockEvent } from './repository';

/** At most 50 wall posts per member within any 24 hours. */
export const WALL_DAILY_LIMIT: WindowLimit = { max: WALL_DAILY_UPLOADS, windowSeconds: 24 * 60 * 60 };
/** Seconds a wall photo's signed URL works. */
export const WALL_URL_SECONDS = 10 * 60;

const bucketOf = (eventId: string, userId: string) => `invite-wall:${eventId}:${userId}`;

/** A wall member: the event and who the caller is to it. */
interface Member {
  event: InviteEvent;
  role: EventRole;
}

/**
 * The event of `eventId` for a wall member: a host, or a guest who answered Going (with a place) or Maybe.
 * @throws HttpError 404 for an unknown or deleted event, 403 for anyone else.
 */
export async function wallMember(db: Db, { eventId, userId }: { eventId: string; userId: string }): Promise<Member> {
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  const role = await roleOf(db, event, userId);
  if (isHost(role)) return { event, role };
  const [guest] = await db
    .select({ status: eventGuests.rsvpStatus, waitlisted: eventGuests.waitlisted })
    .from(eventGuests)
    .where(and(eq(eventGuests.eventId, event.id), eq(eventGuests.userId, userId)))
    .limit(1);
  if (guest && (guest.status === 'maybe' || (guest.status === 'going' && !guest.waitlisted))) return { event, role };
  throw new HttpError(403, 'The event wall is for the hosts and the guests who answered Going or Maybe.');
}

/** @throws HttpError 429 when the member posted 50 times within the last 24 hours. */
async function checkDailyLimit(db: Db, bucket: string, now: Date): Promise<void> {
  const wait = await secondsUntilFree(db, bucket, WALL_DAILY_LIMIT, now);
  if (wait > 0) throw tooManyRequests(`You can post at most ${WALL_DAILY_UPLOADS} times a day to this wall.`, wait, now);
}

/**
 * Inserts a wall item under the event's lock and the member's bucket lock: the daily limit (429) and the event's
 * 2,000 items (409) are checked again there, so concurrent posts never pass either.
 */
async function insertItem(
  db: Db,
  event: InviteEvent,
  userId: string,
  values: Omit<typeof eventWallItems.$inferInsert, 'eventId' | 'userId'>,
  now: Date,
) {
  const bucket = bucketOf(event.id, userId);
  return db.transaction(async (tx) => {
    await lockEvent(tx, event.id);
    await lockBucket(tx, bucket);
    await checkDailyLimit(tx, bucket, now);
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(eventWallItems)
      .where(eq(eventWallItems.eventId, event.id));
    if ((row?.n ?? 0) >= WALL_MAX_ITEMS) throw new HttpError(409, `This wall is full: at most ${WALL_MAX_ITEMS} posts per event.`);
    await recordHit(tx, bucket, WALL_DAILY_LIMIT, now);
    const [item] = await tx
      .insert(eventWallItems)
      .values({ ...values, eventId: event.id, userId, createdAt: now })
      .returning();
    return item!;
  });
}

/** Who posted an item, as the wall shows it: the guest's RSVP name, else the first host name. */
async function authorsOf(db: Db, event: InviteEvent, userIds: string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (userIds.length === 0) return names;
  const rows = await db
    .select({ userId: eventGuests.userId, name: eventGuests.name })
    .from(eventGuests)
    .where(and(eq(eventGuests.eventId, event.id), sql`${eventGuests.userId} in ${userIds}`));
  for (const row of rows) names.set(row.userId, row.name);
  for (const id of userIds) if (!names.has(id)) names.set(id, id === event.ownerId ? (event.hostNames[0] ?? 'Host') : 'Co-host');
  return names;
}

/** A wall row as the API shows it, photos with signed URLs. */
async function toWallItem(storage: MediaStorage, item: EventWallItem, author: string, userId: string, now: Date): Promise<WallItem> {
  const sign = async (key: string | null) => (key ? (await storage.signedUrl(key, { expiresInSeconds: WALL_URL_SECONDS, now })).url : null);
  return {
    _id: item.id,
    kind: item.kind as 'photo' | 'note',
    author,
    mine: item.userId === userId,
    text: item.text,
    thumbUrl: await sign(item.thumbKey),
    webUrl: await sign(item.webKey),
    width: item.width,
    height: item.height,
    createdAt: item.createdAt.toISOString(),
  };
}

/**
 * A page of the wall, newest first (members only), before `cursor` (an item's `createdAt`).
 * @throws HttpError 404/403 as `wallMember`.
 */
export async function listWall(
  db: Db,
  storage: MediaStorage,
  { eventId, userId, cursor, limit, now = new Date() }: { eventId: string; userId: string; cursor?: string; limit: number; now?: Date },
): Promise<{ items: WallItem[]; nextCursor: string | null }> {
  const { event } = await wallMember(db, { eventId, userId });
  const rows = await db
    .select()
    .from(eventWallItems)
    .where(and(eq(eventWallItems.eventId, event.id), cursor ? lt(eventWallItems.createdAt, new Date(cursor)) : undefined))
    .orderBy(desc(eventWallItems.createdAt), desc(eventWallItems.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const authors = await authorsOf(db, event, [...new Set(page.map((row) => row.userId))]);
  return {
    items: await Promise.all(page.map((row) => toWallItem(storage, row, authors.get(row.userId) ?? '', userId, now))),
    nextCursor: rows.length > limit ? page.at(-1)!.createdAt.toISOString() : null,
  };
}

/**
 * Posts one photo (multipart field `image`) to the wall: membership and the daily limit are checked before the
 * body is read; the file may be at most 15 MB (413) and must be a jpg/png/webp/heic photo (415); its WebP
 * renditions (no metadata) are stored, the original is not.
 * @throws HttpError 404/403 as `wallMember`, 429 daily limit, 409 wall full, 413/415/400 as `receivePhotos` and
 *   `processPhoto` (nothing is kept then).
 */
export async function uploadWallPhoto(
  db: Db,
  storage: MediaStorage,
  req: IncomingMessage,
  { eventId, userId, now = new Date() }: { eventId: string; userId: string; now?: Date },
): Promise<WallItem> {
  let member: Member;
  try {
    member = await wallMember(db, { eventId, userId });
    await checkDailyLimit(db, bucketOf(member.event.id, userId), now);
  } catch (error) {
    throw closingConnection(error, req);
  }
  const { event } = member;
  const itemId = randomUUID();
  const keys = { thumbKey: wallPhotoKey(event.id, itemId, 'thumb'), webKey: wallPhotoKey(event.id, itemId, 'web') };
  let stored = false;
  try {
    const [photo] = await receivePhotos(
      req,
      async ({ fileName, data }) => {
        const processed = await processPhoto(data, fileName);
        stored = true;
        await Promise.all([
          storage.put(keys.thumbKey, processed.thumb.data, 'image/webp'),
          storage.put(keys.webKey, processed.web.data, 'image/webp'),
        ]);
        return processed;
      },
      { maxFiles: 1, maxFileBytes: WALL_MAX_FILE_BYTES, concurrency: 1, field: WALL_UPLOAD_FIELD },
    );
    const item = await insertItem(
      db,
      event,
      userId,
      { id: itemId, kind: 'photo', width: photo!.width, height: photo!.height, ...keys },
      now,
    );
    const authors = await authorsOf(db, event, [userId]);
    return await toWallItem(storage, item, authors.get(userId) ?? '', userId, now);
  } catch (error) {
    if (stored) {
      const removed = await Promise.allSettled([storage.delete(keys.thumbKey), storage.delete(keys.webKey)]);
      if (removed.some((result) => result.status === 'rejected'))
        logger.warn({ eventId: event.id }, 'could not delete the files of a failed wall upload');
    }
    throw closingConnection(error, req);
  }
}

/**
 * Posts a thank-you note (plain text, up to 280 characters, already checked by the contract) to the wall.
 * @throws HttpError 404/403 as `wallMember`, 429 daily limit, 409 wall full.
 */
export async function postWallNote(
  db: Db,
  storage: MediaStorage,
  { eventId, userId, text, now = new Date() }: { eventId: string; userId: string; text: string; now?: Date },
): Promise<WallItem> {
  const { event } = await wallMember(db, { eventId, userId });
  const item = await insertItem(db, event, userId, { kind: 'note', text }, now);
  const authors = await authorsOf(db, event, [userId]);
  return toWallItem(storage, item, authors.get(userId) ?? '', userId, now);
}

/**
 * Removes a wall item and its files: hosts any, a member their own.
 * @throws HttpError 404 unknown event or item; 403 for someone else's item (or a non-member).
 */
export async function deleteWallItem(
  db: Db,
  storage: MediaStorage,
  { eventId, userId, imageId }: { eventId: string; userId: string; imageId: string },
) {
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  const role = await roleOf(db, event, userId);
  const [item] = /^[0-9a-f-]{36}$/i.test(imageId)
    ? await db
        .select()
        .from(eventWallItems)
        .where(and(eq(eventWallItems.id, imageId), eq(eventWallItems.eventId, event.id)))
    : [];
  if (!item) throw new HttpError(404, 'No such post on this wall.');
  if (!isHost(role) && item.userId !== userId) throw new HttpError(403, 'You can remove only your own posts.');
  await db.delete(eventWallItems).where(eq(eventWallItems.id, item.id));
  for (const key of [item.thumbKey, item.webKey]) if (key) await storage.delete(key);
}
