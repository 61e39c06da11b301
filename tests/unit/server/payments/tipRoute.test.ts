/**
 * Through the real route: POST /api/order/{orderId}/tip (bearer token, zod-checked, clear 4xx JSON, never a 500)
 * answers the balance's checkout payload for a tip; bounds, an order not completed and another customer's order are
 * refused.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import tipRoute from '../../../../pages/api/order/[orderId]/tip';
import { signSession } from '../../../../server/auth/session';
import { orders } from '../../../../server/db/schema';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { type ApiEnvelope, callRoute } from '../../../helpers/apiResponse';
import { makeOrder, makeProvider, nextPhone } from '../../../helpers/providers';
import { describeSandboxRoutesEachDatabase } from '../../../helpers/sandboxRoutes';

type Tip = Omit<ApiEnvelope, 'data'> & { data?: Record<string, unknown> };

/** POST /api/order/{orderId}/tip through its real route, as the customer of `token` (none: signed out). */
const post = (orderId: string, body: unknown, token?: string) =>
  callRoute<Tip>(tipRoute, {
    method: 'POST',
    url: `/api/order/${orderId}/tip`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    query: { orderId },
    body,
    ip: '198.51.100.35',
  });

describeSandboxRoutesEachDatabase('the tip route', (getDb) => {
  it('answers the checkout payload of a tip, for the customer of a completed order only, within the bounds', async () => {
    const db = getDb();
    const phone = nextPhone('92');
    const order = await makeOrder(db, { status: ORDER_STATUS.IN_PROGRESS, customerPhone: phone });
    const provider = await makeProvider(db, { phone: nextPhone('95') });
    await db.update(orders).set({ providerId: provider.id, amountPaid: 700 }).where(eq(orders.id, order.id));
    const { user } = await findOrCreateUserByPhone(db, phone);
    const { user: other } = await findOrCreateUserByPhone(db, nextPhone('92'));
    const token = await signSession(db, user.id);
    const otherToken = await signSession(db, other.id);

    expect((await post(order.id, { amount: 100 })).status).toBe(401);
    const notYet = await post(order.id, { amount: 100 }, token);
    expect(notYet.json).toMatchObject({ status: 400, message: 'A tip can be added once the job is completed.' });
    await db.update(orders).set({ status: ORDER_STATUS.COMPLETED }).where(eq(orders.id, order.id));

    for (const amount of [9, 2001, 99.5, '100']) {
      const bad = await post(order.id, { amount }, token);
      expect(bad.status).toBe(400);
      expect(bad.json.errors!.map((e) => e.path)).toEqual(['amount']);
    }
    expect((await post('not-a-uuid', { amount: 100 }, token)).status).toBe(400);
    expect((await post(order.id, { amount: 100 }, otherToken)).status).toBe(404);

    const done = await post(order.id, { amount: 100 }, token);
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ orderId: order.id, kind: 'tip', provider: 'sandbox', amountPaise: 10_000, currency: 'INR' });
    expect(String(done.json.data!.redirectUrl)).toContain('/pay/sandbox/');
  });
});
