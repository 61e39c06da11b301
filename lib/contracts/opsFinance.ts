/**
 * The console's finance desk (admins and the finance role): what came in, what went back and what is still owed,
 * for a range of IST days. Amounts are integer paise. Every route here is `auth: 'staff'` and only reads.
 */
import { z } from 'zod';
import { defineRoute } from './http';

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
 * The finance summary of a range: collections by gateway and method (captured payments by capture time; duplicate
 * captures are refunded and left out), refunds by status (by creation time), and balances outstanding (orders whose
 * event day is in the range, not cancelled or expired, with total − paid above zero).
 */
export const schemaFinanceSummary = z.object({
  from: z.string(),
  to: z.string(),
  collections: z.array(schemaCollectionRow),
  collectedPaise: z.number().int(),
  refunds: z.array(schemaRefundRow),
  refundedPaise: z.number().int(),
  balances: z.object({ orders: z.number().int(), outstandingPaise: z.number().int() }),
});
export type FinanceSummary = z.infer<typeof schemaFinanceSummary>;

export const routeOpsFinanceSummary = defineRoute('opsFinanceSummary', {
  summary: `The finance desk's summary for a range of IST days (admins and finance; at most ${FINANCE_MAX_RANGE_DAYS} days): collections by gateway and method, refunds by status and balances outstanding, in paise; \`format=csv\` answers the same figures as a text/csv attachment. Every read is audited (\`finance.summary\`).`,
  auth: 'staff',
  query: schemaFinanceQuery,
  response: schemaFinanceSummary,
});
