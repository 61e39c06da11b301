import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';
import { formatMessage, type Messages, type MessageValues, type PageMessages } from '../../lib/i18n/message';

/**
 * Messages every screen may fall back to when its page did not send them: empty in the browser (each page's props
 * carry its own domains); the unit tests register all the English messages here, so a component renders in English
 * without a page around it.
 */
const fallbackMessages: Messages = {};

/** Registers messages used when no page supplied a domain (the unit tests' English). */
export function registerFallbackMessages(messages: Messages): void {
  Object.assign(fallbackMessages, messages);
}

const I18nContext = createContext<PageMessages>({ locale: DEFAULT_LOCALE, messages: {} });

/**
 * The page's language and messages for every screen under it (`_app` passes the page props' `i18n`, which the
 * page's data function built with `withMessages`).
 */
export function I18nProvider({ value, children }: { value: PageMessages; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language (`en` or `hi`). */
export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

/** Text of one message: `t('guests', { count: 5 })` -> "5 मेहमान". */
export type T = (key: string, values?: MessageValues) => string;
/** A message with `<tags>` wrapped in React nodes: `rich('terms', { link: (chunks) => <a href="/t">{chunks}</a> })`. */
export type RichT = (key: string, values?: MessageValues<ReactNode>) => ReactNode;

function lookup(messages: Messages, domain: string, key: string) {
  return messages[domain]?.[key] ?? fallbackMessages[domain]?.[key];
}

/**
 * The messages of one domain in the page's language.
 * @returns `t(key, values)` (text) with `t.rich(key, values)` (React nodes, for `<tags>`). A key the page did not
 *   load is shown as `domain.key` and reported on the console: the page's data function must list its domain.
 */
export function useT(domain: string): T & { rich: RichT } {
  const { locale, messages } = useContext(I18nContext);
  return useMemo(() => {
    const missing = (key: string) => {
      if (process.env.NODE_ENV !== 'production') console.error(`[i18n] no message ${domain}.${key} on this page`);
      return `${domain}.${key}`;
    };
    const text: T = (key, values) => {
      const message = lookup(messages, domain, key);
      if (message === undefined) return missing(key);
      const formatted = formatMessage(message, locale, values);
      return Array.isArray(formatted) ? formatted.join('') : String(formatted);
    };
    const rich: RichT = (key, values) => {
      const message = lookup(messages, domain, key);
      if (message === undefined) return missing(key);
      const parts = formatMessage<ReactNode>(message, locale, values);
      return Array.isArray(parts) ? parts.map((part, index) => <Fragment key={index}>{part}</Fragment>) : parts;
    };
    return Object.assign(text, { rich });
  }, [domain, locale, messages]);
}
