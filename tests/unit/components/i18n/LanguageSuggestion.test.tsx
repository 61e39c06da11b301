// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import { chosenLanguage } from '../../../../components/i18n/languageChoice';
import LanguageSuggestion, { browserPrefersHindi } from '../../../../components/i18n/LanguageSuggestion';
import { withMessages } from '../../../../server/i18n/messages';

vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', asPath: '/', push: vi.fn() }) }));

const setLanguages = (languages: string[]) => vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
const clearCookie = () => {
  document.cookie = 'ps_lang=; Path=/; Max-Age=0';
};
const renderOn = (locale: 'en' | 'hi') =>
  render(
    <I18nProvider value={withMessages(locale, []).i18n}>
      <LanguageSuggestion bottom={16} />
    </I18nProvider>,
  );

describe('the suggestion to read the page in Hindi', () => {
  beforeEach(clearCookie);
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookie();
  });

  it('reads the browser languages: Hindi before English', () => {
    expect(browserPrefersHindi(['hi-IN', 'en-US'])).toBe(true);
    expect(browserPrefersHindi(['hi'])).toBe(true);
    expect(browserPrefersHindi(['mr-IN', 'hi', 'en'])).toBe(true);
    expect(browserPrefersHindi(['en-IN', 'hi'])).toBe(false);
    expect(browserPrefersHindi(['ta-IN'])).toBe(false);
    expect(browserPrefersHindi([])).toBe(false);
  });

  it('shows on an English page to a browser that prefers Hindi and has no language cookie, linking to the page in Hindi', () => {
    setLanguages(['hi-IN', 'en']);
    renderOn('en');
    const link = screen.getByTestId('language-suggestion-link');
    expect(link).toHaveTextContent('हिंदी में देखें');
    // the language switch's link: this page, in Hindi (Next's Link adds /hi in the app; the e2e follows it)
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('hreflang', 'hi');
  });

  it('is never in the server HTML (one shared copy per URL)', () => {
    setLanguages(['hi-IN']);
    const html = renderToString(
      <I18nProvider value={withMessages('en', []).i18n}>
        <LanguageSuggestion bottom={16} />
      </I18nProvider>,
    );
    expect(html).toBe('');
  });

  it('does not show to an English-first browser, after a choice, or on a Hindi page', () => {
    setLanguages(['en-IN', 'hi']);
    const first = renderOn('en');
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
    first.unmount();

    setLanguages(['hi-IN']);
    document.cookie = 'ps_lang=en; Path=/';
    const second = renderOn('en');
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
    second.unmount();

    clearCookie();
    renderOn('hi');
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
  });

  it('closing it remembers English and hides it', () => {
    setLanguages(['hi']);
    renderOn('en');
    fireEvent.click(screen.getByRole('button', { name: 'Keep English' }));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
    expect(chosenLanguage()).toBe('en');
  });

  it('following it remembers Hindi', () => {
    setLanguages(['hi']);
    renderOn('en');
    const link = screen.getByTestId('language-suggestion-link');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(chosenLanguage()).toBe('hi');
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
  });
});
