/**
 * Refunds never above what was paid under 20 concurrent requests. Twenty admins' goodwill
 * refunds of one paid order go through POST /api/payment_gateway/refund at once (on PostgreSQL over a pool of
 * connections, so they really race); together they ask for more than was paid. The ones that fit succeed, the rest
 * are refused with 400 ("a goodwill refund above what was paid → 400"), and the order's refunds add up to
 * at most what was paid.
 */
import { withAvailableProviders } from '../../../helpers/providers';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addIstDays, istDate } from '../../../../lib/dates';
import refundRoute from '../../../../pages/api/payment_gateway/refund';
import { createConsoleSession } from '../../../../server/auth/consoleSession';
import { orders, refunds } from '../../../../server/db/schema';
import { createChefOrder } from '../../../../server/orders/chef';
import { makeAdmin } from '../../../../server/ops/staff';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { callRoute } from '../../../helpers/apiResponse';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { describeSandboxRoutesEachDatabase } from '../../../helpers/sandboxRoutes';

const CONCURRENT = 20;

describeSandboxRoutesEachDatabase('goodwill refunds under concurrency', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it(`never refunds more than was paid when ${CONCURRENT} refunds of one order arrive at once`, async () => {
    const db = getDb();
    const admin = (await makeAdmin(db, { phone: '9100000201', onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
    const cookie = `ops_session=${(await createConsoleSession(db, 'staff', admin.id)).token}`;
    const { user } = await findOrCreateUserByPhone(db, '9100000210');
    const now = new Date();
    const input = chefOrderInput(await someDishes(db, 5), 10, { eventDate: addIstDays(istDate(now), 10) });
    const { order } = await createChefOrder(db, { userId: user.id, input, now });
    await payInSandbox(db, testPaymentDeps(db, now), { user, orderId: order.id });
    const [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
    const amountPaid = paid!.amountPaid;
    expect(amountPaid).toBeGreaterThan(10);
    // each asks for a little over a third: two fit, twenty would be far above what was paid
    const amount = Math.floor(amountPaid / 3) + 1;
    const fitting = Math.floor(amountPaid / amount);
    expect(amount * CONCURRENT).toBeGreaterThan(amountPaid);

    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        callRoute(refundRoute, {
          method: 'POST',
          url: '/api/payment_gateway/refund',
          headers: { host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin', cookie },
          body: { orderId: order.id, amount, note: 'Goodwill for the delay', key: `delay-${index}` },
          ip: '198.51.100.9',
        }),
      ),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(fitting);
    expect(statuses.filter((status) => status === 400)).toHaveLength(CONCURRENT - fitting);
    expect(answers.find((answer) => answer.status === 400)?.json.message).toMatch(/can still be refunded/);
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
    const refundedPaise = rows.reduce((sum, row) => sum + row.amountPaise, 0);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(refundedPaise).toBe(fitting * amount * 100);
    expect(after!.amountRefunded).toBe(fitting * amount);
    expect(after!.amountRefunded).toBeLessThanOrEqual(amountPaid);
  });
});
