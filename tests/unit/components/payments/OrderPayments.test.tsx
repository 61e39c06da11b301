// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OrderCard from '../../../../components/orders/OrderCard';
import OrderPaymentSection from '../../../../components/payments/OrderPaymentSection';
import { refundIfCancelledText } from '../../../../components/payments/payText';
import { orderDetails, PAYMENT_ID } from './fakeApi';

vi.mock('../../../../components/payments/usePayNow', () => ({ usePayNow: () => ({ pay: vi.fn(), busy: false, error: null }) }));

const AWAITING = orderDetails({
  status: 5,
  statusLabel: 'Awaiting payment',
  payment: {
    status: 'awaiting_payment',
    label: 'Awaiting payment',
    paidAmount: 0,
    refundedAmount: 0,
    due: { kind: 'advance', amount: 1200 },
    holdExpiresAt: '2026-03-01T14:15:00.000Z',
    confirming: null,
    leftToPay: { amount: 6000, total: 6000, paid: 0, refunded: 0, coHosts: [], pending: 0, ended: false },
  },
  payments: [],
});

describe('OrderCard with payments', () => {
  it('says "Awaiting payment" once (the status says it), and puts the Pay button outside the card link', () => {
    render(<OrderCard order={AWAITING} />);
    const link = screen.getByTestId('order-card');
    expect(link.tagName).toBe('A');
    expect(within(link).getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(within(link).queryByTestId('payment-state')).toBeNull();
    const pay = screen.getByRole('button', { name: 'Pay ₹1,200' });
    expect(link.contains(pay)).toBe(false);
    expect(pay.closest('a')).toBeNull();
  });

  it('offers the balance as "Pay balance ₹X" beside the payment state, and no button when nothing is due', () => {
    const balanceDue = orderDetails({
      payment: {
        ...orderDetails().payment,
        status: 'balance_due',
        label: 'Advance paid, balance due',
        due: { kind: 'balance', amount: 4800 },
      },
    });
    const { unmount } = render(<OrderCard order={balanceDue} />);
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Advance paid, balance due');
    expect(screen.getByRole('button', { name: 'Pay balance ₹4,800' })).toBeInTheDocument();
    unmount();
    render(<OrderCard order={orderDetails()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('an order whose payment the bank is still confirming', () => {
  it('says so on its card, with the amount, and offers no second payment', () => {
    render(<OrderCard order={{ ...AWAITING, payment: { ...AWAITING.payment, confirming: { kind: 'advance', amount: 1200 } } }} />);
    expect(screen.getByTestId('payment-confirming')).toHaveTextContent(
      "Your advance payment of ₹1,200 is waiting for your bank's confirmation. Please do not pay again.",
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});

describe('an order in progress with its balance unpaid', () => {
  it('shows the balance with its amount and whom to pay, since it is no longer payable online', () => {
    // a completed order's balance is paid online again (its provider left); in progress, the provider takes it
    const completed = orderDetails({
      orderType: 9,
      service: 'Photography',
      status: 2,
      statusLabel: 'In progress',
      total: 6798,
      payment: {
        ...orderDetails().payment,
        status: 'balance_due',
        label: 'Advance paid, balance due',
        paidAmount: 2379,
        due: null,
        leftToPay: { amount: 4419, total: 6798, paid: 2379, refunded: 0, coHosts: [], pending: 0, ended: false },
      },
    });
    render(<OrderCard order={completed} />);
    expect(screen.getByTestId('balance-offline')).toHaveTextContent('Balance ₹4,419 to be paid to the photographer in cash or by UPI.');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});

describe('OrderPaymentSection', () => {
  it('lists what was paid with a receipt link each, and the refunds with their state and bank reference', () => {
    const refunded = orderDetails({
      payment: {
        status: 'refunded',
        label: 'Refunded',
        paidAmount: 1200,
        refundedAmount: 1200,
        due: null,
        holdExpiresAt: null,
        confirming: null,
        leftToPay: { amount: 0, total: 6000, paid: 1200, refunded: 1200, coHosts: [], pending: 0, ended: true },
      },
      refunds: [
        {
          _id: 'r1',
          amount: 1200,
          reason: 'cancellation',
          status: 'processed',
          statusLabel: 'Refunded',
          bankReference: 'ARN123456',
          createdAt: '2026-03-02T10:00:00.000Z',
          processedAt: '2026-03-04T10:00:00.000Z',
        },
      ],
    });
    render(<OrderPaymentSection order={refunded} />);
    const section = screen.getByRole('region', { name: 'Payment' });
    expect(within(section).getByTestId('order-paid')).toHaveTextContent('₹1,200');
    expect(within(section).getByTestId('order-refunded')).toHaveTextContent('₹1,200');
    expect(within(section).getByRole('link', { name: /^Receipt RC-000001/ })).toHaveAttribute('href', `/pay/receipt/${PAYMENT_ID}`);
    const refunds = within(section).getByTestId('refund-list');
    expect(refunds).toHaveTextContent('₹1,200');
    expect(refunds).toHaveTextContent('Refunded');
    expect(refunds).toHaveTextContent('Bank reference: ARN123456');
  });
});

describe("a co-host's share in the payments list", () => {
  it('names whose share a payment was ("Balance: Priya\'s share"), and the host\'s own payments by their kind only', () => {
    const [own] = orderDetails().payments;
    const split = orderDetails({
      payments: [
        own!,
        { ...own!, _id: 'p2', receiptNumber: 'RC-000002', kind: 'balance', amount: 1500, shareOf: 'Priya' },
        { ...own!, _id: 'p3', receiptNumber: 'RC-000003', kind: 'balance', amount: 900, shareOf: null },
      ],
    });
    render(<OrderPaymentSection order={split} />);
    const items = within(screen.getByTestId('order-payments')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span span')!.textContent)).toEqual([
      'Advance ₹1,200',
      "Balance: Priya's share ₹1,500",
      'Balance ₹900',
    ]);
    expect(screen.getByRole('link', { name: "Receipt RC-000002: Balance: Priya's share ₹1,500" })).toHaveAttribute(
      'href',
      '/pay/receipt/p2',
    );
  });
});

describe('refundIfCancelledText (cancel popup)', () => {
  it('states the exact refund, or that nothing was paid', () => {
    expect(refundIfCancelledText(orderDetails({ refundIfCancelledNow: 600 }))).toBe('You will get ₹600 back.');
    expect(refundIfCancelledText(AWAITING)).toBe('Nothing has been paid, so nothing is refunded.');
  });
});

// the payment section and the card read the server's one "left to pay"
describe('the one "left to pay" on the order page and My Orders', () => {
  it("shows what is left after a co-host's share, and what went back to the host and to each co-host once cancelled", () => {
    const split = orderDetails({
      payment: {
        ...orderDetails().payment,
        paidAmount: 2075,
        leftToPay: {
          amount: 3925,
          total: 6000,
          paid: 2075,
          refunded: 0,
          coHosts: [{ name: 'Priya', paid: 875, refunded: 0 }],
          pending: 0,
          ended: false,
        },
      },
    });
    const { unmount } = render(<OrderPaymentSection order={split} />);
    expect(screen.getByTestId('order-left-to-pay')).toHaveTextContent('₹3,925');
    unmount();

    const cancelled = orderDetails({
      status: 4,
      statusLabel: 'Cancelled',
      payment: {
        ...orderDetails().payment,
        status: 'refunded',
        label: 'Refunded',
        paidAmount: 2075,
        refundedAmount: 2075,
        leftToPay: {
          amount: 0,
          total: 6000,
          paid: 2075,
          refunded: 2075,
          coHosts: [{ name: 'Priya', paid: 875, refunded: 875 }],
          pending: 0,
          ended: true,
        },
      },
    });
    render(<OrderPaymentSection order={cancelled} />);
    expect(screen.queryByTestId('order-left-to-pay')).toBeNull();
    expect(screen.getByTestId('order-refunded-host')).toHaveTextContent('₹1,200');
    expect(screen.getByTestId('order-refunded-cohost')).toHaveTextContent('₹875');
    expect(screen.getByText('Refunded to Priya')).toBeInTheDocument();
  });

  it("offers a completed order's balance online on its card, and never a balance on a cancelled one", () => {
    const completed = orderDetails({
      orderType: 9,
      service: 'Photography',
      status: 3,
      statusLabel: 'Completed',
      payment: {
        ...orderDetails().payment,
        status: 'partly_refunded',
        label: 'Partly refunded',
        refundedAmount: 100,
        due: { kind: 'balance', amount: 4800 },
        leftToPay: { amount: 4800, total: 6000, paid: 1200, refunded: 100, coHosts: [], pending: 0, ended: false },
      },
    });
    const { unmount } = render(<OrderCard order={completed} />);
    expect(screen.getByRole('button', { name: 'Pay balance ₹4,800' })).toBeInTheDocument();
    expect(screen.queryByTestId('balance-offline')).toBeNull();
    unmount();
    const cancelled = orderDetails({
      status: 4,
      statusLabel: 'Cancelled',
      payment: {
        ...orderDetails().payment,
        status: 'partly_refunded',
        label: 'Partly refunded',
        leftToPay: { amount: 0, total: 6000, paid: 1200, refunded: 600, coHosts: [], pending: 0, ended: true },
      },
    });
    render(<OrderCard order={cancelled} />);
    expect(screen.queryByTestId('balance-offline')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says a guest sync's top-up is being confirmed on the card", () => {
    render(<OrderCard order={{ ...AWAITING, payment: { ...AWAITING.payment, confirming: { kind: 'topup', amount: 196 } } }} />);
    expect(screen.getByTestId('payment-confirming')).toHaveTextContent(
      "Your top-up payment of ₹196 is waiting for your bank's confirmation.",
    );
  });
});
