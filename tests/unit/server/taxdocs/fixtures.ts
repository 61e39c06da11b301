/** An order with documents for the tax documents' route and page tests. */
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import { signSession } from '../../../../server/auth/session';
import { orders, type TaxParty } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { insertPaymentOnce, lockOrder } from '../../../../server/payments/ledger';
import { issueReceiptVoucher, issueTaxInvoice } from '../../../../server/taxdocs';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';

export const SUPPLIER: TaxParty = {
  name: 'Party Services Pvt Ltd',
  address: '12 Connaught Place, New Delhi 110001',
  stateName: 'Delhi',
  stateCode: '07',
  gstin: '07AAACP1234A1Z5',
};
/** A Delhi party's address and a Gurugram (Haryana) one, as the booking keeps them. */
export const DELHI = {
  name: 'Asha Verma',
  line1: 'B-12 Lajpat Nagar',
  pincode: '110024',
  city: 'Delhi',
  citySlug: 'delhi',
  locality: 'Lajpat Nagar',
};
export const GURUGRAM = {
  name: 'Ravi Rao',
  line1: 'DLF Phase 2',
  pincode: '122002',
  city: 'Gurugram',
  citySlug: 'gurugram',
  locality: 'DLF Phase 2',
};
export const NOW = new Date('2026-12-01T04:30:00Z');

/** A completed Delhi decoration order of ₹5,999 for the customer of `phone`, its advance paid, both documents issued. */
export async function orderWithDocuments(db: Db, phone: string) {
  const { user } = await findOrCreateUserByPhone(db, phone);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `DOC${phone}`,
      userId: user.id,
      orderType: ORDER_TYPE.DECORATION,
      status: ORDER_STATUS.COMPLETED,
      eventDate: '2026-12-05',
      slot: '17-18',
      address: {
        name: 'सीमा शर्मा',
        line1: 'B-12 Lajpat Nagar',
        pincode: '110024',
        city: 'Delhi',
        citySlug: 'delhi',
        locality: 'Lajpat Nagar',
      },
      bill: { lines: [{ kind: 'product', label: 'Balloon arch', amount: 5999 }] },
      total: 5999,
      advance: 1200,
      balance: 4799,
      amountPaid: 1200,
      cancellationPolicy: 'test',
    })
    .returning();
  const payment = await db.transaction(async (tx) => {
    await lockOrder(tx, order!.id);
    return (await insertPaymentOnce(tx, {
      orderId: order!.id,
      kind: 'advance',
      provider: 'sandbox',
      providerPaymentId: `pay-${order!.id}`,
      amountPaise: 120_000,
      method: 'upi',
      status: 'captured',
      capturedAt: NOW,
    }))!;
  });
  const voucher = (await issueReceiptVoucher(db, payment.id, NOW, SUPPLIER))!;
  const invoice = (await issueTaxInvoice(db, order!.id, NOW, SUPPLIER))!;
  return { user, order: order!, voucher, invoice, token: await signSession(db, user.id) };
}
