import { getT } from '../../server/i18n/messages';

/**
 * A message as a page shows it, for tests that look for it on screen: `text('common', 'nav.home')` -> "Home",
 * `text('common', 'nav.home', {}, 'hi')` -> "होम". Formats through the same code as the server.
 */
export function text(domain: string, key: string, values?: Record<string, string | number>, locale: 'en' | 'hi' = 'en'): string {
  return getT(locale, domain)(key, values);
}

/**
 * A page data function's answer without the messages every page carries (`props.i18n`, checked to be there in
 * `locale`), for tests that compare the page's own props.
 */
export function withoutMessages<A>(answer: A, locale: 'en' | 'hi' = 'en'): A {
  if (typeof answer !== 'object' || answer === null || !('props' in answer)) return answer;
  const { i18n, ...props } = (answer as { props: { i18n?: { locale: string } } }).props;
  if (i18n?.locale !== locale) throw new Error(`the page answered no ${locale} messages`);
  return { ...answer, props } as A;
}
