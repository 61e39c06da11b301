/**
 * What payments reads of the orders it charges. Payments sits below orders, so it reads the `orders` rows itself
 * instead of calling the order domain; the money changes of an order are in ./ledger.ts.
 */
import { and, eq } from 'drizzle-orm';
import { orders, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';

/**
 * The order `orderId` that the customer `userId` pays for (a payment, its status, a split of its balance).
 * @throws HttpError 404 "Order not found" for an unknown order or another customer's (never telling which).
 */
export async function customerOrderToCharge(db: Db, orderId: string, userId: string): Promise<Order> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.id, orderId)))
    .limit(1);
  if (!order) throw notFound('Order not found');
  return order;
}
