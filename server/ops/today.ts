/**
 * The Today board of the console: what operations look at first each morning. Read-only;
 * every figure comes from the database at the time of the request (no cache: a board a minute old misleads).
 */
import { addHours } from 'date-fns';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { orderSlotLabel } from '../../lib/booking';
import { ORDER_STATUS, ORDER_TYPE_LABEL } from '../../lib/constants';
import { TODAY_DAYS, TODAY_LIST_MAX, UNASSIGNED_WITHIN_HOURS, type TodayBoard, type TodayOrder } from '../../lib/contracts/opsDesk';
import { addIstDays, istDate } from '../../lib/dates';
import { statusLabel } from '../../lib/orders';
import { jobWindow } from '../../lib/providers';
import { leads, orders, paymentAttempts, refunds, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { recentOtpAlerts } from '../auth/otpLimits';
import { notArrivedAlerts } from './notArrived';
import { jobsToReassign } from '../capacity';
import { queuedReasons } from '../providers';
import { firstResponseToday } from './supportInbox';
import { listFailedJobs } from './failedJobs';

/** Refund statuses the board lists: not processed yet, or refused by the gateway. */
const OPEN_REFUND_STATUSES = ['pending', 'failed'] as const;

/**
 * One order as the board's lists show it (no customer name, phone or address line: the order page has them).
 * `late` when its slot has started by `now` (the list is of orders nobody is assigned to, so nobody is there);
 * `reason` why the automatic assignment left it to operations, if it did.
 */
export function toTodayOrder(order: Order, now: Date, reason: string | null = null): TodayOrder {
  const city = (order.address as { city?: unknown }).city;
  const startsAt = jobWindow(order).start;
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    service: ORDER_TYPE_LABEL[order.orderType] ?? 'Party service',
    status: order.status,
    statusLabel: statusLabel(order.status),
    eventDate: order.eventDate,
    slotLabel: orderSlotLabel(order),
    startsAt: startsAt.toISOString(),
    city: typeof city === 'string' && city !== '' ? city : null,
    late: startsAt.getTime() <= now.getTime(),
    reason,
  };
}

/** Orders by event day (IST, today and the next 7) and status. */
async function ordersByDay(db: Db, today: string): Promise<TodayBoard['days']> {
  const last = addIstDays(today, TODAY_DAYS - 1);
  const rows = await db
    .select({ date: orders.eventDate, status: orders.status, n: count() })
    .from(orders)
    .where(and(gte(orders.eventDate, today), lte(orders.eventDate, last)))
    .groupBy(orders.eventDate, orders.status);
  return Array.from({ length: TODAY_DAYS }, (_, offset) => {
    const date = addIstDays(today, offset);
    const counts = rows
      .filter((row) => row.date === date)
      .map((row) => ({ status: row.status, label: statusLabel(row.status), count: row.n }))
      .sort((a, b) => a.status - b.status);
    return { date, total: counts.reduce((sum, c) => sum + c.count, 0), counts };
  });
}

/** Statuses of a paid, confirmed order that still needs its provider (Accepted without one: the provider was taken off). */
const NEEDS_PROVIDER_STATUSES = [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED];

/**
 * "Needs a provider": paid, confirmed orders (Booked, or Accepted whose provider was taken off) with nobody assigned
 * whose slot starts within 48 hours of `now` or has started already and not ended (late: the customer is waiting),
 * or whom the automatic assignment left to operations (any date ahead, with its reason),
 * late ones first (the longest late first), then soonest first. The database narrows by status, provider and the
 * event days around the window (IST); each order's own job window (lib/providers jobWindow: the slot's start, and its
 * end with the service hours) decides.
 */
async function needsProvider(db: Db, now: Date): Promise<TodayOrder[]> {
  const until = addHours(now, UNASSIGNED_WITHIN_HOURS);
  // the orders the automatic assignment left to operations, whenever they start
  const reasons = await queuedReasons(db);
  const queued = [...reasons.keys()];
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, NEEDS_PROVIDER_STATUSES),
        isNull(orders.providerId),
        or(
          and(
            // a job window never spans more than a day past its event day
            gte(orders.eventDate, addIstDays(istDate(now), -2)),
            lte(orders.eventDate, addIstDays(istDate(until), 1)),
          ),
          queued.length > 0 ? inArray(orders.id, queued) : undefined,
        ),
      ),
    );
  return rows
    .filter((order) => {
      const { start, end } = jobWindow(order);
      return (start.getTime() <= until.getTime() || reasons.has(order.id)) && end.getTime() > now.getTime();
    })
    .map((order) => toTodayOrder(order, now, reasons.get(order.id) ?? null))
    .sort((a, b) => Number(b.late) - Number(a.late) || a.startsAt.localeCompare(b.startsAt) || a.orderNumber.localeCompare(b.orderNumber))
    .slice(0, TODAY_LIST_MAX);
}

/** Payment attempts started (status `pending`: paid at the gateway or not, it has not said yet), oldest first. */
async function awaitingCapture(db: Db): Promise<TodayBoard['awaitingCapture']> {
  const where = eq(paymentAttempts.status, 'pending');
  const [rows, [total]] = await Promise.all([
    db
      .select({ attempt: paymentAttempts, orderNumber: orders.orderNumber })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(where)
      .orderBy(asc(paymentAttempts.createdAt))
      .limit(TODAY_LIST_MAX),
    db.select({ n: count() }).from(paymentAttempts).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    items: rows.map(({ attempt, orderNumber }) => ({
      _id: attempt.id,
      orderId: attempt.orderId,
      orderNumber,
      kind: attempt.kind,
      provider: attempt.provider,
      amountPaise: attempt.amountPaise,
      createdAt: attempt.createdAt.toISOString(),
    })),
  };
}

/** Refunds pending or failed, flagged ones first, then oldest first. */
async function openRefunds(db: Db): Promise<TodayBoard['refunds']> {
  const where = inArray(refunds.status, OPEN_REFUND_STATUSES);
  const [rows, [total]] = await Promise.all([
    db
      .select({ refund: refunds, orderNumber: orders.orderNumber })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where)
      .orderBy(sql`${refunds.flaggedAt} is null`, asc(refunds.createdAt))
      .limit(TODAY_LIST_MAX),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    items: rows.map(({ refund, orderNumber }) => ({
      _id: refund.id,
      orderId: refund.orderId,
      orderNumber,
      status: refund.status,
      reason: refund.reason,
      amountPaise: refund.amountPaise,
      flagged: refund.flaggedAt !== null,
      createdAt: refund.createdAt.toISOString(),
    })),
  };
}

/** Enquiries still `new`, newest first. */
async function newEnquiries(db: Db): Promise<TodayBoard['newEnquiries']> {
  const where = eq(leads.status, 'new');
  const [rows, [total]] = await Promise.all([
    db.select().from(leads).where(where).orderBy(desc(leads.createdAt)).limit(TODAY_LIST_MAX),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    items: rows.map((lead) => ({
      _id: lead.id,
      reference: lead.reference,
      service: lead.service,
      city: lead.city,
      guests: lead.guests,
      eventDate: lead.eventDate,
      createdAt: lead.createdAt.toISOString(),
    })),
  };
}

/**
 * The Today board at `now`: orders by status for today and the next 7 days (IST),
 * paid orders without a provider whose slot has started (late, first) or starts within 48 hours, assigned jobs their
 * provider's change of availability left outside (server/capacity jobsToReassign), jobs whose provider has not
 * arrived 15 minutes after the start (./notArrived.ts), payments awaiting capture, refunds pending
 * or failed, new enquiries, sign-in code alerts of the last day, and background jobs that failed for good
 * (./failedJobs.ts). Lists hold at most TODAY_LIST_MAX rows; their counts are whole.
 */
export async function todayBoard(db: Db, now = new Date()): Promise<TodayBoard> {
  const today = istDate(now);
  const [days, unassigned, outsideHours, notArrived, capture, openRefundList, enquiries, supportFirstResponse, signInAlerts, failedJobs] =
    await Promise.all([
      ordersByDay(db, today),
      needsProvider(db, now),
      jobsToReassign(db, now, TODAY_LIST_MAX),
      notArrivedAlerts(db, now, TODAY_LIST_MAX),
      awaitingCapture(db),
      openRefunds(db),
      newEnquiries(db),
      firstResponseToday(db, now),
      recentOtpAlerts(db, { now, max: TODAY_LIST_MAX }),
      listFailedJobs(db, TODAY_LIST_MAX),
    ]);
  return {
    today,
    generatedAt: now.toISOString(),
    days,
    unassigned,
    outsideHours,
    notArrived,
    awaitingCapture: capture,
    refunds: openRefundList,
    newEnquiries: enquiries,
    supportFirstResponse,
    signInAlerts,
    failedJobs,
  };
}
