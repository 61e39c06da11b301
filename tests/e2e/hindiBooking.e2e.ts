/**
 * The issue's main path in Hindi at 390x844: a customer switches to Hindi on the home page with the header's "हिंदी"
 * link, then books and pays a chef entirely in Hindi (dishes, date and address with the bill, the OTP login, the
 * checkout, the sandbox payment, My Orders and the order page). Each screen is checked for its Hindi texts (the
 * messages' own words, `text(…, 'hi')`), `<html lang="hi">` and for English left in the UI (`strayLatinWords` on
 * main's visible text, the customer's own input taken out).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHEF_SLOTS } from '../../lib/booking';
import { strayLatinWords } from '../../lib/i18n/latinAllowList';
import { CREDIT_SHARE_PERCENT, LATE_CREDIT_AFTER_MINUTES, NO_SHOW_AFTER_MINUTES } from '../../lib/punctuality';
import { slotLabel } from '../../lib/slotLabel';
import { ORDER_CONFIRMATION_TEMPLATE } from '../../server/notify/whatsapp';
import { text } from '../helpers/messages';
import { istDateIn, staffCookieAt } from './api';
import { baseURL, setupBrowser, waitForCardStatus, withPage } from './fixtures';
import { E2E_STAFF_LOGINS, e2eLogin } from './server';
import { renderEveryPart } from './pageText';

const browser = setupBrowser();

const hi = (domain: string, key: string, values?: Record<string, string | number>) => text(domain, key, values, 'hi');

/** What the customer types: theirs, so not scanned for English. */
const CUSTOMER = { name: 'Kavya Nair', line1: 'Flat 1203, Tower C, Supertech Capetown' };

/** The English words left in main's visible text (the customer's own input and order numbers taken out). */
async function strayEnglish(page: Page): Promise<string[]> {
  await renderEveryPart(page);
  let visible = await page.locator('main').innerText();
  for (const own of [CUSTOMER.name, CUSTOMER.line1]) visible = visible.split(own).join(' ');
  visible = visible.replace(/PS-[2-9A-Z]{6}/g, ' ');
  return strayLatinWords(visible);
}

async function expectHindiPage(page: Page) {
  expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  expect(await strayEnglish(page)).toEqual([]);
}

/** The OTP login in its popup, by its fields and forms (whatever language its buttons speak). */
async function loginByOtp(page: Page, account: { phone: string; code: string }) {
  await page.getByTestId('phone-input').fill(account.phone);
  await page.getByTestId('phone-input').press('Enter');
  await page.getByTestId('otp-input').fill(account.code);
  await page.getByTestId('otp-input').press('Enter');
  const welcome = page.getByRole('dialog').filter({ has: page.locator('img[src="/images/icons/login.svg"]') });
  await welcome.getByRole('button').last().click();
}

describe('booking and paying a chef in Hindi at 390x844', () => {
  it('switches to Hindi on the home page and books, pays and opens the order in Hindi', async () => {
    const account = e2eLogin('hindiBooking', 0);
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/');
      const toHindi = page.getByRole('link', { name: 'हिंदी' }).first();
      await toHindi.click();
      await page.waitForURL(`${baseURL}/hi`);
      // a client-side move: the page sets its language as it renders
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('hi');

      // step 1: dishes, names from the Hindi catalogue
      await page.goto('/hi/book-chef-cook-for-party');
      await page.getByRole('heading', { level: 1, name: hi('chef', 'dishes.heading') }).waitFor();
      await page.getByText(hi('chef', 'dishes.banner')).waitFor();
      await page.getByText('पनीर टिक्का', { exact: true }).first().waitFor();
      await page
        .getByRole('list', { name: hi('chef', 'dishes.cuisines') })
        .getByRole('button', { name: 'नॉर्थ इंडियन' })
        .waitFor();
      const add = page.locator('[data-testid="dish-card"]:visible button[aria-pressed="false"]');
      for (let i = 0; i < 3; i += 1) await add.first().click();
      const bar = page.getByTestId('continue-bar');
      await bar.getByText(hi('chef', 'dishes.count', { count: 3 }), { exact: false }).waitFor();
      await expectHindiPage(page);
      await bar.getByRole('button', { name: hi('chef', 'continue') }).click();

      // step 2: people, pincode, date, slot, address; the bill in Hindi
      await page.waitForURL(/\/hi\/book-chef-cook-for-party\/order-details/);
      await page.getByRole('heading', { level: 1, name: hi('chef', 'details.heading') }).waitFor();
      await page.getByLabel(hi('chef', 'schedule.people', { min: 1, max: 35 })).fill('20');
      await page.getByLabel(hi('booking', 'pincodeFirst.label')).fill('201309');
      await page
        .getByText(/नोएडा$/)
        .first()
        .waitFor();
      await page.getByLabel(hi('booking', 'date.label'), { exact: true }).fill(istDateIn(3));
      const slot = slotLabel(
        CHEF_SLOTS.find((s) => s.id === '19-20')!,
        'hi',
      );
      await page.getByRole('button', { name: slot }).click();
      expect(await page.getByRole('button', { name: slot }).getAttribute('aria-pressed')).toBe('true');
      await page.getByLabel(hi('booking', 'address.name')).fill(CUSTOMER.name);
      await page.getByLabel(hi('booking', 'address.line1')).fill(CUSTOMER.line1);
      await page.getByTestId('requirements').getByText(hi('chef', 'requirements.gasBurners')).waitFor();
      for (const label of [
        hi('booking', 'bill.dishes', { count: 3 }),
        hi('booking', 'bill.people', { rate: 49, count: 20 }),
        hi('booking', 'bill.total'),
        hi('booking', 'bill.advanceNow', { percent: 20 }),
        hi('booking', 'bill.balance.chef'),
      ]) {
        await page.getByRole('rowheader', { name: label, exact: true }).waitFor();
      }
      await expectHindiPage(page);

      // the OTP login is asked here, then the checkout follows
      await page
        .locator('[class*="continueBar"]')
        .getByRole('button', { name: hi('chef', 'continue') })
        .click();
      await page.getByTestId('phone-input').waitFor();
      await loginByOtp(page, account);
      await page.waitForURL(`${baseURL}/hi/book-chef-checkout`);

      // step 3: summary, policy and bill in Hindi; Confirm goes to the sandbox gateway
      await page.getByRole('heading', { level: 1, name: hi('chef', 'checkout.heading') }).waitFor();
      await expect(page.getByTestId('checkout-summary').textContent()).resolves.toContain(
        hi('chef', 'checkout.counts', { people: 20, dishes: 3 }),
      );
      await page.getByRole('table', { name: hi('policy', 'caption') }).waitFor();
      await page.getByText(hi('policy', 'text')).waitFor();
      await expectHindiPage(page);
      await page.getByRole('button', { name: hi('booking', 'confirm.button') }).click();

      // the sandbox gateway's page in Hindi
      await page.waitForURL(/\/hi\/pay\/sandbox\//);
      await page.getByRole('heading', { level: 1, name: hi('payments', 'sandbox.heading') }).waitFor();
      await page.getByTestId('sandbox-amount').waitFor();
      await expectHindiPage(page);
      await page.getByRole('button', { name: hi('payments', 'sandbox.pay'), exact: true }).click();

      // the result page and its confirmation popup
      await page.waitForURL(/\/hi\/pay\/result\?order=/);
      const confirmed = page.getByRole('dialog', { name: hi('payments', 'success.confirmed') });
      await confirmed.waitFor();
      const orderNumber = /PS-[2-9A-Z]{6}/.exec((await confirmed.textContent()) ?? '')![0];
      // the page under the popup (hidden from the accessibility tree while the popup is open)
      expect(await page.locator('main h1').first().textContent()).toBe(hi('payments', 'success.heading'));
      await confirmed.getByRole('button', { name: hi('payments', 'success.viewMyOrders') }).click();

      // My Orders, then the order page
      await page.waitForURL(`${baseURL}/hi/orderlist`);
      const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
      await card.waitFor();
      await waitForCardStatus(page, card, hi('orders', 'status.1'));
      await expect(card.textContent()).resolves.toContain(hi('orders', 'type.2'));
      await expectHindiPage(page);
      await card.click();
      await page.waitForURL(/\/hi\/order-details\?id=/);
      await page.getByTestId('order-number').getByText(orderNumber).waitFor();
      await page.getByRole('heading', { level: 1, name: hi('orders', 'page.detailsTitle') }).waitFor();
      await page
        .getByTestId('order-bill')
        .getByRole('rowheader', { name: hi('booking', 'bill.total'), exact: true })
        .waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      // the parts of the order page this work covers: summary, address, dishes, what to keep ready, bill, history
      for (const part of [
        'order-service',
        'order-when',
        'order-address',
        'order-items',
        'order-requirements',
        'order-bill',
        'order-history',
      ]) {
        const shown = await page.getByTestId(part).innerText();
        expect(strayLatinWords(shown.split(CUSTOMER.name).join(' ').split(CUSTOMER.line1).join(' ')), part).toEqual([]);
      }
    });
  });

  it('sends the booking WhatsApp message in Hindi, and a new login on another browser reads on in Hindi', async () => {
    const account = e2eLogin('hindiBooking', 0);
    // the account took Hindi from the Hindi page it first logged in on (the scene above): the booking's WhatsApp
    // message went out in the Hindi template
    const cookie = await staffCookieAt(baseURL, E2E_STAFF_LOGINS[0]!);
    await expect
      .poll(
        async () => {
          const sent: (string | null)[][] = [];
          for (let pageNumber = 1; pageNumber <= 5; pageNumber += 1) {
            const answer = await fetch(`${baseURL}/api/ops/messages?channel=whatsapp&page=${pageNumber}`, { headers: { Cookie: cookie } });
            const { data } = (await answer.json()) as {
              data: { messages: { recipient: string; template: string | null; language: string | null }[] };
            };
            // the admin reads whole recipients: this customer's messages
            for (const m of data.messages) if (m.recipient.endsWith(account.phone)) sent.push([m.template, m.language]);
          }
          return sent;
        },
        { timeout: 15_000 },
      )
      .toContainEqual([ORDER_CONFIRMATION_TEMPLATE, 'hi']);

    // a new browser (no language cookie) on the English home page: the login moves it to Hindi
    await withPage(browser(), 'desktop', async (page) => {
      await page.goto('/');
      expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
      await page.getByTestId('header-desktop').getByRole('button', { name: 'Login' }).click();
      await loginByOtp(page, account);
      await page.waitForURL(`${baseURL}/hi`);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('hi');
      // and the browser remembers it: a reload, or an English address, shows Hindi
      await page.reload();
      expect(page.url()).toBe(`${baseURL}/hi`);
      await page.goto('/aboutus');
      await page.waitForURL(`${baseURL}/hi/aboutus`);
    });
  });

  it('shows the whole order page in Hindi (payments, cancellation meter, arrival promise)', async () => {
    const account = e2eLogin('hindiBooking', 0);
    // the account reads Hindi (the scenes above): a login on the English home page moves the browser to Hindi
    await withPage(browser(), 'desktop', async (page) => {
      await page.goto('/');
      await page.getByTestId('header-desktop').getByRole('button', { name: 'Login' }).click();
      await loginByOtp(page, account);
      await page.waitForURL(`${baseURL}/hi`);
      // the order booked in the first scene (this account's only one), on its page
      await page.goto('/hi/orderlist');
      const card = page.getByTestId('order-card').first();
      await card.waitFor();
      await waitForCardStatus(page, card, hi('orders', 'status.1'));
      await card.click();
      await page.waitForURL(/\/hi\/order-details\?id=/);
      await page.getByRole('heading', { level: 1, name: hi('orders', 'page.detailsTitle') }).waitFor();

      // the arrival promise, word for word
      await expect(page.getByTestId('order-punctuality-promise').innerText()).resolves.toBe(
        hi('orders', 'arrival.promise', { late: LATE_CREDIT_AFTER_MINUTES, share: CREDIT_SHARE_PERCENT, noShow: NO_SHOW_AFTER_MINUTES }),
      );
      // the cancellation meter: what cancelling now gives back, and until when
      const meter = page.getByTestId('cancel-meter');
      const [beforeAmount, afterAmount] = hi('orders', 'meter.now', { amount: '₹0' }).split('₹0');
      const meterNow = await meter.locator('p').first().innerText();
      expect(meterNow.startsWith(beforeAmount!) && meterNow.endsWith(afterAmount!), meterNow).toBe(true);
      // the payment section: its heading, what was paid, and the payment with its receipt (a Hindi page's link)
      const payment = page.getByTestId('order-payment');
      await payment.getByRole('heading', { name: hi('payments', 'section.heading'), exact: true }).waitFor();
      await payment.getByText(hi('payments', 'section.paid'), { exact: true }).waitFor();
      await expect(payment.getByTestId('order-payments').innerText()).resolves.toContain(hi('payments', 'kind.advance'));
      const receiptLink = payment.getByTestId('order-payments').getByRole('link').first();
      expect(await receiptLink.getAttribute('href')).toMatch(/^\/hi\//);
      for (const part of ['order-arrival', 'cancel-meter', 'order-payment']) {
        const shown = (await page.getByTestId(part).innerText())
          // reference numbers: the payment's receipt and its GST receipt voucher
          .replace(/RC-[0-9A-Z]+/g, ' ')
          .replace(/RV\/[0-9-]+\/[0-9]+/g, ' ');
        expect(strayLatinWords(shown), part).toEqual([]);
      }

      // the cancel dialog asks in Hindi; keeping the order changes nothing
      await page.getByRole('button', { name: hi('orders', 'cancel.button'), exact: true }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: hi('orders', 'cancel.title') });
      await dialog.waitFor();
      expect(strayLatinWords(await dialog.innerText())).toEqual([]);
      await dialog.getByRole('button', { name: hi('orders', 'keepOrder'), exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: hi('orders', 'cancel.button'), exact: true }).waitFor();

      // the payment's receipt (or its GST receipt voucher, once issued) opens on its Hindi page
      await receiptLink.click();
      await page.waitForURL(/\/hi\/(pay\/receipt|order)\//);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      if (page.url().includes('/pay/receipt/')) {
        await page.getByRole('heading', { level: 1, name: hi('payments', 'receipt.heading') }).waitFor();
        await page.getByRole('rowheader', { name: hi('payments', 'receipt.amountPaid'), exact: true }).waitFor();
        // the customer's name is theirs; the references (the order's, the receipt's, the gateway's payment id) are codes
        let receipt = (await page.getByTestId('receipt').innerText()).split(CUSTOMER.name).join(' ');
        const paymentId = await page
          .getByRole('rowheader', { name: hi('payments', 'receipt.paymentId'), exact: true })
          .locator('xpath=following-sibling::td')
          .innerText();
        receipt = receipt
          .split(paymentId)
          .join(' ')
          .replace(/PS-[2-9A-Z]{6}/g, ' ')
          .replace(/RC-[0-9A-Z]+/g, ' ');
        expect(strayLatinWords(receipt)).toEqual([]);
      }
    });
  });
});
