import { describe, expect, it } from 'vitest';
import { postJson, tokenFor } from './api';
import { baseURL, logInBrowser, setupBrowser, withPage } from './fixtures';
import { e2eLogin, startProductionServer } from './server';

const browser = setupBrowser();

/** HTTP status of GET /api/user/user-details with this bearer token. */
async function detailsStatus(token: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/user/user-details`, { headers: { Authorization: `Bearer ${token}` } });
  return response.status;
}

/** Polls until `token` is refused (the browser ends the server session just after its local logout). */
async function waitUntilRefused(token: string, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let status = await detailsStatus(token);
  while (status !== 401 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = await detailsStatus(token);
  }
  return status;
}

describe('revocable sessions', () => {
  it('POST /api/user/logout revokes the calling session: the same token then answers 401', async () => {
    const login = e2eLogin('sessions', 0);
    const token = await tokenFor(login);
    const other = await tokenFor(login);
    expect(await detailsStatus(token)).toBe(200);

    const answer = await postJson('/api/user/logout', {}, { Authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ error: false, status: 200, message: 'Logout Successful', data: { revokedSessions: 1 } });

    expect(await detailsStatus(token)).toBe(401);
    const again = await postJson('/api/user/logout', {}, { Authorization: `Bearer ${token}` });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: true, status: 401 });
    // the customer's other session (another device) is untouched
    expect(await detailsStatus(other)).toBe(200);
  });

  it('answers 401 to a logout without a token or with a forged one', async () => {
    expect((await postJson('/api/user/logout', {})).status).toBe(401);
    expect((await postJson('/api/user/logout', {}, { Authorization: 'Bearer not.a.token' })).status).toBe(401);
  });

  it('the logout popup ends the server session of the browser', async () => {
    const login = e2eLogin('sessions', 2);
    await withPage(browser(), 'desktop', async (page) => {
      await page.goto('/aboutus');
      await logInBrowser(page, login);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(await detailsStatus(token!)).toBe(200);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Logout Successful' }).waitFor();
      expect(await waitUntilRefused(token!)).toBe(401);
    });
  });

  it('"Log out of all devices" on /accounts revokes every session of the customer and logs the browser out', async () => {
    const login = e2eLogin('sessions', 1);
    const phone = await tokenFor(login);
    const laptop = await tokenFor(login);
    expect([await detailsStatus(phone), await detailsStatus(laptop)]).toEqual([200, 200]);
    await withPage(browser(), 'desktop', async (page) => {
      await page.goto('/accounts');
      // once the page is idle the unread badge fetches its count, then again when its chat stream opens: let both
      // land before the sessions end, so that no background request of this page races the revocation (a slow
      // machine can delay them by seconds)
      let unreadAnswers = 0;
      page.on('response', (response) => {
        if (response.url().includes('/api/chat/groups')) unreadAnswers += 1;
      });
      await logInBrowser(page, login);
      await page.getByTestId('account-phone').waitFor();
      await expect.poll(() => unreadAnswers, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      const browserToken = await page.evaluate(() => localStorage.getItem('token'));

      await page.getByRole('button', { name: 'Log out of all devices' }).click();
      const confirm = page.getByRole('dialog', { name: 'Log out of all devices?' });
      await confirm.waitFor();
      const call = page.waitForResponse((r) => r.url().endsWith('/api/user/logout'));
      await confirm.getByRole('button', { name: 'Log out everywhere' }).click();
      expect(JSON.parse((await call).request().postData() ?? '{}')).toEqual({ allDevices: true });

      // logged out like the header's Logout: popup, home page, keys gone, header offers Login
      const popup = page.getByRole('dialog', { name: 'Logout Successful' });
      await popup.waitFor();
      await page.waitForURL(`${baseURL}/`);
      expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('false');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await popup.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).waitFor();

      for (const token of [phone, laptop, browserToken!]) expect(await detailsStatus(token)).toBe(401);
    });
  });
});

describe('production start-up checks', () => {
  it('refuses to start without an explicit SMS_PROVIDER, naming the variable', async () => {
    await expect(startProductionServer({ build: false, extraEnv: { SMS_PROVIDER: '' } })).rejects.toThrow(
      /server exited with 1[\s\S]*SMS_PROVIDER must be set/,
    );
  }, 120_000);

  it('refuses to start without JWT_SECRET, naming the variable', async () => {
    await expect(startProductionServer({ build: false, extraEnv: { JWT_SECRET: '' } })).rejects.toThrow(
      /server exited with 1[\s\S]*JWT_SECRET must be set/,
    );
  }, 120_000);
});
