/**
 * The earnings ledger on PGlite and PostgreSQL: completing an order queues its credit, which writes one earning per
 * order however often (and however concurrently) it runs; refunds the provider caused are deducted (before the
 * credit or after it, through the refund job), others lower the value or are the business's; TDS under s. 194-O
 * once the financial year's gross passes the threshold; orders that are not completed earn nothing.
 */
import { addMinutes } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import type { RefundReason } from '../../../../lib/payments';
import { orders, payments, providerEarnings, jobs, refunds, type Order, type Provider } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { chargeRefund, creditCompletedOrder } from '../../../../server/earnings';
import { changeOrderStatus } from '../../../../server/orders';
import { createRefunds } from '../../../../server/payments';
import { makeOrder, makeProvider, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const AT = new Date('2026-12-05T21:00:00+05:30');
let receipts = 0;

/**
 * An in-progress chef order of ₹700 assigned to `provider`, its advance (₹140) captured online and its balance (₹560)
 * online or in cash (as operations record a balance the provider collected on site).
 */
async function paidJob(db: Db, provider: Provider, { balanceIn = 'sandbox' }: { balanceIn?: 'sandbox' | 'cash' } = {}): Promise<Order> {
  const order = await makeOrder(db, { status: ORDER_STATUS.IN_PROGRESS });
  await db.update(orders).set({ providerId: provider.id, amountPaid: 700 }).where(eq(orders.id, order.id));
  for (const [kind, amountPaise] of [
    ['advance', 14_000],
    ['balance', 56_000],
  ] as const) {
    receipts += 1;
    await db.insert(payments).values({
      receiptNumber: `RC-E${String(receipts).padStart(7, '0')}`,
      orderId: order.id,
      kind,
      provider: kind === 'balance' ? balanceIn : 'sandbox',
      providerPaymentId: `pay_earn_${order.id}_${kind}`,
      amountPaise,
      capturedAt: AT,
    });
  }
  return order;
}

const complete = (db: Db, orderId: string) =>
  changeOrderStatus(db, {
    orderId,
    expectedStatus: ORDER_STATUS.IN_PROGRESS,
    status: ORDER_STATUS.COMPLETED,
    note: 'Done',
    now: AT,
    changes: { completedAt: AT },
  });

/** A refund of `amountPaise` for `reason`, through the payments ledger (which queues the refund's earnings job). */
const refund = (db: Db, orderId: string, amountPaise: number, reason: RefundReason) =>
  db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const { created } = await createRefunds(tx, order!, { amountPaise, reason, key: `${reason}:${orderId}:${amountPaise}`, now: AT });
    return created[0]!;
  });

/** The credit's entries (failing the test when it waits for a balance instead). */
async function credit(db: Db, orderId: string, now: Date) {
  const written = await creditCompletedOrder(db, orderId, now);
  if (written === 'balance_due') throw new Error('the credit waits for a balance');
  return written;
}

const entriesOf = (db: Db, orderId: string) =>
  db
    .select({ kind: providerEarnings.kind, amountPaise: providerEarnings.amountPaise, refundId: providerEarnings.refundId })
    .from(providerEarnings)
    .where(eq(providerEarnings.orderId, orderId))
    .orderBy(providerEarnings.kind);

const queued = (db: Db, name: string, key: string, id: string) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), eq(jobs.dedupeKey, `${key}:${id}`)));

describeEachDatabase('provider earnings ledger', (getDb) => {
  it('completing an order queues its credit; the credit writes one earning, the late credit as a deduction, however often it runs', async () => {
    const db = getDb();
    const provider = await makeProvider(db, { phone: nextPhone('95') });
    const order = await paidJob(db, provider);
    const late = await refund(db, order.id, 7_000, 'late_arrival');
    expect(await queued(db, 'earnings.refund_created', 'earnings-refund', late.id)).toHaveLength(1);
    // the refund job before the credit charges nothing: the credit counts it
    expect(await chargeRefund(db, late.id, AT)).toBeNull();
    await complete(db, order.id);
    expect(await queued(db, 'earnings.order_completed', 'earnings-order', order.id)).toHaveLength(1);

    const written = await credit(db, order.id, AT);
    expect(written.map((entry) => [entry.kind, entry.amountPaise])).toEqual([
      ['earning', 56_000],
      ['deduction', -7_000],
    ]);
    expect(written[0]).toMatchObject({ orderValuePaise: 70_000, commissionPaise: 14_000, providerId: provider.id });
    // replays, one after another and at once, write nothing new
    expect(await creditCompletedOrder(db, order.id, addMinutes(AT, 5))).toEqual([]);
    await Promise.all([1, 2, 3, 4].map((n) => creditCompletedOrder(db, order.id, addMinutes(AT, n))));
    expect(await chargeRefund(db, late.id, AT)).toBeNull();
    expect(await entriesOf(db, order.id)).toEqual([
      { kind: 'deduction', amountPaise: -7_000, refundId: late.id },
      { kind: 'earning', amountPaise: 56_000, refundId: null },
    ]);
  });

  it('a late credit whose refund failed at the gateway still counts at the credit: it is retried until paid', async () => {
    const db = getDb();
    const provider = await makeProvider(db, { phone: nextPhone('95') });
    const order = await paidJob(db, provider);
    const late = await refund(db, order.id, 7_000, 'late_arrival');
    await db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, late.id));
    await complete(db, order.id);
    const written = await credit(db, order.id, AT);
    expect(written.map((entry) => [entry.kind, entry.amountPaise])).toEqual([
      ['earning', 56_000],
      ['deduction', -7_000],
    ]);
  });

  it('the app runs the queued jobs: the completion credits the provider, a later late credit is deducted', async () => {
    const db = getDb();
    const handlers = appJobHandlers();
    const provider = await makeProvider(db, { phone: nextPhone('95') });
    const order = await paidJob(db, provider);
    await complete(db, order.id);
    const [credit] = await queued(db, 'earnings.order_completed', 'earnings-order', order.id);
    await handlers['earnings.order_completed'](db, credit!.payload, AT);
    const late = await refund(db, order.id, 7_000, 'late_arrival');
    const [charge] = await queued(db, 'earnings.refund_created', 'earnings-refund', late.id);
    await handlers['earnings.refund_created'](db, charge!.payload, AT);
    await handlers['earnings.refund_created'](db, charge!.payload, AT);
    expect(await entriesOf(db, order.id)).toEqual([
      { kind: 'deduction', amountPaise: -7_000, refundId: late.id },
      { kind: 'earning', amountPaise: 56_000, refundId: null },
    ]);
  });

  it('a customer-side refund lowers the value; goodwill later is the business’s; a provider-caused refund later is deducted once', async () => {
    const db = getDb();
    const provider = await makeProvider(db, { phone: nextPhone('95') });
    const order = await paidJob(db, provider);
    await refund(db, order.id, 10_000, 'headcount_sync');
    await complete(db, order.id);
    const [earning] = await creditCompletedOrder(db, order.id, AT);
    // ₹600 received: 20% is ₹120, ₹480 earned
    expect(earning).toMatchObject({ kind: 'earning', amountPaise: 48_000, orderValuePaise: 60_000, commissionPaise: 12_000 });

    const goodwill = await refund(db, order.id, 5_000, 'goodwill');
    expect(await chargeRefund(db, goodwill.id, AT)).toBeNull();
    const late = await refund(db, order.id, 6_000, 'late_arrival');
    expect(await chargeRefund(db, late.id, AT)).toMatchObject({ kind: 'deduction', amountPaise: -6_000, refundId: late.id });
    await Promise.all([chargeRefund(db, late.id, AT), chargeRefund(db, late.id, AT)]);
    expect(await entriesOf(db, order.id)).toEqual([
      { kind: 'deduction', amountPaise: -6_000, refundId: late.id },
      { kind: 'earning', amountPaise: 48_000, refundId: null },
    ]);
  });

  it('a cash balance the provider collected on site is deducted: they hold it already', async () => {
    const db = getDb();
    const provider = await makeProvider(db, { phone: nextPhone('95') });
    const order = await paidJob(db, provider, { balanceIn: 'cash' });
    await complete(db, order.id);
    await creditCompletedOrder(db, order.id, AT);
    await creditCompletedOrder(db, order.id, AT);
    // ₹700 earns ₹560; the ₹560 in cash is theirs already: nothing more is due
    expect(await entriesOf(db, order.id)).toEqual([
      { kind: 'deduction', amountPaise: -56_000, refundId: null },
      { kind: 'earning', amountPaise: 56_000, refundId: null },
    ]);
  });

  it('a balance left to pay makes the credit wait (the job looks again hourly) until paid, or 14 days with what was received', async () => {
    const db = getDb();
    const handlers = appJobHandlers();
    const provider = await makeProvider(db, { phone: nextPhone('95') });
    const order = await paidJob(db, provider);
    // only the advance counted as paid: ₹560 left
    await db.update(orders).set({ amountPaid: 140 }).where(eq(orders.id, order.id));
    await db.delete(payments).where(and(eq(payments.orderId, order.id), eq(payments.kind, 'balance')));
    await complete(db, order.id);
    expect(await creditCompletedOrder(db, order.id, AT)).toBe('balance_due');
    expect(await handlers['earnings.order_completed'](db, { orderId: order.id }, AT)).toEqual({ rescheduleAt: addMinutes(AT, 60) });
    expect(await entriesOf(db, order.id)).toEqual([]);
    // 14 days after the completion it is credited with what was received: ₹140 earns ₹112
    const [earning] = await credit(db, order.id, addMinutes(AT, 14 * 24 * 60 + 1));
    expect(earning).toMatchObject({ kind: 'earning', amountPaise: 11_200, orderValuePaise: 14_000 });

    // another, whose balance the provider collects in cash after the job: credited once operations record it
    const later = await paidJob(db, provider, { balanceIn: 'cash' });
    const [cash] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, later.id), eq(payments.kind, 'balance')));
    await db.delete(payments).where(eq(payments.id, cash!.id));
    await db.update(orders).set({ amountPaid: 140 }).where(eq(orders.id, later.id));
    await complete(db, later.id);
    expect(await creditCompletedOrder(db, later.id, addMinutes(AT, 30))).toBe('balance_due');
    await db.insert(payments).values({ ...cash!, id: undefined });
    await db.update(orders).set({ amountPaid: 700 }).where(eq(orders.id, later.id));
    expect((await credit(db, later.id, addMinutes(AT, 60))).map((entry) => [entry.kind, entry.amountPaise])).toEqual([
      ['earning', 56_000],
      ['deduction', -56_000],
    ]);
  });

  it('an order that is not completed, or has no provider, earns nothing', async () => {
    const db = getDb();
    const provider = await makeProvider(db, { phone: nextPhone('95') });
    const running = await paidJob(db, provider);
    expect(await creditCompletedOrder(db, running.id, AT)).toEqual([]);
    const cancelled = await paidJob(db, provider);
    await db.update(orders).set({ status: ORDER_STATUS.CANCELLED, providerNoShowAt: AT }).where(eq(orders.id, cancelled.id));
    const noShow = await refund(db, cancelled.id, 70_000, 'cancellation');
    expect(await creditCompletedOrder(db, cancelled.id, AT)).toEqual([]);
    expect(await chargeRefund(db, noShow.id, AT)).toBeNull();
    const unassigned = await paidJob(db, provider);
    await db.update(orders).set({ providerId: null, status: ORDER_STATUS.COMPLETED }).where(eq(orders.id, unassigned.id));
    expect(await creditCompletedOrder(db, unassigned.id, AT)).toEqual([]);
    expect(await db.select().from(providerEarnings).where(eq(providerEarnings.providerId, provider.id))).toEqual([]);
  });

  it('deducts TDS (s. 194-O) once the financial year’s gross passes ₹5,00,000, counting only this year', async () => {
    const db = getDb();
    const provider = await makeProvider(db, { phone: nextPhone('95') });
    const earlier = { providerId: provider.id, kind: 'earning' as const, commissionPaise: 0 };
    await db.insert(providerEarnings).values([
      // last financial year's: not counted
      { ...earlier, amountPaise: 90_000_000, orderValuePaise: 90_000_000, createdAt: new Date('2026-03-31T23:00:00+05:30') },
      // this year's: ₹4,99,500
      { ...earlier, amountPaise: 49_950_000, orderValuePaise: 49_950_000, createdAt: new Date('2026-04-01T00:00:00+05:30') },
    ]);
    const crossing = await paidJob(db, provider);
    await complete(db, crossing.id);
    const written = await credit(db, crossing.id, AT);
    // ₹5,00,200 in the year: 0.1% is ₹500.20
    expect(written.map((entry) => [entry.kind, entry.amountPaise])).toEqual([
      ['earning', 56_000],
      ['tds', -50_020],
    ]);
    const next = await paidJob(db, provider);
    await complete(db, next.id);
    expect((await credit(db, next.id, AT)).map((entry) => [entry.kind, entry.amountPaise])).toEqual([
      ['earning', 56_000],
      ['tds', -70],
    ]);
    expect(await creditCompletedOrder(db, next.id, AT)).toEqual([]);
  });
});
