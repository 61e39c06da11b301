import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import orderAddRoute from '../../../../pages/api/order/add';
import type { OrderDetails } from '../../../../lib/contracts/orders';
import { orders } from '../../../../server/db/schema';
import { orderDetailsForUser } from '../../../../server/orders/views';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { withAvailableProviders } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { call, customer, forgetRoutesDb, inDays, useDbForRoutes, type Customer } from '../events/helpers';

/** POST /api/order/add with a business name and GSTIN: kept on the order and shown on its page; a bad GSTIN is a 400. */

afterAll(() => forgetRoutesDb());

describeEachDatabase('business invoice details at booking', (getDb) => {
  withAvailableProviders(getDb, 5);
  let asha: Customer;
  beforeAll(async () => {
    useDbForRoutes(getDb());
    asha = await customer(getDb(), '9877700091');
  });

  const book = async (business: unknown, slotId: string) => {
    const body = { ...chefOrderInput(await someDishes(getDb(), 5), 10, { eventDate: inDays(6), slotId }), business };
    return call(orderAddRoute, { method: 'POST', url: '/api/order/add', headers: asha.headers, body });
  };
  const ordersOf = () => getDb().select().from(orders).where(eq(orders.userId, asha.id));

  it('keeps the registered name and the GSTIN (upper-cased) and answers them with the order', async () => {
    const answer = await book({ name: ' Acme Events Pvt Ltd ', gstin: '27aapfu0939f1zv' }, '19-20');
    expect(answer.status).toBe(201);
    const placed = answer.json<OrderDetails>().data;
    expect(placed.business).toEqual({ name: 'Acme Events Pvt Ltd', gstin: '27AAPFU0939F1ZV' });
    const [row] = (await ordersOf()).filter((o) => o.id === placed._id);
    expect([row!.businessName, row!.businessGstin]).toEqual(['Acme Events Pvt Ltd', '27AAPFU0939F1ZV']);
    const details = await orderDetailsForUser(getDb(), { orderId: placed._id, userId: asha.id, now: new Date() });
    expect(details?.business).toEqual({ name: 'Acme Events Pvt Ltd', gstin: '27AAPFU0939F1ZV' });
  });

  it('keeps none without them', async () => {
    const answer = await book(undefined, '20-21');
    expect(answer.status).toBe(201);
    const placed = answer.json<OrderDetails>().data;
    expect(placed.business).toBeNull();
    const [row] = (await ordersOf()).filter((o) => o.id === placed._id);
    expect([row!.businessName, row!.businessGstin]).toEqual([null, null]);
  });

  it('refuses a GSTIN with a wrong check character with a 400 naming business.gstin, and books nothing', async () => {
    const before = (await ordersOf()).length;
    const refused = await book({ name: 'Acme', gstin: '27AAPFU0939F1ZW' }, '18-19');
    expect(refused.status).toBe(400);
    const body = refused.json() as unknown as { message: string; errors: { path: string; message: string }[] };
    expect(body.errors).toEqual([{ path: 'business.gstin', message: expect.stringMatching(/last character does not match/) }]);
    expect((await ordersOf()).length).toBe(before);
  });
});
