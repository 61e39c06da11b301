/**
 * The account's language from the browser: saving the visitor's choice to their account, and moving the browser to
 * the account's language after a login. Loaded lazily (the language switch and the login never wait for it).
 */
import type { NextRouter } from 'next/router';
import { STORAGE_KEYS } from '../../lib/constants';
import { isLocale, type Locale } from '../../lib/i18n/locales';
import { apiRequest } from '../../services/apiClient';
import { rememberLanguage } from '../i18n/languageChoice';

/** Whether this browser holds a customer's session token. */
function hasSession(): boolean {
  return typeof window !== 'undefined' && Boolean(window.localStorage.getItem(STORAGE_KEYS.TOKEN));
}

/**
 * Saves `locale` as the logged-in customer's language (`PUT /api/user/user-details {language}`): their messages
 * follow it. Nothing without a session; a failure is ignored (the cookie still holds the choice on this browser).
 * @returns whether the account took it.
 */
export async function saveAccountLanguage(locale: Locale): Promise<boolean> {
  if (!hasSession()) return false;
  const answer = await apiRequest({ method: 'PUT', url: '/api/user/user-details', data: { language: locale } });
  return 'envelope' in answer;
}

/**
 * After a login: the account's language becomes the browser's choice, and a page in the other language moves to
 * the same page in the account's (a Hindi customer logging in on an English page reads on in Hindi).
 * @param language the `language` of the login's answer (`data.language`), or undefined to ask the API.
 * @returns the account's language, or null when unknown (no session, an old server).
 */
export async function followAccountLanguage(router: NextRouter, pageLocale: Locale, language?: string): Promise<Locale | null> {
  let accountLanguage: unknown = language;
  if (accountLanguage === undefined) {
    if (!hasSession()) return null;
    const answer = await apiRequest({ method: 'GET', url: '/api/user/user-details' });
    accountLanguage = 'envelope' in answer ? (answer.envelope.data as { language?: unknown } | undefined)?.language : undefined;
  }
  if (!isLocale(accountLanguage)) return null;
  // the account already holds it: nothing to save back
  rememberLanguage(accountLanguage, { account: false });
  if (accountLanguage !== pageLocale) await router.replace(router.asPath, router.asPath, { locale: accountLanguage, scroll: false });
  return accountLanguage;
}
