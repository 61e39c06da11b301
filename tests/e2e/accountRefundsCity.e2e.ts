/**
 * The account at 390x844 in Chromium, the parts accounts.e2e.ts and privacy.e2e.ts leave out: "Delete my account" is
 * refused while a paid booking is still to come (the dialog says to cancel it first); once cancelled, the refund is
 * listed under Refunds on /accounts (the account's Refunds link) with its amount, status and bank reference; a city
 * page saves a logged-in customer's city, /services shows that city's links with the bottom nav, /accounts changes it;
 * "Log out of all devices" ends every session and clears the spec's localStorage keys. Test numbers
 * E2E_ACCOUNT_LOGINS (98777000 50-59) are this file's own.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DELETE_REFUSED_PAID_ORDER } from '../../lib/contracts/privacy';
import { bookChefOrder, payOrder, postJson, tokenFor } from './api';
import { baseURL, logInBrowser, setupBrowser, withPage } from './fixtures';
import { E2E_ACCOUNT_LOGINS } from './server';

const browser = setupBrowser();

const statusWith = async (token: string) =>
  (await fetch(`${baseURL}/api/user/user-details`, { headers: { Authorization: `Bearer ${token}` } })).status;

/** The customer's refunds through the API, once `ready` holds for them (the sandbox processes a refund within seconds). */
async function refundsWhen(token: string, ready: (list: { status: string; orderNumber: string }[]) => boolean) {
  for (let i = 0; i < 40; i += 1) {
    const answer = await fetch(`${baseURL}/api/user/refunds`, { headers: { Authorization: `Bearer ${token}` } });
    const list = ((await answer.json()) as { data: { status: string; orderNumber: string; bankReference: string | null }[] }).data;
    if (ready(list)) return list;
    await sleep(500);
  }
  throw new Error('the refund was not processed in time');
}

describe('account refunds, deletion refused, saved city and logging out everywhere at 390x844', () => {
  it('refuses to delete while a paid booking is to come; after cancelling it, Refunds lists the amount, status and bank reference', async () => {
    const login = E2E_ACCOUNT_LOGINS[0]!;
    const token = await tokenFor(login);
    const booked = await bookChefOrder(token);
    expect(booked.response.status).toBe(201);
    const order = ((await booked.response.json()) as { data: { _id: string; orderNumber: string; advance: number } }).data;
    expect((await payOrder(token, order._id)).message).toBe('PAYMENT_SUCCESS');

    await withPage(
      browser(),
      'mobile',
      async (page, watched) => {
        await page.goto('/accounts');
        await logInBrowser(page, login);
        await page.getByText('No refunds. When money goes back to you, it is listed here.').waitFor();

        await page.getByRole('button', { name: 'Delete my account' }).click();
        const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
        await confirm.getByRole('button', { name: 'Delete my account' }).click();
        await confirm.getByRole('alert').getByText(DELETE_REFUSED_PAID_ORDER).waitFor();
        await confirm.getByRole('button', { name: 'Keep my account' }).click();
        // nothing ended: the browser and the API session are still logged in
        expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
        expect(await statusWith(token)).toBe(200);

        const cancelled = await postJson('/api/order/cancelOrder', { _id: order._id }, { Authorization: `Bearer ${token}` });
        expect(cancelled.status).toBe(200);
        await refundsWhen(token, (list) => list.some((r) => r.orderNumber === order.orderNumber && r.status === 'processed'));

        await page.reload();
        await page
          .getByRole('navigation', { name: 'Your account' })
          .getByRole('link', { name: /Refunds/ })
          .click();
        await page.waitForURL(`${baseURL}/accounts#refunds`);
        const refund = page.getByRole('region', { name: 'Refunds' }).getByTestId('account-refund').filter({ hasText: order.orderNumber });
        await refund.waitFor();
        const text = (await refund.textContent()) ?? '';
        expect(text).toContain(`₹${order.advance.toLocaleString('en-IN')}`);
        expect(text).toContain('Refunded');
        expect(text).toMatch(/Bank reference: SBXARN\w+/);
        expect(await refund.isVisible()).toBe(true);
        await refund.getByRole('link', { name: order.orderNumber }).click();
        await page.waitForURL(new RegExp(`/order-details\\?id=${order._id}`));
        // the refused deletion's 409 is the one expected problem (the browser logs it as a failed resource too)
        expect(watched.problems.filter((problem) => !/409/.test(problem))).toEqual([]);
      },
      { allowStatus: ['/api/user/delete-account'], allowProblems: true },
    );
  });

  it('a city page saves the city, /services shows its links with the bottom nav, /accounts changes it; logging out everywhere clears the keys', async () => {
    const login = E2E_ACCOUNT_LOGINS[1]!;
    const otherDevice = await tokenFor(login);
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/services');
      await logInBrowser(page, login);
      await page.getByText('No bookings coming up. Pick a service above to plan your next party.').waitFor();
      expect(await page.getByTestId('saved-city').count()).toBe(0);

      const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/city') && r.request().method() === 'PUT');
      await page.goto('/pune');
      expect((await saved).status()).toBe(200);

      await page.goto('/services');
      const city = page.getByTestId('saved-city');
      await city.getByText('Your city: Pune').waitFor();
      expect(await city.getByRole('link', { name: 'Chef' }).getAttribute('href')).toBe('/pune/chef-near-me');
      expect(await page.locator('header').count()).toBe(0);
      await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Services' }).waitFor();

      await page.goto('/accounts');
      const picker = page.getByRole('combobox', { name: 'City' });
      await page.getByRole('option', { name: 'Pune', selected: true }).waitFor({ state: 'attached' });
      await picker.selectOption('delhi');
      await page.getByRole('status').filter({ hasText: 'Your city has been saved.' }).waitFor();
      await page.goto('/services');
      await page.getByTestId('saved-city').getByText('Your city: Delhi').waitFor();

      await page.goto('/accounts');
      await page.getByTestId('account-phone').waitFor();
      await page.evaluate(() => localStorage.setItem('totalUnread', '3'));
      await page.getByRole('button', { name: 'Log out of all devices' }).click();
      await page.getByRole('dialog', { name: 'Log out of all devices?' }).getByRole('button', { name: 'Log out everywhere' }).click();
      await page.getByRole('dialog', { name: 'Logout Successful' }).waitFor();
      const keys = await page.evaluate(() =>
        ['isLoggedIn', 'token', 'mobileNumber', 'userID', 'totalUnread'].map((key) => localStorage.getItem(key)),
      );
      expect(keys).toEqual(['false', null, null, null, null]);
      expect(await statusWith(otherDevice)).toBe(401);
    });
  });
});
