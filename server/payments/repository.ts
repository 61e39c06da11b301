/**
 * The customer's order as both payments and orders read it. Payments sits below orders, so the lookup lives here
 * and the order domain re-exports it (server/orders/repository.ts) instead of keeping a second copy; the money
 * changes of an order are in ./ledger.ts.
 */
import { and, eq } from 'drizzle-orm';
import { orders, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';

/** The user's order with this id, or null (another customer's order is "not found"). */
export async function findOrderForUser(db: Db, orderId: string, userId: string): Promise<Order | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return order ?? null;
}

/**
 * The user's order with this id (the one a customer pays for, views or changes).
 * @throws HttpError 404 "Order not found" for an unknown order or another customer's (never telling which).
 */
export async function orderForUser(db: Db, orderId: string, userId: string): Promise<Order> {
  const order = await findOrderForUser(db, orderId, userId);
  if (!order) throw notFound('Order not found');
  return order;
}
