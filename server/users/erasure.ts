/**
 * The erasure of a deleted account, run by the durable job `privacy.erase_account` once
 * the 7 days to undo are over. It erases the personal data: the name, phone and push token of the account, the
 * address and note of every order, the order galleries' photos, the events the customer hosted (with their
 * guests' answers and wall), the name and note of their answers to other hosts' events, their wall posts, reviews,
 * the messages staff sent them,
 * co-host places, notification choices, sessions, and the messages, enquiries and contact messages kept under their
 * phone. Chat: their support room goes whole (messages, photos, reports); every message they sent
 * elsewhere keeps its place but reads "This message was deleted" (text, photos and client id erased, as a delete
 * by its sender); their reports and stream tickets go (their read, mute and leave
 * marks stay: they hold no personal data, and a room they left stays left). It keeps what the law requires for payments (Income-tax and GST record keeping; PMLA/RBI for payment
 * records): each order's number, service, dates, bill and amounts, the business name and GSTIN a business invoice
 * names (the recipient of a B2B supply in the GST records, CGST Act section 36 and CGST Rules rule 56), and its payments, refunds and payment attempts
 * (amounts, gateway references, bank references, dates), now tied to an account row without name or phone.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { COUNTRY_CODE } from '../../lib/constants';
import {
  accountDeletions,
  addresses,
  chatMessages,
  chatReports,
  chatRooms,
  chatStreamTickets,
  contactMessages,
  customerMessages,
  eventCohosts,
  eventGuests,
  eventMessages,
  eventOpens,
  events,
  eventWallItems,
  galleryShareLinks,
  leads,
  loginDevices,
  luckyDraws,
  orders,
  paymentShares,
  outbox,
  photos,
  reviews,
  sessions,
  users,
} from '../db/schema';
import type { Db } from '../db/types';
import type { JobOutcome } from '../jobs/worker';
import { forgetShareView } from '../events';
import type { MediaStorage } from '../media/storage';
import { deleteNotificationSettings } from '../notify/preferences';
import { openDeletion } from './deletion';

/** What became of an erasure run. */
export type ErasureOutcome = 'erased' | 'not-due' | 'no-request';

/** A stand-in for the erased phone: unique (the column is), never 10 digits, so no login can reach it. */
function erasedPhone(): string {
  return `x${randomBytes(5).toString('hex').slice(0, 9)}`;
}

/**
 * Erases the personal data of `userId` if their deletion request is open and due at `now` (see the module
 * comment for what goes and what stays). Files go first, then the rows in one transaction, so a storage
 * failure retries the whole job with nothing lost.
 * @returns `erased`, `not-due` (with the time it is due) or `no-request` (restored, or already erased).
 * @throws the storage's error when a file cannot be deleted (the job is retried).
 */
export async function eraseUser(
  db: Db,
  storage: MediaStorage,
  { userId, now }: { userId: string; now: Date },
): Promise<{ outcome: ErasureOutcome; dueAt?: Date }> {
  const [request] = await db.select().from(accountDeletions).where(openDeletion(userId)).limit(1);
  if (!request) return { outcome: 'no-request' };
  if (request.eraseAfter > now) return { outcome: 'not-due', dueAt: request.eraseAfter };
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { outcome: 'no-request' };

  const orderIds = (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).map((o) => o.id);
  const hosted = await db.select({ id: events.id, shortCode: events.shortCode }).from(events).where(eq(events.ownerId, userId));
  const hostedIds = hosted.map((e) => e.id);
  const orderPhotos = orderIds.length ? await db.select().from(photos).where(inArray(photos.orderId, orderIds)) : [];
  const wallItems = await db
    .select()
    .from(eventWallItems)
    .where(
      hostedIds.length
        ? or(eq(eventWallItems.userId, userId), inArray(eventWallItems.eventId, hostedIds))
        : eq(eventWallItems.userId, userId),
    );
  const hostedImages = hostedIds.length
    ? (await db.select({ key: events.customImageKey }).from(events).where(inArray(events.id, hostedIds))).map((e) => e.key)
    : [];
  const supportRoomIds = (
    await db
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .where(and(eq(chatRooms.kind, 'support'), eq(chatRooms.customerUserId, userId)))
  ).map((r) => r.id);
  const chatPhotos = await db
    .select({ keys: chatMessages.imageKeys })
    .from(chatMessages)
    .where(
      supportRoomIds.length
        ? or(eq(chatMessages.senderUserId, userId), inArray(chatMessages.roomId, supportRoomIds))
        : eq(chatMessages.senderUserId, userId),
    );
  const keys = [
    ...chatPhotos.flatMap((m) => m.keys),
    ...orderPhotos.flatMap((p) => [p.originalKey, p.thumbKey, p.webKey]),
    ...wallItems.flatMap((w) => [w.thumbKey, w.webKey]),
    ...hostedImages,
    user.avatarKey,
  ].filter((key): key is string => Boolean(key));
  for (const key of keys) await storage.delete(key);

  await db.transaction(async (tx) => {
    if (orderIds.length) {
      await tx.delete(photos).where(inArray(photos.orderId, orderIds));
      await tx.delete(galleryShareLinks).where(inArray(galleryShareLinks.orderId, orderIds));
      // The co-hosts the host named keep their amounts and states (the ledger), not their names and phones
      await tx
        .update(paymentShares)
        .set({ name: 'Former co-host', phone: '0000000000', updatedAt: now })
        .where(inArray(paymentShares.orderId, orderIds));
    }
    // the order keeps its number, service, dates, bill and amounts; the address, note and attribution go
    await tx.update(orders).set({ address: {}, note: null, attribution: null, updatedAt: now }).where(eq(orders.userId, userId));
    await tx.delete(reviews).where(eq(reviews.userId, userId));
    // what staff wrote to them may quote their name, address or phone
    await tx.delete(customerMessages).where(eq(customerMessages.userId, userId));
    if (hostedIds.length) await tx.delete(events).where(inArray(events.id, hostedIds));
    await tx.delete(eventWallItems).where(eq(eventWallItems.userId, userId));
    await tx
      .update(eventGuests)
      .set({ name: 'Former guest', note: null, whatsappOptIn: false, updatedAt: now })
      .where(eq(eventGuests.userId, userId));
    await tx.delete(eventOpens).where(eq(eventOpens.userId, userId));
    await tx.delete(eventCohosts).where(eq(eventCohosts.userId, userId));
    await tx.update(eventMessages).set({ createdBy: null }).where(eq(eventMessages.createdBy, userId));
    await tx.update(luckyDraws).set({ drawnBy: null }).where(eq(luckyDraws.drawnBy, userId));
    // Chat (see the module comment)
    if (supportRoomIds.length) await tx.delete(chatRooms).where(inArray(chatRooms.id, supportRoomIds));
    await tx
      .update(chatMessages)
      .set({
        text: '',
        imageKeys: [],
        clientId: null,
        deletedAt: sql`coalesce(${chatMessages.deletedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(chatMessages.senderUserId, userId));
    await tx.delete(chatReports).where(eq(chatReports.reporterUserId, userId));
    await tx.delete(chatStreamTickets).where(eq(chatStreamTickets.userId, userId));
    await deleteNotificationSettings(tx, userId);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx.delete(outbox).where(inArray(outbox.recipient, [user.phone, `${COUNTRY_CODE}${user.phone}`]));
    await tx.delete(leads).where(eq(leads.phone, user.phone));
    await tx.delete(loginDevices).where(and(eq(loginDevices.phone, user.phone), eq(loginDevices.purpose, 'customer')));
    await tx.delete(contactMessages).where(eq(contactMessages.phone, user.phone));
    await tx
      .update(users)
      .set({ name: null, pushToken: null, avatarKey: null, city: null, phone: erasedPhone(), updatedAt: now })
      .where(eq(users.id, userId));
    await tx
      .update(accountDeletions)
      .set({ erasedAt: now })
      .where(and(eq(accountDeletions.id, request.id)));
  });
  // the erased host's share pages (title, hosts, venue, photo) leave the shared cache of every instance at once
  for (const event of hosted) await forgetShareView(db, event);
  return { outcome: 'erased' };
}

/** The job's outcome for an erasure run: a request not yet due runs again when it is. */
export function erasureJobOutcome({ outcome, dueAt }: { outcome: ErasureOutcome; dueAt?: Date }): JobOutcome {
  return outcome === 'not-due' && dueAt ? { rescheduleAt: dueAt } : undefined;
}
