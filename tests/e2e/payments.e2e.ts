import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../lib/constants';
import { bookChefOrder, payOrder, postJson, tokenFor } from './api';
import { baseURL, payInSandbox, setupBrowser, storeLogin, waitForCardStatus, withPage } from './fixtures';
import { e2eLogin } from './server';

/** Paying for orders in Chromium at phone size, on the sandbox gateway (the e2e server reconciles after 2 s). */
const browser = setupBrowser();

interface Placed {
  token: string;
  login: { phone: string; code: string };
  orderId: string;
  orderNumber: string;
  advance: number;
}

/** A chef order placed through the API by test login `index`, awaiting payment. */
async function placeOrder(index: number): Promise<Placed> {
  const login = e2eLogin('payments', index);
  const token = await tokenFor(login);
  const { response } = await bookChefOrder(token);
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as {
    data: { _id: string; orderNumber: string; advance: number; status: number; payment: { status: string } };
  };
  expect([data.status, data.payment.status]).toEqual([5, 'awaiting_payment']);
  return { token, login, orderId: data._id, orderNumber: data.orderNumber, advance: data.advance };
}

/** The order as its owner's API sees it. */
async function orderOf({ token, orderId }: Placed) {
  const answer = await fetch(`${baseURL}/api/order/order_details/${orderId}`, { headers: { Authorization: `Bearer ${token}` } });
  return (
    (await answer.json()) as {
      data: {
        status: number;
        history: { status: number }[];
        payment: { status: string; paidAmount: number };
        payments: { _id: string }[];
        refunds: { status: string; amount: number; bankReference: string | null }[];
      };
    }
  ).data;
}

/**
 * The order once its paid advance booked it and it was offered at once to the provider it held (a job right after
 * the payment): Accepted, waiting for the provider's answer, with Booked in its history.
 */
async function offeredOrderOf(placed: Placed) {
  await expect.poll(async () => (await orderOf(placed)).status, { timeout: 20_000, interval: 500 }).toBe(ORDER_STATUS.ACCEPTED);
  const order = await orderOf(placed);
  expect(order.history.map((entry) => entry.status)).toEqual(expect.arrayContaining([ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED]));
  return order;
}

/** My Orders, logged in as the order's customer, with the order's card found. */
async function openMyOrders(page: Page, placed: Placed) {
  await page.goto('/aboutus');
  await storeLogin(page, { token: placed.token, phone: placed.login.phone });
  await page.goto('/orderlist');
  const card = page.locator('[data-testid="order-card"]').filter({ hasText: placed.orderNumber });
  await card.waitFor();
  return card;
}

describe('payments in the sandbox at phone size', () => {
  it('a failed payment shows Retry, and the retry on the same order books it', async () => {
    const placed = await placeOrder(1);
    await withPage(browser(), 'mobile', async (page) => {
      const card = await openMyOrders(page, placed);
      await expect(card.textContent()).resolves.toContain('Awaiting payment');
      await page.getByRole('button', { name: `Pay ₹${placed.advance.toLocaleString('en-IN')}` }).click();
      await payInSandbox(page, 'fail');
      await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
      await page.getByRole('button', { name: 'Retry' }).click();
      await payInSandbox(page, 'pay');
      const confirmed = page.getByRole('dialog', { name: 'Order Confirmed' });
      await confirmed.getByText(placed.orderNumber).waitFor();
    });
    const order = await offeredOrderOf(placed);
    expect([order.status, order.payment.status, order.payment.paidAmount]).toEqual([ORDER_STATUS.ACCEPTED, 'balance_due', placed.advance]);
  });

  it('a payment left pending is confirmed by the reconciler while the result page waits', async () => {
    const placed = await placeOrder(2);
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/aboutus');
      await storeLogin(page, { token: placed.token, phone: placed.login.phone });
      await page.goto(`/order-details?id=${placed.orderId}`);
      await page.getByTestId('pay-button').click();
      const attemptId = /\/pay\/sandbox\/([0-9a-f-]{36})/.exec((await page.waitForURL(/\/pay\/sandbox\//), page.url()))![1]!;
      await payInSandbox(page, 'pending');
      await page.getByRole('heading', { name: 'We are confirming your payment' }).waitFor();
      // the bank completes the payment at the gateway; nobody comes back to the site: only the reconciler can see it
      const settled = await postJson(`/api/payment_gateway/sandbox/${attemptId}`, { action: 'pay' });
      expect(settled.status).toBe(200);
      // the result page turns to success on its own (the confirmation dialog hides the rest from the accessibility tree)
      await page.getByRole('dialog', { name: 'Order Confirmed' }).getByText(placed.orderNumber).waitFor({ timeout: 30_000 });
    });
    expect((await offeredOrderOf(placed)).payment.paidAmount).toBe(placed.advance);
  });

  it('a tab closed mid-payment resumes from My Orders with the true state and the same attempt', async () => {
    const placed = await placeOrder(3);
    let firstAttempt = '';
    await withPage(browser(), 'mobile', async (page) => {
      await openMyOrders(page, placed);
      await page.getByRole('button', { name: `Pay ₹${placed.advance.toLocaleString('en-IN')}` }).click();
      await page.waitForURL(/\/pay\/sandbox\//);
      firstAttempt = page.url();
    }); // the tab is closed on the gateway's page
    await withPage(browser(), 'mobile', async (page) => {
      const card = await openMyOrders(page, placed);
      await expect(card.textContent()).resolves.toContain('Awaiting payment');
      await page.getByRole('button', { name: `Pay ₹${placed.advance.toLocaleString('en-IN')}` }).click();
      await page.waitForURL(/\/pay\/sandbox\//);
      expect(page.url()).toBe(firstAttempt);
      await payInSandbox(page, 'pay');
      await page.getByRole('dialog', { name: 'Order Confirmed' }).getByRole('button', { name: 'View My Orders' }).click();
      const after = page.locator('[data-testid="order-card"]').filter({ hasText: placed.orderNumber });
      // booked by the payment, then offered at once to the provider it held: Accepted, waiting for their answer
      await waitForCardStatus(page, after, 'Accepted');
      await offeredOrderOf(placed);
    });
  });

  it('cancelling a paid order shows the exact refund before confirming and records it, processed with a bank reference', async () => {
    const placed = await placeOrder(4);
    expect((await payOrder(placed.token, placed.orderId)).message).toBe('PAYMENT_SUCCESS');
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/aboutus');
      await storeLogin(page, { token: placed.token, phone: placed.login.phone });
      await page.goto(`/order-details?id=${placed.orderId}`);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const popup = page.getByRole('dialog', { name: 'Cancel this order?' });
      await popup.getByText(`You will get ₹${placed.advance.toLocaleString('en-IN')} back.`).waitFor();
      await popup.getByRole('button', { name: 'Yes, cancel' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /is cancelled/ })
        .waitFor();
      await page.getByTestId('refund-list').getByText('Bank reference:').waitFor();
    });
    const order = await orderOf(placed);
    expect([order.status, order.payment.status]).toEqual([4, 'refunded']);
    expect(order.refunds).toMatchObject([{ status: 'processed', amount: placed.advance, bankReference: expect.stringMatching(/^SBXARN/) }]);
  });

  it('every payment has a receipt that says its amounts are inclusive of taxes', async () => {
    const placed = await placeOrder(5);
    await payOrder(placed.token, placed.orderId);
    const [payment] = (await orderOf(placed)).payments;
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/aboutus');
      await storeLogin(page, { token: placed.token, phone: placed.login.phone });
      await page.goto(`/pay/receipt/${payment!._id}`);
      await page.getByText(placed.orderNumber).first().waitFor();
      await page.getByText(/inclusive of taxes/i).waitFor();
      await page.getByRole('button', { name: 'Print / Save as PDF' }).waitFor();
    });
  });

  it('two concurrent pay calls get one attempt; another customer gets 404; a paid order 409', async () => {
    const placed = await placeOrder(6);
    const auth = { Authorization: `Bearer ${placed.token}` };
    const [a, b] = await Promise.all(
      ['key-aaaa-0001', 'key-bbbb-0002'].map((key) =>
        postJson('/api/payment_gateway/payment', { orderId: placed.orderId, kind: 'advance' }, { ...auth, 'Idempotency-Key': key }),
      ),
    );
    const ids = await Promise.all(
      [a!, b!].map(async (r) => ((await r.json()) as { data: { attemptId: string; amountPaise: number } }).data),
    );
    expect(ids[0]!.attemptId).toBe(ids[1]!.attemptId);
    expect(ids[0]!.amountPaise).toBe(placed.advance * 100);
    const stranger = await tokenFor(e2eLogin('payments', 0));
    expect(
      (await postJson('/api/payment_gateway/payment', { orderId: placed.orderId }, { Authorization: `Bearer ${stranger}` })).status,
    ).toBe(404);
    expect((await postJson('/api/payment_gateway/payment', { orderId: placed.orderId })).status).toBe(401);
    await payOrder(placed.token, placed.orderId);
    const again = await postJson('/api/payment_gateway/payment', { orderId: placed.orderId, kind: 'advance' }, auth);
    expect(again.status).toBe(409);
    const forged = await postJson(
      '/api/payment_gateway/status',
      { orderId: placed.orderId, providerOrderId: 'sbx_order_x', providerPaymentId: 'sbx_pay_x', signature: 'ab12' },
      auth,
    );
    expect(forged.status).toBe(400);
    expect((await postJson('/api/payment_gateway/webhook/razorpay', { event: 'payment.captured' })).status).toBe(400);
  });
});
