// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayOptions } from '../../../client/gateway';
import type { PaymentAttemptAnswer } from '../../../lib/contracts/payments';
import { BRAND } from '../../../lib/site';

const ORDER_ID = '11111111-1111-4111-8111-111111111111';
const RAZORPAY_ATTEMPT: PaymentAttemptAnswer = {
  attemptId: '44444444-4444-4444-8444-444444444444',
  orderId: ORDER_ID,
  orderNumber: 'PS-ABC234',
  kind: 'advance',
  provider: 'razorpay',
  amountPaise: 150000,
  currency: 'INR',
  providerOrderId: 'order_Q1w2e3',
  keyId: 'rzp_test_key',
  prefill: { name: 'Ravi Kumar', contact: '9876543210' },
  expiresAt: '2026-03-01T10:30:00.000Z',
};

/** Razorpay Checkout as its script defines it: records the options and every open. */
const opened: RazorpayOptions[] = [];
class FakeRazorpay {
  constructor(readonly options: RazorpayOptions) {}
  open() {
    opened.push(this.options);
  }
}

const checkoutScripts = () => [
  ...document.querySelectorAll<HTMLScriptElement>('script[src="https://checkout.razorpay.com/v1/checkout.js"]'),
];

/** The next checkout script the page adds, once it is there: "loads" it (or fails it). */
async function finishScriptLoad(outcome: 'load' | 'error') {
  await vi.waitFor(() => expect(checkoutScripts().length).toBeGreaterThan(0));
  const script = checkoutScripts().at(-1)!;
  if (outcome === 'load') window.Razorpay = FakeRazorpay;
  script.dispatchEvent(new Event(outcome));
}

describe('openGateway', () => {
  beforeEach(() => {
    vi.resetModules();
    opened.length = 0;
    delete window.Razorpay;
    document.head.innerHTML = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads Razorpay Checkout lazily, once, and opens it with the attempt, our brand and the prefill', async () => {
    const { openGateway } = await import('../../../client/gateway');
    expect(checkoutScripts()).toHaveLength(0);
    const navigate = vi.fn();
    const first = openGateway(RAZORPAY_ATTEMPT, navigate);
    await finishScriptLoad('load');
    await first;
    await openGateway(RAZORPAY_ATTEMPT, navigate);
    expect(checkoutScripts()).toHaveLength(1);
    expect(opened).toHaveLength(2);
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_Q1w2e3',
      amount: 150000,
      currency: 'INR',
      name: BRAND,
      description: 'Order PS-ABC234',
      prefill: { name: 'Ravi Kumar', contact: '9876543210' },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("goes to the result page with Razorpay's signed proof after a payment, and ignores a later dismissal", async () => {
    const { openGateway } = await import('../../../client/gateway');
    window.Razorpay = FakeRazorpay;
    const navigate = vi.fn();
    await openGateway(RAZORPAY_ATTEMPT, navigate);
    opened[0]!.handler({ razorpay_order_id: 'order_Q1w2e3', razorpay_payment_id: 'pay_Z9x8', razorpay_signature: 'abc123sig' });
    opened[0]!.modal.ondismiss();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      `/pay/result?order=${ORDER_ID}&providerOrderId=order_Q1w2e3&providerPaymentId=pay_Z9x8&signature=abc123sig`,
    );
  });

  it('goes to the result page without proof when the customer closes Checkout', async () => {
    const { openGateway } = await import('../../../client/gateway');
    window.Razorpay = FakeRazorpay;
    const navigate = vi.fn();
    await openGateway(RAZORPAY_ATTEMPT, navigate);
    opened[0]!.modal.ondismiss();
    expect(navigate).toHaveBeenCalledWith(`/pay/result?order=${ORDER_ID}`);
  });

  it('fails with GatewayOpenError when the script does not load, and tries the script again next time', async () => {
    const { GatewayOpenError, openGateway } = await import('../../../client/gateway');
    const failed = openGateway(RAZORPAY_ATTEMPT, vi.fn());
    await finishScriptLoad('error');
    await expect(failed).rejects.toBeInstanceOf(GatewayOpenError);
    expect(checkoutScripts()).toHaveLength(0);
    const retried = openGateway(RAZORPAY_ATTEMPT, vi.fn());
    await finishScriptLoad('load');
    await retried;
    expect(opened).toHaveLength(1);
  });

  it('refuses a Razorpay attempt without its key or order, and loads nothing for it', async () => {
    const { GatewayOpenError, openGateway } = await import('../../../client/gateway');
    await expect(openGateway({ ...RAZORPAY_ATTEMPT, keyId: undefined }, vi.fn())).rejects.toBeInstanceOf(GatewayOpenError);
    expect(checkoutScripts()).toHaveLength(0);
  });
});
