/**
 * A provider's own earnings as the partner app shows them: net totals today, this week and this month (IST), what
 * is due, each credited job's entries summed, and payout statements. Reads one provider's rows only: the routes
 * pass the session's provider, never a parameter.
 */
import { and, desc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { ORDER_TYPE_LABEL } from '../../lib/constants';
import type { EarningJob, PartnerEarnings } from '../../lib/contracts/earnings';
import { earningPeriodStarts } from '../../lib/earnings';
import { orders, providerEarnings, providerPayouts, type EarningKind, type ProviderEarning } from '../db/schema';
import type { Db } from '../db/types';
import { providerStatements } from './statements';

/** The entries that make up what a provider earned (a payout only moves money already earned). */
const EARNED_KINDS: EarningKind[] = ['earning', 'deduction', 'tip', 'tds'];
const sumOf = (entries: readonly ProviderEarning[]) => entries.reduce((sum, entry) => sum + entry.amountPaise, 0);

/** The partner app lists this many most recent jobs. */
export const EARNING_JOBS_SHOWN = 100;

async function sumPaise(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${providerEarnings.amountPaise}), 0)::int` })
    .from(providerEarnings)
    .where(where);
  return row?.paise ?? 0;
}

/**
 * The earnings of `providerId` at `now`: totals are the net of the earned entries (earning, deductions, tips,
 * TDS) written since today's, this week's (Monday) and this month's IST start; `duePaise` is every entry no payout
 * settled yet. Jobs newest first, at most EARNING_JOBS_SHOWN; statements are the provider's payouts, newest first.
 */
export async function providerEarningsSummary(db: Db, providerId: string, now: Date): Promise<PartnerEarnings> {
  const own = and(eq(providerEarnings.providerId, providerId), inArray(providerEarnings.kind, EARNED_KINDS));
  const starts = earningPeriodStarts(now);
  // one after another: the caller's `db` may be a transaction, which runs one query at a time
  const todayPaise = await sumPaise(db, and(own, gte(providerEarnings.createdAt, starts.today)));
  const weekPaise = await sumPaise(db, and(own, gte(providerEarnings.createdAt, starts.week)));
  const monthPaise = await sumPaise(db, and(own, gte(providerEarnings.createdAt, starts.month)));
  const duePaise = await sumPaise(
    db,
    and(eq(providerEarnings.providerId, providerId), ne(providerEarnings.kind, 'payout'), isNull(providerEarnings.payoutId)),
  );
  const credited = await db
    .select({ entry: providerEarnings, orderNumber: orders.orderNumber, orderType: orders.orderType, eventDate: orders.eventDate })
    .from(providerEarnings)
    .innerJoin(orders, eq(orders.id, providerEarnings.orderId))
    .where(and(own, eq(providerEarnings.kind, 'earning')))
    .orderBy(desc(providerEarnings.createdAt))
    .limit(EARNING_JOBS_SHOWN);
  const orderIds = credited.map((row) => row.entry.orderId!);
  const entries =
    orderIds.length === 0
      ? []
      : await db
          .select()
          .from(providerEarnings)
          .where(and(own, inArray(providerEarnings.orderId, orderIds)));
  // a job is paid once the payouts holding its entries are paid (not while one is on its way)
  const paidPayouts = new Set(
    (
      await db
        .select({ id: providerPayouts.id })
        .from(providerPayouts)
        .where(and(eq(providerPayouts.providerId, providerId), eq(providerPayouts.status, 'paid')))
    ).map((row) => row.id),
  );
  const jobs = credited.map(({ entry, orderNumber, orderType, eventDate }): EarningJob => {
    const ofJob = entries.filter((other) => other.orderId === entry.orderId);
    const total = (kind: EarningKind) => ofJob.filter((other) => other.kind === kind).reduce((sum, other) => sum + other.amountPaise, 0);
    return {
      orderId: entry.orderId!,
      orderNumber,
      service: ORDER_TYPE_LABEL[orderType],
      eventDate,
      creditedAt: entry.createdAt.toISOString(),
      orderValuePaise: entry.orderValuePaise ?? 0,
      commissionPaise: entry.commissionPaise ?? 0,
      deductionsPaise: sumOf(ofJob.filter((other) => other.kind === 'deduction' && other.refundId !== null)),
      cashCollectedPaise: sumOf(ofJob.filter((other) => other.kind === 'deduction' && other.refundId === null)),
      tipsPaise: total('tip'),
      tdsPaise: total('tds'),
      netPaise: ofJob.reduce((sum, other) => sum + other.amountPaise, 0),
      paid: ofJob.every((other) => other.payoutId !== null && paidPayouts.has(other.payoutId)),
    };
  });
  return { totals: { todayPaise, weekPaise, monthPaise, duePaise }, jobs, statements: await providerStatements(db, providerId) };
}
