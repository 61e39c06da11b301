/**
 * The RazorpayX payouts adapter against a fake HTTP layer: the composite payout request (our account number, the
 * beneficiary's bank account, IMPS up to ₹5 lakh and NEFT above, the idempotency header, Basic auth), the mapping of
 * every RazorpayX state, errors retryable or not, and the webhook's HMAC-SHA256 signature.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PayoutGatewayError, PayoutSignatureError } from '../../../../../server/earnings/payouts/gateway';
import { createRazorpayXPayoutGateway, IMPS_MAX_PAISE, RAZORPAYX_API } from '../../../../../server/earnings/payouts/razorpayx';

const PAYOUT_ID = '6f1c1a52-2b7e-4c1e-9a35-8f0a1b2c3d4e';
const ACCOUNT = { holderName: 'Ramesh Kumar', accountNumber: '123456789012', ifsc: 'HDFC0001234' };

/** A fake fetch answering `answers` in turn and keeping every request. */
function fakeHttp(answers: (() => Response | Promise<Response>)[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const gatewayWith = (fetch: typeof globalThis.fetch) =>
  createRazorpayXPayoutGateway({
    keyId: 'rzp_test_key',
    keySecret: 'key-secret',
    accountNumber: '7878780080316316',
    webhookSecret: 'whsec-payouts',
    timeoutMs: 50,
    fetch,
  });

describe('RazorpayX payouts', () => {
  it('creates a composite payout from our account to the bank account, idempotent on our payout id', async () => {
    const http = fakeHttp([json(200, { id: 'pout_00000000000001', entity: 'payout', status: 'processing', utr: null })]);
    const created = await gatewayWith(http.fetch).createPayout({
      payoutId: PAYOUT_ID,
      amountPaise: 1_234_56,
      account: ACCOUNT,
      reference: 'PO-2026-W49-0001',
    });
    expect(created).toEqual({ gatewayPayoutId: 'pout_00000000000001', status: 'processing' });
    const [request] = http.requests;
    expect(request!.url).toBe(`${RAZORPAYX_API}/payouts`);
    expect(request!.init.method).toBe('POST');
    const headers = request!.init.headers as Record<string, string>;
    expect(headers['X-Payout-Idempotency']).toBe(PAYOUT_ID);
    expect(headers.Authorization).toBe(`Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`);
    expect(JSON.parse(String(request!.init.body))).toEqual({
      account_number: '7878780080316316',
      amount: 123456,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      fund_account: {
        account_type: 'bank_account',
        bank_account: { name: 'Ramesh Kumar', ifsc: 'HDFC0001234', account_number: '123456789012' },
        contact: { name: 'Ramesh Kumar', type: 'vendor' },
      },
      queue_if_low_balance: true,
      reference_id: 'PO-2026-W49-0001',
      narration: 'Party services payout',
    });
  });

  it('pays up to ₹5,00,000 by IMPS and more by NEFT', async () => {
    const http = fakeHttp([json(200, { id: 'pout_a', status: 'queued' }), json(200, { id: 'pout_b', status: 'queued' })]);
    const gateway = gatewayWith(http.fetch);
    await gateway.createPayout({ payoutId: PAYOUT_ID, amountPaise: IMPS_MAX_PAISE, account: ACCOUNT, reference: 'a' });
    await gateway.createPayout({ payoutId: PAYOUT_ID, amountPaise: IMPS_MAX_PAISE + 1, account: ACCOUNT, reference: 'b' });
    expect(http.requests.map((r) => JSON.parse(String(r.init.body)).mode)).toEqual(['IMPS', 'NEFT']);
  });

  it('maps every RazorpayX state, with the UTR and the reason', async () => {
    const cases = [
      ['queued', 'processing'],
      ['pending', 'processing'],
      ['scheduled', 'processing'],
      ['processing', 'processing'],
      ['processed', 'processed'],
      ['reversed', 'reversed'],
      ['cancelled', 'failed'],
      ['rejected', 'failed'],
      ['failed', 'failed'],
    ] as const;
    const http = fakeHttp(
      cases.map(([status]) =>
        json(200, {
          id: 'pout_x1',
          status,
          utr: status === 'processed' ? 'UTR123456789' : null,
          status_details: { description: 'Beneficiary bank is offline' },
        }),
      ),
    );
    const gateway = gatewayWith(http.fetch);
    for (const [status, ours] of cases) {
      const state = await gateway.fetchPayout('pout_x1');
      expect(state.status, status).toBe(ours);
      if (ours === 'processed') expect(state).toEqual({ status: 'processed', utr: 'UTR123456789' });
      if (ours === 'failed' || ours === 'reversed') expect(state.failureReason).toBe('Beneficiary bank is offline');
      if (ours === 'processing') expect(state).toEqual({ status: 'processing' });
    }
    expect(http.requests[0]!.url).toBe(`${RAZORPAYX_API}/payouts/pout_x1`);
    expect(http.requests[0]!.init.method).toBe('GET');
  });

  it('throws retryable errors for 5xx, 429, timeouts and network failures, and final ones for other 4xx', async () => {
    const failing = async (answer: () => Response | Promise<Response>) => {
      const http = fakeHttp([answer]);
      return gatewayWith(http.fetch)
        .createPayout({ payoutId: PAYOUT_ID, amountPaise: 100, account: ACCOUNT, reference: 'r' })
        .then(
          () => null,
          (error: unknown) => error as PayoutGatewayError,
        );
    };
    const bad = await failing(json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid IFSC Code in Bank Account' } }));
    expect(bad).toBeInstanceOf(PayoutGatewayError);
    expect(bad).toMatchObject({ retryable: false, message: expect.stringContaining('Invalid IFSC Code') });
    expect(await failing(json(502, {}))).toMatchObject({ retryable: true });
    expect(await failing(json(429, {}))).toMatchObject({ retryable: true });
    expect(
      await failing(() => {
        throw new TypeError('fetch failed');
      }),
    ).toMatchObject({ retryable: true });
    // a gateway slower than timeoutMs (50 ms): the signal aborts the request
    const slow = fakeHttp([]);
    const hanging = (async (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as unknown as typeof fetch;
    const timedOut = await gatewayWith(hanging)
      .fetchPayout('pout_slow')
      .catch((error: unknown) => error);
    expect(timedOut).toMatchObject({ retryable: true, message: expect.stringContaining('no answer') });
    expect(slow.requests).toEqual([]);
    // a payout answer without a known state is taken neither as paid nor as a refusal: asked again later
    expect(await failing(json(200, { id: 'pout_y', status: 'mystery' }))).toMatchObject({ retryable: true });
    expect(await failing(() => new Response('<html>gateway error</html>', { status: 200 }))).toMatchObject({ retryable: true });
    // the same idempotency key still being worked on is not a refusal either
    expect(await failing(json(409, { error: { description: 'request in progress' } }))).toMatchObject({ retryable: true });
    // an id that is not RazorpayX's never reaches the URL
    await expect(gatewayWith(fakeHttp([]).fetch).fetchPayout('../payments')).rejects.toBeInstanceOf(PayoutGatewayError);
  });

  it('finds a payout by our reference with Fetch All Payouts on our account, or answers none', async () => {
    const http = fakeHttp([
      json(200, {
        entity: 'collection',
        count: 1,
        items: [{ id: 'pout_found1', entity: 'payout', status: 'processed', utr: 'UTR555666777', reference_id: PAYOUT_ID }],
      }),
      json(200, { entity: 'collection', count: 0, items: [] }),
      json(200, {
        entity: 'collection',
        count: 2,
        items: [
          { id: 'pout_f', status: 'failed', reference_id: PAYOUT_ID, status_details: { description: 'Beneficiary bank is offline' } },
          { id: 'pout_p', status: 'processing', reference_id: PAYOUT_ID },
        ],
      }),
    ]);
    const gateway = gatewayWith(http.fetch);
    expect(await gateway.findPayoutByReference(PAYOUT_ID)).toEqual({
      gatewayPayoutId: 'pout_found1',
      status: 'processed',
      utr: 'UTR555666777',
    });
    expect(await gateway.findPayoutByReference(PAYOUT_ID)).toBeNull();
    // were there two, the one that did not fail decides (one of them may have paid)
    expect(await gateway.findPayoutByReference(PAYOUT_ID)).toEqual({ gatewayPayoutId: 'pout_p', status: 'processing' });

    const [request] = http.requests;
    const url = new URL(request!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${RAZORPAYX_API}/payouts`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ account_number: '7878780080316316', reference_id: PAYOUT_ID });
    expect(request!.init.method).toBe('GET');
    expect(request!.init.body).toBeUndefined();
    expect((request!.init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`,
    );
  });

  it('never reads an error or an unreadable list as "none"', async () => {
    const find = (answer: () => Response | Promise<Response>) =>
      gatewayWith(fakeHttp([answer]).fetch)
        .findPayoutByReference(PAYOUT_ID)
        .then(
          (found) => ({ found }),
          (error: unknown) => error as PayoutGatewayError,
        );
    expect(await find(json(503, {}))).toMatchObject({ retryable: true });
    expect(await find(json(401, { error: { description: 'Authentication failed' } }))).toMatchObject({ retryable: false });
    expect(await find(json(200, { entity: 'collection' }))).toMatchObject({ retryable: true });
    expect(await find(() => new Response('<html>gateway error</html>', { status: 200 }))).toMatchObject({ retryable: true });
    expect(await find(json(200, { items: [{ id: 'pout_z', status: 'mystery', reference_id: PAYOUT_ID }] }))).toMatchObject({
      retryable: true,
    });
  });

  it('reads a webhook only with its HMAC-SHA256 signature of the raw body', () => {
    const gateway = gatewayWith(fakeHttp([]).fetch);
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payout.processed',
      payload: { payout: { entity: { id: 'pout_w1', status: 'processed', utr: 'UTR000111222', reference_id: 'PO-1' } } },
    });
    const signature = createHmac('sha256', 'whsec-payouts').update(rawBody).digest('hex');
    expect(gateway.verifyWebhook(rawBody, signature)).toEqual({
      gatewayPayoutId: 'pout_w1',
      status: 'processed',
      utr: 'UTR000111222',
      reference: 'PO-1',
      eventId: 'pout_w1:processed:UTR000111222',
    });
    expect(() => gateway.verifyWebhook(rawBody, undefined)).toThrow(PayoutSignatureError);
    expect(() => gateway.verifyWebhook(rawBody.replace('processed', 'reversed'), signature)).toThrow(PayoutSignatureError);
    expect(() => gateway.verifyWebhook(rawBody, createHmac('sha256', 'another-secret').update(rawBody).digest('hex'))).toThrow(
      PayoutSignatureError,
    );
    // a genuine event about something else: nothing to do
    const other = JSON.stringify({ event: 'transaction.created', payload: {} });
    expect(gateway.verifyWebhook(other, createHmac('sha256', 'whsec-payouts').update(other).digest('hex'))).toBeNull();
  });
});
