/**
 * Who a message to an event's guests reaches (the SQL of its audience): the guests of a segment who opted in, the
 * customers who opened the invite without answering, and the counts the host reads before sending.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MessageAudience } from '../../lib/contracts/events';
import { eventGuests, eventOpens, users } from '../db/schema';
import type { Db } from '../db/types';

/** Who a message goes to: a host's segment, or everyone who answered (notices). */
export type MessageSegment = 'all' | 'going' | 'maybe' | 'no-reply' | 'answered';

/** A recipient of a message: their user id, phone (10 digits) and the name they answered with (or "there"). */
export interface Recipient {
  userId: string;
  phone: string;
  name: string;
}

/**
 * The recipients of a segment: `going` guests holding a place, `maybe`, `no-reply` (opened,
 * not answered), `all` of those and who declined or wait; `answered` every guest. Only those who opted in, except
 * for `answered` (a notice about their own answer).
 */
export async function recipientsOf(db: Db, eventId: string, segment: MessageSegment): Promise<Recipient[]> {
  const optedIn = segment !== 'answered';
  const guestFilter =
    segment === 'going'
      ? and(eq(eventGuests.rsvpStatus, 'going'), eq(eventGuests.waitlisted, false))
      : segment === 'maybe'
        ? eq(eventGuests.rsvpStatus, 'maybe')
        : segment === 'no-reply'
          ? sql`false`
          : undefined;
  const guests = await db
    .select({ userId: users.id, phone: users.phone, name: eventGuests.name })
    .from(eventGuests)
    .innerJoin(users, eq(users.id, eventGuests.userId))
    .where(and(eq(eventGuests.eventId, eventId), optedIn ? eq(eventGuests.whatsappOptIn, true) : undefined, guestFilter))
    .orderBy(asc(eventGuests.answeredAt));
  const openers =
    segment === 'no-reply' || segment === 'all'
      ? await db
          .select({ userId: users.id, phone: users.phone })
          .from(eventOpens)
          .innerJoin(users, eq(users.id, eventOpens.userId))
          .where(
            and(
              eq(eventOpens.eventId, eventId),
              eq(eventOpens.whatsappOptIn, true),
              sql`not exists (select 1 from ${eventGuests} g where g.event_id = ${eventOpens.eventId} and g.user_id = ${eventOpens.userId})`,
            ),
          )
      : [];
  return [...guests, ...openers.map((row) => ({ userId: row.userId, phone: row.phone, name: 'there' }))];
}

/**
 * How many a host's message would reach in each segment, counted as `recipientsOf` picks them (two queries), so the
 * host reads who will get it before sending (the event's `hostOnly.audience`).
 */
export async function messageAudience(db: Db, eventId: string): Promise<MessageAudience> {
  const rows = await db
    .select({
      status: eventGuests.rsvpStatus,
      waitlisted: eventGuests.waitlisted,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(eventGuests)
    .innerJoin(users, eq(users.id, eventGuests.userId))
    .where(and(eq(eventGuests.eventId, eventId), eq(eventGuests.whatsappOptIn, true)))
    .groupBy(eventGuests.rsvpStatus, eventGuests.waitlisted);
  const [openers] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(eventOpens)
    .innerJoin(users, eq(users.id, eventOpens.userId))
    .where(
      and(
        eq(eventOpens.eventId, eventId),
        eq(eventOpens.whatsappOptIn, true),
        sql`not exists (select 1 from ${eventGuests} g where g.event_id = ${eventOpens.eventId} and g.user_id = ${eventOpens.userId})`,
      ),
    );
  const noReply = openers?.n ?? 0;
  const audience: MessageAudience = { all: noReply, going: 0, maybe: 0, 'no-reply': noReply };
  for (const row of rows) {
    audience.all += row.n;
    if (row.status === 'going' && !row.waitlisted) audience.going += row.n;
    if (row.status === 'maybe') audience.maybe += row.n;
  }
  return audience;
}
