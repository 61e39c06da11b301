import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { baseURL, statusOf, setupBrowser, withPage } from './fixtures';

const browser = setupBrowser();

/** Every customer page with its expected h1 (pages are static unless noted). */
const PAGES: [string, RegExp][] = [
  ['/', /Party services at your home/],
  ['/aboutus', /About Us/],
  ['/about', /About Us/],
  ['/contactus', /Contact Us/],
  ['/reviews', /Customer Reviews/],
  ['/termsCondition', /Terms & Conditions and Privacy Policy/],
  ['/photography-page', /Photography/],
  ['/party-food-delivery-live-catering-buffet', /Food Delivery/],
  ['/party-food-delivery-live-catering-buffet/party-food-delivery', /Party Food Delivery/],
  ['/party-food-delivery-live-catering-buffet/party-live-buffet-catering', /Live Buffet Catering/],
  ['/book-chef-cook-for-party', /Chef/],
  ['/balloon-decoration', /Balloon Decoration/],
  ['/balloon-decoration/wedding', /Wedding Decoration/],
  ['/orderlist', /My Orders/],
  ['/accounts', /My Account/],
  ['/wonderland', /Event Invites/],
  ['/wonderland/create-invite-template', /Create an Invite/],
  ['/templates', /Invite Templates/],
  ['/chat', /Chat/],
  ['/services', /Services/],
  ['/lucky-draw', /Lucky Draw/],
];

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('server HTML of every page', () => {
  it.each(PAGES)('%s sends its h1, title, description, canonical and Open Graph tags', async (path, h1) => {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(
      attr(html, /<h1[^>]*>(.*?)<\/h1>/s)
        ?.replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&'),
    ).toMatch(h1);
    expect(attr(html, /<title[^>]*>(.*?)<\/title>/)).toMatch(/Party Services/);
    expect(attr(html, /<meta name="description" content="([^"]{40,})"/)).toBeTruthy();
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical).toBe(`https://www.example-party.in${path === '/' ? '' : path === '/about' ? '/aboutus' : path}`);
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
    expect(html).not.toContain('Loading...');
  });

  it('gives every page its own title', async () => {
    const titles = await Promise.all(
      PAGES.filter(([path]) => path !== '/about').map(async ([path]) =>
        attr(await (await fetch(`${baseURL}${path}`)).text(), /<title[^>]*>(.*?)<\/title>/),
      ),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('answers an unknown page with a helpful 404', async () => {
    expect(await statusOf('/no-such-page/here')).toBe(404);
    expect(await statusOf('/balloon-decoration/not-a-category')).toBe(404);
    const html = await (await fetch(`${baseURL}/no-such-page/here`)).text();
    expect(html).toContain('Sorry, we could not find that page');
    expect(html).toContain('href="/book-chef-cook-for-party"');
    expect(html).toContain('noindex');
  });
});

describe('reviews', () => {
  // the 36 invented reviews are gone; every review listed comes from a completed booking
  // (tests/e2e/reviews.e2e.ts writes one and finds it here)
  it('lists only reviews of completed bookings, each labelled as a verified booking', async () => {
    const html = await (await fetch(`${baseURL}/reviews`)).text();
    expect(html).not.toMatch(/from 36 reviews/);
    const cards = html.split('data-testid="review"').slice(1);
    for (const card of cards) expect(card).toMatch(/Verified booking/);
    if (cards.length === 0) expect(html).toContain('No reviews yet');
  });
});

describe('contact form', () => {
  it('shows the field errors, then stores the message and confirms with a reference', async () => {
    await withPage(
      browser(),
      'mobile',
      async (page) => {
        await page.goto('/contactus');
        const form = page.getByRole('form', { name: 'Contact form' });
        await form.getByRole('button', { name: 'Send message' }).click();
        await form.getByRole('alert').waitFor();
        await expect(form.getByRole('alert').textContent()).resolves.toContain('Please correct the highlighted fields.');
        await expect(form.textContent()).resolves.toContain('Please enter your name');
        await form.getByLabel('Your name').fill('Asha Verma');
        await form.getByLabel('Mobile number').fill('98 7654-3210x');
        expect(await form.getByLabel('Mobile number').inputValue()).toBe('9876543210');
        await form.getByLabel('How can we help?').fill('I need a chef for 20 people next Sunday in Noida.');
        await form.getByRole('button', { name: 'Send message' }).click();
        const status = form.getByRole('status');
        await status.waitFor();
        await expect(status.textContent()).resolves.toMatch(/Thank you, Asha Verma! .*reference CM-[2-9A-Z]{6}/);
        expect(await form.getByLabel('Your name').inputValue()).toBe('');
      },
      { allowStatus: ['/api/contact'], allowProblems: true },
    );
  });

  it('refuses bad input with a 400 and field errors, never a 500', async () => {
    const response = await fetch(`${baseURL}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":1}',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string }[] };
    expect(body.errors.map((e) => e.path).sort()).toEqual(['message', 'name', 'phone']);
  });
});

describe('accessibility and layout stability', () => {
  for (const path of ['/', '/aboutus', '/contactus']) {
    it(`${path} has no serious or critical axe-core violations at both viewports`, async () => {
      for (const viewport of ['mobile', 'desktop'] as const) {
        await withPage(browser(), viewport, async (page) => {
          await page.goto(path, { waitUntil: 'networkidle' });
          const results = await new AxeBuilder({ page }).analyze();
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        });
      }
    });
  }

  it('does not shift the layout while loading and hydrating /', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      await withPage(browser(), viewport, async (page) => {
        await page.addInitScript(() => {
          (window as unknown as { __cls: number }).__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto('/', { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
      });
    }
  });
});
