import { randomInt } from 'node:crypto';
import { subSeconds } from 'date-fns';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { orders, orderStatusHistory, type NewOrder, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { advisoryXactLock } from '../db/locks';
import { ORDER_STATUS } from '../../lib/constants';
import { enqueueJob } from '../jobs/queue';
import { HttpError } from '../http/errors';
import { secondsUntilBelowLimit, tooManyRequests } from '../http/rateLimit';

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

/** An order as its booking transaction left it: the row, its status history and whether this call created it. */
export interface PlacedOrder {
  order: Order;
  history: StatusChange[];
  created: boolean;
}

/** How `insertOrderOnce` books: the clock of the request and the customer's hourly limit (issue 11). */
export interface OrderPlacement {
  now: Date;
  /** Orders one customer may create per rolling hour (`ORDER_MAX_PER_CUSTOMER_HOUR`). */
  maxOrdersPerHour: number;
}

const HOUR_SECONDS = 3600;

/**
 * The order the user already placed with `idempotencyKey`, with its history, or null.
 * @throws HttpError 422 "This key was used for a different request." when that order was placed with
 *   another request (`fingerprint` differs from the stored one; orders stored before fingerprints match any).
 */
export async function findOrderByIdempotencyKey(
  db: Db,
  { userId, idempotencyKey, fingerprint }: { userId: string; idempotencyKey: string; fingerprint: string | null | undefined },
): Promise<PlacedOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!order) return null;
  if (order.requestFingerprint && fingerprint && order.requestFingerprint !== fingerprint) {
    throw new HttpError(422, 'This key was used for a different request.', {
      errors: [{ path: 'idempotency-key', message: 'Already used for a different request' }],
    });
  }
  return { order, history: await listStatusHistory(db, order.id), created: false };
}

/**
 * Refuses an order beyond the customer's hourly limit (issue 11).
 * @throws HttpError 429 with `Retry-After`: the seconds until enough of the last hour's orders are an hour old.
 */
async function requireOrderAllowance(db: Db, userId: string, { now, maxOrdersPerHour }: OrderPlacement): Promise<void> {
  const limit = { max: maxOrdersPerHour, windowSeconds: HOUR_SECONDS };
  const newest = await db
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.createdAt, subSeconds(now, HOUR_SECONDS))))
    .orderBy(desc(orders.createdAt))
    .limit(maxOrdersPerHour);
  const wait = secondsUntilBelowLimit(
    newest.map((row) => row.createdAt),
    limit,
    now,
  );
  if (wait > 0) throw tooManyRequests(`You can place at most ${maxOrdersPerHour} orders an hour.`, wait, now);
}

/**
 * Books an order in one transaction, under a per-customer lock: when the user already used
 * `idempotencyKey`, that order is returned instead (a repeated submit creates one order, and does not
 * count against the limit); otherwise the hourly limit is checked and the order is inserted with its
 * first status entry. Everything the answer needs is returned by the transaction, so nothing has to be
 * read again after the commit.
 * @throws HttpError 422 when the key was used with a different request; 429 (Retry-After) beyond the limit.
 */
export async function insertOrderOnce(db: Db, values: Omit<NewOrder, 'orderNumber'>, placement: OrderPlacement): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    await advisoryXactLock(tx, `orders:user:${values.userId}`);
    const key = values.idempotencyKey;
    if (key) {
      const existing = await findOrderByIdempotencyKey(tx, {
        userId: values.userId,
        idempotencyKey: key,
        fingerprint: values.requestFingerprint,
      });
      if (existing) return existing;
    }
    await requireOrderAllowance(tx, values.userId, placement);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [order] = await tx
        .insert(orders)
        .values({ ...values, orderNumber: newOrderNumber() })
        .onConflictDoNothing()
        .returning();
      if (order) {
        const awaiting = order.status === ORDER_STATUS.AWAITING_PAYMENT;
        const history = await tx
          .insert(orderStatusHistory)
          .values({
            orderId: order.id,
            status: order.status,
            note: awaiting ? 'Order placed: awaiting payment of the advance' : 'Order booked',
            createdAt: order.createdAt,
          })
          .returning();
        // issue 12: an order still unpaid when its hold ends expires and releases its slot
        if (awaiting && order.holdExpiresAt) {
          await enqueueJob(tx, {
            name: 'order.expire',
            payload: { orderId: order.id },
            runAt: order.holdExpiresAt,
            dedupeKey: `expire:${order.id}`,
          });
        }
        return { order, history, created: true };
      }
      // the order number collided (the customer's lock rules out a concurrent use of the key): draw another
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
