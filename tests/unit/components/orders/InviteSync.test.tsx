// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import OrderSummaryCard from '../../../../components/orders/OrderSummaryCard';
import { failure, fakeApi, ORDER_ID, orderDetails, WithStore, type FakeRoutes } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  openGateway: vi.fn(async (..._args: unknown[]) => undefined),
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../../../../client/gateway', () => ({ openGateway: mocks.openGateway, GatewayOpenError: class extends Error {} }));

const ATTEMPT_ID = '55555555-5555-4555-8555-555555555555';
const URL = `/api/order/${ORDER_ID}/sync-headcount`;

function serve(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

const synced = (change: Record<string, unknown>) => ({
  order: orderDetails({ orderType: 6, people: 34, inviteGuests: 34 }),
  fromGuests: 30,
  toGuests: 34,
  difference: 1200,
  refund: null,
  payment: null,
  ...change,
});

/**
 * Renders a food order booked for 30 guests whose invite says `guests`, with the server's offer to sync to them
 * (`newTotal` rupees, `difference` more or, below 0, back), taps "Sync to N guests" and answers the confirmation.
 */
async function openSyncConfirmation(guests: number, newTotal: number, difference: number, onInviteSynced?: (message: string) => void) {
  render(
    <WithStore>
      <OrderSummaryCard
        order={orderDetails({ orderType: 6, people: 30, inviteGuests: guests, inviteSync: { guests, newTotal, difference } })}
        onInviteSynced={onInviteSynced}
      />
    </WithStore>,
  );
  fireEvent.click(screen.getByRole('button', { name: `Sync to ${guests} guests` }));
  return screen.findByRole('dialog');
}

describe('"Sync to N guests" on the order page', () => {
  beforeEach(() => mocks.openGateway.mockClear());

  it('is not shown when the server offers no sync (inside 48 hours, same count)', () => {
    render(
      <WithStore>
        <OrderSummaryCard order={orderDetails({ orderType: 6, people: 30, inviteGuests: 30, inviteSync: null })} />
      </WithStore>,
    );
    expect(screen.getByTestId('invite-guests')).toHaveTextContent('Your invite says 30 guests');
    expect(screen.queryByRole('button', { name: /Sync to/ })).toBeNull();
  });

  it('confirms the new total and "Pay ₹X more", then opens the gateway for the top-up with the expected total', async () => {
    const payment = {
      attemptId: ATTEMPT_ID,
      orderId: ORDER_ID,
      orderNumber: 'PS-ABC234',
      kind: 'topup',
      provider: 'sandbox',
      amountPaise: 120000,
      currency: 'INR',
      redirectUrl: `/pay/sandbox/${ATTEMPT_ID}`,
      prefill: { name: 'Asha', contact: '+919876511111' },
      expiresAt: '2026-03-01T10:30:00.000Z',
    };
    const server = serve({ [`POST ${URL}`]: { data: synced({ payment, order: orderDetails({ orderType: 6, people: 30 }) }) } });
    const dialog = await openSyncConfirmation(34, 10200, 1200);
    expect(dialog).toHaveTextContent('Your new total is ₹10,200. Pay ₹1,200 more.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,200 more' }));
    await waitFor(() => expect(mocks.openGateway).toHaveBeenCalledTimes(1));
    expect(mocks.openGateway.mock.calls[0]![0]).toMatchObject({ attemptId: ATTEMPT_ID, kind: 'topup', amountPaise: 120000 });
    expect(server.seen.find((r) => r.url === URL)!.body).toEqual({ guests: 34, expectedTotal: 10200 });
  });

  it('confirms "₹Y will be refunded", then shows the refund', async () => {
    serve({ [`POST ${URL}`]: { data: synced({ toGuests: 26, difference: -1200, refund: { amount: 1200, status: 'processed' } }) } });
    const onSynced = vi.fn();
    expect(await openSyncConfirmation(26, 7800, -1200, onSynced)).toHaveTextContent('Your new total is ₹7,800. ₹1,200 will be refunded.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, sync' }));
    const text = 'Your order is now for 26 guests. ₹1,200 has been refunded to your original payment method.';
    expect(await screen.findByTestId('invite-sync-done')).toHaveTextContent(text);
    expect(onSynced).toHaveBeenCalledWith(text);
    expect(mocks.openGateway).not.toHaveBeenCalled();
  });

  it("shows the route's message when the change goes to support (above 30%)", async () => {
    const message = 'A change of more than 30% of your guests needs our team: we have opened a support request and will help you shortly.';
    serve({ [`POST ${URL}`]: failure(400, message) });
    await openSyncConfirmation(50, 15000, 6000);
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹6,000 more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(mocks.openGateway).not.toHaveBeenCalled();
  });
});
