import { describe, expect, it } from 'vitest';
import { FAQ_COUNT, placeFaq } from '../../../data/cities/faq';
import {
  chefNearMeDescription,
  chefNearMeTitle,
  cityDescription,
  cityTitle,
  localityDescription,
  localityIntro,
  localityTitle,
  photographyDescription,
  photographyTitle,
  seoKeywords,
} from '../../../data/cities/seoCopy';

const wordCount = (text: string) => text.trim().split(/\s+/).length;

describe('placeFaq', () => {
  it('gives the 25 entries of a city page, each naming the city, with unique questions', () => {
    const faq = placeFaq('Delhi', 'Delhi');
    expect(FAQ_COUNT).toBe(25);
    expect(faq).toHaveLength(FAQ_COUNT);
    expect(new Set(faq.map((e) => e.question)).size).toBe(faq.length);
    for (const entry of faq) {
      expect(entry.question).toContain('Delhi');
      expect(entry.answer.length).toBeGreaterThan(0);
    }
  });

  it('states that bookings are made 24 hours in advance', () => {
    expect(placeFaq('Delhi', 'Delhi').some((e) => e.answer.includes('24 hours in advance'))).toBe(true);
  });

  it('is plain text with every placeholder filled', () => {
    for (const entry of placeFaq('Delhi', 'Delhi')) {
      for (const text of [entry.question, entry.answer]) {
        expect(text).not.toContain('{');
        expect(text).not.toContain('<');
        expect(text).not.toContain('undefined');
      }
    }
  });

  it('names the locality in every question and the city in some answer on a locality page', () => {
    const faq = placeFaq('Sector 62', 'Noida');
    expect(faq).toHaveLength(FAQ_COUNT);
    expect(new Set(faq.map((e) => e.question)).size).toBe(faq.length);
    for (const entry of faq) expect(entry.question).toContain('Sector 62');
    expect(faq.some((e) => e.answer.includes('Noida'))).toBe(true);
  });
});

describe('seoCopy', () => {
  it('keeps the meta descriptions between 120 and 160 characters', () => {
    for (const description of [
      cityDescription('Delhi'),
      chefNearMeDescription('Delhi'),
      photographyDescription('Delhi'),
      localityDescription('Sector 62', 'Noida'),
    ]) {
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it('keeps the titles under 65 characters', () => {
    for (const title of [cityTitle('Delhi'), chefNearMeTitle('Delhi'), photographyTitle('Delhi'), localityTitle('Sector 62', 'Noida')]) {
      expect(title.length).toBeLessThan(65);
      expect(title).not.toContain('Party Services |');
    }
  });

  it('writes a keyword paragraph of 40 to 80 words naming the place and the city', () => {
    for (const [place, city] of [
      ['Delhi', 'Delhi'],
      ['Sector 62', 'Noida'],
    ] as const) {
      const keywords = seoKeywords(place, city);
      expect(wordCount(keywords)).toBeGreaterThanOrEqual(40);
      expect(wordCount(keywords)).toBeLessThanOrEqual(80);
      expect(keywords).toContain(place);
      expect(keywords).toContain(city);
    }
  });

  it('introduces a locality with its name and its city', () => {
    const intro = localityIntro('Sector 62', 'Noida');
    expect(intro).toContain('Sector 62');
    expect(intro).toContain('Noida');
  });
});
