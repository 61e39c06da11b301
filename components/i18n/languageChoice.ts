import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../lib/constants';
import { isLocale, LANGUAGE_COOKIE, type Locale } from '../../lib/i18n/locales';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the visitor chose on this browser (the `ps_lang` cookie), or null before they chose one. */
export function chosenLanguage(): Locale | null {
  if (typeof document === 'undefined') return null;
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLocale(value) ? value : null;
}

/**
 * Remembers a language the visitor chose (the switch in the header or the drawer, or their account's language after
 * a login) for a year. Only the browser writes it (see LANGUAGE_COOKIE). A logged-in customer's choice is saved to
 * their account too (their messages follow it), in the background: the switch never waits for it.
 * @param options `account: false` when the language comes from the account (nothing to save back).
 */
export function rememberLanguage(locale: Locale, { account = true }: { account?: boolean } = {}): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  if (account && window.localStorage.getItem(STORAGE_KEYS.TOKEN)) {
    void import('../account/accountLanguage').then(({ saveAccountLanguage }) => saveAccountLanguage(locale)).catch(() => undefined);
  }
}

/**
 * Shows the visitor's chosen language: a customer page opened in the other one (a link from a search result, an ad
 * or a message) moves to the same page in theirs, in the browser (the server answers one page per URL, never by
 * cookie). The console (`/ops`) is English only and is left alone; so is a visitor who never chose.
 * @param pageLocale the language of the page shown.
 */
export function useLanguageChoice(pageLocale: Locale): void {
  const router = useRouter();
  const { asPath, pathname, isReady } = router;
  useEffect(() => {
    if (!isReady || pathname === '/ops' || pathname.startsWith('/ops/') || pathname === '/_error' || pathname === '/404') return;
    const chosen = chosenLanguage();
    if (chosen && chosen !== pageLocale) void router.replace(asPath, asPath, { locale: chosen, scroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page shown; `router` changes identity as it moves
  }, [asPath, pageLocale, isReady]);
}
