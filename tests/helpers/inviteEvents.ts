/**
 * An invite event attached to an order and its guests' answers, as the headcount tests set them up (
 * "Your invite says N guests" and syncing an order to it), on the test's database.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { eventGuests, events, orders, type InviteEvent, type Order } from '../../server/db/schema';
import type { Db } from '../../server/db/types';
import { findOrCreateUserByPhone } from '../../server/users/repository';

/**
 * A new active invite event of the customer `ownerId`, "Asha turns 30" at a Noida flat, at 19:00 IST on `date`
 * (YYYY-MM-DD; 23 Nov 2026, the day the tests' orders are booked for, unless given), with a random short code.
 */
export async function inviteEvent(db: Db, ownerId: string, date = '2026-11-23'): Promise<InviteEvent> {
  const [event] = await db
    .insert(events)
    .values({
      shortCode: randomBytes(4).toString('hex'),
      ownerId,
      occasion: 'birthday',
      title: 'Asha turns 30',
      date,
      time: '19:00',
      startsAt: new Date(`${date}T19:00:00+05:30`),
      venue: 'Flat 402, Noida',
      hostNames: ['Asha'],
    })
    .returning();
  return event!;
}

/** Attaches the order to the event (`orders.event_id`, as attach-order does) and answers the order's row. */
export async function attachToEvent(db: Db, orderId: string, eventId: string): Promise<Order> {
  const [row] = await db.update(orders).set({ eventId }).where(eq(orders.id, orderId)).returning();
  return row!;
}

/** One guest's answer to an invite. */
export interface InviteAnswer {
  rsvpStatus?: 'going' | 'maybe' | 'declined';
  /** Guests they bring besides themselves. */
  plusOnes?: number;
  /** Going without a place yet (the event is full): not counted. */
  waitlisted?: boolean;
  answeredAt?: Date;
}

let guestPhones = 0;

/**
 * A new guest (a customer with a phone of its own, `97700` and a counter of this test file) answers the invite:
 * Going with no +1s at the current time unless given.
 */
export async function answerInvite(
  db: Db,
  eventId: string,
  { rsvpStatus = 'going', plusOnes = 0, waitlisted = false, answeredAt = new Date() }: InviteAnswer = {},
): Promise<void> {
  guestPhones += 1;
  const { user } = await findOrCreateUserByPhone(db, `97700${String(guestPhones).padStart(5, '0')}`);
  await db.insert(eventGuests).values({ eventId, userId: user.id, name: 'Guest', rsvpStatus, plusOnes, waitlisted, answeredAt });
}

/** Makes the invite's live headcount `n` (n ≥ 1): every answer removed, then one guest Going with n − 1 plus-ones. */
export async function inviteSays(db: Db, eventId: string, n: number, answeredAt = new Date()): Promise<void> {
  await db.delete(eventGuests).where(eq(eventGuests.eventId, eventId));
  await answerInvite(db, eventId, { plusOnes: n - 1, answeredAt });
}
