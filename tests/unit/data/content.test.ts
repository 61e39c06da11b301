import { describe, expect, it } from 'vitest';
import {
  aboutIntro,
  aboutSections,
  privacySections,
  seedReviews,
  termsSections,
  type ContentSection,
  type SeedReview,
} from '../../../data/content';
import { duplicates } from '../../helpers/collections';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SERVICES: readonly SeedReview['service'][] = [
  'Chef for Party',
  'Balloon Decoration',
  'Photography',
  'Party Food Delivery',
  'Live Buffet Catering',
];

/** All text of the sections, joined. */
function textOf(sections: readonly ContentSection[]): string {
  return sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])]).join('\n');
}

/** True when `value` is a real calendar date written as yyyy-mm-dd. */
function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
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

  it('privacy policy refers to the Digital Personal Data Protection Act, 2023', () => {
    expect(textOf(privacySections)).toContain('Digital Personal Data Protection Act, 2023');
  });
});

describe('seed reviews', () => {
  it('has 36 reviews with unique kebab-case slugs', () => {
    expect(seedReviews).toHaveLength(36);
    const slugs = seedReviews.map((r) => r.slug);
    expect(duplicates(slugs)).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(KEBAB_CASE);
  });

  it('has whole-star ratings from 1 to 5', () => {
    for (const review of seedReviews) {
      expect(Number.isInteger(review.rating), review.slug).toBe(true);
      expect(review.rating, review.slug).toBeGreaterThanOrEqual(1);
      expect(review.rating, review.slug).toBeLessThanOrEqual(5);
    }
  });

  it('has valid ISO dates between 2025-01-01 and 2026-11-15', () => {
    for (const review of seedReviews) {
      expect(isValidIsoDate(review.date), `${review.slug}: ${review.date}`).toBe(true);
      expect(review.date >= '2025-01-01', review.slug).toBe(true);
      expect(review.date <= '2026-11-15', review.slug).toBe(true);
    }
  });

  it('covers each of the 5 services', () => {
    const services = new Set(seedReviews.map((r) => r.service));
    for (const service of SERVICES) expect(services.has(service), service).toBe(true);
  });

  it('has non-empty names, cities, titles and bodies', () => {
    for (const review of seedReviews) {
      expect(review.customerName.trim().length, review.slug).toBeGreaterThan(0);
      expect(review.city.trim().length, review.slug).toBeGreaterThan(0);
      expect(review.title.trim().length, review.slug).toBeGreaterThan(0);
      expect(review.body.trim().length, review.slug).toBeGreaterThan(0);
    }
  });

  it('has an average rating between 3.8 and 4.8', () => {
    const average = seedReviews.reduce((sum, r) => sum + r.rating, 0) / seedReviews.length;
    expect(average).toBeGreaterThanOrEqual(3.8);
    expect(average).toBeLessThanOrEqual(4.8);
  });
});
