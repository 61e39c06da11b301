import { ORDER_STATUS } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { cancellationRefund, canCustomerCancel, statusLabel } from '../../lib/orders';
import type { Order } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { changeOrderStatus, findOrderForUser } from './repository';
import { currentStatus } from './views';

/**
 * The customer cancels their order (issue 5 policy: full refund of the advance while booked, half once
 * a provider is assigned).
 * @throws HttpError 404 for an unknown or another customer's order; 409 when it can no longer be cancelled.
 */
export async function cancelOrderForUser(
  db: Db,
  { orderId, userId, now = new Date() }: { orderId: string; userId: string; now?: Date },
): Promise<Order> {
  const order = await findOrderForUser(db, orderId, userId);
  if (!order) throw notFound('Order not found');
  const status = currentStatus(order, now);
  if (!canCustomerCancel(status))
    throw new HttpError(409, `This order is ${statusLabel(status).toLowerCase()} and can no longer be cancelled.`);
  const refund = cancellationRefund(status, order.advance);
  const updated = await changeOrderStatus(db, {
    orderId,
    expectedStatus: order.status,
    status: ORDER_STATUS.CANCELLED,
    note: `Cancelled by the customer; ${formatRupees(refund)} of the ${formatRupees(order.advance)} advance to be refunded`,
    now,
    changes: { cancelledAt: now, refundAmount: refund },
  });
  if (!updated) throw new HttpError(409, 'This order changed just now. Please refresh and try again.');
  return updated;
}
