/**
 * Privacy at 390x844: notification choices (WhatsApp offers on and off, saved on change), download my data (the
 * JSON file parses and holds the customer's order), delete my account and restore it by logging in again, and the
 * /services hub with the bottom nav and its tiles. Test login 22 is this file's own.
 * /accounts must mount components/account/AccountPrivacySections (the lead mounts it at merge).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { bookChefOrder, tokenFor } from './api';
import { baseURL, loginInPopup, logInBrowser, setupBrowser, withPage } from './fixtures';
import { e2eLogin } from './server';

const browser = setupBrowser();
const LOGIN = e2eLogin('privacy', 0);

async function settingsOf(token: string) {
  const response = await fetch(`${baseURL}/api/user/notification-settings`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { whatsapp: { offers: boolean } } }).data;
}

describe('accounts privacy and the services hub', () => {
  it('turns WhatsApp offers on and off, downloads the data, deletes the account and restores it by logging in', async () => {
    const apiToken = await tokenFor(LOGIN);
    const booked = await bookChefOrder(apiToken);
    expect(booked.response.status).toBe(201);
    const { orderNumber } = ((await booked.response.json()) as { data: { orderNumber: string } }).data;

    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/accounts?userid=someone-else');
      await logInBrowser(page, LOGIN);
      const offers = page.getByRole('switch', { name: 'WhatsApp offers' });
      await offers.waitFor();
      expect(await offers.isChecked()).toBe(false);
      await offers.click();
      await page.getByRole('status').filter({ hasText: 'WhatsApp offers on. Saved.' }).waitFor();
      expect((await settingsOf(apiToken)).whatsapp.offers).toBe(true);
      await offers.click();
      await page.getByRole('status').filter({ hasText: 'WhatsApp offers off. Saved.' }).waitFor();
      expect((await settingsOf(apiToken)).whatsapp.offers).toBe(false);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
      expect(download.suggestedFilename()).toBe('my-data.json');
      const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        profile: { phone: string };
        tables: { orders: { order_number: string }[] };
      };
      expect(exported.profile.phone).toBe(LOGIN.phone);
      expect(exported.tables.orders.map((order) => order.order_number)).toContain(orderNumber);

      await page.getByRole('button', { name: 'Delete my account' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
      await confirm.getByRole('button', { name: 'Delete my account' }).click();
      const done = page.getByRole('dialog', { name: 'Your account will be deleted' });
      await done.getByText(/Log in again before then to keep your account/).waitFor();
      await done.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('dialog', { name: 'Logout Successful' }).waitFor();
      // every session ended on the server, the API's one too
      const refused = await fetch(`${baseURL}/api/user/user-details`, { headers: { Authorization: `Bearer ${apiToken}` } });
      expect(refused.status).toBe(401);

      // logging in again within the 7 days keeps the account
      await page.goto('/accounts');
      await page.locator('main').getByRole('button', { name: 'Login' }).click();
      await loginInPopup(page, LOGIN);
      await page.getByRole('switch', { name: 'WhatsApp offers' }).waitFor();
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const restore = await fetch(`${baseURL}/api/user/restore-account`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      expect(((await restore.json()) as { data: { restored: boolean } }).data.restored).toBe(false);
      const again = await fetch(`${baseURL}/api/user/export`, { headers: { Authorization: `Bearer ${token}` } });
      const after = (await again.json()) as { profile: { phone: string }; tables: { orders: { order_number: string }[] } };
      expect(after.profile.phone).toBe(LOGIN.phone);
      expect(after.tables.orders.map((order) => order.order_number)).toContain(orderNumber);
    });
  });

  it('/services shows the tiles with prices in the server HTML, no header, the bottom nav and the upcoming booking', async () => {
    const html = await (await fetch(`${baseURL}/services?userid=someone-else`)).text();
    for (const title of ['Chef for Party', 'Balloon Decoration', 'Photography', 'Party Food Delivery', 'Live Buffet Catering']) {
      expect(html).toContain(title);
    }
    expect(html).toMatch(/From ₹[\d,]+ per plate/);
    expect(html).toContain('href="/noida"');

    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/services?userid=someone-else');
      await page.getByRole('heading', { level: 1, name: 'Services' }).waitFor();
      expect(await page.locator('header').count()).toBe(0);
      const nav = page.getByRole('navigation', { name: 'App' });
      await nav.waitFor();
      await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Invites', 'Services', 'Account']);
      const tiles = page.getByTestId('service-tile');
      expect(await tiles.count()).toBe(5);
      for (const text of await tiles.allTextContents()) expect(text).toMatch(/From ₹[\d,]+/);
      await logInBrowser(page, LOGIN);
      await page
        .getByRole('region', { name: 'Your upcoming bookings' })
        .getByRole('link', { name: /Chef for Party/ })
        .waitFor();
      await page.getByTestId('service-tile').first().click();
      await page.waitForURL(`${baseURL}/book-chef-cook-for-party`);
    });
  });
});
