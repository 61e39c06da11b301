/**
 * Issue 25 §2, RSVP-linked headcount on the order page: a food delivery, live buffet or chef order attached to an
 * invite event (`orders.event_id`) shows "Your invite says N guests" beside its booked count, N being the event's
 * live headcount (lib/invites/headcount: Going with a place and their +1s, and half of Maybe rounded up).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_TYPE } from '../../lib/constants';
import { liveHeadcount } from '../../lib/invites/headcount';
import { eventGuests, events, type Order } from '../db/schema';
import type { Db } from '../db/types';

/** The services whose bill follows the guest count and so may follow the invite (issue 25 §2). */
export const HEADCOUNT_ORDER_TYPES: readonly number[] = [ORDER_TYPE.CHEF, ORDER_TYPE.FOOD_DELIVERY, ORDER_TYPE.LIVE_BUFFET_CATERING];

/**
 * The live headcount of the invite event an order is attached to, or null: no event, an event deleted or
 * cancelled, or a service whose bill does not follow the guests (decoration, photography). One query.
 */
export async function inviteHeadcountOf(db: Db, order: Pick<Order, 'eventId' | 'orderType'>): Promise<number | null> {
  if (!order.eventId || !HEADCOUNT_ORDER_TYPES.includes(order.orderType)) return null;
  const placed = sql`${eventGuests.rsvpStatus} = 'going' and not ${eventGuests.waitlisted}`;
  const [row] = await db
    .select({
      going: sql<number>`count(${eventGuests.id}) filter (where ${placed})`.mapWith(Number),
      plusOnes: sql<number>`coalesce(sum(${eventGuests.plusOnes}) filter (where ${placed}), 0)`.mapWith(Number),
      maybe: sql<number>`count(${eventGuests.id}) filter (where ${eventGuests.rsvpStatus} = 'maybe')`.mapWith(Number),
    })
    .from(events)
    .leftJoin(eventGuests, eq(eventGuests.eventId, events.id))
    .where(and(eq(events.id, order.eventId), isNull(events.deletedAt), eq(events.status, 'active')))
    .groupBy(events.id);
  return row ? liveHeadcount(row) : null;
}
