/**
 * Tips after the job on PGlite and PostgreSQL: the tip's payment opens only for a completed order with a provider and
 * nothing left to pay, within lib/tips bounds; its verified capture leaves the order's money as it was, queues the
 * provider's credit (one `tip` entry per payment, however often the job runs) and never a tax document; a second tip
 * is refunded as a duplicate; no refund of the order takes from a tip, and the order's earning leaves it out.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { SITE_URL } from '../../../../lib/site';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import {
  jobs,
  orders,
  paymentAttempts,
  payments,
  providerEarnings,
  refunds,
  taxDocuments,
  type Order,
  type User,
} from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { creditCompletedOrder, providerEarningsSummary } from '../../../../server/earnings';
import { receiptForUser } from '../../../../server/orders/receipts';
import { orderDetails } from '../../../../server/orders/views';
import { checkPayment } from '../../../../server/payments/attempts';
import { recordCapture } from '../../../../server/payments/captures';
import { createRefunds, lockOrder } from '../../../../server/payments/ledger';
import type { PaymentProvider } from '../../../../server/payments/provider';
import { openTipAttempt } from '../../../../server/payments/tips';
import { issueReceiptVoucher, issueRefundDocument, issueTaxInvoice } from '../../../../server/taxdocs';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { testPaymentDeps } from '../../../helpers/payments';
import { makeOrder, makeProvider, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { SUPPLIER } from '../taxdocs/fixtures';

const NOW = new Date('2026-12-05T21:00:00+05:30');
/** The customer tips the next morning: after the order's own payments. */
const LATER = new Date('2026-12-06T09:00:00+05:30');

/** A completed ₹700 chef order of a new customer, its advance and balance captured, with a provider (unless `provider: false`). */
async function completedOrder(
  db: Db,
  { status = ORDER_STATUS.COMPLETED, provider = true, paid = 700 }: { status?: Order['status']; provider?: boolean; paid?: number } = {},
): Promise<{ order: Order; user: User }> {
  const customerPhone = nextPhone('93');
  const made = await makeOrder(db, { status, customerPhone });
  const { user } = await findOrCreateUserByPhone(db, customerPhone);
  const chef = provider ? await makeProvider(db, { phone: nextPhone('95') }) : null;
  const [order] = await db
    .update(orders)
    .set({ providerId: chef?.id ?? null, amountPaid: paid, paymentStatus: paid >= 700 ? 'paid' : 'balance_due', completedAt: NOW })
    .where(eq(orders.id, made.id))
    .returning();
  for (const [kind, amountPaise] of [
    ['advance', 14_000],
    ['balance', paid * 100 - 14_000],
  ] as const) {
    if (amountPaise <= 0) continue;
    await db.insert(payments).values({
      receiptNumber: `RC-T${kind === 'advance' ? 'A' : 'B'}${order!.id.slice(0, 6).toUpperCase()}`,
      orderId: order!.id,
      kind,
      provider: 'sandbox',
      providerPaymentId: `pay_tip_${order!.id}_${kind}`,
      amountPaise,
      capturedAt: NOW,
    });
  }
  return { order: order!, user };
}

/** Pays a tip of `amount` rupees in the sandbox as the customer does (attempt, test page, signed proof). */
async function tipInSandbox(db: Db, user: User, orderId: string, amount: number) {
  const deps = testPaymentDeps(db, LATER);
  const attempt = await openTipAttempt(db, deps, { user, orderId, amount });
  const { proof } = await deps.sandbox.act(attempt.providerOrderId!, 'pay');
  const status = await checkPayment(db, deps, { userId: user.id, orderId, proof });
  return { attempt, status, deps };
}

const moneyOf = async (db: Db, orderId: string) => {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const { total, advance, balance, amountPaid, amountRefunded, paymentStatus } = order!;
  return { total, advance, balance, amountPaid, amountRefunded, paymentStatus };
};

const tipPaymentsOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'tip')))
    .orderBy(payments.createdAt);

const jobsNamed = (db: Db, name: string, dedupeKey: string) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, name), eq(jobs.dedupeKey, dedupeKey)));

/** The error an awaited call throws (failing the test when it does not throw). */
async function thrown(call: Promise<unknown>): Promise<{ status?: number; message: string; options?: { errors?: { path: string }[] } }> {
  try {
    await call;
  } catch (error) {
    return error as never;
  }
  throw new Error('expected the call to throw');
}

describeEachDatabase('tips after the job', (getDb) => {
  it('opens a tip only within its bounds, for a completed order with a provider and nothing left to pay, of the customer', async () => {
    const db = getDb();
    const deps = testPaymentDeps(db, NOW);
    const { order, user } = await completedOrder(db);
    const { user: other } = await findOrCreateUserByPhone(db, nextPhone('93'));
    for (const amount of [9, 2001, 10.5]) {
      const error = await thrown(openTipAttempt(db, deps, { user, orderId: order.id, amount }));
      expect(error.status).toBe(400);
      expect(error.options?.errors?.[0]?.path).toBe('amount');
    }
    expect((await thrown(openTipAttempt(db, deps, { user: other, orderId: order.id, amount: 100 }))).status).toBe(404);

    const running = await completedOrder(db, { status: ORDER_STATUS.IN_PROGRESS });
    expect(await thrown(openTipAttempt(db, deps, { user: running.user, orderId: running.order.id, amount: 100 }))).toMatchObject({
      status: 400,
      message: 'A tip can be added once the job is completed.',
    });
    const nobody = await completedOrder(db, { provider: false });
    expect((await thrown(openTipAttempt(db, deps, { user: nobody.user, orderId: nobody.order.id, amount: 100 }))).status).toBe(400);
    const owing = await completedOrder(db, { paid: 140 });
    expect((await thrown(openTipAttempt(db, deps, { user: owing.user, orderId: owing.order.id, amount: 100 }))).status).toBe(409);

    // the bounds themselves are tips; the same request again reaches the same attempt
    const smallest = await openTipAttempt(db, deps, { user, orderId: order.id, amount: 10 });
    expect(smallest).toMatchObject({ kind: 'tip', amountPaise: 1_000, provider: 'sandbox', orderId: order.id });
    expect((await openTipAttempt(db, deps, { user, orderId: order.id, amount: 10 })).attemptId).toBe(smallest.attemptId);
    const largest = await openTipAttempt(db, deps, { user, orderId: order.id, amount: 2000 });
    expect(largest.amountPaise).toBe(200_000);
    expect(largest.attemptId).not.toBe(smallest.attemptId);
  });

  it('sends the gateway back to the result page in the language of the page the tip was given on', async () => {
    const db = getDb();
    const deps = testPaymentDeps(db, NOW);
    const returnUrls: string[] = [];
    const recording: PaymentProvider = {
      ...deps.sandbox,
      createOrder: (request) => (returnUrls.push(request.returnUrl), deps.sandbox.createOrder(request)),
    };
    const viaRecording = { ...deps, gateways: { current: 'sandbox' as const, provider: () => recording } };
    const hindi = await completedOrder(db);
    await openTipAttempt(db, viaRecording, { user: hindi.user, orderId: hindi.order.id, amount: 100, locale: 'hi' });
    const english = await completedOrder(db);
    await openTipAttempt(db, viaRecording, { user: english.user, orderId: english.order.id, amount: 100 });
    expect(returnUrls).toEqual([`${SITE_URL}/hi/pay/result?order=${hindi.order.id}`, `${SITE_URL}/pay/result?order=${english.order.id}`]);
  });

  it("a verified tip leaves the order's money as it was, credits the provider once, and gets no tax document", async () => {
    const db = getDb();
    const { order, user } = await completedOrder(db);
    const before = await moneyOf(db, order.id);
    await db.update(orders).set({ providerAcceptedAt: NOW }).where(eq(orders.id, order.id));
    const offered = await orderDetails(db, (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!, LATER);
    expect(offered.tip).toEqual({ providerFirstName: 'Ramesh', canTip: true, paid: null });
    const { status, attempt, deps } = await tipInSandbox(db, user, order.id, 100);
    expect(status.message).toBe('PAYMENT_SUCCESS');
    expect(await moneyOf(db, order.id)).toEqual(before);

    const [tip] = await tipPaymentsOf(db, order.id);
    expect(tip).toMatchObject({ status: 'captured', amountPaise: 10_000 });
    // the capture queues the provider's credit, and nothing for tax documents or the order's payment reminders
    const [credit] = await jobsNamed(db, 'earnings.tip_captured', `earnings-tip:${tip!.id}`);
    expect(credit).toBeDefined();
    expect(await jobsNamed(db, 'tax.payment_captured', `tax-payment:${tip!.id}`)).toHaveLength(0);

    // a replayed capture (webhook, reconciler) records nothing new
    const [stored] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.attemptId));
    const replay = await recordCapture(db, deps, stored!, {
      providerPaymentId: tip!.providerPaymentId,
      amountPaise: 10_000,
      currency: 'INR',
      state: 'captured',
      method: 'upi',
    } as never);
    expect(replay).toBe('replay');
    expect(await tipPaymentsOf(db, order.id)).toHaveLength(1);

    // the job, however often it runs, writes one tip entry of the whole tip (no commission)
    const handlers = appJobHandlers();
    await handlers['earnings.tip_captured'](db, credit!.payload, NOW);
    await handlers['earnings.tip_captured'](db, credit!.payload, NOW);
    await Promise.all([1, 2, 3].map(() => handlers['earnings.tip_captured'](db, credit!.payload, NOW)));
    const entries = await db.select().from(providerEarnings).where(eq(providerEarnings.orderId, order.id));
    expect(entries.map((e) => [e.kind, e.amountPaise, e.paymentId, e.providerId])).toEqual([['tip', 10_000, tip!.id, order.providerId]]);

    // the order's earning leaves the tip out of its value: ₹700 received, 20% kept
    const written = await creditCompletedOrder(db, order.id, NOW);
    expect(written).not.toBe('balance_due');
    expect((written as { kind: string; orderValuePaise: number | null }[]).find((e) => e.kind === 'earning')).toMatchObject({
      orderValuePaise: 70_000,
    });

    // the partner app's earnings list the tip with the job, whole
    const summary = await providerEarningsSummary(db, order.providerId!, LATER);
    expect(summary.jobs.find((job) => job.orderId === order.id)).toMatchObject({ tipsPaise: 10_000, netPaise: 56_000 + 10_000 });

    // the order page thanks the customer and offers no second tip; the tip's receipt is not the order's money
    const details = await orderDetails(db, (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!, LATER);
    expect(details.tip).toEqual({ providerFirstName: 'Ramesh', canTip: false, paid: { amount: 100, paymentId: tip!.id } });
    expect(details.payment).toMatchObject({ paidAmount: 700, status: 'paid', confirming: null });
    const receipt = await receiptForUser(db, { paymentId: tip!.id, userId: user.id });
    expect(receipt).toMatchObject({ kind: 'tip', amount: 100, orderTotal: 700, paidToDate: 700, balanceAfter: 0 });

    // no receipt voucher for the tip, nor a line or an advance on the invoice
    expect(await issueReceiptVoucher(db, tip!.id, NOW, SUPPLIER)).toBeNull();
    const invoice = await issueTaxInvoice(db, order.id, NOW, SUPPLIER);
    expect(invoice).toMatchObject({ kind: 'tax_invoice', totalPaise: 70_000, advanceAdjustedPaise: 70_000 });
    const documents = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    expect(documents.filter((d) => d.paymentId === tip!.id)).toEqual([]);
  });

  it('one tip an order: the route refuses a second, a second capture is refunded without a tax document, no order refund takes a tip', async () => {
    const db = getDb();
    const { order, user } = await completedOrder(db);
    const deps = testPaymentDeps(db, LATER);
    // two tabs: the first tip's attempt is paid at the gateway before the second is opened in its place
    const first = await openTipAttempt(db, deps, { user, orderId: order.id, amount: 50 });
    const firstPaid = await deps.sandbox.act(first.providerOrderId!, 'pay');
    const second = await openTipAttempt(db, deps, { user, orderId: order.id, amount: 200 });
    const secondPaid = await deps.sandbox.act(second.providerOrderId!, 'pay');
    await checkPayment(db, deps, { userId: user.id, orderId: order.id, proof: secondPaid.proof });
    await checkPayment(db, deps, { userId: user.id, orderId: order.id, proof: firstPaid.proof });

    const tips = await tipPaymentsOf(db, order.id);
    expect(tips.map((t) => [t.amountPaise, t.status])).toEqual([
      [20_000, 'captured'],
      [5_000, 'duplicate'],
    ]);
    expect(await thrown(openTipAttempt(db, deps, { user, orderId: order.id, amount: 100 }))).toMatchObject({ status: 409 });
    const [refund] = await db.select().from(refunds).where(eq(refunds.paymentId, tips[1]!.id));
    expect(refund).toMatchObject({ amountPaise: 5_000, reason: 'duplicate' });
    expect(await issueRefundDocument(db, refund!.id, NOW, SUPPLIER)).toBeNull();

    // operations' goodwill refund of the whole order comes from the order's payments, never from the tip
    const goodwill = await db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      return createRefunds(tx, locked, { amountPaise: 70_000, reason: 'goodwill', key: `goodwill:${order.id}`, now: NOW });
    });
    expect(goodwill.created.map((r) => r.paymentId)).not.toContain(tips[0]!.id);
    expect(goodwill.created.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(70_000);
    expect(await moneyOf(db, order.id)).toMatchObject({ amountPaid: 700, amountRefunded: 700 });

    // were a tip itself refunded (only ever by naming it), its refund still gets no GST document
    const tipBack = await db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      const { created } = await createRefunds(tx, locked, {
        amountPaise: 20_000,
        reason: 'goodwill',
        key: `tip-back:${order.id}`,
        now: LATER,
        onlyPayment: tips[0]!,
        countOnOrder: false,
      });
      return created[0]!;
    });
    expect(await jobsNamed(db, 'tax.refund_created', `tax-refund:${tipBack.id}`)).toHaveLength(1);
    expect(await issueRefundDocument(db, tipBack.id, LATER, SUPPLIER)).toBeNull();
    expect(await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id))).toEqual([]);
  });
});
