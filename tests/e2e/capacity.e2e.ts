/**
 * Selling only what someone can serve, end to end on a phone (390x844), on a server of its own whose only chef is the
 * one this scene adds (no demo providers), so the slots offered at the party's pincode are exactly that chef's:
 * 1. the chef, added by operations, signs in to the partner app and sets their availability there: Saturdays
 *    17:00-23:00 only, the party's pincode, one job a day;
 * 2. a customer in the chef flow (dishes, then the order's details) at that pincode: the Friday before has no free
 *    time and offers the Saturday as the next free date; on the Saturday only the arrival slots whose whole job
 *    (arrival hour plus the dishes' cooking time) fits in 17:00-23:00 are offered, the others greyed "Fully booked";
 * 3. two customers race for that chef's one job of the day: the first one's "Pay" holds the chef, the second one,
 *    confirming the same slot, is refused before paying ("This slot was just booked.", the next free slots offered)
 *    and has no order, so no payment attempt;
 * 4. the first pays in the sandbox; the paid order is offered at once to the held chef, who accepts it in the partner
 *    app; the customer's order page shows "Chef assigned" with the chef's first name;
 * 5. the server's clock moved to 45 minutes after the slot's start (./shiftedClock.js, a test-only preload), the chef
 *    taps "I've arrived": the customer's order page shows the arrival, and 10% of the order is credited back
 *    through the refund ledger.
 * Nothing is written to the database from outside: every step goes through the pages or the server's routes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHEF_SLOTS } from '../../lib/booking';
import { FULLY_BOOKED_LABEL, SLOT_TAKEN_MESSAGE } from '../../lib/contracts/availabilityText';
import { ORDER_STATUS } from '../../lib/constants';
import { addIstDays, istDate, istDateTime } from '../../lib/dates';
import { formatRupees, formatTime } from '../../lib/format';
import { chefStayMinutes } from '../../lib/providers';
import { loginTokenAt, postJsonTo } from '../helpers/httpApi';
import { consoleSignIn, payInSandbox, setupBrowser, storeLogin } from './fixtures';
import { useSceneServer } from './sceneServer';
import { E2E_CAPACITY_LOGINS, E2E_OPS_API_KEY, e2eLogin } from './server';

const browser = setupBrowser();
const CHEF = E2E_CAPACITY_LOGINS.provider;
const FIRST = e2eLogin('capacity', 0);
const SECOND = e2eLogin('capacity', 1);
/** A Noida pincode (the city's served pincodes are seeded); the chef is the only one serving it. */
const PINCODE = '201309';
/** Two dishes: the chef stays the arrival hour plus chefStayMinutes(2) (2 h), a 3-hour job. */
const DISHES = 2;
const RACED_SLOT = CHEF_SLOTS.find((slot) => slot.id === '19-20')!;
const MINUTES_LATE = 45;

/** The first Saturday (IST) at least 3 days from today, so the Friday before it is bookable too (24 hours ahead). */
function comingSaturday(): string {
  let date = addIstDays(istDate(new Date()), 3);
  while (istDateTime(date, 12).getUTCDay() !== 6) date = addIstDays(date, 1);
  return date;
}

describe('a chef sells only the hours they set; the last one goes to one customer; late arrival credits', () => {
  const { server, origin, post, open, expectCleanPages } = useSceneServer(browser, {
    name: 'capacity',
    clockOffsetMs: 0,
    // nobody but this scene's chef serves the party's pincode
    extraEnv: { DEMO_PROVIDERS: '0' },
  });

  it('hours in the partner app, only their slots, a refused racer, assignment, acceptance and the late credit', async () => {
    const saturday = comingSaturday();
    const friday = addIstDays(saturday, -1);

    // --- 1. operations add the chef; the chef sets their hours in the partner app
    const added = await post(
      '/api/ops/providers',
      { name: 'Ramesh Kumar', phone: CHEF.phone, services: ['chef'], cities: ['noida'] },
      { 'x-ops-api-key': E2E_OPS_API_KEY },
    );
    expect(added.status).toBe(201);
    const { page: partner } = await open('mobile');
    await partner.goto('/partner/availability');
    await partner.waitForURL(/\/partner\/login\?next=/);
    await consoleSignIn(partner, 'partner', CHEF);
    await partner.waitForURL(/\/partner\/availability$/);
    await partner.getByTestId('no-hours-note').waitFor();
    const saved = (section: string) =>
      partner
        .getByTestId(`save-status-${section}`)
        .filter({ hasText: /^Saved$/ })
        .waitFor();
    await partner.getByRole('button', { name: 'Add hours on Saturday' }).click();
    await saved('weekly');
    // the end first: the new range is 09:00-18:00, so every step saved is valid (09:00-23:00, then 17:00-23:00)
    await partner.getByLabel('To, Saturday').fill('23:00');
    await partner.getByLabel('From, Saturday').fill('17:00');
    await expect.poll(() => partner.getByLabel('From, Saturday').inputValue()).toBe('17:00');
    await saved('weekly');
    await partner.getByTestId('hours-set-note').waitFor();
    await partner.getByLabel('Search pincodes').fill(PINCODE);
    await partner
      .getByRole('group', { name: 'Pincodes to choose from' })
      .getByLabel(new RegExp(`^${PINCODE} `))
      .check();
    await saved('pincodes');
    await partner.getByLabel('Most jobs a day').selectOption('1');
    await saved('maxJobsPerDay');
    // what the server keeps is what was set (the editor saved each change at once)
    const stored = (await partner.evaluate(async () => (await fetch('/api/partner/availability')).json())) as {
      data: { weekly: unknown[]; pincodes: string[]; maxJobsPerDay: number; hasHours: boolean };
    };
    expect(stored.data, JSON.stringify(stored)).toMatchObject({
      weekly: [{ day: 6, from: '17:00', to: '23:00' }],
      pincodes: [PINCODE],
      maxJobsPerDay: 1,
      hasHours: true,
    });

    // --- 2. two customers choose dishes and the Saturday at 7 PM in the chef flow
    const customerAt = async (login: { phone: string; code: string }, allowStatus: string[] = []) => {
      const token = await loginTokenAt(origin(), login);
      if (!token) throw new Error('customer login failed');
      const watched = await open('mobile', allowStatus);
      await watched.page.goto('/aboutus');
      await storeLogin(watched.page, { token, phone: login.phone });
      return { page: watched.page, problems: watched.problems, token };
    };
    const first = await customerAt(FIRST);
    const second = await customerAt(SECOND, ['/api/order/add']);
    /** Every chef slot's label and state on the order-details page, once the free-time answer is in. */
    const slotStates = async (page: Page) => {
      const buttons = page.locator('button[data-state]');
      await expect
        .poll(async () => (await buttons.evaluateAll((all) => all.map((b) => b.getAttribute('data-state')))).includes('checking'))
        .toBe(false);
      return buttons.evaluateAll((all) =>
        all.map((b) => ({ text: (b.textContent ?? '').replace(/\u00a0/g, ' ').trim(), state: b.getAttribute('data-state') })),
      );
    };
    const chooseSaturdayEvening = async (page: Page, name: string, checkSlots: boolean) => {
      await page.goto('/book-chef-cook-for-party');
      const add = page.locator('[data-testid="dish-card"]:visible button[aria-pressed="false"]');
      for (let i = 0; i < DISHES; i += 1) await add.first().click();
      await page.getByTestId('continue-bar').getByText(`${DISHES} items`).waitFor();
      await page.getByTestId('continue-bar').getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/book-chef-cook-for-party\/order-details\?/);
      await page.getByLabel('Party pincode').fill(PINCODE);
      // the Friday: the chef does not work, nothing is offered; the next free date is one tap
      await page.getByLabel('Date', { exact: true }).fill(friday);
      const dayFull = page.getByTestId('day-full');
      await dayFull.waitFor();
      if (checkSlots) {
        expect((await slotStates(page)).every((slot) => slot.state === 'full')).toBe(true);
      }
      await dayFull.getByRole('button', { name: /^Next free date: / }).click();
      await expect.poll(() => page.getByLabel('Date', { exact: true }).inputValue()).toBe(saturday);
      if (checkSlots) {
        // on the Saturday: only arrivals whose whole job (the hour, then the cooking) ends by 23:00
        const fits = (slot: (typeof CHEF_SLOTS)[number]) => {
          const start = istDateTime(saturday, Number(slot.id.slice(0, 2))).getTime();
          const end = start + (60 + chefStayMinutes(DISHES)) * 60_000;
          return start >= istDateTime(saturday, 17).getTime() && end <= istDateTime(saturday, 23).getTime();
        };
        await expect
          .poll(() => slotStates(page))
          .toEqual(
            CHEF_SLOTS.map((slot) =>
              fits(slot) ? { text: slot.label, state: 'open' } : { text: `${slot.label}${FULLY_BOOKED_LABEL}`, state: 'full' },
            ),
          );
        expect(CHEF_SLOTS.filter(fits).map((slot) => slot.id)).toEqual(['17-18', '18-19', '19-20', '20-21']);
      }
      await page.getByRole('button', { name: RACED_SLOT.label }).click();
      expect(await page.getByRole('button', { name: RACED_SLOT.label }).getAttribute('aria-pressed')).toBe('true');
      await page.getByLabel('Contact name').fill(name);
      await page.getByLabel(/House \/ flat number/).fill('Flat 1203, Tower C, Supertech Capetown');
      await page
        .getByText(/Noida$/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/book-chef-checkout$/);
      await page.getByRole('button', { name: 'Confirm Order' }).waitFor();
    };
    await chooseSaturdayEvening(first.page, 'Kavya Nair', true);
    await chooseSaturdayEvening(second.page, 'Rohan Mehta', false);

    // --- 3. the race: the first one's "Pay" holds the chef; the second is refused before paying
    await first.page.getByRole('button', { name: 'Confirm Order' }).click();
    await first.page.waitForURL(/\/pay\/sandbox\//);
    const refused = second.page.waitForResponse((response) => response.url().endsWith('/api/order/add'));
    await second.page.getByRole('button', { name: 'Confirm Order' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    // the browser reports the expected 409 on its console: that one line is not a problem
    await expect.poll(() => second.problems.findIndex((problem) => problem.includes('status of 409 (Conflict)'))).toBeGreaterThanOrEqual(0);
    second.problems.splice(
      second.problems.findIndex((problem) => problem.includes('status of 409 (Conflict)')),
      1,
    );
    const taken = second.page.getByTestId('slot-taken');
    await taken.getByText(SLOT_TAKEN_MESSAGE, { exact: true }).waitFor();
    // the next free slots: the chef's next working Saturday (one job a day: this one is held)
    const nextSaturday = addIstDays(saturday, 7);
    const refusal = (await answer.json()) as { details?: { nextFreeSlots: { date: string; slotId: string }[] } };
    const nextFree = (refusal.details?.nextFreeSlots ?? []).map(({ date, slotId }) => `${date} ${slotId}`);
    expect(nextFree, JSON.stringify(refusal)).toEqual([
      ...['17-18', '18-19', '19-20', '20-21'].map((slotId) => `${nextSaturday} ${slotId}`),
      `${addIstDays(saturday, 14)} 17-18`,
    ]);
    expect(await taken.getByRole('button').count()).toBe(nextFree.length);
    expect(second.page.url()).not.toContain('/pay/');
    // no order, so no payment attempt, for the second customer
    const secondOrders = await postJsonTo(origin(), '/api/order/user_order_list', {}, { Authorization: `Bearer ${second.token}` });
    expect(secondOrders.status).toBe(200);
    expect(((await secondOrders.json()) as { data: unknown[] }).data).toEqual([]);

    // --- 4. the first pays; the order is offered to the held chef, who accepts it
    await payInSandbox(first.page, 'pay');
    const orderId = new URL(first.page.url()).searchParams.get('order')!;
    await first.page.getByRole('dialog', { name: 'Order Confirmed' }).waitFor();
    await partner.goto('/partner');
    const fresh = partner.getByRole('region', { name: 'New assignments' }).getByTestId('partner-job');
    await expect
      .poll(
        async () => {
          if ((await fresh.count()) === 0) await partner.reload();
          return fresh.count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(1);
    await fresh.getByRole('button', { name: 'Accept' }).click();
    await partner.getByRole('status').filter({ hasText: 'Job accepted' }).waitFor();
    const details = async () =>
      (
        (await (
          await fetch(`${origin()}/api/order/order_details/${orderId}`, { headers: { Authorization: `Bearer ${first.token}` } })
        ).json()) as {
          data: {
            status: number;
            bill: { total: number };
            arrival: { arrivedAt: string | null } | null;
            refunds: { amount: number; reason: string }[];
          };
        }
      ).data;
    expect((await details()).status).toBe(ORDER_STATUS.ACCEPTED);
    await first.page.goto(`/order-details?id=${orderId}`);
    expect(await first.page.getByTestId('order-provider-label').textContent()).toBe('Chef assigned');
    expect(await first.page.getByTestId('order-provider-name').textContent()).toBe('Ramesh');

    // --- 5. the Saturday, 45 minutes after the 7 PM arrival slot's start: the chef says "I've arrived"
    const slotStart = istDateTime(saturday, 19);
    await server().clockTo(new Date(slotStart.getTime() + MINUTES_LATE * 60_000));
    await partner.context().grantPermissions(['geolocation'], { origin: origin() });
    await partner.context().setGeolocation({ latitude: 28.5355, longitude: 77.391 });
    await partner.goto(`/partner/jobs/${orderId}`);
    // days later: the partner app's 12-hour session has ended, the chef signs in again, straight back to the job
    await partner.waitForURL(/\/partner\/login\?next=/);
    await consoleSignIn(partner, 'partner', CHEF);
    await partner.waitForURL(new RegExp(`/partner/jobs/${orderId}$`));
    const arrival = partner.waitForRequest((request) => request.url().endsWith(`/api/partner/jobs/${orderId}/arrived`));
    await partner.getByRole('button', { name: "I've arrived" }).click();
    // the phone's location was asked for and given (the partner app's pages allow it; the server keeps it coarse)
    expect(JSON.parse((await arrival).postData() ?? '{}')).toEqual({ location: { lat: 28.5355, lng: 77.391 } });
    await partner.getByTestId('job-arrived-at').waitFor();

    const after = await details();
    const arrivedAt = new Date(after.arrival!.arrivedAt!);
    expect(arrivedAt.getTime() - slotStart.getTime()).toBeGreaterThan(30 * 60_000);
    const credit = Math.floor((after.bill.total * 10) / 100);
    expect(credit).toBeGreaterThan(0);
    expect(after.refunds.filter((refund) => refund.reason === 'late_arrival').map((refund) => refund.amount)).toEqual([credit]);

    await first.page.goto(`/order-details?id=${orderId}`);
    expect(await first.page.getByTestId('order-arrived').textContent()).toBe(`Arrived at ${formatTime(arrivedAt)}`);
    await first.page
      .getByTestId('order-history')
      .getByText(`late: ${formatRupees(credit)} credited back to you`)
      .waitFor();

    expectCleanPages();
  }, 300_000);
});
