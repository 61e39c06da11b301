/**
 * The Today board's "Not arrived" alerts (the on-time promise, lib/punctuality): accepted jobs whose slot started
 * ALERT_AFTER_MINUTES ago or more and whose provider has neither arrived nor started, until the job's window ends,
 * so operations can call the provider or reassign. Derived from the orders at each request, so each order is listed
 * once, for as long as it needs someone, with nothing to clear afterwards.
 */
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import type { NotArrivedAlert } from '../../lib/contracts/punctuality';
import { addIstDays, istDate } from '../../lib/dates';
import { orderStartsAt } from '../../lib/orders';
import { firstName, jobWindow } from '../../lib/providers';
import { alertAt, minutesLate } from '../../lib/punctuality';
import { orders, providers } from '../db/schema';
import type { Db } from '../db/types';

/**
 * The alerts at `now`, the longest late first (at most `max`).
 * The database narrows by status, arrival and the event days around now (IST); each job's slot decides.
 */
export async function notArrivedAlerts(db: Db, now: Date, max: number): Promise<NotArrivedAlert[]> {
  const today = istDate(now);
  const rows = await db
    .select({ order: orders, providerName: providers.name })
    .from(orders)
    .innerJoin(providers, eq(providers.id, orders.providerId))
    .where(
      and(
        eq(orders.status, ORDER_STATUS.ACCEPTED),
        isNull(orders.arrivedAt),
        isNull(orders.startedAt),
        gte(orders.eventDate, addIstDays(today, -1)),
        lte(orders.eventDate, today),
      ),
    );
  return rows
    .filter(({ order }) => alertAt(orderStartsAt(order)).getTime() <= now.getTime() && jobWindow(order).end.getTime() > now.getTime())
    .map(({ order, providerName }) => {
      const startsAt = orderStartsAt(order);
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        providerName: firstName(providerName),
        providerId: order.providerId!,
        startsAt: startsAt.toISOString(),
        minutesLate: minutesLate(startsAt, now),
        onTheWay: order.onTheWayAt !== null,
      };
    })
    .sort((a, b) => b.minutesLate - a.minutesLate || a.orderNumber.localeCompare(b.orderNumber))
    .slice(0, max);
}
