// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CancellationMeter from '../../../../components/orders/CancellationMeter';
import OrderDetailsLoader from '../../../../components/orders/OrderDetailsLoader';
import { fakeApi, ORDER_ID, orderDetails, WithStore } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

const DETAILS = `GET /api/order/order_details/${ORDER_ID}`;
// Thu 26 Nov 2026, 10:00 IST; an assigned order starting Sat 28 Nov 19:00 IST: full refund until today 19:00
const NOW = new Date('2026-11-26T04:30:00Z');
const H48 = '2026-11-26T13:30:00.000Z';
const H24 = '2026-11-27T13:30:00.000Z';
const FULL = { refundNow: 1200, refundPercentNow: 100, nextChangeAt: H48, nextRefund: 600 };
const HALF = { refundNow: 600, refundPercentNow: 50, nextChangeAt: H24, nextRefund: 0 };
const assigned = (cancellation: typeof FULL | null) =>
  orderDetails({
    status: 1,
    statusLabel: 'Accepted',
    eventDate: '2026-11-28',
    cancellation,
    refundIfCancelledNow: cancellation?.refundNow ?? 0,
  });

describe('the cancellation meter on the order page', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says what cancelling gives back now, until when in IST and what follows', () => {
    render(<CancellationMeter order={assigned(FULL)} now={NOW} />);
    expect(screen.getByTestId('cancel-meter')).toHaveTextContent('Cancel now: ₹1,200 back');
    expect(screen.getByTestId('cancel-meter')).toHaveTextContent('Full refund until today 19:00, then ₹600 back');
  });

  it('shows nothing once the order cannot be cancelled, or while nothing is paid', () => {
    const { unmount } = render(<CancellationMeter order={assigned(null)} now={NOW} />);
    expect(screen.queryByTestId('cancel-meter')).toBeNull();
    unmount();
    const unpaid = assigned(FULL);
    render(<CancellationMeter order={{ ...unpaid, payment: { ...unpaid.payment, paidAmount: 0 } }} now={NOW} />);
    expect(screen.queryByTestId('cancel-meter')).toBeNull();
  });

  it('fetches the order again when the clock crosses the threshold, and shows the lower refund without a reload', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    let crossed = false;
    const server = fakeApi({ [DETAILS]: () => ({ data: assigned(crossed ? HALF : FULL) }) });
    mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
    render(
      <WithStore>
        <OrderDetailsLoader id={ORDER_ID} />
      </WithStore>,
    );
    expect(await screen.findByText('Cancel now: ₹1,200 back', {}, { timeout: 10_000 })).toBeInTheDocument();
    const fetches = () => server.seen.filter((r) => `${r.method} ${r.url}` === DETAILS).length;
    const before = fetches();

    // nothing is fetched before the threshold
    await act(() => vi.advanceTimersByTimeAsync(9 * 60 * 60 * 1000 - 60_000));
    expect(fetches()).toBe(before);

    crossed = true;
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    await waitFor(() => expect(screen.getByText('Cancel now: ₹600 back')).toBeInTheDocument());
    expect(screen.getByText('₹600 back until tomorrow 19:00, then no refund')).toBeInTheDocument();
    expect(fetches()).toBe(before + 1);
  });

  it('fetches the order again when the tab comes back', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    let crossed = false;
    const server = fakeApi({ [DETAILS]: () => ({ data: assigned(crossed ? HALF : FULL) }) });
    mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
    render(
      <WithStore>
        <OrderDetailsLoader id={ORDER_ID} />
      </WithStore>,
    );
    expect(await screen.findByText('Cancel now: ₹1,200 back', {}, { timeout: 10_000 })).toBeInTheDocument();
    // the phone slept past the threshold: its timer has not fired yet, the tab's return refreshes the meter
    crossed = true;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.getByText('Cancel now: ₹600 back')).toBeInTheDocument());
  });
});
