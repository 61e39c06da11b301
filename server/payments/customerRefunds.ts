/**
 * "Refunds" of /accounts: every refund of a customer's orders, newest first, as `GET /api/user/refunds`
 * answers it (amount in rupees, status, bank and gateway references, dates, and the order it belongs to).
 */
import { desc, eq } from 'drizzle-orm';
import type { AccountRefund } from '../../lib/contracts/accountRefunds';
import { ORDER_TYPE_LABEL } from '../../lib/constants';
import { PAISE_PER_RUPEE, REFUND_STATUS_LABEL } from '../../lib/payments';
import { orders, refunds } from '../db/schema';
import type { Db } from '../db/types';

/** Most refunds listed (far more than any customer has; keeps the answer bounded). */
export const ACCOUNT_REFUNDS_LIMIT = 200;

/** The customer's refunds across all their orders, newest first (one query: refunds joined to the customer's orders). */
export async function listCustomerRefunds(db: Db, userId: string): Promise<AccountRefund[]> {
  const rows = await db
    .select({ refund: refunds, orderNumber: orders.orderNumber, orderType: orders.orderType })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(ACCOUNT_REFUNDS_LIMIT);
  return rows.map(({ refund, orderNumber, orderType }) => ({
    _id: refund.id,
    orderId: refund.orderId,
    orderNumber,
    service: ORDER_TYPE_LABEL[orderType] ?? 'Party service',
    // rupees; the refund of an odd capture keeps its paise
    amount: refund.amountPaise / PAISE_PER_RUPEE,
    status: refund.status,
    statusLabel: REFUND_STATUS_LABEL[refund.status],
    bankReference: refund.bankReference,
    gatewayReference: refund.providerRefundId,
    createdAt: refund.createdAt.toISOString(),
    processedAt: refund.processedAt?.toISOString() ?? null,
  }));
}
