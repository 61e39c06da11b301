import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';
import { TIME_ZONE } from '../constants';
import { INTL_LOCALE, type Locale } from './locales';

export type { CompiledMessage };

/** One domain's messages (`messages/<locale>/<domain>.json`), compiled: key -> message. */
export type DomainMessages = Record<string, CompiledMessage>;
/** The messages a page carries, by domain (`common`, `chef`, …). */
export type Messages = Record<string, DomainMessages>;

/** What a page's props carry for the browser: its language and the messages of its domains, compiled. */
export interface PageMessages {
  locale: Locale;
  messages: Messages;
}

/** Values of a message's arguments: text and numbers, or functions that wrap a `<tag>`'s content. */
export type MessageValues<Node = string> = FormatValues<Node>;

const cache = new Map<string, unknown>();
function memo<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}
// Intl objects are slow to build (a phone's first one loads its locale data): one per locale and options
const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    memo(`d${JSON.stringify(args)}`, () => new Intl.DateTimeFormat(...args)),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    memo(`n${JSON.stringify(args)}`, () => new Intl.NumberFormat(...args)),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    memo(`p${JSON.stringify(args)}`, () => new Intl.PluralRules(...args)),
};

/**
 * Formats one compiled ICU message (plurals through `Intl.PluralRules`: Hindi "1 मेहमान" / "5 मेहमान"; numbers
 * with Indian grouping; dates in IST).
 * @returns text, or, when a value wraps a `<tag>` in a React node, the parts to render.
 */
export function formatMessage<Node = string>(
  message: CompiledMessage,
  locale: Locale,
  values?: MessageValues<Node>,
): string | Node | (string | Node)[] {
  if (typeof message === 'string') return message;
  return format<Node>(message, INTL_LOCALE[locale], values, { formatters, timeZone: TIME_ZONE });
}
