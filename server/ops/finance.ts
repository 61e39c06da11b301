/**
 * The finance desk's summary (admins and finance): what came in (captured payments by gateway and method), what
 * went back (refunds by status) and what customers still owe (balances of orders whose event falls in the range),
 * tax collected by rate (the tax documents: ./financeTax.ts), provider payouts due and paid and the commission kept (the
 * earnings ledger), read for a range of IST days. Amounts are integer paise; orders keep
 * whole rupees, so their balances are multiplied by 100. Every read is audited as `finance.summary`.
 */
import { and, count, eq, gt, gte, inArray, lt, lte, sql, sum } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { FINANCE_MAX_RANGE_DAYS, type FinancePayouts, type FinanceQuery, type FinanceSummary } from '../../lib/contracts/opsFinance';
import { addIstDays, istDate, istDateTime } from '../../lib/dates';
import { recordAudit, type AuditActor } from '../audit/audit';
import { orders, payments, providerEarnings, refunds } from '../db/schema';
import type { Db } from '../db/types';
import { csvCell } from '../events';
import { ValidationError } from '../http/errors';
import { taxCollected } from './financeTax';

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
 * Provider payouts from the earnings ledger (the ledger rule: a provider's balance due is the sum of their entries):
 * due at `end` = the sum of every entry written before it; paid from `start` to `end` = minus the `payout` entries
 * written in it (a payout entry is written only on the gateway's verified status; a reversal adds a positive one);
 * commission kept = `commission_paise` of the `earning` entries written in it. Integer paise.
 */
export async function payoutFigures(db: Db, start: Date, end: Date): Promise<FinancePayouts> {
  const inRange = and(gte(providerEarnings.createdAt, start), lt(providerEarnings.createdAt, end));
  const [[due], [paid], [commission]] = await Promise.all([
    db
      .select({ paise: sum(providerEarnings.amountPaise) })
      .from(providerEarnings)
      .where(lt(providerEarnings.createdAt, end)),
    db
      .select({ paise: sum(providerEarnings.amountPaise) })
      .from(providerEarnings)
      .where(and(inRange, eq(providerEarnings.kind, 'payout'))),
    db
      .select({ paise: sum(providerEarnings.commissionPaise) })
      .from(providerEarnings)
      .where(and(inRange, eq(providerEarnings.kind, 'earning'))),
  ]);
  // `0 -`: no payout in the range reads 0, not -0
  return { duePaise: asNumber(due?.paise), paidPaise: 0 - asNumber(paid?.paise), commissionPaise: asNumber(commission?.paise) };
}

/**
 * The summary of `from`..`to` (IST days, inclusive): collections of captured payments by capture time, refunds by
 * creation time, balances outstanding of orders whose event day is in the range. Rows are sorted (gateway, method;
 * status) so that two reads of the same data answer the same.
 */
export async function financeSummary(db: Db, range: { from: string; to: string }): Promise<FinanceSummary> {
  const start = istDateTime(range.from);
  const end = istDateTime(addIstDays(range.to, 1));
  const method = sql<string>`coalesce(nullif(${payments.method}, ''), 'other')`;
  const [collectionRows, refundRows, [balance], taxByRate, payouts] = await Promise.all([
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
    taxCollected(db, start, end),
    payoutFigures(db, start, end),
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
    taxByRate,
    payouts,
  };
}

/** Paise as rupees with two decimals ("1234.50"), as a spreadsheet reads an amount. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * An amount cell: paise as rupees with two decimals, quoted but never prefixed with `'`. csvCell defuses a cell that
 * starts with `-` against formula injection, which would turn a negative amount into text that an import (the GST
 * offline tool, a spreadsheet) no longer reads as a number; a cell written from an integer holds only digits, one
 * `-` and one `.`, which no spreadsheet runs as a formula, so it needs no guard.
 */
export function csvAmount(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`an amount in paise must be an integer, got ${paise}`);
  return `"${rupeesText(paise)}"`;
}

/** One CSV line (CRLF-terminated): text cells through csvCell, amounts (paise, `{ paise }`) through csvAmount. */
export function csvRow(cells: readonly (string | number | { paise: number })[]): string {
  return cells.map((cell) => (typeof cell === 'object' ? csvAmount(cell.paise) : csvCell(cell))).join(',') + '\r\n';
}

/**
 * The summary as CSV (CRLF lines, every cell quoted and defused: server/events csvCell): one line per collection,
 * refund status and the balances, each with its section, count and amount in rupees, then the totals; then tax
 * collected per rate (taxable value, CGST, SGST, IGST) and the payout figures.
 */
export function financeSummaryCsv(summary: FinanceSummary): string {
  const paise = (value: number) => ({ paise: value });
  const lines: (string | number | { paise: number })[][] = [
    ['Section', 'Gateway', 'Method or status', 'Count', 'Amount (INR)'],
    ...summary.collections.map((row) => ['Collections', row.gateway, row.method, row.count, paise(row.amountPaise)]),
    ['Collections total', '', '', summary.collections.reduce((n, row) => n + row.count, 0), paise(summary.collectedPaise)],
    ...summary.refunds.map((row) => ['Refunds', '', row.status, row.count, paise(row.amountPaise)]),
    ['Refunds total', '', '', summary.refunds.reduce((n, row) => n + row.count, 0), paise(summary.refundedPaise)],
    ['Balances outstanding', '', '', summary.balances.orders, paise(summary.balances.outstandingPaise)],
    ['Provider payouts due', '', '', '', paise(summary.payouts.duePaise)],
    ['Provider payouts paid', '', '', '', paise(summary.payouts.paidPaise)],
    ['Commission kept', '', '', '', paise(summary.payouts.commissionPaise)],
    [],
    ['Tax collected', 'Rate (%)', 'Documents', 'Taxable value (INR)', 'CGST (INR)', 'SGST (INR)', 'IGST (INR)'],
    ...summary.taxByRate.map((row) => [
      'Tax collected',
      row.ratePercent,
      row.documents,
      paise(row.taxableValuePaise),
      paise(row.cgstPaise),
      paise(row.sgstPaise),
      paise(row.igstPaise),
    ]),
  ];
  return lines.map((line) => (line.length === 0 ? '\r\n' : csvRow(line))).join('');
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
