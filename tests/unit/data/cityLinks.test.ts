import { describe, expect, it } from 'vitest';
import { cities } from '../../../data/cities';
import { CITY_LINKS } from '../../../data/cities/cityLinks';

describe('CITY_LINKS', () => {
  it('lists exactly the cities of data/cities, in order, with the same names', () => {
    expect(CITY_LINKS).toEqual(cities.map((c) => ({ slug: c.slug, name: c.name })));
  });
});
