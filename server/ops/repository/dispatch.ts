/**
 * The SQL of the console's dispatch calendar (server/ops/dispatch.ts builds it): the orders of a range of IST days,
 * those holding a provider's time and those waiting for one. Providers are read through server/providers/repository.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { ORDER_STATUS, type OrderStatus, type OrderType } from '../../../lib/constants';
import { orders, type Order } from '../../db/schema';
import type { Db } from '../../db/types';

/** The event dates `from`..`to` (yyyy-mm-dd, both included), of one order type when given. */
export interface DispatchRange {
  from: string;
  to: string;
  orderType: OrderType | undefined;
}

function inRange({ from, to, orderType }: DispatchRange): SQL[] {
  const conditions: SQL[] = [gte(orders.eventDate, from), lte(orders.eventDate, to)];
  if (orderType !== undefined) conditions.push(eq(orders.orderType, orderType));
  return conditions;
}

/** The orders of the range that have a provider and are in one of `statuses`. */
export async function assignedOrdersIn(db: Db, range: DispatchRange, statuses: readonly OrderStatus[]): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(and(...inRange(range), isNotNull(orders.providerId), inArray(orders.status, [...statuses])));
}

/** The Booked orders of the range without a provider (paid, waiting for one). */
export async function unassignedBookedOrdersIn(db: Db, range: DispatchRange): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(and(...inRange(range), isNull(orders.providerId), eq(orders.status, ORDER_STATUS.BOOKED)));
}
