// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LoginDialog from '../../../../components/auth/LoginDialog';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { withMessages } from '../../../../server/i18n/messages';
import { text } from '../../../helpers/messages';
import { fakeApi, failure, type FakeRoutes, WithStore } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', push: vi.fn() }) }));
vi.mock('../../../../client/push', () => ({ startPushMessaging: () => Promise.resolve() }));

const hi = (key: string, values?: Record<string, string | number>) => text('common', key, values, 'hi');
const USER = { _id: '44444444-4444-4444-8444-444444444444', phone: '9876543210', name: 'Ravi' };

function renderHindi(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = async (config: unknown) => {
    const { method, url } = config as { method: string; url: string };
    if (`${method} ${url}` === 'POST /api/user/otp_verify' && routes['POST /api/user/otp_verify'] === undefined) {
      return { envelope: { error: false, status: 200, message: 'Welcome back!', data: USER, token: 'tok.en.x', deletionCancelled: false } };
    }
    return server.apiRequest(config as never);
  };
  render(
    <I18nProvider value={withMessages('hi', []).i18n}>
      <WithStore>
        <LoginDialog open onClose={() => undefined} />
      </WithStore>
    </I18nProvider>,
  );
}

/** The dialog's words, text node by text node, without the customer's own input (the number they typed, their name). */
function dialogWords(): string {
  const walker = document.createTreeWalker(screen.getByRole('dialog'), NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ').replace(USER.name, ' ');
}

describe('the login dialog on a Hindi page', () => {
  it('walks the phone, code and welcome steps in Hindi', async () => {
    renderHindi({ 'POST /api/user/otp_generate': { data: undefined, message: 'OTP sent successfully' } });
    const dialog = await screen.findByRole('dialog', { name: hi('login.title') }, { timeout: 5000 });
    expect(within(dialog).getByText(hi('login.phoneIntro'))).toBeInTheDocument();
    expect(strayLatinWords(dialogWords())).toEqual([]);

    // the spec's errors, in Hindi
    fireEvent.click(screen.getByRole('button', { name: hi('login.getOtp') }));
    expect(screen.getByText(hi('spec.phoneRequired'))).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '98765' } });
    expect(screen.getByText(hi('spec.phoneInvalid'))).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: hi('login.getOtp') }));
    const otp = await screen.findByTestId('otp-input', {}, { timeout: 5000 });
    expect(screen.getByText(hi('login.otpIntro', { length: 4, phone: '+91 9876543210' }), { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/सेकंड बाद कोड दोबारा भेज सकते हैं/)).toBeInTheDocument();
    fireEvent.change(otp, { target: { value: '12' } });
    fireEvent.change(otp, { target: { value: '' } });
    expect(screen.getByText(hi('spec.otpRequired'))).toBeInTheDocument();
    expect(strayLatinWords(dialogWords())).toEqual([]);

    fireEvent.change(otp, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: hi('login.verify') }));
    await screen.findByRole('dialog', { name: hi('spec.loginSuccessTitle') }, { timeout: 5000 });
    expect(screen.getByText(hi('login.welcome', { name: USER.name }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: hi('common.ok') })).toBeInTheDocument();
    expect(strayLatinWords(dialogWords())).toEqual([]);
  });

  it('says a wrong code in Hindi', async () => {
    renderHindi({
      'POST /api/user/otp_generate': { data: undefined, message: 'OTP sent successfully' },
      'POST /api/user/otp_verify': failure(401, 'Invalid OTP'),
    });
    fireEvent.change(await screen.findByTestId('phone-input', {}, { timeout: 5000 }), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: hi('login.getOtp') }));
    fireEvent.change(await screen.findByTestId('otp-input', {}, { timeout: 5000 }), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: hi('login.verify') }));
    await waitFor(() => expect(screen.getByText(hi('spec.otpInvalid'))).toBeInTheDocument(), { timeout: 5000 });
  });

  it("says a refused code request in Hindi, with the wait in minutes instead of the server's English", async () => {
    renderHindi({
      'POST /api/user/otp_generate': {
        failure: { status: 429, message: 'Too many codes. Try again in 1 hour.', errors: [], retryAfterSeconds: 3600 },
      },
    });
    fireEvent.change(await screen.findByTestId('phone-input', {}, { timeout: 5000 }), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: hi('login.getOtp') }));
    await waitFor(
      () => expect(screen.getByText(`${hi('spec.otpSendFailed')} ${hi('login.waitMinutes', { minutes: 60 })}`)).toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );
    expect(screen.queryByText(/Too many codes/)).toBeNull();
  });
});
