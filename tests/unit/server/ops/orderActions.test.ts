/**
 * The order page's actions as the console calls them, on PGlite and PostgreSQL: each
 * through its existing route, allowed only by the status machine (409 naming both states) and the role (403), the
 * picker's providers and the double-booking refusal, the cancellation refunding what the page showed, the goodwill
 * refund's reason and cap, and an audit line naming the staff member for each change.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { addIstDays, istDate } from '../../../../lib/dates';
import updateOrderStatusRoute from '../../../../pages/api/order/update_order_status';
import opsProviderAssignRoute from '../../../../pages/api/ops/providers/assign';
import refundRoute from '../../../../pages/api/payment_gateway/refund';
import { createConsoleSession } from '../../../../server/auth/consoleSession';
import { auditLog, orders, type Staff } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { createChefOrder } from '../../../../server/orders/chef';
import { opsOrderView } from '../../../../server/ops/ordersView';
import { createStaff, makeAdmin } from '../../../../server/ops/staff';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { type ApiRoute, callRoute } from '../../../helpers/apiResponse';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { makeAvailableProvider, withAvailableProviders } from '../../../helpers/providers';
import { describeSandboxRoutesEachDatabase } from '../../../helpers/sandboxRoutes';

/** POSTs `body` to a console route from our own origin with the console session `cookie`. */
const call = (route: ApiRoute, cookie: string, body: unknown) =>
  callRoute(route, {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin', cookie },
    body,
    ip: '198.51.100.8',
  });

describeSandboxRoutesEachDatabase('the order page’s actions', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  const members = {} as Record<'admin' | 'operations' | 'support', Staff>;
  const cookies = {} as Record<'admin' | 'operations' | 'support', string>;

  beforeAll(async () => {
    const db = getDb();
    members.admin = (await makeAdmin(db, { phone: '9100000301', onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
    const actor = { kind: 'staff' as const, staffId: members.admin.id };
    members.operations = await createStaff(db, actor, { phone: '9100000302', name: 'Olga Ops', role: 'operations' });
    members.support = await createStaff(db, actor, { phone: '9100000303', name: 'Sunil Support', role: 'support' });
    for (const role of ['admin', 'operations', 'support'] as const) {
      cookies[role] = `ops_session=${(await createConsoleSession(db, 'staff', members[role].id)).token}`;
    }
  });
  /** A paid chef order in Noida, `days` ahead at 19:00 IST (the routes run on the real clock). */
  async function paidOrder(db: Db, phone: string, days = 10) {
    const { user } = await findOrCreateUserByPhone(db, phone);
    const now = new Date();
    const input = chefOrderInput(await someDishes(db, 5), 10, { eventDate: addIstDays(istDate(now), days) });
    const { order } = await createChefOrder(db, { userId: user.id, input, now });
    await payInSandbox(db, testPaymentDeps(db, now), { user, orderId: order.id });
    return (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  }
  const linesOf = (db: Db, orderId: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)))
      .orderBy(auditLog.seq);

  it('assigns from the picker, refuses a double booking and an illegal change, cancels with the refund shown, each audited', async () => {
    const db = getDb();
    const order = await paidOrder(db, '9100000310');
    const clash = await paidOrder(db, '9100000311');
    const chef = await makeAvailableProvider(db, { name: 'Anil Noida Chef' });
    await makeAvailableProvider(db, { name: 'Gopal Gurugram Chef', cities: ['gurugram'] });

    const before = await opsOrderView(db, order.id, 'admin');
    expect(before.providerChoices.map((p) => p._id)).toContain(chef.id);
    expect(before.providerChoices.map((p) => p.name)).not.toContain('Gopal Gurugram Chef');
    expect(before.canAssign).toBe(true);

    expect((await call(opsProviderAssignRoute, cookies.support, { orderId: order.id, providerId: chef.id })).status).toBe(403);
    const assigned = await call(opsProviderAssignRoute, cookies.operations, { orderId: order.id, providerId: chef.id });
    expect(assigned.status, assigned.json.message).toBe(200);
    // the same chef at the same time on another order: the double-booking refusal the picker shows
    const busy = await call(opsProviderAssignRoute, cookies.operations, { orderId: clash.id, providerId: chef.id });
    expect(busy.status).toBe(409);
    expect(busy.json.message).toContain(`already has order ${order.orderNumber}`);

    const illegal = await call(updateOrderStatusRoute, cookies.operations, { _id: order.id, status: ORDER_STATUS.COMPLETED });
    expect(illegal.status).toBe(409);
    expect(illegal.json.message).toBe('An order cannot go from Accepted to Completed.');

    const shown = (await opsOrderView(db, order.id, 'admin')).steps.find((step) => step.step === 'cancel_ours')!;
    expect(shown.refund).toBe(order.amountPaid);
    expect((await call(updateOrderStatusRoute, cookies.support, { _id: order.id, status: ORDER_STATUS.CANCELLED })).status).toBe(403);
    // on the provider's behalf: a reason is required, and kept in the audit line
    const noReason = await call(updateOrderStatusRoute, cookies.operations, { _id: order.id, status: ORDER_STATUS.CANCELLED });
    expect(noReason.status).toBe(400);
    const cancelled = await call(updateOrderStatusRoute, cookies.operations, {
      _id: order.id,
      status: ORDER_STATUS.CANCELLED,
      note: 'Chef unwell, no replacement',
    });
    expect(cancelled.status, cancelled.json.message).toBe(200);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect([after!.status, after!.cancellationRefund]).toEqual([ORDER_STATUS.CANCELLED, shown.refund]);
    expect((await opsOrderView(db, order.id, 'admin')).steps).toEqual([]);

    const lines = await linesOf(db, order.id);
    expect(lines.map((line) => [line.action, line.actorStaffId])).toEqual([
      ['order.provider_assign', members.operations.id],
      ['order.status_change', members.operations.id],
    ]);
    expect(lines[1]).toMatchObject({
      before: { status: ORDER_STATUS.ACCEPTED },
      after: { status: ORDER_STATUS.CANCELLED, refundAmount: shown.refund, reason: 'Chef unwell, no replacement' },
    });
    // the refused attempts wrote nothing on the other order
    expect(await linesOf(db, clash.id)).toEqual([]);
  });

  it('takes a goodwill refund only from an admin, with a reason, up to what may still be refunded', async () => {
    const db = getDb();
    const order = await paidOrder(db, '9100000320');
    const refund = (cookie: string, body: Record<string, unknown>) =>
      call(refundRoute, cookie, { orderId: order.id, amount: 10, note: 'Late arrival', key: 'late-1', ...body });
    expect((await refund(cookies.support, {})).status).toBe(403);
    expect((await refund(cookies.operations, {})).status).toBe(403);
    const noReason = await refund(cookies.admin, { note: '' });
    expect(noReason.status).toBe(400);
    expect((await refund(cookies.admin, { note: undefined })).status).toBe(400);
    const above = await refund(cookies.admin, { amount: order.amountPaid + 1 });
    expect(above.status).toBe(400);
    expect(above.json.message).toBe(`At most ₹${order.amountPaid} of this order can still be refunded.`);
    expect((await refund(cookies.admin, {})).status).toBe(200);
    expect((await opsOrderView(db, order.id, 'admin')).refundable).toBe(order.amountPaid - 10);
    // what is left, plus one: refused; exactly what is left: refunded
    expect((await refund(cookies.admin, { amount: order.amountPaid - 9, key: 'more-1' })).status).toBe(400);
    expect((await refund(cookies.admin, { amount: order.amountPaid - 10, key: 'more-2' })).status).toBe(200);
    const view = await opsOrderView(db, order.id, 'admin');
    expect(view.refundable).toBe(0);
    expect(view.refunds.map((r) => [r.amount, r.reason, r.note])).toEqual([
      [10, 'goodwill', 'Late arrival'],
      [order.amountPaid - 10, 'goodwill', 'Late arrival'],
    ]);
    expect(view.refunds.every((r) => r.providerRefundId !== null)).toBe(true);
    const lines = await linesOf(db, order.id);
    expect(lines.map((line) => [line.action, line.actorStaffId])).toEqual([
      ['payment.refund', members.admin.id],
      ['payment.refund', members.admin.id],
    ]);
  });
});
