// @vitest-environment jsdom
/**
 * The chef booking's screens on a Hindi page: the dish screen's groups and cards, the bill, the checkout, the payment
 * result and the order page's summary read their Hindi messages (and the bill's stored English labels read in Hindi).
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import CheckoutLayout from '../../../../components/checkout/CheckoutLayout';
import MealGroupSection from '../../../../components/chef/MealGroupSection';
import BillSummary from '../../../../components/common/BillSummary';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import OrderSummaryCard from '../../../../components/orders/OrderSummaryCard';
import PaymentPending from '../../../../components/payments/PaymentPending';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import type { MealGroupPublic } from '../../../../lib/contracts/catalog';
import { withMessages } from '../../../../server/i18n/messages';
import { text } from '../../../helpers/messages';
import { orderDetails, statusAnswer, WithStore } from '../payments/fakeApi';

const DOMAINS = ['booking', 'chef', 'checkout', 'policy', 'payments', 'orders'];
const inHindi = (children: ReactNode) => render(<I18nProvider value={withMessages('hi', DOMAINS).i18n}>{children}</I18nProvider>);
const hi = (domain: string, key: string, values?: Record<string, string | number>) => text(domain, key, values, 'hi');

/** A chef bill as lib/pricing writes it (English labels, as orders store them). */
const BILL = [
  { kind: 'dishes', label: '3 dishes', amount: 750 },
  { kind: 'people', label: '₹49 × 20 people', amount: 980 },
  { kind: 'total', label: 'Total', amount: 1730 },
  { kind: 'advance', label: 'Advance to pay now (20%)', amount: 346 },
  { kind: 'balance', label: 'Balance to pay the chef after the service', amount: 1384 },
] as const;

describe('the chef booking in Hindi', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('reads the dish screen group and cards in Hindi', () => {
    const group = {
      mealObject: { _id: 'g1', name: 'स्टार्टर' },
      dish: Array.from({ length: 4 }, (_, i) => ({
        _id: `d${i}`,
        name: 'पनीर टिक्का',
        image: null,
        dish_rate: '250',
        is_dish: 1,
        special_appliance_id: [{ _id: 'a1', name: 'तंदूर', image: null }],
      })),
    } as unknown as MealGroupPublic;
    const { container } = inHindi(
      <MealGroupSection
        group={group}
        expanded={false}
        onToggleExpanded={() => undefined}
        isSelected={() => false}
        onToggleDish={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: hi('booking', 'group.viewAll') })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: hi('booking', 'dish.addLabel', { name: 'पनीर टिक्का' }) })).toHaveLength(4);
    expect(screen.getAllByText(hi('booking', 'dish.needs', { appliance: 'तंदूर' }))).toHaveLength(4);
    expect(strayLatinWords(container.textContent ?? '')).toEqual([]);
  });

  it('reads the stored English bill lines in Hindi', () => {
    const { container } = inHindi(<BillSummary lines={BILL} />);
    for (const label of [
      hi('booking', 'bill.dishes', { count: 3 }),
      hi('booking', 'bill.people', { rate: 49, count: 20 }),
      hi('booking', 'bill.total'),
      hi('booking', 'bill.advanceNow', { percent: 20 }),
      hi('booking', 'bill.balance.chef'),
    ]) {
      expect(screen.getByRole('rowheader', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: hi('booking', 'bill.title') })).toBeTruthy();
    expect(strayLatinWords(container.textContent ?? '')).toEqual([]);
  });

  it('keeps the English bill as it was without a Hindi page', () => {
    render(<BillSummary lines={BILL} />);
    for (const line of BILL) expect(screen.getByRole('rowheader', { name: line.label })).toBeTruthy();
  });

  it('lays out the checkout in Hindi: summary, policy and bill', () => {
    // logged in: Confirm and Back (the login prompt is the login dialog's part)
    localStorage.setItem('isLoggedIn', 'true');
    const { container } = inHindi(
      <CheckoutLayout
        heading={hi('chef', 'checkout.heading')}
        draftKnown
        placed={null}
        content={{
          summaryTitle: hi('chef', 'checkout.title'),
          summary: <p>{hi('chef', 'checkout.counts', { people: 20, dishes: 3 })}</p>,
          bill: BILL,
          error: null,
          busy: false,
          onConfirm: () => undefined,
          backHref: '/book-chef-cook-for-party/order-details',
        }}
        missing={{ text: '', href: '/', label: '' }}
      />,
    );
    expect(screen.getByRole('table', { name: hi('policy', 'caption') })).toBeTruthy();
    expect(screen.getByText(hi('policy', 'text'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: hi('policy', 'heading') })).toBeTruthy();
    expect(screen.getByRole('button', { name: hi('booking', 'confirm.button') })).toBeTruthy();
    expect(strayLatinWords(container.textContent ?? '')).toEqual([]);
  });

  it('says a pending payment in Hindi', () => {
    const { container } = inHindi(
      <WithStore>
        <PaymentPending status={statusAnswer({ message: 'PAYMENT_PENDING', orderNumber: 'PS-ABCDEF' })} slow={false} gaveUp={false} />
      </WithStore>,
    );
    expect(screen.getByRole('heading', { level: 1, name: hi('payments', 'pending.heading') })).toBeTruthy();
    expect(strayLatinWords((container.textContent ?? '').replace('PS-ABCDEF', ''))).toEqual([]);
  });

  it("shows the order page's summary in Hindi: service, status, Hindi date and slot", () => {
    const order = orderDetails();
    inHindi(
      <WithStore>
        <OrderSummaryCard order={order} />
      </WithStore>,
    );
    expect(screen.getByText(hi('orders', 'summary.numberLabel'))).toBeTruthy();
    expect(screen.getByTestId('order-service').textContent).toBe(hi('orders', `type.${order.orderType}`));
    expect(screen.getByTestId('order-status').textContent).toBe(hi('orders', `status.${order.status}`));
    expect(strayLatinWords(screen.getByTestId('order-when').textContent ?? '')).toEqual([]);
  });
});
