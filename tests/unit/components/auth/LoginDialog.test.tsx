// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LoginDialog from '../../../../components/auth/LoginDialog';
import { text } from '../../../helpers/messages';
import type { ApiFailure } from '../../../../services/errors';
import { fakeApi, type FakeRoutes, WithStore } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', push: vi.fn() }) }));
vi.mock('../../../../client/push', () => ({ startPushMessaging: () => Promise.resolve() }));

/** The server's answer to a second code request within 30 s (server/auth/otp.ts: 429 with Retry-After). */
const justSent = (seconds: number): { failure: ApiFailure } => ({
  failure: {
    status: 429,
    message: `A code was sent just now. Please try again in ${seconds} seconds.`,
    errors: [],
    retryAfterSeconds: seconds,
  },
});

function renderDialog(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  render(
    <WithStore>
      <LoginDialog open onClose={() => undefined} />
    </WithStore>,
  );
  return server;
}

const requestCode = () => {
  fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'GET OTP' }));
};

describe('LoginDialog: a code requested again within 30 s', () => {
  it('opens the code field with a countdown instead of "Failed to send OTP" when a code was sent just now', async () => {
    renderDialog({ 'POST /api/user/otp_generate': justSent(25) });
    requestCode();
    const otp = await screen.findByTestId('otp-input', {}, { timeout: 5000 });
    expect(screen.queryByText(new RegExp(text('common', 'spec.otpSendFailed').replace('.', '\\.')))).toBeNull();
    expect(screen.getByText(/already sent/i)).toBeInTheDocument();
    expect(screen.getByText(/Resend Code in 2[45]s/)).toBeInTheDocument();
    fireEvent.change(otp, { target: { value: '1234' } });
    expect(otp).toHaveValue('1234');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('keeps the code field usable, with the countdown and no failure, when a resend is refused', async () => {
    renderDialog({ 'POST /api/user/otp_generate': justSent(1) });
    requestCode();
    const otp = await screen.findByTestId('otp-input', {}, { timeout: 5000 });
    fireEvent.change(otp, { target: { value: '12' } });
    const resend = await screen.findByRole('button', { name: 'Resend Code' }, { timeout: 6000 });
    fireEvent.click(resend);
    await waitFor(() => expect(screen.getByText(/Resend Code in 1s/)).toBeInTheDocument(), { timeout: 5000 });
    // spec 4: Resend Code resets the field; the code received before still works, so it can be typed again
    fireEvent.change(screen.getByTestId('otp-input'), { target: { value: '1234' } });
    expect(screen.getByTestId('otp-input')).toHaveValue('1234');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.getByText(/already sent/i)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(text('common', 'spec.otpSendFailed').replace('.', '\\.')))).toBeNull();
  });
});

describe('LoginDialog: a login that undid a pending account deletion', () => {
  const USER = { _id: '44444444-4444-4444-8444-444444444444', phone: '9876543210', name: 'Ravi' };
  function serve(deletionCancelled: boolean) {
    const server = fakeApi({ 'POST /api/user/otp_generate': { data: undefined, message: 'OTP sent successfully' } });
    mocks.apiRequest = async (config: unknown) => {
      const { method, url } = config as { method: string; url: string };
      if (`${method} ${url}` === 'POST /api/user/otp_verify') {
        return { envelope: { error: false, status: 200, message: 'Welcome back!', data: USER, token: 'tok.en.x', deletionCancelled } };
      }
      return server.apiRequest(config as never);
    };
    render(
      <WithStore>
        <LoginDialog open onClose={() => undefined} />
      </WithStore>,
    );
  }
  async function logIn() {
    await screen.findByTestId('phone-input', {}, { timeout: 5000 });
    requestCode();
    fireEvent.change(await screen.findByTestId('otp-input', {}, { timeout: 5000 }), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText(/You have been logged in successfully/, {}, { timeout: 5000 });
  }

  it('says on the success screen that the deletion was cancelled', async () => {
    serve(true);
    await logIn();
    expect(screen.getByText('Your account deletion was cancelled because you logged in again.')).toBeInTheDocument();
  });

  it('says nothing of it after an ordinary login', async () => {
    serve(false);
    await logIn();
    expect(screen.queryByText(/account deletion was cancelled/)).toBeNull();
  });
});
