/**
 * Chat retention: event rooms deleted 12 months after the event (read-only since 30 days after it),
 * order rooms 24 months after their last activity and the order's date, support messages 24 months after they
 * were sent (the room once all are gone): messages, members, reports and photos in storage; the daily job.
 * Literal dates. PGlite and PostgreSQL.
 */
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { eventRoomClosed } from '../../../../lib/chat/rules';
import { customerRooms } from '../../../../server/chat/inbox';
import { CHAT_RETENTION_EVERY_DAYS, chatJobHandlers, scheduleChatRetention } from '../../../../server/chat/jobs';
import { purgeExpiredChats, retentionCutoffs } from '../../../../server/chat/retention';
import { chatMembers, chatMessages, chatReports, chatRooms, events, jobs, orders } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import type { MediaStorage } from '../../../../server/media/storage';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { createInvite, customer, setUpInvitesSuite, useDbForRoutes } from '../events/helpers';
import { insertOrder } from '../users/fixtures';

setUpInvitesSuite();

const NOW = new Date('2026-11-26T00:00:00Z');

/** A storage that only records the keys deleted. */
function recordingStorage(): MediaStorage & { deleted: string[] } {
  const deleted: string[] = [];
  const unused = async (): Promise<never> => {
    throw new Error('not used');
  };
  return {
    kind: 'local',
    deleted,
    put: async () => undefined,
    get: unused,
    delete: async (key) => {
      deleted.push(key);
    },
    signedUrl: unused,
  };
}

/** A room with one message at `at` carrying `photo` (a key), a member row of `userId` and a report of the message. */
async function roomWithMessage(
  db: Db,
  room: typeof chatRooms.$inferInsert,
  { at, photo, userId }: { at: string; photo: string; userId: string },
): Promise<string> {
  const [row] = await db
    .insert(chatRooms)
    .values({ ...room, lastMessageAt: new Date(at), createdAt: new Date(at) })
    .returning();
  const [message] = await db
    .insert(chatMessages)
    .values({ roomId: row!.id, senderUserId: userId, text: 'hello', imageKeys: [photo], createdAt: new Date(at) })
    .returning();
  await db.insert(chatMembers).values({ roomId: row!.id, userId, lastReadMessageId: message!.id });
  await db.insert(chatReports).values({ roomId: row!.id, messageId: message!.id, reporterUserId: userId });
  return row!.id;
}

let phoneSeq = 0;

describeEachDatabase('chat retention', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  it('the cut-offs are 12 months before for events and 24 months before for activity', () => {
    expect(retentionCutoffs(NOW)).toEqual({
      eventStartsBefore: new Date('2025-11-26T00:00:00Z'),
      activityBefore: new Date('2024-11-26T00:00:00Z'),
    });
  });

  it('deletes what is past retention with its messages, members, reports and photos, keeps the rest, and is idempotent', async () => {
    const db = getDb();
    const host = await customer(db, `98555${String(++phoneSeq).padStart(5, '0')}`);
    const other = await customer(db, `98555${String(++phoneSeq).padStart(5, '0')}`);
    const oldEvent = await createInvite(host);
    const recentEvent = await createInvite(host);
    // 12 months and a minute before NOW, and 12 months less a minute
    await db
      .update(events)
      .set({ startsAt: new Date('2025-11-25T23:59:00Z') })
      .where(eq(events.id, oldEvent._id));
    await db
      .update(events)
      .set({ startsAt: new Date('2025-11-26T00:01:00Z') })
      .where(eq(events.id, recentEvent._id));
    const oldEventRoom = await roomWithMessage(
      db,
      { kind: 'event', title: 'Old', eventId: oldEvent._id },
      { at: '2025-11-20T10:00:00Z', photo: 'chat/user/a/old-event.webp', userId: host.id },
    );
    const recentEventRoom = await roomWithMessage(
      db,
      { kind: 'event', title: 'Recent', eventId: recentEvent._id },
      { at: '2025-11-20T10:00:00Z', photo: 'chat/user/a/recent-event.webp', userId: host.id },
    );
    const oldOrder = await insertOrder(db, host.id, { eventDate: '2024-11-20' });
    const recentOrder = await insertOrder(db, host.id, { eventDate: '2024-11-27' });
    const oldOrderRoom = await roomWithMessage(
      db,
      { kind: 'order', title: 'Old order', orderId: oldOrder.id },
      { at: '2024-11-21T10:00:00Z', photo: 'chat/user/a/old-order.webp', userId: host.id },
    );
    // its last message is older than 24 months, but the order's date is not: kept
    const recentOrderRoom = await roomWithMessage(
      db,
      { kind: 'order', title: 'Recent order', orderId: recentOrder.id },
      { at: '2024-11-21T10:00:00Z', photo: 'chat/user/a/recent-order.webp', userId: host.id },
    );
    const oldSupport = await roomWithMessage(
      db,
      { kind: 'support', title: 'Support', customerUserId: other.id },
      { at: '2024-11-25T23:59:00Z', photo: 'chat/user/b/old-support.webp', userId: other.id },
    );
    const liveSupport = await roomWithMessage(
      db,
      { kind: 'support', title: 'Support', customerUserId: host.id },
      { at: '2024-11-01T10:00:00Z', photo: 'chat/user/a/support-old.webp', userId: host.id },
    );
    const [kept] = await db
      .insert(chatMessages)
      .values({ roomId: liveSupport, senderUserId: host.id, text: 'still here', createdAt: new Date('2024-11-26T00:01:00Z') })
      .returning();
    await db.update(chatRooms).set({ lastMessageAt: kept!.createdAt }).where(eq(chatRooms.id, liveSupport));

    const storage = recordingStorage();
    const counts = await purgeExpiredChats(db, storage, NOW);
    expect(counts).toEqual({ eventRooms: 1, orderRooms: 1, supportRooms: 1, supportMessages: 1, photos: 4 });
    expect(storage.deleted.sort()).toEqual(
      ['chat/user/a/old-event.webp', 'chat/user/a/old-order.webp', 'chat/user/b/old-support.webp', 'chat/user/a/support-old.webp'].sort(),
    );
    const roomIds = [oldEventRoom, recentEventRoom, oldOrderRoom, recentOrderRoom, oldSupport, liveSupport];
    const left = (await db.select({ id: chatRooms.id }).from(chatRooms).where(inArray(chatRooms.id, roomIds))).map((r) => r.id);
    expect(left.sort()).toEqual([recentEventRoom, recentOrderRoom, liveSupport].sort());
    for (const gone of [oldEventRoom, oldOrderRoom, oldSupport]) {
      expect(await db.select().from(chatMessages).where(eq(chatMessages.roomId, gone))).toHaveLength(0);
      expect(await db.select().from(chatMembers).where(eq(chatMembers.roomId, gone))).toHaveLength(0);
      expect(await db.select().from(chatReports).where(eq(chatReports.roomId, gone))).toHaveLength(0);
    }
    expect((await db.select().from(chatMessages).where(eq(chatMessages.roomId, liveSupport))).map((m) => m.text)).toEqual(['still here']);
    // the kept event room is read-only (30 days after the event), not deleted
    const [recent] = await db.select().from(events).where(eq(events.id, recentEvent._id));
    expect(eventRoomClosed(recent!, NOW)).toBe(true);

    // a second run finds nothing; listing the host's rooms does not make the deleted event room again
    expect(await purgeExpiredChats(db, recordingStorage(), NOW)).toEqual({
      eventRooms: 0,
      orderRooms: 0,
      supportRooms: 0,
      supportMessages: 0,
      photos: 0,
    });
    await customerRooms(db, host.id, NOW);
    expect(await db.select().from(chatRooms).where(eq(chatRooms.eventId, oldEvent._id))).toHaveLength(0);
    expect(await db.select().from(orders).where(eq(orders.id, oldOrder.id))).toHaveLength(1); // the order itself stays
  });

  it('keeps rows when a photo cannot be deleted (the job retries)', async () => {
    const db = getDb();
    const host = await customer(db, `98555${String(++phoneSeq).padStart(5, '0')}`);
    const event = await createInvite(host);
    await db
      .update(events)
      .set({ startsAt: new Date('2025-01-01T12:00:00Z') })
      .where(eq(events.id, event._id));
    const roomId = await roomWithMessage(
      db,
      { kind: 'event', title: 'Old', eventId: event._id },
      { at: '2025-01-01T10:00:00Z', photo: 'chat/user/a/x.webp', userId: host.id },
    );
    const failing: MediaStorage = {
      ...recordingStorage(),
      delete: async () => {
        throw new Error('storage down');
      },
    };
    await expect(purgeExpiredChats(db, failing, NOW)).rejects.toThrow('storage down');
    expect(await db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId))).toHaveLength(1);
  });

  it('runs as one daily job across instances', async () => {
    const db = getDb();
    await db.delete(jobs).where(eq(jobs.name, 'chat.retention'));
    expect(await scheduleChatRetention(db, NOW)).toBe(true);
    expect(await scheduleChatRetention(db, NOW)).toBe(false);
    const outcome = await chatJobHandlers(async () => recordingStorage())['chat.retention']!(db, {}, NOW);
    expect(outcome).toEqual({ rescheduleAt: new Date(NOW.getTime() + CHAT_RETENTION_EVERY_DAYS * 24 * 60 * 60 * 1000) });
  });
});
