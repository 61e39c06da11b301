/**
 * Syncing an order's guests to its invite (`POST /api/order/{orderId}/sync-headcount`): the order is
 * re-priced with its booking's own pricing (lib/headcountSync `resyncBill`: the dish rates and plate prices the
 * booking fixed), the refusals of lib/headcountSync apply (400; a change above 30% also opens a support request
 * with the order attached), and the difference is settled at once (`headcountSyncSettlement`).
 * - A lower total: guests, bill and totals change under the order's lock and the difference is refunded through
 *   the ledger (reason `headcount_sync`). The refund is taken off `amountPaid` (it no longer pays for this order)
 *   rather than counted in `amountRefunded` (which marks an order partly refunded and is what a cancellation gives
 *   back), so `total − amountPaid` stays the balance due.
 * - A higher total: nothing changes yet. A pending sync (`headcount_syncs`, one per order; a new request replaces an
 *   unpaid one) and a payment attempt of kind `topup` for the difference are opened on the existing gateways; the
 *   order is synced when the top-up's capture is verified (server/payments/topups.ts, from `recordCapture`).
 * - A split balance: its unpaid shares are cancelled, so no share disagrees with the new balance.
 */
import { addMinutes, addSeconds } from 'date-fns';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PaymentAttemptAnswer } from '../../lib/contracts/payments';
import { ORDER_STATUS, ORDER_TYPE } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { headcountSyncRefusal, headcountSyncSettlement, resyncBill, syncGuestRange, type SyncPricing } from '../../lib/headcountSync';
import { toPaise } from '../../lib/payments';
import type { Bill, BillLine } from '../../lib/pricing';
import type { Locale } from '../../lib/i18n/locales';
import { openSupport } from '../chat';
import { findDishesForOrder } from '../catalog';
import { headcountSyncs, paymentAttempts, users, type Order, type Refund } from '../db/schema';
import type { Db } from '../db/types';
import { siteUrlIn } from '../i18n/links';
import { findFoodDishes } from '../food';
import { HttpError } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import {
  attemptAnswer,
  openAtGateway,
  createRefunds,
  lockOrder,
  updateLockedOrder,
  processRefundsNow,
  refundsState,
  cancelUnpaidShares,
} from '../payments';
import type { PaymentDeps } from '../payments';
import { chefRequirements } from './chef';
import { foodQuantities, foodServiceOf, type FoodOrderDetails } from './food';
import { inviteHeadcountOf } from './inviteHeadcount';
import { orderForUser } from './repository';
import { orderStartsAt } from '../../lib/orders';

/** What a sync did: the re-priced order and the refund it caused (whole rupees). */
export interface HeadcountSyncResult {
  order: Order;
  fromGuests: number;
  toGuests: number;
  /** New total minus old total. */
  difference: number;
  refund: { amount: number; status: ReturnType<typeof refundsState> } | null;
  /** The top-up to pay (a rise): the order changes only once its capture is verified. */
  payment: PaymentAttemptAnswer | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The message of a sync that lost a race (another sync, a cancellation, a payment) between reading and locking. */
const CHANGED_MEANWHILE = 'This order changed meanwhile. Please review and confirm again.';

interface Repriced {
  pricing: SyncPricing;
  /** The booking details and requirements that follow the guests (food quantities, chef ingredients). */
  recompute: (guests: number) => Pick<Order, 'details' | 'requirements'>;
}

/** How an order is re-priced: from its stored items (the rates the booking fixed) and today's dish facts. */
async function repricingOf(db: Db, order: Order): Promise<Repriced> {
  const items = order.items as { _id?: unknown; dish_rate?: unknown; price?: unknown }[];
  const ids = items.map((item) => String(item._id));
  const service = foodServiceOf(order.orderType);
  const menuChanged = () =>
    new HttpError(409, 'Some dishes of this order are no longer available. Please chat with us to change the guests.');
  // an order line without a dish id (an order made otherwise) cannot be re-priced
  if (ids.length === 0 || ids.some((id) => !UUID.test(id))) throw menuChanged();
  if (!service) {
    const dishes = await findDishesForOrder(db, ids);
    if (dishes.length !== new Set(ids).size) throw menuChanged();
    return {
      pricing: { orderType: ORDER_TYPE.CHEF, dishRates: items.map((item) => Number(item.dish_rate)) },
      recompute: (guests) => ({ details: order.details, requirements: { ...chefRequirements(dishes, guests) } }),
    };
  }
  const dishes = await findFoodDishes(db, ids);
  const byId = new Map(dishes.map((dish) => [dish.id, dish]));
  if (ids.some((id) => !byId.has(id))) throw menuChanged();
  const details = order.details as unknown as FoodOrderDetails;
  return {
    pricing: {
      orderType: order.orderType as Extract<SyncPricing, { dishes: unknown }>['orderType'],
      dishes: items.map((item, i) => ({ platePrice: Number(item.price), qualifying: byId.get(ids[i]!)!.qualifying })),
      extras: details.extras,
    },
    recompute: (guests) => ({
      details: { ...details, quantities: foodQuantities(dishes, guests) },
      requirements: order.requirements,
    }),
  };
}

/** The bill lines after a sync: the advance and balance lines say what the settlement left (it may differ from the usual share). */
function syncedLines(lines: readonly BillLine[], advance: number, balance: number, usualAdvance: number): BillLine[] {
  return lines.map((line) => {
    if (line.kind === 'advance') return advance === usualAdvance ? line : { ...line, label: 'Advance', amount: advance };
    if (line.kind === 'balance') return { ...line, amount: balance };
    return line;
  });
}

/**
 * Syncs one of the customer's orders to `guests`, its invite's live headcount.
 * @throws HttpError 404 unknown order or another customer's; 400 not attached to an invite, a service whose bill
 *   does not follow the guests, or a refusal of lib/headcountSync (inside 48 h, unchanged, out of range, above 30%:
 *   which also opens a support request), or a food order that would fall under its minimum; 409 `guests` is not
 *   what the invite says now, `expectedTotal` is not the new total, the order is not booked or changed meanwhile,
 *   a dish is gone, or a payment of the order is in flight at the gateway; 502 when the gateway does not answer.
 */
export async function syncHeadcount(
  db: Db,
  deps: PaymentDeps,
  {
    orderId,
    userId,
    guests,
    expectedTotal,
    locale = 'en',
  }: { orderId: string; userId: string; guests: number; expectedTotal: number; locale?: Locale },
): Promise<HeadcountSyncResult> {
  const { now } = deps;
  const order = await orderForUser(db, orderId, userId);
  const invite = await inviteHeadcountOf(db, order);
  if (invite === null) throw new HttpError(400, 'This order is not attached to an invite whose guests it follows.');
  if (order.status !== ORDER_STATUS.BOOKED && order.status !== ORDER_STATUS.ACCEPTED) {
    throw new HttpError(409, 'Only a booked order can be synced to its invite.');
  }
  const booked = order.peopleCount ?? 0;
  const refusal = headcountSyncRefusal({
    startsAt: orderStartsAt(order),
    now,
    booked,
    guests,
    range: syncGuestRange(order.orderType as SyncPricing['orderType']),
  });
  if (refusal?.reason === 'too_large') {
    await openSupport(db, userId, { orderId, request: `Please sync the guests to the invite: ${booked} → ${guests}.` }, now);
  }
  if (refusal) throw new HttpError(400, refusal.message);
  if (guests !== invite) throw new HttpError(409, `Your invite now says ${invite} guests. Please review and confirm again.`);

  const { pricing, recompute } = await repricingOf(db, order);
  const bill = resyncBill(pricing, guests);
  if (!bill.meetsMinimum) throw new HttpError(400, `${guests} guests would take this order under its minimum. Please chat with us.`);
  if (bill.total !== expectedTotal) {
    throw new HttpError(409, `The price has changed: your total is now ${formatRupees(bill.total)}. Please review and confirm again.`);
  }
  if (bill.total > order.total) return requestTopUp(db, deps, { order, userId, booked, guests, bill, changes: recompute(guests), locale });

  const { updated, created, refund } = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    // checked again under the lock: another sync, a payment or a cancellation may have come first
    if (
      !locked ||
      locked.peopleCount !== booked ||
      locked.total !== order.total ||
      locked.amountPaid !== order.amountPaid ||
      (locked.status !== ORDER_STATUS.BOOKED && locked.status !== ORDER_STATUS.ACCEPTED)
    ) {
      throw new HttpError(409, CHANGED_MEANWHILE);
    }
    const settlement = headcountSyncSettlement({
      oldTotal: locked.total,
      newTotal: bill.total,
      advance: locked.advance,
      paid: locked.amountPaid,
      refunded: locked.amountRefunded,
    });
    const lines = syncedLines(bill.lines, settlement.advance, settlement.balance, bill.advance);
    const refundText = settlement.refund > 0 ? `; ${formatRupees(settlement.refund)} refunded` : '';
    const synced = await updateLockedOrder(
      tx,
      locked,
      {
        peopleCount: guests,
        bill: { lines },
        total: bill.total,
        advance: settlement.advance,
        balance: settlement.balance,
        amountPaid: locked.amountPaid - settlement.refund,
        ...recompute(guests),
      },
      now,
      `Guests synced to the invite: ${booked} → ${guests}${refundText}`,
    );
    // the balance changed, so a split of the old one no longer adds up
    await cancelUnpaidShares(tx, orderId, now);
    // a top-up still waiting for its payment priced the old order: a capture of it is refunded (server/payments/topups.ts)
    await tx
      .update(headcountSyncs)
      .set({ status: 'cancelled', resolvedAt: now, updatedAt: now })
      .where(and(eq(headcountSyncs.orderId, orderId), eq(headcountSyncs.status, 'pending')));
    if (settlement.refund === 0) return { updated: synced, created: [] as Refund[], refund: 0 };
    const { created: made } = await createRefunds(tx, synced, {
      amountPaise: toPaise(settlement.refund),
      reason: 'headcount_sync',
      key: `headcount_sync:${orderId}:${now.getTime()}:${booked}-${guests}`,
      note: `Guests synced to the invite: ${booked} → ${guests}`,
      now,
      // taken off amountPaid above: the refund is not a cancellation's
      countOnOrder: false,
    });
    return { updated: synced, created: made, refund: settlement.refund };
  });
  const processed = await processRefundsNow(db, deps, created);
  return {
    order: updated,
    fromGuests: booked,
    toGuests: guests,
    difference: bill.total - order.total,
    refund: refund > 0 ? { amount: refund, status: refundsState(processed) } : null,
    payment: null,
  };
}

/**
 * A sync that raises the total: under the order's lock, replaces a pending unpaid sync, closes the host's
 * open attempt that never reached the gateway, and opens the pending sync with its `topup` attempt for the
 * difference (integer paise at the gateway); then makes the gateway's order. The order itself is not changed.
 * @throws HttpError 409 the order changed meanwhile or a payment of it is in flight; 502 the gateway did not answer.
 */
async function requestTopUp(
  db: Db,
  deps: PaymentDeps,
  {
    order,
    userId,
    booked,
    guests,
    bill,
    changes,
    locale,
  }: {
    order: Order;
    userId: string;
    booked: number;
    guests: number;
    bill: Bill;
    changes: Pick<Order, 'details' | 'requirements'>;
    /** The page's language: the gateway sends the customer back to the result page in it. */
    locale: Locale;
  },
): Promise<HeadcountSyncResult> {
  const { now } = deps;
  const difference = bill.total - order.total;
  const attempt = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (
      !locked ||
      locked.peopleCount !== booked ||
      locked.total !== order.total ||
      (locked.status !== ORDER_STATUS.BOOKED && locked.status !== ORDER_STATUS.ACCEPTED)
    ) {
      throw new HttpError(409, CHANGED_MEANWHILE);
    }
    const open = await tx
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.orderId, order.id),
          isNull(paymentAttempts.shareId),
          inArray(paymentAttempts.status, ['created', 'pending']),
        ),
      );
    if (open.some((a) => a.status === 'pending')) {
      throw new HttpError(409, 'A payment of this order is being confirmed. Please try again in a few minutes.');
    }
    // a new request replaces an unpaid one: its attempt never reached a payment (else it would be pending above)
    await tx
      .update(headcountSyncs)
      .set({ status: 'cancelled', resolvedAt: now, updatedAt: now })
      .where(and(eq(headcountSyncs.orderId, order.id), eq(headcountSyncs.status, 'pending')));
    if (open.length > 0) {
      await tx
        .update(paymentAttempts)
        .set({ status: 'expired', resolvedAt: now, updatedAt: now })
        .where(
          inArray(
            paymentAttempts.id,
            open.map((a) => a.id),
          ),
        );
    }
    const [created] = await tx
      .insert(paymentAttempts)
      .values({
        orderId: order.id,
        kind: 'topup',
        provider: deps.gateways.current,
        amountPaise: toPaise(difference),
        expiresAt: addMinutes(now, deps.holdMinutes),
        nextCheckAt: addSeconds(now, deps.reconcileFirstSeconds),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(headcountSyncs).values({
      orderId: order.id,
      fromGuests: booked,
      toGuests: guests,
      oldTotal: order.total,
      newTotal: bill.total,
      difference,
      attemptId: created!.id,
      changes: {
        bill: { lines: syncedLines(bill.lines, order.advance + difference, bill.total - order.advance - difference, bill.advance) },
        ...changes,
      },
      createdAt: now,
      updatedAt: now,
    });
    await enqueueJob(tx, {
      name: 'payment.reconcile',
      payload: { attemptId: created!.id },
      runAt: addSeconds(now, deps.reconcileFirstSeconds),
      dedupeKey: `reconcile:${created!.id}`,
    });
    return created!;
  });
  // a concurrent sync may have replaced this top-up since the commit: only the latest opens at the gateway
  const [current] = await db.select({ status: paymentAttempts.status }).from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
  if (current?.status !== 'created') throw new HttpError(409, CHANGED_MEANWHILE);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const stored = await openAtGateway(db, deps, attempt, order, {
    customer: { name: user!.name ?? undefined, phone: user!.phone },
    returnUrl: siteUrlIn(`/pay/result?order=${order.id}`, locale),
  });
  return { order, fromGuests: booked, toGuests: guests, difference, refund: null, payment: attemptAnswer(stored, order, user!) };
}

/**
 * What the order page offers beside "Your invite says N guests": the sync to `invite` guests with its
 * new total and difference, or null when it is not allowed now (not booked, inside 48 hours, the same count, outside
 * the service's range, or a menu that can no longer be priced). A change above 30% is offered: the route refuses it
 * with the support message. Never changes anything.
 */
export async function headcountSyncOffer(
  db: Db,
  order: Order,
  invite: number | null,
  now: Date,
): Promise<{ guests: number; newTotal: number; difference: number } | null> {
  if (invite === null || (order.status !== ORDER_STATUS.BOOKED && order.status !== ORDER_STATUS.ACCEPTED)) return null;
  const refusal = headcountSyncRefusal({
    startsAt: orderStartsAt(order),
    now,
    booked: order.peopleCount ?? 0,
    guests: invite,
    range: syncGuestRange(order.orderType as SyncPricing['orderType']),
  });
  if (refusal && refusal.reason !== 'too_large') return null;
  try {
    const bill = resyncBill((await repricingOf(db, order)).pricing, invite);
    return { guests: invite, newTotal: bill.total, difference: bill.total - order.total };
  } catch (error) {
    // a dish gone from the menu (409) or a menu the pricing refuses: no offer, the customer can chat with us
    if (error instanceof HttpError || error instanceof RangeError) return null;
    throw error;
  }
}
