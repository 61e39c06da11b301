import { ORDER_STATUS, type OrderStatus } from '../../lib/constants';
import { formatDateTime } from '../../lib/format';
import { earliestStatusAt, orderStartsAt, statusLabel } from '../../lib/orders';
import type { Order } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * Refuses a status change that the machine (`allowed`, read from lib/orders.ts by the caller) or the clock
 * does not allow: the one wording of both refusals for every caller (operations, provider assignment).
 * @throws HttpError 409 "An order cannot go from Booked to Completed." (both states named), or 409 "This order
 *   can be marked In progress from 23 Nov 2026, 5:00 PM." (statuses follow the clock).
 */
export function requireStatusChange(
  order: Pick<Order, 'eventDate' | 'slot' | 'orderType'>,
  { from, to, allowed, now }: { from: OrderStatus; to: OrderStatus; allowed: boolean; now: Date },
): void {
  if (!allowed) throw new HttpError(409, `An order cannot go from ${statusLabel(from)} to ${statusLabel(to)}.`);
  // statuses follow the clock (the slot start in IST)
  const earliest = earliestStatusAt(to, orderStartsAt(order));
  if (earliest && now.getTime() < earliest.getTime()) {
    throw new HttpError(409, `This order can be marked ${statusLabel(to)} from ${formatDateTime(earliest)}.`);
  }
}

/**
 * The moments a status change records on the order (`started_at` is what punctuality is measured from,
 * `completed_at` when the job ended), whoever makes the change: the provider from the partner app, or operations
 * from the console when the provider could not (kept if already set). Empty for every other status.
 */
export function statusTimestamps(order: Pick<Order, 'startedAt' | 'completedAt'>, to: OrderStatus, now: Date): Partial<Order> {
  if (to === ORDER_STATUS.IN_PROGRESS) return { startedAt: order.startedAt ?? now };
  if (to === ORDER_STATUS.COMPLETED) return { completedAt: order.completedAt ?? now };
  return {};
}
