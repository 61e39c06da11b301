import { describe, expect, it } from 'vitest';
import { aboutContent, termsContent } from '../../../data/content/byLocale';
import type { ContentSection } from '../../../data/content';
import { strayLatinWords } from '../../../lib/i18n/latinAllowList';

/** Every text of the sections. */
const textsOf = (sections: readonly ContentSection[]) => sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]);
/** Each section's shape: id, number of paragraphs and of items. */
const shapeOf = (sections: readonly ContentSection[]) => sections.map((s) => [s.id, s.paragraphs.length, s.items?.length ?? 0]);

describe('the information pages in Hindi', () => {
  it('the About page has the English sections, section by section, in Devanagari', () => {
    const en = aboutContent('en');
    const hi = aboutContent('hi');
    expect(shapeOf(hi.sections)).toEqual(shapeOf(en.sections));
    expect(strayLatinWords([hi.intro, ...textsOf(hi.sections)].join('\n'))).toEqual([]);
  });

  it('the terms and privacy policy are translated section by section, with the figures of the English', () => {
    const en = termsContent('en');
    const hi = termsContent('hi');
    expect(shapeOf(hi.terms)).toEqual(shapeOf(en.terms));
    expect(shapeOf(hi.privacy)).toEqual(shapeOf(en.privacy));
    const hindi = [...textsOf(hi.terms), ...textsOf(hi.privacy)];
    expect(strayLatinWords(hindi.join('\n'))).toEqual([]);
    // the same numbers (days, hours, percentages, amounts, years of the Acts) in every paragraph
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
    const english = [...textsOf(en.terms), ...textsOf(en.privacy)];
    english.forEach((text, index) => expect(numbers(hindi[index]!), text).toEqual(numbers(text)));
  });

  it('the Hindi terms open with the note that the English version binds; the English page has none', () => {
    expect(termsContent('hi').bindingNote).toMatch(/अंग्रेज़ी संस्करण ही मान्य/);
    expect(termsContent('en').bindingNote).toBeNull();
  });
});
