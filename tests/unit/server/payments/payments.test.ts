import { addHours, addMinutes } from 'date-fns';
import { withAvailableProviders } from '../../../helpers/providers';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { SITE_URL } from '../../../../lib/site';
import { jobs, orders, paymentAttempts, payments, refunds, type User } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { cancelOrder } from '../../../../server/orders/cancellation';
import { createChefOrder } from '../../../../server/orders/chef';
import { orderDetails } from '../../../../server/orders/views';
import { checkPayment, openPaymentAttempt, paymentStatusForUser } from '../../../../server/payments/attempts';
import { applyGatewayEvent, receiveWebhook } from '../../../../server/payments/events';
import { createRazorpayProvider, razorpayWebhookSignature, type RazorpayClient } from '../../../../server/payments/razorpay';
import { runDueJobs } from '../../../../server/jobs/worker';
import { listOutbox } from '../../../../server/notify/outbox';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { expireUnpaidOrder, reconcileAttempt } from '../../../../server/payments/jobs';
import { GatewayError, WebhookVerificationError, type PaymentProvider } from '../../../../server/payments/provider';
import { processRefund, recordCashBalance, refundByOps } from '../../../../server/payments/refunding';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Two days before the orders' start (23 Nov 2026 19:00 IST). */
const NOW = new Date('2026-11-21T10:00:00+05:30');

async function placed(db: Db, phone: string, people = 10): Promise<{ user: User; orderId: string; advance: number; total: number }> {
  const { user } = await findOrCreateUserByPhone(db, phone);
  const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(await someDishes(db, 5), people), now: NOW });
  return { user, orderId: order.id, advance: order.advance, total: order.total };
}

const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const attemptsOf = (db: Db, orderId: string) => db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
const paymentsOf = (db: Db, orderId: string) => db.select().from(payments).where(eq(payments.orderId, orderId));

describeEachDatabase('payments', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 32);
  it('books an order once its advance is captured: status 0, balance due, one payment, the confirmation job, then the automatic assignment', async () => {
    const db = getDb();
    const { user, orderId, advance, total } = await placed(db, '9833300001');
    const deps = testPaymentDeps(db, NOW);
    const { attempt, status } = await payInSandbox(db, deps, { user, orderId });
    expect([attempt.provider, attempt.amountPaise, attempt.currency, attempt.redirectUrl]).toEqual([
      'sandbox',
      advance * 100,
      'INR',
      `/pay/sandbox/${attempt.attemptId}`,
    ]);
    expect(status).toMatchObject({
      message: 'PAYMENT_SUCCESS',
      paymentStatus: 'balance_due',
      paidAmount: advance,
      due: { kind: 'balance', amount: total - advance },
    });
    const order = await orderRow(db, orderId);
    expect([order.status, order.amountPaid, order.holdExpiresAt]).toEqual([ORDER_STATUS.BOOKED, advance, null]);
    expect(await paymentsOf(db, orderId)).toHaveLength(1);
    const confirmation = await db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `confirmation:${orderId}`));
    expect(confirmation.map((j) => j.name)).toEqual(['notify.order_confirmation']);
    // the job runner sends it through the WhatsApp adapter (no key here: recorded in the outbox as skipped)
    await runDueJobs(
      db,
      appJobHandlers(() => deps),
      { now: NOW },
    );
    const [sent] = await listOutbox(db, `+91${user.phone}`, 'whatsapp');
    expect([sent?.template, sent?.status, sent?.payload]).toEqual([
      'order_confirmation_message__v3',
      'skipped',
      { orderNumber: order.orderNumber, service: 'Chef for Party', language: 'en' },
    ]);
    const details = await orderDetails(db, order, NOW);
    expect(details.payments.map((p) => [p.kind, p.amount, p.status])).toEqual([['advance', advance, 'captured']]);
    // booked, then (the jobs above) offered at once to the provider whose time the checkout held: Accepted, waiting for their answer
    expect(details.history.map((h) => h.status)).toEqual([ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED]);
    expect((await orderRow(db, orderId)).providerId).not.toBeNull();
  });

  it('gives two concurrent pay calls the same attempt and one gateway order; a paid order answers 409', async () => {
    const db = getDb();
    const { user, orderId } = await placed(db, '9833300002');
    const deps = testPaymentDeps(db, NOW);
    const [a, b] = await Promise.all([
      openPaymentAttempt(db, deps, { user, orderId, kind: 'advance', idempotencyKey: 'tab-one-0001' }),
      openPaymentAttempt(db, deps, { user, orderId, kind: 'advance', idempotencyKey: 'tab-two-0002' }),
    ]);
    expect(a.attemptId).toBe(b.attemptId);
    expect(a.providerOrderId).toBe(b.providerOrderId);
    expect(await attemptsOf(db, orderId)).toHaveLength(1);
    await deps.sandbox.act(a.providerOrderId!, 'pay');
    await checkPayment(db, deps, { userId: user.id, orderId });
    const again = await rejection(openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' }));
    expect([again.status, again.message]).toEqual([409, 'The advance of this order is already paid.']);
  });

  it("answers 404 for another customer's order and 409 for a cancelled one", async () => {
    const db = getDb();
    const { orderId } = await placed(db, '9833300003');
    const { user: other } = await findOrCreateUserByPhone(db, '9833300004');
    const deps = testPaymentDeps(db, NOW);
    expect((await rejection(openPaymentAttempt(db, deps, { user: other, orderId, kind: 'advance' }))).status).toBe(404);
    expect((await rejection(paymentStatusForUser(db, { orderId, userId: other.id, now: NOW }))).status).toBe(404);
    const mine = await placed(db, '9833300003');
    await cancelOrder(db, deps, { orderId: mine.orderId, userId: mine.user.id, cause: 'customer' });
    expect((await rejection(openPaymentAttempt(db, deps, { user: mine.user, orderId: mine.orderId, kind: 'advance' }))).status).toBe(409);
  });

  it('keeps a failed payment failed, then a retry opens a new attempt on the same order and books it', async () => {
    const db = getDb();
    const { user, orderId } = await placed(db, '9833300005');
    const deps = testPaymentDeps(db, NOW);
    const failed = await payInSandbox(db, deps, { user, orderId, action: 'fail' });
    expect(failed.status).toMatchObject({ message: 'PAYMENT_ERROR', paymentStatus: 'awaiting_payment', attempt: { status: 'failed' } });
    const retry = await payInSandbox(db, deps, { user, orderId });
    expect(retry.attempt.attemptId).not.toBe(failed.attempt.attemptId);
    expect(retry.status.message).toBe('PAYMENT_SUCCESS');
    expect((await attemptsOf(db, orderId)).map((a) => a.status).sort()).toEqual(['failed', 'paid']);
  });

  it('refuses a checkout proof with a bad signature (400) and leaves the attempt to the reconciler', async () => {
    const db = getDb();
    const { user, orderId } = await placed(db, '9833300006');
    const deps = testPaymentDeps(db, NOW);
    const attempt = await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    const { proof } = await deps.sandbox.act(attempt.providerOrderId!, 'pay');
    const forged = await rejection(checkPayment(db, deps, { userId: user.id, orderId, proof: { ...proof!, signature: 'ab'.repeat(32) } }));
    expect([forged.status, forged.message]).toEqual([400, 'Payment could not be verified']);
    expect((await attemptsOf(db, orderId))[0]!.status).toBe('created');
    expect((await orderRow(db, orderId)).status).toBe(ORDER_STATUS.AWAITING_PAYMENT);
    // the gateway did capture it: the reconciler's fetch books the order
    await reconcileAttempt(db, testPaymentDeps(db, addMinutes(NOW, 2)), attempt.attemptId);
    expect((await orderRow(db, orderId)).status).toBe(ORDER_STATUS.BOOKED);
  });

  it('records one capture when a webhook races the browser status call (never two, never a wrong state)', async () => {
    const db = getDb();
    const { user, orderId, advance } = await placed(db, '9833300007');
    const deps = testPaymentDeps(db, NOW);
    const attempt = await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    const { proof } = await deps.sandbox.act(attempt.providerOrderId!, 'pay');
    const captured = {
      providerPaymentId: proof!.providerPaymentId,
      state: 'captured' as const,
      amountPaise: attempt.amountPaise,
      currency: 'INR',
      method: 'upi',
    };
    const event = { eventId: 'evt_1', type: 'payment.captured', providerOrderId: attempt.providerOrderId, payment: captured };
    await Promise.all([
      checkPayment(db, deps, { userId: user.id, orderId, proof }),
      applyGatewayEvent(db, deps, 'sandbox', event),
      applyGatewayEvent(db, deps, 'sandbox', event),
      checkPayment(db, deps, { userId: user.id, orderId, proof }),
    ]);
    expect(await paymentsOf(db, orderId)).toHaveLength(1);
    const order = await orderRow(db, orderId);
    expect([order.status, order.amountPaid, order.amountRefunded, order.paymentStatus]).toEqual([
      ORDER_STATUS.BOOKED,
      advance,
      0,
      'balance_due',
    ]);
    // a failure reported afterwards (out of order) never undoes the capture
    await applyGatewayEvent(db, deps, 'sandbox', {
      ...event,
      eventId: 'evt_2',
      type: 'payment.failed',
      payment: { ...captured, providerPaymentId: 'sbx_pay_other', state: 'failed' },
    });
    expect((await attemptsOf(db, orderId))[0]!.status).toBe('paid');
  });

  it('refunds a second capture of the advance automatically (an order is never charged twice)', async () => {
    const db = getDb();
    const { user, orderId, advance } = await placed(db, '9833300008');
    const deps = testPaymentDeps(db, NOW);
    const first = await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    // the first attempt lapses unpaid in this tab; a new one opens while the first gateway page is still open elsewhere
    const later = testPaymentDeps(db, addMinutes(NOW, 31));
    await db
      .update(paymentAttempts)
      .set({ expiresAt: addMinutes(NOW, 30) })
      .where(eq(paymentAttempts.id, first.attemptId));
    await db
      .update(orders)
      .set({ holdExpiresAt: addMinutes(NOW, 60) })
      .where(eq(orders.id, orderId));
    const second = await openPaymentAttempt(db, later, { user, orderId, kind: 'advance' });
    expect(second.attemptId).not.toBe(first.attemptId);
    const one = await later.sandbox.act(first.providerOrderId!, 'pay');
    const two = await later.sandbox.act(second.providerOrderId!, 'pay');
    await checkPayment(db, later, { userId: user.id, orderId, proof: two.proof });
    await checkPayment(db, later, { userId: user.id, orderId, proof: one.proof });
    const rows = await paymentsOf(db, orderId);
    expect(rows.map((p) => p.status).sort()).toEqual(['captured', 'duplicate']);
    const duplicate = rows.find((p) => p.status === 'duplicate')!;
    const [refund] = await db.select().from(refunds).where(eq(refunds.paymentId, duplicate.id));
    expect([refund!.reason, refund!.amountPaise]).toEqual(['duplicate', advance * 100]);
    await processRefund(db, later, refund!.id);
    const [processed] = await db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect([processed!.status, processed!.bankReference?.startsWith('SBXARN')]).toEqual(['processed', true]);
    const order = await orderRow(db, orderId);
    expect([order.amountPaid, order.amountRefunded, order.paymentStatus]).toEqual([advance, 0, 'balance_due']);
  });

  it('resolves a pending payment through the reconciler, backing off while the gateway has no answer', async () => {
    const db = getDb();
    const { user, orderId } = await placed(db, '9833300009');
    const deps = testPaymentDeps(db, NOW);
    const { attempt, status } = await payInSandbox(db, deps, { user, orderId, action: 'pending' });
    expect(status).toMatchObject({ message: 'PAYMENT_PENDING', attempt: { status: 'pending' } });
    const first = await reconcileAttempt(db, testPaymentDeps(db, addMinutes(NOW, 2)), attempt.attemptId);
    expect(first).toEqual({ rescheduleAt: addMinutes(NOW, 2 + 4) });
    await deps.sandbox.act(attempt.providerOrderId!, 'pay');
    expect(await reconcileAttempt(db, testPaymentDeps(db, addMinutes(NOW, 6)), attempt.attemptId)).toBeUndefined();
    expect((await orderRow(db, orderId)).status).toBe(ORDER_STATUS.BOOKED);
  });

  it('expires an unpaid order after its hold, waits while a payment is pending, and honours a late success while the slot is ahead', async () => {
    const db = getDb();
    const unpaid = await placed(db, '9833300010');
    // its hold lasts PAYMENT_HOLD_MINUTES (15)
    expect(await expireUnpaidOrder(db, testPaymentDeps(db, addMinutes(NOW, 10)), unpaid.orderId)).toEqual({
      rescheduleAt: addMinutes(NOW, 15),
    });
    const deps = testPaymentDeps(db, NOW);
    const opened = await openPaymentAttempt(db, deps, { user: unpaid.user, orderId: unpaid.orderId, kind: 'advance' });
    await expireUnpaidOrder(db, testPaymentDeps(db, addMinutes(NOW, 31)), unpaid.orderId);
    const expired = await orderRow(db, unpaid.orderId);
    expect([expired.status, expired.paymentStatus]).toEqual([ORDER_STATUS.EXPIRED, 'unpaid']);
    expect((await paymentStatusForUser(db, { orderId: unpaid.orderId, userId: unpaid.user.id, now: addMinutes(NOW, 31) })).message).toBe(
      'PAYMENT_EXPIRED',
    );
    // the customer's bank completes the payment later: a late success books it, the slot is still ahead
    const { proof } = await deps.sandbox.act(opened.providerOrderId!, 'pay');
    await applyGatewayEvent(db, testPaymentDeps(db, addMinutes(NOW, 40)), 'sandbox', {
      eventId: 'late-1',
      type: 'payment.captured',
      providerOrderId: opened.providerOrderId,
      payment: { providerPaymentId: proof!.providerPaymentId, state: 'captured', amountPaise: opened.amountPaise, currency: 'INR' },
    });
    expect((await orderRow(db, unpaid.orderId)).status).toBe(ORDER_STATUS.BOOKED);

    const pending = await placed(db, '9833300011');
    await payInSandbox(db, deps, { user: pending.user, orderId: pending.orderId, action: 'pending' });
    expect(await expireUnpaidOrder(db, testPaymentDeps(db, addMinutes(NOW, 31)), pending.orderId)).toEqual({
      rescheduleAt: addMinutes(NOW, 36),
    });
    expect((await orderRow(db, pending.orderId)).status).toBe(ORDER_STATUS.AWAITING_PAYMENT);
  });

  it('refunds in full a payment that arrives after the slot has passed', async () => {
    const db = getDb();
    const { user, orderId, advance } = await placed(db, '9833300012');
    const deps = testPaymentDeps(db, NOW);
    const opened = await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    await expireUnpaidOrder(db, testPaymentDeps(db, addMinutes(NOW, 31)), orderId);
    await deps.sandbox.act(opened.providerOrderId!, 'pay');
    const afterStart = testPaymentDeps(db, addHours(NOW, 60));
    const [attempt] = await attemptsOf(db, orderId);
    await reconcileAttempt(db, afterStart, attempt!.id).catch(() => undefined);
    // the expired attempt is no longer reconciled: the webhook brings the capture
    const ledger = await deps.sandbox.find(opened.providerOrderId!);
    await applyGatewayEvent(db, afterStart, 'sandbox', {
      eventId: 'late-2',
      type: 'payment.captured',
      providerOrderId: opened.providerOrderId,
      payment: { providerPaymentId: ledger!.paymentId!, state: 'captured', amountPaise: opened.amountPaise, currency: 'INR' },
    });
    const order = await orderRow(db, orderId);
    expect([order.status, order.amountPaid]).toEqual([ORDER_STATUS.EXPIRED, 0]);
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect([refund!.reason, refund!.amountPaise]).toEqual(['late', advance * 100]);
  });

  it('cancels a paid order with the refund requested at once, processed with a bank reference, shown on the order', async () => {
    const db = getDb();
    const { user, orderId, advance } = await placed(db, '9833300013');
    const deps = testPaymentDeps(db, NOW);
    await payInSandbox(db, deps, { user, orderId });
    const cancelled = await cancelOrder(db, deps, { orderId, userId: user.id, cause: 'customer' });
    expect([cancelled.refundAmount, cancelled.refundStatus]).toEqual([advance, 'processed']);
    const details = await orderDetails(db, cancelled.order, NOW);
    expect(details.payment).toMatchObject({ status: 'refunded', refundedAmount: advance });
    expect(details.refunds).toMatchObject([
      { amount: advance, status: 'processed', reason: 'cancellation', bankReference: expect.stringMatching(/^SBXARN/) },
    ]);
    // idempotent per order and reason: nothing more to refund
    expect((await rejection(cancelOrder(db, deps, { orderId, userId: user.id, cause: 'customer' }))).status).toBe(409);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });

  it('sends the gateway back to the result page in the language of the page that paid', async () => {
    const db = getDb();
    const deps = testPaymentDeps(db, NOW);
    const returnUrls: string[] = [];
    const recording: PaymentProvider = {
      ...deps.sandbox,
      createOrder: (request) => (returnUrls.push(request.returnUrl), deps.sandbox.createOrder(request)),
    };
    const viaRecording = { ...deps, gateways: { current: 'sandbox' as const, provider: () => recording } };
    const hindi = await placed(db, '9833300041');
    await openPaymentAttempt(db, viaRecording, { user: hindi.user, orderId: hindi.orderId, kind: 'advance', locale: 'hi' });
    const english = await placed(db, '9833300042');
    await openPaymentAttempt(db, viaRecording, { user: english.user, orderId: english.orderId, kind: 'advance' });
    expect(returnUrls).toEqual([`${SITE_URL}/hi/pay/result?order=${hindi.orderId}`, `${SITE_URL}/pay/result?order=${english.orderId}`]);
  });

  it('cancels an unpaid order with nothing to refund and closes its attempt', async () => {
    const db = getDb();
    const { user, orderId } = await placed(db, '9833300014');
    const deps = testPaymentDeps(db, NOW);
    await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    const cancelled = await cancelOrder(db, deps, { orderId, userId: user.id, cause: 'customer' });
    expect([cancelled.refundAmount, cancelled.refundStatus, cancelled.order.paymentStatus]).toEqual([0, 'none', 'unpaid']);
    expect((await attemptsOf(db, orderId))[0]!.status).toBe('expired');
  });

  it('retries a refund the gateway cannot take 3 times, then flags it for operations', async () => {
    const db = getDb();
    const { user, orderId } = await placed(db, '9833300015');
    const deps = testPaymentDeps(db, NOW);
    await payInSandbox(db, deps, { user, orderId });
    const down: PaymentProvider = {
      ...deps.sandbox,
      refund: () => Promise.reject(new GatewayError('gateway down')),
      fetchRefund: () => Promise.reject(new GatewayError('gateway down')),
    };
    const broken = { ...deps, gateways: { current: 'sandbox' as const, provider: () => down } };
    const cancelled = await cancelOrder(db, broken, { orderId, userId: user.id, cause: 'customer' });
    expect(cancelled.refundStatus).toBe('pending');
    const refundId = cancelled.refunds[0]!.id;
    expect(await processRefund(db, broken, refundId)).toMatchObject({ rescheduleAt: expect.any(Date) });
    expect(await processRefund(db, broken, refundId)).toBeUndefined();
    const [flagged] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    expect([flagged!.status, flagged!.tries, flagged!.flaggedAt !== null]).toEqual(['failed', 3, true]);
  });

  it('lets operations refund goodwill up to what was captured, once per key, and record a cash balance', async () => {
    const db = getDb();
    const { user, orderId, advance, total } = await placed(db, '9833300016');
    const deps = testPaymentDeps(db, NOW);
    await payInSandbox(db, deps, { user, orderId });
    const tooMuch = await rejection(refundByOps(db, deps, { orderId, amount: advance + 1, note: 'Late arrival', key: 'late-1' }));
    expect(tooMuch.status).toBe(400);
    await refundByOps(db, deps, { orderId, amount: 50, note: 'Late arrival', key: 'late-1' });
    await refundByOps(db, deps, { orderId, amount: 50, note: 'Late arrival', key: 'late-1' });
    expect((await orderRow(db, orderId)).amountRefunded).toBe(50);
    const cash = await recordCashBalance(db, deps, { orderId, amount: total - advance });
    expect([cash.amountPaid, cash.paymentStatus]).toEqual([total, 'partly_refunded']);
    expect((await rejection(recordCashBalance(db, deps, { orderId, amount: 1 }))).status).toBe(409);
    const cashRows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'cash')));
    expect(cashRows.map((p) => [p.kind, p.method, p.amountPaise])).toEqual([['balance', 'cash', (total - advance) * 100]]);
  });

  it('takes a balance online after the advance, and refunds everything paid when the provider cancels', async () => {
    const db = getDb();
    const { user, orderId, total } = await placed(db, '9833300017');
    const deps = testPaymentDeps(db, NOW);
    await payInSandbox(db, deps, { user, orderId });
    const balance = await payInSandbox(db, deps, { user, orderId, kind: 'balance' });
    expect(balance.status).toMatchObject({ message: 'PAYMENT_SUCCESS', paymentStatus: 'paid', paidAmount: total, due: null });
    const cancelled = await cancelOrder(db, deps, { orderId, cause: 'provider' });
    expect([cancelled.refundAmount, cancelled.refundStatus, cancelled.order.paymentStatus]).toEqual([total, 'processed', 'refunded']);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(2);
  });

  it('takes each Razorpay webhook event once, verified over the raw body, and never moves a paid order back', async () => {
    const db = getDb();
    const { user, orderId, advance } = await placed(db, '9833300018');
    const secret = 'whsec_test_0123456789';
    const client: RazorpayClient = {
      orders: { create: async () => ({ id: 'order_RZPTEST0001', status: 'created' }), fetchPayments: async () => ({ items: [] }) },
      payments: { refund: async () => ({}), fetchMultipleRefund: async () => ({ items: [] }), fetchRefund: async () => ({}) },
    };
    const razorpay = createRazorpayProvider(
      { keyId: 'rzp_test_key', keySecret: 'key_secret_0123', webhookSecret: secret, timeoutMs: 1000 },
      { client },
    );
    const deps = testPaymentDeps(db, NOW, razorpay);
    const attempt = await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    expect([attempt.provider, attempt.providerOrderId, attempt.redirectUrl]).toEqual(['razorpay', 'order_RZPTEST0001', undefined]);
    const hook = (id: string, event: string, status: string) => {
      const raw = Buffer.from(
        JSON.stringify({
          entity: 'event',
          event,
          payload: {
            payment: {
              entity: {
                id: 'pay_RZPTEST0001',
                order_id: 'order_RZPTEST0001',
                amount: advance * 100,
                currency: 'INR',
                status,
                method: 'upi',
              },
            },
          },
        }),
      );
      return { raw, headers: { 'x-razorpay-signature': razorpayWebhookSignature(raw, secret), 'x-razorpay-event-id': id } };
    };
    const captured = hook('evt_cap_1', 'payment.captured', 'captured');
    const tampered = Buffer.from(captured.raw.toString().replace(`${advance * 100}`, '100'));
    await expect(receiveWebhook(db, deps, 'razorpay', tampered, captured.headers)).rejects.toBeInstanceOf(WebhookVerificationError);
    expect(await receiveWebhook(db, deps, 'razorpay', captured.raw, captured.headers)).toBe(true);
    expect(await receiveWebhook(db, deps, 'razorpay', captured.raw, captured.headers)).toBe(false);
    const late = hook('evt_fail_0', 'payment.failed', 'failed');
    expect(await receiveWebhook(db, deps, 'razorpay', late.raw, late.headers)).toBe(true);
    const order = await orderRow(db, orderId);
    expect([order.status, order.amountPaid]).toEqual([ORDER_STATUS.BOOKED, advance]);
    expect((await attemptsOf(db, orderId))[0]!.status).toBe('paid');
    expect(await paymentsOf(db, orderId)).toHaveLength(1);
  });

  it('re-checks a signed Razorpay event against our records: a capture of another amount is refunded, a refund report of another amount moves nothing', async () => {
    const db = getDb();
    const { user, orderId, advance } = await placed(db, '9833300023');
    const secret = 'whsec_test_0123456789';
    const client: RazorpayClient = {
      orders: { create: async () => ({ id: 'order_RZPTEST0023', status: 'created' }), fetchPayments: async () => ({ items: [] }) },
      payments: {
        refund: async () => ({ id: 'rfnd_RZPTEST0023', amount: advance * 100, status: 'pending' }),
        fetchMultipleRefund: async () => ({ items: [] }),
        fetchRefund: async () => ({}),
      },
    };
    const razorpay = createRazorpayProvider(
      { keyId: 'rzp_test_key', keySecret: 'key_secret_0123', webhookSecret: secret, timeoutMs: 1000 },
      { client },
    );
    const deps = testPaymentDeps(db, NOW, razorpay);
    await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    const signed = (id: string, body: unknown) => {
      const raw = Buffer.from(JSON.stringify(body));
      return [raw, { 'x-razorpay-signature': razorpayWebhookSignature(raw, secret), 'x-razorpay-event-id': id }] as const;
    };
    const payment = (id: string, amount: number) => ({
      event: 'payment.captured',
      payload: { payment: { entity: { id, order_id: 'order_RZPTEST0023', amount, currency: 'INR', status: 'captured', method: 'upi' } } },
    });
    // a capture of 1 rupee on our order (signed by Razorpay) never books the order: it is refunded in full
    expect(await receiveWebhook(db, deps, 'razorpay', ...signed('evt_small', payment('pay_SMALL0023', 100)))).toBe(true);
    expect((await orderRow(db, orderId)).status).toBe(ORDER_STATUS.AWAITING_PAYMENT);
    const [small] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect([small!.amountPaise, small!.reason]).toEqual([100, 'duplicate']);
    expect(small!.status).toBe('pending');

    // a refund report of another amount for that refund (its id echoed) changes nothing
    const refundEvent = (id: string, amount: number) => ({
      event: 'refund.processed',
      payload: {
        refund: {
          entity: { id: 'rfnd_RZPTEST0023', amount, status: 'processed', receipt: small!.id, acquirer_data: { arn: `ARN${amount}` } },
        },
      },
    });
    expect(await receiveWebhook(db, deps, 'razorpay', ...signed('evt_rfnd_wrong', refundEvent('x', 5000)))).toBe(true);
    const [unchanged] = await db.select().from(refunds).where(eq(refunds.id, small!.id));
    expect([unchanged!.status, unchanged!.bankReference]).toEqual(['pending', null]);
    expect(await receiveWebhook(db, deps, 'razorpay', ...signed('evt_rfnd_right', refundEvent('y', 100)))).toBe(true);
    const [processed] = await db.select().from(refunds).where(eq(refunds.id, small!.id));
    expect([processed!.status, processed!.bankReference]).toEqual(['processed', 'ARN100']);

    // the right amount books it
    expect(await receiveWebhook(db, deps, 'razorpay', ...signed('evt_full', payment('pay_FULL0023', advance * 100)))).toBe(true);
    expect([(await orderRow(db, orderId)).status, (await orderRow(db, orderId)).amountPaid]).toEqual([ORDER_STATUS.BOOKED, advance]);
  });

  it('asks the gateway once for 30 status checks of one attempt within seconds, and answers 429 to a customer over the limit', async () => {
    const db = getDb();
    const { user, orderId } = await placed(db, '9833300024');
    const deps = testPaymentDeps(db, NOW);
    let fetches = 0;
    const counting: PaymentProvider = {
      ...deps.sandbox,
      fetchOrder: (id) => {
        fetches += 1;
        return deps.sandbox.fetchOrder(id);
      },
    };
    const at = (seconds: number) => ({
      ...deps,
      now: new Date(NOW.getTime() + seconds * 1000),
      gateways: { current: 'sandbox' as const, provider: () => counting },
    });
    await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    // 30 proof-less checks (a returning page reloaded, a script) in 3 seconds, 10 at a time as a browser sends them
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => checkPayment(db, at(round), { userId: user.id, orderId })));
      expect(answers.every((a) => a.message === 'PAYMENT_ERROR')).toBe(true);
    }
    expect(fetches).toBe(1);
    // once the answer is older than the cache, the next check asks again
    await checkPayment(db, at(6), { userId: user.id, orderId });
    expect(fetches).toBe(2);

    // the same customer checking many orders: each asks the gateway, until the customer's limit
    const others = [];
    for (let i = 0; i < 9; i += 1) {
      const order = await placed(db, '9833300024');
      await openPaymentAttempt(db, deps, { user, orderId: order.orderId, kind: 'advance' });
      others.push(order.orderId);
    }
    for (const id of others.slice(0, 8)) await checkPayment(db, at(7), { userId: user.id, orderId: id });
    expect(fetches).toBe(10);
    const limited = await rejection(checkPayment(db, at(8), { userId: user.id, orderId: others[8]! }));
    expect([limited.status, limited.message, limited.options.headers]).toEqual([
      429,
      'Too many payment checks. Please try again in 52 seconds.',
      { 'Retry-After': '52' },
    ]);
    expect(fetches).toBe(10);
    // a cached attempt still answers (from our records) while the customer is limited
    expect((await checkPayment(db, at(8), { userId: user.id, orderId: others[7]! })).message).toBe('PAYMENT_ERROR');
  });

  it('still finds a payment made on a gateway page after its attempt was closed (reconciler and a proof-less return)', async () => {
    const db = getDb();
    const { user, orderId, advance } = await placed(db, '9833300019');
    const deps = testPaymentDeps(db, NOW);
    const opened = await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    await expireUnpaidOrder(db, testPaymentDeps(db, addMinutes(NOW, 30)), orderId);
    expect((await attemptsOf(db, orderId))[0]!.status).toBe('expired');
    // the customer pays at minute 31 on the page still open; the webhook is lost
    await deps.sandbox.act(opened.providerOrderId!, 'pay');
    expect(await reconcileAttempt(db, testPaymentDeps(db, addMinutes(NOW, 32)), opened.attemptId)).toBeUndefined();
    const order = await orderRow(db, orderId);
    expect([order.status, order.amountPaid]).toEqual([ORDER_STATUS.BOOKED, advance]);

    // the same, found by the result page's proof-less status check (PhonePe returns without a signature)
    const second = await placed(db, '9833300019');
    const again = await openPaymentAttempt(db, deps, { user, orderId: second.orderId, kind: 'advance' });
    await expireUnpaidOrder(db, testPaymentDeps(db, addMinutes(NOW, 30)), second.orderId);
    await deps.sandbox.act(again.providerOrderId!, 'pay');
    const status = await checkPayment(db, testPaymentDeps(db, addMinutes(NOW, 33)), { userId: user.id, orderId: second.orderId });
    expect([status.message, status.paidAmount]).toEqual(['PAYMENT_SUCCESS', second.advance]);
  });

  it('refunds a balance capture that would pay beyond the total (the balance was collected in cash meanwhile)', async () => {
    const db = getDb();
    const { user, orderId, advance, total } = await placed(db, '9833300020');
    const deps = testPaymentDeps(db, NOW);
    await payInSandbox(db, deps, { user, orderId });
    const balance = await openPaymentAttempt(db, deps, { user, orderId, kind: 'balance' });
    const { proof } = await deps.sandbox.act(balance.providerOrderId!, 'pay');
    await recordCashBalance(db, deps, { orderId, amount: total - advance });
    await checkPayment(db, deps, { userId: user.id, orderId, proof });
    const order = await orderRow(db, orderId);
    expect([order.amountPaid, order.amountRefunded, order.paymentStatus]).toEqual([total, 0, 'paid']);
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect([refund!.reason, refund!.amountPaise]).toEqual(['duplicate', (total - advance) * 100]);
  });

  it('opens a new attempt when the Idempotency-Key of a failed one comes back (a retry after a 502), never a 500', async () => {
    const db = getDb();
    const { user, orderId } = await placed(db, '9833300021');
    const deps = testPaymentDeps(db, NOW);
    const busy: PaymentProvider = { ...deps.sandbox, createOrder: () => Promise.reject(new GatewayError('timeout')) };
    const failing = { ...deps, gateways: { current: 'sandbox' as const, provider: () => busy } };
    const refused = await rejection(openPaymentAttempt(db, failing, { user, orderId, kind: 'advance', idempotencyKey: 'same-key-0021' }));
    expect([refused.status, refused.message]).toEqual([502, 'Payment service is busy, please retry']);
    const retry = await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance', idempotencyKey: 'same-key-0021' });
    expect(retry.redirectUrl).toBe(`/pay/sandbox/${retry.attemptId}`);
    expect((await attemptsOf(db, orderId)).map((a) => a.status).sort()).toEqual(['created', 'failed']);
  });

  it('never moves a refund back: a pending report after processed changes nothing', async () => {
    const db = getDb();
    const { user, orderId } = await placed(db, '9833300022');
    const deps = testPaymentDeps(db, NOW);
    await payInSandbox(db, deps, { user, orderId });
    const {
      refunds: [refund],
    } = await cancelOrder(db, deps, { orderId, userId: user.id, cause: 'customer' });
    expect(refund!.status).toBe('processed');
    await applyGatewayEvent(db, deps, 'sandbox', {
      eventId: 'rfnd-late',
      type: 'refund.created',
      refund: { providerRefundId: refund!.providerRefundId!, state: 'pending', amountPaise: refund!.amountPaise },
    });
    const [after] = await db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect([after!.status, after!.bankReference]).toEqual(['processed', refund!.bankReference]);
  });
});
