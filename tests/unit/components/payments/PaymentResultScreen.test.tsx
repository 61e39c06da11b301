// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_TYPE } from '../../../../lib/constants';
import type { PaymentProof } from '../../../../lib/routes';
import { serviceByKey } from '../../../../lib/services';
import PaymentResultScreen from '../../../../components/payments/PaymentResultScreen';
import { POLL_MS, SLOW_AFTER_MS } from '../../../../components/payments/usePaymentResult';
import { failure, fakeApi, ORDER_ID, orderDetails, PAYMENT_ID, statusAnswer, WithStore, type FakeRoutes } from './fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  push: vi.fn(),
  openGateway: vi.fn(async () => undefined),
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({ useRouter: () => ({ push: mocks.push }) }));
vi.mock('../../../../client/gateway', () => ({ openGateway: mocks.openGateway }));

const CHECK = 'POST /api/payment_gateway/status';
const STATUS = `GET /api/payment_gateway/status/${ORDER_ID}`;
const DETAILS = `GET /api/order/order_details/${ORDER_ID}`;
const PROOF = { providerOrderId: 'sbx_order_1', providerPaymentId: 'sbx_pay_1', signature: 'c2lnbmVk' };

/** Starts a fake server with `routes` and renders the result page's screen. */
function renderScreen(routes: FakeRoutes, proof: PaymentProof = PROOF) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  render(
    <WithStore>
      <PaymentResultScreen orderId={ORDER_ID} proof={proof} />
    </WithStore>,
  );
  return server;
}

// `hidden`: the confirmation popup (a modal) hides the page behind it from the accessibility tree
const heading = (name: string) => screen.findByRole('heading', { level: 1, name, hidden: true });

describe('PaymentResultScreen', () => {
  beforeEach(() => {
    mocks.push.mockReset();
    mocks.openGateway.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('sends the gateway proof once, then shows a successful advance with the Order Confirmed popup and the receipt link', async () => {
    const paid = statusAnswer({ message: 'PAYMENT_SUCCESS', paymentStatus: 'balance_due', paidAmount: 1200, due: null });
    const server = renderScreen({
      [CHECK]: { data: { ...paid, attempt: { kind: 'advance', status: 'paid', amountPaise: 120000 } } },
      [DETAILS]: { data: orderDetails() },
    });

    await heading('Payment successful');
    expect(screen.getByTestId('payment-success')).toHaveTextContent('₹1,200 received for order PS-ABC234.');
    const popup = await screen.findByRole('dialog', { name: 'Order Confirmed' });
    expect(popup).toHaveTextContent('Your order PS-ABC234 is confirmed');
    // the page's link and the popup's own (the popup covers the page)
    const receiptLinks = await screen.findAllByRole('link', { name: 'View receipt', hidden: true });
    expect(receiptLinks.map((link) => link.getAttribute('href'))).toEqual([`/pay/receipt/${PAYMENT_ID}`, `/pay/receipt/${PAYMENT_ID}`]);
    expect(screen.getAllByRole('status', { hidden: true }).map((s) => s.textContent)).toContain('Payment successful.');

    const checks = server.seen.filter((r) => `${r.method} ${r.url}` === CHECK);
    expect(checks).toHaveLength(1);
    expect(checks[0]!.body).toEqual({ orderId: ORDER_ID, ...PROOF });
    // a settled payment is not asked about again
    expect(server.seen.filter((r) => `${r.method} ${r.url}` === STATUS)).toHaveLength(0);

    fireEvent.click(within(popup).getByRole('button', { name: 'View My Orders' }));
    expect(mocks.push).toHaveBeenCalledWith('/orderlist');
  });

  it('offers the receipt inside the Order Confirmed popup, which covers the page, and a Close button', async () => {
    const paid = statusAnswer({ message: 'PAYMENT_SUCCESS', paymentStatus: 'balance_due', paidAmount: 1200, due: null });
    renderScreen({
      [CHECK]: { data: { ...paid, attempt: { kind: 'advance', status: 'paid', amountPaise: 120000 } } },
      [DETAILS]: { data: orderDetails() },
    });
    const popup = await screen.findByRole('dialog', { name: 'Order Confirmed' }, { timeout: 10_000 });
    expect(await within(popup).findByRole('link', { name: 'View receipt' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      `/pay/receipt/${PAYMENT_ID}`,
    );
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', `/pay/receipt/${PAYMENT_ID}`);
  });

  it('titles the popup "Payment received" after a balance payment', async () => {
    const paid = statusAnswer({
      message: 'PAYMENT_SUCCESS',
      paymentStatus: 'paid',
      attempt: { kind: 'balance', status: 'paid', amountPaise: 480000 },
      paidAmount: 6000,
      due: null,
    });
    renderScreen({ [CHECK]: { data: paid }, [DETAILS]: { data: orderDetails() } });
    await heading('Payment successful');
    const popup = await screen.findByRole('dialog', { name: 'Payment received' });
    expect(popup).toHaveTextContent('We have received ₹4,800 for your order PS-ABC234.');
    expect(screen.queryByRole('dialog', { name: 'Order Confirmed' })).toBeNull();
  });

  it('after a top-up for more guests says the guests are updated and the balance stays, not that the order is paid', async () => {
    const paid = statusAnswer({
      message: 'PAYMENT_SUCCESS',
      paymentStatus: 'balance_due',
      attempt: { kind: 'topup', status: 'paid', amountPaise: 120000 },
      paidAmount: 4200,
      due: null,
    });
    renderScreen({ [CHECK]: { data: paid }, [DETAILS]: { data: orderDetails() } });
    await heading('Payment successful');
    expect(await screen.findByRole('dialog', { name: 'Payment received' })).toHaveTextContent(
      'We have received ₹1,200 for your order PS-ABC234.',
    );
    expect(document.body.textContent).toContain(
      'Thank you: your order is updated to the guests of your invite. Your balance stays as it was.',
    );
    expect(document.body.textContent).not.toContain('your order is paid');
  });

  it("after a food delivery's advance, says when the balance is paid in its bill's words", async () => {
    const paid = statusAnswer({ message: 'PAYMENT_SUCCESS', paymentStatus: 'balance_due', paidAmount: 1200, due: null });
    renderScreen({
      [CHECK]: { data: { ...paid, attempt: { kind: 'advance', status: 'paid', amountPaise: 120000 } } },
      [DETAILS]: { data: orderDetails({ orderType: ORDER_TYPE.FOOD_DELIVERY }) },
    });
    await heading('Payment successful');
    const balanceText = serviceByKey('food-delivery').balanceText;
    expect(await screen.findByText(new RegExp(`^Your slot is booked. ${balanceText}, or online`), {}, { timeout: 3000 })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Pay the balance after the service|before the event/);
  });

  it('polls every 3 s while pending, never offers to pay again, says so after 20 s, and shows the outcome', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const server = renderScreen({
      [CHECK]: { data: statusAnswer() },
      [STATUS]: () => {
        polls += 1;
        return {
          data:
            polls < 8
              ? statusAnswer()
              : statusAnswer({ message: 'PAYMENT_SUCCESS', paymentStatus: 'balance_due', paidAmount: 1200, due: null }),
        };
      },
      [DETAILS]: { data: orderDetails() },
    });

    await heading('We are confirming your payment');
    expect(screen.getByText(/Banks can take a few minutes/)).toBeInTheDocument();
    expect(screen.getByText(/You can close this page: My Orders always shows the true state/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orderlist');
    expect(screen.queryByRole('button')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(server.seen.filter((r) => `${r.method} ${r.url}` === STATUS).length).toBeGreaterThanOrEqual(1));

    await act(() => vi.advanceTimersByTimeAsync(SLOW_AFTER_MS));
    expect(await screen.findByText(/This is taking longer than usual/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 2));
    await heading('Payment successful');
    const pollsAtSuccess = polls;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(polls).toBe(pollsAtSuccess);
  });

  it('keeps asking when the proof could not be verified (400): the reconciler decides', async () => {
    renderScreen({ [CHECK]: failure(400, 'Payment could not be verified'), [STATUS]: { data: statusAnswer() } });
    await heading('We are confirming your payment');
  });

  it('after a failure says no money was taken and Retry opens a new attempt for what is due', async () => {
    const failed = statusAnswer({ message: 'PAYMENT_ERROR', attempt: { kind: 'advance', status: 'failed', amountPaise: 120000 } });
    const attempt = {
      attemptId: '44444444-4444-4444-8444-444444444444',
      orderId: ORDER_ID,
      orderNumber: 'PS-ABC234',
      kind: 'advance',
      provider: 'sandbox',
      amountPaise: 120000,
      currency: 'INR',
      redirectUrl: '/pay/sandbox/44444444-4444-4444-8444-444444444444',
      prefill: { contact: '9876543210' },
      expiresAt: '2026-03-01T10:30:00.000Z',
    };
    const server = renderScreen({ [CHECK]: { data: failed }, 'POST /api/payment_gateway/payment': { data: attempt } });

    await heading('Payment failed');
    expect(
      screen.getByText('No money was taken for this attempt. If money left your account it is returned automatically.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orderlist');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(mocks.openGateway).toHaveBeenCalledTimes(1));
    expect(mocks.openGateway.mock.calls[0]).toEqual([attempt, expect.any(Function)]);
    const create = server.seen.find((r) => r.url === '/api/payment_gateway/payment')!;
    expect(create.body).toEqual({ orderId: ORDER_ID, kind: 'advance' });
    expect(create.headers['Idempotency-Key']).toMatch(/^[\x21-\x7e]{8,100}$/);
  });

  it('offers no Retry when nothing is due any more', async () => {
    renderScreen({ [CHECK]: { data: statusAnswer({ message: 'PAYMENT_ERROR', due: null }) } });
    await heading('Payment failed');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says an expired order released its slot, with a link to book the same service again', async () => {
    renderScreen({
      [CHECK]: { data: statusAnswer({ message: 'PAYMENT_EXPIRED', paymentStatus: 'unpaid', due: null }) },
      [DETAILS]: { data: orderDetails({ status: 4, statusLabel: 'Expired', payments: [] }) },
    });
    await heading('This order has expired');
    expect(screen.getByText(/its slot was released/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Book a chef again' })).toHaveAttribute('href', '/book-chef-cook-for-party');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orderlist');
  });

  it('shows "Order not found" for an order the customer does not have', async () => {
    renderScreen({ [CHECK]: failure(404, 'Unknown order'), [STATUS]: failure(404, 'Unknown order') }, {});
    await heading('Order not found');
  });
});
