import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, setupBrowser, withPage } from './fixtures';
import { e2eLogin } from './server';

const browser = setupBrowser();
const A = e2eLogin('login', 0);
const B = e2eLogin('login', 1);
const C = e2eLogin('login', 2);
const D = e2eLogin('login', 3);
const E = e2eLogin('login', 4);
const F = e2eLogin('login', 5);

const dialog = (page: Page) => page.getByRole('dialog');
const phoneInput = (page: Page) => page.getByTestId('phone-input');
const otpInput = (page: Page) => page.getByTestId('otp-input');

async function openLoginFromHeader(page: Page, path = '/aboutus') {
  await page.goto(path);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
  await phoneInput(page).waitFor();
}

async function reachCodeStep(page: Page, phone: string) {
  await phoneInput(page).fill(phone);
  await dialog(page).getByRole('button', { name: 'GET OTP' }).click();
  await otpInput(page).waitFor();
}

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

describe('login popup: phone step (spec 5, 8)', () => {
  it('shows the spec messages for an empty, a short and a complete number', async () => {
    await withPage(browser(), 'desktop', async (page) => {
      await openLoginFromHeader(page);
      await dialog(page).getByRole('button', { name: 'GET OTP' }).click();
      await dialog(page).getByText('Mobile number is required.').waitFor();
      await phoneInput(page).fill('98765');
      await dialog(page).getByText('Please enter a valid mobile number').waitFor();
      await phoneInput(page).pressSequentially('43210abc');
      expect(await phoneInput(page).inputValue()).toBe('9876543210');
      expect(await dialog(page).getByText('Please enter a valid mobile number').count()).toBe(0);
      expect(await phoneInput(page).getAttribute('inputmode')).toBe('numeric');
    });
  });

  it('shows "Failed to send OTP" for a non-200 answer and "Error sending OTP" for a network error', async () => {
    await withPage(
      browser(),
      'mobile',
      async (page) => {
        await page.goto('/orderlist');
        await page.getByRole('button', { name: 'Login' }).click();
        await phoneInput(page).fill('5123456789');
        await dialog(page).getByRole('button', { name: 'GET OTP' }).click();
        await dialog(page).getByText('Failed to send OTP. Please try again.').waitFor();
        await page.route('**/api/user/otp_generate', (route) => route.abort('internetdisconnected'));
        await phoneInput(page).fill('9876543210');
        await dialog(page).getByRole('button', { name: 'GET OTP' }).click();
        await dialog(page).getByText('Error sending OTP. Please try again.').waitFor();
      },
      { allowProblems: true },
    );
  });

  it('adds the server wait time to the failure message on a 429', async () => {
    await withPage(
      browser(),
      'mobile',
      async (page) => {
        await page.route('**/api/user/otp_generate', (route) =>
          route.fulfill({
            status: 429,
            headers: { 'Retry-After': '1500' },
            contentType: 'application/json',
            body: JSON.stringify({
              error: true,
              status: 429,
              message: 'Too many codes requested for this number. Please try again in 25 minutes.',
            }),
          }),
        );
        await page.goto('/orderlist');
        await page.getByRole('button', { name: 'Login' }).click();
        await phoneInput(page).fill(A.phone);
        await dialog(page).getByRole('button', { name: 'GET OTP' }).click();
        await dialog(page)
          .getByText('Failed to send OTP. Please try again. Too many codes requested for this number. Please try again in 25 minutes.')
          .waitFor();
      },
      { allowProblems: true },
    );
  });
});

describe('login popup: code step (spec 4, 5, 8)', () => {
  it('enables Verify only at 4 digits, asks for the OTP when emptied, clears a wrong code with the spec message', async () => {
    await withPage(
      browser(),
      'desktop',
      async (page) => {
        await openLoginFromHeader(page);
        await reachCodeStep(page, B.phone);
        expect(await otpInput(page).getAttribute('autocomplete')).toBe('one-time-code');
        expect(await otpInput(page).getAttribute('inputmode')).toBe('numeric');
        const verify = dialog(page).getByRole('button', { name: 'Verify' });
        expect(await verify.isDisabled()).toBe(true);
        await otpInput(page).fill('12');
        expect(await verify.isDisabled()).toBe(true);
        await otpInput(page).fill('');
        await dialog(page).getByText('Please enter the OTP').waitFor();
        await otpInput(page).fill('9999');
        expect(await verify.isEnabled()).toBe(true);
        await verify.click();
        await dialog(page).getByText('Invalid OTP. Please try again.').waitFor();
        expect(await otpInput(page).inputValue()).toBe('');
        await page.route('**/api/user/otp_verify', (route) => route.abort('internetdisconnected'));
        await otpInput(page).fill(B.code);
        await verify.click();
        await dialog(page).getByText('Error verifying OTP. Please try again.').waitFor();
      },
      { allowProblems: true },
    );
  });

  it('counts down 30 seconds, then Resend Code clears the field and requests a new code', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.clock.install();
      await page.goto('/orderlist');
      await page.getByRole('button', { name: 'Login' }).click();
      await phoneInput(page).waitFor();
      await reachCodeStep(page, C.phone);
      await dialog(page).getByText('Resend Code in 30s').waitFor();
      await page.clock.runFor(10_000);
      await dialog(page).getByText('Resend Code in 20s').waitFor();
      expect(await dialog(page).getByRole('button', { name: 'Resend Code' }).count()).toBe(0);
      await otpInput(page).fill('12');
      await page.clock.runFor(21_000);
      const resend = dialog(page).getByRole('button', { name: 'Resend Code' });
      await resend.waitFor();
      const request = page.waitForRequest((r) => r.url().endsWith('/api/user/otp_generate') && r.method() === 'POST');
      await resend.click();
      expect(JSON.parse((await request).postData() ?? '{}')).toEqual({ phone: C.phone, role: 'customer' });
      expect(await otpInput(page).inputValue()).toBe('');
      await dialog(page).getByText('Resend Code in 30s').waitFor();
    });
  });
});

describe('a full login with a test number', () => {
  it('stores the login data, switches the header to Logout at once and welcomes the customer', async () => {
    await withPage(browser(), 'desktop', async (page) => {
      await openLoginFromHeader(page);
      await reachCodeStep(page, D.phone);
      await otpInput(page).fill(D.code);
      await dialog(page).getByRole('button', { name: 'Verify' }).click();
      const success = page.getByRole('dialog', { name: 'Logged In Successful' });
      await success.waitFor();
      await expect(success.textContent()).resolves.toContain(`Welcome ${D.phone}! You have been logged in successfully.`);
      // The popup hides the page from assistive tech, so look the header button up by CSS: it switched at once.
      await page.locator('nav[aria-label="Main"] button', { hasText: 'Logout' }).waitFor();
      const stored = await page.evaluate(() => ({
        isLoggedIn: localStorage.getItem('isLoggedIn'),
        mobileNumber: localStorage.getItem('mobileNumber'),
        token: localStorage.getItem('token'),
        userID: localStorage.getItem('userID'),
      }));
      expect(stored).toMatchObject({ isLoggedIn: 'true', mobileNumber: D.phone });
      expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(stored.userID).toMatch(/^[0-9a-f-]{36}$/);
      await success.getByRole('button', { name: 'OK' }).click();

      // The account page shows the number (`+91 98765 43210`) and lets the customer set a name, used in the next welcome.
      await page.goto('/accounts');
      await expect(page.getByTestId('account-phone').textContent()).resolves.toBe(
        `Mobile number: +91 ${D.phone.slice(0, 5)} ${D.phone.slice(5)}`,
      );
      await page.getByLabel('Your name').fill('Meera Iyer');
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByText('Your name has been saved.').waitFor();
      await page.reload();
      await expect(page.getByTestId('account-name').textContent()).resolves.toBe('Meera Iyer');

      // Logout (spec 4): popup, home page, the session's keys and the customer's persisted choice gone.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Logout Successful' }).waitFor();
      await page.waitForURL(`${baseURL}/`);
      expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ isLoggedIn: 'false' });
      await page.getByRole('dialog', { name: 'Logout Successful' }).getByRole('button', { name: 'OK' }).click();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
      await reachCodeStep(page, D.phone);
      await otpInput(page).fill(D.code);
      await dialog(page).getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Welcome Meera Iyer! You have been logged in successfully.').waitFor();
    });
  });

  it('reloads /orderlist after login so the page shows the customer', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/orderlist');
      await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
      await page.getByRole('button', { name: 'Login' }).click();
      await reachCodeStep(page, E.phone);
      await otpInput(page).fill(E.code);
      await dialog(page).getByRole('button', { name: 'Verify' }).click();
      const success = page.getByRole('dialog', { name: 'Logged In Successful' });
      await success.waitFor();
      const reloaded = page.waitForEvent('load');
      await success.getByRole('button', { name: 'OK' }).click();
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
      await page.getByTestId('orders-empty').waitFor();
    });
  });
});

describe('login API (spec 7)', () => {
  it('never returns the code and answers new and known numbers alike', async () => {
    const fresh = await postJson('/api/user/otp_generate', { phone: '9123400001', role: 'customer' });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ error: false, status: 200, message: 'OTP sent successfully' });
    const known = await postJson('/api/user/otp_generate', { phone: D.phone, role: 'customer' });
    expect(known.body).toEqual(fresh.body);
  });

  it('refuses bad input with 400 and a wrong code with 401', async () => {
    expect((await postJson('/api/user/otp_generate', { phone: '12345', role: 'customer' })).status).toBe(400);
    expect((await postJson('/api/user/otp_generate', { phone: '9876543210', role: 'admin' })).status).toBe(400);
    expect((await postJson('/api/user/otp_verify', { phone: F.phone, role: 'customer', otp: 'abcd' })).status).toBe(400);
    await postJson('/api/user/otp_generate', { phone: F.phone, role: 'customer' });
    const wrong = await postJson('/api/user/otp_verify', { phone: F.phone, role: 'customer', otp: '0000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.status).toBe(401);
  });

  it('answers a correct code with the token and the user, and the token opens user-details', async () => {
    await postJson('/api/user/otp_generate', { phone: F.phone, role: 'customer' });
    const ok = await postJson('/api/user/otp_verify', { phone: F.phone, role: 'customer', otp: F.code });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 200, token: expect.any(String), data: { _id: expect.any(String), phone: F.phone } });
    const details = await fetch(`${baseURL}/api/user/user-details`, { headers: { Authorization: `Bearer ${ok.body.token as string}` } });
    expect(details.status).toBe(200);
    expect(((await details.json()) as { data: { phone: string } }).data.phone).toBe(F.phone);
  });

  it('answers 401 to user-details without, or with a forged, token', async () => {
    expect((await fetch(`${baseURL}/api/user/user-details`)).status).toBe(401);
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    expect((await fetch(`${baseURL}/api/user/user-details`, { headers: { Authorization: `Bearer ${forged}` } })).status).toBe(401);
  });
});
