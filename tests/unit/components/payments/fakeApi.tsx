import type { TaxDocumentView } from '../../../../lib/contracts/taxDocuments';
import type { AxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { OrderDetails } from '../../../../lib/contracts/orders';
import type { PaymentStatusAnswer } from '../../../../lib/contracts/payments';
import type { ApiEnvelope } from '../../../../services/apiClient';
import type { ApiFailure } from '../../../../services/errors';
import { makeStore } from '../../../../store';

/** A request the fake server saw. */
export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** What the fake server answers: data (a 200 envelope) or a failure. */
export type FakeAnswer = { data: unknown; status?: number; message?: string } | { failure: ApiFailure };

/** The fake server's routes: `METHOD /path` -> the answer (or a function of the request, called each time). */
export type FakeRoutes = Record<string, FakeAnswer | ((request: SeenRequest) => FakeAnswer)>;

/** A failure as the base query receives it. */
export const failure = (status: ApiFailure['status'], message: string): { failure: ApiFailure } => ({
  failure: { status, message, errors: [], retryAfterSeconds: null },
});

/**
 * A stand-in for services/apiClient's `apiRequest` (use with vi.mock): answers from `routes`, records the
 * requests. The real base query, contract check and store run on top of it, so every answer must match
 * its contract.
 */
export function fakeApi(routes: FakeRoutes) {
  const seen: SeenRequest[] = [];
  const apiRequest = async (config: AxiosRequestConfig): Promise<{ envelope: ApiEnvelope } | { failure: ApiFailure }> => {
    const request: SeenRequest = {
      method: String(config.method),
      url: String(config.url),
      body: config.data,
      headers: (config.headers ?? {}) as Record<string, string>,
    };
    seen.push(request);
    const route = routes[`${request.method} ${request.url}`];
    if (!route) return failure(404, `no fake route for ${request.method} ${request.url}`);
    const answer = typeof route === 'function' ? route(request) : route;
    if ('failure' in answer) return answer;
    const status = answer.status ?? 200;
    return { envelope: { error: false, status, message: answer.message ?? 'OK', data: answer.data } };
  };
  return { apiRequest, seen };
}

/** Renders `children` with a fresh store. */
export function WithStore({ children }: { children: ReactNode }) {
  return <Provider store={makeStore()}>{children}</Provider>;
}

export const ORDER_ID = '11111111-1111-4111-8111-111111111111';
export const PAYMENT_ID = '22222222-2222-4222-8222-222222222222';
export const ATTEMPT_ID = '33333333-3333-4333-8333-333333333333';
export const VOUCHER_ID = '44444444-4444-4444-8444-444444444444';
/** The voucher's page, as the API links it (signed). */
export const VOUCHER_PATH = `/order/${ORDER_ID}/documents/${VOUCHER_ID}?expires=1&signature=${'a'.repeat(64)}`;

/** The receipt voucher of the advance PAYMENT_ID on ORDER_ID (₹1,200, Delhi, intra-state). */
export const RECEIPT_VOUCHER = {
  _id: VOUCHER_ID,
  kind: 'receipt_voucher',
  number: 'RV/26-27/000007',
  issuedAt: '2026-03-01T04:30:00.000Z',
  placeOfSupply: { state: 'Delhi', code: '07' },
  lines: [],
  totalPaise: 120_000,
  orderId: ORDER_ID,
  orderNumber: 'PS-ABC234',
  supplier: { name: 'Party Services Pvt Ltd', address: 'New Delhi', stateName: 'Delhi', stateCode: '07', gstin: '07AAACP1234A1Z5' },
  recipient: { name: 'Ravi Kumar', address: 'Lajpat Nagar', stateName: 'Delhi', stateCode: '07' },
  intraState: true,
  reverseCharge: false,
  taxableValuePaise: 101_695,
  cgstPaise: 9153,
  sgstPaise: 9152,
  igstPaise: 0,
  advanceAdjustedPaise: 0,
  paymentId: PAYMENT_ID,
  pagePath: VOUCHER_PATH,
  pdfPath: `/api/order/${ORDER_ID}/documents/${VOUCHER_ID}?expires=1&signature=${'a'.repeat(64)}&format=pdf`,
} satisfies TaxDocumentView;

/** A status answer (GET/POST /api/payment_gateway/status) for ORDER_ID. */
export function statusAnswer(change: Partial<PaymentStatusAnswer> = {}): PaymentStatusAnswer {
  return {
    orderId: ORDER_ID,
    orderNumber: 'PS-ABC234',
    paymentStatus: 'awaiting_payment',
    message: 'PAYMENT_PENDING',
    attempt: { kind: 'advance', status: 'pending', amountPaise: 120000 },
    paidAmount: 0,
    due: { kind: 'advance', amount: 1200 },
    ...change,
  };
}

/** A chef order as GET /api/order/order_details/{id} answers it, with its advance paid. */
export function orderDetails(change: Partial<OrderDetails> = {}): OrderDetails {
  return {
    _id: ORDER_ID,
    orderNumber: 'PS-ABC234',
    orderType: 2,
    service: 'Chef for Party',
    status: 0,
    statusLabel: 'Booked',
    eventDate: '2026-03-05',
    slot: { id: '19-20', label: '07:00 PM - 08:00 PM' },
    people: 15,
    total: 6000,
    advance: 1200,
    balance: 4800,
    canCancel: true,
    payment: {
      status: 'balance_due',
      label: 'Advance paid, balance due',
      paidAmount: 1200,
      refundedAmount: 0,
      due: null,
      holdExpiresAt: null,
      confirming: null,
      leftToPay: { amount: 4800, total: 6000, paid: 1200, refunded: 0, coHosts: [], pending: 0, ended: false },
    },
    createdAt: '2026-03-01T10:00:00.000Z',
    address: { name: 'Ravi Kumar', line1: 'House 12, Street 4', pincode: '201309', city: 'Noida', locality: 'Sector 62' },
    items: [],
    bill: { lines: [], total: 6000, advance: 1200, balance: 4800 },
    requirements: null,
    food: null,
    photography: null,
    note: null,
    cancellationPolicy: 'Policy.',
    refundIfCancelledNow: 1200,
    refundPercentIfCancelledNow: 100,
    refundAmount: null,
    payments: [
      {
        _id: PAYMENT_ID,
        receiptNumber: 'RC-000001',
        kind: 'advance',
        provider: 'sandbox',
        providerPaymentId: 'sbx_pay_1',
        amount: 1200,
        method: 'upi',
        status: 'captured',
        paidAt: '2026-03-01T10:05:00.000Z',
        shareOf: null,
      },
    ],
    refunds: [],
    executor: null,
    source: null,
    history: [],
    // booked (unassigned): the whole advance back until the start, 05 Mar 2026 19:00 IST
    cancellation: { refundNow: 1200, refundPercentNow: 100, nextChangeAt: '2026-03-05T13:30:00.000Z', nextRefund: 0 },
    ...change,
  };
}
