import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { OPS_LOGIN_SUCCESS } from '../../lib/contracts/ops';
import { PARTNER_LOGIN_SUCCESS } from '../../lib/contracts/partner';
import { loginTokenAt } from '../helpers/httpApi';
import { launchBrowser, openWatchedPage, VIEWPORTS, type WatchedPage } from './browser';

/** Base URL of the server under test (provided by globalSetup). */
export const baseURL = inject('baseURL');

/** Launches one Chromium for the test file and closes it afterwards; returns a getter. */
export function setupBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

/**
 * Runs `body` on a fresh watched page at a viewport, then asserts no console error or failed
 * request to our origin happened (unless `allowProblems`) and, always, that the Content-Security-Policy
 * refused nothing, and closes the context.
 * @param options.origin the server the page talks to (default: the shared server under test; a test that
 *   starts its own server, e.g. on a prepared database, passes that one's base URL).
 */
export async function withPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  body: (page: Page, watched: WatchedPage) => Promise<void>,
  { allowStatus = [] as string[], allowProblems = false, origin = baseURL } = {},
): Promise<void> {
  const watched = await openWatchedPage(browser, origin, VIEWPORTS[viewport], allowStatus);
  try {
    await body(watched.page, watched);
    expect(watched.cspViolations).toEqual([]);
    if (!allowProblems) expect(watched.problems).toEqual([]);
  } finally {
    await watched.context.close();
  }
}

/** HTTP status of GET `path` on the server under test (no browser). */
export async function statusOf(path: string): Promise<number> {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  return response.status;
}

/** Marks the browser as logged in the way the login popup does, and fires the event. */
export async function fakeLoggedIn(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('isLoggedIn', 'true');
    window.dispatchEvent(new Event('login-state-change'));
  });
}

/**
 * Logs a test number in through the API and stores the login in the page's localStorage the way the
 * login popup does (spec 3 keys), then fires the login-state-change event.
 */
export async function logInBrowser(page: Page, login: { phone: string; code: string }): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await post('/api/user/otp_generate', { phone: login.phone, role: 'customer' });
  const answer = (await (await post('/api/user/otp_verify', { phone: login.phone, role: 'customer', otp: login.code })).json()) as {
    token: string;
    data: { _id: string };
  };
  await storeLogin(page, { token: answer.token, userId: answer.data._id, phone: login.phone });
}

/**
 * Stores a session in the page's localStorage the way the login popup does (spec 3 keys: isLoggedIn,
 * token, mobileNumber, userID when known), then fires the login-state-change event.
 */
export async function storeLogin(page: Page, login: { token: string; phone: string; userId?: string }): Promise<void> {
  await page.evaluate(({ token, userId, phone }) => {
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('token', token);
    if (userId) localStorage.setItem('userID', userId);
    localStorage.setItem('mobileNumber', phone);
    window.dispatchEvent(new Event('login-state-change'));
  }, login);
}

/**
 * A customer signed in on a phone (390x844) at `origin`: a code asked for and verified through the API, then the
 * session stored on the home page as the login popup does. The caller closes the returned context.
 * @throws Error when the sign-in fails.
 */
export async function signedInPhonePage(
  browser: Browser,
  origin: string,
  login: { phone: string; code: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const token = await loginTokenAt(origin, login);
  if (!token) throw new Error('customer login failed');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: origin });
  const page = await context.newPage();
  await page.goto('/');
  await storeLogin(page, { token, phone: login.phone });
  return { context, page };
}

/** Logs in through the open login popup (spec 4): number, GET OTP, code, Verify, then OK on the welcome. */
export async function loginInPopup(page: Page, account: { phone: string; code: string }): Promise<void> {
  await page.getByTestId('phone-input').fill(account.phone);
  await page.getByRole('dialog').getByRole('button', { name: 'GET OTP' }).click();
  await page.getByTestId('otp-input').fill(account.code);
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('dialog', { name: 'Logged In Successful' }).getByRole('button', { name: 'OK' }).click();
}

/**
 * Fills a booking form's address (on the page or inside a panel) and waits until the pincode check
 * names the served city. The address's own "Pincode" (exactly: the flows with slots by availability also ask
 * for the "Party pincode" above the date, the same value).
 */
export async function fillServedAddress(
  scope: Page | Locator,
  { name, line1, pincode, city }: { name: string; line1: string; pincode: string; city: string },
): Promise<void> {
  await scope.getByLabel('Contact name').fill(name);
  await scope.getByLabel(/House \/ flat number/).fill(line1);
  await scope.getByLabel('Pincode', { exact: true }).fill(pincode);
  await scope
    .getByText(new RegExp(`${city}$`))
    .first()
    .waitFor();
}

/**
 * On an order page open in `page`: splits the balance in two from "Split the balance", with the co-hosts Nikhil Rao
 * and Tara Sen at `cohostPhones` (two 10-digit mobiles) and the amounts the form proposes, sends the payment links and
 * waits for the shares to show.
 * @returns the two proposed amounts, in rupees.
 */
export async function splitBalanceInTwo(page: Page, cohostPhones: readonly [string, string]): Promise<[number, number]> {
  const split = page.getByTestId('order-split');
  await split.getByRole('button', { name: 'Split the balance' }).click();
  const form = split.getByRole('form', { name: 'Split the balance' });
  const shares = form.getByTestId('split-share');
  for (const [i, phone] of cohostPhones.entries()) {
    await shares.nth(i).getByLabel('Name').fill(['Nikhil Rao', 'Tara Sen'][i]!);
    await shares.nth(i).getByLabel('Mobile number').fill(phone);
  }
  const amountOf = async (i: number) => Number(await shares.nth(i).getByLabel('Amount (₹)').inputValue());
  const amounts: [number, number] = [await amountOf(0), await amountOf(1)];
  await form.getByRole('button', { name: 'Send payment links' }).click();
  await split.getByTestId('split-shares').waitFor();
  return amounts;
}

/** What the sandbox gateway's test page can report. */
export type SandboxAction = 'pay' | 'fail' | 'pending';

/** The sandbox page's button of each action. */
const SANDBOX_BUTTONS: Record<SandboxAction, string> = { pay: 'Pay', fail: 'Fail', pending: 'Leave pending' };

/**
 * On the sandbox gateway's test page (`/pay/sandbox/{attemptId}`): waits for it, checks its test
 * label, clicks the button of `action` and waits until the gateway has sent the browser back to the
 * payment result page (`/pay/result?order=…`).
 */
export async function payInSandbox(page: Page, action: SandboxAction = 'pay'): Promise<void> {
  await page.waitForURL(/\/pay\/sandbox\//);
  await page.getByRole('heading', { level: 1, name: 'Sandbox test payment — no real money moves' }).waitFor();
  await page.getByRole('button', { name: SANDBOX_BUTTONS[action], exact: true }).click();
  await page.waitForURL(/\/pay\/result\?order=/);
}

/**
 * Confirms the checkout's order and pays its advance in the sandbox (Confirm places the order and
 * goes straight to the gateway), then closes the result page's confirmation with View My Orders and returns
 * the order number (PS-XXXXXX).
 */
export async function confirmOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await payInSandbox(page, 'pay');
  const confirmed = page.getByRole('dialog', { name: 'Order Confirmed' });
  await confirmed.waitFor();
  const orderNumber = /PS-[2-9A-Z]{6}/.exec((await confirmed.textContent()) ?? '')![0];
  await confirmed.getByRole('button', { name: 'View My Orders' }).click();
  // any server's (a scene may run its own)
  await page.waitForURL((url) => url.pathname === '/orderlist');
  return orderNumber;
}

/**
 * Waits until `card`, an order card of My Orders open in `page`, shows `status`, reloading the list while it does not
 * (a paid advance is offered to its provider by a background job: Booked, then Accepted).
 */
export async function waitForCardStatus(page: Page, card: Locator, status: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const text = (await card.textContent()) ?? '';
        if (!text.includes(status)) await page.reload();
        return text;
      },
      { timeout: 20_000, interval: 1000 },
    )
    .toContain(status);
}

/** The canonical URL of a page's server HTML. */
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** Every site-relative link (path only) of a page's server HTML. */
export const hrefsOf = (html: string) => [...html.matchAll(/href="(\/[^"#?]*)"/g)].map((m) => m[1]!);

/** Signs in at /ops/login or /partner/login (the page the browser is on) by OTP and checks the answer's spec text. */
export async function consoleSignIn(page: Page, app: 'ops' | 'partner', login: { phone: string; code: string }): Promise<void> {
  await page.getByTestId(`${app}-phone`).fill(login.phone);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByTestId(`${app}-otp`).fill(login.code);
  const verified = page.waitForResponse((response) => response.url().endsWith(`/api/${app}/auth/verify`));
  await page.getByRole('button', { name: 'Verify' }).click();
  const answer = await verified;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { message: string }).message).toBe(app === 'ops' ? OPS_LOGIN_SUCCESS : PARTNER_LOGIN_SUCCESS);
}
