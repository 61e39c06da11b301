import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decorationProducts } from '../../data/decoration/products';
import { istDateIn } from './api';
import { baseURL, confirmOrder, fillServedAddress, logInBrowser, setupBrowser, withPage } from './fixtures';
import { e2eLogin } from './server';

/**
 * Every data screen shows loading, a retry on failure and an empty state. Each test fails the
 * screen's first request with a 503, then Try again (or Confirm again) gets through; nothing else goes
 * wrong on the page (no console error, no unhandled rejection, no other failed request).
 */
const browser = setupBrowser();

/** Answers the first request to a URL containing `part` with a 503 envelope; later ones go to the server. */
async function failOnce(page: Page, part: string): Promise<void> {
  let failed = false;
  await page.route(
    (url) => url.pathname.startsWith(part),
    async (route) => {
      if (failed) return route.continue();
      failed = true;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: true, status: 503, message: 'Database unavailable' }),
      });
    },
  );
}

/** Runs `body` and checks that the injected 503 (and the browser's note of it) is the page's only problem. */
async function withFailure(viewport: 'mobile' | 'desktop', part: string, body: (page: Page) => Promise<void>) {
  await withPage(
    browser(),
    viewport,
    async (page, watched) => {
      await failOnce(page, part);
      await body(page);
      const unexpected = watched.problems.filter(
        (p) => !(p.startsWith('HTTP 503') && p.includes(part)) && !/Failed to load resource: .*503/.test(p),
      );
      expect(unexpected).toEqual([]);
      expect(watched.problems.some((p) => p.startsWith('HTTP 503'))).toBe(true);
    },
    { allowProblems: true },
  );
}

async function chooseDishesAndContinue(page: Page, count: number) {
  await page.goto('/book-chef-cook-for-party');
  const buttons = page.locator('[data-testid="dish-card"]:visible button[aria-pressed="false"]');
  for (let i = 0; i < count; i += 1) await buttons.first().click();
  await page.getByTestId('continue-bar').getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/order-details/);
}

describe('a failed fetch, then Try again', () => {
  it('dish screen: the dishes of another filter', async () => {
    await withFailure('mobile', '/api/user/getMealDish', async (page) => {
      await page.goto('/book-chef-cook-for-party');
      await page.getByRole('button', { name: 'Non-Veg' }).click();
      const error = page.getByTestId('load-error');
      await error.getByText('We could not load the dishes. Please try again.').waitFor();
      await error.getByRole('button', { name: 'Try again' }).click();
      await page.getByText('Chicken Tikka', { exact: true }).first().waitFor({ state: 'attached' });
      expect(await page.getByTestId('load-error').count()).toBe(0);
    });
  });

  it('date and address step: the ingredient list', async () => {
    await withFailure('desktop', '/api/chef/requirements', async (page) => {
      await chooseDishesAndContinue(page, 3);
      const requirements = page.getByTestId('requirements');
      await requirements.getByText('We could not work out your ingredient list.').waitFor();
      await requirements.getByRole('button', { name: 'Try again' }).click();
      await requirements.getByText('Gas burners:').waitFor();
    });
  });

  // the party pincode, typed above the date, is the address's pincode too: it starts both the address's pincode
  // check (GET /api/serviceability/{pincode}) and the free times (GET /api/serviceability/slots); each fails alone
  it('date and address step: the pincode check', async () => {
    await withFailure('mobile', '/api/serviceability/201309', async (page) => {
      await chooseDishesAndContinue(page, 3);
      await page.getByLabel('Party pincode').fill('201309');
      await page.getByText('Could not check the pincode. Please try again.').waitFor();
      await page.getByRole('status').getByRole('button', { name: 'Try again' }).click();
      await page
        .getByText(/Noida$/)
        .first()
        .waitFor();
    });
  });

  it('date and address step: the free times at the party pincode', async () => {
    await withFailure('desktop', '/api/serviceability/slots', async (page) => {
      await chooseDishesAndContinue(page, 3);
      await page.getByLabel('Party pincode').fill('201309');
      const failure = page.getByRole('alert').filter({ hasText: 'Could not check the free times.' });
      await failure.waitFor();
      await failure.getByRole('button', { name: 'Try again' }).click();
      await failure.waitFor({ state: 'detached' });
      await page.getByLabel('Date', { exact: true }).fill(istDateIn(4));
      const slot = page.getByRole('button', { name: '12:00 PM - 01:00 PM' });
      await slot.click();
      expect(await slot.getAttribute('aria-pressed')).toBe('true');
    });
  });

  it('decoration category: the search', async () => {
    await withFailure('desktop', '/api/Decoration/searchByName/', async (page) => {
      await page.goto('/balloon-decoration/birthday');
      await page.getByLabel('Search decorations').fill('balloon');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('Search is not available right now.').waitFor();
      await page.getByRole('button', { name: 'Try again' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /decorations match your search/ })
        .waitFor();
    });
  });

  it('decoration product: the pincode check', async () => {
    const product = decorationProducts.find((p) => p.category === 'anniversary')!;
    await withFailure('mobile', '/api/serviceability/110001', async (page) => {
      await page.goto(`/balloon-decoration/${product.category}/product/${product.slug}`);
      const panel = page.getByTestId('booking-panel');
      await panel.getByLabel('Party pincode').fill('110001');
      await panel.getByText('Could not check the pincode. Please try again.').waitFor();
      await panel.getByRole('button', { name: 'Try again' }).click();
      await panel
        .getByText(/Delhi$/)
        .first()
        .waitFor();
    });
  });

  it('My Orders: the list, then its empty state', async () => {
    await withFailure('desktop', '/api/order/user_order_list', async (page) => {
      await page.goto('/aboutus');
      await logInBrowser(page, e2eLogin('retry', 0));
      await page.goto('/orderlist');
      const error = page.getByTestId('load-error');
      await error.getByText('We could not load your orders. Please try again in a moment.').waitFor();
      await error.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('orders-empty').getByText('You have no orders yet.').waitFor();
    });
  });

  it('chef checkout: Confirm fails, Confirm again books exactly one order', async () => {
    await withFailure('mobile', '/api/order/add', async (page) => {
      await page.goto('/aboutus');
      await logInBrowser(page, e2eLogin('retry', 1));
      await chooseDishesAndContinue(page, 4);
      await page.getByLabel(/Number of people/).fill('14');
      await page.getByLabel('Party pincode').fill('201309');
      await page.getByLabel('Date', { exact: true }).fill(istDateIn(5));
      await page.getByRole('button', { name: '11:00 AM - 12:00 PM' }).click();
      await fillServedAddress(page, { name: 'Ravi Kumar', line1: 'House 12, Street 4, Sector 62', pincode: '201309', city: 'Noida' });
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${baseURL}/book-chef-checkout`);
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await page.getByRole('alert').getByText('Could not place your order. Please try again in a moment.').waitFor();
      await confirmOrder(page);
      await page.getByTestId('order-card').first().waitFor();
      expect(await page.getByTestId('order-card').count()).toBe(1);
    });
  });
});
