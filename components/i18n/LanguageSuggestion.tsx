import { useState } from 'react';
import RouterLink from '../common/RouterLink';
import { useInBrowser } from '../common/useInBrowser';
import { useLocale, useT } from './I18nProvider';
import { chosenLanguage, rememberLanguage } from './languageChoice';
import { useLanguageSwitch } from './LanguageSwitch';
import styles from './LanguageSuggestion.module.css';

/** The suggestion's words: Hindi, whatever the page's language, since it speaks to a visitor who reads Hindi. */
const SUGGESTION = 'हिंदी में देखें';

/**
 * Whether the browser's languages put Hindi before English (`hi`, `hi-IN` … ahead of any `en-*`): the first of
 * `navigator.languages` that is Hindi or English decides; other languages before them do not.
 */
export function browserPrefersHindi(languages: readonly string[]): boolean {
  const first = languages.map((language) => language.toLowerCase().split('-')[0]).find((code) => code === 'hi' || code === 'en');
  return first === 'hi';
}

/**
 * A small dismissible bar on English pages suggesting the same page in Hindi, for a visitor whose browser prefers
 * Hindi and who has not chosen a language yet (no `ps_lang` cookie). Decided in the browser after hydration, so the
 * server HTML (one shared copy per URL) never has it; fixed over the page's bottom left, clear of the WhatsApp button,
 * so it shifts nothing. Following it remembers Hindi (the language switch); closing it remembers English.
 * @param bottom distance from the bottom edge, px (above a page's own bottom bar, as the WhatsApp button).
 */
export default function LanguageSuggestion({ bottom }: { bottom: number }) {
  const locale = useLocale();
  const t = useT('common');
  const inBrowser = useInBrowser();
  const [closed, setClosed] = useState(false);
  const { link } = useLanguageSwitch(() => setClosed(true));

  // read after hydration only: the cookie and the browser's languages are no part of the shared server HTML
  if (!inBrowser || closed || locale !== 'en' || chosenLanguage() !== null) return null;
  if (!browserPrefersHindi(navigator.languages ?? [navigator.language])) return null;
  return (
    <aside
      className={styles.bar}
      style={{ bottom: `calc(${bottom}px + env(safe-area-inset-bottom, 0px))` }}
      aria-label={SUGGESTION}
      lang="hi"
      data-testid="language-suggestion"
    >
      <RouterLink {...link} data-testid="language-suggestion-link" className={styles.link}>
        {SUGGESTION}
      </RouterLink>
      <button
        type="button"
        className={styles.close}
        lang="en"
        aria-label={t('suggest.dismiss')}
        onClick={() => {
          rememberLanguage('en');
          setClosed(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
