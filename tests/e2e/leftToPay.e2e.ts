/**
 * In Chromium at 390x844: a host books a decoration and pays its advance, splits the balance
 * with two co-hosts, one co-host pays their share from the link (no login), and every "left to pay" the host and
 * operations read changes to the same amount: the bill's balance line, the order page's payment section, the
 * My Orders card's pay button, the console's order page and the assigned decorator's job in the partner app. The scene runs its own server (./sceneServer.ts, real
 * clock) with a WhatsApp stand-in, which is how the co-hosts' links are read, as they would be on their phones.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { decorationProducts } from '../../data/decoration/products';
import { ORDER_STATUS } from '../../lib/constants';
import { addIstDays, istDate } from '../../lib/dates';
import { formatRupees } from '../../lib/format';
import { decorationBill } from '../../lib/pricing/decoration';
import { bookAndPayAt, loginTokenAt } from '../helpers/httpApi';
import { consoleSignIn, setupBrowser, splitBalanceInTwo, storeLogin } from './fixtures';
import { useSceneServer } from './sceneServer';
import { E2E_LEFT_TO_PAY_LOGINS, E2E_OPS_API_KEY, e2eLogin } from './server';
import { startWhatsAppStandIn, type WhatsAppStandIn } from './whatsappStandIn';

const browser = setupBrowser();
const HOST = e2eLogin('leftToPay', 0);
const { cohosts: COHOSTS, admin: ADMIN, provider: DECORATOR } = E2E_LEFT_TO_PAY_LOGINS;
/** A decoration whose balance splits into two shares of at least ₹500. */
const DECORATION = decorationProducts.find((product) => product.price >= 2000)!;

describe('one "left to pay" on every screen', () => {
  let whatsapp: WhatsAppStandIn | undefined;
  const scene = useSceneServer(browser, async () => {
    whatsapp = await startWhatsAppStandIn();
    return { name: 'left-to-pay', clockOffsetMs: 0, admin: ADMIN, extraEnv: whatsapp.env };
  });
  afterAll(() => whatsapp?.close());
  const sent = () => whatsapp?.sent ?? [];

  it("a co-host's share changes the bill, the order page, My Orders, the console and the partner app to the same amount", async () => {
    const origin = scene.origin();
    const token = await loginTokenAt(origin, HOST);
    if (!token) throw new Error('login failed');
    const total = decorationBill({ productPrice: DECORATION.price, addons: [] }).total;
    const order = await bookAndPayAt(origin, token, {
      orderType: 1,
      productSlug: DECORATION.slug,
      addons: [],
      eventDate: addIstDays(istDate(new Date()), 6),
      slotId: '16-19',
      address: { name: 'Meera Kapoor', line1: 'Flat 1204, Tower B', pincode: '201309' },
      expectedTotal: total,
    });

    // the paid decoration is offered at once to a free decorator (Accepted, waiting for their answer); operations
    // reassign it to a decorator of their own with working hours (a provider is assigned only within them), whose
    // partner app lists the job with what is left to collect
    const statusOf = async () => {
      const answer = await fetch(`${origin}/api/order/order_details_decoration/${order._id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { data: { status: number } }).data.status;
    };
    await expect.poll(statusOf, { timeout: 20_000 }).toBe(ORDER_STATUS.ACCEPTED);
    const opsKey = { 'x-ops-api-key': E2E_OPS_API_KEY };
    const decorator = await scene.post(
      '/api/ops/providers',
      { name: 'Sunil Decor', phone: DECORATOR.phone, services: ['decoration'], cities: ['noida'] },
      opsKey,
    );
    expect(decorator.status, await decorator.clone().text()).toBe(201);
    const decoratorId = ((await decorator.json()) as { data: { _id: string } }).data._id;
    const hours = await fetch(`${origin}/api/ops/providers/${decoratorId}/availability`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...opsKey },
      body: JSON.stringify({
        weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' })),
        timeOff: [],
        pincodes: [],
        maxJobsPerDay: 10,
      }),
    });
    expect(hours.status, await hours.clone().text()).toBe(200);
    const assigned = await scene.post('/api/ops/providers/assign', { orderId: order._id, providerId: decoratorId }, opsKey);
    expect(assigned.status, await assigned.clone().text()).toBe(200);
    expect(((await assigned.json()) as { data: { status: number; providerId: string } }).data).toMatchObject({
      status: ORDER_STATUS.ACCEPTED,
      providerId: decoratorId,
    });

    // --- the host splits the balance in two from the order page; each co-host gets their link by WhatsApp
    const { page: host } = await scene.open('mobile');
    await host.goto('/aboutus');
    await storeLogin(host, { token, phone: HOST.phone });
    await host.goto(`/order-details?id=${order._id}`);
    const amounts = await splitBalanceInTwo(host, [COHOSTS[0]!.phone, COHOSTS[1]!.phone]);
    const balance = amounts[0] + amounts[1];

    // before the co-host pays: the bill and the payment section both say the whole balance
    const balanceRow = host.getByTestId('order-bill').getByRole('row').filter({ hasText: 'Balance to pay the decorator on site' });
    expect(await balanceRow.locator('td').textContent()).toBe(formatRupees(balance));
    expect(await host.getByTestId('order-left-to-pay').textContent()).toBe(formatRupees(balance));

    await expect
      .poll(() => sent().some((m) => m.templateName === 'split_share_link' && m.to.endsWith(COHOSTS[0]!.phone)), { timeout: 15_000 })
      .toBe(true);
    const link = new URL(
      sent()
        .find((m) => m.templateName === 'split_share_link' && m.to.endsWith(COHOSTS[0]!.phone))!
        .placeholders.at(-1)!,
    ).pathname;

    // --- the first co-host pays their share from the link, in the sandbox
    const { page: cohost } = await scene.open('mobile');
    await cohost.goto(link);
    await cohost.getByRole('heading', { level: 1, name: 'Pay your share' }).waitFor();
    await cohost.getByTestId('share-pay').click();
    await cohost.waitForURL(/\/pay\/sandbox\//);
    await cohost.getByRole('button', { name: 'Pay', exact: true }).click();
    await cohost.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor({ timeout: 20_000 });

    // --- every "left to pay" now says the same amount
    const left = formatRupees(balance - amounts[0]!);
    await host.goto(`/order-details?id=${order._id}`);
    await expect.poll(() => host.getByTestId('order-left-to-pay').textContent(), { timeout: 15_000 }).toBe(left);
    expect(await balanceRow.locator('td').textContent()).toBe(left);
    const paidSoFar = host.getByTestId('order-bill').getByRole('row').filter({ hasText: 'Balance paid so far' });
    expect(await paidSoFar.locator('td').textContent()).toBe(formatRupees(amounts[0]!));
    expect(await host.getByTestId('order-bill').textContent()).not.toContain(formatRupees(balance));

    await host.goto('/orderlist');
    const card = host.getByTestId('order-card').filter({ hasText: order.orderNumber });
    await card.waitFor();
    const cardFrame = card.locator('xpath=..');
    await cardFrame.getByRole('button', { name: `Pay balance ${left}` }).waitFor();

    const { page: opsPage } = await scene.open('mobile');
    await opsPage.goto(`/ops/orders/${order._id}`);
    await opsPage.waitForURL(/\/ops\/login\?next=/);
    await consoleSignIn(opsPage, 'ops', ADMIN);
    await opsPage.waitForURL(new RegExp(`/ops/orders/${order._id}$`));
    await expect.poll(() => opsPage.getByTestId('ops-left-to-pay').textContent(), { timeout: 15_000 }).toBe(`Left to pay ${left}`);

    const { page: partner } = await scene.open('mobile');
    await partner.goto(`/partner/jobs/${order._id}`);
    await partner.waitForURL(/\/partner\/login/);
    await consoleSignIn(partner, 'partner', DECORATOR);
    await partner.waitForURL(new RegExp(`/partner/jobs/${order._id}$`));
    const collect = partner.getByText('Balance to pay the decorator on site', { exact: true }).locator('xpath=following-sibling::*[1]');
    await expect.poll(() => collect.textContent(), { timeout: 15_000 }).toBe(left);

    scene.expectCleanPages();
  }, 240_000);
});
