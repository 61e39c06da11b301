import { addHours } from 'date-fns';
import { ORDER_STATUS, ORDER_STATUS_LABEL, type OrderStatus } from './constants';
import { CANCELLATION_RETAINED_PERCENT } from './pricing';

/** Issue 5: a booked or accepted order this many hours past its start reads as expired. */
export const EXPIRE_AFTER_HOURS = 12;

/** Issue 5: the cancellation policy stored with every order and shown before confirming. */
export const CANCELLATION_POLICY =
  'Free cancellation until a provider is assigned to your order: the whole advance is refunded. After a provider is assigned, 50% of the advance is kept and the rest is refunded. Refunds reach the original payment method in 5-7 working days.';

/** Operations may move an order only along these edges (issue 5: impossible transitions are refused). */
export const ALLOWED_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [ORDER_STATUS.BOOKED]: [ORDER_STATUS.ACCEPTED, ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED],
  [ORDER_STATUS.ACCEPTED]: [ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED],
  [ORDER_STATUS.IN_PROGRESS]: [ORDER_STATUS.COMPLETED],
  [ORDER_STATUS.COMPLETED]: [],
  [ORDER_STATUS.CANCELLED]: [],
  [ORDER_STATUS.EXPIRED]: [],
};

/** Whether operations may move an order from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/**
 * The status a customer sees: a booked or accepted order whose start is more than 12 hours past reads
 * as expired (issue 5). Throws nothing: an invalid Date never reads as expired.
 * @param startsAt when the service starts (the slot start, IST instant).
 * @param now the instant to judge at.
 */
export function effectiveStatus(status: OrderStatus, startsAt: Date, now: Date): OrderStatus {
  const expired = now.getTime() > addHours(startsAt, EXPIRE_AFTER_HOURS).getTime();
  return expired && (status === ORDER_STATUS.BOOKED || status === ORDER_STATUS.ACCEPTED) ? ORDER_STATUS.EXPIRED : status;
}

/** Issue 5: only booked or accepted orders can be cancelled by the customer. */
export function canCustomerCancel(status: OrderStatus): boolean {
  return status === ORDER_STATUS.BOOKED || status === ORDER_STATUS.ACCEPTED;
}

/**
 * Rupees refunded when the customer cancels: the whole advance while booked; once a provider is
 * assigned (accepted) 50% of the advance is kept. Whole rupees; the kept part is rounded down, in the
 * customer's favour.
 */
export function cancellationRefund(status: OrderStatus, advance: number): number {
  if (status === ORDER_STATUS.BOOKED) return advance;
  if (status === ORDER_STATUS.ACCEPTED) return advance - Math.floor((advance * CANCELLATION_RETAINED_PERCENT) / 100);
  return 0;
}

/** Customer-facing label of a status code. */
export function statusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABEL[status];
}
