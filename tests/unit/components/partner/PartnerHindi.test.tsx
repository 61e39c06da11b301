// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import PartnerHomePage from '../../../../pages/partner/index';
import PartnerLoginPage from '../../../../pages/partner/login';
import { withMessages } from '../../../../server/i18n/messages';
import { renderInConsole } from '../console/renderInConsole';

vi.mock('next/router', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/partner', pathname: '/partner', locale: 'hi' }),
}));

const PROVIDER = { _id: 'p1', firstName: 'Ramesh', photoUrl: null };

describe('the partner app in Hindi', () => {
  afterEach(cleanup);

  it('shows the header and the job list page in Hindi under /hi/partner, with a switch back to English', () => {
    const { container } = renderInConsole(
      <I18nProvider value={withMessages('hi', ['partner']).i18n}>
        <PartnerHomePage provider={PROVIDER} jobs={{ upcoming: [], recent: [] }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'साइन आउट' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ramesh: मेरी फोटो' }).getAttribute('href')).toBe('/partner/profile');
    expect(screen.getByTestId('partner-availability-link').textContent).toBe('मेरी उपलब्धता: काम के घंटे, छुट्टी, पिनकोड');
    expect(screen.getByTestId('partner-photo-nudge').textContent).toBe('ग्राहक अपने ऑर्डर पेज पर आपकी फोटो देखते हैं। अपनी फोटो लगाएं');
    const header = container.querySelector('header')!;
    const toEnglish = screen.getByTestId('language-switch');
    expect(toEnglish.textContent).toBe('English');
    // the header says nothing in Latin letters but the provider's own name (and initial) and the other language's name
    const rest = header.cloneNode(true) as HTMLElement;
    rest.querySelectorAll('a[href="/partner/profile"], [data-testid="language-switch"]').forEach((element) => element.remove());
    expect(rest.textContent).toContain('पार्टनर');
    expect(strayLatinWords(rest.textContent!)).toEqual([]);
  });

  it('keeps the English texts on English pages', () => {
    renderInConsole(
      <I18nProvider value={withMessages('en', ['partner']).i18n}>
        <PartnerHomePage provider={PROVIDER} jobs={{ upcoming: [], recent: [] }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByTestId('partner-earnings-link').textContent).toBe('My earnings and bank account');
    expect(screen.getByTestId('language-switch').textContent).toBe('हिंदी');
  });

  it('signs in in Hindi: the page and the shared sign-in form say it in Hindi', () => {
    const { container } = renderInConsole(
      <I18nProvider value={withMessages('hi', ['partner']).i18n}>
        <PartnerLoginPage />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'पार्टनर साइन इन' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OTP पाएं' })).toBeTruthy();
    expect(screen.getByLabelText(/मोबाइल नंबर/)).toBeTruthy();
    expect(strayLatinWords(container.textContent!)).toEqual([]);
  });
});
