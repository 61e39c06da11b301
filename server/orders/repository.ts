import { randomInt, randomUUID } from 'node:crypto';
import { addSeconds, subSeconds } from 'date-fns';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  jobs,
  orders,
  orderStatusHistory,
  paymentAttempts,
  payments,
  paymentShares,
  refunds,
  users,
  type NewOrder,
  type Order,
  type Payment,
  type Refund,
} from '../db/schema';
import type { Db } from '../db/types';
import { advisoryXactLock } from '../db/locks';
import { holdOrderTime, releaseBooking, slotTakenError } from '../capacity';
import { ENDED_STATUSES } from '../../lib/orders';
import { ORDER_STATUS, type OrderStatus } from '../../lib/constants';
import { enqueueJob, jobRow } from '../jobs/queue';
import { queueStatusNotices } from './noticeQueue';
import { HttpError } from '../http/errors';
import { tooManyRequests } from '../http/rateLimit';

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

/** How `insertOrderOnce` books: the clock of the request and the customer's hourly limit. */
export interface OrderPlacement {
  now: Date;
  /** Orders one customer may create per rolling hour (`ORDER_MAX_PER_CUSTOMER_HOUR`). */
  maxOrdersPerHour: number;
  /** Draws an order number (default `newOrderNumber`; tests make it collide). */
  newOrderNumber?: () => string;
  /**
   * Whether an order awaiting payment holds a free provider's time until its `holdExpiresAt`, in its booking
   * transaction (every booking of a customer: `placementOf`); nobody free rolls the booking back with the 409
   * "This slot was just booked." and the next free slots.
   */
  holdsProvider?: boolean;
}

/** Rolls a booking back when nobody is free for its job (turned into the slot-taken 409 after the rollback). */
class NobodyFree extends Error {
  constructor(readonly order: Order) {
    super('no provider is free for this order');
  }
}

/**
 * The row of the job that expires an unpaid order when its hold ends, as `enqueueJob` writes
 * it: inserted in the booking's own statement, and skipped (ON CONFLICT DO NOTHING) when one is queued.
 */
function orderExpiryJob(orderId: string, runAt: Date): typeof jobs.$inferInsert {
  return jobRow({ name: 'order.expire', payload: { orderId }, runAt, dedupeKey: `expire:${orderId}` });
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
 * What the booking transaction reads under the customer's lock, in one statement: the id of the
 * customer's order with `idempotencyKey` (null without a key or when there is none) and how many orders the
 * customer created in the hour before `now` (a COUNT served by `orders_user_created_idx`, however many
 * orders that hour holds).
 */
async function placementState(
  db: Db,
  { userId, idempotencyKey, now }: { userId: string; idempotencyKey: string | null | undefined; now: Date },
): Promise<{ existingId: string | null; recent: number }> {
  const existing = idempotencyKey
    ? sql<string | null>`${db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))}`
    : sql<null>`null`;
  const [state] = await db
    .select({ recent: count(), existingId: existing })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.createdAt, subSeconds(now, HOUR_SECONDS))));
  return { existingId: state?.existingId ?? null, recent: state?.recent ?? 0 };
}

/**
 * The 429 of a customer at the hourly limit, read only when refusing: `Retry-After` is the seconds
 * until the `maxOrdersPerHour`-th newest order of the last hour is an hour old (then fewer than the limit remain).
 */
async function orderLimitRefusal(db: Db, userId: string, { now, maxOrdersPerHour }: OrderPlacement): Promise<HttpError> {
  const [oldestCounted] = await db
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.createdAt, subSeconds(now, HOUR_SECONDS))))
    .orderBy(desc(orders.createdAt))
    .offset(maxOrdersPerHour - 1)
    .limit(1);
  const wait = oldestCounted ? (addSeconds(oldestCounted.createdAt, HOUR_SECONDS).getTime() - now.getTime()) / 1000 : 1;
  return tooManyRequests(`You can place at most ${maxOrdersPerHour} orders an hour.`, wait, now);
}

/**
 * Whether `error` (or an error it wraps, as Drizzle does) lets the booking simply run again: the unique violation
 * of the order number, or a deadlock PostgreSQL broke (two bookings that tried the same free providers in another
 * order, each holding one's lock: the database rolls one back, which then books afresh).
 */
function isRetryable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, constraint, cause } = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (code === '23505' && constraint === 'orders_order_number_unique') return true;
  if (code === '40P01') return true;
  return isRetryable(cause, depth + 1);
}

/** Tries (each at a fresh order number) before giving up (31^6 numbers: a second collision in a row is all but impossible). */
const ORDER_NUMBER_ATTEMPTS = 5;

/**
 * Books an order in one transaction, under a per-customer lock: when the user already used
 * `idempotencyKey`, that order is returned instead (a repeated submit creates one order, and does not
 * count against the limit); otherwise the hourly limit is checked and the order is inserted with its
 * first status entry and (awaiting payment) its expiry job, and with `holdsProvider` the hold of a free
 * provider's time. Everything the answer needs is returned by the transaction, so nothing has to be read again
 * after the commit.
 *
 * Three statements between BEGIN and COMMIT on the usual path (the lock, one read of the key and
 * the hour's COUNT, one INSERT of the order, its history entry and its job), then the hold's (a fixed number,
 * whatever the number of providers); a colliding order number (or a deadlock) rolls the transaction back and
 * books again with another number.
 * @throws HttpError 422 when the key was used with a different request; 429 (Retry-After) beyond the limit; 409
 *   "This slot was just booked." with `details.nextFreeSlots` when nobody is free for the job (`holdsProvider`).
 */
export async function insertOrderOnce(db: Db, values: Omit<NewOrder, 'orderNumber'>, placement: OrderPlacement): Promise<PlacedOrder> {
  const drawNumber = placement.newOrderNumber ?? newOrderNumber;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await bookOnce(db, { ...values, orderNumber: drawNumber() }, placement);
    } catch (error) {
      // the next free slots are read after the rollback, with no lock held
      if (error instanceof NobodyFree) throw await slotTakenError(db, error.order, placement.now);
      if (attempt >= ORDER_NUMBER_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

/** One booking transaction of `insertOrderOnce` with a drawn order number. */
function bookOnce(db: Db, values: NewOrder, placement: OrderPlacement): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    await advisoryXactLock(tx, `orders:user:${values.userId}`);
    // under the lock, so that a concurrent booking of this customer is either committed and seen, or waits
    const state = await placementState(tx, { userId: values.userId, idempotencyKey: values.idempotencyKey, now: placement.now });
    if (state.existingId && values.idempotencyKey) {
      const existing = await findOrderByIdempotencyKey(tx, {
        userId: values.userId,
        idempotencyKey: values.idempotencyKey,
        fingerprint: values.requestFingerprint,
      });
      if (existing) return existing;
    }
    if (state.recent >= placement.maxOrdersPerHour) throw await orderLimitRefusal(tx, values.userId, placement);

    const row = {
      ...values,
      id: values.id ?? randomUUID(),
      status: values.status ?? ORDER_STATUS.BOOKED,
      createdAt: values.createdAt ?? placement.now,
    };
    const awaiting = row.status === ORDER_STATUS.AWAITING_PAYMENT;
    const firstEntry: StatusChange = {
      id: randomUUID(),
      orderId: row.id,
      status: row.status,
      note: awaiting ? 'Order placed: awaiting payment of the advance' : 'Order booked',
      createdAt: row.createdAt,
    };
    // one statement: the order, its first status entry and the job that expires it, unpaid, when
    // its hold ends and releases its slot; all or nothing
    const placed = tx.$with('placed').as(tx.insert(orders).values(row).returning());
    const history = tx.$with('history').as(tx.insert(orderStatusHistory).values(firstEntry));
    const expiry =
      awaiting && row.holdExpiresAt
        ? [tx.$with('expiry').as(tx.insert(jobs).values(orderExpiryJob(row.id, row.holdExpiresAt)).onConflictDoNothing())]
        : [];
    const [order] = await tx
      .with(placed, history, ...expiry)
      .select()
      .from(placed);
    if (!order) throw new Error('the order insert returned no row');
    // under each provider's lock and the database's exclusion constraint: of two customers racing for the last
    // provider of a slot, exactly one holds them; the other is refused here, before any payment
    if (placement.holdsProvider && awaiting && order.holdExpiresAt) {
      const held = await holdOrderTime(tx, order, { now: placement.now, expiresAt: order.holdExpiresAt });
      if (!held) throw new NobodyFree(order);
    }
    return { order, history: [firstEntry], created: true };
  });
}

// the customer's order lookup is shared with payments, which sits below orders and so owns it
export { findOrderForUser, orderForUser } from '../payments';

/**
 * An order with its customer's phone and id, for the messages about it (confirmation, assignment, photos ready).
 * @returns undefined for an unknown order.
 */
export async function findOrderWithCustomer(db: Db, orderId: string): Promise<{ order: Order; phone: string; userId: string } | undefined> {
  const [row] = await db
    .select({ order: orders, phone: users.phone, userId: users.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
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
 * in `expectedStatus` (so two concurrent changes cannot both apply). A job started or completed queues the
 * customer's messages in the same transaction (./noticeQueue.ts `queueStatusNotices`); one that ends the order
 * (cancelled, expired) releases its provider's time.
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
  }: { orderId: string; expectedStatus: OrderStatus; status: OrderStatus; note: string; now: Date; changes?: Partial<Order> },
): Promise<Order | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ ...changes, status, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, expectedStatus)))
      .returning();
    if (!order) return null;
    // an order that ends (cancelled, expired) frees its provider's time at once
    if (ENDED_STATUSES.includes(status)) await releaseBooking(tx, orderId);
    await tx.insert(orderStatusHistory).values({ orderId, status, note, createdAt: now });
    // whoever moved it (partner app, console), the customer hears of a started or completed job
    await queueStatusNotices(tx, order, now);
    // a completed order gets its tax invoice (CGST Act section 31) and credits its provider; taxdocs and earnings sit
    // above orders, hence jobs
    if (status === ORDER_STATUS.COMPLETED) {
      await enqueueJob(tx, { name: 'tax.order_completed', payload: { orderId }, runAt: now, dedupeKey: `tax-invoice:${orderId}` });
      await enqueueJob(tx, { name: 'earnings.order_completed', payload: { orderId }, runAt: now, dedupeKey: `earnings-order:${orderId}` });
    }
    return order;
  });
}

/** The payments of an order, oldest first, each with the name of the co-host whose share its attempt paid (null for the host's own). */
export async function listOrderPayments(db: Db, orderId: string): Promise<{ payment: Payment; shareName: string | null }[]> {
  return db
    .select({ payment: payments, shareName: paymentShares.name })
    .from(payments)
    .leftJoin(paymentAttempts, eq(paymentAttempts.id, payments.attemptId))
    .leftJoin(paymentShares, eq(paymentShares.id, paymentAttempts.shareId))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.capturedAt));
}

/** The refunds of an order, oldest first. */
export async function listOrderRefunds(db: Db, orderId: string): Promise<Refund[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

/**
 * The host's own payment attempts of `orderIds` that are pending at the gateway (amount in paise); a co-host's share
 * in flight is left out (the split's list shows it), and so is a tip (never the order's money). One query for a whole list.
 */
export async function listPendingHostAttempts(db: Db, orderIds: readonly string[]) {
  return db
    .select({ orderId: paymentAttempts.orderId, kind: paymentAttempts.kind, amountPaise: paymentAttempts.amountPaise })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.orderId, [...orderIds]),
        eq(paymentAttempts.status, 'pending'),
        isNull(paymentAttempts.shareId),
        // a tip in flight is not the order's money: the order shows no payment being confirmed for it
        ne(paymentAttempts.kind, 'tip'),
      ),
    );
}
