// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OrderDetailsView from '../../../../components/orders/OrderDetailsView';
import { orderDetails, WithStore } from '../payments/fakeApi';

vi.mock('../../../../components/payments/usePayNow', () => ({ usePayNow: () => ({ pay: vi.fn(), busy: false, error: null }) }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/order-details', query: {}, push: vi.fn() }) }));

describe("the start code on the customer's order page (shown from 2 hours before the slot)", () => {
  it('comes first, above the order summary and its actions, where a phone shows it without scrolling', () => {
    const order = orderDetails({
      status: 1,
      statusLabel: 'Accepted',
      provider: { firstName: 'Ramesh', photoUrl: null },
      startCode: '0427',
    });
    render(
      <WithStore>
        <OrderDetailsView order={order} notice="" onCancelled={() => undefined} />
      </WithStore>,
    );
    const code = screen.getByTestId('order-start-code');
    expect(code.textContent).toBe('Share this code with your provider when they arrive:0427');
    const number = screen.getByTestId('order-number');
    expect(code.compareDocumentPosition(number) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // one code on the page, not a second copy in the provider's card
    expect(screen.getAllByText('0427')).toHaveLength(1);
    expect(screen.getByTestId('order-provider-name').textContent).toBe('Ramesh');
  });

  it('is not on the page without a code', () => {
    render(
      <WithStore>
        <OrderDetailsView
          order={orderDetails({ provider: { firstName: 'Ramesh', photoUrl: null }, startCode: null })}
          notice=""
          onCancelled={() => undefined}
        />
      </WithStore>,
    );
    expect(screen.queryByTestId('order-start-code')).toBeNull();
  });
});
