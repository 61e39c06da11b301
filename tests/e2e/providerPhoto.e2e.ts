/**
 * Providers' photos and the photographer's coverage hours on a 390x844 phone: the customer's order page shows the
 * assigned provider's initial; the provider (a chef and photographer) signs in to the partner app, is asked for a
 * photo, sets it on /partner/profile, and sees the coverage hours of their photography job; the customer's order page
 * then shows the face (fixed size, alt text). The orders are prepared in the server's database beforehand.
 */
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ORDER_TYPE } from '../../lib/constants';
import { addIstDays, istDate } from '../../lib/dates';
import type { Db } from '../../server/db/types';
import { SYSTEM_ACTOR } from '../../server/audit/audit';
import { acceptJob } from '../../server/providers/assignedJobs';
import { assignProvider } from '../../server/providers/assignment';
import { assignedPaidChefOrder } from '../helpers/partner';
import { makeOrder } from '../helpers/providers';
import { consoleSignIn, setupBrowser, signedInPhonePage, withPage } from './fixtures';
import { serverOnPreparedDatabase } from './preparedServer';
import { E2E_PROVIDER_PHOTO_LOGINS, e2eLogin } from './server';

/**
 * The natural width of an image once it has loaded (0 if it fails): scrolled into view first, since a lazy image
 * below the first screen is not fetched until it nears the viewport, and `complete` is false while it loads.
 */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate(
    (img: HTMLImageElement) =>
      new Promise<number>((resolve) => {
        if (img.complete) resolve(img.naturalWidth);
        else {
          img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
          img.addEventListener('error', () => resolve(0), { once: true });
        }
      }),
  );
}

const browser = setupBrowser();
const PROVIDER = E2E_PROVIDER_PHOTO_LOGINS.provider;
const CUSTOMER = e2eLogin('providerPhoto', 0);

/** A paid chef order of CUSTOMER (accepted) and a photography job three days ahead (3 hours + 1 extra), both assigned to PROVIDER. */
async function prepareDatabase(db: Db): Promise<{ chefOrderId: string; shootId: string }> {
  const { orderId: chefOrderId, providerId } = await assignedPaidChefOrder(db, {
    providerPhone: PROVIDER.phone,
    customerPhone: CUSTOMER.phone,
    services: ['chef', 'photography'],
  });
  // the customer's page shows the provider once they accepted the job
  await acceptJob(db, { orderId: chefOrderId, providerId, now: new Date() });
  const shoot = await makeOrder(db, {
    orderType: ORDER_TYPE.PHOTOGRAPHY,
    eventDate: addIstDays(istDate(new Date()), 3),
    slot: '10-11',
    details: { packageSlug: 'birthday-classic', packageName: 'Birthday Classic', hours: 3, extraHours: 1 },
    customerPhone: CUSTOMER.phone,
  });
  await assignProvider(db, { orderId: shoot.id, providerId, actor: SYSTEM_ACTOR, now: new Date() });
  return { chefOrderId, shootId: shoot.id };
}

describe("providers' photos and a shoot's coverage hours (partner app)", () => {
  const { prepared, origin } = serverOnPreparedDatabase('party-provider-photo-', prepareDatabase);

  it('the provider sets their photo on the phone and the customer sees the face; the photographer sees the coverage hours', async () => {
    const { chefOrderId, shootId } = prepared();
    const { context: customerContext, page: customerPage } = await signedInPhonePage(browser(), origin(), CUSTOMER);
    const providerCard = async () => {
      await customerPage.goto(`/order-details?id=${chefOrderId}`);
      await customerPage.getByTestId('order-provider-name').waitFor();
      return customerPage.getByTestId('order-provider');
    };
    try {
      // no photo yet: the initial
      expect(await (await providerCard()).locator('img').count()).toBe(0);

      await withPage(
        browser(),
        'mobile',
        async (page) => {
          await page.goto('/partner/login');
          await consoleSignIn(page, 'partner', PROVIDER);
          await page.waitForURL(/\/partner$/);
          await page.getByTestId('partner-photo-nudge').waitFor();
          await page.getByRole('link', { name: 'Add your photo' }).click();
          await page.waitForURL(/\/partner\/profile$/);
          const face = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 190, g: 140, b: 110 } } })
            .jpeg()
            .toBuffer();
          await page.getByTestId('provider-photo-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: face });
          await page.getByRole('status').filter({ hasText: 'Your photo has been saved.' }).waitFor();
          const shown = page.getByRole('img', { name: 'Photo of Ramesh' });
          await shown.waitFor();
          expect(await loadedWidth(shown)).toBe(256);
          // the header shows it too, and the list no longer asks for one
          await page.goto('/partner');
          expect(await page.locator('header img').count()).toBe(1);
          expect(await page.getByTestId('partner-photo-nudge').count()).toBe(0);

          await page.goto(`/partner/jobs/${shootId}`);
          expect(await page.getByTestId('job-coverage').textContent()).toBe('4 hours from arrival (3 in the package + 1 extra)');
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        },
        { origin: origin() },
      );

      const card = await providerCard();
      const photo = card.getByRole('img', { name: 'Ramesh' });
      await photo.waitFor();
      // sized by its attributes (no layout shift while it loads), and loaded from our origin
      expect([await photo.getAttribute('width'), await photo.getAttribute('height')]).toEqual(['56', '56']);
      expect(await loadedWidth(photo)).toBe(256);
    } finally {
      await customerContext.close();
    }
  });
});
