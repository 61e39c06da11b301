/**
 * The finance desk's summary (admins and finance): what came in (captured payments by gateway and method), what
 * went back (refunds by status) and what customers still owe (balances of orders whose event falls in the range),
 * read from the payments, refunds and orders tables for a range of IST days. Amounts are integer paise; orders keep
 * whole rupees, so their balances are multiplied by 100. Every read is audited as `finance.summary`.
 */
import { and, count, eq, gt, gte, inArray, lt, lte, sql, sum } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { FINANCE_MAX_RANGE_DAYS, type FinanceQuery, type FinanceSummary } from '../../lib/contracts/opsFinance';
import { addIstDays, istDate, istDateTime } from '../../lib/dates';
import { recordAudit, type AuditActor } from '../audit/audit';
import { orders, payments, refunds } from '../db/schema';
import type { Db } from '../db/types';
import { csvCell } from '../events';
import { ValidationError } from '../http/errors';

/** Orders that still owe their balance: booked and not ended (a cancelled or expired order owes nothing). */
const OWING_STATUSES = [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.COMPLETED];

/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

/**
 * The range a query asks for: its `from`/`to` IST days, or the current IST month up to today at `now`.
 * @throws ValidationError (400 on `to`) for a range longer than FINANCE_MAX_RANGE_DAYS days.
 */
export function financeRange(query: Pick<FinanceQuery, 'from' | 'to'>, now: Date): { from: string; to: string } {
  const today = istDate(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  // unset: the first day of `to`'s month
  const from = query.from ?? `${to.slice(0, 8)}01`;
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (days > FINANCE_MAX_RANGE_DAYS) {
    throw new ValidationError([{ path: 'to', message: `Choose at most ${FINANCE_MAX_RANGE_DAYS} days` }]);
  }
  return { from, to };
}

/** A sum column as a number (drizzle reads numeric sums as strings; null for no rows). */
const asNumber = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * The summary of `from`..`to` (IST days, inclusive): collections of captured payments by capture time, refunds by
 * creation time, balances outstanding of orders whose event day is in the range. Rows are sorted (gateway, method;
 * status) so that two reads of the same data answer the same.
 */
export async function financeSummary(db: Db, range: { from: string; to: string }): Promise<FinanceSummary> {
  const start = istDateTime(range.from);
  const end = istDateTime(addIstDays(range.to, 1));
  const method = sql<string>`coalesce(nullif(${payments.method}, ''), 'other')`;
  const [collectionRows, refundRows, [balance]] = await Promise.all([
    db
      .select({ gateway: payments.provider, method, count: count(), amountPaise: sum(payments.amountPaise) })
      .from(payments)
      .where(and(eq(payments.status, 'captured'), gte(payments.capturedAt, start), lt(payments.capturedAt, end)))
      .groupBy(payments.provider, method)
      .orderBy(payments.provider, method),
    db
      .select({ status: refunds.status, count: count(), amountPaise: sum(refunds.amountPaise) })
      .from(refunds)
      .where(and(gte(refunds.createdAt, start), lt(refunds.createdAt, end)))
      .groupBy(refunds.status)
      .orderBy(refunds.status),
    db
      .select({ orders: count(), outstandingRupees: sum(sql<number>`${orders.total} - ${orders.amountPaid}`) })
      .from(orders)
      .where(
        and(
          inArray(orders.status, OWING_STATUSES),
          gte(orders.eventDate, range.from),
          lte(orders.eventDate, range.to),
          gt(orders.total, orders.amountPaid),
        ),
      ),
  ]);
  const collections = collectionRows.map((row) => ({ ...row, amountPaise: asNumber(row.amountPaise) }));
  const refundList = refundRows.map((row) => ({ status: row.status, count: row.count, amountPaise: asNumber(row.amountPaise) }));
  return {
    ...range,
    collections,
    collectedPaise: collections.reduce((total, row) => total + row.amountPaise, 0),
    refunds: refundList,
    refundedPaise: refundList.reduce((total, row) => total + row.amountPaise, 0),
    balances: { orders: balance?.orders ?? 0, outstandingPaise: asNumber(balance?.outstandingRupees) * 100 },
  };
}

/** Paise as rupees with two decimals ("1234.50"), as a spreadsheet reads an amount. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The summary as CSV (CRLF lines, every cell quoted and defused: server/events csvCell): one line per collection,
 * refund status and the balances, each with its section, count and amount in rupees, then the totals.
 */
export function financeSummaryCsv(summary: FinanceSummary): string {
  const lines: (string | number)[][] = [
    ['Section', 'Gateway', 'Method or status', 'Count', 'Amount (INR)'],
    ...summary.collections.map((row) => ['Collections', row.gateway, row.method, row.count, rupeesText(row.amountPaise)]),
    ['Collections total', '', '', summary.collections.reduce((n, row) => n + row.count, 0), rupeesText(summary.collectedPaise)],
    ...summary.refunds.map((row) => ['Refunds', '', row.status, row.count, rupeesText(row.amountPaise)]),
    ['Refunds total', '', '', summary.refunds.reduce((n, row) => n + row.count, 0), rupeesText(summary.refundedPaise)],
    ['Balances outstanding', '', '', summary.balances.orders, rupeesText(summary.balances.outstandingPaise)],
  ];
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The summary a staff member reads, audited first (`finance.summary`, entity `export`/`finance`: the range and the
 * format), as the orders export is: the figures are the business's money, and who looked at them is kept.
 * @throws ValidationError for a range too long (financeRange).
 */
export async function readFinanceSummary(db: Db, actor: AuditActor, query: FinanceQuery, now = new Date()): Promise<FinanceSummary> {
  const range = financeRange(query, now);
  await recordAudit(
    db,
    actor,
    {
      action: 'finance.summary',
      entityType: 'export',
      entityId: 'finance',
      before: null,
      after: { ...range, format: query.format ?? 'json' },
    },
    now,
  );
  return financeSummary(db, range);
}
