/**
 * What capacity reads of orders (the table, not the orders domain, which sits above): an order's service, date,
 * slot and what sets its job's length, and where it is.
 */
import { eq } from 'drizzle-orm';
import type { SpanOrder } from '../../lib/capacity';
import { orders } from '../db/schema';
import type { Db } from '../db/types';

/** An order as a booking reads it. */
export interface BookingOrder extends SpanOrder {
  id: string;
  userId: string;
  /** The address's pincode, or null when it has none. */
  pincode: string | null;
}

/** The order with this id as a booking reads it, or null. */
export async function orderForBooking(db: Db, orderId: string): Promise<BookingOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      orderType: orders.orderType,
      eventDate: orders.eventDate,
      slot: orders.slot,
      details: orders.details,
      items: orders.items,
      address: orders.address,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return null;
  const { address, ...order } = row;
  const pincode = typeof address.pincode === 'string' ? address.pincode : null;
  return { ...order, pincode };
}
