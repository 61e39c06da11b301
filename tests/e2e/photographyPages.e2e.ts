import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHOTOGRAPHY_OCCASIONS, photographyPackages } from '../../data/photography';
import { baseURL, canonicalOf, hrefsOf, setupBrowser, statusOf, withPage } from './fixtures';
import { E2E_PUBLIC_ENV } from './server';
import { sitemapXmlOf } from './sitemaps';

/** The photography landing, category, product, city and locality pages. */

const browser = setupBrowser();
const SITE = E2E_PUBLIC_ENV.NEXT_PUBLIC_SITE_URL;
const VIEWPORTS = ['mobile', 'desktop'] as const;
const BIRTHDAY = photographyPackages.find((p) => p.slug === 'birthday-party-photography')!;

const htmlOf = async (path: string) => {
  const response = await fetch(`${baseURL}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};
/** Every JSON-LD object of a page's server HTML. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const titleOf = (html: string) => /<title[^>]*>(.*?)<\/title>/.exec(html)?.[1];
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<!-- -->/g, '');

/** The bill's total row on the product page. */
const billTotal = (page: Page) =>
  page
    .getByTestId('photography-bill')
    .getByRole('row', { name: /^Total/ })
    .textContent();

describe('photography pages in the server HTML', () => {
  it('/photography-page sends both occasion tabs (the inactive one hidden), every package card, how it works, occasion links and 25 FAQs as JSON-LD', async () => {
    const html = await htmlOf('/photography-page');
    expect(titleOf(html)).toBe('Party &amp; Event Photographer at Home: Packages from ₹3,500 | Party Services');
    expect(canonicalOf(html)).toBe(`${SITE}/photography-page`);
    expect(h1Of(html)).toBe('Party &amp; Event Photography');
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Intimate gathering<\/button>/);
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="false"[^>]*>Grand celebration<\/button>/);
    expect(html).toMatch(/<div role="tabpanel" id="panel-grand" aria-labelledby="tab-grand" hidden="">/);
    expect(html).not.toMatch(/id="panel-intimate"[^>]*hidden/);
    expect(html.match(/data-testid="package-card"/g)).toHaveLength(photographyPackages.length);
    expect(html).toContain('₹4,500');
    expect(html).toContain('How it works');
    expect(html).not.toMatch(/line-through|% off|Online booking for photography is on its way/i);
    const hrefs = hrefsOf(html);
    for (const occasion of PHOTOGRAPHY_OCCASIONS) expect(hrefs).toContain(`/photography-page/${occasion.slug}`);
    expect(hrefs).toContain(`/photography-page/product/${BIRTHDAY.slug}`);
    const faq = jsonLdOf(html).find((data) => data['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity).toHaveLength(25);
    expect(html.match(/<details>/g)?.length).toBe(25);
    const service = jsonLdOf(html).find((data) => data['@type'] === 'Service') as { offers: { lowPrice: number; priceCurrency: string } };
    expect(service.offers).toMatchObject({ lowPrice: 3500, priceCurrency: 'INR' });
  });

  it('/photography-page/{occasion} lists that occasion; unknown ones 404; the original category value answers 301', async () => {
    const html = await htmlOf('/photography-page/birthday');
    expect(h1Of(html)).toBe('Birthday Photography');
    expect(titleOf(html)).toBe('Birthday Photography Packages from ₹3,500 | Party Services');
    expect(canonicalOf(html)).toBe(`${SITE}/photography-page/birthday`);
    expect(html.match(/data-testid="package-card"/g)).toHaveLength(photographyPackages.filter((p) => p.occasion === 'birthday').length);
    expect(await statusOf('/photography-page/wildlife')).toBe(404);
    const moved = await fetch(`${baseURL}/photography-page/New-Born-Baby-Photography`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/\/photography-page\/new-born$/);
  });

  it('/photography-page/product/{slug} sends the package, its inclusions, add-ons, bill, FAQ and similar packages; unknown 404', async () => {
    const html = await htmlOf(`/photography-page/product/${BIRTHDAY.slug}`);
    expect(h1Of(html)).toBe(BIRTHDAY.name);
    expect(titleOf(html)).toBe('Birthday Party Photography: ₹4,500 for 4 Hours | Party Services');
    expect(canonicalOf(html)).toBe(`${SITE}/photography-page/product/${BIRTHDAY.slug}`);
    for (const line of BIRTHDAY.inclusions) expect(html).toContain(line);
    for (const addon of ['Extra photographer', 'Cinematic video', 'Extra edited photo', 'Extra hours']) expect(html).toContain(addon);
    expect(html).toContain('data-testid="photography-bill"');
    expect(html).toContain('Similar packages');
    expect(jsonLdOf(html).find((data) => data['@type'] === 'Service')).toMatchObject({ offers: { price: 4500, priceCurrency: 'INR' } });
    expect(await statusOf('/photography-page/product/no-such-package')).toBe(404);
    // the page has one address: by slug, not by id
    const id = ((await (await fetch(`${baseURL}/api/photography/details/${BIRTHDAY.slug}`)).json()) as { data: { _id: string } }).data._id;
    expect(await statusOf(`/photography-page/product/${id}`)).toBe(404);
  });

  it('the original product path answers 301 to the product route, keeping the query', async () => {
    const moved = await fetch(`${baseURL}/photography-page/Birthday-Photography/product/${BIRTHDAY.slug}?id=42`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, baseURL).pathname + new URL(moved.headers.get('location')!, baseURL).search).toBe(
      `/photography-page/product/${BIRTHDAY.slug}?id=42`,
    );
  });

  it('city and locality pages have their own title, canonical and the city carried into product links; unknown places 404', async () => {
    const city = await htmlOf('/noida/photography-page');
    expect(titleOf(city)).toBe('Party Photographer in Noida: Birthdays &amp; Events at Home | Party Services');
    expect(canonicalOf(city)).toBe(`${SITE}/noida/photography-page`);
    expect(h1Of(city)).toBe('Party &amp; Event Photography in Noida');
    expect(city).toContain(`href="/photography-page/product/${BIRTHDAY.slug}?city=noida"`);
    const locality = await htmlOf('/noida/noida-sector-62/photography-page');
    expect(titleOf(locality)).toBe('Photographer in Noida Sector 62, Noida: Party &amp; Event Photography | Party Services');
    expect(canonicalOf(locality)).toBe(`${SITE}/noida/noida-sector-62/photography-page`);
    expect(jsonLdOf(locality).some((data) => data['@type'] === 'FAQPage')).toBe(true);
    expect(canonicalOf(await htmlOf('/bangalore/photography-page'))).toBe(`${SITE}/bengaluru/photography-page`);
    expect(await statusOf('/atlantis/photography-page')).toBe(404);
    expect(await statusOf('/noida/atlantis/photography-page')).toBe(404);
  });

  it('lists the photography pages in the sitemap', async () => {
    const xml = await sitemapXmlOf('en');
    for (const path of [
      '/photography-page/birthday',
      `/photography-page/product/${BIRTHDAY.slug}`,
      '/noida/noida-sector-62/photography-page',
    ])
      expect(xml).toContain(`${SITE}${path}</loc>`);
  });

  it('answers the API: an unknown tag is 404 "No matching photograph found.", a tag lists its cards', async () => {
    const unknown = await fetch(`${baseURL}/api/photography/searchByTag/wildlife`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('No matching photograph found.');
    const grand = (await (await fetch(`${baseURL}/api/photography/searchByTag/Grand`)).json()) as { data: { occasionGroup: string }[] };
    expect(grand.data.length).toBe(photographyPackages.filter((p) => p.group === 'grand').length);
  });
});

describe('photography pages in the browser', () => {
  for (const viewport of VIEWPORTS) {
    it(`switches tabs, prices add-ons and extra hours live, keeps them on reload and books into the draft (${viewport})`, async () => {
      await withPage(browser(), viewport, async (page) => {
        // on phones the way in is a city page, so the draft carries its city
        const fromCity = viewport === 'mobile';
        await page.goto(fromCity ? '/noida/photography-page' : '/photography-page');
        const grandTab = page.getByRole('tab', { name: 'Grand celebration' });
        await grandTab.click();
        expect(await grandTab.getAttribute('aria-selected')).toBe('true');
        expect(await page.locator('#panel-grand').isVisible()).toBe(true);
        expect(await page.locator('#panel-intimate').isVisible()).toBe(false);
        await page.getByRole('tab', { name: 'Intimate gathering' }).click();
        await page
          .locator('#panel-intimate')
          .getByRole('link', { name: new RegExp(`^${BIRTHDAY.name}`) })
          .click();
        await page.waitForURL(`${baseURL}/photography-page/product/${BIRTHDAY.slug}${fromCity ? '?city=noida' : ''}`);

        expect(await billTotal(page)).toContain('₹4,500');
        const more = (name: string) => page.getByRole('button', { name: `One more ${name}`, exact: true });
        await more('Extra photographer').click();
        await more('Extra photographer').click();
        await more('Cinematic video').click();
        for (let i = 0; i < 4; i += 1) await more('Extra hour').click();
        expect(await more('Extra hour').isDisabled()).toBe(true);
        await page.getByRole('button', { name: 'One Extra hour less', exact: true }).click();
        await page.getByRole('button', { name: 'One Extra hour less', exact: true }).click();
        // 4,500 + 2 x 2,000 + 5,000 + 2 x 650
        expect(await billTotal(page)).toContain('₹14,800');
        const bill = (await page.getByTestId('photography-bill').textContent()) ?? '';
        expect(bill).toContain('Extra photographer × 2');
        expect(bill).toContain('2 extra hours (₹650 an hour)');
        expect(bill).toContain('₹5,180'); // 35% advance

        await page.reload();
        await page.getByTestId('photography-bill').getByText('Extra photographer × 2').waitFor();
        expect(await billTotal(page)).toContain('₹14,800');

        await page.getByRole('button', { name: /^Book Now/ }).click();
        await page.waitForURL(`${baseURL}/photography-checkout`);
        const saved = JSON.parse((await page.evaluate(() => sessionStorage.getItem('draft:photography'))) ?? 'null') as {
          draft: Record<string, unknown>;
        };
        expect(saved.draft).toMatchObject({
          package: { slug: BIRTHDAY.slug, name: BIRTHDAY.name, price: 4500, hours: 4, editedPhotos: 20 },
          addons: [
            { slug: 'extra-photographer', name: 'Extra photographer', price: 2000, quantity: 2 },
            { slug: 'cinematic-video', name: 'Cinematic video', price: 5000, quantity: 1 },
          ],
          extraHours: 2,
          eventDate: '',
          slotId: '',
          citySlug: fromCity ? 'noida' : null,
          attribution: { source: 'organic', utm: {} },
        });
        expect((saved.draft.package as { path: string }).path).toBe(
          `/photography-page/product/${BIRTHDAY.slug}${fromCity ? '?city=noida' : ''}`,
        );
      });
    });
  }

  it('copies the share link where the browser has no Web Share, saying "Link copied"', async () => {
    await withPage(browser(), 'desktop', async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
      await page.goto(`/photography-page/product/${BIRTHDAY.slug}`);
      await page.getByRole('button', { name: 'Share this package' }).click();
      await page.getByRole('status').getByText('Link copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/photography-page/product/${BIRTHDAY.slug}`);
    });
  });

  it('has no serious accessibility problem on the landing and product pages', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      for (const path of ['/photography-page', `/photography-page/product/${BIRTHDAY.slug}`, '/photography-page/wedding']) {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  });
});
