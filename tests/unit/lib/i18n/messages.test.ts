import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { formatMessage } from '../../../../lib/i18n/message';
import { domainMessages, getT, withMessages } from '../../../../server/i18n/messages';

const DIR = path.join(process.cwd(), 'messages');
const domains = (locale: string) =>
  readdirSync(path.join(DIR, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
const read = (locale: string, domain: string) =>
  JSON.parse(readFileSync(path.join(DIR, locale, `${domain}.json`), 'utf8')) as Record<string, string>;

/** The argument and tag names a message uses, and the literal text around them. */
function shape(elements: MessageFormatElement[], names = new Set<string>(), literal: string[] = []) {
  for (const element of elements) {
    if (element.type === TYPE.literal) literal.push(element.value);
    else if (element.type === TYPE.pound) continue;
    else {
      names.add(element.value);
      if (element.type === TYPE.tag) shape(element.children, names, literal);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) shape(option.value, names, literal);
      }
    }
  }
  return { names, literal: literal.join(' ') };
}

describe('the message files', () => {
  it('has a Hindi file only for an English domain, and only keys English has, with the same arguments', () => {
    const english = domains('en');
    for (const domain of domains('hi')) {
      expect(english, `messages/hi/${domain}.json has no English file`).toContain(domain);
      const en = read('en', domain);
      for (const [key, text] of Object.entries(read('hi', domain))) {
        expect(en[key], `hi ${domain}.${key} is not an English key`).toBeDefined();
        const want = [...shape(parse(en[key] ?? '')).names].sort();
        expect([...shape(parse(text)).names].sort(), `hi ${domain}.${key} arguments`).toEqual(want);
      }
    }
  });

  it('writes Hindi messages in Devanagari (brands and the allowed abbreviations aside)', () => {
    for (const domain of domains('hi')) {
      for (const [key, text] of Object.entries(read('hi', domain))) {
        expect(strayLatinWords(shape(parse(text)).literal), `hi ${domain}.${key}`).toEqual([]);
      }
    }
  });

  it('compiles every message in both languages', () => {
    for (const locale of ['en', 'hi'] as const)
      for (const domain of domains('en')) expect(() => domainMessages(locale, domain)).not.toThrow();
  });

  it('falls back to English for a message Hindi lacks, never to its key, and formats plurals the Hindi way', () => {
    const hiCommon = read('hi', 'common');
    const untranslated = Object.keys(read('en', 'common')).find((key) => !(key in hiCommon));
    if (untranslated) expect(getT('hi', 'common')(untranslated)).toBe(getT('en', 'common')(untranslated));
    expect(() => getT('hi', 'common')('no.such.key')).toThrow(/common\.no\.such\.key/);
    const guests = compile('{count, plural, one {# मेहमान} other {# मेहमान}}');
    expect(formatMessage(guests, 'hi', { count: 1 })).toBe('1 मेहमान');
    expect(formatMessage(guests, 'hi', { count: 5 })).toBe('5 मेहमान');
    expect(formatMessage(compile('{n, number}'), 'hi', { n: 100000 })).toBe('1,00,000');
  });

  it('sends a page its language, the common messages and only the domains it asks for', () => {
    const { i18n } = withMessages('hi', []);
    expect(i18n.locale).toBe('hi');
    expect(Object.keys(i18n.messages)).toEqual(['common']);
    expect(withMessages(undefined).i18n.locale).toBe('en');
    expect(withMessages('fr').i18n.locale).toBe('en');
    expect(() => withMessages('hi', ['../secrets'])).toThrow(/Not a message domain/);
  });
});
