// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReceiptScreen from '../../../../components/payments/ReceiptScreen';
import SandboxPayScreen from '../../../../components/payments/SandboxPayScreen';
import { ATTEMPT_ID, failure, fakeApi, ORDER_ID, PAYMENT_ID, WithStore, type FakeAnswer, type FakeRoutes } from './fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

function serve(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

/** Renders the receipt page, its receipt route answering `answer`. */
function showReceipt(answer: FakeAnswer) {
  serve({ [`GET /api/payment_gateway/receipt/${PAYMENT_ID}`]: answer });
  render(
    <WithStore>
      <ReceiptScreen paymentId={PAYMENT_ID} />
    </WithStore>,
  );
}

/** Renders the sandbox page of an attempt in `status` (order PS-ABC234, ₹1,500). */
function showSandbox(status: string) {
  serve({
    [`GET /api/payment_gateway/sandbox/${ATTEMPT_ID}`]: {
      data: { attemptId: ATTEMPT_ID, orderNumber: 'PS-ABC234', amountPaise: 150000, status },
    },
  });
  render(
    <WithStore>
      <SandboxPayScreen attemptId={ATTEMPT_ID} />
    </WithStore>,
  );
}

const RECEIPT = {
  _id: PAYMENT_ID,
  receiptNumber: 'RC-000001',
  kind: 'advance',
  provider: 'razorpay',
  providerPaymentId: 'pay_Z9x8',
  amount: 1200,
  method: 'upi',
  status: 'captured',
  paidAt: '2026-03-01T14:15:00.000Z',
  orderId: ORDER_ID,
  orderNumber: 'PS-ABC234',
  service: 'Chef for Party',
  eventDate: '2026-03-05',
  slotLabel: '07:00 PM - 08:00 PM',
  customerName: 'Ravi Kumar',
  orderTotal: 6000,
  paidToDate: 1200,
  balanceAfter: 4800,
};

describe('ReceiptScreen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows every receipt line (IST time, rupees), the tax words, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    showReceipt({ data: RECEIPT });
    const receipt = await screen.findByTestId('receipt');
    const row = (name: string) => screen.getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(row('Payment reference')).toBe('RC-000001');
    expect(row('Order number')).toBe('PS-ABC234');
    expect(row('Date and time of service')).toBe('5 Mar 2026, 07:00 PM - 08:00 PM');
    expect(row('Customer')).toBe('Ravi Kumar');
    expect(row('Payment for')).toBe('Advance');
    expect(row('Amount paid')).toBe('₹1,200');
    expect(row('Payment method')).toBe('UPI');
    expect(row('Payment ID')).toBe('pay_Z9x8');
    expect(row('Paid at (IST)')).toBe('1 Mar 2026, 7:45 PM');
    expect(row('Order total')).toBe('₹6,000');
    expect(row('Paid to date')).toBe('₹1,200');
    expect(row('Balance after this payment')).toBe('₹4,800');
    expect(receipt).toHaveTextContent('Amount inclusive of taxes');
    expect(receipt).toHaveAttribute('data-print-alone');
    fireEvent.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so for a receipt that is not the customer’s (404)', async () => {
    showReceipt(failure(404, 'Unknown receipt'));
    expect(await screen.findByText('This receipt was not found in your account.')).toBeInTheDocument();
  });
});

describe('SandboxPayScreen', () => {
  it('is labelled as a test, shows the order number and the amount in rupees, and offers the three outcomes', async () => {
    showSandbox('created');
    expect(screen.getByRole('heading', { level: 1, name: 'Sandbox test payment — no real money moves' })).toBeInTheDocument();
    expect(await screen.findByTestId('sandbox-order-number')).toHaveTextContent('PS-ABC234');
    expect(screen.getByTestId('sandbox-amount')).toHaveTextContent('₹1,500');
    for (const name of ['Pay', 'Fail', 'Leave pending']) expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('offers no outcome for an attempt that is already paid', async () => {
    showSandbox('captured');
    expect(await screen.findByText('This test payment is already paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
