/**
 * Issuing the four GST documents of an order, each in one transaction under the order's row lock (so two issuers of
 * one order wait for each other: a document is never issued twice) with its serial taken in the same transaction
 * (./numbering.ts). Idempotent: a document once issued is returned as it is and never changes.
 *
 * - Receipt voucher (CGST Act section 31(3)(d), Rule 50): for every captured payment received before the invoice.
 *   A payment after the invoice settles it and needs none; a duplicate capture (refunded in full, never counted on
 *   the order) gets none.
 * - Tax invoice (section 31(2), Rule 46): when the order is completed. Its total is the order's total less the price
 *   reductions already refunded (late-arrival credit, goodwill); the advances adjusted are its receipt vouchers less
 *   its refund vouchers. Reverse charge: No.
 * - Refund voucher (Rule 51): a refund before the invoice of a payment that had a receipt voucher.
 * - Credit note (section 34, Rule 53): a refund after the invoice, referencing it.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { serviceOfOrderType, type ServiceKey } from '../../lib/services';
import { financialYearOf } from '../../lib/tax/financialYear';
import { documentNumber, type DocumentSeries } from '../../lib/tax/numbers';
import { GST_SERVICE_RULES } from '../../lib/tax/rates';
import type { BillLine } from '../../lib/pricing/bill';
import type { RefundReason } from '../../lib/payments';
import {
  payments,
  refunds,
  taxDocuments,
  type Order,
  type Payment,
  type Refund,
  type TaxDocument,
  type TaxDocumentKind,
  type TaxDocumentLine,
  type TaxParty,
} from '../db/schema';
import type { Db } from '../db/types';
import { logger } from '../logger';
import { enqueueJob } from '../jobs/queue';
import { lockOrder } from '../payments';
import { nextSerial } from './numbering';
import { creditLines, documentTotals, invoiceLines, rupeesToPaise, taxLine } from './lines';
import { placeOfSupplyOf, recipientOf, supplierFromConfig } from './parties';

/** Refunds that lower the price of what is supplied (the order's total stays as booked): the invoice nets them off. */
const PRICE_REDUCTIONS: readonly RefundReason[] = ['late_arrival', 'goodwill'];

const SERIES: Record<TaxDocumentKind, DocumentSeries> = {
  receipt_voucher: 'RV',
  tax_invoice: 'INV',
  credit_note: 'CN',
  refund_voucher: 'RF',
};

/** What every document of an order reads once: the service's rule, both parties, the place of supply. */
interface OrderTax {
  order: Order;
  serviceName: string;
  sac: string;
  ratePercent: number;
  supplier: TaxParty;
  recipient: TaxParty;
  placeOfSupply: { state: string; code: string };
  intraState: boolean;
}

/** The tax facts of `order`, or null (logged) for an order type we do not sell online (no rule, no document). */
function orderTax(order: Order, supplier: TaxParty): OrderTax | null {
  const service = serviceOfOrderType(order.orderType);
  if (!service) {
    logger.warn({ orderId: order.id, orderType: order.orderType }, 'no GST rule for this order type: no tax document');
    return null;
  }
  const rule = GST_SERVICE_RULES[service.key as ServiceKey];
  const placeOfSupply = placeOfSupplyOf(order);
  return {
    order,
    serviceName: service.name,
    sac: rule.sac,
    ratePercent: rule.ratePercent,
    supplier,
    recipient: recipientOf(order, placeOfSupply),
    placeOfSupply,
    // IGST Act section 8(1): intra-State when the supplier and the place of supply are in the same State; else section 7
    intraState: placeOfSupply.code === supplier.stateCode,
  };
}

type Parties = Pick<TaxDocument, 'supplier' | 'recipient' | 'placeOfSupply' | 'intraState'>;

const partiesOf = (tax: OrderTax): Parties => ({
  supplier: tax.supplier,
  recipient: tax.recipient,
  placeOfSupply: tax.placeOfSupply,
  intraState: tax.intraState,
});

/** Numbers and inserts a document of `kind` issued at `now`, its totals the sums of `lines`. */
async function insertDocument(
  tx: Db,
  kind: TaxDocumentKind,
  now: Date,
  values: Parties & { orderId: string; lines: TaxDocumentLine[] } & Partial<
      Pick<TaxDocument, 'paymentId' | 'refundId' | 'referenceId' | 'advanceAdjustedPaise'>
    >,
): Promise<TaxDocument> {
  const financialYear = financialYearOf(now);
  const serial = await nextSerial(tx, SERIES[kind], financialYear);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      ...values,
      kind,
      number: documentNumber(SERIES[kind], financialYear, serial),
      financialYear,
      issuedAt: now,
      reverseCharge: false,
      ...documentTotals(values.lines),
      createdAt: now,
    })
    .returning();
  // an invoice or credit note is announced to the customer (./notices.ts), queued with it: never one without the other
  if (kind === 'tax_invoice' || kind === 'credit_note') {
    await enqueueJob(tx, {
      name: 'notify.tax_document',
      payload: { documentId: row!.id },
      runAt: now,
      dedupeKey: `tax-document:${row!.id}`,
    });
  }
  return row!;
}

const invoiceOf = async (tx: Db, orderId: string) =>
  (
    await tx
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'tax_invoice')))
      .limit(1)
  )[0];

const receiptVoucherOf = async (tx: Db, paymentId: string) =>
  (
    await tx
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.paymentId, paymentId), eq(taxDocuments.kind, 'receipt_voucher')))
      .limit(1)
  )[0];

const documentOfRefund = async (tx: Db, refundId: string) =>
  (await tx.select().from(taxDocuments).where(eq(taxDocuments.refundId, refundId)).limit(1))[0];

/** The receipt voucher of a captured `payment` (one line: the payment, tax included, at the service's rate). */
function issueReceipt(tx: Db, tax: OrderTax, payment: Payment, now: Date): Promise<TaxDocument> {
  const description = `Advance for ${tax.serviceName}, order ${tax.order.orderNumber}`;
  return insertDocument(tx, 'receipt_voucher', now, {
    ...partiesOf(tax),
    orderId: tax.order.id,
    paymentId: payment.id,
    lines: [taxLine({ description, sac: tax.sac, ratePercent: tax.ratePercent }, payment.amountPaise, tax.intraState)],
  });
}

/** The refund voucher of `refund` against its payment's receipt voucher, at that voucher's rate and with its parties. */
function issueRefundVoucherIn(tx: Db, refund: Refund, receipt: TaxDocument, now: Date): Promise<TaxDocument> {
  const [line] = receipt.lines;
  const description = `Refund of the advance received under ${receipt.number}`;
  return insertDocument(tx, 'refund_voucher', now, {
    supplier: receipt.supplier,
    recipient: receipt.recipient,
    placeOfSupply: receipt.placeOfSupply,
    intraState: receipt.intraState,
    orderId: refund.orderId,
    paymentId: refund.paymentId,
    refundId: refund.id,
    referenceId: receipt.id,
    lines: [taxLine({ description, sac: line!.sac, ratePercent: line!.ratePercent }, refund.amountPaise, receipt.intraState)],
  });
}

/** The payment of a refund, with its status. */
const paymentById = async (tx: Db, paymentId: string) => (await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1))[0];

/**
 * Issues the receipt voucher of a captured payment (integer paise, issued at `now`), unless the order already has its
 * tax invoice (the payment then settles it), the capture is a duplicate, or it is a tip (lib/tips: not consideration
 * for our supply). Idempotent.
 * @returns the voucher (new or already issued), or null when none is due.
 */
export async function issueReceiptVoucher(
  db: Db,
  paymentId: string,
  now: Date,
  supplier: TaxParty = supplierFromConfig(),
): Promise<TaxDocument | null> {
  return db.transaction(async (tx) => {
    const found = await paymentById(tx, paymentId);
    if (!found) return null;
    const order = await lockOrder(tx, found.orderId);
    if (!order) return null;
    const existing = await receiptVoucherOf(tx, paymentId);
    if (existing) return existing;
    // a tip is passed wholly to the provider: not consideration for our supply, so no document (lib/tips)
    if (found.status !== 'captured' || found.kind === 'tip' || (await invoiceOf(tx, order.id))) return null;
    const tax = orderTax(order, supplier);
    return tax ? issueReceipt(tx, tax, found, now) : null;
  });
}

/**
 * Catches up, before the invoice, what its jobs may not have issued yet: a receipt voucher for each captured payment of
 * the order and a refund voucher for each refund of a payment that has one. Both series are taken before the invoice's
 * (RV, RF, INV, CN: one order for every transaction, so two issuers never wait on each other's counters in a cycle).
 */
async function catchUpVouchers(tx: Db, tax: OrderTax, now: Date): Promise<void> {
  const captured = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, tax.order.id), eq(payments.status, 'captured'), ne(payments.kind, 'tip')))
    .orderBy(payments.capturedAt);
  for (const payment of captured) if (!(await receiptVoucherOf(tx, payment.id))) await issueReceipt(tx, tax, payment, now);
  const open = await tx
    .select({ refund: refunds })
    .from(refunds)
    .leftJoin(taxDocuments, eq(taxDocuments.refundId, refunds.id))
    .where(and(eq(refunds.orderId, tax.order.id), isNull(taxDocuments.id)))
    .orderBy(refunds.createdAt);
  for (const { refund } of open) {
    const receipt = await receiptVoucherOf(tx, refund.paymentId);
    if (receipt) await issueRefundVoucherIn(tx, refund, receipt, now);
  }
}

/**
 * Issues the tax invoice of a completed order at `now`: one line per supplied bill line (./lines.ts invoiceLines), adding
 * up to the order's total less the price reductions refunded (integer paise), with the advances adjusted. Idempotent.
 * @returns the invoice (new or already issued), or null when the order is not completed (or not ours to tax).
 */
export async function issueTaxInvoice(
  db: Db,
  orderId: string,
  now: Date,
  supplier: TaxParty = supplierFromConfig(),
): Promise<TaxDocument | null> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return null;
    const existing = await invoiceOf(tx, orderId);
    if (existing) return existing;
    if (order.status !== ORDER_STATUS.COMPLETED) return null;
    const tax = orderTax(order, supplier);
    if (!tax) return null;
    await catchUpVouchers(tx, tax, now);
    const reductions = await tx
      .select({ amountPaise: refunds.amountPaise })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), inArray(refunds.reason, [...PRICE_REDUCTIONS])));
    const totalPaise = rupeesToPaise(order.total) - reductions.reduce((sum, r) => sum + r.amountPaise, 0);
    const vouchers = await tx
      .select({ kind: taxDocuments.kind, totalPaise: taxDocuments.totalPaise })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), inArray(taxDocuments.kind, ['receipt_voucher', 'refund_voucher'])));
    const advanceAdjustedPaise = vouchers.reduce((sum, v) => sum + (v.kind === 'receipt_voucher' ? v.totalPaise : -v.totalPaise), 0);
    const billLines = ((order.bill as { lines?: BillLine[] }).lines ?? []) as BillLine[];
    const lines = invoiceLines(
      billLines,
      totalPaise,
      { sac: tax.sac, ratePercent: tax.ratePercent, fallback: tax.serviceName },
      tax.intraState,
    );
    return insertDocument(tx, 'tax_invoice', now, { ...partiesOf(tax), orderId, lines, advanceAdjustedPaise });
  });
}

/**
 * Issues the document of a refund at `now`: after the order's tax invoice a credit note referencing it (its lines the
 * refund apportioned over the invoice's), before it a refund voucher against the payment's receipt voucher (issued
 * first if its job has not run yet). A refund of a duplicate capture (never counted on the order) or of a tip gets none.
 * Idempotent.
 * @returns the document (new or already issued), or null when none is due.
 */
export async function issueRefundDocument(
  db: Db,
  refundId: string,
  now: Date,
  supplier: TaxParty = supplierFromConfig(),
): Promise<TaxDocument | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
    if (!found) return null;
    const order = await lockOrder(tx, found.orderId);
    if (!order) return null;
    const existing = await documentOfRefund(tx, refundId);
    if (existing) return existing;
    const payment = await paymentById(tx, found.paymentId);
    if (!payment || payment.status !== 'captured' || payment.kind === 'tip') return null;
    let receipt = await receiptVoucherOf(tx, payment.id);
    const invoice = await invoiceOf(tx, order.id);
    if (invoice) {
      return insertDocument(tx, 'credit_note', now, {
        supplier: invoice.supplier,
        recipient: invoice.recipient,
        placeOfSupply: invoice.placeOfSupply,
        intraState: invoice.intraState,
        orderId: order.id,
        paymentId: payment.id,
        refundId,
        referenceId: invoice.id,
        lines: creditLines(invoice.lines, found.amountPaise, invoice.intraState),
      });
    }
    if (!receipt) {
      const tax = orderTax(order, supplier);
      if (!tax) return null;
      receipt = await issueReceipt(tx, tax, payment, now);
    }
    return issueRefundVoucherIn(tx, found, receipt, now);
  });
}
