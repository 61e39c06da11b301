import type { OrderDetails } from '../../lib/contracts/orders';

/**
 * The item list of an order page: the stored items and, for a photography order with extra hours of coverage, a
 * line for those hours with their amount from the bill (they are billed, so they are listed).
 */
export function orderItemsOf(order: Pick<OrderDetails, 'items' | 'bill' | 'photography'>): OrderDetails['items'] {
  const extraHours = order.photography?.extraHours ?? 0;
  if (extraHours <= 0) return order.items;
  const billed = order.bill.lines.find((line) => line.kind === 'extra');
  const name = billed?.label ?? `${extraHours} extra ${extraHours === 1 ? 'hour' : 'hours'} of coverage`;
  return [...order.items, { _id: 'extra-hours', name, ...(billed ? { price: billed.amount } : {}) }];
}
