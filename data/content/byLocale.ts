import type { Locale } from '../../lib/i18n/locales';
import { aboutIntro, aboutSections } from './about';
import { aboutIntroHi, aboutSectionsHi } from './about.hi';
import { privacySections, termsSections } from './terms';
import { privacySectionsHi, termsSectionsHi, termsBindingNoteHi } from './terms.hi';
import type { ContentSection } from './types';

/** The About page's words in a language: the intro and the sections. */
export interface AboutContentData {
  intro: string;
  sections: readonly ContentSection[];
}

/** The terms page's words in a language; `bindingNote` (Hindi only) says the English version binds. */
export interface TermsContentData {
  bindingNote: string | null;
  terms: readonly ContentSection[];
  privacy: readonly ContentSection[];
}

/**
 * The About page's content in a language, for its `getStaticProps` (the page's props carry only its own language:
 * neither version weighs on the page's JavaScript).
 */
export function aboutContent(locale: Locale): AboutContentData {
  return locale === 'hi' ? { intro: aboutIntroHi, sections: aboutSectionsHi } : { intro: aboutIntro, sections: aboutSections };
}

/** The terms and privacy content in a language, for the terms page's `getStaticProps`. */
export function termsContent(locale: Locale): TermsContentData {
  return locale === 'hi'
    ? { bindingNote: termsBindingNoteHi, terms: termsSectionsHi, privacy: privacySectionsHi }
    : { bindingNote: null, terms: termsSections, privacy: privacySections };
}
