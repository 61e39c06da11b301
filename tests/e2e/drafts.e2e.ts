import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decorationProducts } from '../../data/decoration/products';
import { istDateIn } from './api';
import { baseURL, confirmOrder, fillServedAddress, loginInPopup as login, setupBrowser, withPage } from './fixtures';
import { e2eLogin } from './server';

/**
 * A chef and a decoration booking each survive a reload
 * at every step, the back and forward buttons, a login in the middle, and a second tab booking
 * something else; each is cleared once its order is placed.
 */
const browser = setupBrowser();

async function addDishes(page: Page, count: number): Promise<string[]> {
  const buttons = page.locator('[data-testid="dish-card"]:visible button[aria-pressed="false"]');
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const button = buttons.first();
    names.push(((await button.getAttribute('aria-label')) ?? '').replace(/^Add /, ''));
    await button.click();
  }
  return names;
}

async function fillChefStep2(page: Page, { people, days, slot }: { people: number; days: number; slot: string }) {
  await page.getByLabel(/Number of people/).fill(String(people));
  // the party's pincode first: only then are the slots someone can serve there offered
  await page.getByLabel('Party pincode').fill('201309');
  await page.getByLabel('Date', { exact: true }).fill(istDateIn(days));
  await page.getByRole('button', { name: slot }).click();
  await fillServedAddress(page, { name: 'Asha Verma', line1: 'Flat 402, Tower B, Supertech', pincode: '201309', city: 'Noida' });
}

describe('a chef booking in progress', () => {
  it('survives reloads, back and forward, a login in the middle and a second tab, and is cleared once placed', async () => {
    const account = e2eLogin('drafts', 0);
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/book-chef-cook-for-party');
      const dishes = await addDishes(page, 3);
      await page.reload();
      await page.getByTestId('continue-bar').getByText('3 items').waitFor();
      await page.getByTestId('continue-bar').getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/order-details/);

      await fillChefStep2(page, { people: 15, days: 4, slot: '01:00 PM - 02:00 PM' });
      await page.reload();
      await expect(page.getByLabel(/Number of people/).inputValue()).resolves.toBe('15');
      await expect(page.getByLabel('Party pincode').inputValue()).resolves.toBe('201309');
      await expect(page.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe(istDateIn(4));
      await expect(page.getByLabel('Contact name').inputValue()).resolves.toBe('Asha Verma');
      await expect(page.getByRole('button', { name: '01:00 PM - 02:00 PM' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await page
        .getByText(/Noida$/)
        .first()
        .waitFor();

      // login in the middle: asked for at Continue, which then carries on by itself, and
      // nothing typed is lost
      await page.getByRole('button', { name: 'Continue' }).click();
      await login(page, account);
      await page.waitForURL(`${baseURL}/book-chef-checkout`);
      const summary = page.getByTestId('checkout-summary');
      await summary.getByText('15 people · 3 dishes').waitFor();
      await page.reload();
      await summary.getByText('15 people · 3 dishes').waitFor();
      await page.goBack();
      await page.waitForURL(/order-details/);
      await expect(page.getByLabel('Contact name').inputValue()).resolves.toBe('Asha Verma');
      await expect(page.getByLabel('Party pincode').inputValue()).resolves.toBe('201309');
      await page.goForward();
      await summary.getByText('15 people · 3 dishes').waitFor();

      // a second tab books something else meanwhile
      const other = await page.context().newPage();
      await other.goto('/book-chef-cook-for-party', { waitUntil: 'networkidle' });
      await other.getByTestId('continue-bar').getByText('0 items').waitFor();
      await addDishes(other, 2);
      await other.getByTestId('continue-bar').getByRole('button', { name: 'Continue' }).click();
      await other.waitForURL(/order-details/);
      await fillChefStep2(other, { people: 12, days: 6, slot: '07:00 PM - 08:00 PM' });
      await other.getByRole('button', { name: 'Continue' }).click();
      await other.waitForURL(`${baseURL}/book-chef-checkout`);
      await other.getByTestId('checkout-summary').getByText('12 people · 2 dishes').waitFor();
      const otherNumber = await confirmOrder(other);
      await other.close();

      // this tab's checkout is still its own
      await page.reload();
      await summary.getByText('15 people · 3 dishes').waitFor();
      for (const name of dishes) await summary.getByText(name, { exact: false }).waitFor();
      const orderNumber = await confirmOrder(page);
      expect(orderNumber).not.toBe(otherNumber);
      await expect(page.getByTestId('order-card').filter({ hasText: orderNumber }).textContent()).resolves.toContain('15 people');
      await expect(page.getByTestId('order-card').filter({ hasText: otherNumber }).textContent()).resolves.toContain('12 people');

      // placed: the draft is gone
      await page.goto('/book-chef-checkout');
      await page.getByText('Your booking details were not found. Please start again.').waitFor();
      await page.goto('/book-chef-cook-for-party');
      await page.getByTestId('continue-bar').getByText('0 items').waitFor();
    });
    // a whole booking with reloads, a login and a second tab: over 40 s with the e2e suite beside it on two cores
  }, 150_000);
});

describe('a decoration booking in progress', () => {
  const [product, otherProduct] = decorationProducts.filter((p) => p.category === 'birthday' && p.addons.length >= 1);
  const productPath = (p: typeof product) => `/balloon-decoration/${p!.category}/product/${p!.slug}`;

  async function fillPanel(page: Page, { days, slot }: { days: number; slot: string }) {
    const panel = page.getByTestId('booking-panel');
    // the party's pincode first: only then are the slots someone can serve there offered
    await panel.getByLabel('Party pincode').fill('201309');
    await panel.getByLabel('Date', { exact: true }).fill(istDateIn(days));
    await panel.getByRole('button', { name: slot }).click();
    await fillServedAddress(panel, { name: 'Neha Gupta', line1: 'B-704, Amrapali Sapphire', pincode: '201309', city: 'Noida' });
  }

  it('survives reloads, a login in the middle and a second tab, and is cleared once placed', async () => {
    const account = e2eLogin('drafts', 1);
    await withPage(browser(), 'desktop', async (page) => {
      await page.goto(productPath(product));
      const panel = page.getByTestId('booking-panel');
      await panel.locator('button[aria-label^="One "][aria-label$=" more"]').first().click();
      const addonName = (
        (await panel.locator('button[aria-label^="One "][aria-label$=" more"]').first().getAttribute('aria-label')) ?? ''
      ).replace(/^One (.*) more$/, '$1');
      await fillPanel(page, { days: 3, slot: '10:00 AM - 01:00 PM' });
      await page.reload();
      await panel.getByLabel(`${addonName} quantity`).filter({ hasText: '1' }).waitFor();
      await expect(panel.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe(istDateIn(3));
      await expect(panel.getByRole('button', { name: '10:00 AM - 01:00 PM' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(panel.getByLabel('Party pincode').inputValue()).resolves.toBe('201309');
      await expect(panel.getByLabel('Pincode', { exact: true }).inputValue()).resolves.toBe('201309');

      await panel.getByRole('button', { name: /^Book Now/ }).click();
      await login(page, account);
      await page.waitForURL(`${baseURL}/checkout`);
      const summary = page.getByTestId('checkout-summary');
      await summary.getByText(product!.name).waitFor();
      await page.reload();
      await summary.getByText(`${addonName} × 1`, { exact: false }).waitFor();

      // a second tab books another decoration meanwhile
      const other = await page.context().newPage();
      await other.goto(productPath(otherProduct), { waitUntil: 'networkidle' });
      await expect(other.getByTestId('booking-panel').getByLabel('Date').inputValue()).resolves.toBe('');
      await fillPanel(other, { days: 5, slot: '04:00 PM - 07:00 PM' });
      await other
        .getByTestId('booking-panel')
        .getByRole('button', { name: /^Book Now/ })
        .click();
      await other.waitForURL(`${baseURL}/checkout`);
      await other.getByTestId('checkout-summary').getByText(otherProduct!.name).waitFor();
      const otherNumber = await confirmOrder(other);
      await other.close();

      await page.reload();
      await summary.getByText(product!.name).waitFor();
      const orderNumber = await confirmOrder(page);
      expect(orderNumber).not.toBe(otherNumber);
      await page.getByTestId('order-card').filter({ hasText: orderNumber }).click();
      await page.getByTestId('order-items').getByText(product!.name).waitFor();
      await expect(page.getByTestId('order-items').textContent()).resolves.not.toContain(otherProduct!.name);

      await page.goto('/checkout');
      await page.getByText('Your booking details were not found. Please choose a decoration again.').waitFor();
    });
    // a whole booking with reloads, a login and a second tab: over 40 s with the e2e suite beside it on two cores
  }, 150_000);
});
