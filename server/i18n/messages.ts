import { readFileSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { DEFAULT_LOCALE, localeOr, type Locale } from '../../lib/i18n/locales';
import { formatMessage, type DomainMessages, type MessageValues, type PageMessages } from '../../lib/i18n/message';

/** Where the messages live: `messages/<locale>/<domain>.json`, flat keys, ICU syntax; English is the source. */
const MESSAGES_DIR = path.join(process.cwd(), 'messages');

const DOMAIN_NAME = /^[a-z][a-zA-Z0-9]*$/;

function readDomain(locale: Locale, domain: string): Record<string, string> {
  if (!DOMAIN_NAME.test(domain)) throw new Error(`Not a message domain: ${domain}`);
  try {
    return JSON.parse(readFileSync(path.join(MESSAGES_DIR, locale, `${domain}.json`), 'utf8')) as Record<string, string>;
  } catch (error) {
    // a domain not translated yet is English; English itself must exist
    if (locale !== DEFAULT_LOCALE && (error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

const compiled = new Map<string, DomainMessages>();

/**
 * One domain's messages in a language, compiled (once per process): the English ones with the language's own over
 * them, so a message not yet translated shows in English, never as its key.
 * @throws Error when the English file is missing or a message is not valid ICU (a build fails on it).
 */
export function domainMessages(locale: Locale, domain: string): DomainMessages {
  const key = `${locale}/${domain}`;
  let messages = compiled.get(key);
  if (!messages) {
    const source = { ...readDomain(DEFAULT_LOCALE, domain), ...(locale === DEFAULT_LOCALE ? {} : readDomain(locale, domain)) };
    messages = Object.fromEntries(Object.entries(source).map(([name, text]) => [name, compile(text)]));
    compiled.set(key, messages);
  }
  return messages;
}

/**
 * What a page's data function returns for the browser: `{ i18n: { locale, messages } }` with only the page's
 * domains (each page loads its own messages: a Hindi page stays within its JavaScript budget).
 * @param locale the data function's `context.locale` (English when absent).
 * @param domains the message domains the page's components use; `common` (header, drawer, footer, login) is always
 *   added.
 */
export function withMessages(locale: string | undefined, domains: readonly string[] = []): { i18n: PageMessages } {
  const language = localeOr(locale);
  const names = [...new Set(['common', ...domains])];
  return { i18n: { locale: language, messages: Object.fromEntries(names.map((domain) => [domain, domainMessages(language, domain)])) } };
}

/**
 * Server-side texts (notices, documents, SEO copy) of one domain in a language.
 * @returns `t(key, values)`: the formatted text (English when the language lacks it).
 * @throws Error for a key the domain does not have in English (a typo must not reach a customer as a key).
 */
export function getT(locale: string | undefined, domain: string) {
  const language = localeOr(locale);
  const messages = domainMessages(language, domain);
  return (key: string, values?: MessageValues): string => {
    const message = messages[key];
    if (message === undefined) throw new Error(`No message ${domain}.${key}`);
    const text = formatMessage(message, language, values);
    return Array.isArray(text) ? text.join('') : String(text);
  };
}
