// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionUiProvider, useSessionUi } from '../../../../components/auth/SessionUi';
import { StoreHost } from '../../../../store/StoreHost';
import { fakeApi } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/book-chef-cook-for-party/order-details', push: vi.fn() }) }));
vi.mock('../../../../client/push', () => ({ startPushMessaging: () => Promise.resolve() }));

const USER = { _id: '44444444-4444-4444-8444-444444444444', phone: '9876543210', name: 'Ravi' };

/** The fake server, with otp_verify answering a token beside `data` as the real one does. */
function serve() {
  const server = fakeApi({ 'POST /api/user/otp_generate': { data: undefined, message: 'OTP sent successfully' } });
  mocks.apiRequest = async (config: unknown) => {
    const { method, url } = config as { method: string; url: string };
    if (`${method} ${url}` === 'POST /api/user/otp_verify') {
      return { envelope: { error: false, status: 200, message: 'Login successful', data: USER, token: 'tok.en.x' } };
    }
    return server.apiRequest(config as never);
  };
}

function ContinueButton({ proceed }: { proceed: () => void }) {
  const { openLogin } = useSessionUi();
  return (
    <button type="button" onClick={() => openLogin(proceed)}>
      Continue
    </button>
  );
}

function renderPage(proceed: () => void) {
  render(
    <StoreHost>
      <SessionUiProvider>
        <ContinueButton proceed={proceed} />
      </SessionUiProvider>
    </StoreHost>,
  );
}

async function logIn() {
  fireEvent.change(await screen.findByTestId('phone-input', {}, { timeout: 5000 }), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'GET OTP' }));
  fireEvent.change(await screen.findByTestId('otp-input', {}, { timeout: 5000 }), { target: { value: '1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('Continue asks for the login and then carries on', () => {
  beforeEach(() => {
    localStorage.clear();
    serve();
  });

  it('runs the continuation once the customer has logged in, without a second tap', async () => {
    const proceed = vi.fn();
    renderPage(proceed);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await logIn();
    await waitFor(() => expect(proceed).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it('forgets it when the popup is closed without a login', async () => {
    const proceed = vi.fn();
    renderPage(proceed);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('phone-input', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('phone-input')).toBeNull(), { timeout: 5000 });
    expect(proceed).not.toHaveBeenCalled();
  });
});
