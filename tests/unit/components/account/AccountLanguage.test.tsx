// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountLanguage from '../../../../components/account/AccountLanguage';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { STORAGE_KEYS } from '../../../../lib/constants';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { withMessages } from '../../../../server/i18n/messages';

const mocks = vi.hoisted(() => ({
  requests: [] as unknown[],
  answer: { envelope: { status: 200, message: 'Your language has been saved.' } } as unknown,
  replace: vi.fn(async () => true),
}));
vi.mock('../../../../services/apiClient', () => ({
  apiRequest: async (config: unknown) => {
    mocks.requests.push(config);
    return mocks.answer;
  },
}));
vi.mock('next/router', () => ({ default: { asPath: '/accounts', replace: mocks.replace } }));

const PROFILE = { _id: 'u1', phone: '9891234567', name: 'Asha Verma', avatar: null, language: 'hi' as const };

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.TOKEN, 'token');
  mocks.requests.length = 0;
  mocks.replace.mockClear();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.cookie = 'ps_lang=; Max-Age=0; Path=/';
});

const renderIn = (locale: 'en' | 'hi') =>
  render(
    <I18nProvider value={withMessages(locale, ['account']).i18n}>
      <AccountLanguage profile={PROFILE} />
    </I18nProvider>,
  );

describe('the account language row', () => {
  it('shows in Hindi on a Hindi page, each language named in itself, without stray Latin words', () => {
    const { container } = renderIn('hi');
    expect(screen.getByRole('heading', { name: 'भाषा' })).toBeTruthy();
    const select = screen.getByTestId('account-language') as HTMLSelectElement;
    expect(select.value).toBe('hi');
    expect([...select.options].map((option) => option.textContent)).toEqual(['English', 'हिंदी']);
    // the options name each language in itself (as the language switch does); the rest is Hindi
    select.querySelectorAll('option').forEach((option) => option.remove());
    expect(strayLatinWords(container.textContent ?? '')).toEqual([]);
  });

  it('saves the choice to the account, remembers it and moves the page to it', async () => {
    renderIn('hi');
    fireEvent.change(screen.getByTestId('account-language'), { target: { value: 'en' } });
    await waitFor(() => expect(mocks.replace).toHaveBeenCalledWith('/accounts', '/accounts', { locale: 'en', scroll: false }));
    expect(mocks.requests).toEqual([{ method: 'PUT', url: '/api/user/user-details', data: { language: 'en' } }]);
    expect(document.cookie).toContain('ps_lang=en');
    expect(screen.getByRole('status').textContent).toBe('आपकी भाषा सेव हो गई है।');
  });

  it('says so when the account could not save it, and stays', async () => {
    mocks.answer = { failure: { status: 500, message: 'Server error', errors: [], retryAfterSeconds: null } };
    renderIn('en');
    fireEvent.change(screen.getByTestId('account-language'), { target: { value: 'en' } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Could not save your language. Please try again.');
    expect(mocks.replace).not.toHaveBeenCalled();
  });
});
