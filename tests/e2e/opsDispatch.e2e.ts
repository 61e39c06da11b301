/**
 * A dispatcher's day in the console at 1366x768, in Chromium: the dispatch calendar shows the chef with their
 * assigned job as a block and the paid order nobody has yet beside it (day and week); "Assign on the order page"
 * opens that order; staff message the customer from the order page (WhatsApp, else SMS: this server has neither
 * provider, so the SMS is recorded), the message shows in the order's timeline with its delivery, and the
 * customer's record (linked from the order) lists both orders and the message.
 *
 * Runs its own server (real clock, no demo providers) so its orders are the calendar's only ones that day, and Ravi
 * its only provider: a paid order is offered to him at once, and the one he declines stays unassigned (nobody else
 * can take it).
 */
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../lib/constants';
import { addIstDays, istDate } from '../../lib/dates';
import { bookAndPayAt, chefOrderBodyAt, loginTokenAt, postJsonTo } from '../helpers/httpApi';
import { addNoidaChefAt } from './api';
import { consoleSignIn, setupBrowser } from './fixtures';
import { useSceneServer } from './sceneServer';
import { E2E_DISPATCH_LOGINS, E2E_OPS_API_KEY, e2eLogin } from './server';

const browser = setupBrowser();
const CUSTOMER = e2eLogin('opsDispatch', 0);
const MESSAGE = 'Your chef Ravi will reach 15 minutes early to set up.';

describe('dispatch calendar and messaging a customer (console, 1366x768)', () => {
  const { origin, open, expectCleanPages } = useSceneServer(browser, {
    name: 'dispatch',
    clockOffsetMs: 0,
    admin: E2E_DISPATCH_LOGINS.admin,
    // Ravi, added below, is the only provider: the second order stays unassigned once he declines it
    extraEnv: { DEMO_PROVIDERS: '0' },
  });

  it('shows the chef’s job and the unassigned order of the day and week; staff message the customer; the record lists it', async () => {
    // three days ahead: a chef order assigned to Ravi, and one nobody has yet. Ravi is the server's only provider
    // (no demo providers), working all day: each paid order is offered to him at once; he declines the second,
    // and with nobody else free it stays unassigned, for operations.
    const day = addIstDays(istDate(new Date()), 3);
    const chef = await addNoidaChefAt(origin(), { name: 'Ravi Chef', phone: E2E_DISPATCH_LOGINS.provider.phone });
    const token = await loginTokenAt(origin(), CUSTOMER);
    if (!token) throw new Error('customer login failed');
    const body = await chefOrderBodyAt(origin(), 'Kavya Nair');
    const assigned = await bookAndPayAt(origin(), token, { ...body, eventDate: day, slotId: '19-20' });
    const waiting = await bookAndPayAt(origin(), token, { ...body, eventDate: day, slotId: '12-13' });
    const key = { 'x-ops-api-key': E2E_OPS_API_KEY };
    // operations assign Ravi by hand (the same as the automatic offer, or before it: either way he has the job)
    const accepted = await postJsonTo(origin(), '/api/ops/providers/assign', { orderId: assigned._id, providerId: chef.id }, key);
    expect([200, 201], await accepted.clone().text()).toContain(accepted.status);
    /** The order's status, from its details (the customer's). */
    const orderOf = async (id: string) => {
      const answer = await fetch(`${origin()}/api/order/order_details/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { data: { status: number } }).data;
    };
    // the second order is offered to Ravi automatically (Accepted, waiting for his answer); he declines it
    await expect.poll(async () => (await orderOf(waiting._id)).status, { timeout: 15_000 }).toBe(ORDER_STATUS.ACCEPTED);
    const { page: partner } = await open('mobile');
    await partner.goto('/partner/availability');
    await partner.waitForURL(/\/partner\/login\?next=/);
    await consoleSignIn(partner, 'partner', E2E_DISPATCH_LOGINS.provider);
    await partner.waitForURL(/\/partner\/availability$/);
    const declined = await partner.evaluate(async (id) => {
      const answer = await fetch(`/api/partner/jobs/${id}/decline`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Another event at noon that day' }),
      });
      return { status: answer.status, text: await answer.text() };
    }, waiting._id);
    expect(declined.status, declined.text).toBe(200);
    expect((await orderOf(waiting._id)).status).toBe(ORDER_STATUS.BOOKED);
    expect((await orderOf(assigned._id)).status).toBe(ORDER_STATUS.ACCEPTED);

    // --- the dispatch calendar, day view
    const { page } = await open('desktop');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`/ops/dispatch?date=${day}&view=day`);
    await page.waitForURL(/\/ops\/login\?next=/);
    await consoleSignIn(page, 'ops', E2E_DISPATCH_LOGINS.admin);
    await page.waitForURL(/\/ops(\/dispatch)?(\?.*)?$/);
    await page.goto(`/ops/dispatch?date=${day}&view=day`);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dispatch' }).waitFor();
    const row = page.getByTestId('dispatch-row').filter({ hasText: 'Ravi Chef' });
    const block = row.getByTestId('dispatch-job');
    expect(await block.count()).toBe(1);
    expect(await block.textContent()).toContain(assigned.orderNumber);
    expect(await block.textContent()).toContain('Chef for Party · Accepted');
    const unassigned = page.getByTestId('dispatch-unassigned');
    expect(await unassigned.count()).toBe(1);
    expect(await unassigned.textContent()).toContain(waiting.orderNumber);
    // nothing is cut off at 1366 px: the page does not scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

    // --- the week view holds the same job under its day
    await page.goto(`/ops/dispatch?date=${day}&view=week`);
    expect(await page.getByTestId('dispatch-row').filter({ hasText: 'Ravi Chef' }).getByTestId('dispatch-job').textContent()).toContain(
      assigned.orderNumber,
    );

    // --- assign from the calendar: the waiting order's page
    await page.getByRole('link', { name: `Assign ${waiting.orderNumber} on its order page` }).click();
    await page.waitForURL(new RegExp(`/ops/orders/${waiting._id}$`));

    // --- message the customer from the order page
    await page.getByLabel('Message (WhatsApp, or SMS)').fill(MESSAGE);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Message queued for sending' }).waitFor();
    await page.getByTestId('order-messages').getByText(MESSAGE).waitFor();
    // the job sends it (no WhatsApp key, the console SMS provider: recorded); the timeline says so after a reload
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await page.getByRole('table', { name: 'Timeline' }).textContent()) ?? '';
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toContain(`${MESSAGE} · Recorded only`);

    // --- the customer's record, from the order page
    await page.getByRole('link', { name: 'Kavya Nair' }).click();
    await page.waitForURL(/\/ops\/customers\/[0-9a-f-]{36}$/);
    const orders = page.getByRole('table', { name: /^Orders/ });
    await orders.getByRole('link', { name: assigned.orderNumber }).waitFor();
    await orders.getByRole('link', { name: waiting.orderNumber }).waitFor();
    await page
      .getByRole('table', { name: /^Messages from staff/ })
      .getByText(MESSAGE)
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

    expectCleanPages();
  }, 180_000);
});
