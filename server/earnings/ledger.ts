/**
 * The providers' earnings ledger: crediting a completed order (earning, the deductions it already has, TDS under
 * Income-tax Act s. 194-O) and charging a later refund the provider caused. Every write is idempotent by the
 * table's unique keys (one earning and one TDS entry per order, one deduction per refund), so a replayed job
 * writes nothing new; a provider's entries are written under a per-provider lock, so the year's gross that the TDS
 * threshold reads cannot race.
 */
import { addDays } from 'date-fns';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { CREDIT_WAIT_DAYS, financialYearStart, orderEarning, refundCause, tdsOnCredit } from '../../lib/earnings';
import { leftToPay } from '../../lib/payments';
import { SERVICE_KEYS, serviceOfOrderType } from '../../lib/services';
import { orders, payments, providerEarnings, refunds, type Order, type ProviderEarning, type Refund } from '../db/schema';
import type { Db } from '../db/types';
import { advisoryXactLock } from '../db/locks';

/** The `payments.provider` of a cash balance recorded by operations (server/payments recordCashBalance). */
const CASH_PROVIDER = 'cash';

/** Refunds that count: every one, since a failed refund is retried until processed (the customer is owed it). */
const OWED_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/** Serialises one provider's ledger writes (the TDS threshold reads the year's gross so far). */
const lockProvider = (tx: Db, providerId: string) => advisoryXactLock(tx, `earnings:provider:${providerId}`);

/** The refunds of an order's applied captures (a duplicate capture's refund never touched the order). */
async function refundsOfCaptures(tx: Db, orderId: string): Promise<Refund[]> {
  const rows = await tx
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.orderId, orderId), eq(payments.status, 'captured'), inArray(refunds.status, [...OWED_REFUND_STATUSES])));
  return rows.map((row) => row.refund);
}

/** The gross (order values, paise) credited to a provider since the financial year of `now` began. */
async function yearGrossPaise(tx: Db, providerId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ gross: sql<number>`coalesce(sum(${providerEarnings.orderValuePaise}), 0)::int` })
    .from(providerEarnings)
    .where(
      and(
        eq(providerEarnings.providerId, providerId),
        eq(providerEarnings.kind, 'earning'),
        gte(providerEarnings.createdAt, financialYearStart(now)),
      ),
    );
  return row?.gross ?? 0;
}

/**
 * Credits the provider of a completed order: the `earning` entry (order value received less commission), one
 * `deduction` per refund the provider caused so far, one `deduction` of the cash balance they collected on site
 * (they hold that money already), and the `tds` entry when section 194-O asks for one. The
 * order value received is its captured payments less the refunds that lower the order (lib/earnings `refundCause`).
 * Nothing for an order that is not completed or has no provider (a no-show or cancellation earns nothing), or that
 * was credited already. An order with a balance left to pay waits (`'balance_due'`) until it is paid, at most
 * CREDIT_WAIT_DAYS after its completion, so a balance paid after the job counts in its value.
 * @returns the entries written (empty when nothing was), or `'balance_due'` while the credit waits.
 */
export async function creditCompletedOrder(db: Db, orderId: string, now: Date): Promise<ProviderEarning[] | 'balance_due'> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order || order.status !== ORDER_STATUS.COMPLETED || !order.providerId) return [];
    const waitUntil = addDays(order.completedAt ?? order.updatedAt, CREDIT_WAIT_DAYS);
    if (leftToPay(order).amount > 0 && now < waitUntil) return 'balance_due';
    const providerId = order.providerId;
    await lockProvider(tx, providerId);
    const [captured] = await tx
      .select({ paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int` })
      .from(payments)
      // a tip is not the order's value: it is credited whole, without commission, by ./tips.ts
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured'), ne(payments.kind, 'tip')));
    // a cash balance is paid to the provider on site (lib/constants BALANCE_TEXT): they hold it already
    const [cash] = await tx
      .select({ paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured'), eq(payments.provider, CASH_PROVIDER)));
    const owed = await refundsOfCaptures(tx, orderId);
    const causeOf = (refund: Refund) => refundCause(refund.reason, order.providerNoShowAt !== null);
    const lowering = owed.filter((refund) => causeOf(refund) === 'order').reduce((sum, refund) => sum + refund.amountPaise, 0);
    const charged = owed.filter((refund) => causeOf(refund) === 'provider');
    const rule = orderEarning({
      serviceKey: SERVICE_KEYS.find((key) => key === serviceOfOrderType(order.orderType)?.key) ?? null,
      orderValuePaise: Math.max(0, (captured?.paise ?? 0) - lowering),
      providerCausedPaise: charged.map((refund) => refund.amountPaise),
    });
    const yearBefore = await yearGrossPaise(tx, providerId, now);
    const base = { providerId, orderId, createdAt: now };
    const [earning] = await tx
      .insert(providerEarnings)
      .values({
        ...base,
        kind: 'earning',
        amountPaise: rule.earningPaise,
        orderValuePaise: rule.orderValuePaise,
        commissionPaise: rule.commissionPaise,
      })
      .onConflictDoNothing()
      .returning();
    if (!earning) return [];
    const written: ProviderEarning[] = [earning];
    for (const refund of charged) written.push(...(await insertDeduction(tx, order, refund, now)));
    if ((cash?.paise ?? 0) > 0) {
      written.push(
        ...(await tx
          .insert(providerEarnings)
          .values({ ...base, kind: 'deduction', amountPaise: -cash!.paise })
          .onConflictDoNothing()
          .returning()),
      );
    }
    const tds = tdsOnCredit({ grossPaise: rule.orderValuePaise, yearGrossBeforePaise: yearBefore });
    if (tds > 0) {
      written.push(
        ...(await tx
          .insert(providerEarnings)
          .values({ ...base, kind: 'tds', amountPaise: -tds })
          .onConflictDoNothing()
          .returning()),
      );
    }
    return written;
  });
}

/** A `deduction` entry of `refund` for the order's provider, unless one exists. */
async function insertDeduction(tx: Db, order: Order, refund: Refund, now: Date): Promise<ProviderEarning[]> {
  return tx
    .insert(providerEarnings)
    .values({
      providerId: order.providerId!,
      orderId: order.id,
      refundId: refund.id,
      kind: 'deduction',
      amountPaise: -refund.amountPaise,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
}

/**
 * A refund created after its order was credited: when the provider caused it (lib/earnings `refundCause`), a
 * `deduction` entry of its amount. Nothing when someone else caused it, or when the order is not credited yet
 * (the credit then counts the refund itself: both take the provider's lock, so one of the two always sees the other).
 * @returns the deduction written, or null.
 */
export async function chargeRefund(db: Db, refundId: string, now: Date): Promise<ProviderEarning | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ refund: refunds, order: orders })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(refunds.id, refundId));
    if (!row?.order.providerId) return null;
    const { refund, order } = row;
    if (refundCause(refund.reason, order.providerNoShowAt !== null) !== 'provider') return null;
    await lockProvider(tx, order.providerId!);
    const [credited] = await tx
      .select({ id: providerEarnings.id })
      .from(providerEarnings)
      .where(
        and(
          eq(providerEarnings.orderId, order.id),
          eq(providerEarnings.kind, 'earning'),
          eq(providerEarnings.providerId, order.providerId!),
        ),
      );
    if (!credited) return null;
    const [deduction] = await insertDeduction(tx, order, refund, now);
    return deduction ?? null;
  });
}
