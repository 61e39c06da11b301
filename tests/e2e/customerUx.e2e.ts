import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { istDateIn } from './api';
import { baseURL, setupBrowser, withPage } from './fixtures';

/** Section 6: what a customer stumbled on at 390x844, walked again in Chromium. */
const browser = setupBrowser();

const BUFFET = '/party-food-delivery-live-catering-buffet/party-live-buffet-catering';
const PRODUCT = '/balloon-decoration/birthday/product/pink-gold-balloon-arch-birthday-decoration';

/**
 * Scrolls `target` so that it sits level with the floating WhatsApp button, lets the page settle for two frames,
 * and answers what is on screen at the target's right end at the button's height (elementFromPoint): whether it is
 * the target, or the button covering it.
 */
async function whatIsOnTop(page: Page, target: Locator): Promise<'target' | 'whatsapp' | 'other'> {
  const button = page.getByTestId('whatsapp-button');
  await button.waitFor({ state: 'attached' });
  await target.scrollIntoViewIfNeeded();
  return target.evaluate(async (element) => {
    const link = document.querySelector<HTMLElement>('[data-testid="whatsapp-button"]')!;
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const linkBox = link.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    // put the target's middle level with the button's middle
    window.scrollBy({ top: box.top + box.height / 2 - (linkBox.top + linkBox.height / 2), behavior: 'instant' });
    await frames();
    // the button fades out in 150 ms
    await new Promise((resolve) => setTimeout(resolve, 400));
    const now = element.getBoundingClientRect();
    // the part of the target under the button's column: a target beside the button would prove nothing
    const left = Math.max(now.left, linkBox.left) + 4;
    const right = Math.min(now.right, linkBox.right) - 4;
    if (right < left) throw new Error('the target does not reach the button column');
    const button = link.getBoundingClientRect();
    // the page may end before the target reaches the button's height: then it can never be covered, and proves nothing
    if (now.bottom < button.top || now.top > button.bottom) throw new Error('the target cannot be brought level with the button');
    const y = Math.min(Math.max(button.top + button.height / 2, now.top + 2), now.bottom - 2);
    const hits = [left, (left + right) / 2, right].map((x) => document.elementFromPoint(x, y));
    if (hits.some((hit) => hit && link.contains(hit))) return 'whatsapp';
    return hits.every((hit) => hit && (element === hit || element.contains(hit))) ? 'target' : 'other';
  });
}

/** Opens the buffet, starts from its first non-veg menu and continues to the date and guests step. */
async function startBuffetWithNonVegMenu(page: Page): Promise<void> {
  await page.goto(BUFFET);
  await page.getByRole('button', { name: 'Non-Veg' }).click();
  await page
    .getByTestId('food-package')
    .filter({ hasText: /Non-veg/ })
    .first()
    .getByRole('button', { name: 'Start with this menu' })
    .click();
  await page.getByTestId('continue-bar').getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/select-date\/party-live-buffet-catering$/);
}

describe('the floating WhatsApp button covers no amount (390x844)', () => {
  it('leaves the buffet bill total and the serving tables line readable and tappable', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await startBuffetWithNonVegMenu(page);
      await page.getByLabel(/Add serving tables/).check();
      const bill = page.getByTestId('food-bill');
      await bill.getByRole('rowheader', { name: 'Serving tables' }).waitFor();
      expect(await whatIsOnTop(page, bill.getByRole('row', { name: /^Total/ }))).toBe('target');
      expect(await whatIsOnTop(page, bill.getByRole('row', { name: /Serving tables/ }))).toBe('target');
      // away from the amounts it is back
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('whatsapp-button').waitFor({ state: 'visible' });
    });
  });

  it('leaves a decoration add-on quantity and its bill line tappable', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto(PRODUCT);
      const more = page.locator('button[aria-label^="One "][aria-label$=" more"]').first();
      // the add-on's row: its name, price and − / + quantity
      expect(await whatIsOnTop(page, more.locator('xpath=../..'))).toBe('target');
      await more.click();
      const line = page.getByTestId('booking-panel').getByRole('row', { name: /Foil/ });
      expect(await whatIsOnTop(page, line)).toBe('target');
    });
  });
});

/**
 * Resolves once the page has not scrolled for 10 frames in a row: the site scrolls smoothly (styles/globals.css), so a
 * scrollIntoView moves the page over many frames, and a box read mid-way (a busy machine) is not where it ends.
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

describe('a buffet party over 100 guests (390x844)', () => {
  it('lands on the live-catering enquiry with its guest count, and the stored reference is in view, focused and uncovered', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await startBuffetWithNonVegMenu(page);
      await page.getByLabel(/Number of guests/).fill('150');
      await page.getByRole('link', { name: 'send us a catering enquiry' }).click();
      await page.waitForURL(`${baseURL}/caterers?guests=150#enquiry`);
      const form = page.getByRole('form', { name: 'Enquiry form' });
      await expect(form.getByLabel('Number of guests').inputValue()).resolves.toBe('150');

      await form.getByLabel('Your name').fill('Meera Iyer');
      await form.getByLabel('Mobile number').fill('9876501234');
      await form.getByLabel('Event date').fill(istDateIn(20));
      await form.getByLabel('City').selectOption('noida');
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      const confirmation = page.getByTestId('enquiry-confirmation');
      await confirmation.getByText(/Your reference:/).waitFor();
      await expect(confirmation.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await scrollSettled(page);
      const box = (await confirmation.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(await whatIsOnTop(page, confirmation)).toBe('target');
    });
  });
});

describe('a product name with "&" (390x844)', () => {
  it('titles the mobile header with the product name as written', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto(PRODUCT);
      await expect(page.getByTestId('header-title').textContent()).resolves.toBe('Pink & Gold Balloon Arch Birthday Decoration');
    });
  });
});
