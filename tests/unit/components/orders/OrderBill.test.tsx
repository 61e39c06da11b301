// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OrderDetailsView from '../../../../components/orders/OrderDetailsView';
import type { OrderStatus } from '../../../../lib/constants';
import { leftToPay } from '../../../../lib/payments';
import { billAsPaid } from '../../../../lib/pricing';
import { orderDetails, WithStore } from '../payments/fakeApi';

vi.mock('../../../../components/payments/usePayNow', () => ({ usePayNow: () => ({ pay: vi.fn(), busy: false, error: null }) }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/order-details', query: {}, push: vi.fn() }) }));

const LINES = [
  { kind: 'dishes' as const, label: '5 dishes', amount: 5000 },
  { kind: 'total' as const, label: 'Total', amount: 6000 },
  { kind: 'advance' as const, label: 'Advance to pay now (20%)', amount: 1200 },
  { kind: 'balance' as const, label: 'Balance to pay the chef', amount: 4800 },
];

/** The bill rows of an order page whose payment is `payment`, its lines made as the server makes them. */
function billRows(payment: Partial<ReturnType<typeof orderDetails>['payment']>, status: OrderStatus = 0) {
  const paid = payment.paidAmount ?? 1200;
  const left = leftToPay({ status, total: 6000, amountPaid: paid, amountRefunded: payment.refundedAmount ?? 0 });
  const order = orderDetails({
    status,
    bill: { lines: billAsPaid(LINES, { total: 6000, advance: 1200 }, left), total: 6000, advance: 1200, balance: 4800 },
  });
  render(
    <WithStore>
      <OrderDetailsView order={{ ...order, payment: { ...order.payment, ...payment } }} notice="" onCancelled={() => undefined} />
    </WithStore>,
  );
  return within(screen.getByTestId('order-bill'))
    .getAllByRole('row')
    .map((row) => row.textContent);
}

describe('the order page bill after paying', () => {
  it('reads "Advance paid" once the advance is paid, with the same amounts', () => {
    expect(billRows({ paidAmount: 1200 })).toEqual([
      '5 dishes₹5,000',
      'Total₹6,000',
      'Advance paid (20%)₹1,200',
      'Balance to pay the chef₹4,800',
    ]);
  });

  it('still asks for the advance while it is unpaid, and says "Balance paid" once everything is', () => {
    expect(billRows({ paidAmount: 0 })).toContain('Advance to pay now (20%)₹1,200');
    cleanup();
    expect(billRows({ paidAmount: 6000, status: 'paid', label: 'Paid' }).slice(2)).toEqual([
      'Advance paid (20%)₹1,200',
      'Balance paid₹4,800',
    ]);
  });
});

describe('the order page bill reads the one "left to pay"', () => {
  it('shows what a co-host paid of the balance and what is left, the figure of the payment section', () => {
    expect(billRows({ paidAmount: 1200 + 2400 }).slice(2)).toEqual([
      'Advance paid (20%)₹1,200',
      'Balance paid so far₹2,400',
      'Balance to pay the chef₹2,400',
    ]);
  });

  it('never shows a balance on a cancelled order: what was refunded instead', () => {
    const rows = billRows({ paidAmount: 1200, refundedAmount: 1200 }, 4);
    expect(rows.slice(2)).toEqual(['Advance paid (20%)₹1,200', 'Refunded₹1,200']);
    expect(rows.join(' ')).not.toMatch(/Balance/);
  });

  it('keeps showing the balance still owed on a completed order after a goodwill refund', () => {
    expect(billRows({ paidAmount: 1200, refundedAmount: 500 }, 3).slice(3)).toEqual(['Balance to pay the chef₹4,800']);
  });
});

describe('the order page items of a photography order', () => {
  it('lists the extra hours with their amount beside the package and add-ons', () => {
    const order = orderDetails({
      orderType: 9,
      service: 'Photography',
      items: [
        { _id: 'p1', kind: 'product', name: 'Birthday Classic', slug: 'birthday-classic', price: 4999, image: null },
        { _id: 'a1', kind: 'addon', name: 'Extra edited photos (5)', slug: 'extra-edits-5', price: 499, quantity: 1 },
      ],
      bill: {
        lines: [
          { kind: 'product', label: 'Birthday Classic', amount: 4999 },
          { kind: 'addon', label: 'Extra edited photos (5)', amount: 499 },
          { kind: 'extra', label: '2 extra hours (₹650 an hour)', amount: 1300 },
          { kind: 'total', label: 'Total', amount: 6798 },
        ],
        total: 6798,
        advance: 2379,
        balance: 4419,
      },
      photography: {
        packageSlug: 'birthday-classic',
        packageName: 'Birthday Classic',
        hours: 2,
        extraHours: 2,
        editedPhotos: 20,
        photosMin: 150,
        photosMax: 250,
        deliveryDays: 7,
      },
    });
    render(
      <WithStore>
        <OrderDetailsView order={order} notice="" onCancelled={() => undefined} />
      </WithStore>,
    );
    expect(
      within(screen.getByTestId('order-items'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Birthday Classic₹4,999', 'Extra edited photos (5)₹499', '2 extra hours (₹650 an hour)₹1,300']);
  });
});
