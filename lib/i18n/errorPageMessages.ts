import enCommon from '../../messages/en/common.json';
import enInfo from '../../messages/en/info.json';
import hiCommon from '../../messages/hi/common.json';
import hiInfo from '../../messages/hi/info.json';
import type { Locale } from './locales';
import type { CompiledMessage, DomainMessages, PageMessages } from './message';

/** The messages the error page shows (components/info/ErrorPage and its WhatsApp button), by domain. */
export const ERROR_PAGE_KEYS = {
  info: [
    'notFound.title',
    'notFound.description',
    'notFound.heading',
    'notFound.text',
    'notFound.home',
    'notFound.whatsapp',
    'serverError.title',
    'serverError.description',
    'serverError.heading',
    'serverError.text',
  ],
  common: ['whatsapp.message', 'whatsapp.book', 'whatsapp.partyServices'],
} as const;

const SOURCES: Record<Locale, Record<keyof typeof ERROR_PAGE_KEYS, Record<string, string>>> = {
  en: { info: enInfo, common: enCommon },
  hi: { info: hiInfo, common: hiCommon },
};

/**
 * A message with only plain `{name}` arguments, compiled as icu-minify compiles it (`"a {x} b"` -> `["a ", ["x"], " b"]`),
 * so the browser needs no ICU compiler for the error page (a unit test holds the two alike for every key used).
 */
export function compilePlain(text: string): CompiledMessage {
  if (!text.includes('{')) return text;
  const parts: (string | [string])[] = [];
  text.split(/\{(\w+)\}/).forEach((part, index) => {
    if (index % 2 === 1) parts.push([part]);
    else if (part !== '') parts.push(part);
  });
  return parts as unknown as CompiledMessage;
}

/**
 * The error page's language and messages, built into the page's code: `pages/_error` has no data function that could
 * read the message files (it also renders in the browser after a crash), yet must never show a `domain.key`. Hindi
 * takes each message from Hindi, else English.
 */
export function errorPageMessages(locale: Locale): PageMessages {
  const messages = Object.fromEntries(
    (Object.keys(ERROR_PAGE_KEYS) as (keyof typeof ERROR_PAGE_KEYS)[]).map((domain) => {
      const picked: DomainMessages = {};
      for (const key of ERROR_PAGE_KEYS[domain]) {
        const text = SOURCES[locale][domain][key] ?? SOURCES.en[domain][key];
        if (text !== undefined) picked[key] = compilePlain(text);
      }
      return [domain, picked];
    }),
  );
  return { locale, messages };
}
