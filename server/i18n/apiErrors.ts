import type { FieldError } from '../../lib/contracts/http';
import type { Locale } from '../../lib/i18n/locales';
import { formatMessage, type CompiledMessage } from '../../lib/i18n/message';
import { domainMessages } from './messages';

/** The messages domain of the API's error texts: `en` holds the exact English the server sends, keyed by meaning. */
export const API_ERRORS_DOMAIN = 'apiErrors';

/**
 * Arguments whose captured text is itself an apiErrors message (the reason and the wait of a 429, "A code was sent
 * just now." / "5 minutes"): translated first, and when one is not in the table the whole message stays English
 * (a Hindi sentence around an English reason would read worse than the English one).
 */
const NESTED_ARGUMENTS = new Set(['reason', 'when']);

/** One English template as a matcher: its key, the anchored pattern and the argument names in capture order. */
export interface ApiErrorMatcher {
  key: string;
  pattern: RegExp;
  names: string[];
  /** Characters of literal text: of two templates that match, the one with more literal text is the closer. */
  literalLength: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Compiles one English message (as icu-minify compiled it: a string, or literal strings and `[name]` arguments) into
 * a matcher of the server's text.
 * @throws Error for a message with a plural, select, number format or tag: the server's English is plain text with
 *   values in it, and only plain `{name}` arguments can be told back from it.
 */
export function templateMatcher(key: string, compiled: CompiledMessage): ApiErrorMatcher {
  const parts = typeof compiled === 'string' ? [compiled] : (compiled as unknown[]);
  const names: string[] = [];
  let source = '';
  let literalLength = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      source += escapeRegExp(part);
      literalLength += part.length;
    } else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') {
      names.push(part[0]);
      source += '(.+?)';
    } else {
      throw new Error(`apiErrors.${key}: only plain {name} arguments can be matched`);
    }
  }
  return { key, pattern: new RegExp(`^${source}$`, 's'), names, literalLength };
}

interface Table {
  /** Messages without arguments, by their text (most of them: one lookup). */
  exact: Map<string, string>;
  /** Messages with arguments, the closest (most literal text) first. */
  templates: ApiErrorMatcher[];
}

let table: Table | undefined;

/** The English table, compiled into matchers once, at first use (the messages are read once per process). */
export function apiErrorTable(): Table {
  if (table) return table;
  const exact = new Map<string, string>();
  const templates: ApiErrorMatcher[] = [];
  for (const [key, compiled] of Object.entries(domainMessages('en', API_ERRORS_DOMAIN))) {
    if (typeof compiled === 'string') exact.set(compiled, key);
    else templates.push(templateMatcher(key, compiled));
  }
  templates.sort((a, b) => b.literalLength - a.literalLength);
  table = { exact, templates };
  return table;
}

/**
 * Which apiErrors message an English server text is, with the values it carries.
 * @returns `{key, values}` (values as the text had them: `"10"`, `"₹2,000"`, a file name), or null for a text the
 *   table does not hold.
 */
export function matchApiError(text: string): { key: string; values: Record<string, string> } | null {
  const { exact, templates } = apiErrorTable();
  const key = exact.get(text);
  if (key !== undefined) return { key, values: {} };
  for (const matcher of templates) {
    const found = matcher.pattern.exec(text);
    if (found) return { key: matcher.key, values: Object.fromEntries(matcher.names.map((name, i) => [name, found[i + 1] ?? ''])) };
  }
  return null;
}

/**
 * An English API error text in `locale`: its apiErrors message in that language, formatted with the values the
 * English carried (a nested reason or wait translated too).
 * @returns the translated text, or null when the text is not in the table, the language lacks its message, or a
 *   nested value is not translatable (the caller then sends the English as it is).
 */
export function translateApiError(locale: Locale, text: string, depth = 0): string | null {
  if (locale === 'en' || depth > 2) return null;
  const match = matchApiError(text);
  if (!match) return null;
  const message = domainMessages(locale, API_ERRORS_DOMAIN)[match.key];
  const english = domainMessages('en', API_ERRORS_DOMAIN)[match.key];
  // a key the language lacks falls back to English in domainMessages: that is no translation
  if (message === undefined || message === english) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.values)) {
    if (!NESTED_ARGUMENTS.has(name)) {
      values[name] = value;
      continue;
    }
    const nested = translateApiError(locale, value, depth + 1);
    if (nested === null) return null;
    values[name] = nested;
  }
  const formatted = formatMessage(message, locale, values);
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}

/**
 * An error answer's texts in the request's language: the message and each field error's message translated where the
 * table has them, the others left in English.
 * @returns the texts to send and `translated` (the message itself is in `locale`: the answer is marked so with
 *   `Content-Language`); for English, the same texts, untouched.
 */
export function localizeErrorAnswer(
  locale: Locale,
  message: string,
  errors: FieldError[] | undefined,
): { message: string; errors: FieldError[] | undefined; translated: boolean } {
  if (locale === 'en') return { message, errors, translated: false };
  const translated = translateApiError(locale, message);
  return {
    message: translated ?? message,
    errors: errors?.map((error) => ({ ...error, message: translateApiError(locale, error.message) ?? error.message })),
    translated: translated !== null,
  };
}
