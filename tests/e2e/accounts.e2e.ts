/**
 * /accounts at 390x844 in Chromium: a profile photo and a name, two saved addresses, a chef booking with
 * a saved address picked at the booking form, and the order keeping its address after the book is edited.
 * Its customer test number is its own (e2eLogin('accounts', 0)).
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { istDateIn } from './api';
import { baseURL, confirmOrder, logInBrowser, setupBrowser, withPage } from './fixtures';
import { e2eLogin } from './server';

const browser = setupBrowser();
const account = e2eLogin('accounts', 0);

/** Adds an address through the account's dialog and waits for its card. */
async function addAddress(page: Page, { label, name, line1, pincode }: { label: string; name: string; line1: string; pincode: string }) {
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByRole('radio', { name: label }).check();
  await dialog.getByLabel('Contact name').fill(name);
  await dialog.getByLabel(/House \/ flat number/).fill(line1);
  await dialog.getByLabel('Pincode').fill(pincode);
  await dialog.getByText(/Noida$/).waitFor();
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await page.getByTestId('saved-address').filter({ hasText: line1 }).waitFor();
}

describe('/accounts end to end at 390x844', () => {
  it('sets a photo and a name, saves two addresses, books a chef with a saved one, and the order keeps it after an edit', async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/accounts?userid=someone-else');
      await logInBrowser(page, account);
      await page
        .getByTestId('account-phone')
        .getByText(`+91 ${account.phone.slice(0, 5)} ${account.phone.slice(5)}`)
        .waitFor();

      // Photo: initials first, then the uploaded photo from our own origin as a 256x256 WebP.
      await expect(page.getByTestId('account-avatar').textContent()).resolves.toBeTruthy();
      await page.getByTestId('avatar-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
      const img = page.getByRole('img', { name: 'Your photo' });
      await img.waitFor();
      const src = (await img.getAttribute('src'))!;
      expect(src).toMatch(/^\/api\/user\/user-avatar\/[0-9a-f-]{36}\?v=[0-9a-f-]{36}$/);
      const served = await fetch(`${baseURL}${src}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([256, 256]);

      // Name: a name with digits is refused on the page; a valid one is saved.
      await page.getByLabel('Your name').fill('Kavya 2');
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByText('Name can contain letters, spaces, dots, hyphens and apostrophes only').waitFor();
      await page.getByLabel('Your name').fill('Kavya Nair');
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByText('Your name has been saved.').waitFor();
      await page.getByTestId('account-name').getByText('Kavya Nair').waitFor();

      // Two addresses; the first is the default.
      await addAddress(page, { label: 'Home', name: 'Kavya Nair', line1: 'Flat 1203, Tower C, Supertech Capetown', pincode: '201309' });
      await addAddress(page, { label: 'Work', name: 'Kavya Nair', line1: 'Plot 7, Sector 3 Office Park', pincode: '201301' });
      expect(await page.getByTestId('saved-address').count()).toBe(2);
      await page.getByTestId('saved-address').filter({ hasText: 'Supertech Capetown' }).getByText('Default').waitFor();

      // A chef booking with the saved Work address, picked on the booking form.
      await page.goto('/book-chef-cook-for-party');
      const buttons = page.locator('[data-testid="dish-card"]:visible button[aria-pressed="false"]');
      for (let i = 0; i < 6; i += 1) await buttons.first().click();
      await page.getByTestId('continue-bar').getByText('6 items').waitFor();
      await page.getByTestId('continue-bar').getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/order-details/);
      await page.getByLabel(/Number of people/).fill('20');
      await page.getByLabel('Date').fill(istDateIn(3));
      await page.getByRole('button', { name: '07:00 PM - 08:00 PM' }).click();
      await page
        .getByRole('group', { name: 'Saved addresses' })
        .getByRole('button', { name: /Work: Plot 7, Sector 3 Office Park/ })
        .click();
      await expect(page.getByLabel(/House \/ flat number/).inputValue()).resolves.toBe('Plot 7, Sector 3 Office Park');
      await page
        .getByText(/Noida$/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${baseURL}/book-chef-checkout`);
      await expect(page.getByTestId('checkout-summary').textContent()).resolves.toContain('Plot 7, Sector 3 Office Park');
      const orderNumber = await confirmOrder(page);

      // Editing the saved address never rewrites the order's copy.
      await page.goto('/accounts');
      const work = page.getByTestId('saved-address').filter({ hasText: 'Plot 7, Sector 3 Office Park' });
      await work.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit address' });
      await dialog.getByLabel(/House \/ flat number/).fill('Tower 9, New Office Lane');
      await dialog.getByRole('button', { name: 'Save address' }).click();
      await page.getByTestId('saved-address').filter({ hasText: 'Tower 9, New Office Lane' }).waitFor();

      await page.goto('/orderlist');
      await page.getByTestId('order-card').filter({ hasText: orderNumber }).click();
      await page.waitForURL(/\/order-details\?id=/);
      const address = page.getByTestId('order-address');
      await address.getByText('Plot 7, Sector 3 Office Park').waitFor();
      await expect(address.textContent()).resolves.not.toContain('Tower 9');
    });
  });
});
