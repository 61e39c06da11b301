/**
 * What the customer's order page shows of tips (server/payments/tips.ts): "Add a tip for Ravi" while the order takes
 * one, "Thank you! ₹100 tip sent to Ravi." once a tip's capture is verified.
 */
import type { OrderTip } from '../../lib/contracts/tips';
import { ORDER_STATUS } from '../../lib/constants';
import { leftToPay, PAISE_PER_RUPEE } from '../../lib/payments';
import type { Order, Payment } from '../db/schema';

/**
 * The order's tip view from the order, its provider's first name (null when none is shown: not assigned or not
 * accepted) and its payments; null for an order that is not completed or has no provider, so the page shows nothing.
 * A tip is offered only once nothing is left to pay (the balance first: one payment at a time).
 */
export function orderTipView(
  order: Pick<Order, 'status' | 'providerId' | 'total' | 'amountPaid' | 'amountRefunded'>,
  providerFirstName: string | null,
  payments: readonly Pick<Payment, 'id' | 'kind' | 'status' | 'amountPaise'>[],
): OrderTip | null {
  if (order.status !== ORDER_STATUS.COMPLETED || !order.providerId || !providerFirstName) return null;
  const tip = payments.find((payment) => payment.kind === 'tip' && payment.status === 'captured');
  return {
    providerFirstName,
    canTip: !tip && leftToPay(order).amount === 0,
    paid: tip ? { amount: Math.round(tip.amountPaise / PAISE_PER_RUPEE), paymentId: tip.id } : null,
  };
}
