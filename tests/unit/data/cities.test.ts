import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cities, cityForPincode, findCity, findLocality, servedCities } from '../../../data/cities';
import { localitySlug } from '../../../data/cities/localities/helpers';
import { duplicates } from '../../helpers/collections';

const EXPECTED_SLUGS = [
  'delhi',
  'gurugram',
  'ghaziabad',
  'faridabad',
  'noida',
  'bengaluru',
  'bangalore',
  'hyderabad',
  'mumbai',
  'indore',
  'chennai',
  'pune',
  'surat',
  'bhopal',
  'kanpur',
  'lucknow',
  'goa',
  'kolkata',
];

const SERVED_SLUGS = ['delhi', 'gurugram', 'ghaziabad', 'faridabad', 'noida', 'bengaluru', 'hyderabad', 'mumbai'];

const BANNER_ONLY_SLUGS = ['indore', 'chennai', 'pune', 'surat', 'bhopal', 'kanpur', 'lucknow', 'goa', 'kolkata'];

const PIN_PREFIXES: Record<string, readonly string[]> = {
  delhi: ['110'],
  gurugram: ['122'],
  ghaziabad: ['201'],
  faridabad: ['121'],
  noida: ['201'],
  bengaluru: ['560', '562'],
  hyderabad: ['500', '501', '502'],
  mumbai: ['400', '401'],
};

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Segments a city-level page has or may get (the service hubs), beside the pages/[city] folder. */
const CITY_LEVEL_SEGMENTS = [
  'balloon-decoration',
  'chef-near-me',
  'photography-page',
  'party-food-delivery-live-catering-buffet',
  'book-chef-cook-for-party',
];

function city(slug: string) {
  const found = findCity(slug);
  if (!found) throw new Error(`city ${slug} missing`);
  return found;
}

describe('city list', () => {
  it('has exactly the 18 cities in display order', () => {
    expect(cities.map((c) => c.slug)).toEqual(EXPECTED_SLUGS);
  });

  it('makes Bangalore an alias of Bengaluru sharing its localities', () => {
    const bangalore = city('bangalore');
    const bengaluru = city('bengaluru');
    expect(bangalore.name).toBe('Bangalore');
    expect(bangalore.canonicalSlug).toBe('bengaluru');
    expect(bengaluru.canonicalSlug).toBeUndefined();
    expect(bangalore.localities).toBe(bengaluru.localities);
    expect(bangalore.bannerImage).toBe('/images/cities/bengaluru.svg');
    expect(findCity('nowhere')).toBeUndefined();
  });

  it('lists the served cities without the alias', () => {
    expect(servedCities.map((c) => c.slug)).toEqual(SERVED_SLUGS);
  });

  it('has a state, banner and alt text for every city', () => {
    for (const c of cities) {
      expect(c.state.length).toBeGreaterThan(0);
      expect(c.bannerImage).toMatch(/^\/images\/cities\/[a-z]+\.svg$/);
      if (!c.canonicalSlug) expect(c.bannerImage).toBe(`/images/cities/${c.slug}.svg`);
      expect(c.bannerAlt).toContain(c.name);
    }
    expect(city('delhi').state).toBe('Delhi');
    expect(city('gurugram').state).toBe('Haryana');
    expect(city('noida').state).toBe('Uttar Pradesh');
    expect(city('hyderabad').state).toBe('Telangana');
    expect(city('kolkata').state).toBe('West Bengal');
  });

  it('has a description of 2 to 4 sentences that names the city', () => {
    for (const c of cities) {
      const sentences = c.description
        .trim()
        .split(/(?<=[.!?])\s+/)
        .filter((s) => s.length > 0);
      expect(sentences.length, c.slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, c.slug).toBeLessThanOrEqual(4);
      expect(c.description, c.slug).toContain(c.name);
    }
  });
});

describe('localities', () => {
  it('gives every served city at least 80 localities, Gurugram and Mumbai at least 120', () => {
    for (const slug of SERVED_SLUGS) {
      expect(city(slug).localities.length, slug).toBeGreaterThanOrEqual(80);
    }
    expect(city('gurugram').localities.length).toBeGreaterThanOrEqual(120);
    expect(city('mumbai').localities.length).toBeGreaterThanOrEqual(120);
  });

  it('gives the banner-only cities no localities', () => {
    for (const slug of BANNER_ONLY_SLUGS) {
      expect(city(slug).localities, slug).toEqual([]);
    }
  });

  it('has well-formed slugs made from the name alone, unique within each city', () => {
    for (const slug of [...SERVED_SLUGS, 'bangalore']) {
      for (const locality of city(slug).localities) {
        expect(locality.slug, locality.name).toMatch(SLUG_PATTERN);
        expect(locality.slug, locality.name).toBe(localitySlug(locality.name));
      }
      expect(duplicates(city(slug).localities.map((l) => l.slug)), slug).toEqual([]);
    }
  });

  it('has no locality slug equal to a city-level route segment', () => {
    const cityRoutes = readdirSync(join(process.cwd(), 'pages', '[city]'))
      .map((entry) => entry.replace(/\.tsx?$/, ''))
      .filter((segment) => !segment.startsWith('['));
    expect(cityRoutes).toEqual(expect.arrayContaining(['balloon-decoration', 'chef-near-me', 'photography-page']));
    const reserved = new Set([...cityRoutes, ...CITY_LEVEL_SEGMENTS]);
    for (const c of cities) {
      expect(
        c.localities.filter((l) => reserved.has(l.slug)).map((l) => l.slug),
        c.slug,
      ).toEqual([]);
    }
  });

  it('has unique locality names within each city', () => {
    for (const slug of SERVED_SLUGS) {
      expect(duplicates(city(slug).localities.map((l) => l.name)), slug).toEqual([]);
    }
  });

  it('has 1 to 3 valid PIN codes per locality with the prefixes of its city', () => {
    for (const slug of SERVED_SLUGS) {
      const prefixes = PIN_PREFIXES[slug] ?? [];
      for (const locality of city(slug).localities) {
        expect(locality.pincodes.length, locality.slug).toBeGreaterThanOrEqual(1);
        expect(locality.pincodes.length, locality.slug).toBeLessThanOrEqual(3);
        expect(duplicates(locality.pincodes), locality.slug).toEqual([]);
        for (const pin of locality.pincodes) {
          expect(pin, locality.slug).toMatch(/^[1-9]\d{5}$/);
          expect(
            prefixes.some((p) => pin.startsWith(p)),
            `${locality.slug} ${pin}`,
          ).toBe(true);
        }
      }
    }
  });

  it('contains the localities customers look for', () => {
    const slugsOf = (c: string) => city(c).localities.map((l) => l.slug);
    const namesOf = (c: string) => city(c).localities.map((l) => l.name);
    expect(namesOf('noida')).toContain('Noida Sector 62');
    expect(slugsOf('noida')).toContain('noida-sector-62');
    expect(slugsOf('gurugram')).toContain('sector-29');
    expect(namesOf('gurugram')).toContain('DLF Phase 1');
    expect(slugsOf('gurugram')).toContain('dlf-phase-1');
    expect(namesOf('ghaziabad')).toContain('Indirapuram');
    expect(slugsOf('mumbai')).toContain('andheri-east');
    expect(slugsOf('mumbai')).toContain('andheri-west');
    expect(slugsOf('delhi')).toContain('hauz-khas');
    expect(slugsOf('delhi')).toContain('adarsh-nagar');
  });
});

describe('look-ups', () => {
  it('finds a locality only inside its own city', () => {
    expect(findLocality('noida', 'noida-sector-62')?.name).toBe('Noida Sector 62');
    expect(findLocality('delhi', 'noida-sector-62')).toBeUndefined();
    expect(findLocality('nowhere', 'noida-sector-62')).toBeUndefined();
    expect(findLocality('bangalore', 'koramangala')?.name).toBe('Koramangala');
    expect(findLocality('mumbai', 'mumbai-andheri-west')).toBeUndefined();
  });

  it('resolves a PIN code to its city and locality', () => {
    const match = cityForPincode('201309');
    expect(match?.city.slug).toBe('noida');
    expect(match?.locality.pincodes).toContain('201309');
    expect(cityForPincode('560034')?.city.slug).toBe('bengaluru');
    expect(cityForPincode('999999')).toBeUndefined();
  });
});
