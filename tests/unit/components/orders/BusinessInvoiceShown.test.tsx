// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OrderFacts from '../../../../components/ops/orders/OrderFacts';
import OrderDetailsView from '../../../../components/orders/OrderDetailsView';
import { opsOrderView } from '../../../helpers/opsOrders';
import { orderDetails, WithStore } from '../payments/fakeApi';

vi.mock('../../../../components/payments/usePayNow', () => ({ usePayNow: () => ({ pay: vi.fn(), busy: false, error: null }) }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/order-details', query: {}, push: vi.fn() }) }));

/** The business name and GSTIN given at checkout, on the customer's order page and the console's. */

const business = { name: 'Acme Events Pvt Ltd', gstin: '27AAPFU0939F1ZV' };

describe('the business invoice details of an order', () => {
  it("are on the customer's order page when given, and absent otherwise", () => {
    const { unmount } = render(
      <WithStore>
        <OrderDetailsView order={orderDetails({ business })} notice="" onCancelled={() => undefined} />
      </WithStore>,
    );
    expect(screen.getByRole('heading', { name: 'Business invoice' })).toBeInTheDocument();
    expect(screen.getByTestId('order-business').textContent).toBe('Acme Events Pvt LtdGSTIN 27AAPFU0939F1ZV');
    unmount();
    render(
      <WithStore>
        <OrderDetailsView order={orderDetails({ business: null })} notice="" onCancelled={() => undefined} />
      </WithStore>,
    );
    expect(screen.queryByTestId('order-business')).toBeNull();
  });

  it("are on the console's order page when given, and absent otherwise", () => {
    const view = opsOrderView();
    const { unmount } = render(<OrderFacts view={{ ...view, order: { ...view.order, business } }} />);
    expect(screen.getByTestId('ops-order-business').textContent).toBe('Business invoice: Acme Events Pvt Ltd · GSTIN 27AAPFU0939F1ZV');
    unmount();
    render(<OrderFacts view={view} />);
    expect(screen.queryByTestId('ops-order-business')).toBeNull();
  });
});
