/**
 * Chat and the account deletion: the erasure takes a customer's chat texts and photos (their messages read
 * "This message was deleted" to the others; their support room goes whole), and the export holds their chat,
 * the support conversation included. PGlite and PostgreSQL.
 */
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { CHAT_DELETED_TEXT } from '../../../../lib/chat/rules';
import { listMessages } from '../../../../server/chat/messages';
import { chatMessages, chatReports, chatRooms, chatStreamTickets, events } from '../../../../server/db/schema';
import type { MediaStorage } from '../../../../server/media/storage';
import { requestUserDeletion } from '../../../../server/users/deletion';
import { eraseUser } from '../../../../server/users/erasure';
import { exportUserData } from '../../../../server/users/export';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { answerInvite, createInvite, customer, setUpInvitesSuite, useDbForRoutes } from '../events/helpers';

setUpInvitesSuite();

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
    delete: async (key) => void deleted.push(key),
    signedUrl: unused,
  };
}

describeEachDatabase('chat in the export and the erasure of an account', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  it('exports the chat with the support conversation, then erases texts and photos and the support room', async () => {
    const db = getDb();
    const who = await customer(db, '9844400001');
    const host = await customer(db, '9844400002');
    const event = await createInvite(host);
    await answerInvite(who, { eventId: event._id, rsvpStatus: 'going' });
    const [eventRoom] = await db.insert(chatRooms).values({ kind: 'event', title: event.title, eventId: event._id }).returning();
    const at = new Date('2026-11-20T10:00:00Z');
    const [mine] = await db
      .insert(chatMessages)
      .values({
        roomId: eventRoom!.id,
        senderUserId: who.id,
        text: 'My number is 9844400001',
        imageKeys: [`chat/user/${who.id}/a.webp`],
        clientId: 'c-1',
        createdAt: at,
      })
      .returning();
    const [hosts] = await db
      .insert(chatMessages)
      .values({ roomId: eventRoom!.id, senderUserId: host.id, text: 'Welcome!', createdAt: at })
      .returning();
    await db.insert(chatReports).values({ roomId: eventRoom!.id, messageId: hosts!.id, reporterUserId: who.id, reason: 'rude' });
    const [support] = await db.insert(chatRooms).values({ kind: 'support', title: 'Support', customerUserId: who.id }).returning();
    await db.insert(chatMessages).values([
      { roomId: support!.id, senderUserId: who.id, text: 'Where is my chef?', imageKeys: [`chat/user/${who.id}/b.webp`], createdAt: at },
      { roomId: support!.id, kind: 'system', text: 'Our reply to you', createdAt: at },
    ]);
    await db.insert(chatStreamTickets).values({ tokenHash: 'a'.repeat(64), userId: who.id, expiresAt: at });

    const exported = (await exportUserData(db, who.id, at))!;
    expect(exported.tables.chat_messages!.map((m) => m.text).sort()).toEqual(['My number is 9844400001', 'Where is my chef?']);
    expect(exported.tables.chat_support_conversation!.map((m) => m.text).sort()).toEqual(['Our reply to you', 'Where is my chef?']);
    expect(exported.tables.chat_reports!.map((r) => r.reason)).toEqual(['rude']);
    expect(JSON.stringify(exported)).not.toContain('Welcome!'); // another member's message in another room is not theirs

    const requestedAt = new Date('2026-11-01T10:00:00Z');
    await requestUserDeletion(db, who.id, requestedAt);
    const storage = recordingStorage();
    expect((await eraseUser(db, storage, { userId: who.id, now: addDays(requestedAt, 8) })).outcome).toBe('erased');

    expect(storage.deleted).toEqual(expect.arrayContaining([`chat/user/${who.id}/a.webp`, `chat/user/${who.id}/b.webp`]));
    const [erased] = await db.select().from(chatMessages).where(eq(chatMessages.id, mine!.id));
    expect([erased!.text, erased!.imageKeys, erased!.clientId, erased!.deletedAt]).toEqual(['', [], null, addDays(requestedAt, 8)]);
    expect(await db.select().from(chatRooms).where(eq(chatRooms.id, support!.id))).toHaveLength(0);
    expect(await db.select().from(chatMessages).where(eq(chatMessages.roomId, support!.id))).toHaveLength(0);
    expect(await db.select().from(chatReports).where(eq(chatReports.reporterUserId, who.id))).toHaveLength(0);
    expect(await db.select().from(chatStreamTickets).where(eq(chatStreamTickets.userId, who.id))).toHaveLength(0);
    // the host still has the conversation, with the erased customer's message as deleted
    await db
      .update(events)
      .set({ startsAt: new Date('2026-11-25T12:00:00Z') })
      .where(eq(events.id, event._id));
    const page = await listMessages(db, { kind: 'user', id: host.id }, eventRoom!.id, {}, new Date('2026-11-26T00:00:00Z'));
    expect(page.messages.map((m) => [m.text, m.deleted, m.images.length])).toEqual([
      [CHAT_DELETED_TEXT, true, 0],
      ['Welcome!', false, 0],
    ]);
  });
});
