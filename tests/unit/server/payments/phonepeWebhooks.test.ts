import { addMinutes } from 'date-fns';
import { withAvailableProviders } from '../../../helpers/providers';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { orders, paymentAttempts, payments, refunds, type User } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { runDueJobs } from '../../../../server/jobs/worker';
import { cancelOrder } from '../../../../server/orders/cancellation';
import { createChefOrder } from '../../../../server/orders/chef';
import { openPaymentAttempt } from '../../../../server/payments/attempts';
import { receiveWebhook } from '../../../../server/payments/events';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { reconcileAttempt } from '../../../../server/payments/jobs';
import { createPhonePeProvider, type PhonePeClient } from '../../../../server/payments/phonepe';
import { phonePeWebhookAuthorization } from '../../../../server/payments/phonepeAnswers';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { testPaymentDeps } from '../../../helpers/payments';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/**
 * PhonePe's webhook `Authorization` is a fixed header that does not cover the body, so an
 * event is only a hint. Nothing is recorded until PhonePe's status API (getOrderStatus / getRefundStatus)
 * confirms it, and then only what the status API says.
 */

const NOW = new Date('2026-11-21T10:00:00+05:30');
const SETTINGS = {
  clientId: 'TEST-M22PARTY_2501',
  clientSecret: 'MjVkZjQ0NTgtZmFrZS1zZWNyZXQ',
  clientVersion: 1,
  env: 'SANDBOX' as const,
  webhookUsername: 'party_webhook',
  webhookPassword: 'S3cret-Pass',
  timeoutMs: 1000,
};
/** The right header: before webhooks were confirmed by the status API, whoever knew it could post any body. */
const HEADERS = { authorization: phonePeWebhookAuthorization(SETTINGS.webhookUsername, SETTINGS.webhookPassword) };

type Answer = () => Promise<unknown>;

/** A fake PhonePe client whose status answers the test sets as it goes; it counts every call. */
function fakePhonePe() {
  const calls: string[] = [];
  const state: { orderStatus: Answer; refundStatus: Answer; refund: Answer } = {
    orderStatus: () => Promise.reject(new Error('no order status set')),
    refundStatus: () => Promise.reject(new Error('no refund status set')),
    refund: () => Promise.reject(new Error('no refund answer set')),
  };
  const client: PhonePeClient = {
    pay: async (request) => {
      calls.push('pay');
      const { merchantOrderId } = JSON.parse(JSON.stringify(request)) as { merchantOrderId: string };
      return { orderId: `OMO${merchantOrderId.slice(0, 8)}`, state: 'PENDING', redirectUrl: 'https://mercury-uat.phonepe.com/t' };
    },
    getOrderStatus: () => {
      calls.push('getOrderStatus');
      return state.orderStatus();
    },
    refund: () => {
      calls.push('refund');
      return state.refund();
    },
    getRefundStatus: () => {
      calls.push('getRefundStatus');
      return state.refundStatus();
    },
  };
  return { client, calls, state, provider: createPhonePeProvider(SETTINGS, { client }) };
}

async function placed(db: Db, phone: string): Promise<{ user: User; orderId: string; advance: number }> {
  const { user } = await findOrCreateUserByPhone(db, phone);
  const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(await someDishes(db, 5), 10), now: NOW });
  return { user, orderId: order.id, advance: order.advance };
}

const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentsOf = (db: Db, orderId: string) => db.select().from(payments).where(eq(payments.orderId, orderId));
const attemptOf = async (db: Db, id: string) => (await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;

/** A `checkout.order.completed` body for `merchantOrderId` claiming `amount` paise. */
function orderCompleted(merchantOrderId: string, amount: number, transactionId: string) {
  return Buffer.from(
    JSON.stringify({
      event: 'checkout.order.completed',
      payload: {
        orderId: 'OMO-FORGED',
        merchantOrderId,
        state: 'COMPLETED',
        amount,
        paymentDetails: [{ paymentMode: 'UPI_QR', transactionId, amount, state: 'COMPLETED' }],
      },
    }),
  );
}

/** PhonePe's order status answer for an order of `amount` paise completed by transaction `transactionId`. */
const completedStatus = (amount: number, transactionId: string) => ({
  orderId: `OMO-${transactionId}`,
  state: 'COMPLETED',
  amount,
  paymentDetails: [{ paymentMode: 'UPI_INTENT', transactionId, amount, state: 'COMPLETED' }],
});

describeEachDatabase('PhonePe webhooks are hints, confirmed by the status API', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('a forged "order completed" with the right header books nothing while PhonePe says the order is pending', async () => {
    const db = getDb();
    const { user, orderId, advance } = await placed(db, '9833320001');
    const phonepe = fakePhonePe();
    const deps = testPaymentDeps(db, NOW, phonepe.provider);
    const attempt = await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    phonepe.state.orderStatus = async () => ({ orderId: 'OMO2611211030', state: 'PENDING', amount: advance * 100, paymentDetails: [] });

    const forged = orderCompleted(attempt.providerOrderId!, advance * 100, 'OM-FORGED-1');
    expect(await receiveWebhook(db, deps, 'phonepe', forged, HEADERS)).toBe(true);
    // the queued event job applies it again: still only a hint
    await runDueJobs(
      db,
      appJobHandlers(() => deps),
      { now: NOW },
    );

    const order = await orderRow(db, orderId);
    expect([order.status, order.amountPaid]).toEqual([ORDER_STATUS.AWAITING_PAYMENT, 0]);
    expect(await paymentsOf(db, orderId)).toEqual([]);
    expect((await attemptOf(db, attempt.attemptId)).status).not.toBe('paid');
    expect(phonepe.calls).toContain('getOrderStatus');
  });

  it('a genuine event records what the status API says (its amount and transaction), not what the body says', async () => {
    const db = getDb();
    const { user, orderId, advance } = await placed(db, '9833320002');
    const phonepe = fakePhonePe();
    const deps = testPaymentDeps(db, NOW, phonepe.provider);
    const attempt = await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    phonepe.state.orderStatus = async () => completedStatus(advance * 100, 'OM-GENUINE-1');

    // the body names another transaction and a wrong amount: only PhonePe's own answer counts
    const event = orderCompleted(attempt.providerOrderId!, 100, 'OM-FROM-BODY');
    expect(await receiveWebhook(db, deps, 'phonepe', event, HEADERS)).toBe(true);

    const order = await orderRow(db, orderId);
    expect([order.status, order.amountPaid]).toEqual([ORDER_STATUS.BOOKED, advance]);
    expect((await paymentsOf(db, orderId)).map((p) => [p.providerPaymentId, p.amountPaise, p.status])).toEqual([
      ['OM-GENUINE-1', advance * 100, 'captured'],
    ]);
  });

  it('a status API that fails leaves everything unchanged, and the reconciler books the order later', async () => {
    const db = getDb();
    const { user, orderId, advance } = await placed(db, '9833320003');
    const phonepe = fakePhonePe();
    const deps = testPaymentDeps(db, NOW, phonepe.provider);
    const attempt = await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    phonepe.state.orderStatus = () => Promise.reject(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));

    const event = orderCompleted(attempt.providerOrderId!, advance * 100, 'OM-GENUINE-2');
    expect(await receiveWebhook(db, deps, 'phonepe', event, HEADERS)).toBe(true);
    expect([(await orderRow(db, orderId)).status, await paymentsOf(db, orderId)]).toEqual([ORDER_STATUS.AWAITING_PAYMENT, []]);
    expect((await attemptOf(db, attempt.attemptId)).status).toBe('created');

    phonepe.state.orderStatus = async () => completedStatus(advance * 100, 'OM-GENUINE-2');
    await reconcileAttempt(db, testPaymentDeps(db, addMinutes(NOW, 2), phonepe.provider), attempt.attemptId);
    const order = await orderRow(db, orderId);
    expect([order.status, order.amountPaid]).toEqual([ORDER_STATUS.BOOKED, advance]);
  });

  it('a forged "refund completed" neither processes a pending refund nor records its bank reference; a confirmed one does', async () => {
    const db = getDb();
    const { user, orderId, advance } = await placed(db, '9833320004');
    const phonepe = fakePhonePe();
    const deps = testPaymentDeps(db, NOW, phonepe.provider);
    const attempt = await openPaymentAttempt(db, deps, { user, orderId, kind: 'advance' });
    phonepe.state.orderStatus = async () => completedStatus(advance * 100, 'OM-GENUINE-3');
    await reconcileAttempt(db, deps, attempt.attemptId);
    expect((await orderRow(db, orderId)).status).toBe(ORDER_STATUS.BOOKED);

    phonepe.state.refund = async () => ({ refundId: 'OMR-1', amount: advance * 100, state: 'PENDING' });
    const {
      refunds: [refund],
    } = await cancelOrder(db, deps, { orderId, userId: user.id, cause: 'customer' });
    expect([refund!.status, refund!.providerRefundId]).toEqual(['pending', 'OMR-1']);

    const refundEvent = (utr: string) =>
      Buffer.from(
        JSON.stringify({
          event: 'pg.refund.completed',
          payload: {
            merchantRefundId: refund!.id.replace(/-/g, ''),
            originalMerchantOrderId: attempt.providerOrderId,
            refundId: 'OMR-1',
            state: 'COMPLETED',
            amount: advance * 100,
            paymentDetails: [{ transactionId: 'OMR-1T', amount: advance * 100, state: 'COMPLETED', rail: { type: 'UPI', utr } }],
          },
        }),
      );
    const stored = async () => (await db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0]!;

    // forged: PhonePe says the refund is still pending
    phonepe.state.refundStatus = async () => ({ refundId: 'OMR-1', amount: advance * 100, state: 'PENDING', paymentDetails: [] });
    expect(await receiveWebhook(db, deps, 'phonepe', refundEvent('FAKE-UTR-0001'), HEADERS)).toBe(true);
    await runDueJobs(
      db,
      appJobHandlers(() => deps),
      { now: NOW },
    );
    const afterForged = await stored();
    expect([afterForged.status, afterForged.bankReference, afterForged.processedAt]).toEqual(['pending', null, null]);

    // PhonePe cannot be reached: still nothing
    phonepe.state.refundStatus = () => Promise.reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }));
    expect(await receiveWebhook(db, deps, 'phonepe', refundEvent('FAKE-UTR-0002'), HEADERS)).toBe(true);
    expect([(await stored()).status, (await stored()).bankReference]).toEqual(['pending', null]);

    // genuine: the status API confirms, and its UTR (not the body's) is recorded
    phonepe.state.refundStatus = async () => ({
      refundId: 'OMR-1',
      amount: advance * 100,
      state: 'COMPLETED',
      paymentDetails: [{ transactionId: 'OMR-1T', amount: advance * 100, state: 'COMPLETED', rail: { type: 'UPI', utr: '500298765432' } }],
    });
    expect(await receiveWebhook(db, deps, 'phonepe', refundEvent('FAKE-UTR-0003'), HEADERS)).toBe(true);
    const confirmed = await stored();
    expect([confirmed.status, confirmed.bankReference]).toEqual(['processed', '500298765432']);
  });
});
