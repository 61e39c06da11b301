import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { GatewayError, WebhookVerificationError, type GatewayOrderRequest } from '../../../../server/payments/provider';
import {
  createRazorpayProvider,
  razorpayCheckoutSignature,
  razorpayOrderReceipt,
  razorpayRefundReceipt,
  razorpayWebhookSignature,
  type RazorpayClient,
} from '../../../../server/payments/razorpay';

const SETTINGS = {
  keyId: 'rzp_test_1DP5mmOlF5G5ag',
  keySecret: 'EnLs21M47BllR3X8PSFtjtbd',
  webhookSecret: 'whsec_party_2024',
  timeoutMs: 1000,
};

/** A fake SDK instance: each method answers from the given handlers and records its calls. */
function fakeClient(handlers: Partial<Record<string, (...args: unknown[]) => Promise<unknown>>>) {
  const calls: Array<{ method: string; args: unknown[] }> = [];
  const handle =
    (method: string) =>
    (...args: unknown[]): Promise<unknown> => {
      calls.push({ method, args });
      const handler = handlers[method];
      return handler ? handler(...args) : Promise.reject(new Error(`unexpected call ${method}`));
    };
  const client: RazorpayClient = {
    orders: { create: handle('orders.create'), fetchPayments: handle('orders.fetchPayments') },
    payments: {
      refund: handle('payments.refund'),
      fetchMultipleRefund: handle('payments.fetchMultipleRefund'),
      fetchRefund: handle('payments.fetchRefund'),
    },
  };
  return { client, calls };
}

describe('Razorpay checkout signature', () => {
  // Razorpay's documented scheme (Standard Checkout, "verify payment signature"):
  // signature = hex(HMAC-SHA256(order_id + "|" + razorpay_payment_id, key_secret)).
  // Fixed vector computed once with node:crypto and pasted as a literal.
  const ORDER_ID = 'order_IEIaMR65cu6nz3';
  const PAYMENT_ID = 'pay_IH4NVgf4Dreq1l';
  const KNOWN_SIGNATURE = '0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f';
  const provider = createRazorpayProvider(SETTINGS, { client: fakeClient({}).client });

  it('matches the fixed known vector', () => {
    expect(razorpayCheckoutSignature(ORDER_ID, PAYMENT_ID, SETTINGS.keySecret)).toBe(KNOWN_SIGNATURE);
    expect(provider.verifyCheckout({ providerOrderId: ORDER_ID, providerPaymentId: PAYMENT_ID, signature: KNOWN_SIGNATURE })).toBe(true);
  });

  it('agrees with an independent HMAC and with the SDK’s own validatePaymentVerification', () => {
    const independent = createHmac('sha256', SETTINGS.keySecret).update(`${ORDER_ID}|${PAYMENT_ID}`).digest('hex');
    expect(independent).toBe(KNOWN_SIGNATURE);
    expect(validatePaymentVerification({ order_id: ORDER_ID, payment_id: PAYMENT_ID }, KNOWN_SIGNATURE, SETTINGS.keySecret)).toBe(true);
    // Upper-case hex is the same digest.
    expect(
      provider.verifyCheckout({ providerOrderId: ORDER_ID, providerPaymentId: PAYMENT_ID, signature: KNOWN_SIGNATURE.toUpperCase() }),
    ).toBe(true);
  });

  it('refuses wrong, tampered and malformed proofs without throwing', () => {
    const bad = [
      { providerOrderId: ORDER_ID, providerPaymentId: 'pay_IH4NVgf4Dreq1m', signature: KNOWN_SIGNATURE }, // tampered payment id
      { providerOrderId: 'order_IEIaMR65cu6nz4', providerPaymentId: PAYMENT_ID, signature: KNOWN_SIGNATURE }, // tampered order id
      {
        providerOrderId: ORDER_ID,
        providerPaymentId: PAYMENT_ID,
        signature: razorpayCheckoutSignature(ORDER_ID, PAYMENT_ID, 'other-secret'),
      },
      { providerOrderId: ORDER_ID, providerPaymentId: PAYMENT_ID, signature: `${KNOWN_SIGNATURE.slice(0, 63)}0` },
      { providerOrderId: ORDER_ID, providerPaymentId: PAYMENT_ID, signature: '' },
      { providerOrderId: ORDER_ID, providerPaymentId: PAYMENT_ID, signature: 'not-a-signature' },
      { providerOrderId: ORDER_ID, providerPaymentId: PAYMENT_ID, signature: 'z'.repeat(64) },
      { providerOrderId: ORDER_ID, providerPaymentId: PAYMENT_ID, signature: KNOWN_SIGNATURE.slice(0, 32) },
      { providerOrderId: ORDER_ID, providerPaymentId: PAYMENT_ID, signature: `${KNOWN_SIGNATURE}00` },
      { providerOrderId: '', providerPaymentId: PAYMENT_ID, signature: KNOWN_SIGNATURE },
      // the same signed string split differently is still refused
      { providerOrderId: `${ORDER_ID}|pay`, providerPaymentId: PAYMENT_ID, signature: KNOWN_SIGNATURE },
    ];
    for (const proof of bad) expect(provider.verifyCheckout(proof)).toBe(false);
    const garbage = { providerOrderId: 42, providerPaymentId: null, signature: { hex: true } } as unknown as Parameters<
      typeof provider.verifyCheckout
    >[0];
    expect(() => provider.verifyCheckout(garbage)).not.toThrow();
    expect(provider.verifyCheckout(garbage)).toBe(false);
  });
});

/** Razorpay's documented `payment.captured` sample (Webhooks > Payments > payment.captured), trimmed of nothing we read. */
const PAYMENT_CAPTURED = {
  entity: 'event',
  account_id: 'acc_BFQ7uQEaa7j2z7',
  event: 'payment.captured',
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: 'pay_DESlfW9H8K9uqM',
        entity: 'payment',
        amount: 250000,
        currency: 'INR',
        base_amount: 250000,
        status: 'captured',
        order_id: 'order_DESlLckIVRkHWj',
        invoice_id: null,
        international: false,
        method: 'upi',
        amount_refunded: 0,
        refund_status: null,
        captured: true,
        description: null,
        card_id: null,
        bank: null,
        wallet: null,
        vpa: 'gaurav.kumar@exampleupi',
        email: 'gaurav.kumar@example.com',
        contact: '+919000090000',
        notes: { orderNumber: 'PS-2412-0042', attemptId: '1f0c3a52-7d7e-4c1b-9a51-2d4f6f1b9e20' },
        fee: 5900,
        tax: 900,
        error_code: null,
        error_description: null,
        error_source: null,
        error_step: null,
        error_reason: null,
        acquirer_data: { rrn: '431207532415', upi_transaction_id: 'AXI4a3f2c1b0e9d8c7b6a5f4e3d2c1b0a9' },
        created_at: 1567674599,
      },
    },
  },
  created_at: 1567674606,
};

/** Razorpay's documented `refund.processed` sample shape: the refund, and the payment it belongs to. */
const REFUND_PROCESSED = {
  entity: 'event',
  account_id: 'acc_BFQ7uQEaa7j2z7',
  event: 'refund.processed',
  contains: ['refund', 'payment'],
  payload: {
    refund: {
      entity: {
        id: 'rfnd_FP8QHiV938haTz',
        entity: 'refund',
        amount: 50000,
        currency: 'INR',
        payment_id: 'pay_DESlfW9H8K9uqM',
        notes: { refundId: '7b2a8d3e-1c4f-4e5a-9b6c-0d1e2f3a4b5c' },
        receipt: '7b2a8d3e-1c4f-4e5a-9b6c-0d1e2f3a4b5c',
        acquirer_data: { arn: '74836291047583920174658' },
        created_at: 1597078866,
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'optimum',
      },
    },
    payment: {
      entity: { ...PAYMENT_CAPTURED.payload.payment.entity, status: 'refunded', amount_refunded: 50000, refund_status: 'partial' },
    },
  },
  created_at: 1597078868,
};

describe('Razorpay webhook', () => {
  const provider = createRazorpayProvider(SETTINGS, { client: fakeClient({}).client });
  const sign = (raw: Buffer) => createHmac('sha256', SETTINGS.webhookSecret).update(raw).digest('hex');

  it('verifies the signature over the raw bytes and maps payment.captured', () => {
    const raw = Buffer.from(JSON.stringify(PAYMENT_CAPTURED, null, 2));
    expect(razorpayWebhookSignature(raw, SETTINGS.webhookSecret)).toBe(sign(raw));
    const event = provider.parseWebhook(raw, { 'x-razorpay-signature': sign(raw), 'x-razorpay-event-id': 'KcNy2HJqn7tJxQ' });
    expect(event).toEqual({
      eventId: 'KcNy2HJqn7tJxQ',
      type: 'payment.captured',
      providerOrderId: 'order_DESlLckIVRkHWj',
      payment: { providerPaymentId: 'pay_DESlfW9H8K9uqM', state: 'captured', amountPaise: 250000, currency: 'INR', method: 'upi' },
    });
    // No customer data travels into the event.
    expect(JSON.stringify(event)).not.toMatch(/gaurav|9000090000/);
  });

  it('refuses the same JSON re-serialized with other whitespace under the original signature', () => {
    const raw = Buffer.from(JSON.stringify(PAYMENT_CAPTURED, null, 2));
    const reserialized = Buffer.from(JSON.stringify(JSON.parse(raw.toString('utf8'))));
    expect(reserialized.equals(raw)).toBe(false);
    expect(() => provider.parseWebhook(reserialized, { 'x-razorpay-signature': sign(raw) })).toThrow(WebhookVerificationError);
  });

  it('refuses a missing, empty, wrong or non-hex signature', () => {
    const raw = Buffer.from(JSON.stringify(PAYMENT_CAPTURED));
    expect(() => provider.parseWebhook(raw, {})).toThrow(WebhookVerificationError);
    expect(() => provider.parseWebhook(raw, { 'x-razorpay-signature': '' })).toThrow(WebhookVerificationError);
    const otherSecret = createHmac('sha256', 'another-secret').update(raw).digest('hex');
    expect(() => provider.parseWebhook(raw, { 'x-razorpay-signature': otherSecret })).toThrow(WebhookVerificationError);
    expect(() => provider.parseWebhook(raw, { 'x-razorpay-signature': 'garbage!' })).toThrow(WebhookVerificationError);
  });

  it('maps refund.processed with our refund id, the ARN and the order of the payment', () => {
    const raw = Buffer.from(JSON.stringify(REFUND_PROCESSED));
    const event = provider.parseWebhook(raw, { 'x-razorpay-signature': sign(raw), 'x-razorpay-event-id': 'LmNo3PQrs4tUvW' });
    expect(event).toEqual({
      eventId: 'LmNo3PQrs4tUvW',
      type: 'refund.processed',
      providerOrderId: 'order_DESlLckIVRkHWj',
      refund: {
        providerRefundId: 'rfnd_FP8QHiV938haTz',
        state: 'processed',
        amountPaise: 50000,
        bankReference: '74836291047583920174658',
        refundId: '7b2a8d3e-1c4f-4e5a-9b6c-0d1e2f3a4b5c',
      },
    });
  });

  it('maps payment.failed with the failure reason and refund.failed', () => {
    const failed = {
      ...PAYMENT_CAPTURED,
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            ...PAYMENT_CAPTURED.payload.payment.entity,
            status: 'failed',
            captured: false,
            error_code: 'BAD_REQUEST_ERROR',
            error_description: 'Payment was unsuccessful as the UPI app did not respond.',
            error_reason: 'payment_timed_out',
          },
        },
      },
    };
    const raw = Buffer.from(JSON.stringify(failed));
    expect(provider.parseWebhook(raw, { 'x-razorpay-signature': sign(raw), 'x-razorpay-event-id': 'e1' }).payment).toEqual({
      providerPaymentId: 'pay_DESlfW9H8K9uqM',
      state: 'failed',
      amountPaise: 250000,
      currency: 'INR',
      method: 'upi',
      failureReason: 'Payment was unsuccessful as the UPI app did not respond.',
    });

    const refundFailed = {
      event: 'refund.failed',
      payload: { refund: { entity: { ...REFUND_PROCESSED.payload.refund.entity, status: 'failed', acquirer_data: { arn: null } } } },
    };
    const raw2 = Buffer.from(JSON.stringify(refundFailed));
    const event = provider.parseWebhook(raw2, { 'x-razorpay-signature': sign(raw2), 'x-razorpay-event-id': 'e2' });
    expect(event.providerOrderId).toBeUndefined();
    expect(event.refund).toEqual({
      providerRefundId: 'rfnd_FP8QHiV938haTz',
      state: 'failed',
      amountPaise: 50000,
      refundId: REFUND_PROCESSED.payload.refund.entity.receipt,
    });
  });

  it('takes the event id from the header, else the SHA-256 of the body; unknown events carry only id and type', () => {
    const raw = Buffer.from(JSON.stringify({ entity: 'event', event: 'payment.dispute.created', payload: {} }));
    const event = provider.parseWebhook(raw, { 'x-razorpay-signature': sign(raw) });
    expect(event).toEqual({ eventId: expect.stringMatching(/^[0-9a-f]{64}$/), type: 'payment.dispute.created' });
    expect(provider.parseWebhook(raw, { 'x-razorpay-signature': sign(raw) }).eventId).toBe(event.eventId);
    expect(provider.parseWebhook(raw, { 'x-razorpay-signature': sign(raw), 'x-razorpay-event-id': 'Abc123' }).eventId).toBe('Abc123');
  });
});

const ORDER_REQUEST: GatewayOrderRequest = {
  attemptId: '1f0c3a52-7d7e-4c1b-9a51-2d4f6f1b9e20',
  amountPaise: 250000,
  currency: 'INR',
  orderNumber: 'PS-2412-0042',
  customer: { name: 'Test Customer', phone: '9000090000' },
  returnUrl: 'https://party.example.in/pay/return',
  expiresAt: new Date('2025-01-01T10:30:00Z'),
};

describe('Razorpay orders and refunds (fake SDK)', () => {
  it('creates the order with paise, INR, a 32-character receipt from the attempt id and our notes', async () => {
    const { client, calls } = fakeClient({
      'orders.create': async () => ({ id: 'order_NkW3fT5rHqYb2L', entity: 'order', status: 'created' }),
    });
    const order = await createRazorpayProvider(SETTINGS, { client }).createOrder(ORDER_REQUEST);
    expect(order).toEqual({ providerOrderId: 'order_NkW3fT5rHqYb2L', keyId: SETTINGS.keyId });
    expect(calls).toEqual([
      {
        method: 'orders.create',
        args: [
          {
            amount: 250000,
            currency: 'INR',
            receipt: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
            notes: { orderNumber: 'PS-2412-0042', attemptId: ORDER_REQUEST.attemptId },
          },
        ],
      },
    ]);
    expect(razorpayOrderReceipt(ORDER_REQUEST.attemptId)).toHaveLength(32);
    expect(JSON.stringify(calls)).not.toContain('9000090000');
  });

  it('maps the payments of an order (captured, failed, authorized, refunded)', async () => {
    const base = { entity: 'payment', currency: 'INR', order_id: 'order_NkW3fT5rHqYb2L' };
    const { client } = fakeClient({
      'orders.fetchPayments': async () => ({
        entity: 'collection',
        count: 4,
        items: [
          {
            ...base,
            id: 'pay_A',
            amount: 250000,
            status: 'failed',
            method: 'card',
            error_description: null,
            error_reason: 'card_declined',
          },
          { ...base, id: 'pay_B', amount: 250000, status: 'captured', method: 'upi' },
          { ...base, id: 'pay_C', amount: 250000, status: 'authorized', method: 'netbanking' },
          { ...base, id: 'pay_D', amount: '250000', status: 'refunded', method: 'wallet' },
        ],
      }),
    });
    const status = await createRazorpayProvider(SETTINGS, { client }).fetchOrder('order_NkW3fT5rHqYb2L');
    expect(status).toEqual({
      providerOrderId: 'order_NkW3fT5rHqYb2L',
      payments: [
        {
          providerPaymentId: 'pay_A',
          state: 'failed',
          amountPaise: 250000,
          currency: 'INR',
          method: 'card',
          failureReason: 'card_declined',
        },
        { providerPaymentId: 'pay_B', state: 'captured', amountPaise: 250000, currency: 'INR', method: 'upi' },
        { providerPaymentId: 'pay_C', state: 'pending', amountPaise: 250000, currency: 'INR', method: 'netbanking' },
        { providerPaymentId: 'pay_D', state: 'captured', amountPaise: 250000, currency: 'INR', method: 'wallet' },
      ],
    });
  });

  const REFUND_REQUEST = {
    refundId: '7b2a8d3e-1c4f-4e5a-9b6c-0d1e2f3a4b5c',
    providerOrderId: 'order_NkW3fT5rHqYb2L',
    providerPaymentId: 'pay_B',
    amountPaise: 50000,
  };

  it('returns the refund an earlier try made (same receipt) without creating another', async () => {
    const { client, calls } = fakeClient({
      'payments.fetchMultipleRefund': async () => ({
        entity: 'collection',
        count: 2,
        items: [
          { id: 'rfnd_other', amount: 10000, status: 'processed', receipt: 'someone-else', acquirer_data: {} },
          { id: 'rfnd_mine', amount: 50000, status: 'processed', receipt: REFUND_REQUEST.refundId, acquirer_data: { arn: 'ARN123' } },
        ],
      }),
    });
    const refund = await createRazorpayProvider(SETTINGS, { client }).refund(REFUND_REQUEST);
    expect(refund).toEqual({ providerRefundId: 'rfnd_mine', state: 'processed', amountPaise: 50000, bankReference: 'ARN123' });
    expect(calls.map((c) => c.method)).toEqual(['payments.fetchMultipleRefund']);
    expect(calls[0]!.args).toEqual(['pay_B', { count: 100 }]);
  });

  it('creates the refund (optimum speed, receipt and notes carry our refund id) when none exists yet', async () => {
    const { client, calls } = fakeClient({
      'payments.fetchMultipleRefund': async () => ({ entity: 'collection', count: 0, items: [] }),
      'payments.refund': async () => ({
        id: 'rfnd_new',
        amount: 50000,
        status: 'pending',
        receipt: REFUND_REQUEST.refundId,
        acquirer_data: { arn: null },
      }),
    });
    const refund = await createRazorpayProvider(SETTINGS, { client }).refund(REFUND_REQUEST);
    expect(refund).toEqual({ providerRefundId: 'rfnd_new', state: 'pending', amountPaise: 50000 });
    expect(calls.map((c) => c.method)).toEqual(['payments.fetchMultipleRefund', 'payments.refund']);
    expect(calls[1]!.args).toEqual([
      'pay_B',
      { amount: 50000, speed: 'optimum', receipt: REFUND_REQUEST.refundId, notes: { refundId: REFUND_REQUEST.refundId } },
    ]);
    expect(razorpayRefundReceipt(REFUND_REQUEST.refundId).length).toBeLessThanOrEqual(40);
  });

  it('fetches a refund by payment and refund id', async () => {
    const { client, calls } = fakeClient({
      'payments.fetchRefund': async () => ({ id: 'rfnd_new', amount: 50000, status: 'processed', acquirer_data: { arn: 'ARN777' } }),
    });
    const refund = await createRazorpayProvider(SETTINGS, { client }).fetchRefund({
      refundId: REFUND_REQUEST.refundId,
      providerRefundId: 'rfnd_new',
      providerPaymentId: 'pay_B',
    });
    expect(refund).toEqual({ providerRefundId: 'rfnd_new', state: 'processed', amountPaise: 50000, bankReference: 'ARN777' });
    expect(calls[0]!.args).toEqual(['pay_B', 'rfnd_new']);
  });

  it('turns a hanging SDK call into GatewayError after timeoutMs', async () => {
    const { client } = fakeClient({ 'orders.create': () => new Promise(() => undefined) });
    const provider = createRazorpayProvider({ ...SETTINGS, timeoutMs: 50 }, { client });
    const started = Date.now();
    const error = await provider.createOrder(ORDER_REQUEST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as Error).message).toMatch(/timed out after 50 ms/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('turns an SDK rejection into GatewayError with only status, code and description', async () => {
    const { client } = fakeClient({
      'orders.fetchPayments': () =>
        Promise.reject({
          statusCode: 400,
          error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist', metadata: {} },
        }),
      'payments.fetchRefund': () => {
        throw new Error(`refund Id\` is mandatory (key ${SETTINGS.keySecret})`);
      },
    });
    const provider = createRazorpayProvider(SETTINGS, { client });
    const error = await provider.fetchOrder('order_missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as Error).message).toBe('Razorpay orders.fetchPayments failed: 400 BAD_REQUEST_ERROR The id provided does not exist');

    // A synchronous throw is a GatewayError too, and its text (which could hold anything) is not copied.
    const thrown = await provider.fetchRefund({ refundId: 'r', providerRefundId: '', providerPaymentId: 'pay_B' }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(GatewayError);
    expect((thrown as Error).message).not.toContain(SETTINGS.keySecret);
  });

  it('constructs without I/O and without a client until the first call', () => {
    expect(() => createRazorpayProvider({ ...SETTINGS, keyId: '' })).not.toThrow();
    expect(createRazorpayProvider(SETTINGS).name).toBe('razorpay');
  });
});
