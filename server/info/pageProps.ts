import { aboutContent, termsContent, type AboutContentData, type TermsContentData } from '../../data/content/byLocale';
import { localeOr } from '../../lib/i18n/locales';

/** The props of /aboutus (and /about): the About content in the page's language (`context.locale`). */
export function aboutPageProps(locale: string | undefined): { content: AboutContentData } {
  return { content: aboutContent(localeOr(locale)) };
}

/** The props of /termsCondition: the terms and privacy policy in the page's language, with the Hindi binding note. */
export function termsPageProps(locale: string | undefined): { content: TermsContentData } {
  return { content: termsContent(localeOr(locale)) };
}
