import { describe, expect, it } from 'vitest';
import { chefNearMePageProps, cityPageProps, localityPageProps } from '../../../../server/cities/pageProps';
import { foodDatePageProps, foodHubPageProps, foodLandingPageProps } from '../../../../server/food/pageProps';
import { reviewsPageProps } from '../../../../server/reviews/pageProps';

/** The builders moved from pages and data/ into server/<domain>/pageProps.ts answer as the pages did. */
describe('page props built from reference data (no database)', () => {
  it('builds the city, locality and chef-near-me pages, and null (404) for an unknown place', () => {
    expect(cityPageProps('delhi')).toMatchObject({ place: { city: { slug: 'delhi' } }, title: expect.stringContaining('Delhi') });
    expect(cityPageProps('atlantis')).toBeNull();
    expect(localityPageProps('delhi', 'atlantis')).toBeNull();
    const chef = chefNearMePageProps('delhi');
    expect(chef).toMatchObject({ cityName: 'Delhi', cityHref: '/delhi' });
    expect(chef!.areas.length).toBeGreaterThan(0);
    expect(chef!.areas.length).toBeLessThanOrEqual(12);
    expect(chefNearMePageProps('atlantis')).toBeNull();
  });

  it('builds the food date step, hub and landings, and null (404) for an unknown food category', () => {
    expect(foodDatePageProps('party-food-delivery')).toEqual({ service: 'delivery' });
    expect(foodDatePageProps('party-live-buffet-catering')).toEqual({ service: 'buffet' });
    expect(foodDatePageProps('pizza')).toBeNull();
    expect(foodHubPageProps().content).toBeTruthy();
    const caterers = foodLandingPageProps('caterers');
    expect(caterers.cities.length).toBeGreaterThan(0);
    expect(caterers.content).not.toEqual(foodLandingPageProps('bulk-food-delivery').content);
  });

  it('answers null (404) for a malformed reviews page before touching the database', async () => {
    await expect(reviewsPageProps('abc')).resolves.toBeNull();
    await expect(reviewsPageProps('0')).resolves.toBeNull();
  });
});
