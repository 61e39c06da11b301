/**
 * Through the real route: POST /api/order/{orderId}/sync-headcount (bearer token, zod-checked, clear
 * 4xx JSON, never a 500) answers the re-priced order and the refund it caused.
 */
import { withAvailableProviders } from '../../../helpers/providers';
import { expect, it } from 'vitest';
import { addIstDays, istDate } from '../../../../lib/dates';
import { resyncBill } from '../../../../lib/headcountSync';
import syncRoute from '../../../../pages/api/order/[orderId]/sync-headcount';
import { signSession } from '../../../../server/auth/session';
import { createChefOrder } from '../../../../server/orders/chef';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { type ApiEnvelope, callRoute } from '../../../helpers/apiResponse';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { answerInvite, attachToEvent, inviteEvent } from '../../../helpers/inviteEvents';
import { describeSandboxRoutesEachDatabase } from '../../../helpers/sandboxRoutes';

type Sync = Omit<ApiEnvelope, 'data'> & { data?: Record<string, unknown> };

/** POST /api/order/{orderId}/sync-headcount through its real route, as the customer of `token` (none: signed out). */
const post = (orderId: string, body: unknown, token?: string) =>
  callRoute<Sync>(syncRoute, {
    method: 'POST',
    url: `/api/order/${orderId}/sync-headcount`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    query: { orderId },
    body,
    ip: '198.51.100.32',
  });

describeSandboxRoutesEachDatabase('the sync-headcount route', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('syncs for the customer only, answers bad input with 400 JSON and a lower total with its refund', async () => {
    const db = getDb();
    const now = new Date();
    const { user } = await findOrCreateUserByPhone(db, '9833600001');
    const { user: other } = await findOrCreateUserByPhone(db, '9833600002');
    const token = await signSession(db, user.id);
    const otherToken = await signSession(db, other.id);
    const eventDate = addIstDays(istDate(now), 10);
    const dishes = await someDishes(db, 4);
    const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(dishes, 20, { eventDate }), now });
    await payInSandbox(db, testPaymentDeps(db, now), { user, orderId: order.id });
    const event = await inviteEvent(db, user.id, eventDate);
    await attachToEvent(db, order.id, event.id);
    await answerInvite(db, event.id, { plusOnes: 17, answeredAt: now });
    const expectedTotal = resyncBill({ orderType: 2, dishRates: dishes.map((d) => d.dishRate) }, 18).total;

    expect((await post(order.id, { guests: 18, expectedTotal })).status).toBe(401);
    const bad = await post(order.id, { guests: 'many', expectedTotal: 1.5 }, token);
    expect(bad.status).toBe(400);
    expect(bad.json.errors!.map((e) => e.path)).toEqual(expect.arrayContaining(['guests', 'expectedTotal']));
    expect((await post('not-a-uuid', { guests: 18, expectedTotal }, token)).status).toBe(400);
    expect((await post(order.id, { guests: 18, expectedTotal }, otherToken)).status).toBe(404);
    expect((await post(order.id, { guests: 18, expectedTotal: expectedTotal + 5 }, token)).status).toBe(409);

    const done = await post(order.id, { guests: 18, expectedTotal }, token);
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({
      fromGuests: 20,
      toGuests: 18,
      difference: expectedTotal - order.total,
      refund: { amount: order.total - expectedTotal, status: 'processed' },
      order: { _id: order.id, people: 18, inviteGuests: 18 },
    });
    expect((await post(order.id, { guests: 18, expectedTotal }, token)).json).toMatchObject({
      status: 400,
      message: 'This order is already for 18 guests.',
    });
  });
});
