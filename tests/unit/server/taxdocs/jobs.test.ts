/**
 * The tax document jobs end to end on PGlite and PostgreSQL: payments enqueue `tax.payment_captured` in the capture's
 * transaction and with the cash balance, orders `tax.order_completed` on completion, createRefunds
 * `tax.refund_created`; the job runner issues a receipt voucher for each payment, the invoice and a credit note; a
 * replay of every job issues nothing new.
 */
import { eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { jobs, orders, payments, taxDocuments } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { enqueueJob } from '../../../../server/jobs/queue';
import { runDueJobs } from '../../../../server/jobs/worker';
import { createChefOrder } from '../../../../server/orders/chef';
import { changeOrderStatus } from '../../../../server/orders/repository';
import { createRefunds, lockOrder } from '../../../../server/payments/ledger';
import { recordCashBalance } from '../../../../server/payments/refunding';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { withAvailableProviders } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Two days before the order's start (23 Nov 2026 19:00 IST). */
const NOW = new Date('2026-11-21T10:00:00+05:30');

const documentsOf = (db: Db, orderId: string) =>
  db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(taxDocuments.issuedAt, taxDocuments.number);
const taxJobs = (db: Db) => db.select().from(jobs).where(like(jobs.name, 'tax.%'));

describeEachDatabase('tax document jobs', (getDb) => {
  withAvailableProviders(getDb, 3);

  it('issues a receipt voucher per payment, the invoice on completion and a credit note for a later refund; replays issue nothing', async () => {
    const db = getDb();
    const deps = testPaymentDeps(db, NOW);
    const run = (at = NOW) =>
      runDueJobs(
        db,
        appJobHandlers(() => deps),
        { now: at, limit: 100 },
      );
    const { user } = await findOrCreateUserByPhone(db, '9844400001');
    const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(await someDishes(db, 5), 10), now: NOW });

    await payInSandbox(db, deps, { user, orderId: order.id });
    const [advance] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect((await taxJobs(db)).filter((job) => job.dedupeKey === `tax-payment:${advance!.id}`)).toHaveLength(1);
    await run();
    expect((await documentsOf(db, order.id)).map((doc) => [doc.kind, doc.paymentId, doc.totalPaise])).toEqual([
      ['receipt_voucher', advance!.id, order.advance * 100],
    ]);

    // the balance in cash, then the job completed
    const cashAt = new Date(NOW.getTime() + 60_000);
    await recordCashBalance(db, testPaymentDeps(db, cashAt), { orderId: order.id, amount: order.total - order.advance });
    const current = (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    const completeAt = new Date(NOW.getTime() + 120_000);
    await changeOrderStatus(db, {
      orderId: order.id,
      expectedStatus: current.status,
      status: ORDER_STATUS.COMPLETED,
      note: 'done',
      now: completeAt,
    });
    expect((await taxJobs(db)).map((job) => job.dedupeKey)).toContain(`tax-invoice:${order.id}`);
    await run(completeAt);
    const afterCompletion = await documentsOf(db, order.id);
    const cash = afterCompletion.find((doc) => doc.kind === 'receipt_voucher' && doc.paymentId !== advance!.id);
    const invoice = afterCompletion.find((doc) => doc.kind === 'tax_invoice');
    expect([cash?.kind, cash?.totalPaise]).toEqual(['receipt_voucher', (order.total - order.advance) * 100]);
    expect(invoice).toMatchObject({ kind: 'tax_invoice', totalPaise: order.total * 100, advanceAdjustedPaise: order.total * 100 });
    // Noida (Uttar Pradesh) from a supplier in Delhi, the settings' default: IGST
    expect(invoice).toMatchObject({ intraState: false, placeOfSupply: { state: 'Uttar Pradesh', code: '09' }, cgstPaise: 0, sgstPaise: 0 });
    expect(invoice!.taxableValuePaise + invoice!.igstPaise).toBe(invoice!.totalPaise);

    // a goodwill refund after the invoice: a credit note
    const refundAt = new Date(NOW.getTime() + 180_000);
    const [goodwill] = await db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      return (await createRefunds(tx, locked, { amountPaise: 50_000, reason: 'goodwill', key: `goodwill:${order.id}:x`, now: refundAt }))
        .created;
    });
    expect((await taxJobs(db)).map((job) => job.dedupeKey)).toContain(`tax-refund:${goodwill!.id}`);
    await run(refundAt);
    const issued = await documentsOf(db, order.id);
    expect(issued.map((doc) => doc.kind).sort()).toEqual(['credit_note', 'receipt_voucher', 'receipt_voucher', 'tax_invoice']);
    expect(issued.find((doc) => doc.kind === 'credit_note')).toMatchObject({
      refundId: goodwill!.id,
      referenceId: invoice!.id,
      totalPaise: 50_000,
    });

    // every job again (their dedupe keys are free once done): nothing new, nothing failed
    const replayAt = new Date(NOW.getTime() + 240_000);
    for (const payment of await db.select().from(payments).where(eq(payments.orderId, order.id))) {
      await enqueueJob(db, { name: 'tax.payment_captured', payload: { paymentId: payment.id }, runAt: replayAt });
    }
    await enqueueJob(db, { name: 'tax.order_completed', payload: { orderId: order.id }, runAt: replayAt });
    await enqueueJob(db, { name: 'tax.refund_created', payload: { refundId: goodwill!.id }, runAt: replayAt });
    const { failed } = await run(replayAt);
    expect(failed).toBe(0);
    expect((await documentsOf(db, order.id)).map((doc) => doc.id)).toEqual(issued.map((doc) => doc.id));
    expect((await taxJobs(db)).filter((job) => job.status !== 'done')).toEqual([]);
  });
});
