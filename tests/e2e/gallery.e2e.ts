import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { istDateIn, payOrder, postJson, tokenFor } from './api';
import { baseURL, setupBrowser, storeLogin, withPage } from './fixtures';
import { E2E_OPS_API_KEY, e2eLogin } from './server';

/**
 * The photo gallery in Chromium at phone and laptop size: operations upload 40 photos to a photography
 * order; its customer finds them in /photo-gallery, scrolls them all in, uses the viewer (keys and swipes),
 * marks favourites within the limit, downloads the zip and shares a link; a guest opens it read-only until
 * it is revoked. Test logins 36-39 are this file's.
 */
const browser = setupBrowser();

const PHOTOS = 40;
const OPS = { 'x-ops-api-key': E2E_OPS_API_KEY };
const EXPIRED = 'This gallery link has expired or was turned off. Ask the host for a new link.';
/** The thumbnails API: a guest's revoked link and a stranger's look answer 404 on purpose. */
const THUMBNAILS = '/api/photo/thumbnailsWithinProject';

/** A photography order (orderType 9) booked and paid through the API, with 40 photos uploaded by operations. */
interface Gallery {
  token: string;
  login: { phone: string; code: string };
  orderId: string;
  orderNumber: string;
}

/** 40 small JPEGs (1200x800), each its own colour with a block of the opposite one, so no two are alike. */
async function makePhotos(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) => {
      const hue = (i * 360) / PHOTOS;
      const [r, g, b] = [0, 120, 240].map((shift) => Math.round(127 + 120 * Math.cos(((hue + shift) * Math.PI) / 180)));
      const block = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 255 - r!, g: 255 - g!, b: 255 - b! } } })
        .png()
        .toBuffer();
      return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: r!, g: g!, b: b! } } })
        .composite([{ input: block, left: (i * 23) % 900, top: (i * 17) % 600 }])
        .jpeg({ quality: 80 })
        .toBuffer();
    }),
  );
}

/**
 * Books the first birthday photography package for test login `index`, pays its advance in the sandbox and
 * uploads 40 photos to it. Every step is asserted (a journey that cannot book fails, it
 * never skips itself and passes without checking anything).
 */
async function galleryWithPhotos(index: number): Promise<Gallery> {
  const login = e2eLogin('gallery', index);
  const token = await tokenFor(login);
  const packages = await fetch(`${baseURL}/api/photography/searchByTag/birthday`);
  expect(packages.status, 'GET /api/photography/searchByTag/birthday').toBe(200);
  const [first] = ((await packages.json()) as { data: { slug: string; price: number }[] }).data;
  if (!first) throw new Error('no birthday photography package in the catalogue');
  const body = {
    orderType: 9,
    productSlug: first.slug,
    addons: [],
    extraHours: 0,
    eventDate: istDateIn(5),
    slotId: '10-11',
    address: { name: 'Meera Iyer', line1: 'Flat 12, Tower B', pincode: '201309' },
    expectedTotal: first.price,
  };
  const placed = await postJson('/api/order/add', body, { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() });
  expect(placed.status, `POST /api/order/add (orderType 9): ${await placed.clone().text()}`).toBe(201);
  const order = ((await placed.json()) as { data: { _id: string; orderNumber: string } }).data;
  expect((await payOrder(token, order._id)).message).toBe('PAYMENT_SUCCESS');

  const form = new FormData();
  (await makePhotos()).forEach((photo, i) =>
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `party-${i + 1}.jpg`),
  );
  const uploaded = await fetch(`${baseURL}/api/photo/upload?orderId=${order._id}`, { method: 'POST', headers: OPS, body: form });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  expect(((await uploaded.json()) as { data: { uploaded: number } }).data.uploaded).toBe(PHOTOS);
  return { token, login, orderId: order._id, orderNumber: order.orderNumber };
}

/** The owner's photo ids in gallery order, through the API. */
async function photoIds({ token, orderId }: Gallery): Promise<string[]> {
  const answer = await fetch(`${baseURL}${THUMBNAILS}?orderId=${orderId}&limit=60`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: { thumbnails: { _id: string }[] } }).data.thumbnails.map((p) => p._id);
}

/** Saves a download and checks it is a zip (starts with `PK`) named after the order. */
async function expectZip(download: Download, orderNumber: string): Promise<number> {
  expect(download.suggestedFilename()).toBe(`photos-${orderNumber}.zip`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  return bytes.length;
}

/** A horizontal swipe on the viewer's image with real touch events (Chrome DevTools Protocol). */
async function swipe(page: Page, fromX: number, toX: number): Promise<void> {
  const box = (await page.getByTestId('viewer-stage').boundingBox())!;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + (toX - fromX) * step, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Runs `body` on a fresh page where the API refuses some requests on purpose (a revoked link, a stranger, the
 * favourites limit): those answers, and the browser's console note of each, are the only problems allowed.
 */
async function withRefusals(
  viewport: 'mobile' | 'desktop',
  refused: { path: string; status: number }[],
  body: (page: Page) => Promise<void>,
): Promise<void> {
  await withPage(
    browser(),
    viewport,
    async (page, watched) => {
      await body(page);
      const expected = (problem: string) =>
        refused.some(
          ({ path, status }) =>
            (problem.startsWith(`HTTP ${status}: `) && problem.includes(path)) ||
            problem.includes(`Failed to load resource: the server responded with a status of ${status}`),
        );
      expect(watched.problems.filter((problem) => !expected(problem))).toEqual([]);
    },
    { allowProblems: true },
  );
}

/** The viewer's position text, e.g. "12 / 40". */
const positionOf = async (page: Page) => (await page.getByTestId('viewer-position').locator('[aria-hidden="true"]').textContent())?.trim();

/**
 * The customer's whole visit at one viewport: list -> gallery -> all 40 -> viewer -> favourites -> zip ->
 * share link; a guest opens the link read-only; after Revoke the link shows the expired message.
 */
async function customerVisit(gallery: Gallery, viewport: 'mobile' | 'desktop'): Promise<void> {
  const thumbnailPages: string[] = [];
  await withPage(browser(), viewport, async (page) => {
    page.on('request', (request) => {
      if (request.url().includes(THUMBNAILS)) thumbnailPages.push(new URL(request.url()).searchParams.toString());
    });
    await page.goto('/aboutus');
    await storeLogin(page, { token: gallery.token, phone: gallery.login.phone });
    await page.goto('/photo-gallery');
    await expect(page.title()).resolves.toContain('My Photo Gallery');
    const card = page.getByTestId('gallery-card').filter({ hasText: gallery.orderNumber });
    await expect(card.textContent()).resolves.toContain(`${PHOTOS} photos`);
    await card.click();
    await page.waitForURL(`**/photo-gallery?order=${gallery.orderId}`);

    // 30 a page, the rest as the customer scrolls (thumbnails lazy, decoded off the main thread, sized)
    const tiles = page.getByTestId('gallery-tile');
    await tiles.nth(29).waitFor();
    const first = tiles.first().locator('img');
    expect(await first.evaluate((img: HTMLImageElement) => [img.loading, img.decoding, img.width > 0])).toEqual(['lazy', 'async', true]);
    const shown = page.getByTestId('gallery-shown');
    for (let i = 0; i < 20 && (await shown.textContent()) !== `All ${PHOTOS} photos shown`; i += 1) {
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(250);
    }
    await expect(shown.textContent()).resolves.toBe(`All ${PHOTOS} photos shown`);
    await expect(tiles.count()).resolves.toBe(PHOTOS);
    expect(thumbnailPages.map((q) => new URLSearchParams(q).get('page'))).toEqual(['1', '2']);
    expect(thumbnailPages.every((q) => new URLSearchParams(q).get('limit') === '30')).toBe(true);
    // the grid: 3 columns on a phone, 6 on a laptop
    const columns = await page.getByTestId('gallery-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(viewport === 'mobile' ? 3 : 6);

    // the viewer: keys, swipes, Escape, focus back on the photo
    const tile = page.getByRole('button', { name: 'Photo 1 of 40', exact: true });
    await tile.click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await viewer.waitFor();
    expect(await positionOf(page)).toBe('1 / 40');
    await page.keyboard.press('ArrowRight');
    expect(await positionOf(page)).toBe('2 / 40');
    const image = viewer.getByRole('img', { name: 'Photo 2 of 40' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowLeft');
    expect(await positionOf(page)).toBe('1 / 40');
    const box = (await page.getByTestId('viewer-stage').boundingBox())!;
    await swipe(page, box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect.poll(() => positionOf(page)).toBe('2 / 40');
    await swipe(page, box.x + box.width * 0.2, box.x + box.width * 0.8);
    await expect.poll(() => positionOf(page)).toBe('1 / 40');

    // favourites within the limit
    const heart = viewer.getByRole('button', { name: 'Favourite' });
    const count = page.getByTestId('favourites-count');
    const limit = Number(/of (\d+) favourites/.exec((await count.textContent()) ?? '')![1]);
    expect(limit).toBeGreaterThanOrEqual(2);
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await heart.click();
    await expect.poll(() => count.textContent()).toBe(`2 of ${limit} favourites`);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // focus is back on the photo's tile (now named "Photo 1 of 40, favourite")
    expect(
      await tiles
        .first()
        .getByRole('button')
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);

    // the whole gallery as a zip (web size)
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (zip)' }).click()]);
    await expectZip(zip, gallery.orderNumber);

    // a share link for guests, listed with its expiry
    await page.getByRole('button', { name: 'Share with guests' }).click();
    await page.getByRole('button', { name: 'Create a share link' }).click();
    const shareUrl = new URL(await page.getByTestId('share-url').inputValue());
    expect(shareUrl.pathname).toBe('/photo-gallery');
    await expect.poll(() => page.getByTestId('share-links').getByRole('listitem').count()).toBe(1);
    const guestPath = `${shareUrl.pathname}${shareUrl.search}`;
    // what the guest page will ask, straight to the API first, so a link the API cannot read says why
    const asGuest = new URLSearchParams({ share: shareUrl.searchParams.get('share') ?? '', limit: '1' });
    const linkOrder = shareUrl.searchParams.get('order');
    if (linkOrder) asGuest.set('orderId', linkOrder);
    const probe = await fetch(`${baseURL}${THUMBNAILS}?${asGuest.toString()}`);
    expect(probe.status, `the share link ${shareUrl.search} does not open the gallery: ${await probe.clone().text()}`).toBe(200);

    await withRefusals(viewport, [{ path: THUMBNAILS, status: 404 }], async (guest) => {
      await guest.goto(guestPath);
      await guest.getByRole('heading', { level: 1, name: 'Photo gallery' }).waitFor();
      await guest.getByRole('button', { name: 'Photo 1 of 40', exact: true }).click();
      const guestViewer = guest.getByRole('dialog', { name: 'Photo viewer' });
      await guestViewer.getByRole('link', { name: 'Download photo' }).waitFor();
      await expect(guestViewer.getByRole('button', { name: 'Favourite' }).count()).resolves.toBe(0);
      await expect(guestViewer.getByRole('button', { name: /edit/i }).count()).resolves.toBe(0);
      await guest.keyboard.press('Escape');
      await expect(guest.getByRole('button', { name: 'Share with guests' }).count()).resolves.toBe(0);
      await expect(guest.getByTestId('favourites-count').count()).resolves.toBe(0);
      const [guestZip] = await Promise.all([
        guest.waitForEvent('download'),
        guest.getByRole('link', { name: 'Download all (zip)' }).click(),
      ]);
      await expectZip(guestZip, gallery.orderNumber);

      // the host turns the link off: the guest's next look says so
      await page.getByTestId('share-links').getByRole('button', { name: 'Revoke' }).click();
      await page.getByText('No live links. Guests cannot see this gallery.').waitFor();
      await guest.reload();
      await guest.getByText(EXPIRED).waitFor();
      await expect(guest.getByTestId('gallery-tile').count()).resolves.toBe(0);
    });
  });
}

describe('the photo gallery', () => {
  it('asks a logged-out visitor to log in, and tells a customer without photos when they come', async () => {
    await withPage(browser(), 'mobile', async (page) => {
      await page.goto('/photo-gallery');
      await page.getByRole('heading', { level: 1, name: 'My Photo Gallery' }).waitFor();
      await page.getByText('Log in with your mobile number to see your photos.').waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

      const login = e2eLogin('gallery', 2);
      await storeLogin(page, { token: await tokenFor(login), phone: login.phone });
      await page.getByTestId('galleries-empty').getByText('Your photos appear here within 24 hours of your event.').waitFor();
      expect(await page.getByRole('link', { name: 'See photography packages' }).getAttribute('href')).toBe('/photography-page');
    });
  });

  it('tells a guest with an unknown or malformed share link that it expired or was turned off', async () => {
    await withRefusals('mobile', [{ path: THUMBNAILS, status: 404 }], async (page) => {
      await page.goto('/photo-gallery?share=not-a-real-token');
      await page.getByRole('heading', { level: 1, name: 'Photo gallery' }).waitFor();
      await page.getByText(EXPIRED).waitFor();
      await page.goto('/photo-gallery?share=not-a-real-token&order=00000000-0000-4000-8000-000000000000');
      await page.getByText(EXPIRED).waitFor();
      // a token of the wrong form is answered at once, without asking the server
      const asked: string[] = [];
      page.on('request', (request) => void (request.url().includes(THUMBNAILS) && asked.push(request.url())));
      await page.goto('/photo-gallery?share=%24%24%24');
      await page.getByText(EXPIRED).waitFor();
      expect(asked).toEqual([]);
    });
  });

  it('at phone size: the customer sees the 40 photos, uses the viewer, favourites, downloads the zip and shares a link', async () => {
    const gallery = await galleryWithPhotos(0);
    await customerVisit(gallery, 'mobile');
  }, 240_000);

  it('at laptop size: the same, the order page’s link, the favourites limit refused with its message, originals, and a stranger sees nothing', async () => {
    const gallery = await galleryWithPhotos(1);
    await customerVisit(gallery, 'desktop');

    // fill the favourites up to the limit through the API: one more in the viewer is refused with the server's message
    const ids = await photoIds(gallery);
    const auth = { Authorization: `Bearer ${gallery.token}` };
    let limit = 0;
    for (const id of ids.slice(2)) {
      const marked = await postJson('/api/photo/favourite', { photoId: id, favourite: true }, auth);
      if (marked.status === 409) break;
      expect(marked.status).toBe(200);
      limit += 1;
    }
    limit += 2;
    expect(limit).toBeLessThan(PHOTOS); // so the last photo is not a favourite
    await withRefusals('desktop', [{ path: '/api/photo/favourite', status: 409 }], async (page) => {
      await page.goto('/aboutus');
      await storeLogin(page, { token: gallery.token, phone: gallery.login.phone });
      // the order page links to the photos
      await page.goto(`/order-details?id=${gallery.orderId}`);
      const onOrder = page.getByTestId('order-gallery');
      await expect.poll(() => onOrder.textContent()).toContain(`${PHOTOS} photos are ready in your gallery.`);
      await onOrder.getByRole('link', { name: 'View your photos' }).click();
      await page.waitForURL(`**/photo-gallery?order=${gallery.orderId}`);
      await expect.poll(() => page.getByTestId('favourites-count').textContent()).toBe(`${limit} of ${limit} favourites`);
      await page.getByTestId('gallery-shown').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: `Photo ${PHOTOS} of ${PHOTOS}`, exact: true }).click();
      const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
      await viewer.getByRole('button', { name: 'Favourite' }).click();
      await expect(viewer.getByRole('alert').textContent()).resolves.toBe(`You can choose up to ${limit} favourites for editing.`);
      await expect(viewer.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).resolves.toBe('false');
      await page.keyboard.press('Escape');

      // originals, as uploaded
      await page.getByLabel('Size of the photos in the zip').selectOption('originals');
      const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (zip)' }).click()]);
      expect(await expectZip(zip, gallery.orderNumber)).toBeGreaterThan(PHOTOS * 1000);
    });

    // another customer gets "not found" for this gallery
    const stranger = e2eLogin('gallery', 3);
    await withRefusals('desktop', [{ path: THUMBNAILS, status: 404 }], async (page) => {
      await page.goto('/aboutus');
      await storeLogin(page, { token: await tokenFor(stranger), phone: stranger.phone });
      await page.goto(`/photo-gallery?order=${gallery.orderId}`);
      await page.getByTestId('gallery-unavailable').waitFor();
      await expect(page.getByTestId('gallery-tile').count()).resolves.toBe(0);
    });
  }, 300_000);
});
