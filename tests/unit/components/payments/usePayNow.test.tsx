// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PayButton from '../../../../components/payments/PayButton';
import { failure, fakeApi, ORDER_ID, WithStore, type FakeAnswer } from './fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  openGateway: vi.fn(async () => undefined),
  openLogin: vi.fn(),
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../../../../client/gateway', () => ({ openGateway: mocks.openGateway }));
vi.mock('../../../../components/auth/SessionUi', () => ({ useSessionUi: () => ({ openLogin: mocks.openLogin }) }));

const CREATE = 'POST /api/payment_gateway/payment';
const ATTEMPT = {
  attemptId: '44444444-4444-4444-8444-444444444444',
  orderId: ORDER_ID,
  orderNumber: 'PS-ABC234',
  kind: 'advance',
  provider: 'sandbox',
  amountPaise: 150000,
  currency: 'INR',
  redirectUrl: '/pay/sandbox/44444444-4444-4444-8444-444444444444',
  prefill: { contact: '9876543210' },
  expiresAt: '2026-03-01T10:30:00.000Z',
};

/** Renders a pay button over a fake server whose create endpoint answers `answers` in turn. */
function setup(...answers: FakeAnswer[]) {
  const server = fakeApi({ [CREATE]: () => answers.shift() ?? { data: ATTEMPT } });
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  render(
    <WithStore>
      <PayButton orderId={ORDER_ID} due={{ kind: 'advance', amount: 1500 }} />
    </WithStore>,
  );
  const keys = () => server.seen.filter((r) => `${r.method} ${r.url}` === CREATE).map((r) => r.headers['Idempotency-Key']);
  return { keys };
}

const payButton = () => screen.getByRole('button', { name: 'Pay ₹1,500' });

describe('usePayNow', () => {
  beforeEach(() => {
    mocks.openGateway.mockClear();
    mocks.openLogin.mockClear();
  });

  it('opens the gateway of the attempt the server opened', async () => {
    setup({ data: ATTEMPT });
    fireEvent.click(payButton());
    await waitFor(() => expect(mocks.openGateway).toHaveBeenCalledTimes(1));
    expect(mocks.openGateway.mock.calls[0]).toEqual([ATTEMPT, expect.any(Function)]);
    expect(screen.getByRole('button', { name: 'Redirecting to payment…' })).toBeDisabled();
  });

  it('sends one request for a double click', async () => {
    const { keys } = setup({ data: ATTEMPT });
    fireEvent.click(payButton());
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(mocks.openGateway).toHaveBeenCalledTimes(1));
    expect(keys()).toHaveLength(1);
  });

  it('asks again with the same key after a lost answer, and with a new key after an answered failure', async () => {
    const { keys } = setup(
      failure('NETWORK', 'Network error. Please check your connection and try again.'),
      failure(502, 'Payment service is busy, please retry'),
      { data: ATTEMPT },
    );
    fireEvent.click(payButton());
    await screen.findByText('Network error. Please check your connection and try again.');
    fireEvent.click(payButton());
    // the gateway's busy answer is shown as the server words it (a 5xx otherwise reads as the fallback)
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment service is busy, please retry');
    fireEvent.click(payButton());
    await waitFor(() => expect(mocks.openGateway).toHaveBeenCalledTimes(1));
    const [first, second, third] = keys();
    expect(first).toMatch(/^[\x21-\x7e]{8,100}$/);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it("shows the server's reason for a 409 (already paid, cancelled or expired)", async () => {
    setup(failure(409, 'This order is already paid'));
    fireEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is already paid');
    expect(mocks.openGateway).not.toHaveBeenCalled();
  });

  it('opens the login popup when the session has ended (401), and says why beside the button', async () => {
    setup(failure(401, 'Please log in'));
    fireEvent.click(payButton());
    await waitFor(() => expect(mocks.openLogin).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in again to pay.');
    expect(payButton()).toBeEnabled();
  });
});
