import type { OrderDetails } from '../../lib/contracts/orders';
import type { BillLine } from '../../lib/pricing';

/**
 * An order's bill as its page shows it now (issue 20, 6.10): the bill is stored as it read at booking ("Advance to
 * pay now (20%)"); once the advance is paid that line reads "Advance paid (20%)", and once everything is paid the
 * balance line reads "Balance paid". Amounts never change.
 */
export function billAsPaid(order: Pick<OrderDetails, 'bill' | 'payment'>): BillLine[] {
  const paid = order.payment.paidAmount;
  const { advance, total } = order.bill;
  return order.bill.lines.map((line) => {
    const percent = / \(\d+%\)$/.exec(line.label)?.[0] ?? '';
    if (line.kind === 'advance' && paid >= advance) return { ...line, label: `Advance paid${percent}` };
    if (line.kind === 'balance' && paid >= total && total > 0) return { ...line, label: 'Balance paid' };
    return line;
  });
}

/**
 * The item list of an order page: the stored items and, for a photography order with extra hours of coverage, a
 * line for those hours with their amount from the bill (issue 20, 6.10: they are billed, so they are listed).
 */
export function orderItemsOf(order: Pick<OrderDetails, 'items' | 'bill' | 'photography'>): OrderDetails['items'] {
  const extraHours = order.photography?.extraHours ?? 0;
  if (extraHours <= 0) return order.items;
  const billed = order.bill.lines.find((line) => line.kind === 'extra');
  const name = billed?.label ?? `${extraHours} extra ${extraHours === 1 ? 'hour' : 'hours'} of coverage`;
  return [...order.items, { _id: 'extra-hours', name, ...(billed ? { price: billed.amount } : {}) }];
}
