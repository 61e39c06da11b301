/**
 * The GSTR-1 of a month (CGST Act section 37, CGST Rule 59), built from the tax documents issued in it (IST month),
 * in integer paise, one section per table of the return as the GST offline tool names them:
 *
 * - 4A B2B (`b2b`): every tax invoice to a registered recipient (a GSTIN on the document), one row per invoice and rate;
 * - 5 B2C large (`b2cl`): an inter-State invoice to an unregistered recipient above ₹1,00,000, one by one (Rule 59(4)
 *   as amended by Notification 12/2024-Central Tax from 1 August 2024; ₹2,50,000 before);
 * - 7 B2C others (`b2cs`): every other invoice to an unregistered recipient, summed by place of supply and rate, less
 *   the credit notes against such invoices (the offline tool's CDNUR takes only B2CL and export notes; B2C-others notes
 *   are netted in table 7);
 * - 9B credit notes: to registered recipients note by note (`cdnr`), to unregistered ones against a B2CL invoice
 *   note by note (`cdnur`, UR type B2CL);
 * - 11A advances received (`at`): receipt vouchers less the refund vouchers issued in the month (Rule 51: a refund of an
 *   advance not yet supplied), by place of supply and rate, the value without tax as the tool asks;
 * - 11B advances adjusted (`atadj`): the advances taxed before that this month's invoices adjust (./financeTax.ts);
 * - 12 HSN/SAC summary (`hsn`), B2B and B2C apart (as the portal asks since 2025): invoices less credit notes by SAC and rate.
 *
 * The net liability, 4A + 5 + 7 + 11A − 11B − 9B(registered and B2CL), equals the finance desk's tax collected of the month.
 */
import { inArray } from 'drizzle-orm';
import { GST_SERVICE_RULES } from '../../lib/tax/rates';
import { addIstDays, istDate, istDateTime } from '../../lib/dates';
import { taxDocuments, type TaxDocument } from '../db/schema';
import type { Db } from '../db/types';
import { recordAudit, type AuditActor } from '../audit/audit';
import { addAmounts, advanceAmounts, advanceVouchersOf, amountsByRate, documentsIssued, noAmounts, type RateAmounts } from './financeTax';

/** Rule 59(4)(a)(ii): an inter-State invoice to an unregistered person above this value is reported one by one (paise). */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

/** One document at one rate: who, which document, its value (the whole document's), and the amounts at that rate. */
export interface Gstr1DocumentRow extends RateAmounts {
  gstin: string;
  name: string;
  number: string;
  /** IST date, yyyy-mm-dd. */
  date: string;
  documentValuePaise: number;
  placeOfSupply: string;
  ratePercent: number;
}

/** A sum by place of supply ("07-Delhi") and rate. */
export interface Gstr1SumRow extends RateAmounts {
  placeOfSupply: string;
  ratePercent: number;
}

/** A sum by SAC and rate. */
export interface Gstr1HsnRow extends RateAmounts {
  sac: string;
  description: string;
  ratePercent: number;
}

/** The return's sections, and per kind of document the totals of those issued in the month (what they must add up to). */
export interface Gstr1Report {
  month: string;
  b2b: Gstr1DocumentRow[];
  b2cl: Gstr1DocumentRow[];
  b2cs: Gstr1SumRow[];
  cdnr: Gstr1DocumentRow[];
  cdnur: Gstr1DocumentRow[];
  advancesReceived: Gstr1SumRow[];
  advancesAdjusted: Gstr1SumRow[];
  hsnB2b: Gstr1HsnRow[];
  hsnB2c: Gstr1HsnRow[];
  documents: { kind: TaxDocument['kind']; count: number; amounts: RateAmounts }[];
}

/** "2026-12" → its first IST instant and the next month's. @throws RangeError for a malformed month. */
export function monthRange(month: string): { start: Date; end: Date } {
  const first = `${month}-01`;
  const start = istDateTime(first);
  // the 1st + 31 days is always in the next month; its 1st is the end
  const end = istDateTime(`${addIstDays(first, 31).slice(0, 7)}-01`);
  return { start, end };
}

const placeOf = (doc: TaxDocument) => `${doc.placeOfSupply.code}-${doc.placeOfSupply.state}`;

/** A B2C invoice reported one by one (table 5): inter-State, unregistered, above the limit. */
const isLarge = (invoice: Pick<TaxDocument, 'intraState' | 'totalPaise' | 'recipient'>) =>
  !invoice.recipient.gstin && !invoice.intraState && invoice.totalPaise > B2CL_LIMIT_PAISE;

function documentRows(doc: TaxDocument): Gstr1DocumentRow[] {
  return [...amountsByRate(doc.lines)].map(([ratePercent, amounts]) => ({
    gstin: doc.recipient.gstin ?? '',
    name: doc.recipient.name,
    number: doc.number,
    date: istDate(doc.issuedAt),
    documentValuePaise: doc.totalPaise,
    placeOfSupply: placeOf(doc),
    ratePercent,
    ...amounts,
  }));
}

/** Adds `sign` × the rate's amounts into the sum keyed by `key`. */
function addInto<R extends RateAmounts>(sums: Map<string, R>, key: string, blank: () => R, amounts: RateAmounts, sign = 1) {
  sums.set(key, addAmounts(sums.get(key) ?? blank(), amounts, sign) as R);
}

const byKey = <R>(sums: Map<string, R>) => [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);

const sacDescription = (sac: string) => Object.values(GST_SERVICE_RULES).find((rule) => rule.sac === sac)?.description ?? '';

/**
 * The report of `month` from its `documents` (documentsIssued of the month), the advance vouchers of its invoices'
 * orders (`advances`, advanceVouchersOf) and the invoices its credit notes reference (`referenced`, by id). Pure.
 */
export function gstr1Report(
  month: string,
  documents: readonly TaxDocument[],
  advances: ReadonlyMap<string, readonly TaxDocument[]>,
  referenced: ReadonlyMap<string, TaxDocument>,
): Gstr1Report {
  const report: Gstr1Report = {
    month,
    b2b: [],
    b2cl: [],
    b2cs: [],
    cdnr: [],
    cdnur: [],
    advancesReceived: [],
    advancesAdjusted: [],
    hsnB2b: [],
    hsnB2c: [],
    documents: [],
  };
  const b2cs = new Map<string, Gstr1SumRow>();
  const received = new Map<string, Gstr1SumRow>();
  const adjusted = new Map<string, Gstr1SumRow>();
  const hsn = { b2b: new Map<string, Gstr1HsnRow>(), b2c: new Map<string, Gstr1HsnRow>() };
  const kinds = new Map<TaxDocument['kind'], { count: number; amounts: RateAmounts }>();
  const sumRow = (placeOfSupply: string, ratePercent: number) => () => ({ placeOfSupply, ratePercent, ...noAmounts() });
  const addSum = (sums: Map<string, Gstr1SumRow>, doc: TaxDocument, rate: number, amounts: RateAmounts, sign = 1) => {
    const place = placeOf(doc);
    addInto(sums, `${place}|${String(rate).padStart(6, '0')}`, sumRow(place, rate), amounts, sign);
  };
  const addHsn = (doc: TaxDocument, sign: number) => {
    const sums = doc.recipient.gstin ? hsn.b2b : hsn.b2c;
    for (const line of doc.lines) {
      const blank = () => ({ sac: line.sac, description: sacDescription(line.sac), ratePercent: line.ratePercent, ...noAmounts() });
      addInto(sums, `${line.sac}|${String(line.ratePercent).padStart(6, '0')}`, blank, amountsByRate([line]).get(line.ratePercent)!, sign);
    }
  };
  for (const doc of documents) {
    const kind = kinds.get(doc.kind) ?? { count: 0, amounts: noAmounts() };
    for (const amounts of amountsByRate(doc.lines).values()) addAmounts(kind.amounts, amounts);
    kinds.set(doc.kind, { ...kind, count: kind.count + 1 });
    if (doc.kind === 'tax_invoice') {
      addHsn(doc, 1);
      if (doc.recipient.gstin) report.b2b.push(...documentRows(doc));
      else if (isLarge(doc)) report.b2cl.push(...documentRows(doc));
      else for (const [rate, amounts] of amountsByRate(doc.lines)) addSum(b2cs, doc, rate, amounts);
      for (const [rate, amounts] of advanceAmounts(advances.get(doc.orderId) ?? [])) addSum(adjusted, doc, rate, amounts);
    } else if (doc.kind === 'credit_note') {
      addHsn(doc, -1);
      const invoice = doc.referenceId ? referenced.get(doc.referenceId) : undefined;
      if (doc.recipient.gstin) report.cdnr.push(...documentRows(doc));
      else if (invoice && isLarge(invoice)) report.cdnur.push(...documentRows(doc));
      else for (const [rate, amounts] of amountsByRate(doc.lines)) addSum(b2cs, doc, rate, amounts, -1);
    } else {
      const sign = doc.kind === 'refund_voucher' ? -1 : 1;
      for (const [rate, amounts] of amountsByRate(doc.lines)) addSum(received, doc, rate, amounts, sign);
    }
  }
  report.b2cs = byKey(b2cs);
  report.advancesReceived = byKey(received);
  report.advancesAdjusted = byKey(adjusted);
  report.hsnB2b = byKey(hsn.b2b);
  report.hsnB2c = byKey(hsn.b2c);
  const order: TaxDocument['kind'][] = ['tax_invoice', 'credit_note', 'receipt_voucher', 'refund_voucher'];
  report.documents = order.filter((kind) => kinds.has(kind)).map((kind) => ({ kind, ...kinds.get(kind)! }));
  return report;
}

/**
 * The GSTR-1 of `month` (yyyy-mm, IST) read from the documents issued in it.
 * @throws RangeError for a malformed month (the route's contract refuses one first).
 */
export async function readGstr1(db: Db, month: string): Promise<Gstr1Report> {
  const { start, end } = monthRange(month);
  const documents = await documentsIssued(db, start, end);
  const referenceIds = documents.filter((doc) => doc.kind === 'credit_note' && doc.referenceId).map((doc) => doc.referenceId!);
  const [advances, referencedRows] = await Promise.all([
    advanceVouchersOf(db, documents),
    referenceIds.length === 0 ? [] : db.select().from(taxDocuments).where(inArray(taxDocuments.id, referenceIds)),
  ]);
  return gstr1Report(month, documents, advances, new Map(referencedRows.map((doc) => [doc.id, doc])));
}

/**
 * The GSTR-1 a staff member downloads, audited first (`finance.gstr1`, entity `export`/`gstr1`, the month and the
 * documents in it), as the orders export is: who took the business's return data out is kept.
 */
export async function exportGstr1(db: Db, actor: AuditActor, month: string, now = new Date()): Promise<Gstr1Report> {
  const report = await readGstr1(db, month);
  await recordAudit(
    db,
    actor,
    {
      action: 'finance.gstr1',
      entityType: 'export',
      entityId: 'gstr1',
      before: null,
      after: { month, documents: report.documents.reduce((sum, row) => sum + row.count, 0) },
    },
    now,
  );
  return report;
}
