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
