import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { istDateIn, tokenFor } from './api';
import { baseURL, loginInPopup, setupBrowser, storeLogin, withPage } from './fixtures';
import { testLogin } from './server';
import sharp from 'sharp';

/**
 * Issue 21 in Chromium at 390x844: a host creates a Hindi invite from a template and shares it; a second customer
 * opens the link logged out, sees the preview tags and the invite, logs in by OTP and answers Going with a +1; the
 * host sees the counts. Test logins 30-31 are this file's.
 */
const browser = setupBrowser();

const HOST = testLogin(30);
const GUEST = testLogin(31);
/**
 * Routes that may still answer 404 on this branch while they land on the API and templates branches (the template
 * preview image, the wall of a guest who answered): only a 404 is replaced (a 1x1 PNG, an empty wall), so once the
 * real routes are merged they answer here as they are.
 */
const PENDING_ROUTES = ['/preview', '/event-images/'];
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
async function stubPendingRoutes(page: Page): Promise<void> {
  await page.route(/\/api\/photo\/templates\/[^/]+\/preview|\/api\/customer\/event\/event-images\//, async (route) => {
    const answer = await route.fetch();
    if (answer.status() !== 404) return route.fulfill({ response: answer });
    if (route.request().url().includes('/preview')) return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ error: false, status: 200, message: 'Wall', data: { items: [], nextCursor: null } }),
    });
  });
}

describe('event invites (issue 21)', () => {
  it('a host makes a Hindi invite from a template and shares it; a guest answers Going with a +1 after the OTP login; the host sees the counts', async () => {
    let sharePath = '';
    let eventId = '';
    await withPage(
      browser(),
      'mobile',
      async (page) => {
        await stubPendingRoutes(page);
        await page.goto('/wonderland');
        await storeLogin(page, { token: await tokenFor(HOST), phone: HOST.phone });
        await page.getByLabel('Occasion').selectOption('birthday');
        await page.getByLabel('Title').fill('आरव का जन्मदिन');
        await page.getByLabel('Date').fill(istDateIn(20));
        await page.getByLabel('Time (IST)').fill('18:30');
        await page.getByLabel('Venue').fill('Green Park, New Delhi');
        await page.getByLabel('Host name', { exact: true }).fill('Priya');
        await page.getByRole('button', { name: 'हिन्दी (Hindi)' }).click();
        await page.getByLabel('+1s each guest may bring').selectOption('2');
        await page.getByRole('button', { name: 'Create and choose a design' }).click();
        await page.waitForURL(/\/wonderland\/create-invite-template\?eventId=/);
        eventId = new URL(page.url()).searchParams.get('eventId')!;

        await expect.poll(() => page.getByRole('img', { name: 'Invite preview' }).textContent()).toContain('आरव का जन्मदिन');
        await page.getByRole('list', { name: 'Designs' }).getByRole('button').first().click();
        await page.getByRole('button', { name: 'Save design' }).click();
        await page.getByText('Design saved.').waitFor();
        const link = await page.getByRole('textbox', { name: 'Invite link' }).inputValue();
        expect(link).toMatch(new RegExp(`^${baseURL}/smartinvite/share/[A-Za-z0-9]{8}$`));
        expect(await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
          `https://wa.me/?text=${encodeURIComponent("You're invited to आरव का जन्मदिन!")}`,
        );
        sharePath = new URL(link).pathname;
      },
      { allowStatus: PENDING_ROUTES },
    );

    // what WhatsApp reads: the server HTML with the preview tags
    const html = await (await fetch(`${baseURL}${sharePath}`)).text();
    expect(html).toMatch(/<meta property="og:title" content="You&#x27;re invited: आरव का जन्मदिन/);
    // og:image is the event's own invite rendered on the server, versioned by its design: a real 1200x630 PNG
    const ogImage =
      /<meta property="og:image" content="([^"]*\/api\/customer\/event\/event-invites\/[0-9a-f-]+\/image\?size=og&amp;v=[\w-]+)"/.exec(
        html,
      );
    expect(ogImage).not.toBeNull();
    const ogUrl = new URL(ogImage![1]!.replaceAll('&amp;', '&'), baseURL);
    const rendered = await fetch(`${baseURL}${ogUrl.pathname}${ogUrl.search}`);
    expect([rendered.status, rendered.headers.get('content-type'), rendered.headers.get('etag')?.endsWith('.og"')]).toEqual([
      200,
      'image/png',
      true,
    ]);
    const meta = await sharp(Buffer.from(await rendered.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).toContain('Green Park, New Delhi');
    expect((await fetch(`${baseURL}/smartinvite/share/Zz9Zz9Zz`, { redirect: 'manual' })).headers.get('location')).toBe('/wonderland');

    await withPage(
      browser(),
      'mobile',
      async (page) => {
        await stubPendingRoutes(page);
        await page.goto(sharePath);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('आरव का जन्मदिन');
        await page.getByRole('button', { name: 'Going' }).click();
        await page.getByLabel('Your name').fill('Asha');
        await page.getByLabel('Guests with you (+1s)').selectOption('1');
        await page.getByRole('button', { name: 'Send my answer' }).click();
        await loginInPopup(page, GUEST);
        await page.getByText('Thank you! Your response has been saved.').waitFor();
        await expect.poll(() => page.getByTestId('my-answer').textContent()).toBe('Your answer: Going (+1)');
      },
      { allowStatus: PENDING_ROUTES },
    );

    await withPage(
      browser(),
      'mobile',
      async (page) => {
        await stubPendingRoutes(page);
        await page.goto('/wonderland');
        await storeLogin(page, { token: await tokenFor(HOST), phone: HOST.phone });
        await page.goto(`/wonderland/event?id=${eventId}`);
        await expect.poll(() => page.getByTestId('count-going').textContent()).toBe('2Going');
        await expect.poll(() => page.getByRole('list', { name: 'Guests' }).textContent()).toContain('Asha +1 · Going');
      },
      { allowStatus: PENDING_ROUTES },
    );
  });
});
