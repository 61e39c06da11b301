import { describe, expect, it } from 'vitest';
import { istDateIn } from './api';
import { baseURL, confirmOrder, fillServedAddress, loginInPopup, setupBrowser, waitForCardStatus, withPage } from './fixtures';
import { e2eLogin } from './server';

/** A photography package booked from the landing page to a paid order, in Chromium at both sizes. */
const browser = setupBrowser();

for (const [viewport, loginIndex] of [
  ['mobile', 0],
  ['desktop', 1],
] as const) {
  describe(`photography booking at ${viewport}`, () => {
    it('goes from the landing page through a package, add-ons and extra hours, checkout and payment to My Orders', async () => {
      const account = e2eLogin('photography', loginIndex);
      await withPage(browser(), viewport, async (page) => {
        await page.goto('/photography-page', { waitUntil: 'networkidle' });
        await page.getByTestId('package-card').filter({ visible: true }).first().click();
        await page.waitForURL(/\/photography-page\/product\//);
        const panel = page.getByTestId('booking-panel');
        const bookNow = panel.getByRole('button', { name: /^Book Now/ });
        const before = Number(((await bookNow.textContent()) ?? '').replace(/\D/g, ''));

        // one extra photographer-style add-on and two extra hours: the bill grows line by line
        await panel
          .getByRole('button', { name: /^One more / })
          .first()
          .click();
        await panel.getByRole('button', { name: 'One more Extra hour' }).click();
        await panel.getByRole('button', { name: 'One more Extra hour' }).click();
        await panel.getByRole('rowheader', { name: '2 extra hours (₹650 an hour)' }).waitFor();
        await panel.getByRole('rowheader', { name: 'Advance to pay now (35%)' }).waitFor();
        const after = Number(((await bookNow.textContent()) ?? '').replace(/\D/g, ''));
        expect(after).toBeGreaterThan(before + 1300);
        await bookNow.click();
        await page.waitForURL(`${baseURL}/photography-checkout`);

        // checkout: the party's pincode (only then are the slots someone can serve there offered), date 3 days
        // ahead, an arrival slot, the address (its pincode already the party's) and a note; login when asked; pay
        await page
          .getByTestId('checkout-summary')
          .getByText(/hours of coverage from arrival/)
          .waitFor();
        await page.getByLabel('Party pincode').fill('201309');
        await page.getByLabel('Date', { exact: true }).fill(istDateIn(3));
        await page.getByRole('button', { name: '11:00 AM - 12:00 PM' }).click();
        expect(await page.getByRole('button', { name: '11:00 AM - 12:00 PM' }).getAttribute('aria-pressed')).toBe('true');
        await expect(page.getByLabel('Pincode', { exact: true }).inputValue()).resolves.toBe('201309');
        await fillServedAddress(page, { name: 'Neha Kapoor', line1: 'Tower 4, Flat 1102, Sector 62', pincode: '201309', city: 'Noida' });
        await page.getByLabel(/Note for the photographer/).fill('Cake cutting at 12:30');
        await page.getByRole('rowheader', { name: '2 extra hours (₹650 an hour)' }).waitFor();
        await page.getByRole('table', { name: 'What you get back if you cancel' }).waitFor();
        await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
        await loginInPopup(page, account);
        const orderNumber = await confirmOrder(page);

        const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
        await expect(card.textContent()).resolves.toContain('Photography');
        // the paid order is offered at once to a free (demo) photographer: Accepted, waiting for their answer
        await waitForCardStatus(page, card, 'Accepted');
        await card.click();
        await page.waitForURL(/\/order-details\?id=/);
        await page
          .getByTestId('photography-order')
          .getByText(/hours from arrival \(2 extra\)/)
          .waitFor();
        await page.getByTestId('order-note').getByText('Cake cutting at 12:30').waitFor();
      });
    });
  });
}
