/**
 * In Chromium at 390x844: a host creates an invite event, books photography and decoration
 * from its page and sees the conflicts before paying (a decoration slot that runs into the party's start and ends too late
 * for the photography), fixes the decoration's time, books food; two guests answer Going
 * with their +1s; the host syncs the food order to the invite and pays the top-up in the sandbox; the cancellation
 * meter shows the right amount and changes, without a reload, when the clock passes its threshold; the decoration's
 * balance is split in two, one co-host pays their share through their link and the other's share falls back to the
 * host, who is told.
 *
 * The clock: a split can be made, and an order synced, only until 48 hours before the slot, and the meter's change
 * and the split's fallback happen at 48 hours before it. This file runs its own server (./sceneServer.ts) whose
 * clock starts three days back, and the host's browser clock with it (Playwright's clock): everything up to the
 * co-host's payment happens "then", more than 48 hours before the decoration; the server's clock is then set back to
 * the real time, which is 26-46 hours before the decoration, and the host's browser clock jumps forward with it.
 * WhatsApp goes to a stand-in provider, which is how the co-hosts' links and the host's notice are read, as people
 * would read them on their phones. Nothing is written to the database from outside.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { decorationProducts } from '../../data/decoration/products';
import { photographyProductPath } from '../../data/photography/paths';
import { CHEF_SLOTS, DECORATION_SLOTS, findSlot, FOOD_SLOTS, type Slot } from '../../lib/booking';
import { ORDER_STATUS } from '../../lib/constants';
import { addIstDays, istDate, istDateTime } from '../../lib/dates';
import { formatRupees } from '../../lib/format';
import { loginTokenAt } from '../helpers/httpApi';
import { confirmOrder, fillServedAddress, payInSandbox, setupBrowser, splitBalanceInTwo, storeLogin } from './fixtures';
import { useSceneServer } from './sceneServer';
import { startWhatsAppStandIn, type WhatsAppStandIn } from './whatsappStandIn';
import { E2E_EVENT_PLAN_LOGINS, E2E_OPS_API_KEY } from './server';

const browser = setupBrowser();
const { host: HOST, guests: GUESTS, cohosts: COHOSTS } = E2E_EVENT_PLAN_LOGINS;
const HOUR_MS = 3600_000;
/** How far back the server's clock starts: more than the 48 hours a split and a sync need, whatever the hour. */
const CLOCK_OFFSET_MS = -3 * 24 * HOUR_MS;
const TITLE = 'Kabir turns 6';
const VENUE = 'Tower B, Sector 62, Noida';
const ADDRESS = { name: 'Meera Kapoor', line1: 'Flat 1204, Tower B', pincode: '201309', city: 'Noida' };
/** The two guests' +1s: the invite then says 2 + 5 + 4 = 11 guests, 10% above the food's 10. */
const PLUS_ONES = [5, 4] as const;
/** A decoration whose balance (70%) splits into two shares of at least ₹500. */
const DECORATION = decorationProducts.find((product) => product.category === 'kids-birthday' && product.price >= 2000)!;

const pad = (hour: number) => String(hour).padStart(2, '0');
const slotOf = (slots: readonly Slot[], startHour: number, hours: number): Slot => {
  const slot = findSlot(slots, `${pad(startHour)}-${pad(startHour + hours)}`);
  if (!slot) throw new Error(`no slot at ${startHour}:00`);
  return slot;
};

/**
 * The day of the scene: the decoration's slot start (hour `h`, IST) 26-46 hours after the real now, so that on the
 * real clock the decoration is inside its 48-hour threshold (half the advance back, the split fallen back) but more
 * than 24 hours away, with minutes to spare for the run. Decoration slots start 3 hours apart (7-16 h here), so one
 * of the next days' always fits. Around it: photography from h+4, food delivered h+3 to h+4, the party at h+5; the
 * decoration tried first is the slot after (h+3 to h+6), which ends too late for the photography.
 */
function sceneDay(now = Date.now()) {
  for (const days of [1, 2, 3]) {
    for (const h of [7, 10, 13, 16]) {
      const date = addIstDays(istDate(new Date(now)), days);
      const ahead = istDateTime(date, h).getTime() - now;
      if (ahead >= 26 * HOUR_MS && ahead <= 46 * HOUR_MS) {
        return {
          date,
          decorationStart: istDateTime(date, h),
          decoration: slotOf(DECORATION_SLOTS, h, 3),
          lateDecoration: slotOf(DECORATION_SLOTS, h + 3, 3),
          photography: slotOf(CHEF_SLOTS, h + 4, 1),
          food: slotOf(FOOD_SLOTS, h + 3, 1),
          partyTime: `${pad(h + 5)}:00`,
        };
      }
    }
  }
  throw new Error('no decoration slot 26-46 hours ahead');
}

describe('one event, every service', () => {
  const day = sceneDay();
  let whatsapp: WhatsAppStandIn | undefined;
  const scene = useSceneServer(browser, async () => {
    whatsapp = await startWhatsAppStandIn();
    return { name: 'event-plan', clockOffsetMs: CLOCK_OFFSET_MS, extraEnv: whatsapp.env };
  });
  afterAll(() => whatsapp?.close());
  const { origin } = scene;
  /** The WhatsApp messages sent so far. */
  const sent = () => whatsapp?.sent ?? [];
  /** A watched 390x844 page of its own context, signed in as `login` (console errors and failed requests are checked at the end). */
  const openPhone = async (login: { phone: string; code: string } | null, prepare?: (context: BrowserContext) => Promise<void>) => {
    const watched = await scene.open('mobile');
    await prepare?.(watched.context);
    if (login) {
      await watched.page.goto('/aboutus');
      const token = await loginTokenAt(origin(), login);
      if (!token) throw new Error('login failed');
      await storeLogin(watched.page, { token, phone: login.phone });
    }
    return watched.page;
  };
  /** An order's details as the host's app reads them. */
  const orderDetails = async (route: string, orderId: string) => {
    const token = await loginTokenAt(origin(), HOST);
    const answer = await fetch(`${origin()}/api/order/${route}/${orderId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: OrderView }).data;
  };
  /** The id of the order with `orderNumber` on My Orders (the page confirmOrder ends on). */
  const orderIdOn = async (page: Page, orderNumber: string) => {
    const href = await page.getByTestId('order-card').filter({ hasText: orderNumber }).getAttribute('href');
    return new URL(href!, origin()).searchParams.get('id')!;
  };

  it('event → photography, decoration (conflict, fixed), food → guests with +1s → sync and top-up → meter on a test clock → split, one paid, one fallen back', async () => {
    // --- the host's phone runs on the server's (shifted) clock
    const host = await openPhone(HOST, (context) => context.clock.install({ time: Date.now() + CLOCK_OFFSET_MS }));

    // --- 1. the host creates the invite event and saves its design
    await host.goto('/wonderland');
    await host.getByLabel('Occasion').selectOption('birthday');
    await host.getByLabel('Title').fill(TITLE);
    await host.getByLabel('Date').fill(day.date);
    await host.getByLabel('Time (IST)').fill(day.partyTime);
    await host.getByLabel('Venue').fill(VENUE);
    await host.getByLabel('Host name', { exact: true }).fill('Meera');
    await host.getByLabel('+1s each guest may bring').selectOption(String(Math.max(...PLUS_ONES)));
    await host.getByRole('button', { name: 'Create and choose a design' }).click();
    await host.waitForURL(/\/wonderland\/create-invite-template\?eventId=/);
    const eventId = new URL(host.url()).searchParams.get('eventId')!;
    await host.getByRole('list', { name: 'Designs' }).getByRole('button').first().click();
    await host.getByRole('button', { name: 'Save design' }).click();
    await host.getByText('Design saved.').waitFor();
    const sharePath = new URL(await host.getByRole('textbox', { name: 'Invite link' }).inputValue()).pathname;
    const eventPage = `/wonderland/event?id=${eventId}`;
    const plan = host.getByRole('region', { name: 'Plan' });
    /** Opens the event page and follows its "Book … for this event". */
    const bookFromEvent = async (label: string) => {
      await host.goto(eventPage);
      await plan.getByRole('link', { name: label }).click();
      await host.waitForLoadState('networkidle');
    };

    // --- 2. photography for the event, from h+4 (its date comes from the event); it fits the plan
    await bookFromEvent('Book photography for this event');
    const packages = await fetch(`${origin()}/api/photography/searchByTag/birthday`);
    const [pkg] = ((await packages.json()) as { data: { slug: string }[] }).data;
    await host.goto(photographyProductPath(pkg!.slug));
    await host
      .getByTestId('booking-panel')
      .getByRole('button', { name: /^Book Now/ })
      .click();
    await host.waitForURL('**/photography-checkout');
    expect(await host.getByLabel('Date', { exact: true }).inputValue()).toBe(day.date);
    // the party's pincode first: only then are the slots someone can serve there offered
    await host.getByLabel('Party pincode').fill(ADDRESS.pincode);
    await host.getByRole('button', { name: day.photography.label }).click();
    await fillServedAddress(host, ADDRESS);
    const planCheck = host.getByTestId('event-plan-check');
    await planCheck.getByText('This fits your event plan.').waitFor();
    expect(await planCheck.textContent()).toContain(`For your event ${TITLE}.`);
    const photographyId = await orderIdOn(host, await confirmOrder(host));

    // --- 3. decoration for the event: the slot after the host's first pick ends too late for the photography,
    // and the checkout says so before any payment; back to the product, an earlier slot fits
    await bookFromEvent('Book decoration for this event');
    await host.goto(`/noida/balloon-decoration/${DECORATION.category}/product/${DECORATION.slug}`);
    const panel = host.getByTestId('booking-panel');
    expect(await panel.getByLabel('Date').inputValue()).toBe(day.date);
    await panel.getByLabel('Party pincode').fill(ADDRESS.pincode);
    await panel.getByRole('button', { name: day.lateDecoration.label }).click();
    await fillServedAddress(panel, ADDRESS);
    await panel.getByRole('button', { name: /^Book Now/ }).click();
    await host.waitForURL('**/checkout');
    const conflicts = host.getByRole('alert', { name: 'Event plan conflicts' });
    await conflicts.waitFor();
    expect(await conflicts.textContent()).toMatch(/^Decoration \(.+\) must be finished at least 30 minutes before photography starts at /);
    // the late slot also runs into the party: the decorator would still be at work when the guests arrive
    expect(await conflicts.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(
        /^Decoration \(.+\) must be finished before the party starts at .+, when guests arrive\. Choose a decoration slot that ends by .+ or a later party start\.$/,
      ),
      expect.stringMatching(/^Decoration \(.+\) must be finished at least 30 minutes before photography starts at /),
    ]);
    expect(await host.getByRole('button', { name: 'Confirm Order' }).count()).toBe(1);
    await host.goBack();
    await panel.getByRole('button', { name: day.decoration.label }).click();
    await panel.getByRole('button', { name: /^Book Now/ }).click();
    await host.waitForURL('**/checkout');
    await planCheck.getByText('This fits your event plan.').waitFor();
    const decorationId = await orderIdOn(host, await confirmOrder(host));

    // --- 4. food delivery for the event: the first menu, the event's date and 10 guests (the least; nobody has
    // answered yet), delivered an hour before the party
    await bookFromEvent('Book food delivery for this event');
    await host.getByTestId('food-package').first().getByRole('button', { name: 'Start with this menu' }).click();
    await host.getByTestId('continue-bar').getByRole('button', { name: 'Continue' }).click();
    await host.waitForURL(/\/party-food-delivery-live-catering-select-date\/party-food-delivery$/);
    await host.getByTestId('food-quantities').getByText('Quantities for 10 guests').waitFor();
    expect(await host.getByLabel('Date', { exact: true }).inputValue()).toBe(day.date);
    await host.getByLabel('Party pincode').fill(ADDRESS.pincode);
    await host.getByRole('button', { name: day.food.label }).click();
    await host.getByRole('button', { name: 'Continue' }).click();
    await host.waitForURL(/checkout\?service=party-food-delivery$/);
    await fillServedAddress(host, ADDRESS);
    await planCheck.getByText('This fits your event plan.').waitFor();
    const foodId = await orderIdOn(host, await confirmOrder(host));

    // the event's plan: the day in time order, no conflicts, nobody coming yet
    await host.goto(eventPage);
    const timeline = plan.getByRole('list', { name: 'Day timeline' }).getByRole('listitem');
    await timeline.nth(3).waitFor();
    expect((await timeline.allTextContents()).map((line) => line.replace(/^[\d: APM-]+ /, '').replace(/ · .*$/, ''))).toEqual([
      'Decoration set-up',
      'Food arrival',
      'Photography coverage',
      'Party starts',
    ]);
    expect(await plan.getByRole('list', { name: 'Conflicts' }).count()).toBe(0);
    expect(await plan.textContent()).toContain('Your invite says 0 guests');

    // --- 5. two guests answer Going, with 5 and 4 +1s (the guests' phones run on the real clock)
    for (const [i, guest] of GUESTS.entries()) {
      const page = await openPhone(guest);
      await page.goto(sharePath);
      await page.getByRole('button', { name: 'Going' }).click();
      await page.getByLabel('Your name').fill(['Asha', 'Ravi'][i]!);
      await page.getByLabel('Guests with you (+1s)').selectOption(String(PLUS_ONES[i]));
      await page.getByRole('button', { name: 'Send my answer' }).click();
      await page.getByText('Thank you! Your response has been saved.').waitFor();
    }
    const headcount = GUESTS.length + PLUS_ONES[0] + PLUS_ONES[1];
    await host.goto(eventPage);
    await plan.getByText(`Your invite says ${headcount} guests`).waitFor();

    // --- 6. the host syncs the food order to the invite and pays the top-up in the sandbox
    const foodBefore = await orderDetails('order_details_food_delivery', foodId);
    await host.goto(`/order-details?id=${foodId}`);
    await host.getByText(`Your invite says ${headcount} guests`).waitFor();
    await host.getByRole('button', { name: `Sync to ${headcount} guests` }).click();
    const confirm = host.getByRole('dialog', { name: `Sync to ${headcount} guests?` });
    const body = (await confirm.textContent()) ?? '';
    const [, newTotal, more] = /Your new total is (₹[\d,]+)\. Pay (₹[\d,]+) more\./.exec(body) ?? [];
    expect(newTotal, body).toBeDefined();
    await confirm.getByRole('button', { name: `Pay ${more} more` }).click();
    await host.waitForURL(/\/pay\/sandbox\//);
    await payInSandbox(host, 'pay');
    await expect
      .poll(async () => (await orderDetails('order_details_food_delivery', foodId)).bill.total, { timeout: 20_000 })
      .toBe(rupees(newTotal!));
    const foodAfter = await orderDetails('order_details_food_delivery', foodId);
    expect(rupees(more!)).toBe(foodAfter.bill.total - foodBefore.bill.total);
    // the top-up is paid on top of the advance: what was paid grew by exactly the difference
    expect(foodAfter.payment.paidAmount - foodBefore.payment.paidAmount).toBe(rupees(more!));
    await host.goto(`/order-details?id=${foodId}`);
    await host.getByTestId('food-order').getByText(`Quantities for ${headcount} guests`).waitFor();
    expect(await host.getByRole('button', { name: /^Sync to/ }).count()).toBe(0);
    // the order's history records the sync
    await host.getByTestId('order-history').getByText(`Guests synced to the invite: 10 → ${headcount}; ${more} top-up paid`).waitFor();

    // --- 7. the paid decoration was offered at once to a free decorator (Accepted, waiting for their answer): the
    // refund now drops 48 hours before the decoration; operations still reassign it by hand, to a decorator of their
    // own with working hours (a provider is assigned only within them)
    await expect
      .poll(async () => (await orderDetails('order_details_decoration', decorationId)).status, { timeout: 20_000 })
      .toBe(ORDER_STATUS.ACCEPTED);
    const opsKey = { 'x-ops-api-key': E2E_OPS_API_KEY };
    const decorator = await scene.post(
      '/api/ops/providers',
      { name: 'Sunil Decor', phone: '9877700089', services: ['decoration'], cities: ['noida'] },
      opsKey,
    );
    expect(decorator.status, await decorator.clone().text()).toBe(201);
    const decoratorId = ((await decorator.json()) as { data: { _id: string } }).data._id;
    const hours = await fetch(`${origin()}/api/ops/providers/${decoratorId}/availability`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...opsKey },
      body: JSON.stringify({
        weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ day: weekday, from: '00:00', to: '24:00' })),
        timeOff: [],
        pincodes: [],
        maxJobsPerDay: 10,
      }),
    });
    expect(hours.status, await hours.clone().text()).toBe(200);
    const reassigned = await scene.post('/api/ops/providers/assign', { orderId: decorationId, providerId: decoratorId }, opsKey);
    expect(reassigned.status, await reassigned.clone().text()).toBe(200);
    expect(((await reassigned.json()) as { data: { status: number; providerId: string } }).data).toMatchObject({
      status: ORDER_STATUS.ACCEPTED,
      providerId: decoratorId,
    });

    // --- 8. the host splits the decoration's balance in two (equal shares); each co-host gets their link by WhatsApp
    const decoration = await orderDetails('order_details_decoration', decorationId);
    const advance = decoration.bill.advance;
    const balance = decoration.bill.total - decoration.payment.paidAmount;
    await host.goto(`/order-details?id=${decorationId}`);
    const amounts = await splitBalanceInTwo(host, [COHOSTS[0]!.phone, COHOSTS[1]!.phone]);
    expect(amounts[0] + amounts[1]).toBe(balance);
    expect(Math.abs(amounts[0] - amounts[1])).toBeLessThanOrEqual(1);
    const split = host.getByTestId('order-split');
    const linkOf = async (phone: string) => {
      await expect
        .poll(() => sent().some((message) => message.templateName === 'split_share_link' && message.to.endsWith(phone)), {
          timeout: 15_000,
        })
        .toBe(true);
      const message = sent().find((m) => m.templateName === 'split_share_link' && m.to.endsWith(phone))!;
      return new URL(message.placeholders.at(-1)!).pathname;
    };
    const links = [await linkOf(COHOSTS[0]!.phone), await linkOf(COHOSTS[1]!.phone)];
    expect(links[0]).toMatch(/^\/pay\/share\/[\w-]{32}$/);
    expect(links[1]).not.toBe(links[0]);

    // --- 9. the first co-host pays their share from the link (no login), in the sandbox
    const cohost = await openPhone(null);
    await cohost.goto(links[0]!);
    await cohost.getByRole('heading', { level: 1, name: 'Pay your share' }).waitFor();
    await cohost.getByTestId('share-pay').click();
    await cohost.waitForURL(/\/pay\/sandbox\//);
    await cohost.getByRole('button', { name: 'Pay', exact: true }).click();
    await cohost.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor({ timeout: 20_000 });

    // the host's order page: who has paid, and the meter (a full refund of everything paid, until 48 hours before)
    const paidNow = advance + amounts[0]!;
    const halfAdvanceBack = advance - Math.floor(advance / 2);
    await host.goto(`/order-details?id=${decorationId}`);
    await expect
      .poll(() => split.getByTestId('split-owed').textContent())
      .toBe(`Co-hosts still to pay ${formatRupees(amounts[1]!)} · You pay ${formatRupees(0)}`);
    const meter = host.getByTestId('cancel-meter');
    expect(await meter.locator('p').allTextContents()).toEqual([
      `Cancel now: ${formatRupees(paidNow)} back`,
      expect.stringMatching(new RegExp(`^Full refund until .+, then ${escape(formatRupees(halfAdvanceBack + amounts[0]!))} back$`)),
    ]);

    // --- 10. the clock passes the threshold: the server's is set back to the real time (26-46 hours before the
    // decoration) and the host's phone jumps forward with it; the open page updates itself
    await scene.server().clockBack();
    await host.clock.fastForward(-CLOCK_OFFSET_MS);
    await expect
      .poll(() => meter.locator('p').first().textContent(), { timeout: 20_000 })
      .toBe(`Cancel now: ${formatRupees(halfAdvanceBack + amounts[0]!)} back`);
    expect(await meter.locator('p').nth(1).textContent()).toMatch(
      new RegExp(
        `^${escape(formatRupees(halfAdvanceBack + amounts[0]!))} back until (today|tomorrow) \\d\\d:\\d\\d, then ${escape(formatRupees(amounts[0]!))} back$`,
      ),
    );

    // --- 11. 48 hours before the decoration the unpaid share falls back to the host, who is told by WhatsApp
    await expect
      .poll(
        async () => {
          await host.reload();
          return split.getByTestId('split-owed').textContent();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(`Co-hosts still to pay ${formatRupees(0)} · You pay ${formatRupees(amounts[1]!)}`);
    await expect
      .poll(() => sent().filter((m) => m.templateName === 'split_fallback' && m.to.endsWith(HOST.phone)).length, { timeout: 15_000 })
      .toBe(1);
    // the second co-host's link now says so
    const late = await openPhone(null);
    await late.goto(links[1]!);
    await late.getByText('This share is now with Meera: it was not paid 48 hours before the service.').waitFor();
    expect(await late.getByTestId('share-pay').count()).toBe(0);

    // the plan still has every booking, the decoration accepted
    await host.goto(eventPage);
    expect(await plan.getByRole('list', { name: 'Conflicts' }).count()).toBe(0);
    const photography = await orderDetails('order_details_photography', photographyId);
    expect(photography.payment.status).toBe('balance_due');

    scene.expectCleanPages();
  }, 300_000);
});

/** What the scene reads of an order view. */
interface OrderView {
  status: number;
  bill: { total: number; advance: number };
  payment: { status: string; paidAmount: number };
}

/** "₹1,234" → 1234. */
function rupees(text: string): number {
  return Number(text.replace(/[₹,]/g, ''));
}

/** A text as a literal inside a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
