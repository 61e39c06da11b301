import { randomInt } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { orders, orderStatusHistory, type NewOrder, type Order } from '../db/schema';
import type { Db } from '../db/types';

/** Letters and digits that read unambiguously over the phone (no 0/O, 1/I/L). */
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short order number a customer can quote on WhatsApp, e.g. "PS-7K3P9Q". */
export function newOrderNumber(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `PS-${code}`;
}

/** A status change as the order page lists it. */
export type StatusChange = typeof orderStatusHistory.$inferSelect;

/**
 * Inserts an order and its first status entry, unless the same user already used `idempotencyKey`:
 * then the existing order is returned instead (a repeated submit creates one order).
 * @returns the order and whether it was created now.
 */
export async function insertOrderOnce(db: Db, values: Omit<NewOrder, 'orderNumber'>): Promise<{ order: Order; created: boolean }> {
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [order] = await tx
        .insert(orders)
        .values({ ...values, orderNumber: newOrderNumber() })
        .onConflictDoNothing()
        .returning();
      if (order) {
        await tx
          .insert(orderStatusHistory)
          .values({ orderId: order.id, status: order.status, note: 'Order booked', createdAt: order.createdAt });
        return { order, created: true };
      }
      if (values.idempotencyKey) {
        const [existing] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.userId, values.userId), eq(orders.idempotencyKey, values.idempotencyKey)))
          .limit(1);
        if (existing) return { order: existing, created: false };
      }
      // otherwise the order number collided: draw another
    }
    throw new Error('could not allocate an order number');
  });
}

/** The user's order with this id, or null (another customer's order is "not found"). */
export async function findOrderForUser(db: Db, orderId: string, userId: string): Promise<Order | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return order ?? null;
}

/** Any order by id (operations). */
export async function findOrderById(db: Db, orderId: string): Promise<Order | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return order ?? null;
}

/** The user's orders, newest first, `pageSize` per page. */
export async function listOrdersForUser(db: Db, userId: string, { page = 1, pageSize = 20 } = {}): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** Status history of an order, oldest first. */
export async function listStatusHistory(db: Db, orderId: string): Promise<StatusChange[]> {
  return db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.createdAt));
}

/**
 * Moves an order to `status` (with extra column changes) and records the change, only if it is still
 * in `expectedStatus` (so two concurrent changes cannot both apply).
 * @returns the updated order, or null when its status had changed meanwhile.
 */
export async function changeOrderStatus(
  db: Db,
  {
    orderId,
    expectedStatus,
    status,
    note,
    now,
    changes = {},
  }: { orderId: string; expectedStatus: number; status: number; note: string; now: Date; changes?: Partial<Order> },
): Promise<Order | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ ...changes, status, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, expectedStatus)))
      .returning();
    if (!order) return null;
    await tx.insert(orderStatusHistory).values({ orderId, status, note, createdAt: now });
    return order;
  });
}
