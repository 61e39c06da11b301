/**
 * Issuing GST documents on PGlite and PostgreSQL: receipt vouchers, the tax invoice (CGST + SGST within the supplier's
 * state, IGST between states, the advance adjusted, price reductions netted off), refund vouchers before the invoice
 * and credit notes after it, consecutive numbers under 20 concurrent completions, a rolled-back number given back.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE, type OrderStatus } from '../../../../lib/constants';
import { orders, taxDocuments, type Order, type Payment } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { createRefunds, insertPaymentOnce, lockOrder } from '../../../../server/payments/ledger';
import { issueReceiptVoucher, issueRefundDocument, issueTaxInvoice, nextSerial } from '../../../../server/taxdocs';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import type { RefundReason } from '../../../../lib/payments';
import { GST_SERVICE_RULES } from '../../../../lib/tax/rates';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { DELHI, GURUGRAM, SUPPLIER } from './fixtures';

const BILL = {
  lines: [
    { kind: 'product', label: 'Balloon arch', amount: 4999 },
    { kind: 'addon', label: 'LED name sign', amount: 1500 },
    { kind: 'discount', label: 'Festive discount', amount: -500 },
    { kind: 'total', label: 'Total', amount: 5999 },
    { kind: 'advance', label: 'Advance to pay now (20%)', amount: 1200 },
    { kind: 'balance', label: 'Balance', amount: 4799 },
  ],
};
// 10:00 IST on 1 December 2026: financial year 2026-27
const NOW = new Date('2026-12-01T04:30:00Z');
const LATER = new Date('2026-12-05T12:30:00Z');

let phone = 9_300_000_000;

/** A decoration order of ₹5,999 (advance ₹1,200) at `address`, in `status`. */
async function decorationOrder(db: Db, address: Record<string, unknown>, extra: Partial<Order> = {}): Promise<Order> {
  const mine = (phone += 1);
  const { user } = await findOrCreateUserByPhone(db, String(mine));
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `TX${mine}`,
      userId: user.id,
      orderType: ORDER_TYPE.DECORATION,
      status: ORDER_STATUS.BOOKED,
      eventDate: '2026-12-05',
      slot: '17-18',
      address,
      bill: BILL,
      total: 5999,
      advance: 1200,
      balance: 4799,
      cancellationPolicy: 'test',
      ...extra,
    })
    .returning();
  return order!;
}

/** A captured payment of `rupees` on the order (its amount paid raised), as recordCapture would leave it. */
async function pay(db: Db, order: Order, rupees: number, kind: 'advance' | 'balance' = 'advance'): Promise<Payment> {
  return db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, order.id))!;
    const row = await insertPaymentOnce(tx, {
      orderId: order.id,
      kind,
      provider: 'sandbox',
      providerPaymentId: `pay-${order.id}-${kind}-${rupees}`,
      amountPaise: rupees * 100,
      method: 'upi',
      status: 'captured',
      capturedAt: NOW,
    });
    await tx
      .update(orders)
      .set({ amountPaid: locked.amountPaid + rupees })
      .where(eq(orders.id, order.id));
    return row!;
  });
}

async function refund(db: Db, order: Order, rupees: number, reason: RefundReason) {
  return db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, order.id))!;
    const { created } = await createRefunds(tx, locked, { amountPaise: rupees * 100, reason, key: `${reason}:${order.id}`, now: NOW });
    return created;
  });
}

const setStatus = (db: Db, order: Order, status: OrderStatus) => db.update(orders).set({ status }).where(eq(orders.id, order.id));
const documentsOf = (db: Db, orderId: string) =>
  db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(taxDocuments.number);

describeEachDatabase(
  'tax documents',
  (getDb) => {
    it('taxes decoration at 18% (the amounts below are worked out at that rate)', () => {
      expect(GST_SERVICE_RULES.decoration.ratePercent).toBe(18);
    });

    it('issues a receipt voucher for the advance, then a Delhi invoice with CGST + SGST and the advance adjusted', async () => {
      const db = getDb();
      const order = await decorationOrder(db, DELHI);
      const advance = await pay(db, order, 1200);
      const voucher = (await issueReceiptVoucher(db, advance.id, NOW, SUPPLIER))!;
      expect(voucher).toMatchObject({
        kind: 'receipt_voucher',
        financialYear: '2026-27',
        placeOfSupply: { state: 'Delhi', code: '07' },
        intraState: true,
        totalPaise: 120_000,
        taxableValuePaise: 101_695,
        cgstPaise: 9153,
        sgstPaise: 9152,
        igstPaise: 0,
      });
      expect(voucher.number).toMatch(/^RV\/26-27\/\d{6}$/);
      expect(voucher.lines).toEqual([
        expect.objectContaining({ sac: GST_SERVICE_RULES.decoration.sac, ratePercent: 18, amountPaise: 120_000 }),
      ]);
      // the database itself refuses to change or delete an issued document
      await expect(db.update(taxDocuments).set({ totalPaise: 1 }).where(eq(taxDocuments.id, voucher.id))).rejects.toThrow();
      await expect(db.delete(taxDocuments).where(eq(taxDocuments.id, voucher.id))).rejects.toThrow();
      // replayed: the same voucher, nothing new
      expect((await issueReceiptVoucher(db, advance.id, LATER, SUPPLIER))!.id).toBe(voucher.id);

      // not completed yet: no invoice
      expect(await issueTaxInvoice(db, order.id, LATER, SUPPLIER)).toBeNull();
      await setStatus(db, order, ORDER_STATUS.COMPLETED);
      const invoice = (await issueTaxInvoice(db, order.id, LATER, SUPPLIER))!;
      expect(invoice).toMatchObject({
        kind: 'tax_invoice',
        intraState: true,
        reverseCharge: false,
        supplier: SUPPLIER,
        recipient: { name: 'Asha Verma', stateName: 'Delhi', stateCode: '07' },
        totalPaise: 599_900,
        taxableValuePaise: 508_390,
        cgstPaise: 45_756,
        sgstPaise: 45_754,
        igstPaise: 0,
        advanceAdjustedPaise: 120_000,
      });
      expect(invoice.recipient.gstin).toBeUndefined();
      expect(invoice.number).toMatch(/^INV\/26-27\/\d{6}$/);
      expect(invoice.number.length).toBeLessThanOrEqual(16);
      expect(invoice.lines.map((line) => [line.description, line.amountPaise])).toEqual([
        ['Balloon arch', 461_440],
        ['LED name sign', 138_460],
      ]);
      // a second completion job, or a balance paid after the invoice: nothing new
      expect((await issueTaxInvoice(db, order.id, LATER, SUPPLIER))!.id).toBe(invoice.id);
      const balance = await pay(db, order, 4799, 'balance');
      expect(await issueReceiptVoucher(db, balance.id, LATER, SUPPLIER)).toBeNull();
      expect(await documentsOf(db, order.id)).toHaveLength(2);
    });

    it('taxes an event in another state (Haryana) with IGST', async () => {
      const db = getDb();
      const order = await decorationOrder(db, GURUGRAM, { status: ORDER_STATUS.COMPLETED });
      await pay(db, order, 1200);
      const invoice = (await issueTaxInvoice(db, order.id, LATER, SUPPLIER))!;
      expect(invoice).toMatchObject({
        intraState: false,
        placeOfSupply: { state: 'Haryana', code: '06' },
        taxableValuePaise: 508_390,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 91_510,
        totalPaise: 599_900,
        advanceAdjustedPaise: 120_000,
      });
      // the advance's receipt voucher, issued first when its job had not run yet (and also with IGST)
      const [receipt] = (await documentsOf(db, order.id)).filter((doc) => doc.kind === 'receipt_voucher');
      expect(receipt).toMatchObject({ totalPaise: 120_000, igstPaise: 18_305, cgstPaise: 0, issuedAt: LATER });
    });

    it("puts a business customer's GSTIN and name on the invoice, the place of supply its state (IGST Act 12(7)(a)(i))", async () => {
      const db = getDb();
      const order = await decorationOrder(db, DELHI, {
        status: ORDER_STATUS.COMPLETED,
        businessName: 'Haryana Traders LLP',
        businessGstin: '06AAAFH1234B1Z3',
      });
      const invoice = (await issueTaxInvoice(db, order.id, LATER, SUPPLIER))!;
      expect(invoice.recipient).toMatchObject({
        name: 'Haryana Traders LLP',
        gstin: '06AAAFH1234B1Z3',
        stateCode: '06',
        stateName: 'Haryana',
      });
      expect(invoice).toMatchObject({ intraState: false, placeOfSupply: { code: '06' }, igstPaise: 91_510, advanceAdjustedPaise: 0 });
    });

    it('nets a late-arrival credit off the invoice, and adjusts the advance less its refund voucher', async () => {
      const db = getDb();
      const order = await decorationOrder(db, DELHI);
      const advance = await pay(db, order, 1200);
      await issueReceiptVoucher(db, advance.id, NOW, SUPPLIER);
      const [late] = await refund(db, order, 600, 'late_arrival');
      const voucher = (await issueRefundDocument(db, late!.id, NOW, SUPPLIER))!;
      expect(voucher).toMatchObject({
        kind: 'refund_voucher',
        totalPaise: 60_000,
        taxableValuePaise: 50_847,
        cgstPaise: 4577,
        sgstPaise: 4576,
      });
      expect(voucher.number).toMatch(/^RF\/26-27\/\d{6}$/);
      const [receipt] = (await documentsOf(db, order.id)).filter((doc) => doc.kind === 'receipt_voucher');
      expect(voucher.referenceId).toBe(receipt!.id);

      await setStatus(db, order, ORDER_STATUS.COMPLETED);
      const invoice = (await issueTaxInvoice(db, order.id, LATER, SUPPLIER))!;
      expect(invoice).toMatchObject({
        totalPaise: 539_900,
        taxableValuePaise: 457_543,
        cgstPaise: 41_179,
        sgstPaise: 41_178,
        advanceAdjustedPaise: 60_000,
      });
      expect(invoice.lines.map((line) => line.amountPaise)).toEqual([415_289, 124_611]);
    });

    it('answers a cancellation after the invoice with a credit note referencing it', async () => {
      const db = getDb();
      const order = await decorationOrder(db, DELHI);
      await pay(db, order, 1200);
      await setStatus(db, order, ORDER_STATUS.COMPLETED);
      const invoice = (await issueTaxInvoice(db, order.id, LATER, SUPPLIER))!;
      const [goodwill] = await refund(db, order, 1000, 'cancellation');
      const note = (await issueRefundDocument(db, goodwill!.id, LATER, SUPPLIER))!;
      expect(note).toMatchObject({
        kind: 'credit_note',
        referenceId: invoice.id,
        refundId: goodwill!.id,
        totalPaise: 100_000,
        taxableValuePaise: 84_746,
        cgstPaise: 7628,
        sgstPaise: 7626,
        recipient: invoice.recipient,
        placeOfSupply: invoice.placeOfSupply,
      });
      expect(note.number).toMatch(/^CN\/26-27\/\d{6}$/);
      expect(note.lines.map((line) => [line.description, line.amountPaise])).toEqual([
        ['Balloon arch', 76_919],
        ['LED name sign', 23_081],
      ]);
      expect((await issueRefundDocument(db, goodwill!.id, LATER, SUPPLIER))!.id).toBe(note.id);
    });

    it('answers a cancellation before the service with a refund voucher, and no invoice is ever issued', async () => {
      const db = getDb();
      const order = await decorationOrder(db, DELHI);
      const advance = await pay(db, order, 1200);
      const [cancelled] = await refund(db, order, 1200, 'cancellation');
      await setStatus(db, order, ORDER_STATUS.CANCELLED);
      // the refund's job ran before the capture's: the receipt voucher is issued first
      const voucher = (await issueRefundDocument(db, cancelled!.id, NOW, SUPPLIER))!;
      expect(voucher).toMatchObject({ kind: 'refund_voucher', totalPaise: 120_000, paymentId: advance.id });
      expect((await issueReceiptVoucher(db, advance.id, NOW, SUPPLIER))!.id).toBe(voucher.referenceId);
      expect(await issueTaxInvoice(db, order.id, LATER, SUPPLIER)).toBeNull();
      expect((await documentsOf(db, order.id)).map((doc) => doc.kind).sort()).toEqual(['receipt_voucher', 'refund_voucher']);
    });

    it('issues no document for a duplicate capture or its refund', async () => {
      const db = getDb();
      const order = await decorationOrder(db, DELHI);
      const duplicate = await db.transaction(async (tx) =>
        insertPaymentOnce(tx, {
          orderId: order.id,
          kind: 'advance',
          provider: 'sandbox',
          providerPaymentId: `dup-${order.id}`,
          amountPaise: 120_000,
          status: 'duplicate',
          capturedAt: NOW,
        }),
      );
      const created = await db.transaction(async (tx) => {
        const locked = (await lockOrder(tx, order.id))!;
        const { created: rows } = await createRefunds(tx, locked, {
          amountPaise: 120_000,
          reason: 'duplicate',
          key: `duplicate:${duplicate!.id}`,
          now: NOW,
          onlyPayment: duplicate!,
          countOnOrder: false,
        });
        return rows;
      });
      expect(await issueReceiptVoucher(db, duplicate!.id, NOW, SUPPLIER)).toBeNull();
      expect(await issueRefundDocument(db, created[0]!.id, NOW, SUPPLIER)).toBeNull();
      expect(await documentsOf(db, order.id)).toEqual([]);
    });

    it('numbers 20 concurrent completions INV/30-31/000001 to 000020, no gap, no repeat', async () => {
      const db = getDb();
      const completed = await Promise.all(Array.from({ length: 20 }, () => decorationOrder(db, DELHI, { status: ORDER_STATUS.COMPLETED })));
      // 1 May 2030: a financial year of its own, so its counter starts here
      const at = new Date('2030-05-01T06:00:00Z');
      const invoices = await Promise.all(completed.map((order) => issueTaxInvoice(db, order.id, at, SUPPLIER)));
      const numbers = invoices.map((invoice) => invoice!.number).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV/30-31/${String(i + 1).padStart(6, '0')}`));
      // replayed at once: the same 20, nothing new
      const again = await Promise.all(completed.map((order) => issueTaxInvoice(db, order.id, at, SUPPLIER)));
      expect(again.map((invoice) => invoice!.id).sort()).toEqual(invoices.map((invoice) => invoice!.id).sort());
    });

    it('gives a rolled-back number back: the next document takes it', async () => {
      const db = getDb();
      // 2 April 2031 (IST): financial year 2031-32
      const at = new Date('2031-04-01T19:00:00Z');
      const order = await decorationOrder(db, DELHI, { status: ORDER_STATUS.COMPLETED });
      await expect(
        db.transaction(async (tx) => {
          expect(await nextSerial(tx, 'INV', '2031-32')).toBe(1);
          throw new Error('the issue failed after taking its number');
        }),
      ).rejects.toThrow('the issue failed');
      const invoice = (await issueTaxInvoice(db, order.id, at, SUPPLIER))!;
      expect(invoice.number).toBe('INV/31-32/000001');
      expect(await db.transaction((tx) => nextSerial(tx, 'INV', '2031-32'))).toBe(2);
    });
  },
  { seed: false },
);
