import { describe, expect, it } from 'vitest';
import { aboutIntro, aboutSections, privacySections, termsSections, type ContentSection } from '../../../data/content';
import { duplicates } from '../../helpers/collections';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** All text of the sections, joined. */
function textOf(sections: readonly ContentSection[]): string {
  return sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]).join('\n');
}

describe('about content', () => {
  it('has an intro and 5-7 sections', () => {
    expect(aboutIntro.trim().length).toBeGreaterThan(0);
    expect(aboutSections.length).toBeGreaterThanOrEqual(5);
    expect(aboutSections.length).toBeLessThanOrEqual(7);
    expect(duplicates(aboutSections.map((s) => s.id))).toEqual([]);
  });
});

describe('terms and privacy content', () => {
  const all = [...termsSections, ...privacySections, ...aboutSections];

  it('has the expected number of sections', () => {
    expect(termsSections.length).toBeGreaterThanOrEqual(12);
    expect(termsSections.length).toBeLessThanOrEqual(16);
    expect(privacySections.length).toBeGreaterThanOrEqual(9);
    expect(privacySections.length).toBeLessThanOrEqual(12);
  });

  it('uses unique kebab-case section ids across terms and privacy', () => {
    const ids = [...termsSections, ...privacySections].map((s) => s.id);
    expect(duplicates(ids)).toEqual([]);
    for (const id of ids) expect(id).toMatch(KEBAB_CASE);
    for (const s of privacySections) expect(s.id.startsWith('privacy-')).toBe(true);
    for (const s of termsSections) expect(s.id.startsWith('privacy-')).toBe(false);
  });

  it('gives every section a heading and at least one non-empty paragraph', () => {
    for (const section of all) {
      expect(section.heading.trim().length, section.id).toBeGreaterThan(0);
      expect(section.paragraphs.length, section.id).toBeGreaterThanOrEqual(1);
      for (const p of section.paragraphs) expect(p.trim().length, section.id).toBeGreaterThan(0);
      for (const item of section.items ?? []) expect(item.trim().length, section.id).toBeGreaterThan(0);
    }
  });

  it('terms state the 24-hour lead time and the 50% cancellation charge', () => {
    const terms = textOf(termsSections);
    expect(terms).toContain('24 hours');
    expect(terms).toContain('50%');
  });

  it('terms state the on-time promise as the order page does', () => {
    expect(textOf(termsSections)).toContain(
      'Late by more than 30 minutes? We credit 10% of your order back automatically. No arrival within 60 minutes: cancel with a full refund.',
    );
  });

  it('privacy policy refers to the Digital Personal Data Protection Act, 2023', () => {
    expect(textOf(privacySections)).toContain('Digital Personal Data Protection Act, 2023');
  });
});
