/** Rows for the privacy tests: a customer's order, its payment and refund, inserted directly. */
import { randomBytes } from 'node:crypto';
import { ORDER_STATUS, ORDER_TYPE, type OrderStatus } from '../../../../lib/constants';
import { orders, payments, refunds, type Order } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';

const token = () => randomBytes(4).toString('hex').toUpperCase();

/** A chef order of `userId` on `eventDate` (IST), booked, ₹2,000 total, `amountPaid` rupees paid. */
export async function insertOrder(
  db: Db,
  userId: string,
  { eventDate, amountPaid = 400, status = ORDER_STATUS.BOOKED }: { eventDate: string; amountPaid?: number; status?: OrderStatus },
): Promise<Order> {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `PS-${token()}`,
      userId,
      orderType: ORDER_TYPE.CHEF,
      status,
      eventDate,
      slot: '19:00 - 20:00',
      peopleCount: 10,
      address: { name: 'Asha Verma', line1: 'Flat 402, Tower B', pincode: '201309', city: 'Noida' },
      bill: { total: 2000 },
      total: 2000,
      advance: 400,
      balance: 1600,
      note: 'Ring the bell twice',
      cancellationPolicy: 'policy',
      paymentStatus: amountPaid > 0 ? 'balance_due' : 'awaiting_payment',
      amountPaid,
    })
    .returning();
  return order!;
}

/** A captured ₹400 sandbox payment of `orderId` and a processed ₹100 refund of it with a bank reference. */
export async function insertPaymentAndRefund(db: Db, orderId: string) {
  const [payment] = await db
    .insert(payments)
    .values({
      receiptNumber: `RC-${token()}`,
      orderId,
      kind: 'advance',
      provider: 'sandbox',
      providerPaymentId: `pay_${token()}`,
      amountPaise: 40_000,
      method: 'upi',
      capturedAt: new Date('2026-11-01T10:00:00Z'),
    })
    .returning();
  const [refund] = await db
    .insert(refunds)
    .values({
      orderId,
      paymentId: payment!.id,
      amountPaise: 10_000,
      reason: 'goodwill',
      idempotencyKey: `refund:${token()}`,
      status: 'processed',
      bankReference: `UTR${token()}`,
    })
    .returning();
  return { payment: payment!, refund: refund! };
}
