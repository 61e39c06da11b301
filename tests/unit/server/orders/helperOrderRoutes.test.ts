/**
 * An order's stored items are shown to its owner on every customer order route even when one was stored
 * without an id (an older or hand-made row): the details, the list and the cancellation answer 200, never 500
 * because the answer's contract refused what the database holds. Also the order the test helper makeOrder
 * inserts (now shaped as the chef booking stores it).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import cancelRoute from '../../../../pages/api/order/cancelOrder';
import orderDetailsRoute from '../../../../pages/api/order/order_details/[id]';
import orderListRoute from '../../../../pages/api/order/user_order_list';
import { signSession } from '../../../../server/auth/session';
import { orders } from '../../../../server/db/schema';
import type { DbHandle } from '../../../../server/db/types';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { makeOrder } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { callRoute } from '../gallery/routeCall';

const PHONE = '9811177701';
const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };
/** Items as an older row holds them: no `_id`, one with no name and a price of the wrong type. */
const LEGACY_ITEMS = [{ name: 'Paneer Tikka', price: 250 }, { price: '300' }];

afterAll(() => {
  globalForDb.__partyDb = undefined;
});

describeEachDatabase('customer order routes on an order whose items lack ids', (getDb) => {
  let token = '';
  const headers = () => ({ authorization: `Bearer ${token}`, 'sec-fetch-site': 'same-origin' });
  const details = (id: string) =>
    callRoute(orderDetailsRoute, { url: `/api/order/order_details/${id}`, params: { id }, headers: headers() });

  beforeAll(async () => {
    const { user } = await findOrCreateUserByPhone(getDb(), PHONE);
    token = await signSession(getDb(), user.id);
  });
  beforeEach(() => {
    globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
  });

  it('shows an order made by makeOrder to its owner, with its dish', async () => {
    const order = await makeOrder(getDb(), { eventDate: '2026-12-20', customerPhone: PHONE });
    const answer = await details(order.id);
    expect(answer.status, answer.body.toString()).toBe(200);
    expect(answer.json<{ items: { name: string }[] }>().data.items).toEqual([expect.objectContaining({ name: 'Paneer Tikka' })]);
  });

  it('shows the details of an order whose stored items have no id (200, each item named and identified)', async () => {
    const order = await makeOrder(getDb(), { eventDate: '2026-12-21', customerPhone: PHONE });
    await getDb().update(orders).set({ items: LEGACY_ITEMS }).where(eq(orders.id, order.id));
    const answer = await details(order.id);
    expect(answer.status, answer.body.toString()).toBe(200);
    expect(answer.json<{ items: unknown[] }>().data.items).toEqual([
      { _id: `${order.id}:0`, name: 'Paneer Tikka', price: 250 },
      { _id: `${order.id}:1`, name: 'Item 2' },
    ]);
  });

  it('lists such an order, and cancels it with the order in the answer (200)', async () => {
    const order = await makeOrder(getDb(), { eventDate: '2026-12-22', customerPhone: PHONE });
    await getDb().update(orders).set({ items: LEGACY_ITEMS }).where(eq(orders.id, order.id));
    const list = await callRoute(orderListRoute, { method: 'POST', url: '/api/order/user_order_list', headers: headers(), body: {} });
    expect(list.status, list.body.toString()).toBe(200);
    expect(list.json<{ _id: string }[]>().data.map((o) => o._id)).toContain(order.id);
    const cancelled = await callRoute(cancelRoute, {
      method: 'POST',
      url: '/api/order/cancelOrder',
      headers: headers(),
      body: { _id: order.id },
    });
    expect(cancelled.status, cancelled.body.toString()).toBe(200);
    expect(cancelled.json<{ status: number; items: unknown[] }>().data).toMatchObject({
      status: ORDER_STATUS.CANCELLED,
      items: [{ _id: `${order.id}:0` }, { _id: `${order.id}:1` }],
    });
  });
});
