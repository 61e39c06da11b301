import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GatewayError, WebhookVerificationError, type GatewayOrderRequest } from '../../../../server/payments/provider';
import {
  createPhonePeProvider,
  phonePeExpireAfterSeconds,
  phonePeMerchantOrderId,
  type PhonePeClient,
} from '../../../../server/payments/phonepe';
import { phonePeWebhookAuthorization } from '../../../../server/payments/phonepeAnswers';

const SETTINGS = {
  clientId: 'TEST-M22PARTY_2501',
  clientSecret: 'MjVkZjQ0NTgtZmFrZS1zZWNyZXQ',
  clientVersion: 1,
  env: 'SANDBOX' as const,
  webhookUsername: 'party_webhook',
  webhookPassword: 'S3cret-Pass',
  timeoutMs: 1000,
};

// PhonePe's documented webhook scheme: header `Authorization` = hex SHA256("<username>:<password>").
// Fixed vector for party_webhook / S3cret-Pass, computed once with node:crypto and pasted as a literal.
const KNOWN_AUTHORIZATION = '1a78379a81eedfc5088a68ae9621f90444b41c7de59ebead906ff8b1ca86a167';

/** A fake StandardCheckoutClient: each method answers from the given handlers and records its calls. */
function fakeClient(handlers: Partial<Record<keyof PhonePeClient, (...args: unknown[]) => Promise<unknown>>>) {
  const calls: Array<{ method: string; args: unknown[] }> = [];
  const handle =
    (method: keyof PhonePeClient) =>
    (...args: unknown[]): Promise<unknown> => {
      calls.push({ method, args });
      const handler = handlers[method];
      return handler ? handler(...args) : Promise.reject(new Error(`unexpected call ${method}`));
    };
  const client: PhonePeClient = {
    pay: handle('pay'),
    getOrderStatus: handle('getOrderStatus'),
    refund: handle('refund'),
    getRefundStatus: handle('getRefundStatus'),
  };
  return { client, calls };
}

/** A PhonePe SDK error as the SDK throws it (PhonePeException and subclasses carry httpStatusCode and code). */
function phonePeError(httpStatusCode: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { type: 'BadRequest', httpStatusCode, code, data: { merchantRefundId: 'x' } });
}

/** PhonePe v2 docs' `checkout.order.completed` webhook shape. */
const ORDER_COMPLETED = {
  event: 'checkout.order.completed',
  payload: {
    orderId: 'OMO2501011030011234567890',
    merchantId: 'M22PARTY',
    merchantOrderId: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
    state: 'COMPLETED',
    amount: 10000,
    expireAt: 1735728600000,
    metaInfo: { udf1: 'PS-2412-0042' },
    paymentDetails: [
      {
        paymentMode: 'UPI_QR',
        transactionId: 'OM2501011030211234567891',
        timestamp: 1735727421000,
        amount: 10000,
        state: 'COMPLETED',
        splitInstruments: [
          {
            amount: 10000,
            rail: { type: 'UPI', utr: '500112345678', upiTransactionId: 'YBL0123456789abcdef', vpa: 'someone@ybl' },
            instrument: { type: 'ACCOUNT', maskedAccountNumber: 'XXXXXXX1234', accountType: 'SAVINGS' },
          },
        ],
      },
    ],
  },
};

const REFUND_COMPLETED = {
  event: 'pg.refund.completed',
  payload: {
    merchantId: 'M22PARTY',
    merchantRefundId: '7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c',
    originalMerchantOrderId: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
    refundId: 'OMR2501021200001234567890',
    state: 'COMPLETED',
    amount: 5000,
    timestamp: 1735819200000,
    paymentDetails: [
      {
        paymentMode: 'UPI_QR',
        transactionId: 'OM2501021200011234567891',
        timestamp: 1735819200000,
        amount: 5000,
        state: 'COMPLETED',
        splitInstruments: [
          { amount: 5000, rail: { type: 'UPI', utr: '500298765432', upiTransactionId: 'YBLrefund01', vpa: 'someone@ybl' } },
        ],
      },
    ],
  },
};

describe('PhonePe webhook authorization', () => {
  const provider = createPhonePeProvider(SETTINGS, { client: fakeClient({}).client });
  const raw = Buffer.from(JSON.stringify(ORDER_COMPLETED));

  it('is SHA256("username:password") in hex (fixed vector and an independent computation)', () => {
    expect(phonePeWebhookAuthorization('party_webhook', 'S3cret-Pass')).toBe(KNOWN_AUTHORIZATION);
    expect(createHash('sha256').update('party_webhook:S3cret-Pass', 'utf8').digest('hex')).toBe(KNOWN_AUTHORIZATION);
    expect(() => provider.parseWebhook(raw, { authorization: KNOWN_AUTHORIZATION })).not.toThrow();
  });

  it('refuses a wrong password, a missing header and garbage', () => {
    const wrong = phonePeWebhookAuthorization('party_webhook', 'S3cret-Pass!');
    expect(() => provider.parseWebhook(raw, { authorization: wrong })).toThrow(WebhookVerificationError);
    expect(() => provider.parseWebhook(raw, {})).toThrow(WebhookVerificationError);
    expect(() => provider.parseWebhook(raw, { authorization: '' })).toThrow(WebhookVerificationError);
    expect(() => provider.parseWebhook(raw, { authorization: 'party_webhook:S3cret-Pass' })).toThrow(WebhookVerificationError);
    expect(() => provider.parseWebhook(raw, { authorization: KNOWN_AUTHORIZATION.slice(0, 40) })).toThrow(WebhookVerificationError);
  });
});

describe('PhonePe webhook events', () => {
  const provider = createPhonePeProvider(SETTINGS, { client: fakeClient({}).client });
  const parse = (body: unknown) => provider.parseWebhook(Buffer.from(JSON.stringify(body)), { authorization: KNOWN_AUTHORIZATION });

  it('maps checkout.order.completed to the captured payment of the merchant order', () => {
    const event = parse(ORDER_COMPLETED);
    expect(event).toEqual({
      eventId: expect.stringMatching(/^checkout\.order\.completed:1f0c3a527d7e4c1b9a512d4f6f1b9e20:COMPLETED:[0-9a-f]{24}$/),
      type: 'checkout.order.completed',
      providerOrderId: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
      payment: { providerPaymentId: 'OM2501011030211234567891', state: 'captured', amountPaise: 10000, currency: 'INR', method: 'upi_qr' },
    });
    expect(JSON.stringify(event)).not.toContain('someone@ybl');
  });

  it('gives a replay the same event id, and a later state or another body a new one', () => {
    const first = parse(ORDER_COMPLETED);
    const replay = provider.parseWebhook(Buffer.from(JSON.stringify(ORDER_COMPLETED, null, 2)), { authorization: KNOWN_AUTHORIZATION });
    expect(replay.eventId).toBe(first.eventId);
    const accepted = parse({
      event: 'pg.refund.accepted',
      payload: { ...REFUND_COMPLETED.payload, state: 'CONFIRMED', paymentDetails: [] },
    });
    const completed = parse(REFUND_COMPLETED);
    expect(accepted.eventId).toMatch(/^pg\.refund\.accepted:7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c:CONFIRMED:[0-9a-f]{24}$/);
    expect(completed.eventId).toMatch(/^pg\.refund\.completed:7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c:COMPLETED:[0-9a-f]{24}$/);
    expect(accepted.eventId.length).toBeLessThanOrEqual(120);
    // Another body for the same order and state (a forgery) never takes the id of PhonePe's own event
    const forged = parse({ ...ORDER_COMPLETED, payload: { ...ORDER_COMPLETED.payload, amount: 100 } });
    expect(forged.eventId).not.toBe(first.eventId);
    expect(accepted.refund?.state).toBe('pending');
  });

  it('trusts only the root state: a failed order is a failed payment whatever the detail says', () => {
    const failed = {
      event: 'checkout.order.failed',
      payload: {
        ...ORDER_COMPLETED.payload,
        state: 'FAILED',
        errorCode: 'TXN_AUTO_FAILED',
        paymentDetails: [{ ...ORDER_COMPLETED.payload.paymentDetails[0], state: 'PENDING', errorCode: 'AUTHORIZATION_ERROR' }],
      },
    };
    expect(parse(failed).payment).toEqual({
      providerPaymentId: 'OM2501011030211234567891',
      state: 'failed',
      amountPaise: 10000,
      currency: 'INR',
      method: 'upi_qr',
      failureReason: 'AUTHORIZATION_ERROR',
    });
  });

  it('maps pg.refund.completed: our merchant refund id as is, PhonePe refund id, processed, UTR', () => {
    expect(parse(REFUND_COMPLETED)).toEqual({
      eventId: expect.stringMatching(/^pg\.refund\.completed:7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c:COMPLETED:[0-9a-f]{24}$/),
      type: 'pg.refund.completed',
      providerOrderId: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
      refund: {
        providerRefundId: 'OMR2501021200001234567890',
        state: 'processed',
        amountPaise: 5000,
        bankReference: '500298765432',
        refundId: '7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c',
      },
    });
    const failed = parse({ event: 'pg.refund.failed', payload: { ...REFUND_COMPLETED.payload, state: 'FAILED', paymentDetails: [] } });
    expect(failed.refund).toEqual({
      providerRefundId: 'OMR2501021200001234567890',
      state: 'failed',
      amountPaise: 5000,
      refundId: '7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c',
    });
  });

  it('reads the deprecated `type` when `event` is absent and returns unknown events bare', () => {
    const legacy = parse({ type: 'CHECKOUT_ORDER_COMPLETED', payload: ORDER_COMPLETED.payload });
    expect(legacy.type).toBe('checkout.order.completed');
    expect(legacy.payment?.state).toBe('captured');
    expect(parse({ event: 'subscription.setup.order.completed', payload: { merchantSubscriptionId: 'S1', state: 'COMPLETED' } })).toEqual({
      eventId: expect.stringMatching(/^subscription\.setup\.order\.completed:-:COMPLETED:[0-9a-f]{24}$/),
      type: 'subscription.setup.order.completed',
    });
  });
});

const ORDER_REQUEST: GatewayOrderRequest = {
  attemptId: '1f0c3a52-7d7e-4c1b-9a51-2d4f6f1b9e20',
  amountPaise: 10000,
  currency: 'INR',
  orderNumber: 'PS-2412-0042',
  customer: { name: 'Test Customer', phone: '9000090000' },
  returnUrl: 'https://party.example.in/pay/return?attempt=1f0c3a52',
  expiresAt: new Date('2025-01-01T10:30:00Z'),
};

describe('PhonePe orders and refunds (fake client)', () => {
  it('creates a Standard Checkout order: dashless merchant order id, paise, redirect URL, clamped expiry, udf1', async () => {
    const { client, calls } = fakeClient({
      pay: async () => ({
        orderId: 'OMO2501011000001',
        state: 'PENDING',
        expireAt: 1735727400000,
        redirectUrl: 'https://mercury-uat.phonepe.com/transact/uat_v2?token=abc',
      }),
    });
    const now = () => new Date('2025-01-01T10:00:00Z');
    const order = await createPhonePeProvider(SETTINGS, { client, now }).createOrder(ORDER_REQUEST);
    expect(order).toEqual({
      providerOrderId: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
      redirectUrl: 'https://mercury-uat.phonepe.com/transact/uat_v2?token=abc',
    });
    const sent = JSON.parse(JSON.stringify(calls[0]!.args[0]));
    expect(sent).toMatchObject({
      merchantOrderId: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
      amount: 10000,
      expireAfter: 1800,
      metaInfo: { udf1: 'PS-2412-0042' },
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: ORDER_REQUEST.returnUrl } },
    });
    expect(phonePeMerchantOrderId(ORDER_REQUEST.attemptId)).toMatch(/^[A-Za-z0-9_-]{1,34}$/);
    expect(phonePeExpireAfterSeconds(new Date('2025-01-01T10:01:00Z'), now())).toBe(300);
    expect(phonePeExpireAfterSeconds(new Date('2025-01-02T10:00:00Z'), now())).toBe(3600);
  });

  it('maps every attempt of an order status (details=true)', async () => {
    const { client, calls } = fakeClient({
      getOrderStatus: async () => ({
        orderId: 'OMO2501011030011234567890',
        state: 'COMPLETED',
        amount: 10000,
        paymentDetails: [
          { transactionId: 'OM1', paymentMode: 'UPI_INTENT', timestamp: 1, amount: 10000, state: 'FAILED', errorCode: 'USER_DECLINED' },
          { transactionId: 'OM2', paymentMode: 'CARD', timestamp: 2, amount: 10000, state: 'COMPLETED' },
          { transactionId: 'OM3', paymentMode: 'NET_BANKING', timestamp: 3, amount: 10000, state: 'PENDING' },
        ],
      }),
    });
    const status = await createPhonePeProvider(SETTINGS, { client }).fetchOrder('1f0c3a527d7e4c1b9a512d4f6f1b9e20');
    expect(calls[0]!.args).toEqual(['1f0c3a527d7e4c1b9a512d4f6f1b9e20', true]);
    expect(status).toEqual({
      providerOrderId: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
      payments: [
        {
          providerPaymentId: 'OM1',
          state: 'failed',
          amountPaise: 10000,
          currency: 'INR',
          method: 'upi_intent',
          failureReason: 'USER_DECLINED',
        },
        { providerPaymentId: 'OM2', state: 'captured', amountPaise: 10000, currency: 'INR', method: 'card' },
        { providerPaymentId: 'OM3', state: 'pending', amountPaise: 10000, currency: 'INR', method: 'net_banking' },
      ],
    });
  });

  it('synthesizes the captured payment of a completed order that lists none', async () => {
    const { client } = fakeClient({
      getOrderStatus: async () => ({ orderId: 'OMO999', state: 'COMPLETED', amount: 10000, paymentDetails: [] }),
    });
    const status = await createPhonePeProvider(SETTINGS, { client }).fetchOrder('abc');
    expect(status.payments).toEqual([{ providerPaymentId: 'OMO999', state: 'captured', amountPaise: 10000, currency: 'INR' }]);
    const pending = fakeClient({
      getOrderStatus: async () => ({ orderId: 'OMO998', state: 'PENDING', amount: 10000, paymentDetails: [] }),
    });
    expect((await createPhonePeProvider(SETTINGS, { client: pending.client }).fetchOrder('abc')).payments).toEqual([]);
  });

  const REFUND_REQUEST = {
    refundId: '7b2a8d3e-1c4f-4e5a-9b6c-0d1e2f3a4b5c',
    providerOrderId: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
    providerPaymentId: 'OM2',
    amountPaise: 5000,
  };

  it('requests a refund with the dashless merchant refund id and maps PENDING', async () => {
    const { client, calls } = fakeClient({ refund: async () => ({ refundId: 'OMR1', amount: 5000, state: 'PENDING' }) });
    const refund = await createPhonePeProvider(SETTINGS, { client }).refund(REFUND_REQUEST);
    expect(refund).toEqual({ providerRefundId: 'OMR1', state: 'pending', amountPaise: 5000 });
    expect(JSON.parse(JSON.stringify(calls[0]!.args[0]))).toEqual({
      merchantRefundId: '7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c',
      originalMerchantOrderId: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
      amount: 5000,
    });
  });

  it('answers a retried refund PhonePe refuses as a duplicate with the refund it already holds', async () => {
    const { client, calls } = fakeClient({
      refund: () => Promise.reject(phonePeError(400, 'BAD_REQUEST', 'Duplicate merchantRefundId')),
      getRefundStatus: async () => ({
        merchantId: 'M22PARTY',
        merchantRefundId: '7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c',
        originalMerchantOrderId: '1f0c3a527d7e4c1b9a512d4f6f1b9e20',
        refundId: 'OMR1',
        amount: 5000,
        state: 'COMPLETED',
        paymentDetails: [
          { transactionId: 'OMR1T', paymentMode: 'UPI_QR', amount: 5000, state: 'COMPLETED', rail: { type: 'UPI', utr: '500299999999' } },
        ],
      }),
    });
    const refund = await createPhonePeProvider(SETTINGS, { client }).refund(REFUND_REQUEST);
    expect(refund).toEqual({ providerRefundId: 'OMR1', state: 'processed', amountPaise: 5000, bankReference: '500299999999' });
    expect(calls.map((c) => c.method)).toEqual(['refund', 'getRefundStatus']);
    expect(calls[1]!.args).toEqual(['7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c']);
  });

  it('keeps the refusal when no refund of that id exists, and does not look one up after a 5xx', async () => {
    const notFound = fakeClient({
      refund: () => Promise.reject(phonePeError(400, 'INVALID_REFUND_AMOUNT', 'Refund amount exceeds')),
      getRefundStatus: () => Promise.reject(phonePeError(404, 'NOT_FOUND', 'Not found')),
    });
    const error = await createPhonePeProvider(SETTINGS, { client: notFound.client })
      .refund(REFUND_REQUEST)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as Error).message).toBe('PhonePe refund failed: 400 INVALID_REFUND_AMOUNT Refund amount exceeds');

    const outage = fakeClient({ refund: () => Promise.reject(phonePeError(503, 'INTERNAL_SERVER_ERROR', 'Try later')) });
    await expect(createPhonePeProvider(SETTINGS, { client: outage.client }).refund(REFUND_REQUEST)).rejects.toBeInstanceOf(GatewayError);
    expect(outage.calls.map((c) => c.method)).toEqual(['refund']);
  });

  it('fetches a refund by our (dashless) merchant refund id and maps CONFIRMED and FAILED', async () => {
    const answers = [
      {
        merchantRefundId: '7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c',
        originalMerchantOrderId: 'o',
        amount: 5000,
        state: 'CONFIRMED',
        paymentDetails: [],
      },
      {
        merchantRefundId: '7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c',
        originalMerchantOrderId: 'o',
        amount: 5000,
        state: 'FAILED',
        paymentDetails: [],
      },
    ];
    const { client, calls } = fakeClient({ getRefundStatus: async () => answers.shift() });
    const provider = createPhonePeProvider(SETTINGS, { client });
    const request = { refundId: REFUND_REQUEST.refundId, providerRefundId: 'OMR1', providerPaymentId: 'OM2' };
    expect(await provider.fetchRefund(request)).toEqual({ providerRefundId: 'OMR1', state: 'pending', amountPaise: 5000 });
    expect(await provider.fetchRefund(request)).toEqual({ providerRefundId: 'OMR1', state: 'failed', amountPaise: 5000 });
    expect(calls[0]!.args).toEqual(['7b2a8d3e1c4f4e5a9b6c0d1e2f3a4b5c']);
  });

  it('turns a hanging call into GatewayError after timeoutMs, and a network error into one without its text', async () => {
    const hanging = fakeClient({ getOrderStatus: () => new Promise(() => undefined) });
    const started = Date.now();
    const error = await createPhonePeProvider({ ...SETTINGS, timeoutMs: 50 }, { client: hanging.client })
      .fetchOrder('abc')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as Error).message).toBe('PhonePe getOrderStatus timed out after 50 ms');
    expect(Date.now() - started).toBeLessThan(1000);

    const network = fakeClient({
      pay: () =>
        Promise.reject(Object.assign(new Error(`connect ECONNRESET, Authorization: O-Bearer secret-token`), { code: 'ECONNRESET' })),
    });
    const failed = await createPhonePeProvider(SETTINGS, { client: network.client })
      .createOrder(ORDER_REQUEST)
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(GatewayError);
    expect((failed as Error).message).toBe('PhonePe pay failed: ECONNRESET');
  });

  it('never verifies a browser return and constructs without I/O', () => {
    const provider = createPhonePeProvider(SETTINGS);
    expect(provider.name).toBe('phonepe');
    expect(provider.verifyCheckout({ providerOrderId: 'a', providerPaymentId: 'b', signature: 'c' })).toBe(false);
  });
});
