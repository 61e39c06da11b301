import { describe, expect, it } from 'vitest';
import {
  bulkFoodLanding,
  caterersLanding,
  enquiryCities,
  enquiryLimits,
  foodHubContent,
  fromPriceText,
} from '../../../../data/food/landing';
import { fromPricesPerPlate } from '../../../../data/food/perPlate';
import { CONTENT_UPDATED_AT, siteUrls } from '../../../../data/sitemapUrls';
import { FOOD_LEAD_HOURS } from '../../../../lib/booking';
import { LEAD_MAX_GUESTS, LEAD_MIN_GUESTS } from '../../../../lib/contracts/leads';
import { FOOD_GUEST_RANGE, FOOD_MAX_GUESTS } from '../../../../lib/pricing';
import { ROUTES } from '../../../../lib/routes';

const prices = fromPricesPerPlate();
const hub = foodHubContent(prices);
const pages = [bulkFoodLanding(prices), caterersLanding(prices)];

describe('party-food pages copy', () => {
  it('gives the hub and both landing pages their own title, description and path', () => {
    const all = [hub, ...pages];
    for (const key of ['seoTitle', 'seoDescription', 'path', 'heading'] as const) expect(new Set(all.map((p) => p[key])).size).toBe(3);
    for (const page of all) expect(page.seoDescription.length).toBeGreaterThanOrEqual(100);
    for (const page of all) expect(page.seoDescription.length).toBeLessThanOrEqual(165);
    expect(pages.map((p) => p.path)).toEqual([ROUTES.bulkFoodDelivery, ROUTES.caterers]);
    expect(pages.map((p) => p.service)).toEqual(['bulk', 'caterer']);
  });

  it('has 8 to 10 distinct FAQ entries on each landing page', () => {
    for (const page of pages) {
      expect(page.faq.length).toBeGreaterThanOrEqual(8);
      expect(page.faq.length).toBeLessThanOrEqual(10);
      expect(new Set(page.faq.map((e) => e.question)).size).toBe(page.faq.length);
    }
  });

  it('shows the three services with links into their flows, "from" prices of the packages and the rules as the constants say', () => {
    expect(hub.services.map((s) => [s.key, s.href])).toEqual([
      ['chef', ROUTES.chef],
      ['delivery', ROUTES.foodDelivery],
      ['buffet', ROUTES.liveCatering],
    ]);
    const [, delivery, buffet] = hub.services;
    expect(delivery?.price).toBe(fromPriceText(prices.delivery));
    expect(buffet?.price).toBe(fromPriceText(prices.buffet));
    expect(delivery?.price).toMatch(/^From ₹[\d,]+ per plate$/);
    expect(delivery?.minimums).toEqual([
      `${FOOD_GUEST_RANGE.delivery.min} to ${FOOD_GUEST_RANGE.delivery.max} guests`,
      'Food of at least ₹3,000',
      `Order at least ${FOOD_LEAD_HOURS.delivery} hours ahead`,
    ]);
    expect(buffet?.minimums).toContain(`Book at least ${FOOD_LEAD_HOURS.buffet} hours ahead`);
    expect(fromPriceText(null)).not.toMatch(/₹/);
  });

  it('sends parties of more than 100 guests to the enquiry pages, and says up to 100 book online', () => {
    expect(hub.largeParty.links.map((l) => l.href)).toEqual([ROUTES.bulkFoodDelivery, ROUTES.caterers]);
    expect(hub.largeParty.text).toContain(`up to ${FOOD_MAX_GUESTS} guests`);
    expect(enquiryLimits()).toMatchObject({
      minGuests: LEAD_MIN_GUESTS,
      maxGuests: LEAD_MAX_GUESTS,
      onlineMaxGuests: 100,
      onlineHref: ROUTES.foodHub,
    });
    for (const page of pages) expect(page.faq.some((e) => e.answer.includes(`${LEAD_MIN_GUESTS} to 5,000 guests`))).toBe(true);
  });

  it('offers our cities by slug in the form, without aliases', () => {
    const cities = enquiryCities();
    expect(cities).toContainEqual({ slug: 'delhi', name: 'Delhi' });
    expect(cities.map((c) => c.slug)).not.toContain('bangalore');
    expect(new Set(cities.map((c) => c.slug)).size).toBe(cities.length);
  });

  it('lists the landing pages and both select-date steps in the sitemap, dated 2026-11-25', () => {
    const urls = siteUrls();
    for (const path of [
      '/caterers',
      '/bulk-food-delivery',
      '/party-food-delivery-live-catering-select-date/party-food-delivery',
      '/party-food-delivery-live-catering-select-date/party-live-buffet-catering',
      ROUTES.foodHub,
    ]) {
      expect(urls).toContainEqual({ path, lastmod: '2026-11-25' });
    }
    expect(CONTENT_UPDATED_AT).toBe('2026-11-25');
  });
});
