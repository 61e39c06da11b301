/**
 * Whether the customer may cancel an order because nobody arrived (lib/punctuality NO_SHOW_AFTER_MINUTES), read by
 * the order page's view and re-checked under the lock by the cancel itself (./noShow.ts).
 */
import { ORDER_STATUS, type OrderStatus } from '../../lib/constants';
import { canTransition, heldAmount, orderStartsAt } from '../../lib/orders';
import { isNoShow } from '../../lib/punctuality';
import type { Order } from '../db/schema';

/** The statuses a job nobody arrived for may be in: booked (never staffed) or accepted (staffed, not started). */
const WAITING: readonly OrderStatus[] = [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED];

/** Whether the customer may cancel `order` for a no-show at `now`, and what it refunds (whole rupees: all still held). */
export function noShowCancelOffer(order: Order, now: Date): { canCancel: boolean; refund: number } {
  const canCancel =
    WAITING.includes(order.status) &&
    !order.startedAt &&
    isNoShow(orderStartsAt(order), order.arrivedAt, now) &&
    canTransition(order.status, ORDER_STATUS.CANCELLED, heldAmount(order));
  return { canCancel, refund: canCancel ? heldAmount(order) : 0 };
}
