/**
 * The console's finance desk (admins and the finance role): what came in, what went back and what is still owed,
 * for a range of IST days. Amounts are integer paise. Every route here is `auth: 'staff'` and only reads.
 */
import { z } from 'zod';
import { defineRoute, schemaNoData } from './http';

/** The longest range the summary reads at once (a year and a day: a financial year with a leap day). */
export const FINANCE_MAX_RANGE_DAYS = 366;

const schemaIsoDay = z.iso.date('Dates are yyyy-mm-dd');

/**
 * GET /api/ops/finance/summary query: `from`/`to` IST days (yyyy-mm-dd, both inclusive; unset: the current IST
 * month up to today), `format=csv` for the same figures as a CSV file.
 */
export const schemaFinanceQuery = z
  .object({
    from: schemaIsoDay.optional(),
    to: schemaIsoDay.optional(),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to', path: ['from'] });
export type FinanceQuery = z.infer<typeof schemaFinanceQuery>;

/** Captured payments of one gateway (`cash` for cash balances) and method (upi, card ...; `other` when the gateway named none). */
export const schemaCollectionRow = z.object({
  gateway: z.string(),
  method: z.string(),
  count: z.number().int(),
  amountPaise: z.number().int(),
});
export type CollectionRow = z.infer<typeof schemaCollectionRow>;

/** Refunds created in the range, by status (pending, processed, failed). */
export const schemaRefundRow = z.object({ status: z.string(), count: z.number().int(), amountPaise: z.number().int() });
export type RefundRow = z.infer<typeof schemaRefundRow>;

/**
 * GST on the tax documents issued in the range at one rate, net: tax invoices and receipt vouchers add, credit notes
 * and refund vouchers subtract, and an invoice adds only what its order's advances had not already taxed (the
 * vouchers' tax was counted when they were issued: CGST Act section 13(2), time of supply of an advance). Paise.
 */
export const schemaTaxByRateRow = z.object({
  ratePercent: z.number(),
  documents: z.number().int(),
  taxableValuePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
});
export type TaxByRateRow = z.infer<typeof schemaTaxByRateRow>;

/**
 * Provider payouts from the earnings ledger: `duePaise` what the business owes its providers at the end of the range
 * (the sum of every entry written before it), `paidPaise` what was sent in the range (minus the `payout` entries in
 * it; a reversal, positive, lowers it), and `commissionPaise` the commission kept on the `earning` entries written in it.
 */
export const schemaFinancePayouts = z.object({
  duePaise: z.number().int(),
  paidPaise: z.number().int(),
  commissionPaise: z.number().int(),
});
export type FinancePayouts = z.infer<typeof schemaFinancePayouts>;

/**
 * The finance summary of a range: collections by gateway and method (captured payments by capture time; duplicate
 * captures are refunded and left out), refunds by status (by creation time), balances outstanding (orders whose
 * event day is in the range, not cancelled or expired, with total − paid above zero), tax collected by rate (documents
 * by issue time) and provider payouts with the commission kept (ledger entries by creation time).
 */
export const schemaFinanceSummary = z.object({
  from: z.string(),
  to: z.string(),
  collections: z.array(schemaCollectionRow),
  collectedPaise: z.number().int(),
  refunds: z.array(schemaRefundRow),
  refundedPaise: z.number().int(),
  balances: z.object({ orders: z.number().int(), outstandingPaise: z.number().int() }),
  taxByRate: z.array(schemaTaxByRateRow),
  payouts: schemaFinancePayouts,
});
export type FinanceSummary = z.infer<typeof schemaFinanceSummary>;

export const routeOpsFinanceSummary = defineRoute('opsFinanceSummary', {
  summary: `The finance desk's summary for a range of IST days (admins and finance; at most ${FINANCE_MAX_RANGE_DAYS} days): collections by gateway and method, refunds by status, balances outstanding, tax collected by rate, provider payouts due and paid and the commission kept, in paise; \`format=csv\` answers the same figures as a text/csv attachment. Every read is audited (\`finance.summary\`).`,
  auth: 'staff',
  query: schemaFinanceQuery,
  response: schemaFinanceSummary,
});

/** GET /api/ops/finance/gstr1 query: the IST calendar month of the return, yyyy-mm. */
export const schemaGstr1Query = z.object({
  month: z.string({ error: 'month is required (yyyy-mm)' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be yyyy-mm'),
});
export type Gstr1Query = z.infer<typeof schemaGstr1Query>;

export const routeOpsFinanceGstr1 = defineRoute('opsFinanceGstr1', {
  summary:
    "The GSTR-1 of an IST month as a text/csv attachment (admins and finance): sections following the return's tables (4A B2B invoices, 5 B2C large, 7 B2C others, 9B credit notes registered and unregistered, 11A advances received, 11B advances adjusted, 12 HSN/SAC summary) in rupees with two decimals, then the documents' totals. Audited (`finance.gstr1`).",
  auth: 'staff',
  query: schemaGstr1Query,
  response: schemaNoData,
});
