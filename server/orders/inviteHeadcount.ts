/**
 * RSVP-linked headcount on the order page: a food delivery, live buffet or chef order attached to an
 * invite event (`orders.event_id`) shows "Your invite says N guests" beside its booked count, N being the event's
 * live headcount (lib/events/headcount: Going with a place and their +1s, and half of Maybe rounded up).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ORDER_TYPE } from '../../lib/constants';
import { events, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { eventHeadcount } from '../events';

/** The services whose bill follows the guest count and so may follow the invite. */
export const HEADCOUNT_ORDER_TYPES: readonly number[] = [ORDER_TYPE.CHEF, ORDER_TYPE.FOOD_DELIVERY, ORDER_TYPE.LIVE_BUFFET_CATERING];

/**
 * The live headcount of the invite event an order is attached to, or null: no event, an event deleted or
 * cancelled, or a service whose bill does not follow the guests (decoration, photography).
 */
export async function inviteHeadcountOf(db: Db, order: Pick<Order, 'eventId' | 'orderType'>): Promise<number | null> {
  if (!order.eventId || !HEADCOUNT_ORDER_TYPES.includes(order.orderType)) return null;
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, order.eventId), isNull(events.deletedAt), eq(events.status, 'active')))
    .limit(1);
  return event ? eventHeadcount(db, event.id) : null;
}
