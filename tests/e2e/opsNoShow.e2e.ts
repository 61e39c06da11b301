/**
 * Money when a service does not happen, in Chromium (customer at 390x844, the console on a desktop):
 * (a) a paid, assigned chef order whose provider did not come: operations choose "Provider did not come" on the
 *     console's order page, read the refund of everything paid before confirming, give a reason and confirm; the
 *     customer's order page then shows it cancelled with everything paid refunded;
 * (b) a paid chef order we never staffed (offered to the other free chef, who declined it, and nobody else was free),
 *     its slot started: the customer cancels, is told the whole advance comes back (not "₹0"), and it is refunded.
 * Each customer is told by WhatsApp (`order_cancelled`, with their own refund), and the chef who did not come hears
 * that the job is cancelled (`job_cancelled`); WhatsApp goes to a stand-in provider, which is how the test reads them.
 *
 * The time window: a chef order is booked at least 24 hours ahead. This file runs its own server whose clock starts
 * three days back (./shiftedClock.js, a test-only preload): the customers book and pay through the server's routes
 * and the sandbox gateway "then", for the chef slot that started last today, and (a) is assigned then through the
 * operations API and accepted by its chef in the partner app, (b) declined then by the chef it was offered to (the server has no demo providers: its only chefs
 * are the scene's two, working all day); the clock is then set back to the real time, when the slot has started. Nothing is written to the
 * database from outside.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../lib/constants';
import { formatRupees } from '../../lib/format';
import { bookAndPayAt, chefOrderBodyAt, loginTokenAt, payInSandboxAt, postJsonTo } from '../helpers/httpApi';
import { latestStartedChefSlot } from '../helpers/partner';
import { addNoidaChefAt } from './api';
import { consoleSignIn, setupBrowser, storeLogin } from './fixtures';
import { useSceneServer } from './sceneServer';
import { E2E_NO_SHOW_ADMIN, E2E_NO_SHOW_CHEFS, E2E_OPS_API_KEY, e2eLogin } from './server';
import { startWhatsAppStandIn, type WhatsAppStandIn } from './whatsappStandIn';

const browser = setupBrowser();
const STAFFED = e2eLogin('opsNoShow', 0);
const UNSTAFFED = e2eLogin('opsNoShow', 1);
/** How far back the server's clock starts: the booking's lead time (24 h) and more before today's slot. */
const CLOCK_OFFSET_MS = -3 * 24 * 3600 * 1000;
const SURESH = E2E_NO_SHOW_CHEFS.absent;
const PROVIDER_PHONE = SURESH.phone;

describe('a provider who did not come, a booking we never staffed: everything owed comes back', () => {
  let whatsapp: WhatsAppStandIn | undefined;
  const { server, origin, open, expectCleanPages } = useSceneServer(browser, async () => {
    whatsapp = await startWhatsAppStandIn();
    // no demo providers: the scene's own chefs are the only ones, so the declined booking stays unstaffed
    return { name: 'noshow', clockOffsetMs: CLOCK_OFFSET_MS, admin: E2E_NO_SHOW_ADMIN, extraEnv: { ...whatsapp.env, DEMO_PROVIDERS: '0' } };
  });
  afterAll(() => whatsapp?.close());
  /** The WhatsApp messages of `template` sent to `phone` so far (the placeholders of each). */
  const toPhone = (phone: string, template: string) =>
    (whatsapp?.sent ?? []).filter((m) => m.to === `+91${phone}` && m.templateName === template).map((m) => m.placeholders);

  it('console "Provider did not come" refunds everything paid, shown first; an unstaffed booking cancelled after its start refunds the whole advance', async () => {
    // --- three days ago (the server's clock): both customers book today's latest started chef slot and pay
    const slot = latestStartedChefSlot();
    const book = async (login: { phone: string; code: string }, name: string) => {
      const token = await loginTokenAt(origin(), login);
      if (!token) throw new Error('customer login failed');
      const body = { ...(await chefOrderBodyAt(origin(), name)), eventDate: slot.eventDate, slotId: slot.slot.id };
      return { token, order: await bookAndPayAt(origin(), token, body) };
    };
    /** A scene chef signs in to the partner app (a phone) and answers the job offered to them: its HTTP status. */
    const answerJob = async (login: { phone: string; code: string }, orderId: string, answer: 'accept' | 'decline') => {
      const { page } = await open('mobile');
      await page.goto('/partner/availability');
      await page.waitForURL(/\/partner\/login\?next=/);
      await consoleSignIn(page, 'partner', login);
      await page.waitForURL(/\/partner\/availability$/);
      return page.evaluate(
        async ([id, kind]) => {
          const reason = {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ reason: 'Another event that evening' }),
          };
          const sent = await fetch(`/api/partner/jobs/${id}/${kind}`, { method: 'POST', ...(kind === 'decline' ? reason : {}) });
          return { status: sent.status, text: await sent.text() };
        },
        [orderId, answer] as const,
      );
    };
    const statusOf = async (booked: { token: string; order: { _id: string } }) => {
      const answer = await fetch(`${origin()}/api/order/order_details/${booked.order._id}`, {
        headers: { Authorization: `Bearer ${booked.token}` },
      });
      return ((await answer.json()) as { data: { status: number } }).data.status;
    };
    // the server's only providers are this scene's chefs, working all day: Suresh first, who has the staffed order
    const chef = await addNoidaChefAt(origin(), { name: 'Suresh Chef', phone: SURESH.phone });
    const staffed = await book(STAFFED, 'Kiran Rao');
    // (a) the balance is paid online too, and the chef is assigned (the operations API; the paid order was offered
    // to him at once, he is its only possible provider: assigning him again changes nothing); he accepts the job
    await payInSandboxAt(origin(), staffed.token, staffed.order._id, 'balance');
    const key = { 'x-ops-api-key': E2E_OPS_API_KEY };
    const assigned = await postJsonTo(origin(), '/api/ops/providers/assign', { orderId: staffed.order._id, providerId: chef.id }, key);
    expect([200, 201], await assigned.clone().text()).toContain(assigned.status);
    const accepted = await answerJob(SURESH, staffed.order._id, 'accept');
    expect(accepted.status, accepted.text).toBe(200);
    // (b) a second chef; Suresh is busy at that time, so the second booking is offered to them, who declines it:
    // nobody else is free, it stays unstaffed (Booked, no provider)
    await addNoidaChefAt(origin(), { name: 'Vinod Chef', phone: E2E_NO_SHOW_CHEFS.decliner.phone });
    const unstaffed = await book(UNSTAFFED, 'Meera Iyer');
    await expect.poll(() => statusOf(unstaffed), { timeout: 15_000 }).toBe(ORDER_STATUS.ACCEPTED);
    const declined = await answerJob(E2E_NO_SHOW_CHEFS.decliner, unstaffed.order._id, 'decline');
    expect(declined.status, declined.text).toBe(200);
    expect(await statusOf(unstaffed)).toBe(ORDER_STATUS.BOOKED);
    expect(await statusOf(staffed)).toBe(ORDER_STATUS.ACCEPTED);

    // --- back to today: the slot has started, the chef is not there
    await server().clockBack();

    // --- (a) operations open the order in the console and choose "Provider did not come"
    const { page: opsPage } = await open('desktop');
    await opsPage.goto(`/ops/orders/${staffed.order._id}`);
    await opsPage.waitForURL(/\/ops\/login\?next=/);
    await consoleSignIn(opsPage, 'ops', E2E_NO_SHOW_ADMIN);
    await opsPage.waitForURL(new RegExp(`/ops/orders/${staffed.order._id}$`));
    // a paid order is never offered "Expired"
    await opsPage.getByRole('group', { name: 'Next steps' }).waitFor();
    expect(await opsPage.getByRole('button', { name: /Expire/ }).count()).toBe(0);
    await opsPage.getByRole('button', { name: 'Provider did not come' }).click();
    const dialog = opsPage.getByRole('dialog');
    const consequence = (await dialog.getByTestId('step-consequence').textContent()) ?? '';
    const [, refund, paid] = /^Refund (₹[\d,]+) of (₹[\d,]+) paid to the customer: the provider did not come/.exec(consequence) ?? [];
    expect(refund, consequence).toBeDefined();
    expect(refund).toBe(paid);
    // nothing happens before the reason and the confirmation
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Reason (required)').fill('Chef did not arrive; phone switched off');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await opsPage
      .getByRole('alert')
      .filter({ hasText: `Done. Refund ${refund} of ${paid}` })
      .waitFor();

    // the customer's order page (a phone): cancelled, everything paid refunded, the timeline says why
    const { page: customerPage } = await open('mobile');
    await customerPage.goto('/aboutus');
    await storeLogin(customerPage, { token: staffed.token, phone: STAFFED.phone });
    await customerPage.goto(`/order-details?id=${staffed.order._id}`);
    const badge = customerPage.getByTestId('order-status').first();
    await badge.waitFor();
    expect(Number(await badge.getAttribute('data-status'))).toBe(ORDER_STATUS.CANCELLED);
    expect(await customerPage.getByTestId('order-refunded').textContent()).toContain(paid);
    await customerPage
      .getByTestId('order-history')
      .getByText(`The provider did not come: ${refund} of ${paid} paid to be refunded`)
      .waitFor();
    // the customer is told by WhatsApp what comes back, once; the chef hears that the job is cancelled
    await expect.poll(() => toPhone(STAFFED.phone, 'order_cancelled').length, { timeout: 20_000 }).toBe(1);
    expect(toPhone(STAFFED.phone, 'order_cancelled')[0]).toContain(`${refund} will be refunded to your original payment method`);
    await expect.poll(() => toPhone(PROVIDER_PHONE, 'job_cancelled').length, { timeout: 20_000 }).toBe(1);

    // --- (b) the unstaffed booking: its slot started, nobody came; the customer cancels
    const details = (await (
      await fetch(`${origin()}/api/order/order_details/${unstaffed.order._id}`, { headers: { Authorization: `Bearer ${unstaffed.token}` } })
    ).json()) as { data: { advance: number; status: number } };
    const advance = formatRupees(details.data.advance);
    expect(details.data.status).toBe(ORDER_STATUS.BOOKED);
    const { page: other } = await open('mobile');
    await other.goto('/aboutus');
    await storeLogin(other, { token: unstaffed.token, phone: UNSTAFFED.phone });
    await other.goto(`/order-details?id=${unstaffed.order._id}`);
    await other.getByRole('button', { name: 'Cancel order' }).click();
    const popup = other.getByRole('dialog');
    await popup.getByText(`You will get ${advance} back.`, { exact: false }).waitFor();
    expect(await popup.textContent()).not.toContain('₹0 back');
    await popup.getByRole('button', { name: 'Yes, cancel' }).click();
    const cancelledBadge = other.getByTestId('order-status').first();
    await expect
      .poll(async () => Number(await cancelledBadge.getAttribute('data-status')), { timeout: 15_000 })
      .toBe(ORDER_STATUS.CANCELLED);
    await expect.poll(async () => (await other.getByTestId('order-refunded').textContent()) ?? '', { timeout: 15_000 }).toContain(advance);
    await expect.poll(() => toPhone(UNSTAFFED.phone, 'order_cancelled').length, { timeout: 20_000 }).toBe(1);
    expect(toPhone(UNSTAFFED.phone, 'order_cancelled')[0]).toContain(`${advance} will be refunded to your original payment method`);

    expectCleanPages();
  }, 180_000);
});
