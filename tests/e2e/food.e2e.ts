import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages';
import { istDateIn } from './api';
import {
  baseURL,
  canonicalOf,
  confirmOrder,
  fillServedAddress,
  loginInPopup,
  setupBrowser,
  storeLogin,
  waitForCardStatus,
  withPage,
} from './fixtures';
import { e2eLogin } from './server';

/** Party food delivery and live buffet catering in Chromium, at phone and desktop size. */
const browser = setupBrowser();

const DELIVERY = '/party-food-delivery-live-catering-buffet/party-food-delivery';
const BUFFET = '/party-food-delivery-live-catering-buffet/party-live-buffet-catering';
const continueBar = (page: Page) => page.getByTestId('continue-bar');

/**
 * Adds `count` dishes not yet chosen, group by group: each group's View All is opened in turn (one group is
 * expanded at a time) and its visible unchosen dishes are added.
 */
async function addDishes(page: Page, count: number) {
  let added = 0;
  const groups = page.getByTestId('meal-group');
  const total = await groups.count();
  for (let g = 0; g < total && added < count; g += 1) {
    const group = groups.nth(g);
    const viewAll = group.getByRole('button', { name: 'View All' });
    if ((await viewAll.count()) > 0) await viewAll.click();
    const unchosen = group.locator('[data-testid="dish-card"]:visible button[aria-pressed="false"]');
    while (added < count && (await unchosen.count()) > 0) {
      await unchosen.first().click();
      added += 1;
      // the 16th dish opens the limit popup instead of being added
      if (await page.getByRole('dialog').count()) return;
    }
  }
}

describe('food pages: server HTML', () => {
  it('sends the dish screen with its packages, dishes and price per plate, and the date step with the inclusions', async () => {
    for (const [path, heading, inclusion] of [
      [DELIVERY, 'Party Food Delivery: Choose Dishes', 'Packed hot in sealed'],
      [BUFFET, 'Live Buffet Catering: Choose Dishes', '2 chefs who cook and serve'],
    ] as const) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      expect(html).toContain(heading);
      expect(html).toContain('Bill value depends upon Dish selected + Number of people');
      expect(html).toContain('Start from a package');
      expect(html).toMatch(/per plate/);
      expect(html).toContain('data-testid="dish-card"');
      expect(html).not.toContain('Image not available');
      expect(canonicalOf(html)).toMatch(new RegExp(`${path}$`));
      const category = path.split('/').at(-1)!;
      const step2 = await (await fetch(`${baseURL}/party-food-delivery-live-catering-select-date/${category}`)).text();
      expect(step2).toContain('Select Date &amp; Time');
      expect(step2).toContain(inclusion);
      expect(step2).toContain('09:00 PM - 10:00 PM');
    }
  });

  it('redirects the original date path with a 301, and renders city variants canonical to the organic page', async () => {
    const moved = await fetch(`${baseURL}/party-food-delivery-live-catering-buffet-select-date/party-food-delivery`, {
      redirect: 'manual',
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/\/party-food-delivery-live-catering-select-date\/party-food-delivery$/);
    const city = await fetch(`${baseURL}/delhi/party-food-delivery-live-catering-buffet/party-live-buffet-catering`);
    expect(city.status).toBe(200);
    const html = await city.text();
    expect(html).toContain('Live Buffet Catering in Delhi: Choose Dishes');
    expect(canonicalOf(html)).toMatch(new RegExp(`${BUFFET}$`));
    const locality = await (
      await fetch(`${baseURL}/noida/noida-sector-62/party-food-delivery-live-catering-buffet/party-food-delivery`)
    ).text();
    expect(locality).toContain('Party Food Delivery in Noida Sector 62, Noida');
    expect(canonicalOf(locality)).toMatch(new RegExp(`${DELIVERY}$`));
    expect((await fetch(`${baseURL}/delhi/party-food-delivery-live-catering-buffet/party-cakes`)).status).toBe(404);
    const checkout = await (await fetch(`${baseURL}/party-food-delivery-live-catering-buffet-checkout`)).text();
    expect(checkout).toContain('noindex');
  });
});

for (const [viewport, deliveryLogin, buffetLogin] of [
  ['mobile', 0, 1],
  ['desktop', 2, 3],
] as const) {
  describe(`food booking end to end at ${viewport}`, () => {
    it('books a party food delivery from the landing page to a paid order in My Orders', async () => {
      const account = e2eLogin('food', deliveryLogin);
      await withPage(browser(), viewport, async (page) => {
        await page.goto('/party-food-delivery-live-catering-buffet');
        await page.locator(`a[href="${DELIVERY}"]`).first().click();
        await page.waitForURL(`${baseURL}${DELIVERY}`);

        // Step 1: start from a veg package, swap one dish, see the live price per plate.
        const firstPackage = page.getByTestId('food-package').first();
        await firstPackage.getByRole('button', { name: 'Start with this menu' }).click();
        await continueBar(page)
          .getByText(/\d+ dishes · ₹[\d,]+ per plate/)
          .waitFor();
        const fromPackage = Number(/(\d+) dishes/.exec((await continueBar(page).textContent()) ?? '')![1]);
        expect(fromPackage).toBeGreaterThan(3);
        await page.locator('[data-testid="dish-card"] button[aria-pressed="true"]').first().click();
        await continueBar(page)
          .getByText(`${fromPackage - 1} dishes`)
          .waitFor();
        await addDishes(page, 1);
        await continueBar(page).getByText(`${fromPackage} dishes`).waitFor();
        await continueBar(page).getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(/\/party-food-delivery-live-catering-select-date\/party-food-delivery$/);

        // Step 2: 30 guests typed, quantities, the unticked extra ticked, date and slot, the bill.
        await page.getByLabel(/Number of guests/).fill('30');
        await page.getByTestId('food-quantities').getByText('Quantities for 30 guests').waitFor();
        await page.getByTestId('food-quantities').getByText('Complimentary, ₹0').first().waitFor();
        const disposables = page.getByLabel(/Add disposable plates and water bottles/);
        expect(await disposables.isChecked()).toBe(false);
        await disposables.check();
        await page.getByRole('rowheader', { name: 'Disposable plates and water bottles (₹20 × 30)' }).waitFor();
        await page.getByRole('rowheader', { name: 'Packing', exact: true }).waitFor();
        await page.getByRole('rowheader', { name: 'Advance to pay now (65%)' }).waitFor();
        // the party's pincode first: only then are the slots someone can deliver to offered
        await page.getByLabel('Party pincode').fill('201309');
        await page.getByLabel('Date', { exact: true }).fill(istDateIn(4));
        await page.getByRole('button', { name: '07:00 PM - 08:00 PM' }).click();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(/\/party-food-delivery-live-catering-buffet-checkout\?service=party-food-delivery$/);

        // Step 3: logging in is asked for, then the address, a note, the bill, the policy, the licence; pay.
        await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
        await loginInPopup(page, account);
        // the address starts from the party's pincode given with the date
        await expect.poll(() => page.getByLabel('Pincode', { exact: true }).inputValue()).toBe('201309');
        await fillServedAddress(page, { name: 'Ritu Malhotra', line1: 'B-14, Sector 62', pincode: '201309', city: 'Noida' });
        await page.getByLabel(/Note for the kitchen/).fill('Less spicy please; gate 2');
        await expect(page.getByTestId('checkout-summary').textContent()).resolves.toContain(`30 guests · ${fromPackage} dishes`);
        await page.getByRole('table', { name: 'What you get back if you cancel' }).waitFor();
        await page.getByText(/FSSAI-licensed kitchen\. Licence no\. \d{14}/).waitFor();
        const orderNumber = await confirmOrder(page);

        const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
        await card.waitFor();
        await expect(card.textContent()).resolves.toContain('Party Food Delivery');
        // the paid order is offered at once to a free (demo) kitchen: Accepted, waiting for its answer
        await waitForCardStatus(page, card, 'Accepted');
        await card.click();
        await page.waitForURL(/\/order-details\?id=/);
        await page.getByTestId('food-order').getByText('Quantities for 30 guests').waitFor();
        await page.getByTestId('order-note').getByText('Less spicy please; gate 2').waitFor();
      });
    });

    it('books a live buffet with serving tables to a paid order in My Orders', async () => {
      const account = e2eLogin('food', buffetLogin);
      await withPage(browser(), viewport, async (page) => {
        await page.goto('/aboutus');
        await storeLogin(page, { token: await tokenOf(account), phone: account.phone });
        await page.goto('/party-food-delivery-live-catering-buffet');
        await page.locator(`a[href="${BUFFET}"]`).first().click();
        await page.waitForURL(`${baseURL}${BUFFET}`);

        await page.getByRole('button', { name: 'Non-Veg' }).click();
        await page
          .getByTestId('food-package')
          .filter({ hasText: /Non-veg/ })
          .first()
          .getByRole('button', { name: 'Start with this menu' })
          .click();
        await continueBar(page).getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(/select-date\/party-live-buffet-catering$/);

        // A buffet is for 20 to 100 guests, in fives; 48 hours ahead.
        expect(await page.getByRole('button', { name: '5 guests fewer' }).isDisabled()).toBe(true);
        await page.getByRole('button', { name: '5 guests more' }).click();
        await page.getByRole('button', { name: '5 guests more' }).click();
        await page.getByTestId('food-quantities').getByText('Quantities for 30 guests').waitFor();
        await page.getByText('2 chefs who cook and serve at your venue').waitFor();
        await page.getByLabel(/Add serving tables/).check();
        await page.getByRole('rowheader', { name: 'Serving tables' }).waitFor();
        await page.getByRole('rowheader', { name: /Buffet service/ }).waitFor();
        await page.getByLabel('Party pincode').fill('201309');
        await page.getByLabel('Date', { exact: true }).fill(istDateIn(5));
        await page.getByRole('button', { name: '01:00 PM - 02:00 PM' }).click();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(/checkout\?service=party-live-buffet-catering$/);
        await fillServedAddress(page, { name: 'Arjun Mehta', line1: 'C-22, Sector 62', pincode: '201309', city: 'Noida' });
        const orderNumber = await confirmOrder(page);
        const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
        await expect(card.textContent()).resolves.toContain('Live Buffet Catering');
        await waitForCardStatus(page, card, 'Accepted');
      });
    });
  });
}

/** A session token of a test number (through the API). */
async function tokenOf(login: { phone: string; code: string }): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/user/otp_generate', { phone: login.phone, role: 'customer' });
  const answer = (await (await post('/api/user/otp_verify', { phone: login.phone, role: 'customer', otp: login.code })).json()) as {
    token: string;
  };
  return answer.token;
}

describe('food booking limits', () => {
  it('opens the 15-dish popup on the 16th dish, with Contact Us on WhatsApp', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.route('https://wa.me/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
      await page.goto(DELIVERY);
      await page.getByRole('button', { name: 'Non-Veg' }).click();
      await page.getByTestId('dish-card').filter({ hasText: 'Chicken' }).first().waitFor({ state: 'attached' });
      await addDishes(page, 15);
      await continueBar(page).getByText('15 dishes').waitFor();
      await addDishes(page, 1);
      const popup = page.getByRole('dialog', { name: MESSAGES.foodDishLimitTitle });
      await popup.waitFor();
      const whatsapp = page.context().waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
      await popup.getByRole('button', { name: 'Contact Us' }).click();
      expect((await whatsapp).url()).toMatch(/^https:\/\/wa\.me\//);
      await expect(continueBar(page).textContent()).resolves.toContain('15 dishes');
    });
  });

  it('refuses food under ₹3,000 with the Add More popup, and keeps guests inside 10-100 with the bulk enquiry beyond', async () => {
    await withPage(browser(), 'desktop', async (page) => {
      await page.goto(DELIVERY);
      expect(await continueBar(page).getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
      await addDishes(page, 1);
      await continueBar(page).getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/select-date\/party-food-delivery$/);

      const guests = page.getByLabel(/Number of guests/);
      await guests.fill('9');
      await page.getByText('At least 10 guests.').waitFor();
      await guests.fill('101');
      await page.getByRole('link', { name: 'send us a bulk enquiry' }).waitFor();
      await guests.fill('10');
      expect(await page.getByRole('button', { name: '5 guests fewer' }).isDisabled()).toBe(true);

      await page.getByLabel('Party pincode').fill('201309');
      await page.getByLabel('Date', { exact: true }).fill(istDateIn(4));
      await page.getByRole('button', { name: '07:00 PM - 08:00 PM' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      const popup = page.getByRole('dialog', { name: MESSAGES.foodMinimumTitle });
      await popup.getByText(MESSAGES.foodMinimumBody).waitFor();
      await popup.getByRole('button', { name: 'Add More' }).click();
      await page.waitForURL(`${baseURL}${DELIVERY}`);
    });
  });
});
