import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { InviteEvent } from '../../lib/contracts/events';
import { istDateIn, postJson, tokenFor } from './api';
import type { VIEWPORTS } from './browser';
import { baseURL, setupBrowser, storeLogin, withPage } from './fixtures';
import { e2eLogin } from './server';

/**
 * The host's own invite photo in Chromium at 390x844 ('mobile') and 1280x800 ('desktop'): a host puts their own photo on the
 * invite in the design step (a file over 10 MB refused first, in the API's words), sees the preview become the
 * server's render of it, the share page's og:image follows (a new `v=`, a JPEG over the photo), downloads the
 * 1080x1350 share image under the title's name, then removes the photo and the invite is the template's again.
 * Test logins 26 and 27 are this file's.
 */
const browser = setupBrowser();

const SCENES: { viewport: keyof typeof VIEWPORTS; host: number }[] = [
  { viewport: 'mobile', host: 0 },
  { viewport: 'desktop', host: 1 },
];

const TITLE = "Meera's Mehendi";

/** The og:image URL of a share page's server HTML (site-relative, `&amp;` undone). */
async function ogImageOf(sharePath: string): Promise<string> {
  const html = await (await fetch(`${baseURL}${sharePath}`)).text();
  const content = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(content).toBeDefined();
  const url = new URL(content!.replaceAll('&amp;', '&'), baseURL);
  return `${url.pathname}${url.search}`;
}

/** The type and size of an image URL of ours. */
async function imageAt(url: string): Promise<[string | null, string | undefined, number | undefined, number | undefined]> {
  const answer = await fetch(`${baseURL}${url}`);
  const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  return [answer.headers.get('content-type'), meta.format, meta.width, meta.height];
}

describe.each(SCENES)('the host’s own invite photo at $viewport', ({ viewport, host }) => {
  it('uploads a photo in the design step, the preview and the share page’s og:image follow, downloads the share image, removes the photo', async () => {
    const HOST = e2eLogin('invitesPhoto', host);
    const token = await tokenFor(HOST);
    const created = await postJson(
      '/api/customer/event/create-event-invite',
      {
        occasion: 'mehendi',
        title: TITLE,
        date: istDateIn(30),
        time: '17:00',
        venue: 'Lajpat Nagar, New Delhi',
        hostNames: ['Meera'],
        templateId: 'mehendi-henna-vines',
        language: 'en',
        rsvp: { plusOnesAllowed: 1, showGuestList: true, showCount: true },
      },
      { Authorization: `Bearer ${token}` },
    );
    expect(created.status).toBe(201);
    const event = ((await created.json()) as { data: InviteEvent }).data;
    const ogBefore = await ogImageOf(event.shareUrl);
    expect(ogBefore).toBe(event.imageUrl.og);

    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 120, b: 90 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    let ogWithPhoto = '';
    await withPage(browser(), viewport, async (page) => {
      await page.goto('/wonderland');
      await storeLogin(page, { token, phone: HOST.phone });
      await page.goto(`/wonderland/create-invite-template?eventId=${event._id}`);
      await page.getByRole('img', { name: 'Invite preview', exact: true }).waitFor();
      const input = page.getByLabel('Use my own photo');

      // over 10 MB: refused before anything is sent, in the API's 413 words
      await input.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
      const tooLarge = page.getByText('big.jpg is larger than 10 MB.');
      await tooLarge.waitFor();
      expect(await tooLarge.getAttribute('role')).toBe('alert');

      await input.setInputFiles({ name: 'mehendi.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByText('Your invite image has been saved.').waitFor();
      const preview = page.getByRole('img', { name: 'Invite preview with your photo' });
      await preview.waitFor();
      // the server's render of the photo, 1080x1350, under a new version
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1080);
      const src = (await preview.getAttribute('src'))!;
      expect(src).toMatch(new RegExp(`^/api/customer/event/event-invites/${event._id}/image\\?size=share&v=[\\w-]+$`));
      expect(src).not.toBe(event.imageUrl.share);
      expect(await tooLarge.count()).toBe(0);
      // the photo button keeps a 48 px tap target
      const box = await page.locator('label', { has: page.getByLabel('Change photo') }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(48);

      // the share page's link preview follows the photo: a new og:image URL, a JPEG over the photo
      ogWithPhoto = await ogImageOf(event.shareUrl);
      expect(ogWithPhoto).not.toBe(ogBefore);
      expect(ogWithPhoto).toBe(src.replace('size=share', 'size=og'));
      expect(await imageAt(ogWithPhoto)).toEqual(['image/jpeg', 'jpeg', 1200, 630]);

      // the share panel downloads the 1080x1350 invite under the title's name
      await page.getByRole('button', { name: 'Save design' }).click();
      await page.getByText('Design saved.').waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download image' }).click()]);
      expect(download.suggestedFilename()).toBe('meeras-mehendi.jpg');
      const saved = await sharp(readFileSync((await download.path())!)).metadata();
      expect([saved.format, saved.width, saved.height]).toEqual(['jpeg', 1080, 1350]);

      // back to the template
      await page.getByRole('button', { name: 'Remove photo' }).click();
      await page.getByText('Your invite uses the template again.').waitFor();
      await page.getByRole('img', { name: 'Invite preview', exact: true }).waitFor();
      expect(await page.getByRole('img', { name: 'Invite preview with your photo' }).count()).toBe(0);
      await page.getByLabel('Use my own photo').waitFor({ state: 'attached' });
    });

    const ogAfter = await ogImageOf(event.shareUrl);
    expect(ogAfter).not.toBe(ogWithPhoto);
    expect(await imageAt(ogAfter)).toEqual(['image/png', 'png', 1200, 630]);
  });
});
