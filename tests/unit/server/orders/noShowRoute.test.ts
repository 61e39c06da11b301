/**
 * Through the real route on the real clock: POST /api/order/{orderId}/cancel_no_show (bearer token) cancels a paid
 * order nobody arrived for an hour after its slot's start with a full refund, for its customer only, once.
 */
import { addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import noShowRoute from '../../../../pages/api/order/[orderId]/cancel_no_show';
import { signSession } from '../../../../server/auth/session';
import { orders } from '../../../../server/db/schema';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { assignProvider } from '../../../../server/providers/assignment';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { type ApiEnvelope, callRoute } from '../../../helpers/apiResponse';
import { latestStartedChefSlot, paidChefOrderAt } from '../../../helpers/partner';
import { makeAvailableProvider } from '../../../helpers/providers';
import { describeSandboxRoutesEachDatabase } from '../../../helpers/sandboxRoutes';

type Answer = Omit<ApiEnvelope, 'data'> & { data?: Record<string, unknown>; refundAmount?: number };

/** POST /api/order/{orderId}/cancel_no_show through its real route, as the customer of `token` (none: signed out). */
const post = (orderId: string, token?: string) =>
  callRoute<Answer>(noShowRoute, {
    method: 'POST',
    url: `/api/order/${orderId}/cancel_no_show`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    query: { orderId },
    body: {},
    ip: '198.51.100.33',
  });

describeSandboxRoutesEachDatabase('the no-show cancel route', (getDb) => {
  it('cancels for the customer only, refunds everything paid, and only once', async () => {
    const db = getDb();
    // a slot that started more than an hour ago (and less than 12 hours: the order is still live)
    const { eventDate, slot } = latestStartedChefSlot(addMinutes(new Date(), -61));
    // a chef free at that slot (the booking holds their time), who is then assigned by hand
    const chef = await makeAvailableProvider(db, { name: 'Late Chef' });
    const order = await paidChefOrderAt(db, { phone: '9833700001', eventDate, slotId: slot.id });
    await assignProvider(db, { orderId: order.id, providerId: chef.id, actor: SYSTEM_ACTOR, now: new Date() });
    const { user } = await findOrCreateUserByPhone(db, '9833700001');
    const { user: other } = await findOrCreateUserByPhone(db, '9833700002');
    const token = await signSession(db, user.id);
    const otherToken = await signSession(db, other.id);
    const paid = (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.amountPaid;

    expect((await post(order.id)).status).toBe(401);
    expect((await post('not-a-uuid', token)).status).toBe(400);
    expect((await post(order.id, otherToken)).status).toBe(404);
    const done = await post(order.id, token);
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.refundAmount).toBe(paid);
    expect(done.json.data).toMatchObject({ status: ORDER_STATUS.CANCELLED });
    const row = (await db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
    expect([row.status, row.amountRefunded, row.providerNoShowAt]).toEqual([ORDER_STATUS.CANCELLED, paid, expect.any(Date)]);
    const again = await post(order.id, token);
    expect(again.status).toBe(409);
  });
});
