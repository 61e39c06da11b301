import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../lib/routes';
import { istDateIn } from './api';
import { baseURL, canonicalOf, hrefsOf, setupBrowser, withPage } from './fixtures';
import { E2E_PUBLIC_ENV } from './server';

/** The party-food hub, `/bulk-food-delivery` and `/caterers` with the enquiry form (POST /api/leads). */

const browser = setupBrowser();
const SITE = E2E_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL;
const VIEWPORTS = ['mobile', 'desktop'] as const;

const htmlOf = async (path: string) => {
  const response = await fetch(`${baseURL}${path}`);
  expect(response.status).toBe(200);
  return response.text();
};
/** Every JSON-LD object of a page's server HTML. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const faqOf = (html: string) =>
  jsonLdOf(html).find((data) => data['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
const titleOf = (html: string) => /<title[^>]*>(.*?)<\/title>/.exec(html)?.[1];

/** Fills the enquiry form of the page with a valid enquiry for `guests`. */
async function fillEnquiry(page: Page, guests: string) {
  const form = page.getByRole('form', { name: 'Enquiry form' });
  await form.getByLabel('Your name').fill('Kavya Menon');
  await form.getByLabel('Mobile number').fill('+91 98123 45678');
  await form.getByLabel('Event date').fill(istDateIn(20));
  await form.getByLabel('Number of guests').fill(guests);
  await form.getByLabel('Budget per plate (₹, optional)').fill('550');
  await form.getByLabel('City').selectOption('noida');
  await form.getByLabel('Menu ideas or anything else (optional)').fill('Sangeet dinner.\nHalf veg, half non-veg.');
  return form;
}

describe('party-food landing pages', () => {
  it('/bulk-food-delivery sends its title, description, canonical, FAQ JSON-LD, links into the flows and the enquiry form in its HTML', async () => {
    const html = await htmlOf('/bulk-food-delivery');
    expect(titleOf(html)).toBe('Bulk Food Delivery for Parties and Get-Togethers | Party Services');
    expect(/<meta name="description" content="([^"]{100,})"/.exec(html)?.[1]).toMatch(/From ₹[\d,]+ per plate/);
    expect(canonicalOf(html)).toBe(`${SITE}/bulk-food-delivery`);
    const faq = faqOf(html);
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(8);
    expect(faq?.mainEntity.length).toBeLessThanOrEqual(10);
    expect(html).toContain('aria-label="Enquiry form"');
    for (const label of ['Your name', 'Mobile number', 'Event date', 'Number of guests', 'City'])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('<option value="noida">Noida</option>');
    expect(hrefsOf(html)).toEqual(expect.arrayContaining([ROUTES.foodDelivery, ROUTES.liveCatering, ROUTES.chef, ROUTES.foodHub]));
    // React separates adjacent text with empty comments
    expect(html.replace(/<!-- -->/g, '')).toMatch(/Up to 100 guests\? You can book online straight away/);
  });

  it('/caterers and the hub render "from ₹… per plate", their own titles and links to the flows and to large parties', async () => {
    const caterers = await htmlOf('/caterers');
    const hub = await htmlOf(ROUTES.foodHub);
    const bulk = await htmlOf('/bulk-food-delivery');
    expect(new Set([caterers, hub, bulk].map(titleOf)).size).toBe(3);
    expect(canonicalOf(caterers)).toBe(`${SITE}/caterers`);
    expect(canonicalOf(hub)).toBe(`${SITE}${ROUTES.foodHub}`);
    expect(faqOf(caterers)?.mainEntity.length).toBeGreaterThanOrEqual(8);
    for (const html of [caterers, hub]) {
      expect(html.match(/From ₹[\d,]+ per plate/g)?.length).toBeGreaterThanOrEqual(2);
      expect(hrefsOf(html)).toEqual(expect.arrayContaining([ROUTES.foodDelivery, ROUTES.liveCatering, ROUTES.chef]));
      expect(html).toContain('https://wa.me/919999999999');
    }
    expect(hrefsOf(hub)).toEqual(expect.arrayContaining(['/caterers', '/bulk-food-delivery']));
    expect(hub).toContain('10 to 100 guests');
    expect(hub).toContain('20 to 100 guests');
    expect(hub).toContain('Food of at least ₹3,000');
  });

  for (const viewport of VIEWPORTS) {
    it(`shows the field error for 100 guests, then the reference of an enquiry for 150, sending once (${viewport})`, async () => {
      await withPage(
        browser(),
        viewport,
        async (page, watched) => {
          await page.goto('/bulk-food-delivery');
          const form = await fillEnquiry(page, '100');
          await form.getByRole('button', { name: 'Send enquiry' }).click();
          await expect(form.getByRole('alert').textContent()).resolves.toBe('Please correct the highlighted fields.');
          await expect(form.getByText(/Enquiries are for 101 to 5,000 guests/).isVisible()).resolves.toBe(true);
          const guests = form.getByLabel('Number of guests');
          expect(await guests.getAttribute('aria-invalid')).toBe('true');
          expect(await guests.evaluate((element) => element === document.activeElement)).toBe(true);

          // hold the answer a moment to see the button disabled while sending
          const posts: string[] = [];
          await page.route('**/api/leads', async (route) => {
            posts.push(route.request().postData() ?? '');
            await new Promise((resolve) => setTimeout(resolve, 400));
            await route.continue();
          });
          await guests.fill('150');
          await form.getByRole('button', { name: 'Send enquiry' }).click();
          await expect(form.getByRole('button', { name: 'Sending…' }).isDisabled()).resolves.toBe(true);
          const status = form.getByRole('status');
          await status
            .locator('strong')
            .getByText(/^EQ-[2-9A-Z]{6}$/)
            .waitFor();
          expect(await status.textContent()).toMatch(
            /Thank you! Your enquiry reference is (EQ-[2-9A-Z]{6})\. Our catering team will call you within 2 working hours\.Your reference: \1/,
          );
          expect(posts).toHaveLength(1);
          expect(JSON.parse(posts[0]!)).toMatchObject({
            service: 'bulk',
            phone: '9812345678',
            guests: 150,
            budgetPerPlate: 550,
            city: 'noida',
          });
          expect(await form.getByLabel('Your name').inputValue()).toBe('');
          expect(watched.problems.filter((p) => !/status of 400|HTTP 400/.test(p))).toEqual([]);
        },
        { allowStatus: ['/api/leads'], allowProblems: true },
      );
    });
  }

  // one test per viewport: six axe-core runs in one test took 58 s of its 60 with the e2e suite beside it on two cores
  for (const viewport of VIEWPORTS) {
    it(`lays out the hub and landing pages at ${viewport} without horizontal scrolling or serious axe-core violations, with "Create your Package" for each service`, async () => {
      await withPage(browser(), viewport, async (page) => {
        for (const path of [ROUTES.foodHub, '/caterers', '/bulk-food-delivery']) {
          await page.goto(path);
          expect(await page.getByRole('link', { name: /^Create your Package/ }).count()).toBe(3);
          await expect(
            page
              .getByText(/From ₹[\d,]+ per plate/)
              .first()
              .isVisible(),
          ).resolves.toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          const results = await new AxeBuilder({ page }).analyze();
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        }
      });
    });
  }
});
