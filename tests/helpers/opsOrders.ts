/** Test data of the console's orders board. */
import type { OpsOrderRow } from '../../lib/contracts/opsOrders';

/**
 * Row `n` of the orders board: a booked chef order at Noida on 23 Nov 2026 (7 PM - 8 PM), ₹700 with ₹140 paid,
 * whose id and customer phone end in `n`; `orderNumber` as the test names it.
 */
export const opsOrderRow = (n: number, orderNumber: string): OpsOrderRow => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  orderNumber,
  service: 'chef',
  serviceName: 'Chef for Party',
  status: 0,
  statusLabel: 'Booked',
  paymentStatus: 'balance_due',
  paymentLabel: 'Balance due',
  eventDate: '2026-11-23',
  slot: '7 PM - 8 PM',
  city: 'Noida',
  customerId: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  customerName: `Customer ${n}`,
  customerPhone: `98111${String(n).padStart(5, '0')}`,
  total: 700,
  amountPaid: 140,
  amountRefunded: 0,
  providerName: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});
