/**
 * Chat retention (research part 5c): a daily job deletes
 * - an event room (its messages, members' state, reports and photos) 12 months after its event starts (it has
 *   been read-only since 30 days after the event: lib/chat/rules `eventRoomClosed`);
 * - an order room 24 months after the later of its last activity and the order's date (disputes);
 * - in a support room (one per customer, long-lived), each message 24 months after it was sent, and the room
 *   itself once its last activity is 24 months old.
 * Photos go from media storage before their rows, so a storage failure retries the job with nothing orphaned.
 * Work is done in batches, so one run never holds a huge transaction.
 */
import { subMonths } from 'date-fns';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { EVENT_ROOM_KEEP_MONTHS, ROOM_KEEP_MONTHS } from '../../lib/chat/rules';
import { istDate } from '../../lib/dates';
import { chatMessages, chatRooms, events, orders } from '../db/schema';
import type { Db } from '../db/types';
import type { MediaStorage } from '../media/storage';

/** Rooms and messages one batch handles. */
export const RETENTION_BATCH = 200;

/** What one retention run deleted. */
export interface RetentionCounts {
  eventRooms: number;
  orderRooms: number;
  supportRooms: number;
  /** Old messages deleted from support rooms that stay. */
  supportMessages: number;
  /** Photo files deleted from storage. */
  photos: number;
}

/** The first instant that is still kept for an event room's event start, and for order/support activity. */
export function retentionCutoffs(now: Date): { eventStartsBefore: Date; activityBefore: Date } {
  return { eventStartsBefore: subMonths(now, EVENT_ROOM_KEEP_MONTHS), activityBefore: subMonths(now, ROOM_KEEP_MONTHS) };
}

/** Photo keys of the messages of `roomIds`. */
async function roomPhotoKeys(db: Db, roomIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ keys: chatMessages.imageKeys })
    .from(chatMessages)
    .where(and(inArray(chatMessages.roomId, [...roomIds]), sql`cardinality(${chatMessages.imageKeys}) > 0`));
  return rows.flatMap((r) => r.keys);
}

/** Deletes rooms in batches as chosen by `pick` (ids of at most RETENTION_BATCH rooms due), photos first. */
async function deleteRooms(db: Db, storage: MediaStorage, pick: () => Promise<string[]>, counts: RetentionCounts): Promise<number> {
  let deleted = 0;
  for (;;) {
    const ids = await pick();
    if (ids.length === 0) return deleted;
    const keys = await roomPhotoKeys(db, ids);
    for (const key of keys) await storage.delete(key);
    counts.photos += keys.length;
    // members, messages and reports go with the room (on delete cascade)
    await db.delete(chatRooms).where(inArray(chatRooms.id, ids));
    deleted += ids.length;
  }
}

/**
 * Deletes the chat data past its retention at `now` (see the module comment).
 * @returns what was deleted.
 * @throws the storage's error when a photo cannot be deleted (the job is retried; rows are kept until then).
 */
export async function purgeExpiredChats(db: Db, storage: MediaStorage, now: Date): Promise<RetentionCounts> {
  const { eventStartsBefore, activityBefore } = retentionCutoffs(now);
  const activity = sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`;
  const counts: RetentionCounts = { eventRooms: 0, orderRooms: 0, supportRooms: 0, supportMessages: 0, photos: 0 };

  counts.eventRooms = await deleteRooms(
    db,
    storage,
    async () =>
      (
        await db
          .select({ id: chatRooms.id })
          .from(chatRooms)
          .innerJoin(events, eq(events.id, chatRooms.eventId))
          .where(and(eq(chatRooms.kind, 'event'), lt(events.startsAt, eventStartsBefore)))
          .limit(RETENTION_BATCH)
      ).map((r) => r.id),
    counts,
  );
  counts.orderRooms = await deleteRooms(
    db,
    storage,
    async () =>
      (
        await db
          .select({ id: chatRooms.id })
          .from(chatRooms)
          .innerJoin(orders, eq(orders.id, chatRooms.orderId))
          .where(and(eq(chatRooms.kind, 'order'), lt(activity, activityBefore), lt(orders.eventDate, istDate(activityBefore))))
          .limit(RETENTION_BATCH)
      ).map((r) => r.id),
    counts,
  );
  counts.supportRooms = await deleteRooms(
    db,
    storage,
    async () =>
      (
        await db
          .select({ id: chatRooms.id })
          .from(chatRooms)
          .where(and(eq(chatRooms.kind, 'support'), lt(activity, activityBefore)))
          .limit(RETENTION_BATCH)
      ).map((r) => r.id),
    counts,
  );
  // a support room in use keeps only its messages of the last 24 months
  const supportRooms = db.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.kind, 'support'));
  for (;;) {
    const old = await db
      .select({ id: chatMessages.id, keys: chatMessages.imageKeys })
      .from(chatMessages)
      .where(and(inArray(chatMessages.roomId, supportRooms), lt(chatMessages.createdAt, activityBefore)))
      .limit(RETENTION_BATCH);
    if (old.length === 0) break;
    const keys = old.flatMap((m) => m.keys);
    for (const key of keys) await storage.delete(key);
    counts.photos += keys.length;
    await db.delete(chatMessages).where(
      inArray(
        chatMessages.id,
        old.map((m) => m.id),
      ),
    );
    counts.supportMessages += old.length;
  }
  return counts;
}
