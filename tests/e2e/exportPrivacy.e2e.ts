/**
 * "Download my data" at 390x844 holds no internal field: a customer with a review that staff hid (with an
 * admin-only reason), a completed order and a future one with assigned providers downloads the export on
 * /accounts, and it holds their review, orders and the providers' first names, never the moderation note or who
 * hid it, a provider's phone or surname, or a start code. The database is prepared before this file's own
 * production server starts, by the real order, payment, review and moderation code (./pastOrders.ts explains why
 * a completed order needs that). Test login `exportPrivacy` 0 is this file's own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addHours } from 'date-fns';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../lib/constants';
import { addIstDays, istDate } from '../../lib/dates';
import { openDatabase } from '../../server/db/connect';
import { orders } from '../../server/db/schema';
import { moderateReview } from '../../server/ops/reviewsModeration';
import { makeAdmin } from '../../server/ops/staff';
import { createChefOrder } from '../../server/orders/chef';
import { updateOrderStatusByOps } from '../../server/ops/orderStatus';
import { saveReview } from '../../server/reviews/repository';
import { findOrCreateUserByPhone } from '../../server/users/repository';
import { chefOrderInput, someDishes } from '../helpers/chefOrders';
import { loginTokenAt } from '../helpers/httpApi';
import { payInSandbox, testPaymentDeps } from '../helpers/payments';
import { makeAvailableProvider } from '../helpers/providers';
import { setupBrowser, storeLogin, withPage } from './fixtures';
import { completedChefOrderIn } from './pastOrders';
import { e2eLogin, startProductionServer, type RunningServer } from './server';

const browser = setupBrowser();
const customer = e2eLogin('exportPrivacy', 0);
const HIDE_REASON = 'Moderation note for admins only: abusive words';

/** What the prepared database holds that must not reach the export. */
interface Secrets {
  providerPhones: string[];
  startCode: string;
  adminId: string;
  reviewText: string;
}

/**
 * On the database in `dataDir` (after completedChefOrderIn): the customer's review of the completed order, hidden
 * by an admin with a reason; a chef order 5 days ahead, paid, accepted with a provider (which makes its start code).
 */
async function prepare(dataDir: string, completedOrderId: string, completedAt: Date): Promise<Secrets> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const { db } = handle;
    const { user } = await findOrCreateUserByPhone(db, customer.phone);
    const reviewText = 'Tasty food, but the kitchen was left messy.';
    const { review } = await saveReview(db, {
      orderId: completedOrderId,
      userId: user.id,
      rating: 2,
      text: reviewText,
      now: addHours(completedAt, 2),
    });
    const admin = (await makeAdmin(db, { phone: '9888800501', onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
    await moderateReview(db, { actor: { kind: 'staff', staffId: admin.id }, role: 'admin' }, review.id, {
      hidden: true,
      reason: HIDE_REASON,
    });

    const now = new Date();
    const input = chefOrderInput(await someDishes(db, 6), 15, {
      eventDate: addIstDays(istDate(now), 5),
      slotId: '13-14',
      address: { name: 'Anil Sharma', line1: 'House 4, Road 2', pincode: '201309' },
    });
    // the chef operations will assign, free at that time (the booking only sells a slot someone can serve)
    const chef = await makeAvailableProvider(db, { name: 'Suresh Kumar' });
    const { order } = await createChefOrder(db, { userId: user.id, input, now, maxOrdersPerHour: 10 });
    const { status } = await payInSandbox(db, testPaymentDeps(db, now), { user, orderId: order.id });
    if (status.message !== 'PAYMENT_SUCCESS') throw new Error(`the sandbox payment answered ${status.message}`);
    await updateOrderStatusByOps(db, testPaymentDeps(db, now), {
      input: { _id: order.id, status: ORDER_STATUS.ACCEPTED, providerId: chef.id },
    });

    const rows = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [completedOrderId, order.id]));
    const future = rows.find((row) => row.id === order.id)!;
    if (!future.startCode) throw new Error('the accepted order has no start code');
    const [completed] = await db.select({ executor: orders.executor }).from(orders).where(eq(orders.id, completedOrderId));
    return { providerPhones: [chef.phone, completed!.executor!.phone], startCode: future.startCode, adminId: admin.id, reviewText };
  } finally {
    await handle.close();
  }
}

describe('the data export holds no internal field (at 390x844)', () => {
  let folder: string | undefined;
  let server: RunningServer | undefined;
  let secrets: Secrets;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'party-export-'));
    const dataDir = path.join(folder, 'pglite');
    const past = await completedChefOrderIn(dataDir, { phone: customer.phone, customerName: 'Anil Sharma' });
    secrets = await prepare(dataDir, past.orderId, past.completedAt);
    server = await startProductionServer({ build: false, extraEnv: { PGLITE_DIR: dataDir } });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('a customer with a hidden review, assigned providers and a future order downloads it on /accounts', async () => {
    const origin = server!.baseURL;
    const token = await loginTokenAt(origin, customer);
    if (!token) throw new Error('login failed');
    await withPage(
      browser(),
      'mobile',
      async (page) => {
        await page.goto('/accounts');
        await storeLogin(page, { token, phone: customer.phone });
        await page.goto('/accounts');
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download my data' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('my-data.json');
        const text = await readFile((await download.path())!, 'utf8');
        const exported = JSON.parse(text) as { profile: { phone: string }; tables: Record<string, Record<string, unknown>[]> };

        // what the customer gave us and what the order page shows them
        expect(exported.profile.phone).toBe(customer.phone);
        expect(exported.tables.reviews!.map((review) => review.text)).toEqual([secrets.reviewText]);
        expect(exported.tables.orders!).toHaveLength(2);
        expect(exported.tables.orders!.map((order) => order.provider_first_name).sort()).toEqual(['Chef', 'Suresh']);

        // nothing internal: no moderation note or who hid it, no provider phone or surname, no start code
        for (const review of exported.tables.reviews!) {
          expect(review).not.toHaveProperty('hidden_reason');
          expect(review).not.toHaveProperty('hidden_by');
        }
        for (const order of exported.tables.orders!) {
          expect(order).not.toHaveProperty('start_code');
          expect(order).not.toHaveProperty('executor');
        }
        expect(text).not.toContain(HIDE_REASON);
        expect(text).not.toContain(secrets.adminId);
        for (const phone of secrets.providerPhones) expect(text).not.toContain(phone);
        expect(text).not.toContain('Kumar');
        expect(text).not.toContain('Ramesh');
        expect(text).not.toContain(`"${secrets.startCode}"`);
        expect(text).not.toMatch(/"(hidden_reason|hidden_by|start_code|token_hash|idempotency_key)"/);
      },
      { origin },
    );
  });
});
