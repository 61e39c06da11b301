/**
 * Tax collected and the GSTR-1 export on PGlite and PostgreSQL, from documents issued by the real issuing functions
 * (server/taxdocs): an intra-State B2C invoice whose advance was taxed the month before, an inter-State B2B invoice
 * (IGST, its advance taken and adjusted in the same month), an advance not yet invoiced with part of it refunded
 * (receipt and refund vouchers), an inter-State B2C invoice above ₹1,00,000 (table 5), and credit notes after
 * invoices. Proven: every section's figures to the paisa, the sections adding up to the documents issued, the net
 * liability equal to the desk's tax by rate, an advance never taxed twice across months, and the route's roles.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import type { RefundReason } from '../../../../lib/payments';
import { GST_SERVICE_RULES } from '../../../../lib/tax/rates';
import gstr1Route from '../../../../pages/api/ops/finance/gstr1';
import { auditLog, orders, type Order, type Payment, type TaxDocument } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { financeSummary } from '../../../../server/ops/finance';
import { listAudit } from '../../../../server/audit/audit';
import type { AuditQuery } from '../../../../lib/contracts/ops';
import { addAmounts, documentsIssued, noAmounts, type RateAmounts } from '../../../../server/ops/financeTax';
import { monthRange, readGstr1, type Gstr1Report } from '../../../../server/ops/gstr1';
import { gstr1Csv, gstr1NetTax, toolDate } from '../../../../server/ops/gstr1Csv';
import { createRefunds, insertPaymentOnce, lockOrder } from '../../../../server/payments/ledger';
import { issueReceiptVoucher, issueRefundDocument, issueTaxInvoice } from '../../../../server/taxdocs';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { DELHI, GURUGRAM, SUPPLIER } from '../taxdocs/fixtures';

afterAll(forgetAppDb);

const BILL = {
  lines: [
    { kind: 'product', label: 'Balloon arch', amount: 4999 },
    { kind: 'addon', label: 'LED name sign', amount: 1500 },
    { kind: 'discount', label: 'Festive discount', amount: -500 },
    { kind: 'total', label: 'Total', amount: 5999 },
  ],
};
const SAC = GST_SERVICE_RULES.decoration.sac;
// IST: 20 Nov 11:30, then 2, 3, 5 and 6 Dec 2026
const NOV = new Date('2026-11-20T06:00:00Z');
const DEC2 = new Date('2026-12-02T06:00:00Z');
const DEC3 = new Date('2026-12-03T06:00:00Z');
const DEC5 = new Date('2026-12-05T06:00:00Z');
const DEC6 = new Date('2026-12-06T06:00:00Z');

let phone = 9_400_000_000;

/** A decoration order (₹5,999 unless `extra` says otherwise) at `address`. */
async function decorationOrder(db: Db, address: Record<string, unknown>, extra: Partial<Order> = {}): Promise<Order> {
  const mine = (phone += 1);
  const { user } = await findOrCreateUserByPhone(db, String(mine));
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `GS${mine}`,
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

/** A captured advance of `rupees` at `at` (the order's amount paid raised), as recordCapture leaves it. */
async function pay(db: Db, order: Order, rupees: number, at: Date): Promise<Payment> {
  return db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, order.id))!;
    const row = await insertPaymentOnce(tx, {
      orderId: order.id,
      kind: 'advance',
      provider: 'sandbox',
      providerPaymentId: `pay-${order.id}-${rupees}`,
      amountPaise: rupees * 100,
      method: 'upi',
      status: 'captured',
      capturedAt: at,
    });
    await tx
      .update(orders)
      .set({ amountPaid: locked.amountPaid + rupees })
      .where(eq(orders.id, order.id));
    return row!;
  });
}

/** A refund of `rupees` and its document (refund voucher before the invoice, credit note after), issued at `at`. */
async function refund(db: Db, order: Order, rupees: number, reason: RefundReason, at: Date): Promise<TaxDocument> {
  const [created] = await db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, order.id))!;
    return (await createRefunds(tx, locked, { amountPaise: rupees * 100, reason, key: `${reason}:${order.id}`, now: at })).created;
  });
  return (await issueRefundDocument(db, created!.id, at, SUPPLIER))!;
}

const complete = (db: Db, order: Order) => db.update(orders).set({ status: ORDER_STATUS.COMPLETED }).where(eq(orders.id, order.id));

/** The sum of documents' amounts (all rates). */
const sumOf = (docs: readonly TaxDocument[]): RateAmounts =>
  docs.reduce(
    (sum, doc) =>
      addAmounts(sum, {
        taxableValuePaise: doc.taxableValuePaise,
        cgstPaise: doc.cgstPaise,
        sgstPaise: doc.sgstPaise,
        igstPaise: doc.igstPaise,
        valuePaise: doc.totalPaise,
      }),
    noAmounts(),
  );
const rows = (list: readonly RateAmounts[], sign = 1, into = noAmounts()) => list.reduce((sum, row) => addAmounts(sum, row, sign), into);
const minus = (a: RateAmounts, b: RateAmounts) => addAmounts({ ...a }, b, -1);
const amounts = ({ taxableValuePaise, cgstPaise, sgstPaise, igstPaise, valuePaise }: RateAmounts) => ({
  taxableValuePaise,
  cgstPaise,
  sgstPaise,
  igstPaise,
  valuePaise,
});

describeEachDatabase('tax collected and the GSTR-1 export', (getDb) => {
  const docs = {} as Record<'rvA' | 'invA' | 'cnA' | 'rvB' | 'invB' | 'rvC' | 'rfC' | 'invD' | 'cnD', TaxDocument>;
  let report: Gstr1Report;

  beforeAll(async () => {
    const db = getDb();
    // A: Delhi, no GSTIN (B2C, CGST + SGST); its advance taxed in November, invoiced and partly credited in December
    const a = await decorationOrder(db, DELHI);
    docs.rvA = (await issueReceiptVoucher(db, (await pay(db, a, 1200, NOV)).id, NOV, SUPPLIER))!;
    await complete(db, a);
    docs.invA = (await issueTaxInvoice(db, a.id, DEC5, SUPPLIER))!;
    docs.cnA = await refund(db, a, 500, 'goodwill', DEC6);
    // B: a registered business in Haryana (B2B, IGST: IGST Act 12(7)(a)(i)), its advance taken and invoiced in December
    const b = await decorationOrder(db, DELHI, { businessName: 'Haryana Events LLP', businessGstin: '06AAAFH1234B1Z3' });
    docs.rvB = (await issueReceiptVoucher(db, (await pay(db, b, 1200, DEC2)).id, DEC2, SUPPLIER))!;
    await complete(db, b);
    docs.invB = (await issueTaxInvoice(db, b.id, DEC5, SUPPLIER))!;
    // C: an advance not invoiced yet, ₹200 of it refunded (refund voucher, Rule 51)
    const c = await decorationOrder(db, DELHI);
    docs.rvC = (await issueReceiptVoucher(db, (await pay(db, c, 1200, DEC2)).id, DEC2, SUPPLIER))!;
    docs.rfC = await refund(db, c, 200, 'cancellation', DEC3);
    // D: Gurugram, no GSTIN, ₹1,50,000 (B2C large: inter-State above ₹1,00,000), paid and credited after the invoice
    const d = await decorationOrder(db, GURUGRAM, {
      status: ORDER_STATUS.COMPLETED,
      bill: { lines: [{ kind: 'product', label: 'Wedding stage', amount: 150_000 }] },
      total: 150_000,
      advance: 0,
      balance: 150_000,
    });
    docs.invD = (await issueTaxInvoice(db, d.id, DEC5, SUPPLIER))!;
    // paid after the invoice (it settles it: no receipt voucher), so that the credit note has a payment to refund
    expect(await issueReceiptVoucher(db, (await pay(db, d, 150_000, DEC5)).id, DEC5, SUPPLIER)).toBeNull();
    docs.cnD = await refund(db, d, 1000, 'goodwill', DEC6);
    report = await readGstr1(db, '2026-12');
  });
  beforeEach(() => pointAppAt(getDb()));

  it('issued the documents it reports (kinds, places of supply, the advances adjusted)', () => {
    expect(Object.fromEntries(Object.entries(docs).map(([name, doc]) => [name, doc.kind]))).toEqual({
      rvA: 'receipt_voucher',
      invA: 'tax_invoice',
      cnA: 'credit_note',
      rvB: 'receipt_voucher',
      invB: 'tax_invoice',
      rvC: 'receipt_voucher',
      rfC: 'refund_voucher',
      invD: 'tax_invoice',
      cnD: 'credit_note',
    });
    expect(docs.invA).toMatchObject({ intraState: true, advanceAdjustedPaise: 120_000, taxableValuePaise: 508_390, cgstPaise: 45_756 });
    expect(docs.invB).toMatchObject({ intraState: false, placeOfSupply: { code: '06' }, igstPaise: 91_510, advanceAdjustedPaise: 120_000 });
    expect(docs.invD).toMatchObject({ intraState: false, totalPaise: 15_000_000, taxableValuePaise: 12_711_864, igstPaise: 2_288_136 });
  });

  it('reports each table to the paisa', () => {
    expect(report.b2b).toEqual([
      {
        gstin: '06AAAFH1234B1Z3',
        name: 'Haryana Events LLP',
        number: docs.invB.number,
        date: '2026-12-05',
        documentValuePaise: 599_900,
        placeOfSupply: '06-Haryana',
        ratePercent: 18,
        taxableValuePaise: 508_390,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 91_510,
        valuePaise: 599_900,
      },
    ]);
    expect(report.b2cl).toEqual([
      expect.objectContaining({
        number: docs.invD.number,
        placeOfSupply: '06-Haryana',
        taxableValuePaise: 12_711_864,
        igstPaise: 2_288_136,
      }),
    ]);
    // A's invoice less its credit note (B2C-others notes are netted in table 7)
    expect(report.b2cs).toEqual([
      {
        placeOfSupply: '07-Delhi',
        ratePercent: 18,
        ...amounts(minus(sumOf([docs.invA]), sumOf([docs.cnA]))),
      },
    ]);
    expect(report.b2cs[0]).toMatchObject({ valuePaise: 599_900 - 50_000, igstPaise: 0 });
    expect(report.cdnr).toEqual([]);
    // ₹1,000 at 18% IGST: taxable round(1,00,000 × 100 / 118) = 84,746 paise
    expect(report.cdnur).toEqual([
      expect.objectContaining({ number: docs.cnD.number, documentValuePaise: 100_000, taxableValuePaise: 84_746, igstPaise: 15_254 }),
    ]);
    // 11A: December's advances, C's net of its refund voucher (₹200: taxable 16,949, CGST 1,526, SGST 1,525); A's is November's
    expect(report.advancesReceived).toEqual([
      {
        placeOfSupply: '06-Haryana',
        ratePercent: 18,
        taxableValuePaise: 101_695,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 18_305,
        valuePaise: 120_000,
      },
      {
        placeOfSupply: '07-Delhi',
        ratePercent: 18,
        taxableValuePaise: 84_746,
        cgstPaise: 7627,
        sgstPaise: 7627,
        igstPaise: 0,
        valuePaise: 100_000,
      },
    ]);
    // 11B: what December's invoices adjust: B's December advance and A's November one
    expect(report.advancesAdjusted).toEqual([
      {
        placeOfSupply: '06-Haryana',
        ratePercent: 18,
        taxableValuePaise: 101_695,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 18_305,
        valuePaise: 120_000,
      },
      {
        placeOfSupply: '07-Delhi',
        ratePercent: 18,
        taxableValuePaise: 101_695,
        cgstPaise: 9153,
        sgstPaise: 9152,
        igstPaise: 0,
        valuePaise: 120_000,
      },
    ]);
    expect(report.hsnB2b).toEqual([
      { sac: SAC, description: 'Event decoration services', ratePercent: 18, ...amounts(sumOf([docs.invB])) },
    ]);
    expect(report.hsnB2c).toEqual([
      {
        sac: SAC,
        description: 'Event decoration services',
        ratePercent: 18,
        ...amounts(minus(sumOf([docs.invA, docs.invD]), sumOf([docs.cnA, docs.cnD]))),
      },
    ]);
  });

  it("adds up to the month's documents to the paisa, and its net liability is the desk's tax collected", async () => {
    const db = getDb();
    const { start, end } = monthRange('2026-12');
    const issued = await documentsIssued(db, start, end);
    const ofKind = (kind: TaxDocument['kind']) => issued.filter((doc) => doc.kind === kind);
    expect(issued).toHaveLength(8); // A's receipt voucher is November's
    const [invoices, notes, receipts, refunds] = (['tax_invoice', 'credit_note', 'receipt_voucher', 'refund_voucher'] as const).map(ofKind);
    expect(report.documents.map((row) => [row.kind, row.count, row.amounts])).toEqual([
      ['tax_invoice', 3, sumOf(invoices!)],
      ['credit_note', 2, sumOf(notes!)],
      ['receipt_voucher', 2, sumOf(receipts!)],
      ['refund_voucher', 1, sumOf(refunds!)],
    ]);
    // invoices less credit notes = tables 4A + 5 + 7 (net of its notes) less the notes reported one by one
    expect(rows([...report.cdnr, ...report.cdnur], -1, rows([...report.b2b, ...report.b2cl, ...report.b2cs]))).toEqual(
      minus(sumOf(invoices!), sumOf(notes!)),
    );
    expect(rows([...report.hsnB2b, ...report.hsnB2c])).toEqual(minus(sumOf(invoices!), sumOf(notes!)));
    expect(rows(report.advancesReceived)).toEqual(minus(sumOf(receipts!), sumOf(refunds!)));
    expect(rows(report.advancesAdjusted)).toEqual(sumOf([docs.rvA, docs.rvB]));
    // the desk's tax collected over December is the return's net liability
    const net = gstr1NetTax(report);
    const december = await financeSummary(db, { from: '2026-12-01', to: '2026-12-31' });
    expect(december.taxByRate).toEqual([
      {
        ratePercent: 18,
        documents: 8,
        taxableValuePaise: net.taxableValuePaise,
        cgstPaise: net.cgstPaise,
        sgstPaise: net.sgstPaise,
        igstPaise: net.igstPaise,
      },
    ]);
    // worked by hand: invoices − their advances + C's net advance − credit notes
    expect(net).toEqual(
      minus(rows([sumOf(invoices!), minus(sumOf(receipts!), sumOf(refunds!))]), rows([sumOf(notes!), sumOf([docs.rvA, docs.rvB])])),
    );
  });

  it('taxes an advance once: November holds its tax, December only the rest of the invoice', async () => {
    const db = getDb();
    const november = await financeSummary(db, { from: '2026-11-01', to: '2026-11-30' });
    expect(november.taxByRate).toEqual([
      { ratePercent: 18, documents: 1, taxableValuePaise: 101_695, cgstPaise: 9153, sgstPaise: 9152, igstPaise: 0 },
    ]);
    // November and December together: every invoice's tax whole, C's net advance, less the credit notes
    const both = await financeSummary(db, { from: '2026-11-01', to: '2026-12-31' });
    const expected = minus(
      rows([sumOf([docs.invA, docs.invB, docs.invD]), minus(sumOf([docs.rvC]), sumOf([docs.rfC]))]),
      sumOf([docs.cnA, docs.cnD]),
    );
    expect(both.taxByRate).toEqual([
      {
        ratePercent: 18,
        documents: 9,
        taxableValuePaise: expected.taxableValuePaise,
        cgstPaise: expected.cgstPaise,
        sgstPaise: expected.sgstPaise,
        igstPaise: expected.igstPaise,
      },
    ]);
    // A alone: voucher (November) + invoice net (December) = the invoice's CGST, never the advance's twice
    expect(docs.rvA.cgstPaise + (docs.invA.cgstPaise - docs.rvA.cgstPaise)).toBe(45_756);
    expect((await readGstr1(db, '2026-10')).documents).toEqual([]);
  });

  it('writes the CSV: sections with the tool headers, rupees with two decimals, the B2B invoice line by line', () => {
    const text = gstr1Csv(report);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"GSTR-1 2026-12"');
    const at = (title: string) => lines.findIndex((line) => line.startsWith(`"${title}`));
    const b2b = at('Table 4A');
    expect(lines[b2b + 1]).toBe(
      '"GSTIN/UIN of Recipient","Receiver Name","Invoice Number","Invoice date","Invoice Value","Place Of Supply","Reverse Charge","Applicable % of Tax Rate","Invoice Type","E-Commerce GSTIN","Rate","Taxable Value","Cess Amount","Integrated Tax Amount","Central Tax Amount","State/UT Tax Amount"',
    );
    expect(lines[b2b + 2]).toBe(
      `"06AAAFH1234B1Z3","Haryana Events LLP","${docs.invB.number}","05-Dec-2026","5999.00","06-Haryana","N","","Regular B2B","","18","5083.90","0.00","915.10","0.00","0.00"`,
    );
    expect(lines[b2b + 3]).toBe('');
    expect(lines[at('Table 9B: credit notes to unregistered') + 2]).toBe(
      `"B2CL","${docs.cnD.number}","06-Dec-2026","C","06-Haryana","1000.00","","18","847.46","0.00","152.54","0.00","0.00"`,
    );
    expect(lines[at('Table 11A') + 3]).toBe('"07-Delhi","","18","847.46","0.00","0.00","76.27","76.27"');
    expect(lines[at('Table 12: HSN/SAC summary, B2B') + 2]).toBe(
      `"${SAC}","Event decoration services","NA","0","5999.00","18","5083.90","915.10","0.00","0.00","0.00"`,
    );
    for (const title of [
      'Table 5',
      'Table 7',
      'Table 9B: credit notes to registered',
      'Table 11B',
      'Table 12: HSN/SAC summary, B2C',
      'Documents issued',
    ])
      expect(at(title), title).toBeGreaterThan(0);
    expect(toolDate('2027-01-09')).toBe('09-Jan-2027');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('answers admins and finance with the CSV file, audits it, refuses the desk roles and a bad month', async () => {
    const db = getDb();
    const { cookies, members } = await staffOfEachRole(db, '91000700');
    for (const role of ['admin', 'finance'] as const) {
      const answer = (await callRoute(gstr1Route, { method: 'GET', cookie: cookies[role], query: { month: '2026-12' } })) as unknown as {
        status: number;
        headers: Record<string, string>;
        body: { text: string };
      };
      expect(answer.status, role).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toBe('attachment; filename="gstr1-2026-12.csv"');
      expect(answer.body.text).toBe(gstr1Csv(report));
    }
    for (const role of ['operations', 'support'] as const) {
      expect((await callRoute(gstr1Route, { method: 'GET', cookie: cookies[role], query: { month: '2026-12' } })).status, role).toBe(403);
    }
    for (const month of ['2026-13', '2026-1', 'december', '']) {
      const bad = await callRoute(gstr1Route, { method: 'GET', cookie: cookies.finance, query: { month } });
      expect(bad.status, month).toBe(400);
    }
    expect((await callRoute(gstr1Route, { method: 'GET', cookie: cookies.admin })).status).toBe(400);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'finance.gstr1'), eq(auditLog.entityId, 'gstr1')));
    expect(audited).toHaveLength(2);
    const log = await listAudit(db, { entityType: 'export', entityId: 'gstr1', page: 1 } as AuditQuery);
    expect(log.entries.map((line) => [line.action, line.entityLabel])).toEqual([
      ['finance.gstr1', 'GSTR-1 export'],
      ['finance.gstr1', 'GSTR-1 export'],
    ]);
    expect(audited.map((line) => [line.actorStaffId, line.after])).toEqual(
      expect.arrayContaining([
        [members.admin.id, { month: '2026-12', documents: 8 }],
        [members.finance.id, { month: '2026-12', documents: 8 }],
      ]),
    );
  });
});
