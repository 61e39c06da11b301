/**
 * Download my data carries the GST documents issued to the customer: their rows (tables.tax_documents) and, for each,
 * its kind, number, date, total and its page's address; never another customer's. PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addIstDays, istDate } from '../../../../lib/dates';
import { taxDocumentPath } from '../../../../lib/routes';
import { SITE_URL } from '../../../../lib/site';
import { orders, type TaxParty } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { issueReceiptVoucher } from '../../../../server/taxdocs';
import { exportUserData } from '../../../../server/users/export';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { insertOrder, insertPaymentAndRefund } from './fixtures';

const SUPPLIER: TaxParty = {
  name: 'Party Services Pvt Ltd',
  address: 'New Delhi',
  stateName: 'Delhi',
  stateCode: '07',
  gstin: '07AAACP1234A1Z5',
};
const NOW = new Date('2026-12-01T04:30:00Z');

/** An order of the customer of `phone` in Noida with its advance's receipt voucher. */
async function orderWithVoucher(db: Db, phone: string) {
  const { user } = await findOrCreateUserByPhone(db, phone);
  const order = await insertOrder(db, user.id, { eventDate: addIstDays(istDate(NOW), 3) });
  await db
    .update(orders)
    .set({ address: { ...order.address, citySlug: 'noida', locality: 'Sector 62' } })
    .where(eq(orders.id, order.id));
  const { payment } = await insertPaymentAndRefund(db, order.id);
  const voucher = (await issueReceiptVoucher(db, payment.id, NOW, SUPPLIER))!;
  return { user, order, voucher };
}

describeEachDatabase('the export of tax documents', (getDb) => {
  it("lists the customer's documents with their numbers and pages, and no other customer's", async () => {
    const db = getDb();
    const mine = await orderWithVoucher(db, '9866700001');
    const theirs = await orderWithVoucher(db, '9866700002');
    const data = (await exportUserData(db, mine.user.id, NOW))!;
    expect(data.tables.tax_documents!.map((row) => row.number)).toEqual([mine.voucher.number]);
    expect(data.taxDocuments).toEqual([
      {
        kind: 'receipt_voucher',
        number: mine.voucher.number,
        issuedAt: NOW.toISOString(),
        orderId: mine.order.id,
        totalPaise: 40_000,
        page: `${SITE_URL}${taxDocumentPath(mine.order.id, mine.voucher.id)}`,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(theirs.voucher.number);
  });
});
