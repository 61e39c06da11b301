import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cityPrefixedLocalitySlug, locality, localitySlug, slugify } from '../../../../../data/cities/localities/helpers';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('localitySlug (the original site slugs the name alone)', () => {
  it('slugs the name without the city', () => {
    expect(localitySlug('Andheri West')).toBe('andheri-west');
    expect(localitySlug('Adarsh Nagar')).toBe('adarsh-nagar');
    expect(localitySlug('DLF Phase 1')).toBe('dlf-phase-1');
    expect(locality('Andheri West', ['400053'])).toEqual({ name: 'Andheri West', slug: 'andheri-west', pincodes: ['400053'] });
  });

  it('keeps a city that the name already carries, once', () => {
    expect(localitySlug('Noida Sector 62')).toBe('noida-sector-62');
    expect(localitySlug('Mumbai Central')).toBe('mumbai-central');
    expect(localitySlug('Delhi Cantt')).toBe('delhi-cantt');
  });

  it('turns punctuation, spaces and accents into single hyphens and plain letters', () => {
    expect(localitySlug('R.K. Puram')).toBe('r-k-puram');
    expect(localitySlug('Lajpat Nagar-II')).toBe('lajpat-nagar-ii');
    expect(localitySlug('Jangpura & Bhogal')).toBe('jangpura-bhogal');
    expect(localitySlug("St. Mary's (East)")).toBe('st-mary-s-east');
    expect(localitySlug('  Sector 14A  ')).toBe('sector-14a');
    expect(localitySlug('Koliwādā')).toBe('koliwada');
    expect(localitySlug('Bandra—West')).toBe('bandra-west');
  });

  it('always gives a well-formed slug (or nothing) and is stable when applied again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (name) => {
        const slug = localitySlug(name);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('cityPrefixedLocalitySlug (the earlier form, kept for redirects)', () => {
  it('is the city slug, a hyphen and the name-only slug', () => {
    expect(cityPrefixedLocalitySlug('mumbai', 'Andheri West')).toBe('mumbai-andheri-west');
    expect(cityPrefixedLocalitySlug('mumbai', 'Mumbai Central')).toBe('mumbai-mumbai-central');
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }).filter((name) => localitySlug(name) !== ''),
        (name) => {
          expect(cityPrefixedLocalitySlug('delhi', name)).toBe(`delhi-${localitySlug(name)}`);
        },
      ),
    );
  });
});
