/**
 * Staff sign-in and roles in the operations console, at 1280x800: the bootstrap admin signs in by OTP
 * at /ops/login, adds an operations member and signs out; the operations member signs in, cannot open /ops/staff
 * (403) and finds the addition in the audit log.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, consoleSignIn, setupBrowser, withPage } from './fixtures';
import { E2E_STAFF_LOGINS } from './server';

const browser = setupBrowser();
const ADMIN = E2E_STAFF_LOGINS[0]!;
const MEMBER = E2E_STAFF_LOGINS[1]!;
/** A number no other test asks a code for (a code was just asked for the others: a new one waits 30 s). */
const TYPED = E2E_STAFF_LOGINS[3]!;

describe('operations console sign-in and roles', () => {
  it('bootstrap admin adds an operations member; the member cannot open Staff (403) and sees the addition in the audit log', async () => {
    // a console page signed out goes to the sign-in page
    await withPage(
      browser(),
      'desktop',
      async (page) => {
        await page.goto('/ops/staff');
        await page.waitForURL(/\/ops\/login\?next=%2Fops%2Fstaff$/);
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
        await consoleSignIn(page, 'ops', ADMIN);
        await page.waitForURL(/\/ops\/staff$/);
        await expect.poll(() => page.getByTestId('ops-staff-name').textContent()).toBe('Admin');

        // the session cookie: httpOnly, SameSite=Strict, Secure (the e2e server runs in production), about 12 hours
        const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'ops_session');
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', secure: true });
        expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(11.9 * 3600 * 1000);
        // a customer page's API ignores it: the console cookie is not a customer login
        expect((await page.request.get('/api/user/user-details')).status()).toBe(401);

        await page.getByLabel('Mobile number').fill(MEMBER.phone);
        await page.getByLabel('Name').fill('Omar Operations');
        await page.getByRole('button', { name: 'Add staff member' }).click();
        await page.getByRole('status').getByText('Staff member added').waitFor();
        const row = page.getByTestId('staff-row').filter({ hasText: 'Omar Operations' });
        await row.waitFor();
        expect(await row.textContent()).toContain('operations');

        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.waitForURL(/\/ops\/login$/);
        expect((await page.context().cookies()).filter((c) => c.name === 'ops_session' && c.value !== '')).toEqual([]);
        // signed out: the console is closed again
        await page.goto('/ops');
        await page.waitForURL(/\/ops\/login\?next=%2Fops$/);
      },
      { allowStatus: ['/api/user/user-details'] },
    );

    await withPage(
      browser(),
      'desktop',
      async (page, watched) => {
        await page.goto('/ops/login');
        await consoleSignIn(page, 'ops', MEMBER);
        await page.waitForURL(/\/ops$/);
        await expect.poll(() => page.getByTestId('ops-staff-name').textContent()).toBe('Omar Operations');
        // no Staff section in the menu, and the page itself answers 403
        expect(await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).count()).toBe(0);
        const forbidden = await page.goto('/ops/staff');
        expect(forbidden?.status()).toBe(403);
        await page.getByText('You do not have access to this page.').waitFor();
        // the browser reports the expected 403 document on its console: that one line is not a problem
        const expected = watched.problems.findIndex((problem) => problem.includes('status of 403 (Forbidden)'));
        expect(expected).toBeGreaterThanOrEqual(0);
        watched.problems.splice(expected, 1);

        await page.goto('/ops/audit?entityType=staff');
        const line = page.getByTestId('audit-row').filter({ hasText: 'staff.create' });
        await line.waitFor();
        expect(await line.textContent()).toContain('Admin');
        expect(await line.textContent()).toContain('Omar Operations');
      },
      { allowStatus: ['/ops/staff'] },
    );
  });

  it("keeps the number typed into /ops/login before the page's scripts ran", async () => {
    await withPage(browser(), 'desktop', async (page) => {
      // the page's JavaScript waits until the number is typed: the staff member is faster than the network
      const held: Route[] = [];
      let release = false;
      await page.route('**/_next/static/**/*.js', async (route) => {
        if (release) await route.continue();
        else held.push(route);
      });
      const navigated = page.goto('/ops/login', { waitUntil: 'commit' });
      const phone = page.getByTestId('ops-phone');
      await phone.waitFor();
      await phone.pressSequentially(TYPED.phone);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      release = true;
      for (const route of held.splice(0)) await route.continue();
      await navigated;
      // (the navigation's own wait for hydration found no page yet at its start: wait here)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

      // hydrated: the number is still there, in the form's state (Get OTP can be pressed), and no error is shown
      await expect.poll(() => phone.inputValue()).toBe(TYPED.phone);
      await expect.poll(() => page.getByRole('button', { name: 'Get OTP' }).isEnabled()).toBe(true);
      // (Next's route announcer is an empty alert region: only an alert with words would be a message)
      expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
      const asked = page.waitForResponse((response) => response.url().endsWith('/api/ops/auth/otp'));
      await page.getByRole('button', { name: 'Get OTP' }).click();
      expect((await asked).status()).toBe(200);
      await page.getByTestId('ops-otp').waitFor();
      expect(await page.getByText('Please enter a valid 10-digit mobile number').count()).toBe(0);
    });
  });

  it('refuses the console API to a customer token and to a cross-site request', async () => {
    const me = await fetch(`${baseURL}/api/ops/auth/me`);
    expect(me.status).toBe(401);
    const crossSite = await fetch(`${baseURL}/api/ops/auth/otp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ phone: ADMIN.phone }),
    });
    expect(crossSite.status).toBe(403);
  });
});
