/**
 * What a customer on a 390x844 phone finds and reads: invites and chat are reached from the home page by clicking,
 * logged out and logged in; the floating buttons cover no footer link at a page's end and no price of the services
 * hub; the start code leads the order page, inside the first screen. The start-code check runs its own server on a
 * prepared database (a paid order assigned in a slot that has started), as tests/e2e/partner.e2e.ts does.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginTokenAt } from '../helpers/httpApi';
import { assignedPaidChefOrder } from '../helpers/partner';
import { baseURL, logInBrowser, setupBrowser, storeLogin, withPage } from './fixtures';
import { serverOnPreparedDatabase } from './preparedServer';
import { E2E_CUSTOMER_REACH_PROVIDER_PHONE, e2eLogin } from './server';

const browser = setupBrowser();
const CUSTOMER = e2eLogin('customerReach', 0);
const ORDER_CUSTOMER = e2eLogin('customerReach', 1);
const PHONE_HEIGHT = 844;

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};

/** From the home page: the "Invite, chat and plan" section's link, then the drawer's; each lands on its page. */
async function reachInvitesAndChat(page: Page, loggedIn: boolean): Promise<void> {
  const section = page.getByRole('region', { name: 'Invite, chat and plan' });
  const chatArrived = async () => {
    await page.waitForURL(`${baseURL}/chat`);
    // logged out, the page opens its "Access Restricted" dialog, which hides the page from the accessibility tree
    // until it is closed: close it first (once hydrated it may open before the heading is looked for)
    if (!loggedIn) await page.getByRole('dialog', { name: 'Access Restricted' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    if (loggedIn) expect(await page.getByText('Log in with your mobile number to see your chats.').count()).toBe(0);
  };

  await page.goto('/');
  await section.getByRole('link', { name: /^Invites/ }).click();
  await page.waitForURL(`${baseURL}/wonderland`);
  await page.getByRole('heading', { level: 1, name: 'Event Invites' }).waitFor();

  await page.goto('/');
  await section.getByRole('link', { name: /^Chat/ }).click();
  await chatArrived();

  // the same two from the menu of the phone's header
  for (const [label, arrived] of [
    ['Invites', () => page.getByRole('heading', { level: 1, name: 'Event Invites' }).waitFor()],
    ['Chat', chatArrived],
  ] as const) {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: label, exact: true }).click();
    await arrived();
  }
}

describe('invites and chat are found from the home page (390x844)', () => {
  it('logged out: by the home page section and by the menu', async () => {
    await withPage(browser(), 'mobile', (page) => reachInvitesAndChat(page, false));
  });

  it('logged in: by the home page section and by the menu, the chat opening the rooms', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/aboutus');
      await logInBrowser(page, CUSTOMER);
      await reachInvitesAndChat(page, true);
    });
  });
});

describe('the floating buttons cover nothing one must read or tap (390x844)', () => {
  it("at the home page's end the WhatsApp button covers no footer link and not the copyright line", async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1);
      const button = await boxOf(page.getByTestId('whatsapp-button'));
      const footer = page.getByTestId('site-footer');
      const targets = [...(await footer.getByRole('link').all()), footer.getByText(/All rights reserved/)];
      expect(targets.length).toBeGreaterThan(10);
      for (const target of targets) {
        const box = await target.boundingBox();
        // links scrolled above the screen cannot be under the button
        if (box && box.y + box.height > 0) expect(overlap(box, button), (await target.textContent()) ?? '').toBe(false);
      }
    });
  });

  it('on /services Help covers no price, whichever price sits just above the bottom navigation', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/services');
      const nav = await boxOf(page.getByRole('navigation', { name: 'App' }));
      const help = page.getByRole('button', { name: 'Help' });
      const prices = await page
        .getByTestId('service-tile')
        .getByText(/^From ₹/)
        .all();
      expect(prices.length).toBeGreaterThan(2);
      for (const price of prices) {
        // bring the price's bottom to 8 px above the bottom navigation, where a floating button at the bottom sits
        const { y, height } = await boxOf(price);
        await page.evaluate((by) => window.scrollBy(0, by), y + height - (nav.y - 8));
        const now = await boxOf(price);
        const helpBox = await help.boundingBox();
        if (helpBox) expect(overlap(now, helpBox), (await price.textContent()) ?? '').toBe(false);
      }
      // Help is still there, at the top of the page
      await page.evaluate(() => window.scrollTo(0, 0));
      expect((await boxOf(help)).y).toBeLessThan(100);
    });
  });
});

describe("the start code on the customer's order page (390x844)", () => {
  const { prepared, origin } = serverOnPreparedDatabase('party-reach-', (db) =>
    assignedPaidChefOrder(db, { providerPhone: E2E_CUSTOMER_REACH_PROVIDER_PHONE, customerPhone: ORDER_CUSTOMER.phone }),
  );

  it('shows the code inside the first screen, without scrolling', async () => {
    const { orderId, startCode } = prepared();
    const token = await loginTokenAt(origin(), ORDER_CUSTOMER);
    if (!token) throw new Error('customer login failed');
    await withPage(
      browser(),
      'mobile',
      async (page) => {
        await page.goto('/aboutus');
        await storeLogin(page, { token, phone: ORDER_CUSTOMER.phone });
        await page.goto(`/order-details?id=${orderId}`);
        const code = page.getByTestId('order-start-code');
        await code.waitFor();
        expect(await code.textContent()).toContain(startCode);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const box = await boxOf(code);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE_HEIGHT);
      },
      { origin: origin() },
    );
  });
});
