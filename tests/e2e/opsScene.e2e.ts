/**
 * The operations console and partner app's whole scene, in Chromium: an admin signs in and
 * adds an operations member, a support member and a chef, and sets the chef's working hours in the console; the paid
 * chef order was offered at once to a free demo chef, and operations reassign it to the new chef; the chef
 * signs in on a 390x844 phone, accepts, starts with the code the customer reads on their order page, and completes,
 * while the customer (390x844) sees each step on reload; operations drop 10 photos on a photography order and the
 * customer sees them in the gallery; a support agent is offered no refund and the refund route answers 403; the
 * audit log has a line for every step and none for the refused refund.
 *
 * The time window: a chef order is booked at least 24 hours ahead, and its provider starts it only from 2 hours
 * before the slot. This file runs its own server whose clock starts three days back (./shiftedClock.js, a test-only
 * preload): the customer books and pays through the server's routes and the sandbox gateway "then", for the chef
 * slot that started last today; the clock is then set back to the real time, when the job is due. Nothing is written
 * to the database from outside.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../lib/constants';
import { addIstDays, istDate } from '../../lib/dates';
import { bookAndPayAt, chefOrderBodyAt, loginTokenAt } from '../helpers/httpApi';
import { latestStartedChefSlot } from '../helpers/partner';
import { consoleSignIn, setupBrowser, storeLogin } from './fixtures';
import { useSceneServer } from './sceneServer';
import { E2E_SCENE_LOGINS } from './server';

const browser = setupBrowser();
const { admin: ADMIN, operations: OPERATIONS, support: SUPPORT, provider: CHEF } = E2E_SCENE_LOGINS;
const CUSTOMER = E2E_SCENE_LOGINS.customers[0]!;
const PHOTOS = 10;
/** How far back the server's clock starts: the booking's lead time (24 h) and more before today's slot. */
const CLOCK_OFFSET_MS = -3 * 24 * 3600 * 1000;

/** 10 small JPEGs (320x240), each its own colour, as base64 (to build the dropped files in the page). */
function makePhotos(): Promise<{ name: string; base64: string }[]> {
  return Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) => {
      const shade = Math.round((i * 255) / PHOTOS);
      const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: shade, g: 255 - shade, b: 128 } } })
        .jpeg({ quality: 70 })
        .toBuffer();
      return { name: `scene-${i + 1}.jpg`, base64: jpeg.toString('base64') };
    }),
  );
}

describe('operations console and partner app, the whole scene', () => {
  const { server, origin, open, expectCleanPages } = useSceneServer(browser, {
    name: 'scene',
    clockOffsetMs: CLOCK_OFFSET_MS,
    admin: ADMIN,
  });

  it('admin adds staff and a chef; operations assign; the chef accepts, starts with the customer’s code, completes; photos; support cannot refund; all audited', async () => {
    // --- three days ago (the server's clock): the customer books today's latest started chef slot and pays
    const slot = latestStartedChefSlot();
    const token = await loginTokenAt(origin(), CUSTOMER);
    if (!token) throw new Error('customer login failed');
    const chefBody = { ...(await chefOrderBodyAt(origin(), 'Anita Desai')), eventDate: slot.eventDate, slotId: slot.slot.id };
    const chefOrder = await bookAndPayAt(origin(), token, chefBody);

    // --- back to today: the slot is due
    await server().clockBack();

    // a photography package booked and paid as the customer (5 days ahead)
    const packages = await fetch(`${origin()}/api/photography/searchByTag/birthday`);
    const [pkg] = ((await packages.json()) as { data: { slug: string; price: number }[] }).data;
    if (!pkg) throw new Error('no birthday photography package in the catalogue');
    const photoOrder = await bookAndPayAt(origin(), token, {
      orderType: 9,
      productSlug: pkg.slug,
      addons: [],
      extraHours: 0,
      eventDate: addIstDays(istDate(new Date()), 5),
      slotId: '10-11',
      address: { name: 'Anita Desai', line1: 'Flat 12, Tower B', pincode: '201309' },
      expectedTotal: pkg.price,
    });

    // --- 1. the admin signs in and adds an operations member, a support member and a chef
    const { page: adminPage } = await open('desktop');
    await adminPage.goto('/ops/staff');
    await adminPage.waitForURL(/\/ops\/login\?next=%2Fops%2Fstaff$/);
    await consoleSignIn(adminPage, 'ops', ADMIN);
    await adminPage.waitForURL(/\/ops\/staff$/);
    for (const [member, name, role] of [
      [OPERATIONS, 'Omar Operations', 'operations'],
      [SUPPORT, 'Sana Support', 'support'],
    ] as const) {
      await adminPage.getByLabel('Mobile number').fill(member.phone);
      await adminPage.getByLabel('Name').fill(name);
      await adminPage.getByRole('combobox', { name: 'Role', exact: true }).click();
      await adminPage.getByRole('option', { name: role, exact: true }).click();
      await adminPage.getByRole('button', { name: 'Add staff member' }).click();
      await adminPage.getByRole('status').filter({ hasText: 'Staff member added' }).waitFor();
      const row = adminPage.getByTestId('staff-row').filter({ hasText: name });
      await row.waitFor();
      expect(await row.getByRole('combobox', { name: `Role of ${name}` }).textContent()).toBe(role);
    }
    await adminPage.goto('/ops/providers');
    await adminPage.getByRole('button', { name: 'Add provider' }).click();
    const form = adminPage.getByRole('dialog', { name: 'Add a provider' });
    await form.getByLabel('Name').fill('Ramesh Kumar');
    await form.getByLabel('Mobile number').fill(CHEF.phone);
    await form.getByRole('checkbox', { name: 'Chef' }).check();
    await form.getByLabel('Cities').fill('noida');
    await form.getByRole('button', { name: 'Add provider' }).click();
    await adminPage.getByRole('status').filter({ hasText: 'Provider added' }).waitFor();
    // the directory lists providers by name a page at a time, the demo providers too: our chef is found by their number
    const search = adminPage.getByRole('search');
    await search.getByLabel('Name or phone').fill(CHEF.phone);
    await search.getByRole('button', { name: 'Search' }).click();
    await adminPage.waitForURL(new RegExp(`/ops/providers\\?q=${CHEF.phone}`));
    const chefRow = adminPage.getByTestId('provider-row').filter({ hasText: 'Ramesh Kumar' });
    await chefRow.waitFor();
    // the search is a plain form's navigation: the row's buttons work once React has hydrated the new page
    await adminPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    // --- 2. a provider is assigned only within their working hours: the admin sets Ramesh's in the console's
    // availability editor, all day every day (an end of 00:00 is midnight; each change is saved at once)
    await chefRow.getByRole('button', { name: 'Availability' }).click();
    const hours = adminPage.getByRole('region', { name: 'Availability of Ramesh Kumar' });
    await hours.getByTestId('no-hours-note').waitFor();
    for (const [day, copy] of [
      ['Monday', 'Copy to all weekdays'],
      ['Saturday', 'Copy to the weekend'],
    ] as const) {
      await hours.getByRole('button', { name: `Add hours on ${day}` }).click();
      await hours.getByLabel(`From, ${day}`).fill('00:00');
      await hours.getByLabel(`To, ${day}`).fill('00:00');
      await hours.getByRole('button', { name: `${copy} from ${day}` }).click();
    }
    await hours
      .getByTestId('save-status-weekly')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
    await hours.getByTestId('hours-set-note').waitFor();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect([await hours.getByLabel(`From, ${day}`).inputValue(), await hours.getByLabel(`To, ${day}`).inputValue()], day).toEqual([
        '00:00',
        '00:00',
      ]);
    }

    // --- 3. the operations member signs in (another browser) and gives the paid chef order to the chef: it was
    // offered at once to a free demo chef when paid (Accepted, waiting for their answer), so they reassign it
    const { page: opsPage } = await open('desktop');
    await opsPage.goto(`/ops/orders/${chefOrder._id}`);
    await opsPage.waitForURL(/\/ops\/login\?next=/);
    await consoleSignIn(opsPage, 'ops', OPERATIONS);
    await opsPage.waitForURL(new RegExp(`/ops/orders/${chefOrder._id}$`));
    await opsPage.getByRole('combobox', { name: /^Reassign to/ }).click();
    await opsPage.getByRole('option', { name: `Ramesh Kumar (${CHEF.phone})` }).click();
    await opsPage.getByRole('button', { name: 'Reassign', exact: true }).click();
    // the action's own answer (the timeline also gains a "Provider changed" line once it reloads)
    await opsPage.getByRole('alert').filter({ hasText: 'Provider assigned' }).waitFor();

    // --- 5. the customer (a phone) sees the start code (the chef's first name once they accept)
    const { page: customerPage } = await open('mobile');
    await customerPage.goto('/aboutus');
    await storeLogin(customerPage, { token, phone: CUSTOMER.phone });
    /** The order page as a reload shows it: status text and code, provider's first name, start code (or null). */
    const customerSees = async () => {
      await customerPage.goto(`/order-details?id=${chefOrder._id}`);
      const badge = customerPage.getByTestId('order-status').first();
      await badge.waitFor();
      const code = customerPage.getByTestId('order-start-code');
      // the provider shows once they accepted the job ("Chef assigned")
      const name = customerPage.getByTestId('order-provider-name');
      return {
        status: await badge.textContent(),
        code: Number(await badge.getAttribute('data-status')),
        provider: (await name.count()) > 0 ? await name.textContent() : null,
        startCode: (await code.count()) > 0 ? (/\d{4}/.exec((await code.textContent()) ?? '')?.[0] ?? '') : null,
      };
    };
    const assigned = await customerSees();
    expect(assigned).toMatchObject({ status: 'Accepted', code: ORDER_STATUS.ACCEPTED, provider: null });
    const startCode = assigned.startCode;
    expect(startCode).toMatch(/^\d{4}$/);

    // --- 4. the chef signs in on a phone, accepts, starts with the customer's code, completes
    const { page: chefPage } = await open('mobile');
    await chefPage.goto('/partner');
    await chefPage.waitForURL(/\/partner\/login\?next=%2Fpartner$/);
    await consoleSignIn(chefPage, 'partner', CHEF);
    await chefPage.waitForURL(/\/partner$/);
    const fresh = chefPage.getByRole('region', { name: 'New assignments' }).getByTestId('partner-job');
    await fresh.first().getByRole('button', { name: 'Accept' }).click();
    await chefPage.getByRole('status').filter({ hasText: 'Job accepted' }).waitFor();
    await chefPage
      .getByRole('region', { name: 'Upcoming' })
      .getByTestId('partner-job')
      .first()
      .getByRole('link', { name: 'Details' })
      .click();
    await chefPage.waitForURL(new RegExp(`/partner/jobs/${chefOrder._id}$`));
    await chefPage.getByTestId('start-code').fill(startCode!);
    await chefPage.getByRole('button', { name: 'Start job' }).click();
    await chefPage.getByRole('status').filter({ hasText: 'Job started' }).waitFor();
    expect(await chefPage.getByTestId('job-status').textContent()).toBe('In progress');

    expect(await customerSees()).toMatchObject({
      status: 'In progress',
      code: ORDER_STATUS.IN_PROGRESS,
      provider: 'Ramesh',
      startCode: null,
    });

    await chefPage.getByRole('button', { name: 'Complete job' }).click();
    await chefPage.getByRole('status').filter({ hasText: 'Job completed' }).waitFor();
    expect(await chefPage.getByTestId('job-status').textContent()).toBe('Completed');

    expect(await customerSees()).toMatchObject({ status: 'Completed', code: ORDER_STATUS.COMPLETED, provider: 'Ramesh', startCode: null });

    // --- 6. operations drop 10 photos on the photography order; each file's progress runs to its end
    await opsPage.goto(`/ops/orders/${photoOrder._id}`);
    const zone = opsPage.getByTestId('photo-drop-zone');
    const dataTransfer = await opsPage.evaluateHandle(
      (photos) => {
        const transfer = new DataTransfer();
        for (const { name, base64 } of photos) {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          transfer.items.add(new File([bytes], name, { type: 'image/jpeg' }));
        }
        return transfer;
      },
      await makePhotos(),
    );
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    const rows = opsPage.getByTestId('upload-row');
    await opsPage.getByText(`${PHOTOS} of ${PHOTOS} uploaded`).waitFor({ timeout: 30_000 });
    expect(await rows.count()).toBe(PHOTOS);
    for (let i = 0; i < PHOTOS; i += 1) {
      const row = rows.nth(i);
      expect(await row.textContent()).toContain('Uploaded');
      expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    }

    // the customer finds the 10 photos in the order's gallery
    await customerPage.goto('/photo-gallery');
    const card = customerPage.getByTestId('gallery-card').filter({ hasText: photoOrder.orderNumber });
    expect(await card.textContent()).toContain(`${PHOTOS} photos`);
    await card.click();
    await customerPage.waitForURL(`**/photo-gallery?order=${photoOrder._id}`);
    await customerPage
      .getByTestId('gallery-tile')
      .nth(PHOTOS - 1)
      .waitFor();
    expect(await customerPage.getByTestId('gallery-tile').count()).toBe(PHOTOS);

    // --- 7. a support agent sees the paid order but is offered no refund, and the refund route answers 403
    const support = await open('desktop', ['/api/payment_gateway/refund']);
    const supportPage = support.page;
    await supportPage.goto(`/ops/orders/${chefOrder._id}`);
    await supportPage.waitForURL(/\/ops\/login\?next=/);
    await consoleSignIn(supportPage, 'ops', SUPPORT);
    await supportPage.waitForURL(new RegExp(`/ops/orders/${chefOrder._id}$`));
    await supportPage.getByText('Your role can view this order and add notes; operations and admins act on it.').waitFor();
    expect(await supportPage.getByRole('button', { name: 'Goodwill refund' }).count()).toBe(0);
    const refused = await supportPage.evaluate(async (orderId) => {
      const answer = await fetch('/api/payment_gateway/refund', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ orderId, amount: 100, note: 'Goodwill for the delay', key: crypto.randomUUID() }),
      });
      return { status: answer.status, message: ((await answer.json()) as { message: string }).message };
    }, chefOrder._id);
    expect(refused).toEqual({ status: 403, message: 'Your role does not allow this.' });
    const details = await fetch(`${origin()}/api/order/order_details/${chefOrder._id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await details.json()) as { data: { refunds: unknown[] } }).data.refunds).toEqual([]);
    // the browser reports the expected 403 on its console: that one line is not a problem
    const expected = support.problems.findIndex((problem) => problem.includes('status of 403 (Forbidden)'));
    expect(expected).toBeGreaterThanOrEqual(0);
    support.problems.splice(expected, 1);
    // the admin's page, by contrast, offers it
    await adminPage.goto(`/ops/orders/${chefOrder._id}`);
    await adminPage.getByRole('button', { name: 'Goodwill refund' }).waitFor();

    // --- 8. the audit log (as the admin) has a line for every step, and none for the refused refund
    await adminPage.goto('/ops/audit');
    const lines = await adminPage
      .getByTestId('audit-row')
      .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));
    const linesOf = (action: string) => lines.filter((cells) => cells[2] === action).map(([, actor, , entity]) => ({ actor, entity }));
    const added = lines.filter((cells) => cells[2] === 'staff.create');
    expect(added.map(([, actor]) => actor)).toEqual(['Admin', 'Admin']);
    // newest first: the support member, then the operations member, each with their role in the "after" column
    expect(added.map((cells) => JSON.parse(cells[5] ?? 'null') as unknown)).toEqual([
      expect.objectContaining({ name: 'Sana Support', role: 'support', active: true }),
      expect.objectContaining({ name: 'Omar Operations', role: 'operations', active: true }),
    ]);
    // entities by how people know them: a provider by name, an order by its number
    expect(linesOf('provider.create')).toEqual([{ actor: 'Admin', entity: expect.stringMatching(/^provider: Ramesh/) }]);
    const onChef = chefOrder.orderNumber;
    // the system offered each paid order at once; operations gave the chef order to Ramesh, and nothing else
    expect(linesOf('order.provider_assign')).toContainEqual({ actor: 'System', entity: onChef });
    const byStaff = lines
      .filter((cells) => ['order.provider_assign', 'order.provider_reassign'].includes(cells[2]!) && cells[1] !== 'System')
      .map(([, actor, action, entity]) => ({ actor, action, entity }));
    expect(byStaff).toEqual([{ actor: 'Omar Operations', action: 'order.provider_reassign', entity: onChef }]);
    // the hours, each change saved at once, by the admin
    const hoursSet = linesOf('provider.availability_set');
    expect(hoursSet.length).toBeGreaterThan(0);
    expect(hoursSet).toEqual(hoursSet.map(() => ({ actor: 'Admin', entity: expect.stringMatching(/^provider: Ramesh/) })));
    for (const action of ['order.provider_accept', 'order.provider_start', 'order.provider_complete']) {
      expect(linesOf(action), action).toEqual([{ actor: expect.stringContaining('Ramesh'), entity: onChef }]);
    }
    expect(linesOf('gallery.upload')).toEqual(
      Array.from({ length: PHOTOS }, () => ({ actor: 'Omar Operations', entity: photoOrder.orderNumber })),
    );
    expect(lines.filter((cells) => cells[2]!.includes('refund'))).toEqual([]);

    expectCleanPages();
    // about 40 s alone; the whole e2e suite runs beside it on two cores
  }, 180_000);
});
