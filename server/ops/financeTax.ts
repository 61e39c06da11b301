/**
 * GST collected, read from the issued tax documents (server/taxdocs), in integer paise. The rule, per rate:
 *
 * - a receipt voucher adds its tax: the tax on an advance is due when the advance is received (CGST Act section 13(2),
 *   time of supply of services; Rule 50), and a refund voucher takes it back (Rule 51);
 * - a tax invoice carries the whole supply (its lines add up to the order's value), but the advances it adjusts
 *   (its `advance_adjusted_paise`: the order's receipt vouchers less its refund vouchers, all issued before it, as
 *   issueTaxInvoice does) were taxed already, so the invoice adds its lines less those vouchers' lines: only the part
 *   not taxed before. Counted over any span, voucher + invoice then add up to the invoice's tax exactly, never twice;
 * - a credit note takes its tax back (section 34(2)).
 *
 * The same rule gives GSTR-1's net liability: tables 4, 5, 7 (invoices in full) + 11A (advances) − 11B (advances
 * adjusted) − 9B (credit notes).
 */
import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { TaxByRateRow } from '../../lib/contracts/opsFinance';
import { taxDocuments, type TaxDocument, type TaxDocumentLine } from '../db/schema';
import type { Db } from '../db/types';

/** A document's amounts at one rate (paise): the taxable value, its taxes and the value with tax. */
export interface RateAmounts {
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  valuePaise: number;
}

/** Zero amounts. */
export const noAmounts = (): RateAmounts => ({ taxableValuePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, valuePaise: 0 });

/** Adds `sign` × `from` into `into` (in place) and returns it. */
export function addAmounts(into: RateAmounts, from: RateAmounts, sign = 1): RateAmounts {
  into.taxableValuePaise += sign * from.taxableValuePaise;
  into.cgstPaise += sign * from.cgstPaise;
  into.sgstPaise += sign * from.sgstPaise;
  into.igstPaise += sign * from.igstPaise;
  into.valuePaise += sign * from.valuePaise;
  return into;
}

const lineAmounts = (line: TaxDocumentLine): RateAmounts => ({
  taxableValuePaise: line.taxableValuePaise,
  cgstPaise: line.cgstPaise,
  sgstPaise: line.sgstPaise,
  igstPaise: line.igstPaise,
  valuePaise: line.amountPaise,
});

/** The lines of documents summed per rate (ascending), each multiplied by `sign`. */
export function amountsByRate(
  lines: readonly TaxDocumentLine[],
  sign = 1,
  into = new Map<number, RateAmounts>(),
): Map<number, RateAmounts> {
  for (const line of lines) {
    const amounts = into.get(line.ratePercent) ?? noAmounts();
    into.set(line.ratePercent, addAmounts(amounts, lineAmounts(line), sign));
  }
  return into;
}

/** The documents issued from `start` (inclusive) to `end` (exclusive), in number order. */
export function documentsIssued(db: Db, start: Date, end: Date): Promise<TaxDocument[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, start), lt(taxDocuments.issuedAt, end)))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
}

/**
 * The advance vouchers (receipt and refund vouchers) of the orders of `invoices`, by order id: what each invoice
 * adjusts. A voucher is never issued after its order's invoice (issueReceiptVoucher refuses, a later refund gets a
 * credit note), so every one of them is adjusted; their net equals the invoice's `advanceAdjustedPaise`.
 */
export async function advanceVouchersOf(db: Db, invoices: readonly TaxDocument[]): Promise<Map<string, TaxDocument[]>> {
  const orderIds = invoices.filter((doc) => doc.kind === 'tax_invoice').map((doc) => doc.orderId);
  const byOrder = new Map<string, TaxDocument[]>();
  if (orderIds.length === 0) return byOrder;
  const vouchers = await db
    .select()
    .from(taxDocuments)
    .where(and(inArray(taxDocuments.orderId, orderIds), inArray(taxDocuments.kind, ['receipt_voucher', 'refund_voucher'])));
  for (const voucher of vouchers) byOrder.set(voucher.orderId, [...(byOrder.get(voucher.orderId) ?? []), voucher]);
  return byOrder;
}

/** The net of advance vouchers per rate: receipt vouchers add, refund vouchers subtract. */
export function advanceAmounts(vouchers: readonly TaxDocument[]): Map<number, RateAmounts> {
  const net = new Map<number, RateAmounts>();
  for (const voucher of vouchers) amountsByRate(voucher.lines, voucher.kind === 'refund_voucher' ? -1 : 1, net);
  return net;
}

/**
 * Tax collected by rate from `documents` (see the rule at the top), with `advances` the advance vouchers of their
 * invoices' orders (advanceVouchersOf). Rows by ascending rate; `documents` counts the documents with a line at it.
 */
export function taxByRate(documents: readonly TaxDocument[], advances: ReadonlyMap<string, readonly TaxDocument[]>): TaxByRateRow[] {
  const totals = new Map<number, RateAmounts>();
  const counts = new Map<number, number>();
  for (const doc of documents) {
    const sign = doc.kind === 'credit_note' || doc.kind === 'refund_voucher' ? -1 : 1;
    amountsByRate(doc.lines, sign, totals);
    if (doc.kind === 'tax_invoice') {
      for (const [rate, adjusted] of advanceAmounts(advances.get(doc.orderId) ?? [])) {
        totals.set(rate, addAmounts(totals.get(rate) ?? noAmounts(), adjusted, -1));
      }
    }
    for (const rate of new Set(doc.lines.map((line) => line.ratePercent))) counts.set(rate, (counts.get(rate) ?? 0) + 1);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ratePercent, amounts]) => ({
      ratePercent,
      documents: counts.get(ratePercent) ?? 0,
      taxableValuePaise: amounts.taxableValuePaise,
      cgstPaise: amounts.cgstPaise,
      sgstPaise: amounts.sgstPaise,
      igstPaise: amounts.igstPaise,
    }));
}

/** Tax collected by rate on the documents issued from `start` (inclusive) to `end` (exclusive). */
export async function taxCollected(db: Db, start: Date, end: Date): Promise<TaxByRateRow[]> {
  const documents = await documentsIssued(db, start, end);
  return taxByRate(documents, await advanceVouchersOf(db, documents));
}
