import { useRouter } from 'next/router';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from '../../lib/i18n/locales';
import RouterLink from '../common/RouterLink';
import { useLocale } from './I18nProvider';
import { rememberLanguage } from './languageChoice';

/**
 * The link to this page in the other language: props for a `RouterLink` (or MUI's `component={RouterLink}`) and the
 * other language's name in its own words ("हिंदी" on English pages, "English" on Hindi ones). Following it
 * remembers the choice.
 */
export function useLanguageSwitch(onSwitch?: () => void) {
  const { asPath } = useRouter();
  const locale = useLocale();
  const other: Locale = LOCALES.find((candidate) => candidate !== locale) ?? 'en';
  return {
    name: LANGUAGE_NAMES[other],
    link: {
      href: asPath,
      locale: other,
      hrefLang: HTML_LANG[other],
      lang: HTML_LANG[other],
      'data-testid': 'language-switch',
      onClick: () => {
        rememberLanguage(other);
        onSwitch?.();
      },
    },
  };
}

/** The header's switch to the other language (a link a crawler follows too). */
export default function LanguageSwitch({ className }: { className?: string }) {
  const { name, link } = useLanguageSwitch();
  return (
    <RouterLink {...link} className={className}>
      {name}
    </RouterLink>
  );
}
