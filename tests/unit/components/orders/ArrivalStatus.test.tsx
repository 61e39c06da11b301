// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OrderDetailsView from '../../../../components/orders/OrderDetailsView';
import type { OrderDetails } from '../../../../lib/contracts/orders';
import { fakeApi, ORDER_ID, orderDetails, WithStore } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('../../../../components/payments/usePayNow', () => ({ usePayNow: () => ({ pay: vi.fn(), busy: false, error: null }) }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/order-details', query: {}, push: vi.fn() }) }));

const PROMISE =
  'Late by more than 30 minutes? We credit 10% of your order back automatically. No arrival within 60 minutes: cancel with a full refund.';
const arrival = (change: Partial<NonNullable<OrderDetails['arrival']>> = {}) => ({
  assignedLabel: 'Chef assigned',
  onTheWayAt: null,
  arrivedAt: null,
  canCancelNoShow: false,
  noShowRefund: 0,
  ...change,
});
const accepted = (change: Partial<OrderDetails> = {}) =>
  orderDetails({ status: 1, statusLabel: 'Accepted', provider: { firstName: 'Ramesh', photoUrl: null }, arrival: arrival(), ...change });

function show(order: OrderDetails, onCancelled = vi.fn()) {
  render(
    <WithStore>
      <OrderDetailsView order={order} notice="" onCancelled={onCancelled} />
    </WithStore>,
  );
  return onCancelled;
}

describe('the on-time promise on the order page', () => {
  it('says "Chef assigned" with the first name once accepted, and states the promise', () => {
    show(accepted());
    expect(screen.getByTestId('order-provider-label').textContent).toBe('Chef assigned');
    expect(screen.getByTestId('order-provider-name').textContent).toBe('Ramesh');
    expect(screen.getByTestId('order-punctuality-promise').textContent).toBe(PROMISE);
    expect(screen.queryByTestId('order-on-the-way')).toBeNull();
    expect(screen.queryByTestId('order-arrived')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel: full refund' })).toBeNull();
  });

  it('names the provider per service', () => {
    show(accepted({ arrival: arrival({ assignedLabel: 'Decorator assigned' }) }));
    expect(screen.getByTestId('order-provider-label').textContent).toBe('Decorator assigned');
  });

  it('shows no provider before they accepted', () => {
    show(orderDetails({ status: 1, statusLabel: 'Accepted', provider: null, arrival: null }));
    expect(screen.queryByTestId('order-provider')).toBeNull();
    expect(screen.getByTestId('order-punctuality-promise').textContent).toBe(PROMISE);
  });

  it('shows "On the way", then "Arrived at" in IST', () => {
    show(accepted({ arrival: arrival({ onTheWayAt: '2026-11-23T13:00:00.000Z' }) }));
    expect(screen.getByTestId('order-on-the-way').textContent).toBe('On the way');
    expect(screen.queryByTestId('order-arrived')).toBeNull();
    const again = accepted({ arrival: arrival({ onTheWayAt: '2026-11-23T13:00:00.000Z', arrivedAt: '2026-11-23T13:22:00.000Z' }) });
    render(
      <WithStore>
        <OrderDetailsView order={again} notice="" onCancelled={vi.fn()} />
      </WithStore>,
    );
    expect(screen.getByTestId('order-arrived').textContent).toBe('Arrived at 6:52 PM');
  });

  it('offers "Cancel: full refund" when nobody arrived within the hour, and cancels through its route', async () => {
    const cancelled = accepted({ status: 5, statusLabel: 'Cancelled', arrival: arrival() });
    const server = fakeApi({
      [`POST /api/order/${ORDER_ID}/cancel_no_show`]: { message: 'Your order PS-ABC234 is cancelled.', data: cancelled },
    });
    // the route's answer carries the refund beside `data` (the contract's fields)
    mocks.apiRequest = async (config) => {
      const answer = await server.apiRequest(config as Parameters<typeof server.apiRequest>[0]);
      return 'envelope' in answer ? { envelope: { ...answer.envelope, refundAmount: 1263, refundStatus: 'processed' } } : answer;
    };
    const onCancelled = show(accepted({ arrival: arrival({ canCancelNoShow: true, noShowRefund: 1263 }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel: full refund' }));
    expect(screen.getByText(/₹1,263 comes back to you/)).toBeTruthy();
    const cancels = () => server.seen.filter((r) => r.url.includes('cancel')).map((r) => `${r.method} ${r.url}`);
    expect(cancels()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(cancels().length).toBe(1));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith('Your order PS-ABC234 is cancelled.'));
    expect(cancels()).toEqual([`POST /api/order/${ORDER_ID}/cancel_no_show`]);
  });
});
