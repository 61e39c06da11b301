// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import TipBox from '../../../../components/orders/TipBox';
import { failure, fakeApi, ORDER_ID, WithStore, type FakeRoutes } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  openGateway: vi.fn(async (..._args: unknown[]) => undefined),
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../../../../client/gateway', () => ({ openGateway: mocks.openGateway, GatewayOpenError: class extends Error {} }));

const ATTEMPT_ID = '66666666-6666-4666-8666-666666666666';
const PAYMENT_ID = '77777777-7777-4777-8777-777777777777';
const URL = `/api/order/${ORDER_ID}/tip`;

function serve(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

const attempt = (amountPaise: number) => ({
  attemptId: ATTEMPT_ID,
  orderId: ORDER_ID,
  orderNumber: 'PS-ABC234',
  kind: 'tip',
  provider: 'sandbox',
  amountPaise,
  currency: 'INR',
  redirectUrl: `/pay/sandbox/${ATTEMPT_ID}`,
  prefill: { name: 'Asha', contact: '+919876511111' },
  expiresAt: '2026-03-01T10:30:00.000Z',
});

const renderTip = (tip: Parameters<typeof TipBox>[0]['tip']) =>
  render(
    <WithStore>
      <TipBox orderId={ORDER_ID} tip={tip} />
    </WithStore>,
  );

describe('the tip box on a completed order', () => {
  beforeEach(() => mocks.openGateway.mockClear());

  it('offers ₹50, ₹100, ₹200 for the provider and pays the chosen one on the gateway', async () => {
    const server = serve({ [`POST ${URL}`]: { data: attempt(20_000) } });
    renderTip({ providerFirstName: 'Ravi', canTip: true, paid: null });
    expect(screen.getByRole('heading', { name: 'Add a tip for Ravi' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(['₹50', '₹200']);
    fireEvent.click(screen.getByRole('button', { name: '₹200' }));
    expect(screen.getByRole('button', { name: '₹200' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Tip ₹200' }));
    await waitFor(() => expect(mocks.openGateway).toHaveBeenCalledTimes(1));
    expect(mocks.openGateway.mock.calls[0]![0]).toMatchObject({ kind: 'tip', amountPaise: 20_000 });
    const sent = server.seen.find((r) => r.url === URL)!;
    expect(sent.body).toEqual({ amount: 200 });
  });

  it('takes a custom amount in whole rupees within ₹10 to ₹2,000, refusing others before asking the server', async () => {
    const server = serve({ [`POST ${URL}`]: { data: attempt(7_500) } });
    renderTip({ providerFirstName: 'Ravi', canTip: true, paid: null });
    const custom = screen.getByLabelText('Other amount (₹10 to ₹2,000)');
    fireEvent.change(custom, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tip ₹5' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The smallest tip is ₹10');
    fireEvent.change(custom, { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tip ₹2,500' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The largest tip is ₹2,000');
    expect(server.seen.filter((r) => r.url === URL)).toHaveLength(0);
    fireEvent.change(custom, { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tip ₹75' }));
    await waitFor(() => expect(mocks.openGateway).toHaveBeenCalledTimes(1));
    expect(server.seen.find((r) => r.url === URL)!.body).toEqual({ amount: 75 });
  });

  it("shows the server's refusal", async () => {
    serve({ [`POST ${URL}`]: failure(409, 'You have already added a tip for this order. Thank you!') });
    renderTip({ providerFirstName: 'Ravi', canTip: true, paid: null });
    fireEvent.click(screen.getByRole('button', { name: 'Tip ₹100' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already added a tip for this order.');
    expect(mocks.openGateway).not.toHaveBeenCalled();
  });

  it('thanks the customer once the tip is paid, with its receipt, and offers no second one', () => {
    renderTip({ providerFirstName: 'Ravi', canTip: false, paid: { amount: 100, paymentId: PAYMENT_ID } });
    expect(screen.getByTestId('tip-thanks')).toHaveTextContent('Thank you! ₹100 tip sent to Ravi.');
    expect(screen.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', `/pay/receipt/${PAYMENT_ID}`);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing while a tip cannot be added (a balance still to pay)', () => {
    const { container } = renderTip({ providerFirstName: 'Ravi', canTip: false, paid: null });
    expect(container).toBeEmptyDOMElement();
  });
});
