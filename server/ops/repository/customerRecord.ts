/**
 * The SQL of the console's customer record (server/ops/customerRecord.ts builds the view): a customer's orders,
 * whether their account was erased, the payments and refunds of orders, and the outbox rows sent to them.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  accountDeletions,
  orders,
  outbox,
  payments,
  refunds,
  type Order,
  type OutboxEntry,
  type Payment,
  type Refund,
} from '../../db/schema';
import type { Db } from '../../db/types';

/** A customer's latest `limit` orders, newest first. */
export async function latestOrdersOfUser(db: Db, userId: string, limit: number): Promise<Order[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

/** Whether the user's account has been erased (a deletion request that ran). */
export async function wasErased(db: Db, userId: string): Promise<boolean> {
  const [erasure] = await db
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNotNull(accountDeletions.erasedAt)))
    .limit(1);
  return erasure !== undefined;
}

/** The latest `limit` outbox rows addressed to any of `recipients` (phone forms or a user id), newest first. */
export async function latestOutboxTo(db: Db, recipients: readonly string[], limit: number): Promise<OutboxEntry[]> {
  return db
    .select()
    .from(outbox)
    .where(inArray(outbox.recipient, [...recipients]))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

/** The payments (newest capture first) and refunds (newest first) of these orders. */
export async function paymentsAndRefundsOf(db: Db, orderIds: readonly string[]): Promise<[Payment[], Refund[]]> {
  if (orderIds.length === 0) return [[], []];
  return Promise.all([
    db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [...orderIds]))
      .orderBy(desc(payments.capturedAt), desc(payments.id)),
    db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, [...orderIds]))
      .orderBy(desc(refunds.createdAt), desc(refunds.id)),
  ]);
}
